"""The player's settings: one small versioned JSON file in the user's config folder."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .files import ShapeError, expect, is_int
from .names import NAME_MAX, normalize_name
from .seats import (
    MAX_SEATS,
    Seat,
    default_options,
    default_seat_name,
    options_from_json,
    ruleset_from_json,
    seats_from_json,
)

if TYPE_CHECKING:
    from game.rules import Options

SETTINGS_VERSION = 1

#: animation speeds and the animator's time multiplier for each (game/scene/tween.py: 1 normal, 2 twice
#: as fast, 0 instant: no animation at all)
ANIMATION_SPEEDS: dict[str, float] = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
DEFAULT_WINDOW = (1280, 720)
MIN_WINDOW, MAX_WINDOW = (640, 360), (16384, 16384)
LANGUAGE_TAG = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")


def normalize_language(tag: str) -> str:
    """`nb_NO` -> `nb-NO`; raises ValueError for anything that is not a language tag."""
    tag = tag.strip().replace("_", "-")
    if "-" in tag:
        head, rest = tag.split("-", 1)
        tag = f"{head.lower()}-{rest}"
    else:
        tag = tag.lower()
    if not LANGUAGE_TAG.match(tag):
        raise ValueError(f"not a language code: {tag!r}")
    return tag


@dataclass(frozen=True)
class Setup:
    """The last table the player set up: the edition, the seats and the house options."""

    ruleset: str
    seats: tuple[Seat, ...]
    options: Options = field(default_factory=default_options)

    def to_json(self) -> dict:
        return {
            "ruleset": self.ruleset,
            "seats": [s.to_json() for s in self.seats],
            "options": self.options.to_json(),
        }

    @classmethod
    def from_json(cls, data, default_name=default_seat_name) -> Setup:
        expect(isinstance(data, dict), "last_setup is not an object")
        ruleset = ruleset_from_json(data.get("ruleset"))
        return cls(
            ruleset,
            tuple(seats_from_json(data.get("seats"), default_name)),
            options_from_json(data.get("options", {}), ruleset),
        )


@dataclass(frozen=True)
class Settings:
    language: str | None = None  # None: from the system locale
    window_size: tuple[int, int] = DEFAULT_WINDOW
    fullscreen: bool = False
    animation_speed: str = "normal"  # a key of ANIMATION_SPEEDS
    colorblind: bool = False  # colour-blind mode: symbols on colours, patterns on the table
    default_names: tuple[str, ...] = ()  # the names offered for the seats, in seat order
    last_setup: Setup | None = None
    audio: AudioSettings = field(default_factory=lambda: AudioSettings())  # sound (issue 24)
    rumble: bool = True  # gamepads (issue 35): pads that can rumble do, for the turn, UNO, being caught
    big_screen: bool = False  # a TV across the room (issue 35): no text smaller than readable from 3 m
    look: LookSettings = field(default_factory=lambda: LookSettings())  # the look (issue 31)
    hint_figures: bool = False  # the hint (H) shows the expert's win chance of each move (issue 33)
    lessons_done: tuple[str, ...] = ()  # Learn to play's lessons played to their end (issue 42)
    lessons_left: tuple[LessonLeft, ...] = ()  # lessons left before their end, to go on with (issue 41)

    def lesson_left(self, edition: str) -> LessonLeft | None:
        return next((left for left in self.lessons_left if left.edition == edition), None)

    def with_lesson_left(self, edition: str, left: LessonLeft | None) -> Settings:
        """These settings with `edition`'s left lesson replaced by `left` (None: forgotten)."""
        kept = tuple(x for x in self.lessons_left if x.edition != edition)
        return self.replace(lessons_left=kept + ((left,) if left is not None else ()))

    @property
    def animator_speed(self) -> float:
        """The scene animator's speed for this setting (0.0: instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def replace(self, **changes) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> dict:
        return {
            "version": SETTINGS_VERSION,
            "language": self.language,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed,
            "colorblind": self.colorblind,
            "default_names": list(self.default_names),
            "last_setup": None if self.last_setup is None else self.last_setup.to_json(),
            "audio": self.audio.to_json(),  # sound (issue 24)
            "rumble": self.rumble,
            "big_screen": self.big_screen,
            "look": self.look.to_json(),  # the look (issue 31)
            "hint_figures": self.hint_figures,
            "lessons_done": list(self.lessons_done),
            "lessons_left": [left.to_json() for left in self.lessons_left],
        }

    @classmethod
    def from_json(cls, data: dict, default_name=default_seat_name) -> Settings:
        """Settings from a version-1 document; missing keys take their defaults, bad ones raise ShapeError.
        Names are normalised (game/storage/names.py): one with nothing visible is left out."""
        expect(isinstance(data, dict), "not an object")
        base = cls()
        language = data.get("language", base.language)
        if language is not None:
            expect(isinstance(language, str), "language is not text")
            try:
                language = normalize_language(language)
            except ValueError as exc:
                raise ShapeError(str(exc)) from exc
        size = data.get("window_size", list(base.window_size))
        expect(
            isinstance(size, list) and len(size) == 2 and all(is_int(v) for v in size),
            "window_size is not two whole numbers",
        )
        expect(
            all(lo <= v <= hi for v, lo, hi in zip(size, MIN_WINDOW, MAX_WINDOW, strict=True)),
            f"window_size {size} is out of range",
        )
        fullscreen = data.get("fullscreen", base.fullscreen)
        expect(isinstance(fullscreen, bool), "fullscreen is not true or false")
        speed = data.get("animation_speed", base.animation_speed)
        expect(speed in ANIMATION_SPEEDS, f"unknown animation_speed {speed!r}")
        colorblind = data.get("colorblind", base.colorblind)
        expect(isinstance(colorblind, bool), "colorblind is not true or false")
        names = data.get("default_names", [])
        expect(
            isinstance(names, list)
            and len(names) <= MAX_SEATS
            and all(isinstance(n, str) and len(n) <= 4 * NAME_MAX for n in names),
            "default_names is not a list of names",
        )
        names = [name for name in map(normalize_name, names) if name]
        setup = data.get("last_setup")
        rumble = data.get("rumble", base.rumble)
        expect(isinstance(rumble, bool), "rumble is not true or false")
        big_screen = data.get("big_screen", base.big_screen)
        expect(isinstance(big_screen, bool), "big_screen is not true or false")
        hint_figures = data.get("hint_figures", base.hint_figures)
        expect(isinstance(hint_figures, bool), "hint_figures is not true or false")
        lessons = data.get("lessons_done", [])
        expect(
            isinstance(lessons, list) and all(isinstance(e, str) and len(e) <= 40 for e in lessons),
            "lessons_done is not a list of editions",
        )
        left = data.get("lessons_left", [])
        expect(isinstance(left, list) and len(left) <= 10, "lessons_left is not a list")
        return cls(
            language,
            (size[0], size[1]),
            fullscreen,
            speed,
            colorblind,
            tuple(names),
            None if setup is None else Setup.from_json(setup, default_name),
            AudioSettings.from_json(data.get("audio", {})),  # sound (issue 24)
            rumble,
            big_screen,
            LookSettings.from_json(data.get("look", {})),  # the look (issue 31)
            hint_figures,
            tuple(dict.fromkeys(lessons)),
            tuple(LessonLeft.from_json(x) for x in left),
        )


@dataclass(frozen=True)
class LessonLeft:
    """A lesson of Learn to play left before its end (issue 41): its edition, the coach's step and the
    moves made so far (seat, the move as JSON: game/rules/actions.py), enough to deal it again and go on."""

    edition: str
    step: int
    moves: tuple[tuple[int, str], ...]  # each move's JSON as text: the settings stay hashable

    def to_json(self) -> dict:
        return {
            "edition": self.edition,
            "step": self.step,
            "moves": [[seat, json.loads(move)] for seat, move in self.moves],
        }

    @classmethod
    def from_json(cls, data) -> LessonLeft:
        expect(isinstance(data, dict), "a lesson left is not an object")
        edition, step, moves = data.get("edition"), data.get("step"), data.get("moves")
        expect(isinstance(edition, str) and len(edition) <= 40, "a lesson left has no edition")
        expect(is_int(step) and 0 <= step <= 1000, "a lesson left's step is not a number")
        expect(
            isinstance(moves, list)
            and len(moves) <= 5000
            and all(
                isinstance(m, list)
                and len(m) == 2
                and is_int(m[0])
                and 0 <= m[0] < 10
                and isinstance(m[1], dict)
                for m in moves
            ),
            "a lesson left's moves are not a list of moves",
        )
        return cls(edition, step, tuple((m[0], json.dumps(m[1], sort_keys=True)) for m in moves))


# -- sound (issue 24): volumes and mute, kept in the settings file as one "audio" object ---------------


@dataclass(frozen=True)
class AudioSettings:
    """Volumes in percent (0..100) and mute. Effects are on by default; the music is off (0) until the
    player turns it up."""

    master: int = 80
    effects: int = 100
    music: int = 0
    muted: bool = False

    def replace(self, **changes) -> AudioSettings:
        return replace(self, **changes)

    def to_json(self) -> dict:
        return {"master": self.master, "effects": self.effects, "music": self.music, "muted": self.muted}

    @classmethod
    def from_json(cls, data) -> AudioSettings:
        """Missing keys take their defaults; a value of the wrong kind or out of 0..100 raises ShapeError."""
        expect(isinstance(data, dict), "audio is not an object")
        base = cls()
        values = {}
        for key in ("master", "effects", "music"):
            value = data.get(key, getattr(base, key))
            expect(is_int(value) and 0 <= value <= 100, f"audio {key} is not a whole number from 0 to 100")
            values[key] = value
        muted = data.get("muted", base.muted)
        expect(isinstance(muted, bool), "audio muted is not true or false")
        return cls(muted=muted, **values)


# -- the look (issue 31): motion and the interface's size, kept as one "look" object -------------------

#: the interface sizes offered, in percent of the window's own scale: smaller leaves more room on a big
#: screen, bigger makes words and buttons bigger (for a 4K screen, for eyes that need it) and the screens
#: lay out less at once (long lists scroll); every screen is laid out to fit up to the largest
UI_SCALES = tuple(range(70, 151, 10))


@dataclass(frozen=True)
class LookSettings:
    """Reduced motion (screens fade instead of sliding, buttons do not pulse) and the interface's size."""

    reduced_motion: bool = False
    ui_scale: int = 100

    def replace(self, **changes) -> LookSettings:
        return replace(self, **changes)

    def to_json(self) -> dict:
        return {"reduced_motion": self.reduced_motion, "ui_scale": self.ui_scale}

    @classmethod
    def from_json(cls, data) -> LookSettings:
        """Missing keys take their defaults; a value of the wrong kind raises ShapeError."""
        expect(isinstance(data, dict), "look is not an object")
        base = cls()
        reduced = data.get("reduced_motion", base.reduced_motion)
        expect(isinstance(reduced, bool), "look reduced_motion is not true or false")
        scale = data.get("ui_scale", base.ui_scale)
        expect(is_int(scale) and scale in UI_SCALES, f"look ui_scale is not one of {UI_SCALES}")
        return cls(reduced, scale)
