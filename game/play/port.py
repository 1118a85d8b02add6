"""What a table screen talks to: `TablePort`, and `LocalTable`, the port of a match played at this computer.

The table screen (game/ui/table/screen.py) and everything it opens read the game ONLY through a port: the
`TableView` of the seat on screen, the updates (a view and the events as that seat was told them) since
the screen last asked, the seats' names and kinds (`view.seats`), and, for hot-seat, when to ask "Pass
to ...". They change the game ONLY through `submit(action, version)`. A port is data in, data out: every
value it hands over is a `TableView` (JSON round-trippable), engine events already redacted for the seat
they are shown to (`game.rules.events.redact`), or engine actions (`game.rules.action_to_json`).

The screen is made with `TableScreen(app, port)` (game/ui/table/screen.py); `TableScreen.new`/`load` wrap a
local `Match` in a `LocalTable`. A port can as well be a network client that only receives `state`
messages (a `TableView.to_json()` and that seat's redacted events) and sends `action` messages (see
docs/network.md). How such a `RemoteTable` maps onto the protocol:

- `viewer` is the client's own seat (from `joined`), `persons` is `[viewer]`; `hidden` is always False
  and `step()` always returns None (one person per screen: no "Pass to ..."); `confirm()` never happens.
- `view` is the last `state.view` received (`TableView.from_json`); `shown_view` is the same view.
- `poll()` turns each `state` message since the last call into `Update(view, events, by)`
  (`events` from `event_from_json`), and each `reject` into `Update(view, (), None, refused=code)`.
- `submit(action, version)` sends `{"type": "action", "id": ..., "version": version, "action":
  action_to_json(action)}` and returns True (the outcome arrives later through `poll`). It raises
  nothing; a local port raises `game.rules.RuleError` when the move is refused at once.
- `next_round()` submits `NextRound()` from the current view; `tick(dt, ...)` polls the connection (the
  server moves the computer players; `turns` and `reactions` do not apply); `hint()` may return None.
- `log` is built from the updates with `game.play.log_entries(events, by)` (the same sentences as a
  local match; a kept drawn card is said only when the action is known).
- `local` is False: the screen then offers nothing that needs this computer's storage or the match's
  memory (`finish()` returns False, `rematch()` None).

Versions: every `TableView` carries the match's `version` (moves applied). A move is chosen from a view
and carries that view's version; the authority refuses a move aimed at a version it has moved past
(`StaleAction`, or `reject` with code `stale` over the network). The screen keeps the version of the
last update it showed and submits with it.

Privacy: the scene is only ever given `shown_view` and the events of `Update`s. While the seat on screen
must not show its hand (hot-seat: during computer players' turns and while "Pass to ..." is up), both
are a spectator's (`TableView.seat` None, `hand` None, every dealt or drawn card a back). The screen's
controls use `view` (the seat's own view, with its legal moves) to know which buttons to offer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from game.rules import redact

from .hotseat import ASK, HotSeat
from .match import ENDED, Match
from .numbers import MatchNumbers
from .tableview import SeatInfo, TableView

LogEntry = tuple[str, dict]


@dataclass(frozen=True)
class Update:
    """One applied move as the seat on screen sees it: `view` after it, its `events` redacted for that
    seat, `by` the seat that moved (None: the deal, or not known). `refused` (an error code such as
    "stale") instead tells that a move this screen submitted was refused; `events` is then empty.
    `names` (a network table's): each seat as the move's events name it, as it was when the move was
    made: a name, or ("stand_in", name) for the mover played by a computer in its person's place (the
    move log's words, game/net/remote.py); None: the seats' names now (a table of this computer)."""

    view: TableView
    events: tuple[Any, ...]
    by: int | None = None
    refused: str | None = None
    names: tuple[object, ...] | None = None


@runtime_checkable
class TablePort(Protocol):
    """Everything a table screen needs from a game, local or across the network (see the module's text)."""

    @property
    def local(self) -> bool:
        """The match is played by this process (its storage, hint and rematch are available)."""
        ...

    @property
    def round_ready(self) -> frozenset[int]:
        """The seats that have left the round's summary (a network table starts the next round when
        every person has); empty at a table of this computer, where one click starts it."""
        ...

    @property
    def ruleset(self) -> str: ...

    @property
    def seed(self) -> int:
        """Seeds the scene's looks (the tilt of cards); any stable number for a remote game."""
        ...

    @property
    def persons(self) -> list[int]:
        """The seats played by people at this screen."""
        ...

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        """Every seat's name, kind ("person" or an AI level), hand size, towers and score."""
        ...

    # -- hot-seat: whose side of the table is on screen
    @property
    def viewer(self) -> int:
        """The seat whose side of the table is on screen (the scene is seen from it)."""
        ...

    @property
    def confirmed(self) -> int | None:
        """The person who last said they are at the screen (may make UNO calls and catches)."""
        ...

    @property
    def hidden(self) -> bool:
        """The viewer's hand must not show now (the scene gets a spectator's view)."""
        ...

    @property
    def asking(self) -> int | None:
        """The seat "Pass to ..." names while it is up (None: not asking)."""
        ...

    @property
    def hotseat(self) -> bool:
        """More than one person at this screen."""
        ...

    def step(self, busy: bool) -> str | None:
        """Once a frame while a round is played: "ask" ("Pass to" `asking`), "hide", "show" or None.
        `busy`: the scene still animates (the next person is asked for after the last move is shown)."""
        ...

    def confirm(self, seat: int) -> bool:
        """The person `seat` is at the screen ("Pass to" answered): True when the viewer changed."""
        ...

    # -- reading
    @property
    def view(self) -> TableView:
        """The viewer's own view now (its hand and legal moves): what the controls act on."""
        ...

    @property
    def shown_view(self) -> TableView:
        """What the scene may show now: `view`, or a spectator's view (no hand) while `hidden`."""
        ...

    @property
    def version(self) -> int:
        """The version of the newest view this port holds."""
        ...

    def poll(self) -> list[Update]:
        """The updates since the last call, oldest first (as the seat on screen was told them)."""
        ...

    @property
    def log(self) -> list[LogEntry]:
        """The move log so far: (message id, arguments with seats and card codes), oldest first."""
        ...

    # -- acting
    def submit(self, action, version: int) -> bool:
        """The viewer's move, chosen from the view of `version`. Raises RuleError when refused at once
        (local); True when applied or sent."""
        ...

    def next_round(self) -> bool:
        """On to the next round (the summary's button)."""
        ...

    def hint(self) -> object | None:
        """What the normal AI would do for the viewer now (None: no hint)."""
        ...

    def hint_reason(self) -> tuple[str, dict] | None:
        """Why the hint's move (`game.ai.reasons`: a message id and its arguments), or None."""
        ...

    def hint_figures(self) -> object | None:
        """The expert's figures for the viewer's decision now, weighed in the background: a
        `game.play.review.HintJob` (None: none to give here, e.g. at a network table)."""
        ...

    def tick(self, dt: float, turns: bool = True, reactions: bool = True) -> None:
        """Once a frame: time passes (`turns`: computer players may make turn moves; `reactions`: UNO
        calls and catches)."""
        ...

    def set_pacing(self, pacing: float) -> None:
        """How long computer players pause (the settings' AI speed)."""
        ...

    # -- the end
    def finish(self) -> bool:
        """The match is over: count it in the statistics and keep it as a replay (True when done here)."""
        ...

    def rematch(self) -> object | None:
        """A new game with the same seats, edition and options (a storage `SavedGame`), or None."""
        ...

    def kept_game(self) -> object | None:
        """The game played here with all its moves (a storage `SavedGame`, for the review), or None."""
        ...

    def close(self) -> None: ...


class LocalTable:
    """The port of a `Match` played at this computer, with `HotSeat` deciding whose view is on screen.

    `first_events`: the deal's events (a new game), handed over as the first update; `storage` (the
    app's) counts the finished game."""

    local = True
    round_ready: frozenset[int] = frozenset()

    def __init__(self, match: Match, first_events=(), storage=None):
        self.match = match
        self.storage = storage
        self.seating = HotSeat(match.persons)
        self._updates: list[Update] = []
        self._pending: str | None = None  # a hide/show decided as a move was applied
        self._cache: tuple[tuple[int, int], TableView] | None = None
        if first_events:
            shown = self.seating.shown_seat
            self._updates.append(
                Update(match.table_view(shown), tuple(redact(e, shown) for e in first_events))
            )
        match.subscribe(self._moved)

    # ------------------------------------------------------------------------------------ seats
    @property
    def ruleset(self) -> str:
        return self.match.game.ruleset

    @property
    def seed(self) -> int:
        return self.match.game.seed

    @property
    def persons(self) -> list[int]:
        return self.match.persons

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.view.seats

    @property
    def viewer(self) -> int:
        return self.seating.viewer

    @property
    def confirmed(self) -> int | None:
        return self.seating.confirmed

    @property
    def hidden(self) -> bool:
        return self.seating.hidden

    @property
    def asking(self) -> int | None:
        return self.seating.asking

    @property
    def hotseat(self) -> bool:
        return self.seating.hotseat

    def _shown(self) -> int | None:
        """The seat whose hand the scene may get now (None: a spectator's view)."""
        return self.seating.shown_seat

    def step(self, busy: bool) -> str | None:
        if self._pending is not None:
            change, self._pending = self._pending, None
            return change
        if self.match.phase in ENDED:
            return None
        return self.seating.step(self.match.turn, busy)

    def confirm(self, seat: int) -> bool:
        self._pending = None
        return self.seating.confirm(seat)

    # ------------------------------------------------------------------------------------ reading
    @property
    def view(self) -> TableView:
        key = (self.match.version, self.viewer)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self.match.table_view(self.viewer))
        return self._cache[1]

    @property
    def shown_view(self) -> TableView:
        seat = self._shown()
        return self.view if seat == self.viewer else self.match.table_view(seat)

    @property
    def version(self) -> int:
        return self.match.version

    def poll(self) -> list[Update]:
        out, self._updates = self._updates, []
        return out

    @property
    def log(self) -> list[LogEntry]:
        return list(self.match.log)

    @property
    def numbers(self) -> MatchNumbers:
        """The whole match in numbers (the log keeps only its last entries)."""
        return self.match.numbers

    def _moved(self, seat: int, _action, events) -> None:
        """A move applied: the hot-seat hides the hand at once when a computer's turn comes after someone
        else's move (so the view and events of this move already are a spectator's); after the shown
        person's own move it stays up until the table has shown that move (`step` hides it then). The
        update is kept for `poll`."""
        own = seat == self.seating.shown_seat
        if not self.match.ended and not own:
            change = self.seating.after_move(self.match.turn)
            if change is not None:
                self._pending = change
        shown = self._shown()
        view = self.view if shown == self.viewer else self.match.table_view(shown)
        self._updates.append(Update(view, tuple(redact(e, shown) for e in events), seat))

    # ------------------------------------------------------------------------------------ acting
    def submit(self, action, version: int) -> bool:
        self.match.submit(self.viewer, action, version)
        return True

    def next_round(self) -> bool:
        self.match.next_round()
        return True

    def hint(self):
        return self.match.hint(self.viewer)

    def hint_reason(self):
        return self.match.hint_reason(self.viewer)

    def hint_figures(self):
        from game.rules import legal_actions, view

        from .match import SIDE
        from .review import HintJob

        state, seat = self.match.state, self.viewer
        if state.turn != seat or state.phase in ENDED:
            return None
        legal = [a for a in legal_actions(state, seat) if not isinstance(a, SIDE)]
        return HintJob(view(state, seat), legal, self.match.version, self.match.game.seed)

    def tick(self, dt: float, turns: bool = True, reactions: bool = True) -> None:
        self.match.tick(dt, turns=turns, reactions=reactions)

    def set_pacing(self, pacing: float) -> None:
        self.match.pacing = pacing

    # ------------------------------------------------------------------------------------ the end
    def finish(self) -> bool:
        m, storage = self.match, self.storage
        if storage is None or m.saver is None or m.finished:
            return False
        try:
            storage.finish_game(m.saver, m.state)
        finally:
            m.finished = True
        return True

    def kept_game(self):
        m = self.match
        game = m.saver.game if m.saver is not None else m.game
        return game if game.moves else None

    def rematch(self):
        import random

        from game.storage import SavedGame

        old = self.match.game
        return SavedGame(old.ruleset, old.seats, old.options, seed=random.randrange(2**63))

    def close(self) -> None:
        self.match.close()


__all__ = ["ASK", "LocalTable", "LogEntry", "TablePort", "Update"]
