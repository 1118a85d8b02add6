"""The big-screen preset: the game on a TV across the room. No text is drawn smaller than
READABLE_1080 pixels on a 1080-line screen (the same share of the height on any other): the UI's own
words (`Context.font`), the table's names and counts (game/scene's `ui_font`), the hints. The layout
is unchanged: what was small text grows in its place (longer lines wrap, as the move log's do).

Why 24: text of 24 px on a 1080p TV 1.2 m wide (a 55" set) is 15 mm tall; from 3 m that is about 17
minutes of arc, above the 16 arcmin that TV interface guidelines (10-foot UI) ask of the smallest text.
Without the preset the smallest words on the table are 16-17 px at 1920x1080 (the seats' card counts).

In a small window the preset changes less, by design (issue 41 asked): at 960x540 its floor is 12 px,
and the menus' words, never drawn below 0.75 of their design size, are already at or above it; what grows
is the table's smallest words (the seats' counts, the move log), as a TV showing 540 lines makes every
pixel twice as tall.
"""

from __future__ import annotations

from game.scene import glyphs

READABLE_1080 = 24
#: the table's smallest words at the UI scale of 100% on a 1080-line screen: a UI scale above 100% (issue
#: 31) raises them in proportion, so the table's words grow with the menus' (at 150% as far as the preset)
SMALLEST_1080 = 16


def text_floor(ctx) -> int:
    """The smallest text size in pixels for this window (0: neither the preset nor a UI scale above 100%)."""
    lines = ctx.size[1] / 1080
    floor = round(READABLE_1080 * lines) if getattr(ctx.settings, "big_screen", False) else 0
    look = getattr(ctx.settings, "look", None)
    percent = getattr(look, "ui_scale", 100)
    if percent > 100:
        floor = max(floor, round(SMALLEST_1080 * lines * percent / 100))
    return floor


def sync(app) -> None:
    """The table's words follow the setting and the window size: when the floor changed, every scene on
    the stack lays itself out again (its plates and labels are drawn anew at the new sizes)."""
    floor = text_floor(app.ctx)
    if glyphs.text_floor() == floor:
        return
    glyphs.set_text_floor(floor)
    for screen in app.stack:
        scene = getattr(screen, "scene", None)
        if scene is not None and hasattr(scene, "resize"):
            scene.resize(scene.size)
