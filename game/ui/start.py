"""The making of the App: the window opened within the displays, the App with its main menu on the
stack, the demo table. The main loop that drives it is game/app.py's; tests and the self-test make
an App here without it."""

from __future__ import annotations

import os
import sys
import warnings
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.storage import Launch

WINDOW_SIZE = (1280, 720)


def fit_to_displays(size, displays) -> tuple[int, int]:
    """`size` made no larger than the largest display (settings may ask for up to 16384 x 16384: a
    window that big takes over a gigabyte of memory)."""
    if not displays:
        return int(size[0]), int(size[1])
    widest = max(w for w, _ in displays)
    tallest = max(h for _, h in displays)
    return min(int(size[0]), widest), min(int(size[1]), tallest)


def open_window(size, fullscreen: bool) -> pygame.Surface:
    """The window; a resizable one cannot be made smaller than the layouts' minimum (MIN_SIZE), so no
    button ever lies off the window."""
    from game.ui.kit import MIN_SIZE

    if sys.platform.startswith("linux"):
        # issue 44: the window shows a surface the game draws itself. SDL's default on Linux copies it
        # to a GL texture and draws that whole for every update, even of a few pixels (about 10 ms of a
        # core each on a software GL such as Xvfb's); its own framebuffer sends only the rectangles
        # changed. An SDL_FRAMEBUFFER_ACCELERATION set in the environment is kept.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    size = fit_to_displays(size, pygame.display.get_desktop_sizes())
    flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
    surface = pygame.display.set_mode(size if not fullscreen else (0, 0), flags)
    if not fullscreen:
        with warnings.catch_warnings():  # pygame-ce marks the display-module bridge as deprecated
            warnings.simplefilter("ignore", DeprecationWarning)
            window = pygame.Window.from_display_module()
        window.minimum_size = MIN_SIZE
        surface = pygame.display.get_surface() or surface  # SDL grew a smaller window to the minimum
    return surface


def make_app(launch: Launch | None = None, surface: pygame.Surface | None = None, **switches):
    """The App with its main menu on the stack (tests pass `threaded`, `pacing`, `speed`, ...)."""
    from game.ui import App, Context
    from game.ui.menus.main_menu import MainMenu

    size = surface.get_size() if surface is not None else WINDOW_SIZE
    ctx = Context(launch, size, **switches)
    ctx.audio.start()  # sound (issue 24): silent, with one line in the log, when there is no device
    app = App(ctx, surface)
    app.set_fullscreen = lambda on: _set_fullscreen(app, on)
    app.push(MainMenu(app))
    if launch is not None and launch.demo:
        _start_demo(app, launch)
    return app


def _start_demo(app, launch) -> None:
    from game.storage import SavedGame, Seat
    from game.ui.table.screen import TableScreen

    levels = ("easy", "normal", "normal", "expert")
    seats = tuple(Seat(f"CPU {i + 1}", "ai", lvl) for i, lvl in enumerate(levels))
    game = SavedGame("classic", seats, seed=launch.seed or 0)
    ctx = app.ctx
    storage, ctx.storage = ctx.storage, None  # a demo table is not saved
    try:
        app.push(TableScreen.new(app, game))
    finally:
        ctx.storage = storage


def _set_fullscreen(app, on: bool) -> None:
    surface = open_window(app.ctx.settings.window_size, on)
    app.surface = surface
    app.resize(surface.get_size())
