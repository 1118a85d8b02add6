"""The front door of a sharded server (`uno-table serve --workers N`): one listening port, the tables
on N worker processes (game/net/supervisor.py), the room code the shard key (game/net/directory.py).

A client speaks to the door exactly as to one server (nothing in the protocol changes). The door reads
the client's first messages itself: `hello` (answered with `welcome`, or, with a token, routed at once
to the table the token's room code names), `ping`, `list` (the public tables of every worker), until
`create` (the least loaded worker that is not draining; the door picks the room code, unique across
the directory), `join` or `watch` (the worker that holds the room). Then, for a worker of this machine
(and no TLS here), it hands the client's socket itself to the worker with the bytes read so far
(game/net/handoff.py) and drops out. Otherwise it opens a WebSocket to that worker, hands it the
messages so far, and from then on splices the two connections as raw bytes: the door reads no more
frames, so a move costs it two socket reads and two writes, not a parse. When the worker drops a
spliced connection (it crashed, or it stops), the door drops the client's, which reconnects with its
token and is routed to the worker again once it is back (the door waits and retries).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl as ssl_module
import time
from collections.abc import Callable
from functools import partial
from urllib.parse import urlsplit

from websockets.http11 import Request
from websockets.server import ServerProtocol

from game import __version__

from . import handoff, protocol
from .config import Config
from .directory import Directory
from .protocol import ProtocolError
from .server import CODE_ALPHABET, CODE_LENGTH, first_message
from .wsframes import (
    CLOSE,
    PING,
    TEXT,
    FrameError,
    close_frame,
    encode_frame,
    parse_frame,
    upgrade_answer,
    upgrade_request,
)

log = logging.getLogger("game.net.door")

#: the client's side buffers this much of a worker's frames before the door stops reading the worker
#: (the worker then sees a slow reader and drops it, as it would without a door)
CLIENT_BUFFER = 64 * 1024
#: seconds a client may stay at the door (before create, join or watch) without a frame (pings count)
IDLE = 60.0


class Door:
    """The door's state: its directory, its connections, its limits (the server's `Config`)."""

    def __init__(self, directory: Directory, config: Config | None = None, retry_for: float = 15.0):
        self.directory = directory
        self.config = config or Config()
        self.retry_for = retry_for  # seconds a lookup or a worker's connection is retried
        self.conns: set[DoorConn] = set()
        self.per_address: dict[str, int] = {}
        self.routed = 0  # connections handed to a worker (tests and the log)

    def protocol_factory(self) -> DoorConn:
        return DoorConn(self)

    async def locate(self, code: str) -> str | None:
        """The url of the worker holding `code`, waiting while the directory is down or the worker is
        restarting (up to `retry_for` seconds); None when no table has the code."""
        deadline = time.monotonic() + self.retry_for
        delay = 0.05
        while True:
            try:
                return await self.directory.owner(code)
            except Exception as exc:  # noqa: BLE001 - Redis down, or the owner restarting: wait, retry
                if time.monotonic() + delay > deadline:
                    log.warning("table %s: its worker cannot be found (%s)", code, exc)
                    return None
            await asyncio.sleep(delay)
            delay = min(1.0, delay * 2)

    async def listed(self) -> list[dict]:
        found = [t for w in await self.directory.workers() for t in w.listed]
        found.sort(key=lambda t: (t["free"], t["room"]))
        return found[: protocol.LISTED_MAX]

    async def place(self, wanted: str | None) -> tuple[str, str] | str:
        """A new table: (its code, the url of the worker that opens it), or an error code."""
        workers = [w for w in await self.directory.workers() if not w.draining and w.url]
        if not workers:
            return "server_full"
        worker = min(workers, key=lambda w: (w.tables, w.wid))
        for _ in range(20):
            code = wanted or "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            if await self.directory.reserve(code, worker.wid):
                for shard in self.directory.shards:
                    if shard.wid == worker.wid:
                        shard.routed += 1
                return code, worker.url
            if wanted:
                return "room_taken"
        return "server_full"

    def close_all(self) -> None:
        for conn in list(self.conns):
            conn.shut(1001)


class DoorConn(asyncio.Protocol):
    """One client at the door: the handshake, its first messages, then the splice to its worker."""

    def __init__(self, door: Door):
        self.door = door
        self.transport: asyncio.Transport | None = None
        self.worker: asyncio.Transport | None = None
        self.address = "?"
        self.state = "handshake"  # "talk" (messages read here), "routing", "spliced", "closed"
        self.ws = ServerProtocol(max_size=protocol.MAX_FRAME)
        self.buf = bytearray()
        self.request_bytes = bytearray()
        self.inbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.hello: dict | None = None
        self.hello_frame = ""
        self.opened = time.monotonic()
        self.last_frame = self.opened
        self.strikes = 0
        self.talker: asyncio.Task | None = None

    # ------------------------------------------------------------------------------------ the client's bytes
    def connection_made(self, transport) -> None:
        self.transport = transport
        transport.set_write_buffer_limits(high=CLIENT_BUFFER)
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"
        door = self.door
        door.conns.add(self)
        door.per_address[self.address] = door.per_address.get(self.address, 0) + 1

    def data_received(self, data: bytes) -> None:
        if self.state == "spliced":
            assert self.worker is not None
            self.worker.write(data)
        elif self.state == "handshake":
            self._handshake(data)
        elif self.state in ("talk", "routing"):
            self.buf += data
            self._frames()

    def _handshake(self, data: bytes) -> None:
        assert self.transport is not None
        self.request_bytes += data  # replayed to a worker the connection is handed to (handoff.py)
        self.ws.receive_data(data)
        for event in self.ws.events_received():
            if not isinstance(event, Request):
                continue
            response = self.ws.accept(event)
            self.ws.send_response(response)
            self.transport.write(b"".join(self.ws.data_to_send()))
            if response.status_code != 101:
                self.transport.close()
                self.state = "closed"
                return
            limit = self.door.config.connections_per_address
            if limit is not None and self.door.per_address[self.address] > limit:
                self.fatal("too_many", f"{limit} connections from one address")
                return
            self.state = "talk"
            self.talker = asyncio.get_running_loop().create_task(self._talk())

    def _frames(self) -> None:
        """Whole frames of `buf`: control frames answered now, messages queued for `_talk` (in order)."""
        while self.state in ("talk", "routing"):
            try:
                frame = parse_frame(self.buf, masked=True)
            except FrameError as exc:
                log.info("a bad frame from %s: %s", self.address, exc)
                self.shut(1009 if exc.too_big else 1002)
                return
            if frame is None:
                return
            opcode, payload, used = frame
            del self.buf[:used]
            self.last_frame = time.monotonic()
            if opcode == TEXT:
                try:
                    self.inbox.put_nowait(payload.decode())
                except UnicodeDecodeError:
                    self.shut(1007)
                    return
            elif opcode == PING:
                self.write(encode_frame(0xA, payload, masked=False))
            elif opcode == CLOSE:
                self.shut(1000)
                return

    def write(self, data: bytes) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(data)

    def send(self, msg: dict) -> None:
        self.write(encode_frame(TEXT, protocol.encode(msg).encode(), masked=False))

    def fatal(self, code: str, detail: str = "") -> None:
        log.info("door: rejecting %s: %s %s", self.address, code, detail)
        self.send(protocol.error(code, detail))
        self.shut(protocol.FATAL.get(code, 1008))

    def shut(self, code: int) -> None:
        """Close the client's connection (a close frame first while the door still speaks for itself)."""
        if self.state in ("talk", "routing", "handshake"):
            self.write(close_frame(code))
        self.state = "closed"
        if self.transport is not None:
            self.transport.close()
        if self.worker is not None:
            self.worker.close()

    def connection_lost(self, exc) -> None:
        self.state = "closed"
        door = self.door
        door.conns.discard(self)
        door.per_address[self.address] -= 1
        if not door.per_address[self.address]:
            del door.per_address[self.address]
        if self.worker is not None:
            self.worker.close()
        if self.talker is not None:
            self.talker.cancel()
        self.inbox.put_nowait(None)

    def pause_writing(self) -> None:  # the client reads slowly: stop reading its worker
        if self.worker is not None:
            self.worker.pause_reading()

    def resume_writing(self) -> None:
        if self.worker is not None and not self.worker.is_closing():
            self.worker.resume_reading()

    # ------------------------------------------------------------------------------------ the conversation
    async def _talk(self) -> None:
        """The messages before the table: hello, then ping and list until create, join or watch."""
        config = self.door.config
        try:
            async with asyncio.timeout(config.hello_timeout):
                payload = await self.inbox.get()
        except TimeoutError:
            self.fatal("no_hello", "no hello in time")
            return
        if payload is None:
            return
        msg, code, detail = first_message(payload)
        if msg is None:
            self.fatal(code, detail)
            return
        self.hello, self.hello_frame = msg, payload
        if msg["token"] is not None:
            code = msg["token"].split(".", 1)[0].upper() if "." in msg["token"] else ""
            url = await self.door.locate(code) if code else None
            if url is None:  # as the server answers: welcome, then the refusal
                self.send(protocol.welcome(__version__))
                self.fatal("bad_token", "no seat has this token")
            else:
                await self._route(url, [payload], welcomed=False)
            return
        self.send(protocol.welcome(__version__))
        while self.state == "talk":
            try:
                async with asyncio.timeout(IDLE):
                    payload = await self.inbox.get()
            except TimeoutError:
                if time.monotonic() - self.last_frame < IDLE:  # pings came: the client is there
                    continue
                self.shut(1000)
                return
            if payload is None:
                return
            try:
                msg = protocol.parse(payload)
            except ProtocolError as exc:
                self._strike(exc.code, exc.detail)
                continue
            await self._message(msg, payload)

    def _strike(self, code: str, detail: str) -> None:
        self.strikes += 1
        if self.strikes >= self.door.config.strikes:
            self.fatal("flood", f"{self.strikes} messages over the limit or malformed")
        else:
            self.send(protocol.error(code, detail))

    async def _message(self, msg: dict, payload: str) -> None:
        kind = msg["type"]
        if kind == "ping":
            self.send(protocol.pong(msg["t"]))
        elif kind == "list":
            self.send(protocol.tables(await self.door.listed()))
        elif kind == "create":
            placed = await self.door.place(msg["code"].upper() if msg["code"] is not None else None)
            if isinstance(placed, str):
                if placed == "server_full":
                    self.fatal(placed, "no worker takes new tables")
                else:
                    self.send(protocol.error(placed, str(msg["code"])[:16]))
                return
            code, where = placed
            create = protocol.encode({**msg, "code": code})
            await self._route(where, [self.hello_frame, create], welcomed=True)
        elif kind in ("join", "watch"):
            url = await self.door.locate(msg["room"].strip().upper())
            if url is None:
                self.send(protocol.error("no_room", msg["room"][:16]))
            else:
                await self._route(url, [self.hello_frame, payload], welcomed=True)
        elif kind == "hello":
            self._strike("bad_message", "hello twice")
        elif kind == "action":
            self.send(protocol.reject(msg["id"], "not_now", "no seat"))
        else:
            self.send(protocol.error("not_now", f"{kind} without a seat"))

    # ------------------------------------------------------------------------------------ the splice
    async def _route(self, url: str, first: list[str], welcomed: bool) -> None:
        """Open the worker's side, hand it `first` (and anything the client sent meanwhile), then splice.
        `welcomed`: the door has answered the hello itself, so the worker's `welcome` is dropped."""
        assert self.transport is not None
        self.state = "routing"
        self.transport.pause_reading()
        if self._hand_over(url, first, welcomed):
            return
        loop = asyncio.get_running_loop()
        deadline = time.monotonic() + self.door.retry_for
        delay = 0.05
        while True:
            parts = urlsplit(url)
            host, port = parts.hostname or "127.0.0.1", parts.port or 80
            side = WorkerSide(self, upgrade_request(host, port, self.address), skip=1 if welcomed else 0)
            try:
                await loop.create_connection(partial(_same, side), host, port)
                await side.upgraded
                break
            except (OSError, FrameError) as exc:
                if self.state == "closed":
                    return
                if time.monotonic() + delay > deadline:
                    log.warning("door: the worker at %s cannot be reached (%s)", url, exc)
                    self.shut(1013)  # try again later: the client reconnects
                    return
            await asyncio.sleep(delay)
            delay = min(1.0, delay * 2)
            code = self._code_of(first)
            found = await self.door.locate(code) if code else None
            url = found or url
        if self.state == "closed":
            side.close()
            return
        assert side.transport is not None
        self.worker = side.transport
        frames = [*first, *self._queued()]
        side.transport.write(b"".join(encode_frame(TEXT, f.encode(), masked=True) for f in frames))
        self.state = "spliced"
        self.door.routed += 1
        if self.buf:
            side.transport.write(bytes(self.buf))
            self.buf.clear()
        self.transport.resume_reading()

    def _hand_over(self, url: str, first: list[str], welcomed: bool) -> bool:
        """Pass the client's socket itself to a worker of this machine (handoff.py) when the door is not
        its TLS end: the door then drops out. False: splice instead."""
        assert self.transport is not None
        shard = next((s for s in self.door.directory.shards if s.url == url and s.alive), None)
        sock = self.transport.get_extra_info("socket")
        if shard is None or not shard.handoff or sock is None or self.transport.get_extra_info("sslcontext"):
            return False
        frames = [*first, *self._queued()]
        prefix = bytes(self.request_bytes) + b"".join(
            encode_frame(TEXT, f.encode(), masked=True) for f in frames
        )
        try:
            handoff.send(shard.handoff, sock, welcomed, prefix + bytes(self.buf))
        except OSError as exc:
            log.info("door: no hand-over to %s (%s); spliced", shard.wid, exc)
            return False
        self.state = "handed"
        self.door.routed += 1
        self.transport.abort()  # this process's descriptor only: the worker holds the connection now
        return True

    def _queued(self) -> list[str]:
        """The messages read after the routing one, not yet handled (they go to the worker)."""
        found = []
        while not self.inbox.empty():
            payload = self.inbox.get_nowait()
            if payload is not None:
                found.append(payload)
        return found

    @staticmethod
    def _code_of(first: list[str]) -> str | None:
        """The room code the messages being handed over name (to look the owner up again)."""
        for payload in reversed(first):
            msg = protocol.parse(payload)
            if msg["type"] in ("join", "watch"):
                return msg["room"].strip().upper()
            if msg["type"] == "create":
                return msg["code"]
            if msg["type"] == "hello" and msg["token"] and "." in msg["token"]:
                return msg["token"].split(".", 1)[0].upper()
        return None


def _same(side: WorkerSide) -> WorkerSide:
    return side


class WorkerSide(asyncio.Protocol):
    """The door's connection to a worker: the upgrade, then the worker's bytes to the client as they are
    (less the first `skip` messages: the worker's `welcome` when the door has sent its own)."""

    def __init__(self, client: DoorConn, request: bytes, skip: int):
        self.client = client
        self.request = request
        self.skip = skip
        self.transport: asyncio.Transport | None = None
        self.buf = bytearray()
        self.upgraded: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def connection_made(self, transport) -> None:
        self.transport = transport
        transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        if self.upgraded.done() and not self.skip:
            self.client.write(data)
            return
        self.buf += data
        if not self.upgraded.done():
            try:
                used = upgrade_answer(self.buf)
            except FrameError as exc:
                self.upgraded.set_exception(exc)
                self.close()
                return
            if used is None:
                return
            del self.buf[:used]
            self.upgraded.set_result(None)
        while self.skip:
            try:
                frame = parse_frame(self.buf, masked=False)
            except FrameError:
                self.close()
                return
            if frame is None:
                return
            del self.buf[: frame[2]]
            if frame[0] == TEXT:
                self.skip -= 1
            else:  # a ping or a close before the welcome: the client's to see
                self.client.write(encode_frame(frame[0], frame[1], masked=False))
        if self.buf:
            self.client.write(bytes(self.buf))
            self.buf.clear()

    def connection_lost(self, exc) -> None:
        if not self.upgraded.done():
            self.upgraded.set_exception(exc or ConnectionError("closed during the upgrade"))
            return
        if self.client.state == "spliced" and self.client.transport is not None:
            self.client.state = "closed"
            self.client.transport.close()

    def pause_writing(self) -> None:  # the worker reads slowly: stop reading the client
        if self.client.transport is not None:
            self.client.transport.pause_reading()

    def resume_writing(self) -> None:
        if self.client.transport is not None and not self.client.transport.is_closing():
            self.client.transport.resume_reading()

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


async def run_door(
    host: str,
    port: int,
    door: Door,
    ssl: ssl_module.SSLContext | None = None,
    ready: Callable[[str, int], None] | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """Listen until `stop` is set, the directory's heartbeat running."""
    loop = asyncio.get_running_loop()
    server = await loop.create_server(door.protocol_factory, host, port, ssl=ssl)
    beat = loop.create_task(_heartbeat(door))
    sock = server.sockets[0].getsockname()
    log.info("front door on %s:%d", sock[0], sock[1])
    if ready is not None:
        ready(sock[0], sock[1])
    try:
        await (stop.wait() if stop is not None else asyncio.Future())
    finally:
        beat.cancel()
        server.close()
        door.close_all()


async def _heartbeat(door: Door) -> None:
    ttl = getattr(door.directory, "ttl", 15.0)
    while True:
        with contextlib.suppress(Exception):
            await door.directory.heartbeat()
        await asyncio.sleep(ttl / 3)
