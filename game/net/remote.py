"""`RemoteTable`: the table port (game/play/port.py) of a game played on a server, over a NetSession.

The table screen talks to it exactly as to a `LocalTable`: the views are the `state` messages' views
(`TableView.from_json`), the updates their events (`event_from_json`, already redacted by the server
for this seat), and a move is an `action` message carrying the view's version and a fresh id. The
outcome comes back later: a new `state`, or a `reject` (then an update with `refused`, followed by the
fresh state the server always sends). One person sits at this screen, so there is no "Pass to ...".

No pygame: `tick` (once a frame) only drains what the client's thread has received.
"""

from __future__ import annotations

import itertools
import logging
import time
import uuid
import zlib
from collections import deque

from game.play import TableView, log_entries
from game.play.port import LogEntry, Update
from game.play.tableview import SeatInfo
from game.rules import NextRound, action_to_json, event_from_json

from .session import NetSession

log = logging.getLogger("game.net")


#: who made a move (a `state`'s `actor`)
ACTORS = ("person", "computer", "stand_in", "timer")
#: the log's arguments that name a seat
NAMED = ("player", "other", "catcher")


def movers_names(view: TableView, by: int | None, actor: str | None) -> tuple[object, ...]:
    """Each seat as one move's events name it, when the move is made: its name then, or for the mover
    played by a computer in its person's place ("stand_in", or the turn timer's move) the pair
    ("stand_in", name) the log words as a computer for them."""
    names: list[object] = [s.name for s in view.seats]
    if type(by) is int and 0 <= by < len(names) and actor in ("stand_in", "timer"):
        names[by] = ("stand_in", names[by])
    return tuple(names)


def named_entries(view: TableView, events, by: int | None, actor: str | None) -> list[LogEntry]:
    """The move log's entries for one move with each seat's name as it is now, when the move is made
    (a seat taken over later keeps its past moves under the names of those who made them), the mover
    played by a computer named as one (`movers_names`); the turn timer's move is said first."""
    who = movers_names(view, by, actor)

    def name(seat, said=who):
        return said[seat] if type(seat) is int and 0 <= seat < len(said) else seat

    out: list[LogEntry] = []
    if by is not None and actor == "timer":
        out.append(("net-log-time-out", {"player": name(by, [s.name for s in view.seats])}))
    for msg_id, args in log_entries(events, by):
        a = dict(args)
        for key in NAMED:
            if key in a:
                a[key] = name(a[key])
        out.append((msg_id, a))
    return out


class RemoteTable:
    local = False

    def __init__(self, session: NetSession):
        self.session = session
        self._view: TableView | None = None
        self._updates: list[Update] = []
        self._log: deque[LogEntry] = deque(maxlen=200)
        self.presence: list[str] = []  # per seat: "here", "away" or "ai"
        self.round_ready: frozenset[int] = frozenset()  # seats that left the round summary (round over)
        self.time_left: float | None = None  # this seat's turn timer, as of `timer_at`
        self.away: list[float | None] = []  # per seat: seconds before a computer takes it, as of `timer_at`
        self.timer_at = 0.0
        self.clock: float | None = None  # the deciding person's time left, as of `timer_at` (all seats)
        self.actor: str | None = None  # who made the last move told: person, computer, stand_in, timer
        # the seats the turn timer moved for and their names then, newest last (the screen says so)
        self.timed_out: list[tuple[int, str]] = []
        self.timer_moves: dict[int, int] = {}  # seat -> how many moves the turn timer made for it
        self.last_refused: str | None = None
        self.movers: dict[int, object] = {}  # seat -> who made its last move: a name, or ("stand_in", name)
        self._ids = itertools.count(1)
        self._prefix = uuid.uuid4().hex[:8]
        self._sent: dict[str, int] = {}  # action id -> the version it was chosen from
        self._read_past()  # a rejoin's or a take-over's round so far, before its first state
        for msg in list(session.states):  # what arrived before the table was made (the lobby's)
            self._read(msg)
        session.states.clear()
        session.rejects.clear()

    # ------------------------------------------------------------------------------------ messages
    def _pump(self) -> None:
        for msg in self.session.update():
            if msg.get("type") == "past":
                self._read_past()
            elif msg.get("type") in ("state", "reject"):
                self._read(msg)
            elif msg.get("type") == "ack":
                self._sent.pop(str(msg.get("id")), None)
        self.session.states.clear()
        self.session.rejects.clear()

    def _read_past(self) -> None:
        """The round so far, told by the server to a person who rejoined or took a seat over: the log
        starts with it when it has nothing yet (a reconnection of a table already shown keeps its own)."""
        past, self.session.past = self.session.past, []
        said, self.session.past_said = self.session.past_said, []
        if not past or self._log:
            return
        try:
            events = [event_from_json(e) for e in past]
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("a past message that does not read: %s", exc)
            return
        said = said if len(said) == len(events) else [None] * len(events)
        # each move's events under the names it was made with (a seat taken over since, a computer then)
        for names, group in itertools.groupby(zip(events, said, strict=True), key=lambda pair: pair[1]):
            for msg_id, args in log_entries([e for e, _names in group], None):
                a = dict(args)
                for key in NAMED:
                    seat = a.get(key)
                    if names is not None and type(seat) is int and 0 <= seat < len(names):
                        a[key] = names[seat]
                self._log.append((msg_id, a))

    def _read(self, msg: dict) -> None:
        if msg.get("type") == "reject":
            self._sent.pop(str(msg.get("id")), None)
            code = str(msg.get("code") or "refused")
            self.last_refused = code
            if self._view is not None:
                self._updates.append(Update(self._view, (), None, refused=code))
            return
        try:
            view = TableView.from_json(msg["view"])
            events = tuple(event_from_json(e) for e in msg.get("events") or ())
        except (KeyError, TypeError, ValueError) as exc:
            log.warning("a state message that does not read: %s", exc)
            return
        by = msg.get("by")
        self._view = view
        self.presence = [str(p) for p in msg.get("presence") or ()]
        self.round_ready = frozenset(s for s in msg.get("ready") or () if type(s) is int)
        timer = msg.get("timer")
        self.time_left = (
            float(timer) if isinstance(timer, int | float) and not isinstance(timer, bool) else None
        )
        self.away = [
            float(a) if isinstance(a, int | float) and not isinstance(a, bool) else None
            for a in msg.get("away") or ()
        ]
        clock = msg.get("clock")
        self.clock = float(clock) if isinstance(clock, int | float) and not isinstance(clock, bool) else None
        self.timer_at = time.monotonic()
        actor = msg.get("actor")
        self.actor = actor if actor in ACTORS else None
        who = movers_names(view, by, self.actor)
        self._log.extend(named_entries(view, events, by, self.actor))
        if isinstance(by, int) and not isinstance(by, bool) and 0 <= by < len(who):  # its last move's maker
            self.movers[by] = who[by]
            if self.actor == "timer":
                self.timed_out.append((by, view.seats[by].name))
                self.timer_moves[by] = self.timer_moves.get(by, 0) + 1
        self._updates.append(Update(view, events, by, names=who))

    @property
    def ready(self) -> bool:
        """A view has arrived (the table can be drawn)."""
        return self._view is not None

    # ------------------------------------------------------------------------------------ seats
    @property
    def ruleset(self) -> str:
        return self.view.ruleset

    @property
    def seed(self) -> int:
        """Only the scene's looks depend on it: a stable number from the room code."""
        return zlib.crc32((self.session.room or "").encode())

    @property
    def persons(self) -> list[int]:
        return [] if self.session.watching else [self.viewer]

    @property
    def seats(self) -> tuple[SeatInfo, ...]:
        return self.view.seats

    @property
    def viewer(self) -> int:
        return self.session.seat if self.session.seat is not None else 0

    @property
    def confirmed(self) -> int | None:
        return None if self.session.watching else self.viewer

    @property
    def hidden(self) -> bool:
        """A spectator sees no hand (the view of no seat): the scene lays out backs."""
        return self.session.watching

    @property
    def asking(self) -> int | None:
        return None

    @property
    def hotseat(self) -> bool:
        return False

    def step(self, busy: bool) -> str | None:
        return None

    def confirm(self, seat: int) -> bool:
        return False

    # ------------------------------------------------------------------------------------ reading
    @property
    def view(self) -> TableView:
        if self._view is None:
            raise LookupError("no state has arrived yet")
        return self._view

    @property
    def shown_view(self) -> TableView:
        return self.view

    @property
    def version(self) -> int:
        return self.view.version

    def mover_of(self, seat: int) -> object | None:
        """Who made `seat`'s last move, as the log words it (a name, or ("stand_in", name)); None: unknown."""
        return self.movers.get(seat)

    def poll(self) -> list[Update]:
        self._pump()
        out, self._updates = self._updates, []
        return out

    @property
    def log(self) -> list[LogEntry]:
        return list(self._log)

    # ------------------------------------------------------------------------------------ acting
    def submit(self, action, version: int) -> bool:
        """Send the move; its outcome arrives through `poll` (never raises, never waits)."""
        action_id = f"{self._prefix}-{next(self._ids)}"
        self._sent[action_id] = version
        self.session.send(
            {"type": "action", "id": action_id, "version": version, "action": action_to_json(action)}
        )
        return True

    def next_round(self) -> bool:
        """Say this person has read the round's summary: the server starts the next round when every
        person has (or when the table's timer runs out)."""
        return self.submit(NextRound(), self.version)

    def away_seconds(self, seat: int) -> float | None:
        """Seconds before a computer player takes `seat`, whose person dropped (None: not away)."""
        left = self.away[seat] if seat < len(self.away) else None
        return None if left is None else max(0.0, left - (time.monotonic() - self.timer_at))

    def clock_left(self) -> float | None:
        """The deciding person's time left (any seat's, told to all), counted down from the last `state`."""
        if self.clock is None:
            return None
        return max(0.0, self.clock - (time.monotonic() - self.timer_at))

    def seconds_left(self) -> float | None:
        """This seat's time left for its decision (or before the next round), counted down locally
        from the last `state`; None without a turn timer."""
        if self.time_left is None:
            return None
        return max(0.0, self.time_left - (time.monotonic() - self.timer_at))

    def hint(self):
        return None

    def hint_reason(self):
        return None

    def hint_figures(self):
        return None  # the server plays the game: no log here for the expert to weigh from

    def tick(self, dt: float, turns: bool = True, reactions: bool = True) -> None:
        self._pump()

    def set_pacing(self, pacing: float) -> None:
        """The server paces its computer players."""

    # ------------------------------------------------------------------------------------ the end
    def finish(self) -> bool:
        return False

    def kept_game(self):
        """A network table keeps no log of its own here: no review."""
        return None

    def rematch(self):
        return None

    def close(self) -> None:
        """The screen is left (Main menu, a quit, a lost connection): the connection closes and the seat
        stays this person's for a Rejoin (a computer plays it meanwhile, after the grace)."""
        self.session.close()

    def give_up(self) -> None:
        """Leave the table, confirmed by its person: the seat is given up for good."""
        self.session.leave()
