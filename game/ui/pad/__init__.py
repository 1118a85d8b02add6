"""Game controllers: the devices (`devices`), the one place a press becomes a key (`input`), the pad's
hints and glyphs drawn on screen, the controller settings and the TV preset (`big_screen`). A new
controller binding goes in `input`.
"""
