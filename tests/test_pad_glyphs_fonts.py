"""The pad and key glyphs draw after pygame's font module was quit and started again (a second App in
the same process: the next test, or the game's own restart after a display change). Their font cache
once handed out a dead font, and every later screen with a key hint raised "Invalid font"."""

import pygame

from game.ui.pad import glyphs as pad_glyphs


def test_key_caps_draw_after_the_font_module_restarts():
    pygame.init()
    before = pad_glyphs.key_cap(pygame.K_e, 31)  # makes (and keeps) the glyph font
    pygame.font.quit()
    pygame.font.init()
    after = pad_glyphs.key_cap(pygame.K_f, 31)  # a new key cap: the font is needed again
    assert after.get_height() == before.get_height() > 0


def test_the_tables_fonts_are_made_again_after_the_font_module_restarts():
    from game.scene import glyphs

    pygame.init()
    kept = [glyphs.font(20), glyphs.ui_font(30)]
    pygame.font.quit()
    pygame.font.init()
    again = [glyphs.font(20), glyphs.ui_font(30)]
    assert all(a is not k for a, k in zip(again, kept, strict=True))  # the dead ones were not handed out
    assert [f.size("UNO")[1] for f in again] == [f.get_height() for f in again]  # and they draw
