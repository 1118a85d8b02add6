"""The table server's ticker: it visits the tables that move by themselves, each when it is due
(`Room.next_tick`: computer players every `tick` seconds, a turn timer at its deadline), and sleeps until
the first of them; while none is due at all, until a table is put on its round. A table of people
thinking, or reading their round summary with no timer, is not visited at all (issue 44: the ticker woke
20 times a second while any table showed a round summary, and its work was charged to the moves).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .room import Room
    from .server import Hub

log = logging.getLogger("game.net.server")


class Ticker:
    """The hub's ticker (`Hub.ticker`): `moving` holds each table on its round with when it is due."""

    def __init__(self, hub: Hub):
        self.hub = hub
        self.moving: dict[Room, float] = {}
        self._planned: float | None = None  # when the ticker wakes next (None: when a table is due)
        self._sooner = asyncio.Event()  # set when a table is due before `_planned`
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()

    async def _run(self) -> None:
        hub = self.hub
        slack = hub.config.tick / 2  # tables due this close together are visited in the same wake
        while True:
            due = min(self.moving.values(), default=None)
            self._planned = due
            self._sooner.clear()
            if due is None:
                await self._sooner.wait()
                continue
            delay = due - hub.now()
            if delay > 0:
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(delay):
                        await self._sooner.wait()  # (a table due sooner came meanwhile)
                continue
            now = hub.now()
            for room, when in list(self.moving.items()):
                if when > now + slack or room not in self.moving:
                    continue
                try:
                    room.tick(now)
                except Exception:
                    log.exception("table %s failed; closed", room.code)
                    room.close("table_closed")
                self.ticking(room, visited=now)

    def ticking(self, room: Room, visited: float | None = None) -> None:
        """Put `room` on the round with when it is due next, or take it off, after a change that may have
        changed when it moves by itself (a move, a seat handed to a computer player or back, the start,
        the close) or a visit at `visited` (due again a `tick` later at the soonest). A table put on it
        counts its clock from now."""
        now = self.hub.now()
        step = self.hub.config.tick
        due = room.next_tick(now, step)
        if due is None:
            self.moving.pop(room, None)
            return
        if room not in self.moving:
            room.clock_from(now)
            due = room.next_tick(now, step)
            assert due is not None
        if visited is not None:
            due = max(due, visited + step)
        self.moving[room] = due
        if self._planned is None or due < self._planned:
            self._sooner.set()
