"""Outlined text is drawn faster (cached outlines, only the glyphs' box blitted), byte for byte as before."""

from __future__ import annotations

import pygame
import pytest

from game.scene import glyphs
from game.scene.palette import INK, WHITE


def reference(text, size, fill, outline=INK, width=0.07, italic=False, shadow=0.0, ui=False):
    """The plain algorithm: the whole rendered text blitted at every point of the ring, then the fill."""
    f = glyphs.ui_font(size) if ui else glyphs.font(size, italic)
    body = f.render(text, True, fill)
    edge = f.render(text, True, outline)
    r = max(1, round(size * width))
    sh = round(size * shadow)
    out = pygame.Surface((body.get_width() + 2 * r + sh, body.get_height() + 2 * r + sh), pygame.SRCALPHA)
    if sh:
        for dx, dy in glyphs._ring(r):
            out.blit(edge, (r + dx + sh, r + dy + sh))
    for dx, dy in glyphs._ring(r):
        out.blit(edge, (r + dx, r + dy))
    out.blit(body, (r, r))
    return out


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


STYLES = [(0.07, 0.0, False, False), (0.1, 0.07, True, False), (0.08, 0.04, False, True)]


@pytest.mark.parametrize("text", ["5", "+2", "Shuffle!", "Ærø", " ", "W4"])
@pytest.mark.parametrize("style", STYLES)
def test_outlined_text_is_the_same_bytes(text, style):
    width, shadow, ui, italic = style
    for size in (12, 60, 240):
        for fill in ((214, 40, 40), WHITE):
            for _ in range(2):  # drawn, then from the outline cache
                got = glyphs.outlined_text(text, size, fill, INK, width, italic, shadow, ui)
                want = reference(text, size, fill, INK, width, italic, shadow, ui)
                assert got.get_size() == want.get_size()
                assert pygame.image.tobytes(got, "RGBA") == pygame.image.tobytes(want, "RGBA")


def test_a_cached_outline_is_not_shared_with_the_caller():
    first = glyphs.outlined_text("7", 50, WHITE)
    first.fill((0, 0, 0, 0))
    again = glyphs.outlined_text("7", 50, WHITE)
    assert again.get_bounding_rect().width > 0
