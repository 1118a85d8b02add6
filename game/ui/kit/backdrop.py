"""The menus' background: the room's green with the felt oval, from the tokens."""

from __future__ import annotations

import pygame

from . import tokens


def felt(surface: pygame.Surface) -> None:
    """The menus' background: the table's green with a soft vignette."""
    w, h = surface.get_size()
    surface.fill(tokens.BACKDROP)
    pygame.draw.ellipse(surface, tokens.BACKDROP_GLOW, pygame.Rect(-w * 0.1, h * 0.05, w * 1.2, h * 0.9))
