"""Clients of a table server.

`NetClient` is the game's: it runs its own thread with its own asyncio event loop, so the frame loop
never waits on the network. The UI hands messages over with `send` (thread-safe, never blocks) and
takes what arrived with `poll()` once a frame. The client says `hello` by itself on every
connection (with the seat's token once it has one), keeps the latency from ping/pong, and after a
lost connection tries again with growing pauses (0.5 s doubling to 8 s; `retry()` tries at once).

    client = NetClient("ws://127.0.0.1:8765/", "Ada")
    client.send({"type": "create", ...})
    for msg in client.poll(): ...          # every frame
    client.status                          # "connecting", "open", "lost", "refused", "closed"

`status`: "connecting" until the first `welcome`; "open" while connected; "lost" while the connection
is down and being tried again; "refused" when the server said no for good (`refused_code`:
version_mismatch, bad_token, replaced, server_full); "closed" after `close()` or when the server
closed the table. Pongs are kept to the client (`latency_ms`); every other message goes to `poll`.

`ScriptedClient` is the same conversation for asyncio code (tests, `python -m game.bench net`):
one connection, no thread, every received frame kept (`frames`) for the privacy checks.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import socket
import threading
import time
from typing import Any

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game import __version__

from . import protocol

log = logging.getLogger("game.net.client")

#: the same limits as the server's (NETWORK.md): small frames, no compression
CONNECT_OPTIONS: dict[str, Any] = {
    "max_size": protocol.MAX_FRAME,
    "max_queue": 32,
    "compression": None,
    "open_timeout": 5,
    "close_timeout": 2,
    "ping_interval": 15,
    "ping_timeout": 15,
}
REFUSING = ("version_mismatch", "bad_token", "replaced", "server_full", "no_hello")  # "too_many": retried
BACKOFF = (0.5, 8.0)
OUTBOX = 256
#: how long a scripted client waits for a frame unless told: generous, since a test machine may be loaded
#: (every wait ends as soon as its frame arrives; only a missing frame waits it out)
WAIT = 30.0


class NetClient:
    def __init__(
        self,
        url: str,
        name: str,
        token: str | None = None,
        *,
        ssl=None,
        ping_every: float = 2.0,
        game_version: str = __version__,
    ):
        self.url, self.name, self.token = url, name, token
        self.ssl = ssl
        self.ping_every = ping_every
        self.game_version = game_version
        self.status = "connecting"
        self.refused_code: str | None = None
        # why the last try failed: "unknown_host", "refused" (nothing listens there) or "unreachable"
        self.problem: str | None = None
        self.latency_ms: float | None = None
        self._inbox: queue.Queue[dict] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[dict] | None = None
        self._wake: asyncio.Event | None = None  # ends the pause between connections (Retry, close)
        self._end: asyncio.Event | None = None  # ends the connection (close, refused, table closed)
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="net-client", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------------------------------ the UI's side
    def send(self, msg: dict) -> None:
        """Queue `msg` for the server (sent once connected and welcomed); never blocks."""
        if not self._closing:
            with contextlib.suppress(RuntimeError):  # the loop is gone: the client is closed
                self._loop.call_soon_threadsafe(self._put, dict(msg))

    def poll(self) -> list[dict]:
        """Every message received since the last call, oldest first."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def retry(self) -> None:
        """Try to connect now instead of after the current pause (the lost-connection message's Retry)."""
        if self.status == "refused":
            self.status, self.refused_code = "lost", None
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._wake_up)

    def close(self, timeout: float = 2.0) -> None:
        if self._closing:
            return
        self._closing = True
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._kick)
        self._thread.join(timeout)
        self.status = "closed"

    # ------------------------------------------------------------------------------------ the network thread
    def _put(self, msg: dict) -> None:
        if self._outbox is None:  # sent before the thread's first step made the queue: once it has
            self._loop.call_soon(self._put, msg)
            return
        if self._outbox.full():
            self._outbox.get_nowait()  # the oldest goes: a stale action would be refused anyway
        self._outbox.put_nowait(msg)

    def _wake_up(self) -> None:
        """Connect now if between connections; a connection that is up is left alone (a Retry pressed
        just as it came back must not end it)."""
        if self._wake is not None:
            self._wake.set()

    def _kick(self) -> None:
        """End the connection (if any) and the pause."""
        if self._end is not None:
            self._end.set()
        self._wake_up()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._outbox = asyncio.Queue()
        self._wake = asyncio.Event()
        self._end = asyncio.Event()
        pause = BACKOFF[0]
        while not self._closing:
            if self.status not in ("refused", "closed"):
                try:
                    welcomed = await self._session()
                except (
                    OSError,
                    TimeoutError,
                    ConnectionClosed,
                    InvalidHandshake,
                    InvalidURI,
                    ValueError,
                ) as exc:
                    self.problem = (
                        "unknown_host"
                        if isinstance(exc, socket.gaierror)
                        else "refused"  # the computer answered: nothing listens there any more
                        if isinstance(exc, ConnectionRefusedError)
                        else "unreachable"
                    )
                    log.info("connection to %s failed: %s", self.url, exc)
                    welcomed = False
                if welcomed:
                    pause = BACKOFF[0]
                if self.status in ("connecting", "open"):
                    self.status = "lost"
            if self._closing or self.status == "closed":
                return
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(None if self.status == "refused" else pause):
                    await self._wake.wait()
            pause = min(pause * 2, BACKOFF[1])

    async def _session(self) -> bool:
        """One connection: hello, then read, write and ping until it ends. True once welcomed."""
        assert self._outbox is not None and self._end is not None
        self._end.clear()  # no await since the loop checked `_closing`: a close cannot slip in between
        async with connect(self.url, ssl=self.ssl, **CONNECT_OPTIONS) as ws:
            await ws.send(protocol.encode(protocol.hello(self.game_version, self.name, self.token)))
            async with asyncio.timeout(10):
                first = json.loads(await ws.recv())
            if first.get("type") != "welcome":
                self._received(first)
                return False
            self.status = "open"
            log.info("connected to %s%s", self.url, " (with a seat's token)" if self.token else "")
            self._inbox.put(first)
            tasks = [
                asyncio.create_task(self._reader(ws)),
                asyncio.create_task(self._writer(ws)),
                asyncio.create_task(self._pinger(ws)),
                asyncio.create_task(self._end.wait()),
            ]
            try:
                await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for task in tasks:
                    task.cancel()
                await asyncio.gather(*tasks, return_exceptions=True)
            return True

    async def _reader(self, ws) -> None:
        async for frame in ws:
            try:
                msg = json.loads(frame)
            except ValueError:
                log.warning("not JSON from the server: %.80r", frame)
                continue
            if isinstance(msg, dict):
                self._received(msg)

    def _received(self, msg: dict) -> None:
        kind = msg.get("type")
        if kind == "pong":
            t = msg.get("t")
            if isinstance(t, int | float):
                self.latency_ms = max(0.0, (time.monotonic() - t) * 1000.0)
            return
        if kind == "joined" and isinstance(msg.get("token"), str):
            self.token = msg["token"]
        elif kind == "error" and msg.get("code") in REFUSING:
            self.status, self.refused_code = "refused", msg["code"]
            self._kick()
        elif kind == "closed" and msg.get("reason") == "table_closed":
            self.status = "closed"
            self._kick()
        self._inbox.put(msg)

    async def _writer(self, ws) -> None:
        assert self._outbox is not None
        while True:
            msg = await self._outbox.get()
            await ws.send(protocol.encode(msg))

    async def _pinger(self, ws) -> None:
        while True:
            await ws.send(protocol.encode({"type": "ping", "t": time.monotonic()}))
            await asyncio.sleep(self.ping_every)


class ScriptedClient:
    """One connection driven by asyncio code: `await ScriptedClient.open(url, name)` says hello and reads
    the welcome (or the refusal: `welcome` None, `refusal` the error). `recv()` returns the next
    message; every frame received is kept in `frames` (raw text) for privacy scans (unless `keep_frames`
    is False: the benchmark's clients keep none)."""

    keep_frames = True

    def __init__(self, ws, name: str):
        self.ws = ws
        self.name = name
        self.frames: list[str] = []
        self.welcome: dict | None = None
        self.refusal: dict | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.room: str | None = None
        self.state: dict | None = None  # the last `state`

    @classmethod
    async def open(
        cls, url: str, name: str, token: str | None = None, *, hello: bool = True, **options
    ) -> ScriptedClient:
        ws = await connect(url, **{**CONNECT_OPTIONS, **options})
        client = cls(ws, name)
        client.token = token
        if hello:
            await client.send(protocol.hello(__version__, name, token))
            first = await client.recv()
            if first["type"] == "welcome":
                client.welcome = first
            else:
                client.refusal = first
        return client

    async def send(self, msg: dict) -> None:
        await self.ws.send(protocol.encode(msg))

    async def send_raw(self, frame) -> None:
        await self.ws.send(frame)

    async def recv(self, timeout: float = WAIT) -> dict:
        async with asyncio.timeout(timeout):
            frame = await self.ws.recv()
        if self.keep_frames:
            self.frames.append(frame)
        msg = json.loads(frame)
        kind = msg.get("type")
        if kind == "joined":
            self.token, self.seat, self.room = msg["token"], msg["seat"], msg["room"]
        elif kind == "state":
            self.state = msg
        return msg

    async def until(self, kind: str, timeout: float = WAIT, pred=None) -> dict:
        """Read until a message of `kind` (and `pred(msg)`) arrives; the ones before are dropped."""
        async with asyncio.timeout(timeout):
            while True:
                msg = await self.recv(timeout)
                if msg["type"] == kind and (pred is None or pred(msg)):
                    return msg

    async def close(self) -> None:
        await self.ws.close()

    def abort(self) -> None:
        """Drop the connection without a closing handshake (a killed client)."""
        self.ws.transport.abort()
