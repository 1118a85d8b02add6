"""A screen with drawn pieces: tiles, plates, switches, seat cards (a `Decor`) that move with the
screen's frames and are drawn on its backdrop, under its widgets' words. The screens that have them
inherit the delegation from here instead of writing it each."""

from __future__ import annotations

import pygame

from .screen import Screen
from .widgets import Decor


class DecoratedScreen(Screen):
    def __init__(self, app):
        super().__init__(app)
        self.decor = Decor()  # a screen's `build` makes a new one with its widgets

    def update(self, dt: float) -> None:
        super().update(dt)
        self.decor.update(dt)

    def next_frame(self) -> float | None:
        """Every frame while a drawn piece eases (a hover, a press, a switch, a tile popping in)."""
        if self.decor.moving:
            return 0.0
        return super().next_frame()

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        self.draw_under_decor(surface)
        self.decor.draw(surface)

    def draw_under_decor(self, surface: pygame.Surface) -> None:
        """What the screen draws on its backdrop under the drawn pieces (nothing here)."""
