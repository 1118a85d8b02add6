"""What a network table sends: each seat its own `state`, each spectator the view of no seat.

What goes out passes one filter: a seat gets its own `TableView` (`match.table_view(seat)`) and the
events as `redact(event, seat)` made them, never the engine's state, the deck or the seed. What the
frames of one move share is made and encoded once (`protocol.state_frame`).

`RoomOutput` is a part of `Room` (game/net/room.py): it reads the room's seats, match and spectators.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from game.play import Match
from game.play.tableview import idle_part, views_json
from game.rules import event_to_json, redact
from game.rules.events import SECRET_EVENTS, SECRET_OWNER

from . import protocol
from .room_host import Peer, RoomHost
from .slot import Slot

#: `state` numbers are journaled a block at a time: the journal holds a number above every one sent, so
#: a restarted server goes on above it (seq increases across restarts, with a gap, not one write a state)
SEQ_BLOCK = 1024


class RoomOutput:
    """The room's sending: `send_states` after every change, `send_state` to one seat."""

    hub: RoomHost
    slots: list[Slot]
    match: Match | None
    watchers: set[Peer]
    round_ready: set[int]
    seq_limit: int
    timer: int | None  # the turn timer (game/net/room_clock.py)
    _options_kept: tuple | None = None  # (the match's options, their JSON text)

    if TYPE_CHECKING:  # the room's own (game/net/room.py, game/net/room_clock.py)

        def presence(self, seat: int) -> str: ...

        def away_left(self, presence: list[str] | None = None) -> list[float | None]: ...

        def _time_left(self, seat: int) -> float | None: ...

        def clock_left(self) -> float | None: ...

        def actor_of(self, by: int | None) -> str | None: ...

    def send_states(self, events: list, by: int | None) -> None:
        self._send_states(
            events, by, [i for i, s in enumerate(self.slots) if s.conn is not None], self.watchers
        )

    def send_past(self, seat: int, conn: Peer) -> None:
        """The round so far as `seat` may see it (its events redacted for it), the latest that fit one
        frame: a person who rejoins or takes a seat over finds the move log filled (issue 40)."""
        history = getattr(self, "history", [])
        said = getattr(self, "history_said", None)  # who each move's events name (issue 40)
        said = said if said is not None and len(said) == len(history) else None
        conn.send_frame(protocol.past([_event_text(redact(e, seat)) for e in history], said))

    def send_state(self, seat, events: list, by: int | None) -> None:
        self._send_states(events, by, [seat] if self.slots[seat].conn is not None else [], ())

    def _send_states(self, events: list, by: int | None, seats: list[int], watchers) -> None:
        """Each seat in `seats` its `state`, and each spectator in `watchers` the view of no seat. What they
        share is made and encoded once and spliced into every frame (`protocol.state_frame`): the
        view's table part (`views_json`), each distinct list of redacted events, presence, ready and
        away marks; the spectators' frames differ only in their number. The frames are the JSON of
        `protocol.state(...)` with `table_view(seat).to_json()` (tests/test_net_frames.py)."""
        match = self.match
        watchers = list(watchers)
        if match is None or not (seats or watchers):
            return
        presence = [self.presence(i) for i in range(len(self.slots))]
        tail = protocol.encode_inside(
            {
                "by": by,
                "actor": self.actor_of(by),
                "presence": presence,
                "clock": self.clock_left(),
                "ready": sorted(self.round_ready),
                "away": self.away_left(presence) if "away" in presence else [None] * len(presence),
            }
        )
        viewers: list[int | None] = [*seats, None] if watchers else list(seats)
        table, owns = views_json(match, viewers)  # (no `options`: the same at every move, their text kept)
        table_part = f'{protocol.encode_inside(table)},"options":{self._options_text(match.state.options)}'

        shared: str | None  # the events' text when every seat sees them alike
        if any(isinstance(e, SECRET_EVENTS) for e in events):
            # a secret event has two texts: whole for the seat it belongs to, hidden for every other
            # seat and the spectators (`redact` gives all of them the same copy); each made once a move
            whole = [_event_text(e) for e in events]
            hidden = [
                (i, getattr(e, SECRET_OWNER[type(e)]), _event_text(redact(e, None)))
                for i, e in enumerate(events)
                if isinstance(e, SECRET_EVENTS)
            ]

            def events_text(seat: int | None) -> str:
                texts = whole.copy()
                for i, owner, text in hidden:
                    if owner != seat:
                        texts[i] = text
                return "[" + ",".join(texts) + "]"

            shared = None
        else:  # what every seat sees alike (most moves: a card played, the turn passing): encoded once
            alike = shared = "[" + ",".join([_event_text(e) for e in events]) + "]"

            def events_text(seat: int | None) -> str:
                return alike

        timed = self.timer is not None  # (no turn timer: no seat has time left)
        for seat, own in zip(seats, owns, strict=False):
            slot = self.slots[seat]
            conn = slot.conn
            assert conn is not None
            slot.seq += 1
            if slot.seq >= self.seq_limit:
                self.seq_limit = slot.seq + SEQ_BLOCK
                self.hub.journal_setup(self)
            conn.send_frame(
                protocol.state_frame(
                    slot.seq,
                    self._own_text(slot, own),
                    table_part,
                    shared if shared is not None else events_text(seat),
                    self._time_left(seat) if timed else None,
                    tail,
                )
            )
        if watchers:
            own_part, text = self._part_text(owns[-1]), events_text(None)
            for watcher in watchers:
                watcher.watch_seq += 1
                watcher.send_frame(
                    protocol.state_frame(watcher.watch_seq, own_part, table_part, text, None, tail)
                )

    def _options_text(self, options) -> str:
        """The house rules' JSON text, kept by the table while its match's options are the same object
        (hashing a frozen `Options` for the shared cache took longer than the look-up saved)."""
        kept = self._options_kept
        if kept is None or kept[0] is not options:
            kept = self._options_kept = (options, _options_text(options))
        return kept[1]

    @staticmethod
    def _own_text(slot: Slot, own: dict | tuple) -> str:
        """`own`'s text, the seat's own part of its view (`views_json`); the text of a part with no move
        in it (a seat waiting for its turn: its hand, nothing else, most of the time) is kept while the
        cards it is made of stay the same (equal values: cards, seat numbers)."""
        if isinstance(own, dict):  # a seat with moves: its part changes with every move
            return protocol.encode_inside(own)
        last = slot.idle_own
        if last is not None and last[0] == own:
            return last[1]
        text = RoomOutput._part_text(own)
        slot.idle_own = (own, text)
        return text

    @staticmethod
    def _part_text(own: dict | tuple) -> str:
        return protocol.encode_inside(own if isinstance(own, dict) else idle_part(*own))


@lru_cache(maxsize=256)
def _options_text(options) -> str:
    """The house rules' JSON text (`Options.to_json`), kept per distinct options: every view carries them."""
    return protocol.encode(options.to_json())


@lru_cache(maxsize=4096)
def _cached_event_text(event) -> str:
    return protocol.encode(event_to_json(event))


def _event_text(event) -> str:
    """An event's JSON text (`event_to_json`, encoded). Events are values, and the same few come back move
    after move at every table (a card played, the turn passing, one card drawn): their text is kept."""
    try:
        return _cached_event_text(event)
    except TypeError:  # not hashable (an event holding a list): encoded each time
        return protocol.encode(event_to_json(event))
