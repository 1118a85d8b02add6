"""Watching a finished game again: a kept replay's logged moves handed one by one to a `Match` that has
no computer players (nobody decides anything: the log does), at a pace the watcher sets.

No pygame. The Replays screen (game/ui/replays/replays.py) lists the replays through `summary` and shows a
`ReplayPlayer` on the table's scene from one seat's view. It is read like a `TablePort` (port.py): the
`TableView` of the seat watched, and `poll()` for each move made since (that view after it and the events
as that seat was told them), exactly what a live table feeds the scene. Watching your own finished game,
any seat may be watched (the game is over, nothing is secret any more); each seat's view shows its own
hand face up and the others as backs, as at the table, until a round's end lays every hand open.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules import action_from_json, redact
from game.rules.teams import winners

from .log import log_entries
from .match import Match
from .port import LogEntry, Update
from .tableview import SeatInfo, TableView

#: how fast a replay plays: moves per second at each step of the speed control
SPEEDS = (0.5, 1.0, 2.0, 4.0)
DEFAULT_SPEED = 1


@dataclass(frozen=True)
class ReplaySummary:
    """One line of the replay list: when, which edition, who played and who won."""

    finished: str  # ISO time (UTC) the game ended, or began when the end is not recorded
    ruleset: str
    names: tuple[str, ...]
    winners: tuple[str, ...]  # the winner's name (two with teams); empty when the log has none
    moves: int


def summary(game) -> ReplaySummary:
    """The list line of a stored game (a storage `SavedGame` holding its result)."""
    result = game.result or {}
    names = tuple(seat.name for seat in game.seats)
    winner = result.get("winner")
    won: tuple[str, ...] = ()
    if isinstance(winner, int) and 0 <= winner < len(names):
        won = tuple(names[s] for s in winners(len(names), game.options.teams, winner))
    finished = result.get("finished")
    if not isinstance(finished, str):
        finished = game.started
    return ReplaySummary(finished, game.ruleset, names, won, len(game.moves))


class ReplayPlayer:
    """A replay played back: `step()` makes the next logged move; `tick(dt, ready)` makes them by
    itself while playing, one every 1/speed seconds and only when the watcher's table is `ready` (the
    previous move shown). Every move goes through `match.submit`, as a live move does."""

    def __init__(self, game, start: int = 0, instead: tuple | None = None, seat: int | None = None) -> None:
        """With `instead` (seat, action): the game made up to move `start` at once (nothing to show of
        them), then that move in place of the logged one, and no more (the review's better move).
        Without it, a `start` above 0 makes the game up to that move at once too, watched from `seat`,
        and the logged moves go on from there (the review's "show this moment")."""
        self.game = game
        self.moves = [(seat, action_from_json(data)) for seat, data in game.moves]
        if instead is not None:
            self.moves = [*self.moves[:start], instead]
        self.first_events: list = []
        state = game.new_state(self.first_events)
        self.match = Match(
            game,
            state,
            threaded=False,
            pacing=0.0,
            players={},  # nobody decides: the log does
            history=self.first_events,
            log=log_entries(self.first_events),
        )
        self.position = 0  # moves made so far
        self.playing = False
        self.speed_index = DEFAULT_SPEED
        self._wait = 0.0
        persons = self.match.persons
        self.viewer = persons[0] if persons else 0  # whose side of the table is watched
        self._updates: list[Update] = [self._update(self.first_events, None)]
        self.match.subscribe(lambda seat, _action, events: self._updates.append(self._update(events, seat)))
        if instead is not None or start > 0:
            self.viewer = instead[0] if instead is not None else seat if seat is not None else self.viewer
            while self.position < start:
                self.step()
            self._updates = []  # the table is laid out at once at the decision

    # ------------------------------------------------------------------------------------ reading
    @property
    def ruleset(self) -> str:
        return self.game.ruleset

    @property
    def seed(self) -> int:
        return self.game.seed

    @property
    def view(self) -> TableView:
        """The watched seat's view now."""
        return self.match.table_view(self.viewer)

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.view.seats

    @property
    def log(self) -> list[LogEntry]:
        return list(self.match.log)

    def _update(self, events, by: int | None) -> Update:
        return Update(self.view, tuple(redact(e, self.viewer) for e in events), by)

    def poll(self) -> list[Update]:
        """The moves made since the last call, as the watched seat saw them (the deal first)."""
        out, self._updates = self._updates, []
        return out

    def watch(self, seat: int) -> None:
        """Watch from `seat` from now on (the watcher lays the table out anew from `view`)."""
        self.viewer = seat % self.match.players
        self._updates = []

    # ------------------------------------------------------------------------------------ playing

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    @property
    def at_end(self) -> bool:
        return self.position >= len(self.moves)

    def step(self) -> list | None:
        """Make the next logged move through the match; its events (None at the end)."""
        if self.at_end:
            self.playing = False
            return None
        seat, action = self.moves[self.position]
        events = self.match.submit(seat, action, self.match.version)
        self.position += 1
        if self.at_end:
            self.playing = False
        return events

    def toggle(self) -> None:
        """Play or pause (at the end, nothing more to play)."""
        self.playing = not self.playing and not self.at_end
        self._wait = 0.0

    def faster(self) -> None:
        self.speed_index = min(self.speed_index + 1, len(SPEEDS) - 1)

    def slower(self) -> None:
        self.speed_index = max(self.speed_index - 1, 0)

    def tick(self, dt: float, ready: bool = True) -> list | None:
        """While playing: the events of the move made now, else None."""
        if not self.playing:
            return None
        self._wait -= dt * self.speed  # in moves: a change of speed counts at once
        if self._wait > 0 or not ready:
            return None
        self._wait = 1.0
        return self.step()

    def close(self) -> None:
        self.match.close()


__all__ = ["SPEEDS", "ReplayPlayer", "ReplaySummary", "summary"]
