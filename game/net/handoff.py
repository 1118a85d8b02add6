"""Handing a client's connection from the front door to a worker on the same machine (Linux, no TLS at
the door): the door passes the socket itself (`SCM_RIGHTS` over a Unix socket), with the bytes it has
read from it (the HTTP upgrade request, the first messages, anything after them), and drops out. The
worker adopts the open WebSocket as if it had accepted it: the handshake's answer is not sent again
(the door sent it) and, when the door has answered `hello` itself, neither is `welcome`. From then on
the door costs a move nothing; a splice (game/net/door.py) remains for TLS at the door and for the
workers of other machines.

The worker listens on an abstract Unix socket (no file; its name is random and reported to the door
with the worker's tables, game/net/worker.py). Anyone on the machine who can reach the worker's
loopback port can reach it too: it gives nothing more.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import socket
from functools import partial

from websockets.asyncio.server import Server

from .wsconn import TableConnection

log = logging.getLogger("game.net.server")

MESSAGE_MAX = 1 << 17  # the header and the bytes read so far (a request and a few 16 KiB frames at most)


def available() -> bool:
    return hasattr(socket, "send_fds") and hasattr(socket, "AF_UNIX")


def send(name: str, sock: socket.socket, welcomed: bool, prefix: bytes) -> None:
    """The door's side: pass `sock` and `prefix` to the worker listening on `name` (raises OSError)."""
    header = json.dumps({"welcomed": welcomed}).encode()
    with socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET) as channel:
        channel.settimeout(2.0)
        channel.connect(name)
        socket.send_fds(channel, [header + b"\n" + prefix], [sock.fileno()])


class AdoptedConnection(TableConnection):
    """A WebSocket the door opened: its request is replayed, its answer not sent again."""

    prefix = b""
    welcomed = False  # the door answered `hello` (game/net/server.py then sends no `welcome`)

    def connection_made(self, transport) -> None:
        super().connection_made(transport)
        self.data_received(self.prefix)  # before the socket is read: the door's bytes come first

    async def handshake(self, *args, **kwargs) -> None:
        await self.request_rcvd
        assert self.request is not None
        self.response = self.protocol.accept(self.request)
        self.protocol.send_response(self.response)
        self.protocol.data_to_send()  # the door has sent the answer already


def listen(server: Server, options: dict) -> str:
    """The worker's side: adopt the connections the door hands over, on the server `server` (its
    handler, its connections); `options`: the `serve` settings (`server.server_options`). Returns the
    abstract socket's name."""
    name = f"\0uno-table-{secrets.token_hex(12)}"
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    listener.bind(name)
    listener.listen(64)
    listener.setblocking(False)
    loop = asyncio.get_running_loop()
    loop.add_reader(listener.fileno(), partial(_adopt, listener, server, options))
    return name


def _adopt(listener: socket.socket, server: Server, options: dict) -> None:
    from websockets.server import ServerProtocol

    try:
        channel, _ = listener.accept()
    except BlockingIOError:
        return
    with channel:
        channel.settimeout(2.0)
        try:
            data, fds, _flags, _address = socket.recv_fds(channel, MESSAGE_MAX, 1)
        except OSError:
            log.exception("a hand-over from the door failed")
            return
    if not fds:
        return
    client = socket.socket(fileno=fds[0])
    head, _, prefix = data.partition(b"\n")
    try:
        header = json.loads(head)
    except ValueError:
        client.close()
        return
    client.setblocking(False)
    protocol = ServerProtocol(max_size=options["max_size"])
    connection = AdoptedConnection(
        protocol,
        server,
        ping_interval=options["ping_interval"],
        ping_timeout=options["ping_timeout"],
        close_timeout=options["close_timeout"],
        max_queue=options["max_queue"],
    )
    connection.prefix, connection.welcomed = prefix, bool(header.get("welcomed"))
    loop = asyncio.get_running_loop()
    task = loop.create_task(loop.connect_accepted_socket(partial(_same, connection), client))
    task.add_done_callback(_logged)


def _same(connection: AdoptedConnection) -> AdoptedConnection:
    return connection


def _logged(task: asyncio.Task) -> None:
    with contextlib.suppress(asyncio.CancelledError):
        if task.exception() is not None:
            log.error("an adopted connection failed: %s", task.exception())
