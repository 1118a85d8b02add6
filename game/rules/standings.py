"""The final order of a finished game: who came first, second, ... and the points that decide it.

The game-over screen once sorted seats by their totals, highest first: after a single round every total
is 0 (the winner could be listed below the others) and with alternative scoring the lowest total wins.
The order is rules knowledge, so it lives here:

- standard scoring: the game's winner first, then the highest totals;
- alternative scoring: the game's winner first, then the lowest totals;
- single round: the round's winner first with what the round was worth (the cards left in the other
  hands), then the others by the points left in their hands, fewest first.

With teams (house option) a standing is a team (both partners) and its total. Equal points share a place.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .cards import hand_points
from .options import Options
from .teams import members, team_count, team_of


class Scored(Protocol):
    """What the order and the count read: a `State`, or a finished round as a seat's table view shows
    it (every hand is open then)."""

    @property
    def players(self) -> int: ...
    @property
    def options(self) -> Options: ...
    @property
    def hands(self) -> Sequence[Sequence[str]]: ...
    @property
    def scores(self) -> Sequence[int]: ...
    @property
    def round_winner(self) -> int | None: ...
    @property
    def round_points(self) -> int: ...
    @property
    def game_winner(self) -> int | None: ...


@dataclass(frozen=True)
class Standing:
    place: int  # 1 for the winner; equal points share a place
    seats: tuple[int, ...]  # one seat, or a team's two
    points: int  # what decides the place (see the module's docstring)
    won: bool


def standings(state: Scored) -> list[Standing]:
    """The finished game's order (also usable mid-game: then nobody has won yet)."""
    n = state.players
    teams = state.options.teams and n in (4, 6, 8, 10)
    units = [members(n, t) for t in range(team_count(n))] if teams else [(s,) for s in range(n)]
    mode = state.options.scoring
    winner_seat = state.game_winner if state.game_winner is not None else state.round_winner
    if mode == "single_round":
        left = [sum(hand_points(state.hands[s]) for s in unit) for unit in units]
        points = [state.round_points if winner_seat in unit else left[i] for i, unit in enumerate(units)]
        key = [left[i] for i in range(len(units))]  # fewest points left is best
    else:
        points = [state.scores[unit[0]] for unit in units]
        key = [-p if mode == "standard" else p for p in points]
    won = [winner_seat is not None and winner_seat in unit for unit in units]
    if teams and winner_seat is not None:
        won = [team_of(n, winner_seat) == team_of(n, unit[0]) for unit in units]
    order = sorted(range(len(units)), key=lambda i: (not won[i], key[i], units[i][0]))
    out: list[Standing] = []
    for rank, i in enumerate(order):
        same = out and not won[i] and not out[-1].won and key[i] == key[order[rank - 1]]
        place = out[-1].place if same else rank + 1
        out.append(Standing(place, units[i], points[i], won[i]))
    return out


@dataclass(frozen=True)
class CountedCard:
    """One card of a finished round's count: held by `seat`, its `points` went to `to` (the seats whose
    totals carry them; empty in a single round, where only the round's worth is told)."""

    seat: int
    card: str
    points: int
    to: tuple[int, ...]


def round_count(state: Scored, order=None) -> list[CountedCard]:
    """How the round just won was scored, card by card (for the summary that counts it up): standard
    and single round, the other teams' cards to the winner (and partner); alternative, each hand's cards
    to its own holder (and partner). `order(seat, hand)` may sort a hand as it is shown."""
    from .cards import POINTS

    n = state.players
    winner = state.round_winner
    if winner is None:
        return []
    teams = state.options.teams and n in (4, 6, 8, 10)
    side = (lambda s: team_of(n, s)) if teams else (lambda s: s)
    mode = state.options.scoring
    out: list[CountedCard] = []
    for seat, hand in enumerate(state.hands):
        cards = order(seat, hand) if order is not None else list(hand)
        if mode == "alternative":
            to = tuple(s for s in range(n) if side(s) == side(seat))
        elif side(seat) == side(winner):
            continue
        else:
            to = () if mode == "single_round" else tuple(s for s in range(n) if side(s) == side(winner))
        out.extend(CountedCard(seat, card, POINTS[card], to) for card in cards)
    return out
