"""One network table: its lobby, then its `Match`, its seats and who holds them.

Every change to a table is one synchronous call made on the server's event loop (a message from one
of its connections, the ticker, a timer), so a table's messages are applied one at a time in the
order they arrived, and nothing else runs in between: that order is the table's queue. Arrival order
settles every race (an UNO call against a catch: the first applied wins, the other is stale).

What goes out is `RoomOutput`'s (game/net/room_out.py: one filter, each seat its own view); the table's
time is `RoomClock`'s (game/net/room_clock.py). A room speaks to its server and its connections through
the Protocols of game/net/room_host.py, and names neither.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import replace
from functools import partial

from game.play import Match, ai_levels
from game.rules import NextRound, RuleError, action_from_json, action_to_json, apply
from game.rules.events import RoundStarted
from game.storage import SavedGame, Seat
from game.storage.seats import options_from_json

from . import protocol
from .room_clock import RoomClock
from .room_host import Peer, RoomHost
from .room_out import RoomOutput
from .slot import Slot

log = logging.getLogger("game.net.room")

#: computer players' names (names, not words: the same in every language)
AI_NAMES = ("Alex", "Billie", "Charlie", "Dana", "Eli", "Frankie", "Gabi", "Harper", "Iris", "Jules")
REMEMBERED_IDS = 512  # per seat: a retried action id older than this many moves is not recognised


class Room(RoomOutput, RoomClock):
    """A table's seats, lobby, match, rounds and spectators (its sending and its time: the parts)."""

    def __init__(self, hub: RoomHost, code: str, edition: str, options: dict, kinds: list[str], timer=None):
        self.hub = hub
        self.code = code
        self.edition = edition
        self.options = options  # JSON form, as the host sent it (checked)
        self.timer = timer  # turn timer, seconds (None: none)
        self.slots = [Slot(kind) for kind in kinds]
        used: set[str] = set()
        for slot in self.slots:
            if slot.kind not in ("person", "open"):
                slot.name = self._ai_name(used)
        self.host_seat = 0
        self.phase = "lobby"  # "playing", "over", "closed"
        self.match: Match | None = None
        self.history: list = []  # this round's events, for a computer player taking a seat over
        self.history_said: list = []  # per event: the seats' names as its move named them (`said`)
        self.moves = 0  # moves journaled
        self._action_id: str | None = None
        self._last_tick: float | None = None
        self._timer_key: int | None = None
        self._deadline = 0.0
        self._empty = 0  # generation of the empty-table timer
        self.seq_limit = 0  # journaled: every seat's `seq` so far is below it (room_out.SEQ_BLOCK)
        self.round_ready: set[int] = set()  # seats that have left their round summary (round over)
        self.public = False  # listed by the server while it waits for players
        self.watchers: set[Peer] = set()  # spectators: the public view, no seat

    # ------------------------------------------------------------------------------------ seats
    def _ai_name(self, used: set[str]) -> str:
        taken = used | {s.name for s in self.slots}
        name = next((n for n in AI_NAMES if n not in taken), f"AI {len(taken) + 1}")
        used.add(name)
        return name

    def new_token(self) -> str:
        """A seat's token: the room's code, a dot, 192 random bits. The code lets a front door route a
        rejoin to the process that holds the table (game/net/door.py); the secret is the random part."""
        return f"{self.code}.{secrets.token_urlsafe(24)}"

    def claim(self, seat: int, conn: Peer) -> str:
        slot = self.slots[seat]
        slot.kind, slot.name, slot.token = "person", conn.name, self.new_token()
        slot.ready = seat == self.host_seat
        self.hub.tokens[slot.token] = (self, seat)
        self.bind(seat, conn)
        return slot.token

    def bind(self, seat: int, conn: Peer) -> None:
        """`conn` speaks for `seat` from now on (a second connection with the token replaces the first)."""
        slot = self.slots[seat]
        old = slot.conn
        if old is not None and old is not conn:
            old.room = old.seat = None
            old.fatal("replaced", f"seat {seat} of {self.code} rejoined from another connection")
        slot.conn, conn.room, conn.seat = conn, self, seat
        slot.grace += 1
        self._empty += 1
        log.info("table %s: seat %d speaks through %s (%s)", self.code, seat, conn.address, conn.name)
        conn.send(protocol.joined(self.code, seat, slot.token or "", seat == self.host_seat))
        if self.match is not None and slot.ai_holding and not slot.left:
            slot.ai_holding = False
            self.match.seat_to_person(seat)
            self.hub.ticking(self)
            log.info("table %s: seat %d handed back to its person", self.code, seat)
        if self.phase == "lobby":
            self.send_lobby()
        else:
            self.send_past(seat, conn)  # before the state: the log is filled before the table shows
            self.send_states([], None)

    def free(self, seat: int) -> None:
        """A person's seat with nobody in it any more (lobby only)."""
        slot = self.slots[seat]
        self.hub.tokens.pop(slot.token or "", None)
        self.slots[seat] = Slot("person")

    def actor_of(self, by: int | None) -> str | None:
        """Who made the move of seat `by` now being told: its person, a computer player (its own seat, or
        standing in for a person away or gone), or the turn timer for the person."""
        if by is None or not 0 <= by < len(self.slots):
            return None
        slot = self.slots[by]
        if self.timed_out:
            return "timer"
        if not slot.person:
            return "computer"
        return "stand_in" if slot.ai_holding else "person"

    def presence(self, seat: int) -> str:
        slot = self.slots[seat]
        if not slot.person or slot.ai_holding:
            return "ai"
        return "here" if slot.conn is not None else "away"

    def people_here(self) -> bool:
        return any(s.conn is not None for s in self.slots)

    def dropped(self, conn: Peer) -> None:
        """`conn` is gone: its seat waits `grace` seconds for its person, then a computer player takes it
        (in the lobby the seat is freed; the host's leaving closes the lobby)."""
        seat = conn.seat
        conn.room = conn.seat = None
        if seat is None or self.slots[seat].conn is not conn:
            return
        slot = self.slots[seat]
        slot.conn = None
        slot.grace += 1
        generation = slot.grace
        slot.grace_until = self.hub.now() + self.hub.config.grace
        log.info(
            "table %s: seat %d dropped (%s); a computer takes it in %.0f s",
            self.code,
            seat,
            conn.address,
            self.hub.config.grace,
        )
        self.hub.later(self.hub.config.grace, lambda: self._grace_over(seat, generation))
        if self.phase == "lobby":
            slot.ready = False
            self.send_lobby()
        elif self.phase in ("playing", "over"):
            self.send_states([], None)
        self._maybe_empty()

    def _grace_over(self, seat: int, generation: int) -> None:
        slot = self.slots[seat]
        if slot.grace != generation or slot.conn is not None or self.phase == "closed":
            return  # the person came back (or the timer is an old one)
        if self.phase == "lobby":
            if seat == self.host_seat:
                self.close("table_closed")
            else:
                self.free(seat)
                self.send_lobby()
        elif self.phase == "playing" and not slot.ai_holding:
            self._to_ai(seat)
            self.send_states([], None)

    def _to_ai(self, seat: int) -> None:
        assert self.match is not None
        self.slots[seat].ai_holding = True
        self.match.seat_to_ai(seat, "normal", self.history)
        self.hub.ticking(self)
        log.info("table %s: a computer player takes seat %d", self.code, seat)

    def leave(self, conn: Peer) -> None:
        """The person gives the seat up for good."""
        seat = conn.seat
        assert seat is not None
        slot = self.slots[seat]
        if self.phase == "lobby":
            conn.room = conn.seat = None
            if seat == self.host_seat:
                self.close("table_closed")
            else:
                self.free(seat)
                self.send_lobby()
            return
        slot.conn, conn.room, conn.seat = None, None, None
        slot.left = True
        self.hub.tokens.pop(slot.token or "", None)
        if self.phase == "playing" and not slot.ai_holding:
            self._to_ai(seat)
        self.hub.journal_setup(self)
        self.send_states([], None)
        self._maybe_empty()

    def _maybe_empty(self) -> None:
        if self.people_here() or self.phase == "closed":
            return
        self._empty += 1
        generation = self._empty
        delay = self.hub.config.empty_close
        self.hub.later(delay, lambda: self._empty_over(generation))

    def _empty_over(self, generation: int) -> None:
        if generation == self._empty and not self.people_here() and self.phase != "closed":
            log.info("table %s: nobody came back; closed", self.code)
            self.close("table_closed")

    def close(self, reason: str) -> None:
        if self.phase == "closed":
            return
        was = self.phase
        self.phase = "closed"
        self.hub.ticking(self)
        for slot in self.slots:
            if slot.conn is not None:
                slot.conn.send(protocol.closed(reason))
                slot.conn.room = slot.conn.seat = None
                slot.conn = None
        for conn in list(self.watchers):
            conn.send(protocol.closed(reason))
            self.unwatch(conn)
            self.hub.tokens.pop(slot.token or "", None)
        if reason != "server_stopping":  # a stopping server resumes the table when it starts again
            if was in ("playing", "over"):
                self.hub.journal_forget(self)
            self.hub.rooms.pop(self.code, None)
        if self.match is not None:
            self.match.close()

    # ------------------------------------------------------------------------------------ lobby
    def lobby_seats(self) -> list[dict]:
        return [
            {"name": s.name, "kind": s.kind, "ready": s.ready, "connected": s.conn is not None}
            for s in self.slots
        ]

    def send_lobby(self) -> None:
        msg = protocol.lobby(
            self.code, self.edition, self.options, self.lobby_seats(), self.host_seat, self.timer
        )
        for slot in self.slots:
            if slot.conn is not None:
                slot.conn.send(msg)

    def set_seat(self, index: int, kind: str) -> str | None:
        """The host changes a seat: an error code, or None when done."""
        if not 0 <= index < len(self.slots) or index == self.host_seat:
            return "bad_message"
        if kind not in ("open", "person") and kind not in ai_levels():
            return "bad_message"
        if self.slots[index].claimed:
            return "not_now"  # a person sits there
        old = self.slots[index]
        slot = Slot(kind)
        if kind not in ("open", "person"):  # a computer player keeps its name when only its level changes
            keep = old.kind not in ("open", "person") and old.name
            slot.name = (
                old.name if keep else self._ai_name({s.name for i, s in enumerate(self.slots) if i != index})
            )
        self.slots[index] = slot
        self.send_lobby()
        return None

    def given_up_seat(self) -> int | None:
        """A started table's seat whose person gave it up for good (a computer player holds it): a
        person who joins now may take it over."""
        if self.phase != "playing":
            return None
        return next((i for i, s in enumerate(self.slots) if s.person and s.left), None)

    def take_over(self, seat: int, conn: Peer) -> None:
        """`conn`'s person takes a given-up seat from the computer player, under their own name."""
        assert self.match is not None
        slot = self.slots[seat]
        slot.left, slot.name, slot.token = False, conn.name, self.new_token()
        self.hub.tokens[slot.token] = (self, seat)
        self.match.seats[seat] = Seat(conn.name, "person")
        self.match.game = replace(self.match.game, seats=tuple(self.match.seats))
        self.hub.journal_setup(self)
        log.info("table %s: seat %d taken over by a newcomer from %s", self.code, seat, conn.address)
        self.bind(seat, conn)

    def free_seat(self) -> int | None:
        """Where a person joining sits: the first seat kept for a person, else the first open one."""
        for kind in ("person", "open"):
            for i, slot in enumerate(self.slots):
                if slot.kind == kind and not slot.claimed:
                    return i
        return None

    def start(self, seed: int) -> str | None:
        """The host starts: an error code, or None when the match is on."""
        if any(
            s.person and (not s.claimed or not (s.ready or i == self.host_seat))
            for i, s in enumerate(self.slots)
        ):
            return "not_now"
        used: set[str] = set()
        for slot in self.slots:
            if slot.kind == "open":
                slot.kind, slot.name = "normal", self._ai_name(used)
        seats = tuple(Seat(s.name, "person") if s.person else Seat(s.name, "ai", s.kind) for s in self.slots)
        game = SavedGame(self.edition, seats, options_from_json(self.options, self.edition), seed)
        self.hub.journal_open(self, game)
        self._begin(game, [])
        return None

    # ------------------------------------------------------------------------------------ the match
    def setup_json(self, game: SavedGame) -> dict:
        return {
            "edition": self.edition,
            "options": self.options,
            "seats": [s.to_json() for s in game.seats],
            "seed": game.seed,
            "timer": self.timer,
            "host_seat": self.host_seat,
            "tokens": [s.token for s in self.slots],
            "left": [s.left for s in self.slots],
            "seq_from": self.seq_limit,
        }

    def _begin(self, game: SavedGame, moves: list, resumed: bool = False) -> None:
        """Build the match from `game` and replay `moves` [(seat, action JSON, id)] (a resumed table)."""
        events: list = []
        state = game.new_state(events)
        self.history, self.history_said = list(events), [None] * len(events)
        for seat, data, action_id in moves:
            evs = self._apply_replayed(state, seat, data)
            self._remember(seat, action_id)
            self._keep_history(evs)
        self.moves = len(moves)
        config = self.hub.config
        match = Match(
            game,
            state,
            _RoomSaver(self),
            threaded=False,
            pacing=config.pacing,
            catch_hold=config.catch_hold,
            history=self.history,
            keep_log=False,  # the server shows no log and no match figures: each seat's game keeps its own
        )
        match.version = len(moves)
        self.match = match
        self.phase = "over" if state.phase == "game_over" else "playing"
        match.subscribe(self._moved)
        self.hub.ticking(self)
        for seat, slot in enumerate(self.slots):
            if slot.person and (slot.left or (resumed and slot.conn is None)):
                if slot.left:
                    self._to_ai(seat)
                else:  # resumed: the grace starts now
                    slot.grace += 1
                    generation = slot.grace
                    slot.grace_until = self.hub.now() + config.grace
                    self.hub.later(config.grace, partial(self._grace_over, seat, generation))
        self.send_states([] if resumed else events, None)
        self._maybe_empty()

    @staticmethod
    def _apply_replayed(state, seat, data) -> list:
        return apply(state, seat, action_from_json(data), listen=True) or []

    def _keep_history(self, events: list, said: list | None = None) -> None:
        for e in events:
            if isinstance(e, RoundStarted):
                self.history, self.history_said = [], []
            self.history.append(e)
            self.history_said.append(said)

    def said(self, by: int) -> list:
        """The seats' names as the move of seat `by` now made names them, for the move log of someone
        who comes later (`past`): whoever sat there then, a computer in a person's place as one."""
        assert self.match is not None
        names: list = [seat.name for seat in self.match.seats]
        if self.actor_of(by) in ("stand_in", "timer"):
            names[by] = ["stand_in", names[by]]
        return names

    def _remember(self, seat: int, action_id: str | None) -> None:
        if action_id is None:
            return
        applied = self.slots[seat].applied
        applied[action_id] = True
        while len(applied) > REMEMBERED_IDS:
            applied.popitem(last=False)

    def _journal_move(self, seat: int, action) -> None:
        """Called by the match (its saver) inside `submit`, before any listener hears of the move."""
        action_id = self._action_id
        self.hub.journal_move(self, self.moves, seat, action_to_json(action), action_id)
        self.moves += 1
        self._remember(seat, action_id)

    def _moved(self, seat: int, action, events: list) -> None:
        self._keep_history(events, self.said(seat))
        assert self.match is not None
        if self.match.state.phase == "game_over" and self.phase == "playing":
            self.phase = "over"
            self.hub.journal_forget(self)
        self.hub.ticking(self)
        self.send_states(events, seat)

    def act(self, conn: Peer, action_id: str, version: int, data: dict) -> None:
        """A person's move, from their connection (the seat is the connection's, never the message's)."""
        seat, match = conn.seat, self.match
        assert seat is not None
        if match is None:
            conn.send(protocol.reject(action_id, "not_now", "the table has not started"))
            return
        slot = self.slots[seat]
        if action_id in slot.applied:  # a retry after a lost ack: applied once, acknowledged again
            conn.send(protocol.ack(action_id))
            return
        try:
            action = action_from_json(data)
        except ValueError as exc:
            self._refuse(conn, action_id, "bad_argument", str(exc)[:200])
            return
        if version != match.version:
            self._refuse(
                conn, action_id, "stale", f"chosen at version {version}, the table is at {match.version}"
            )
            return
        if isinstance(action, NextRound) and match.state.phase == "round_over":
            self._ready_for_next_round(conn, seat, action_id)
            return
        self._action_id = action_id
        try:
            match.submit(seat, action, version)
        except RuleError as exc:
            self._refuse(conn, action_id, exc.code, exc.message)
            return
        except Exception:  # the journal could not be written: the table cannot promise the move
            log.exception("table %s: a move could not be applied and journaled; the table closes", self.code)
            self.close("table_closed")
            return
        finally:
            self._action_id = None
        conn.send(protocol.ack(action_id))

    # ------------------------------------------------------------------------------------ between rounds
    def _ready_for_next_round(self, conn: Peer, seat: int, action_id: str) -> None:
        """A person has left their round summary. Each person reads it as long as they like: the next
        round starts when every person is ready (a computer player always is), or when the table's
        turn timer runs out (the host's choice)."""
        self.round_ready.add(seat)
        self._remember(seat, action_id)
        conn.send(protocol.ack(action_id))
        if not self.waiting_for():
            self._next_round()
        else:
            self.send_states([], None)

    def waiting_for(self) -> list[int]:
        """The person seats whose summary is still open (away ones included: their seat is theirs
        until the grace is over)."""
        if self.match is None or self.match.state.phase != "round_over":
            return []
        return [
            i
            for i, s in enumerate(self.slots)
            if s.person and not s.ai_holding and not s.left and i not in self.round_ready
        ]

    def _next_round(self) -> None:
        assert self.match is not None
        seat = self.match.state.turn if self.match.state.turn is not None else self.host_seat
        self.round_ready.clear()
        try:
            self.match.submit(seat, NextRound(), self.match.version)
        except RuleError as exc:
            log.warning("table %s: the next round was refused: %s", self.code, exc)

    def _refuse(self, conn: Peer, action_id: str, code: str, detail: str) -> None:
        log.info("table %s: seat %s's move refused: %s (%s)", self.code, conn.seat, code, detail[:120])
        conn.send(protocol.reject(action_id, code, detail))
        self.send_state(conn.seat, [], None)

    def emote(self, seat: int, name: str) -> None:
        msg = protocol.emote(seat, name)
        for slot in self.slots:
            if slot.conn is not None:
                slot.conn.send(msg)
        for conn in self.watchers:
            conn.send(msg)

    # ------------------------------------------------------------------------------------ spectators
    def watch(self, conn: Peer) -> None:
        self.watchers.add(conn)
        conn.watching = self
        log.info("table %s: watched from %s (%s)", self.code, conn.address, conn.name)
        self.send_watcher(conn, [], None)

    def unwatch(self, conn: Peer) -> None:
        self.watchers.discard(conn)
        conn.watching = None

    def send_watcher(self, conn: Peer, events: list, by: int | None) -> None:
        """A spectator's `state`: the view of no seat (`table_view(None)`), events as no seat sees them."""
        self._send_states(events, by, [], [conn])


class _RoomSaver:
    """The match's saver: the journal, written inside `submit` before the move is told to anyone."""

    def __init__(self, room: Room):
        self.room = room

    def record(self, seat: int, action) -> None:
        self.room._journal_move(seat, action)

    def close(self) -> None:
        pass
