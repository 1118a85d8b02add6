"""The couch's settings (issue 35): rumble on or off, and the big-screen preset, as the settings screen's
rows switch them (game/ui/menus/settings_rows.py)."""

from __future__ import annotations


def toggle(screen, name: str) -> None:
    """Rumble or the big-screen preset on or off: saved, and felt at once (a rumble to say it is on)."""
    ctx = screen.ctx
    on = not getattr(ctx.settings, name)
    ctx.settings = ctx.settings.replace(**{name: on})
    ctx.save_settings()
    if name == "rumble" and on:
        screen.app.pads.rumble("turn")  # felt at once: this is what it is like
    screen.rebuild()
