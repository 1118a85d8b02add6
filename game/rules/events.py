"""What applying a move caused, for the scene, the move log and the AI's memory.

Events are built only when someone listens (`apply(..., listen=True)`). Events that carry secret
cards say whose secret it is; `redact(event, seat)` gives the copy a seat may see.

An event is a value: nobody changes one after it is made (`redact` makes a copy). The classes are not
declared frozen only because a frozen dataclass's `__init__` sets every field through
`object.__setattr__`, three times the cost of a plain one, and a move builds two or three events;
they are hashable and compare by value all the same.

The events a move makes every time (a card played, the turn handed on, cards drawn...) write their
own `__init__` (`init=False`): mypyc compiles a written one to C, while the one `dataclass` generates
stays interpreted Python and cost the compiled engine a third of its time with events.

Because events are values, the ones that nearly every move makes (the turn handed on, a card played,
the turn's one card drawn, a turn skipped, a colour named, UNO called, the direction changed) are made
once, at import, for every seat, card, colour and phase, and shared (`TURN_CHANGED`, `CARD_PLAYED`...):
building one cost the pure engine about as much as the rest of a plain play, a lookup a fifth of that.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Final

from .cards import CARDS, COLOR_OF, COLORS
from .options import MAX_PLAYERS


@dataclass(slots=True, unsafe_hash=True)
class DealerDrawn:
    draws: tuple[tuple[int, str], ...]  # (seat, card) in drawing order, ties drawing again
    dealer: int


@dataclass(slots=True, unsafe_hash=True)
class RoundStarted:
    round_no: int
    dealer: int


@dataclass(slots=True, unsafe_hash=True, init=False)
class CardDealt:
    seat: int
    card: str | None  # None in the copy for other seats

    def __init__(self, seat: int, card: str | None) -> None:
        self.seat = seat
        self.card = card


@dataclass(slots=True, unsafe_hash=True)
class StartCardTurned:
    card: str


@dataclass(slots=True, unsafe_hash=True)
class CardReturned:
    """A first card put back into the draw pile."""

    card: str


@dataclass(slots=True, unsafe_hash=True, init=False)
class CardPlayed:
    seat: int
    card: str
    color: str  # the colour in force after it

    def __init__(self, seat: int, card: str, color: str) -> None:
        self.seat = seat
        self.card = card
        self.color = color


@dataclass(slots=True, unsafe_hash=True, init=False)
class CardsDrawn:
    seat: int
    cards: tuple[str | None, ...]  # None for each card hidden from the seat reading it
    reason: str  # "draw", "penalty", "challenge", "uno", "stack", "rule"

    def __init__(self, seat: int, cards: tuple[str | None, ...], reason: str) -> None:
        self.seat = seat
        self.cards = cards
        self.reason = reason


@dataclass(slots=True, unsafe_hash=True, init=False)
class TurnSkipped:
    seat: int

    def __init__(self, seat: int) -> None:
        self.seat = seat


@dataclass(slots=True, unsafe_hash=True, init=False)
class DirectionChanged:
    direction: int

    def __init__(self, direction: int) -> None:
        self.direction = direction


@dataclass(slots=True, unsafe_hash=True, init=False)
class ColorChosen:
    seat: int
    color: str

    def __init__(self, seat: int, color: str) -> None:
        self.seat = seat
        self.color = color


@dataclass(slots=True, unsafe_hash=True)
class TowerTaken:
    seat: int
    symbol: str
    from_seat: int | None  # None: from the tray


@dataclass(slots=True, unsafe_hash=True)
class TowersReturned:
    seat: int  # the seat that had all four


@dataclass(slots=True, unsafe_hash=True)
class Blocked:
    seat: int
    symbol: str
    card: str


@dataclass(slots=True, unsafe_hash=True)
class ChallengeResolved:
    challenger: int
    challenged: int
    guilty: bool
    hand: tuple[str, ...] | None  # the challenged hand: only in the challenger's copy


@dataclass(slots=True, unsafe_hash=True)
class HandsShuffled:
    seat: int  # who played Wild Shuffle Hands
    sizes: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class HandsSwapped:
    seat: int
    other: int


@dataclass(slots=True, unsafe_hash=True)
class HandsRotated:
    direction: int


@dataclass(slots=True, unsafe_hash=True)
class CardsDiscarded:
    seat: int
    cards: tuple[str, ...]  # these go face up under the top card: public
    reason: str  # "towers", "wilds", "seven"


@dataclass(slots=True, unsafe_hash=True, init=False)
class UnoCalled:
    seat: int

    def __init__(self, seat: int) -> None:
        self.seat = seat


@dataclass(slots=True, unsafe_hash=True)
class UnoCaught:
    catcher: int
    target: int
    penalty: int


@dataclass(slots=True, unsafe_hash=True, init=False)
class PileReshuffled:
    size: int

    def __init__(self, size: int) -> None:
        self.size = size


@dataclass(slots=True, unsafe_hash=True, init=False)
class TurnChanged:
    seat: int
    phase: str

    def __init__(self, seat: int, phase: str) -> None:
        self.seat = seat
        self.phase = phase


@dataclass(slots=True, unsafe_hash=True)
class ExtraTurn:
    seat: int


@dataclass(slots=True, unsafe_hash=True)
class RoundEnded:
    winner: int
    points: int
    hands: tuple[tuple[str, ...], ...]  # every hand, revealed
    scores: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class GameEnded:
    winner: int
    scores: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class JumpedIn:
    """A seat jumped in (house option): its CardPlayed follows; `turn` is the seat whose turn it took."""

    seat: int
    card: str
    turn: int


@dataclass(slots=True, unsafe_hash=True)
class TeamRoundEnded:
    """Teams (house option), after RoundEnded: the winning team, what it scored, every team's total."""

    team: int  # teams are numbered by their lower seat
    members: tuple[int, ...]
    points: int
    totals: tuple[int, ...]  # one per team


@dataclass(slots=True, unsafe_hash=True)
class TeamGameEnded:
    """Teams (house option), after GameEnded: the team that won the match."""

    team: int
    members: tuple[int, ...]
    totals: tuple[int, ...]


#: the phases a turn can be handed on in (every decision a seat can face)
TURN_PHASES: Final = ("play", "drawn", "challenge", "color", "keep", "discard")
#: TURN_CHANGED[phase][seat] == TurnChanged(seat, phase)
TURN_CHANGED: Final = {
    phase: tuple(TurnChanged(seat, phase) for seat in range(MAX_PLAYERS)) for phase in TURN_PHASES
}


def _colors_after(card: str) -> tuple[str, ...]:
    """The colours in force after `card` is played: its own, or for a wild card any it names."""
    color = COLOR_OF[card]
    return COLORS if color is None else (color,)


#: CARD_PLAYED[card][color][seat] == CardPlayed(seat, card, color)
CARD_PLAYED: Final = {
    card: {
        color: tuple(CardPlayed(seat, card, color) for seat in range(MAX_PLAYERS))
        for color in _colors_after(card)
    }
    for card in CARDS
}
#: ONE_CARD_DRAWN[card][seat] == CardsDrawn(seat, (card,), "draw"): the turn's draw of one card
ONE_CARD_DRAWN: Final = {
    card: tuple(CardsDrawn(seat, (card,), "draw") for seat in range(MAX_PLAYERS)) for card in CARDS
}
#: TURN_SKIPPED[seat] == TurnSkipped(seat), UNO_CALLED[seat] == UnoCalled(seat)
TURN_SKIPPED: Final = tuple(TurnSkipped(seat) for seat in range(MAX_PLAYERS))
UNO_CALLED: Final = tuple(UnoCalled(seat) for seat in range(MAX_PLAYERS))
#: COLOR_CHOSEN[color][seat] == ColorChosen(seat, color)
COLOR_CHOSEN: Final = {
    color: tuple(ColorChosen(seat, color) for seat in range(MAX_PLAYERS)) for color in COLORS
}
#: DIRECTION_CHANGED[direction] == DirectionChanged(direction)
DIRECTION_CHANGED: Final = {direction: DirectionChanged(direction) for direction in (1, -1)}


#: the events `redact` may change: each holds cards that some seat may not see; every other event is
#: seen whole by every seat (the server encodes those once for all seats)
SECRET_EVENTS: Final = (CardDealt, CardsDrawn, ChallengeResolved)
#: the field of each secret event naming the one seat that sees it whole: every other seat, and a
#: spectator, sees the same copy, `redact(event, None)` (the server encodes each of the two once)
SECRET_OWNER: Final = {CardDealt: "seat", CardsDrawn: "seat", ChallengeResolved: "challenger"}


def redact(event, seat: int | None):
    """The copy of `event` that `seat` may see (None: a spectator, who sees no card of any hand)."""
    if isinstance(event, CardDealt) and event.seat != seat:
        return replace(event, card=None)
    if isinstance(event, CardsDrawn) and event.seat != seat:
        return replace(event, cards=(None,) * len(event.cards))
    if isinstance(event, ChallengeResolved) and event.challenger != seat:
        return replace(event, hand=None)
    return event


#: every event class by its name (the JSON form's "event")
EVENT_TYPES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        DealerDrawn,
        RoundStarted,
        CardDealt,
        StartCardTurned,
        CardReturned,
        CardPlayed,
        CardsDrawn,
        TurnSkipped,
        DirectionChanged,
        ColorChosen,
        TowerTaken,
        TowersReturned,
        Blocked,
        ChallengeResolved,
        HandsShuffled,
        HandsSwapped,
        HandsRotated,
        CardsDiscarded,
        UnoCalled,
        UnoCaught,
        PileReshuffled,
        TurnChanged,
        ExtraTurn,
        RoundEnded,
        GameEnded,
        JumpedIn,
        TeamRoundEnded,
        TeamGameEnded,
    )
}


def event_to_json(event: Any) -> dict:
    """The JSON form of an event: `{"event": <class name>, <field>: <value>...}` (tuples as lists once
    encoded). Redact first: this writes whatever the event holds."""
    data: dict = {"event": type(event).__name__}
    for name in _field_names(type(event)):
        data[name] = _plain(getattr(event, name))
    return data


def event_from_json(data: object) -> object:
    """An event from its JSON form (exactly its fields; lists become tuples); ValueError otherwise."""
    if not isinstance(data, dict) or data.get("event") not in EVENT_TYPES:
        raise ValueError(f"not an event: {data!r}")
    cls = EVENT_TYPES[data["event"]]
    names = _field_names(cls)
    if data.keys() != _KEYS[cls]:
        raise ValueError(f"bad {data['event']} event: {sorted(data)}")
    return cls(*(_tuples(data[name]) for name in names))


#: each event class's field names, and the keys of its JSON form: `dataclasses.fields` builds its answer
#: on every call (it was a third of a round trip's time; the server encodes every event it sends)
_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(spec.name for spec in fields(cls)) for cls in EVENT_TYPES.values()
}
_KEYS: dict[type, frozenset[str]] = {cls: frozenset(("event", *names)) for cls, names in _FIELDS.items()}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    return names if names is not None else tuple(spec.name for spec in fields(cls))


def _plain(value: object) -> object:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _tuples(value: object) -> object:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value
