"""The pad glyphs keep their fonts between frames; pygame.quit() and init() in one process (the tests,
the self-test) make kept fonts invalid, and the glyphs must then make them again rather than raise
"Invalid font" on every screen with a hint bar (it failed 11 UI tests in one xdist worker)."""

import pygame

from game.ui import pad_glyphs


def test_key_caps_draw_after_pygame_was_quit_and_started_again():
    pygame.init()
    pad_glyphs.key_cap.cache_clear()
    assert pad_glyphs.key_cap(pygame.K_a, 20).get_height() == 20
    pygame.quit()
    pygame.init()
    pad_glyphs.key_cap.cache_clear()
    try:
        assert pad_glyphs.key_cap(pygame.K_b, 20).get_width() >= 20
    finally:
        pygame.quit()
