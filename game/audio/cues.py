"""Which sound an animated event makes, when, and from which seat: the event -> sound table.

`cues(event, table)` reads only what the seat on screen may know: the scene feeds it the event as
redacted for that seat (game.rules.events.redact), and no rule here looks at a card a seat keeps hidden
(tests/test_audio.py checks that every event sounds the same redacted or not). `SOUNDS` lists, for every
event kind the scene animates, every sound it can make; an empty tuple is an explicit "no sound".

A cue's `at` is seconds into the event's animation at speed 1 (where the card lands, not where it
leaves); the scene scales it with the animation speed, so sound and motion agree, "instant" included.
No pygame here: this is plain data the tests can read headless.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import events as ev

from .sounds import EVENT_SOUNDS, MUSIC, UI_SOUNDS, all_sounds

__all__ = ["MUSIC", "SOUNDS", "UI_SOUNDS", "Cue", "Table", "all_sounds", "cues"]


@dataclass(frozen=True)
class Cue:
    sound: str
    at: float = 0.0  # seconds into the animation (speed 1)
    seat: int | None = None  # the seat it comes from (panned towards it); None: the middle of the table


@dataclass(frozen=True)
class Table:
    """What the cues may know of the table on screen (all public)."""

    me: int  # the seat whose view is shown
    persons: tuple[bool, ...]  # which seats people play (the rest are computer players)
    turn_before: int = -1  # whose turn it was before this event

    def is_person(self, seat: int) -> bool:
        return 0 <= seat < len(self.persons) and self.persons[seat]


#: event kind -> every sound it can make (empty: it makes none, on purpose); the names are sounds.py's
SOUNDS: dict[type, tuple[str, ...]] = {getattr(ev, kind): sounds for kind, sounds in EVENT_SOUNDS.items()}

#: phases in which a turn is a decision of the seat's own (the chime rings for these)
_DECISIONS = ("play", "challenge", "color", "keep", "discard")


def cues(event, table: Table) -> list[Cue]:
    """The sounds `event` makes on `table`, in the order they start."""
    rule = _RULES.get(type(event))
    return [] if rule is None else rule(event, table)


def _winner_sound(winner: int, table: Table, won: str) -> str:
    """A person won (or no person plays: a demo cheers every winner), else the softer phrase."""
    if table.is_person(winner) or not any(table.persons):
        return won
    return "round_lost"


def _drawn(e: ev.CardsDrawn, t: Table) -> list[Cue]:
    # one slide per card, as the animation staggers them; only the count (public) is heard
    slides = [Cue("draw", 0.12 + 0.09 * i, e.seat) for i in range(min(len(e.cards), 8))]
    if e.reason != "draw":
        return [Cue("penalty", 0.05, e.seat)] + slides[1:]
    return slides


def _played(e: ev.CardPlayed, t: Table) -> list[Cue]:
    # one of three snaps, chosen by the card (public once played): plays do not all sound alike, and
    # the same game always sounds the same
    variant = sum(map(ord, e.card)) % 3 + 1
    return [Cue(f"card_play_{variant}", 0.26, e.seat)]


def _turn(e: ev.TurnChanged, t: Table) -> list[Cue]:
    # a person's new decision at this screen: alone, the person's own turn; at a hot-seat table the
    # moment the screen is to be passed on. A second phase of the same turn (drawn) does not ring.
    if e.seat == t.turn_before or not t.is_person(e.seat) or e.phase not in _DECISIONS:
        return []
    return [Cue("your_turn", 0.0, e.seat)]


_RULES = {
    ev.DealerDrawn: lambda e, t: [Cue("flip", 0.1)],
    ev.RoundStarted: lambda e, t: [Cue("shuffle", 0.0)],
    ev.CardDealt: lambda e, t: [Cue("deal", 0.25, e.seat)],
    ev.StartCardTurned: lambda e, t: [Cue("flip", 0.2)],
    ev.CardReturned: lambda e, t: [Cue("draw", 0.1)],
    ev.CardPlayed: _played,
    ev.CardsDrawn: _drawn,
    ev.TurnSkipped: lambda e, t: [Cue("skip", 0.05, e.seat)],
    ev.DirectionChanged: lambda e, t: [Cue("reverse", 0.0)],
    ev.ColorChosen: lambda e, t: [Cue("wild", 0.1)],
    ev.TowerTaken: lambda e, t: [Cue("tower", 0.35, e.seat)],
    ev.TowersReturned: lambda e, t: [Cue("towers_return", 0.0, e.seat)],
    ev.Blocked: lambda e, t: [Cue("block", 0.0, e.seat)],
    ev.ChallengeResolved: lambda e, t: [
        Cue("challenge_won" if e.guilty else "challenge_lost", 0.5, e.challenger)
    ],
    ev.HandsShuffled: lambda e, t: [Cue("shuffle_hands", 0.0)],
    ev.HandsSwapped: lambda e, t: [Cue("swap", 0.05)],
    ev.HandsRotated: lambda e, t: [Cue("swap", 0.05)],
    ev.CardsDiscarded: lambda e, t: [Cue("discard_many", 0.1, e.seat)],
    ev.UnoCalled: lambda e, t: [Cue("uno", 0.1, e.seat)],
    ev.UnoCaught: lambda e, t: [Cue("caught", 0.05, e.target)],
    ev.JumpedIn: lambda e, t: [Cue("jump_in", 0.0, e.seat)],
    ev.PileReshuffled: lambda e, t: [Cue("shuffle", 0.0)],
    ev.TurnChanged: _turn,
    ev.ExtraTurn: lambda e, t: [Cue("knock", 0.05, e.seat)],
    ev.RoundEnded: lambda e, t: [Cue(_winner_sound(e.winner, t, "round_won"), 0.4)],
    ev.GameEnded: lambda e, t: [Cue(_winner_sound(e.winner, t, "match_won"), 0.1)],
}
