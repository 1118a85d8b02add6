"""A network table's time: the turn timer, the grace shown to the others, and the ticker's visits
(computer players react and move in server time; an overdue decision is made for its person).

`RoomClock` is a part of `Room` (game/net/room.py): it reads the room's seats and match.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.play import Match
from game.rules import RuleError

from .room_host import RoomHost
from .slot import Slot

log = logging.getLogger("game.net.room")


class RoomClock:
    """The room's deadlines and its ticks."""

    hub: RoomHost
    code: str
    slots: list[Slot]
    match: Match | None
    phase: str
    timer: int | None  # the turn timer, seconds (None: none)
    _last_tick: float | None
    _timer_key: int | None
    _deadline: float
    timed_out: bool = False  # the move being made is the turn timer's, for its person

    if TYPE_CHECKING:  # the room's own (game/net/room.py)

        def presence(self, seat: int) -> str: ...

        def waiting_for(self) -> list[int]: ...

        def _next_round(self) -> None: ...

    def _decider(self) -> int | None:
        """The person whose decision the table waits for (the turn timer's seat), or None."""
        match = self.match
        if match is None or self.phase != "playing" or match.state.phase == "round_over":
            return None
        turn = match.state.turn
        if turn is None or not self.slots[turn].person or self.slots[turn].ai_holding:
            return None
        return turn

    def away_left(self, presence: list[str] | None = None) -> list[float | None]:
        """Per seat: seconds before a computer player takes the seat of its dropped person (else None).
        `presence`: each seat's `presence` when the caller has it already."""
        now = self.hub.now()
        if presence is None:
            presence = [self.presence(i) for i in range(len(self.slots))]
        return [
            round(max(0.0, s.grace_until - now), 1) if p == "away" else None
            for s, p in zip(self.slots, presence, strict=True)
        ]

    def _time_left(self, seat: int) -> float | None:
        if self.timer is None:
            return None
        if seat not in self.waiting_for() and self._decider() != seat:
            return None
        self._refresh_deadline()
        return round(max(0.0, self._deadline - self.hub.now()), 1)

    def clock_left(self) -> float | None:
        """The seconds the person deciding now has left (every seat is told, the others see it small)."""
        if self.timer is None or self._decider() is None:
            return None
        self._refresh_deadline()
        return round(max(0.0, self._deadline - self.hub.now()), 1)

    def _refresh_deadline(self) -> None:
        assert self.match is not None
        if self._timer_key != self.match.version:  # the generation: a new decision, a new deadline
            self._timer_key = self.match.version
            self._deadline = self.hub.now() + (self.timer or 0)

    def next_tick(self, now: float, step: float) -> float | None:
        """When the ticker must visit this table next (None: not until something happens to it, a move or a
        seat changing hands, each of which asks again): a table with computer players every `step` seconds
        (they react and move in server time); a turn timer at its deadline; a round summary that nobody
        still reads at once. A round summary of people with no timer, or a table of people thinking with
        none, needs no visit: the message that changes it is handled when it comes (issue 44: the ticker
        woke 20 times a second while any table showed a round summary)."""
        match = self.match
        if match is None or self.phase != "playing":
            return None
        if match.ai:
            return (now if self._last_tick is None else self._last_tick) + step
        if match.state.phase == "round_over":
            if not self.waiting_for():
                return now
        elif self.timer is None or self._decider() is None:  # (no timer first: a lookup, not a call)
            return None
        if self.timer is None:
            return None
        self._refresh_deadline()
        return self._deadline

    def clock_from(self, now: float) -> None:
        """The ticker starts visiting this table: its computer players' clock counts from `now`."""
        self._last_tick = now

    def tick(self, now: float) -> None:
        """The ticker, a few times a second: computer players react and move (paced in server time),
        and the turn timer makes an overdue decision for its person."""
        match = self.match
        if match is not None and self.phase == "playing" and match.state.phase == "round_over":
            self._last_tick = now
            if not self.waiting_for():  # everyone still reading has gone (to a computer player)
                self._next_round()
            elif self.timer is not None:
                self._refresh_deadline()
                if now >= self._deadline:
                    log.info("table %s: the next round starts on the timer", self.code)
                    self._next_round()
            return
        if match is None or self.phase != "playing" or (not match.ai and self.timer is None):
            self._last_tick = now
            return  # nothing here moves by itself
        dt = 0.0 if self._last_tick is None else now - self._last_tick
        self._last_tick = now
        match.tick(dt)
        if self.timer is None or self.phase != "playing":
            return
        seat = self._decider()
        if seat is None:
            return
        self._refresh_deadline()
        if now >= self._deadline:
            action = match.hint(seat)
            if action is not None:
                log.info("table %s: seat %d ran out of time; the computer moves for it", self.code, seat)
                self.timed_out = True  # the move's `actor` is the timer (room.actor_of)
                try:
                    match.submit(seat, action, match.version)
                except RuleError:
                    log.warning("table %s: the timer's move %r was refused", self.code, action)
                finally:
                    self.timed_out = False
