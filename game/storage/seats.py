"""A seat at the table as storage keeps it: a name, and a person or a computer player of some level."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, TypeGuard

from .files import ShapeError, expect, is_int
from .names import NAME_MAX, normalize_name, strip_controls

if TYPE_CHECKING:  # the rules are imported when first needed, not with storage (issue 44)
    from game.rules.options import Options

KINDS = ("person", "ai")
MIN_SEATS, MAX_SEATS = 2, 10


def default_seat_name(number: int) -> str:
    """The name of seat `number` (from 1) whose saved name has nothing visible in it; the UI puts in its
    own words (`Storage.default_name`)."""
    return f"Player {number}"


def is_plain_text(value, longest: int) -> TypeGuard[str]:
    """Text the game can write back (no lone surrogates) and log (no control characters)."""
    return isinstance(value, str) and 0 < len(value) <= longest and strip_controls(value) == value


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str = "person"  # "person" or "ai"
    level: str | None = None  # the computer player's id in game.ai.registry (e.g. "normal"); None: a person

    @property
    def is_person(self) -> bool:
        return self.kind == "person"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data, number: int = 1, default_name=default_seat_name) -> Seat:
        """A seat from its JSON form; its name normalised (`default_name(number)` if nothing is left)."""
        expect(isinstance(data, dict), "a seat is not an object")
        name, kind, level = data.get("name"), data.get("kind"), data.get("level")
        expect(isinstance(name, str) and len(name) <= 4 * NAME_MAX, f"bad seat name {name!r}")
        name = normalize_name(name, default_name(number))
        expect(kind in KINDS, f"bad seat kind {kind!r}")
        if kind == "ai":
            expect(is_plain_text(level, 64), f"bad computer level {level!r}")
        else:
            expect(level is None, "a person has no level")
        return cls(name, kind, level)


def seats_from_json(data, default_name=default_seat_name) -> list[Seat]:
    expect(
        isinstance(data, list) and MIN_SEATS <= len(data) <= MAX_SEATS,
        f"there must be {MIN_SEATS} to {MAX_SEATS} seats",
    )
    return [Seat.from_json(seat, i + 1, default_name) for i, seat in enumerate(data)]


def default_options() -> Options:
    """The house options of a set-up that names none."""
    from game.rules.options import Options

    return Options()


def ruleset_from_json(data) -> str:
    from game.rules.editions import EDITIONS

    expect(data in EDITIONS, f"unknown edition {data!r}")
    return data


def options_from_json(data, ruleset: str) -> Options:
    from game.rules.options import Options

    expect(isinstance(data, dict), "the options are not an object")
    try:
        options = Options.from_json(data)
    except TypeError as exc:
        raise ShapeError(f"bad options: {exc}") from exc
    for spec in fields(Options):
        value, default = getattr(options, spec.name), spec.default
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, int):
            ok = is_int(value)
        elif isinstance(default, tuple):
            ok = all(isinstance(item, str) for item in value)
        else:
            ok = value is None or isinstance(value, str)
        expect(ok, f"bad option {spec.name}={value!r}")
    problems = options.problems(ruleset)
    expect(not problems, "; ".join(problems))
    return options
