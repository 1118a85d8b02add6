"""The settings screen's rows (game/ui/menus/settings.py `SettingsScreen`): each a setting with its name, its
control (a switch, a slider, or a choice stepped with arrows and shown as pips) and a one-line help.
`SETTINGS_ROWS` lists them in order; a new setting is one more `Row` (`add_row`), and the screen lays
out, draws and drives every row the same way: the row is a button (Tab and the arrows reach it, Enter or
a click changes it), Left and Right step a slider or a choice, a click on a slider's track sets it there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.storage import ANIMATION_SPEEDS, UI_SCALES
from game.ui.kit.sound import set_audio, toggle_mute

SWITCH, SLIDER, CHOICE = "switch", "slider", "choice"


@dataclass(frozen=True)
class Row:
    key: str
    label: str  # message id of its name
    help: str  # message id of its one-line help
    kind: str  # SWITCH, SLIDER or CHOICE
    get: Callable[[Any], Any]  # the value now, from the screen (its ctx and app)
    put: Callable[[Any, Any], None]  # set (saved, applied at once) a new value from the screen
    values: Callable[[Any], tuple] = lambda screen: ()  # a choice's values in order
    words: Callable[[Any, Any], str] = lambda screen, value: str(value)  # a choice's value in words
    lo: int = 0  # a slider's range and step
    hi: int = 100
    step: int = 10

    def stepped(self, screen, direction: int):
        """The value one step to the left (-1) or right (+1); a choice goes round, a slider stops."""
        value = self.get(screen)
        if self.kind == SWITCH:
            return not value
        if self.kind == SLIDER:
            return max(self.lo, min(self.hi, value + direction * self.step))
        values = self.values(screen)
        at = values.index(value) if value in values else 0
        return values[(at + direction) % len(values)]

    def fraction(self, screen) -> float:
        """Where the value lies on a slider (0..1)."""
        return (self.get(screen) - self.lo) / max(1, self.hi - self.lo)

    def at_fraction(self, k: float) -> int:
        """The slider's value nearest to fraction `k` of its track, on its steps."""
        raw = self.lo + max(0.0, min(1.0, k)) * (self.hi - self.lo)
        return int(round(raw / self.step) * self.step)


# -- what each row reads and writes -------------------------------------------------------------------


def _settings(screen, **changes) -> None:
    ctx = screen.ctx
    ctx.settings = ctx.settings.replace(**changes)
    ctx.save_settings()


def _language(screen, lang: str) -> None:
    _settings(screen, language=lang)
    screen.ctx.localizer.set_language(lang)  # the app rebuilds the screens shown at once


def _language_name(screen, lang: str) -> str:
    from game.i18n import Localizer

    return Localizer(lang).format("language-name")


def _fullscreen(screen, on: bool) -> None:
    _settings(screen, fullscreen=on)
    screen.app.set_fullscreen(on)


def _look(screen, **changes) -> None:
    ctx = screen.ctx
    ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(**changes))
    ctx.save_settings()


def _ui_scale(screen, percent: int) -> None:
    _look(screen, ui_scale=percent)
    screen.app.resize(screen.ctx.size)  # every screen shown is laid out again in the new size


def _volume(key: str) -> Callable[[Any, Any], None]:
    def put(screen, value) -> None:
        set_audio(screen.ctx, **{key: value})
        if key != "music":
            screen.ctx.audio.play("card_play_1")  # the new level, heard

    return put


def _sound(screen, on: bool) -> None:
    if on == screen.ctx.settings.audio.muted:
        toggle_mute(screen.app)


def _pad(name: str) -> Callable[[Any, Any], None]:
    """Rumble or the big-screen preset (gamepads and the TV, issue 35: game/ui/pad/settings.py)."""

    def put(screen, on) -> None:
        from game.ui.pad.settings import toggle

        if bool(on) != getattr(screen.ctx.settings, name):
            toggle(screen, name)

    return put


SETTINGS_ROWS: list[Row] = [
    Row(
        "language",
        "ui-look-language",
        "ui-look-help-language",
        CHOICE,
        lambda s: s.ctx.localizer.language,
        _language,
        values=lambda s: tuple(s.ctx.localizer.available()),
        words=_language_name,
    ),
    Row(
        "speed",
        "ui-look-speed",
        "ui-look-help-speed",
        CHOICE,
        lambda s: s.ctx.settings.animation_speed,
        lambda s, v: _settings(s, animation_speed=v),
        values=lambda s: tuple(ANIMATION_SPEEDS),
        words=lambda s, v: s.t(f"ui-look-speed-{v}"),
    ),
    Row(
        "colorblind",
        "ui-look-colorblind",
        "ui-look-help-colorblind",
        SWITCH,
        lambda s: s.ctx.settings.colorblind,
        lambda s, v: _settings(s, colorblind=v),
    ),
    Row(
        "fullscreen",
        "ui-look-fullscreen",
        "ui-look-help-fullscreen",
        SWITCH,
        lambda s: s.ctx.settings.fullscreen,
        _fullscreen,
    ),
    Row(
        "reduced_motion",
        "ui-look-reduced-motion",
        "ui-look-help-reduced-motion",
        SWITCH,
        lambda s: s.ctx.settings.look.reduced_motion,
        lambda s, v: _look(s, reduced_motion=v),
    ),
    Row(
        "ui_scale",
        "ui-look-ui-scale",
        "ui-look-help-ui-scale",
        SLIDER,
        lambda s: s.ctx.settings.look.ui_scale,
        _ui_scale,
        lo=UI_SCALES[0],
        hi=UI_SCALES[-1],
        step=UI_SCALES[1] - UI_SCALES[0],
    ),
    Row(
        "master",
        "ui-look-volume-master",
        "ui-look-help-volume",
        SLIDER,
        lambda s: s.ctx.settings.audio.master,
        _volume("master"),
    ),
    Row(
        "effects",
        "ui-look-volume-effects",
        "ui-look-help-volume",
        SLIDER,
        lambda s: s.ctx.settings.audio.effects,
        _volume("effects"),
    ),
    Row(
        "music",
        "ui-look-volume-music",
        "ui-look-help-volume",
        SLIDER,
        lambda s: s.ctx.settings.audio.music,
        _volume("music"),
    ),
    Row(
        "sound",
        "ui-look-sound",
        "ui-look-help-sound",
        SWITCH,
        lambda s: not s.ctx.settings.audio.muted,
        _sound,
    ),
    Row(
        "rumble",
        "ui-look-rumble",
        "ui-look-help-rumble",
        SWITCH,
        lambda s: s.ctx.settings.rumble,
        _pad("rumble"),
    ),
    Row(
        "big_screen",
        "ui-look-big-screen",
        "ui-look-help-big-screen",
        SWITCH,
        lambda s: s.ctx.settings.big_screen,
        _pad("big_screen"),
    ),
    Row(
        "hint_figures",
        "ui-look-hint-figures",
        "ui-look-help-hint-figures",
        SWITCH,
        lambda s: s.ctx.settings.hint_figures,
        lambda s, v: _settings(s, hint_figures=v),
    ),
]


def add_row(row: Row, after: str | None = None) -> None:
    """Another setting on the settings screen: after the row `after` (its key), else last."""
    keys = [r.key for r in SETTINGS_ROWS]
    SETTINGS_ROWS.insert(keys.index(after) + 1 if after in keys else len(SETTINGS_ROWS), row)
