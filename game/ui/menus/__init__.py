"""The menus: the main menu, New game, Settings (its rows), Statistics, Rules and the
pause menu. A new menu screen goes here.
"""
