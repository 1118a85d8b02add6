"""Moves a seat can make: small frozen dataclasses, with a JSON form for logs and saves.

The JSON `do` names are those of the scenario files (SCENARIOS.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import SYMBOLS


@dataclass(frozen=True, slots=True)
class Play:
    card: str
    color: str | None = None  # the colour named with a wild card
    towers: tuple[str, ...] = ()  # the towers taken with T2 (two) or WT (one)
    uno: bool = False  # UNO called with this play
    swap_with: int | None = None  # seven-zero: the seat to swap hands with after a 7


@dataclass(frozen=True, slots=True)
class Draw:
    """The turn's draw (or, with a pending stack, taking the whole stack)."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Keep the card just drawn."""


@dataclass(frozen=True, slots=True)
class Challenge:
    """The victim of a W4 says it was illegal."""


@dataclass(frozen=True, slots=True)
class Accept:
    """The victim of a W4 (or of a stacked W4) draws."""


@dataclass(frozen=True, slots=True)
class ChooseColor:
    color: str | None  # None (missing) is refused by the engine


@dataclass(frozen=True, slots=True)
class CallUno:
    pass


@dataclass(frozen=True, slots=True)
class Catch:
    target: int | None  # None (missing) is refused by the engine


@dataclass(frozen=True, slots=True)
class Keep:
    """After taking all four towers: the one card to keep, or None to keep the whole hand."""

    card: str | None
    uno: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """Custom rule "exactly 7": the cards given up."""

    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NextRound:
    pass


Action = Play | Draw | Pass | Challenge | Accept | ChooseColor | CallUno | Catch | Keep | Discard | NextRound

ACTION_NAMES: dict[type, str] = {
    Play: "play",
    Draw: "draw",
    Pass: "pass",
    Challenge: "challenge",
    Accept: "accept",
    ChooseColor: "color",
    CallUno: "uno",
    Catch: "catch",
    Keep: "keep",
    Discard: "discard",
    NextRound: "next_round",
}
ACTION_TYPES: dict[str, type] = {name: cls for cls, name in ACTION_NAMES.items()}


def action_to_json(action: Action) -> dict:
    data: dict = {"do": ACTION_NAMES[type(action)]}
    if isinstance(action, Play):
        data["card"] = action.card
        if action.color is not None:
            data["color"] = action.color
        if action.towers:
            data["towers"] = list(action.towers)
        if action.uno:
            data["uno"] = True
        if action.swap_with is not None:
            data["swap_with"] = action.swap_with
    elif isinstance(action, ChooseColor):
        data["color"] = action.color
    elif isinstance(action, Catch):
        data["target"] = action.target
    elif isinstance(action, Keep):
        data["card"] = action.card
        if action.uno:
            data["uno"] = True
    elif isinstance(action, Discard):
        data["cards"] = list(action.cards)
    return data


def action_from_json(data: dict) -> Action:
    """Build an action from its JSON form; raises ValueError for anything malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("do"), str) or data["do"] not in ACTION_TYPES:
        raise ValueError(f"not a move: {data!r}")
    kind = data["do"]
    try:
        if kind == "play":
            return Play(
                card=data["card"],
                color=data.get("color"),
                towers=_towers(data.get("towers")),
                uno=_flag(data.get("uno", False)),
                swap_with=data.get("swap_with"),
            )
        if kind == "color":
            return ChooseColor(color=data.get("color"))
        if kind == "catch":
            return Catch(target=data.get("target"))
        if kind == "keep":
            return Keep(card=data.get("card"), uno=_flag(data.get("uno", False)))
        if kind == "discard":
            return Discard(cards=tuple(data.get("cards") or ()))
    except (KeyError, TypeError) as exc:
        raise ValueError(f"bad {kind} move: {data!r}") from exc
    return ACTION_TYPES[kind]()


def _flag(data) -> bool:
    """A yes/no field: JSON true or false only (a 1 or "no" is not read as a flag)."""
    if not isinstance(data, bool):
        raise TypeError("a flag is true or false")
    return data


def _towers(data) -> tuple:
    """The towers of a play's JSON form (a list read as a set: any order) in the engine's order."""
    if data is not None and not isinstance(data, list | tuple):
        raise TypeError("towers is a list of symbols")
    return tuple(sorted(data or (), key=lambda t: SYMBOLS.index(t) if t in SYMBOLS else len(SYMBOLS)))
