"""Sound in the screens (issue 24): the volumes and mute as the settings screen sets them
(game/ui/menus/settings_rows.py), the sound button of the pause menu, the M key that mutes anywhere, and the
short note saying so.

Every change goes to `ctx.settings.audio`, is saved, and reaches the mixer (`ctx.audio`) at once.
"""

from __future__ import annotations

import pygame

NOTE_SECONDS = 1.5


def set_audio(ctx, **changes) -> None:
    """Change the volumes or mute: saved, and heard at once."""
    ctx.settings = ctx.settings.replace(audio=ctx.settings.audio.replace(**changes))
    ctx.save_settings()
    ctx.audio.apply(ctx.settings.audio)


def sound_text(ctx) -> str:
    """ "Sound (M): on / muted": the mute toggle's text on the settings screen and the pause menu."""
    return ctx.t("ui-sound-toggle", on="no" if ctx.settings.audio.muted else "yes")


def toggle_mute(app) -> None:
    ctx = app.ctx
    set_audio(ctx, muted=not ctx.settings.audio.muted)
    app.mute_note = (
        ctx.t("ui-sound-note", on="no" if ctx.settings.audio.muted else "yes"),
        ctx.audio.now + NOTE_SECONDS,
    )
    top = app.top
    if top is not None and getattr(top, "shows_sound", False):
        top.rebuild()


def handle_mute_key(app, event) -> bool:
    """M (without Ctrl, Alt or Cmd) mutes or unmutes on every screen, except while a text field has the
    keyboard (a name may have an m in it)."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_m:
        return False
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    top = app.top
    if top is None or top._typing():
        return False
    toggle_mute(app)
    return True


def draw_mute_note(app, surface) -> None:
    """For a moment after M: "Sound off (M)" / "Sound on (M)" in the top right corner."""
    note = getattr(app, "mute_note", None)
    if note is None:
        return
    text, until = note
    if app.ctx.audio.now >= until:
        app.mute_note = None
        return
    ctx = app.ctx
    img = ctx.font(18, True).render(text, True, (255, 255, 255))
    rect = img.get_rect(topright=(ctx.size[0] - ctx.px(16), ctx.px(14)))
    pygame.draw.rect(surface, (0, 0, 0), rect.inflate(ctx.px(20), ctx.px(10)), border_radius=ctx.px(8))
    surface.blit(img, rect)
