"""Sound in the screens (issue 24): the volume rows of the settings screen, the sound button of the pause
menu, the M key that mutes anywhere, and the short note saying so.

Every change goes to `ctx.settings.audio`, is saved, and reaches the mixer (`ctx.audio`) at once.
"""

from __future__ import annotations

import pygame

STEP = 10  # percent per press of - or +
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


#: the settings screen's volume rows: (setting, message id)
VOLUMES = (("master", "ui-volume-master"), ("effects", "ui-volume-effects"), ("music", "ui-volume-music"))


def build_sound_rows(screen, rects) -> None:
    """Into the settings screen: one row per volume (- label +) and the mute toggle; `rects` are 4 rows."""
    ctx = screen.ctx
    audio = ctx.settings.audio
    gap = screen.px(8)
    screen.volume_labels = {}
    for rect, (key, msg) in zip(rects, VOLUMES, strict=False):
        side = rect.height
        screen.button(
            (rect.x, rect.y, side, rect.height),
            "−",
            lambda k=key: change_volume(screen, k, -STEP),
            tooltip=ctx.t("ui-volume-down"),
        )
        middle = pygame.Rect(rect.x + side + gap, rect.y, rect.width - 2 * (side + gap), rect.height)
        screen.volume_labels[key] = screen.label(middle, ctx.t(msg, percent=getattr(audio, key)), "#center")
        screen.button(
            (rect.right - side, rect.y, side, rect.height),
            "+",
            lambda k=key: change_volume(screen, k, STEP),
            tooltip=ctx.t("ui-volume-up"),
        )
    screen.button(rects[3], sound_text(ctx), lambda: toggle_mute(screen.app))


def change_volume(screen, key: str, step: int) -> None:
    ctx = screen.ctx
    value = max(0, min(100, getattr(ctx.settings.audio, key) + step))
    set_audio(ctx, **{key: value})
    if key != "music":
        ctx.audio.play("card_play_1")  # the new level, heard
    screen.rebuild()
