"""The table server's WebSocket connection: websockets' own, with a message handed to the server the
moment its frame is parsed (issue 44).

websockets delivers a message through a queue: its frame parsed in `data_received` goes into the
connection's queue, a future wakes the handler task, whose `recv` takes it out a turn of the event loop
later. A table server's move is one small text frame, and that machinery was a large part of what a
move cost. `TableConnection.deliver` calls the server back with each whole text message straight from
`process_event`, in the order the frames came, in the same turn as the read.

Only what websockets would hand over as it is goes this way: a whole, valid UTF-8 text frame, while no
frame waits in the queue. Anything else (a binary or fragmented message, text that is not UTF-8: the game
sends none of them) goes back to websockets' queue and ends the direct delivery (`direct_ended`), and the
handler reads on with `recv`, which answers it exactly as before (a binary message is refused by the
protocol's parser, bad UTF-8 closes with 1007, too many fragments with 1009).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

from websockets.asyncio.server import ServerConnection
from websockets.frames import DATA_OPCODES, TEXT, Frame
from websockets.protocol import State

from .wsframes import TEXT as TEXT_OPCODE
from .wsframes import FrameError, parse_frame

#: why the direct delivery ended (the result of `direct_ended`)
LEFT_TO_RECV = "recv"  # a frame websockets' queue must take: read on with `recv`
STOPPED = "stopped"  # the server's callback said stop (the connection is closed: nothing more is read)
LOST = "lost"  # the connection is gone


class Reader(Protocol):
    """Who is told when a connection's read begins and ends (`server.Hub`)."""

    def read_begins(self) -> None: ...

    def read_ends(self) -> None: ...


class TableConnection(ServerConnection):
    """A server connection that can deliver its text messages straight to a callback (`deliver`)."""

    direct: Callable[[str], bool] | None = None
    direct_ended: asyncio.Future | None = None
    reader: Reader | None = None
    parse_here = True  # the client's frames are parsed here while delivering directly (`_parse`)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._buf = bytearray()  # the start of a frame parsed here whose end is still to come

    def deliver(self, callback: Callable[[str], bool], reader: Reader) -> asyncio.Future | None:
        """From now on hand each whole text message to `callback` as soon as it is read; `callback` returns
        False to stop (the message that made it stop is the last delivered). `reader` is told when each
        read begins and ends (the server writes what the read's messages sent when it ends). Returns the
        future that says why the delivery ended (LEFT_TO_RECV, STOPPED or LOST), or None when it cannot
        start now: a frame waits in websockets' queue (read it with `recv` first) or the connection is
        closing."""
        if len(self.recv_messages.frames) or self.recv_messages.closed:
            return None
        self.direct, self.reader = callback, reader
        self.direct_ended = self.loop.create_future()
        return self.direct_ended

    def _end_direct(self, why: str) -> None:
        self.direct = None
        ended, self.direct_ended = self.direct_ended, None
        if ended is not None and not ended.done():
            ended.set_result(why)

    def data_received(self, data: bytes) -> None:
        reader = self.reader if self.direct is not None else None
        if reader is None:
            self._to_websockets(data)
            return
        reader.read_begins()
        try:
            if self.parse_here and self.protocol.state is State.OPEN:
                self._parse(data)
            else:
                self._to_websockets(data)
        finally:
            reader.read_ends()

    def _parse(self, data: bytes) -> None:
        """The client's frames parsed here (`wsframes.parse_frame`, the bytes websockets' parser takes): a
        whole text frame is delivered; a control frame (ping, pong, close) goes to websockets whole, which
        answers it as ever; anything else (binary, fragmented, too big, not UTF-8, not masked) goes to
        websockets with everything after it, and from then on all does."""
        buf = self._buf
        buf += data
        while buf:
            try:
                found = parse_frame(buf, masked=True)
            except FrameError:
                found = None
                self.parse_here = False
            else:
                if found is None:  # the rest of a frame is still to come
                    return
                opcode, payload, size = found
                if opcode == TEXT_OPCODE:
                    try:
                        text = payload.decode()
                    except UnicodeDecodeError:
                        self.parse_here = False
                    else:
                        del buf[:size]
                        callback = self.direct
                        if callback is None or not callback(text):  # stopped: the rest is websockets'
                            self._end_direct(STOPPED)
                            self.parse_here = False
                        if not self.parse_here:
                            break
                        continue
                else:  # a control frame, whole
                    frame = bytes(buf[:size])
                    del buf[:size]
                    self._to_websockets(frame)
                    if self.protocol.state is not State.OPEN or self.direct is None:
                        self.parse_here = False
                        break
                    continue
            break
        if buf:
            rest = bytes(buf)
            buf.clear()
            self._to_websockets(rest)

    def _to_websockets(self, data: bytes) -> None:
        if self._buf:  # (bytes parsed here up to a frame's middle: websockets takes them first)
            data = bytes(self._buf) + data
            self._buf.clear()
        super().data_received(data)

    def process_event(self, event) -> None:
        callback = self.direct
        if callback is None or self.request is None or not isinstance(event, Frame):
            super().process_event(event)
            return
        if event.opcode is TEXT and event.fin:
            try:
                text = bytes(event.data).decode()
            except UnicodeDecodeError:
                text = None
            if text is not None:
                if not callback(text):
                    self._end_direct(STOPPED)
                return
        if event.opcode in DATA_OPCODES:
            self._end_direct(LEFT_TO_RECV)  # websockets' own path answers it (and all that follows)
        super().process_event(event)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        self._end_direct(LOST)
