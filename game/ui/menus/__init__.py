"""The menus: the main menu, New game, Settings (its rows and the sound page), Statistics, Rules and the
pause menu. A new menu screen goes here.
"""
