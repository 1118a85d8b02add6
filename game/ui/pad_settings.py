"""The settings screen's row for the couch (issue 35): rumble on or off, and the big-screen preset."""

from __future__ import annotations

import pygame


def build_pad_row(screen, rect: pygame.Rect) -> None:
    """Two toggles side by side in `rect`: rumble and big screen."""
    ctx = screen.ctx
    s = ctx.settings
    gap = screen.px(8)
    half = (rect.width - gap) // 2
    left = pygame.Rect(rect.x, rect.y, half, rect.height)
    right = pygame.Rect(rect.right - half, rect.y, half, rect.height)
    screen.button(left, ctx.t("pad-setting-rumble", on=yes(s.rumble)), lambda: toggle(screen, "rumble"))
    screen.button(
        right, ctx.t("pad-setting-big-screen", on=yes(s.big_screen)), lambda: toggle(screen, "big_screen")
    )


def yes(on: bool) -> str:
    return "yes" if on else "no"


def toggle(screen, name: str) -> None:
    ctx = screen.ctx
    on = not getattr(ctx.settings, name)
    ctx.settings = ctx.settings.replace(**{name: on})
    ctx.save_settings()
    if name == "rumble" and on:
        screen.app.pads.rumble("turn")  # felt at once: this is what it is like
    screen.rebuild()
