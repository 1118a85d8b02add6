"""Start-up and the main loop: the window, the screen stack (game/ui) and the frame clock."""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

import pygame

from game.ui.start import WINDOW_SIZE, make_app, open_window

if TYPE_CHECKING:
    from game.storage import Launch

TITLE = "UNO Table"
FPS = 60


def run(max_frames: int = 0, launch: Launch | None = None) -> int:
    """Open the window and run until it is closed (or after `max_frames` frames when > 0).

    `launch` carries the command line's options, the settings and the storage (game/storage/launch.py).
    """
    from game.audio.mixer import pre_init

    pre_init()  # sound (issue 24): the device opens at our sounds' rate
    pygame.init()
    app = None
    try:
        size = launch.window_size if launch is not None else WINDOW_SIZE
        surface = open_window(size, launch is not None and launch.fullscreen)
        pygame.display.set_caption(TITLE)
        pygame.key.set_repeat(350, 40)
        app = make_app(launch, surface)
        pygame.display.set_caption(app.ctx.t("app-title"))
        from game.ui.kit.frames import Loop

        # issue 44: frames only while something moves (game/ui/kit/frames.py); `--frames N` draws N whole
        loop = Loop(app, FPS, every_frame=bool(max_frames))
        shown = False
        while app.running:
            loop.once()
            if not shown:
                shown = True
                _report_first_frame()
            if max_frames and app.frames >= max_frames:
                break
        _remember_window(app)
    finally:
        if app is not None:
            app.close()
        pygame.quit()
    return 0


#: set (to anything) by `game.bench startup`: the game tells when its first frame was on the window
TIMING_VAR = "UNO_TABLE_TIMING"


def _report_first_frame() -> None:
    """With UNO_TABLE_TIMING set, one line on stderr, `uno-table first-frame <time>`: the wall-clock
    time (time.time()) when the first frame (the interactive main menu) was shown; the bench subtracts
    the time it started the process (issue 44)."""
    if os.environ.get(TIMING_VAR):
        print(f"uno-table first-frame {time.time():.6f}", file=sys.stderr, flush=True)


def _remember_window(app) -> None:
    ctx = app.ctx
    if ctx.storage is None or ctx.settings.fullscreen:
        return
    if tuple(ctx.settings.window_size) != tuple(ctx.size):
        ctx.settings = ctx.settings.replace(window_size=tuple(ctx.size))
        ctx.save_settings()
