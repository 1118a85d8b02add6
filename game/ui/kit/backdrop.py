"""The menus' background: the room's green with the felt oval, from the tokens."""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import tokens


def felt(surface: pygame.Surface) -> None:
    """The menus' background: the table's green with a soft vignette (drawn once per size, then copied:
    a light frame draws it again in a few small rectangles, issue 44)."""
    surface.blit(_felt(surface.get_size()), (0, 0))


@lru_cache(maxsize=2)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(tokens.BACKDROP)
    pygame.draw.ellipse(surface, tokens.BACKDROP_GLOW, pygame.Rect(-w * 0.1, h * 0.05, w * 1.2, h * 0.9))
    return surface
