"""One client connection of the table server: its seat once bound, what it is sent this turn of the
event loop (written in one go by the server's `flush`), its close, and its rate limit (a token bucket;
repeated floods or bad messages close it with 1008).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Protocol

from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from . import protocol
from .config import Config
from .room import Room
from .wsframes import text_frame

log = logging.getLogger("game.net.server")


class ConnHost(Protocol):
    """The server as a connection sees it (`server.Hub`): its limits, its clock, its writing."""

    config: Config

    def now(self) -> float: ...

    def flush_soon(self, conn: Conn) -> None: ...

    def flush(self) -> None: ...


class Conn:
    """One client connection: its seat (once bound), what it is sent this turn, its rate limit."""

    def __init__(self, ws, hub: ConnHost):
        self.ws = ws
        self.hub = hub
        self.name = ""
        self.address = "?"
        self.room: Room | None = None
        self.seat: int | None = None
        self.watching: Room | None = None  # a table this connection watches (no seat: a spectator's view)
        self.watch_seq = 0
        self.closed = False  # nothing more is sent (a close may still follow what was: `closing`)
        self.outbox: list[str] = []  # frames of this turn of the event loop, written by `Hub.flush`
        self.flagged = False  # in the hub's list of connections to write this turn
        self.closing = False  # close with `close_code` after the outbox is written
        self.closer: asyncio.Task | None = None
        self.close_code = 1000
        self.tokens = float(hub.config.burst)
        self.refill = hub.now()
        self.strikes = 0
        self.last_emote = -1e9
        self.sent = 0

    def send(self, msg: dict) -> None:
        if not self.closed:
            self.send_frame(protocol.encode(msg))

    def send_frame(self, frame: str) -> None:
        """An encoded message (`protocol.encode`, or a `state` frame assembled from shared parts): written
        at the end of this turn of the event loop, with everything else this connection is sent in it."""
        if self.closed:
            return
        self.outbox.append(frame)
        if not self.flagged:  # (already in the hub's list for this turn: a move's ack after its state)
            self.hub.flush_soon(self)

    def fatal(self, code: str, detail: str = "") -> None:
        """Send the error, then close the connection with the code's close code."""
        if self.closed:
            return
        log.info(
            "rejecting %s (table %s, seat %s): %s %s",
            self.address,
            self.room.code if self.room is not None else "-",
            "-" if self.seat is None else self.seat,
            code,
            detail,
        )
        self.send(protocol.error(code, detail))
        self.shut(protocol.FATAL.get(code, 1008))

    def shut(self, code: int) -> None:
        """Close after what is queued (the server stopping: 1001, going away)."""
        if not self.closed:
            self.close_code, self.closed, self.closing = code, True, True
            self.hub.flush_soon(self)

    def abort(self) -> None:
        """Drop the connection at once (nothing more is written)."""
        self.closed = True
        self.outbox.clear()
        with contextlib.suppress(Exception):
            self.ws.transport.abort()

    def allow(self) -> bool:
        """The token bucket: True when this message is within the rate."""
        now = self.hub.now()
        config = self.hub.config
        self.tokens = min(float(config.burst), self.tokens + (now - self.refill) * config.rate)
        self.refill = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def strike(self, code: str, detail: str) -> None:
        self.strikes += 1
        log.info("a bad message from %s (strike %d): %s %s", self.address, self.strikes, code, detail[:120])
        if self.strikes >= self.hub.config.strikes:
            self.fatal("flood", f"{self.strikes} messages over the limit or malformed")
        else:
            self.send(protocol.error(code, detail))

    def write_out(self) -> None:
        """Write the outbox to the socket in one go, never waiting: the frames are made here
        (`wsframes.text_frame`: the bytes websockets' sans-I/O protocol would make, without its Python
        frame objects) and their bytes go to the transport in one write, as `websockets.broadcast`
        does. A reader whose unsent bytes pass `send_buffer` is dropped. Then
        the close, when one was asked for. The journal is committed before (`Hub.flush`)."""
        self.flagged = False
        frames, self.outbox = self.outbox, []
        ws = self.ws
        if frames and ws.protocol.state is State.OPEN and ws.send_in_progress is None:
            transport = ws.transport
            try:
                sans_io = ws.protocol
                if sans_io.extensions:  # (the server negotiates none) websockets frames them
                    for frame in frames:
                        sans_io.send_text(frame.encode())
                    data = sans_io.data_to_send()
                else:  # the frames made here (issue 44), after what websockets may hold (a pong)
                    data = sans_io.data_to_send()
                    for frame in frames:  # (a loop: a comprehension is a function call more, 3.11)
                        data.append(text_frame(frame.encode()))
                if all(data):
                    transport.write(data[0] if len(data) == 1 else b"".join(data))
                else:  # the end of the stream among them (cannot happen while open): as websockets does
                    ws.send_data()
            except Exception:
                log.exception("a connection could not be written to; dropped")
                self.abort()
                return
            self.sent += len(frames)
            if transport.get_write_buffer_size() > self.hub.config.send_buffer:
                log.warning("a client reads too slowly; dropped")
                self.abort()
                return
        if self.closing and self.closer is None:
            self.closer = asyncio.get_running_loop().create_task(self._close())

    async def _close(self) -> None:
        with contextlib.suppress(ConnectionClosed, OSError):
            await self.ws.close(self.close_code)

    async def finish(self) -> None:
        """The connection's handler ends: what was sent to it is written and its close done (at most a
        couple of seconds: a peer that does not answer the close is cut off)."""
        if self.flagged:
            self.hub.flush()
        if self.closer is not None:
            with contextlib.suppress(asyncio.CancelledError, ConnectionClosed, asyncio.TimeoutError):
                async with asyncio.timeout(2):
                    await self.closer
        self.closed = True
