"""Back, in the same place on every screen: the bottom-left corner, a plate as wide as its words need
(New game's, the network screens' and the menus' own). `back_button(screen)` makes it into the screen's
widgets and, on a screen with drawn pieces, its plate into the screen's `decor`."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from . import tokens
from .widgets import Plate

#: Back's size at the design size (the bottom bar's height is `BAR_HEIGHT`)
WIDTH, HEIGHT = 200, 48
BAR_HEIGHT = 64  # from the window's bottom to the top of Back: what a screen leaves free down there


def back_rect(screen) -> pygame.Rect:
    """Where Back stands: the bottom-left corner, a margin from both edges."""
    px = screen.px
    h = screen.ctx.size[1]
    return pygame.Rect(px(tokens.SPACE_L), h - px(BAR_HEIGHT), px(WIDTH), px(HEIGHT))


def bar_top(screen) -> int:
    """The top of the bottom bar (Back's row): a screen's content ends a small space above it."""
    return back_rect(screen).y - screen.px(tokens.SPACE_S)


def back_button(screen, callback: Callable[[], None] | None = None, text: str | None = None):
    """Back (or `text`) at `back_rect`, calling `callback` (default: the screen's stack pops it)."""
    rect = back_rect(screen)
    button = screen.button(rect, text or screen.t("ui-back"), callback or screen.app.pop, "#ghost_bold")
    need = button.font.size(button.text)[0] + 2 * screen.px(tokens.SPACE_M)
    if need > rect.w:
        button.set_dimensions((need, rect.h))
    decor = getattr(screen, "decor", None)
    if decor is not None:
        decor.add(Plate(screen, button))
    return button
