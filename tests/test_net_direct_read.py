"""The server hands each message to the hub the moment its frame is read (game/net/wsconn.py, issue 44):
messages that arrive together are answered in their order, whether they came before the `hello` was
handled (websockets' queue) or after (the direct delivery); what websockets must answer itself (a binary
or fragmented message, text that is not UTF-8) is answered as before; and a connection's moves take the
direct way (no queue, no handler wake per message). Real server, real sockets on loopback."""

from __future__ import annotations

import asyncio
import json

import pytest
from netkit import fast_server, open_table, url_of
from websockets.asyncio.client import connect

from game import __version__
from game.net import protocol
from game.net.client import ScriptedClient
from game.net.wsconn import TableConnection
from game.net.wsframes import TEXT, encode_frame


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 30))


@pytest.fixture
def server():
    srv = fast_server()
    srv.start()
    yield srv
    srv.stop()


def frames(*messages: dict | str) -> bytes:
    """Client frames (masked) of `messages`, to be written in one go (one TCP segment on loopback)."""
    return b"".join(
        encode_frame(TEXT, (m if isinstance(m, str) else protocol.encode(m)).encode(), masked=True)
        for m in messages
    )


async def messages(ws, count: int) -> list[dict]:
    return [json.loads(await asyncio.wait_for(ws.recv(), 10)) for _ in range(count)]


def pings(first: int, count: int) -> list[dict]:
    return [{"type": "ping", "t": float(t)} for t in range(first, first + count)]


def test_messages_written_with_the_hello_are_answered_in_their_order(server):
    """hello and six pings in one write: the pings wait in websockets' queue while the hello is handled,
    then the queue is read out before the direct delivery starts; six more in one write after it."""

    async def body():
        async with connect(url_of(server)) as ws:
            ws.transport.write(frames(protocol.hello(__version__, "Ada", None), *pings(1, 6)))
            got = await messages(ws, 7)
            assert got[0]["type"] == "welcome"
            assert [m["t"] for m in got[1:]] == [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
            ws.transport.write(frames(*pings(7, 6)))
            assert [m["t"] for m in await messages(ws, 6)] == [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]

    run(body())


def test_binary_and_fragmented_messages_are_answered_as_before_and_the_connection_goes_on(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        await c.send({"type": "ping", "t": 1.0})
        assert (await c.until("pong"))["t"] == 1.0
        await c.send_raw(b'{"type":"ping","t":2}')  # binary: refused by the protocol's parser
        error = await c.until("error")
        assert (error["code"], error["detail"]) == ("bad_message", "binary frame")
        await c.send_raw(['{"type":"ping",', '"t":3.0}'])  # one text message in two fragments
        assert (await c.until("pong"))["t"] == 3.0
        c.ws.transport.write(frames(*pings(4, 3)))  # and together again, in order
        assert [(await c.until("pong"))["t"] for _ in range(3)] == [4.0, 5.0, 6.0]

    run(body())


def test_text_that_is_not_utf8_closes_the_connection_with_1007(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        c.ws.transport.write(encode_frame(TEXT, b'{"type":"ping","t":\xff}', masked=True))
        with pytest.raises(Exception):  # noqa: B017 (ConnectionClosedError, from recv)
            await c.recv(10)
        await asyncio.wait_for(c.ws.wait_closed(), 10)
        assert c.ws.close_code == 1007

    run(body())


def test_nothing_after_a_fatal_message_is_handled(server):
    """A `hello` sent twice ten times over is ten strikes: the tenth closes the connection, and the ping
    written in the same go after it is never answered (the old loop's `if conn.closed: return`)."""

    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        hello = protocol.hello(__version__, "Ada", None)
        c.ws.transport.write(frames(*[hello] * 10, {"type": "ping", "t": 1.0}))
        kinds = []
        with pytest.raises(Exception):  # noqa: B017 (the close)
            while True:
                kinds.append((await c.recv(10))["type"])
        assert "pong" not in kinds
        assert kinds.count("error") == 10
        assert c.ws.close_code == 1008

    run(body())


def test_a_tables_moves_take_the_direct_way(server):
    """Every seated connection of a playing table is read directly, and after a few moves websockets'
    message queue of each has never held a frame since the hello; and each move's frames were written at
    the end of its read, in the same turn of the event loop (no flush scheduled for a later turn)."""

    async def body():
        clients, _code = await open_table(url_of(server), "classic", ["person", "person"])
        for c in clients:
            await c.until("state")
        conns = [c for c in server.hub.conns if c.room is not None]
        assert len(conns) == 2
        put = []
        for conn in conns:
            assert isinstance(conn.ws, TableConnection)
            assert conn.ws.direct is not None
            original = conn.ws.recv_messages.put
            conn.ws.recv_messages.put = lambda frame, original=original: (put.append(frame), original(frame))
        hub = server.hub
        later: list = []

        def count_flushes() -> None:
            call_soon = hub.loop.call_soon

            def counted(callback, *args, **kwargs):
                if callback == hub.flush:
                    later.append(callback)
                return call_soon(callback, *args, **kwargs)

            hub.loop.call_soon = counted

        server.call(count_flushes)
        for _ in range(6):
            mover = next(c for c in clients if c.state["view"]["decision"] is not None)
            view = mover.state["view"]
            legal = [m for m in view["legal"] if m["do"] not in ("uno", "catch")]
            await mover.send(
                {
                    "type": "action",
                    "id": f"a{view['version']}",
                    "version": view["version"],
                    "action": legal[0],
                }
            )
            await mover.until("ack")
            for c in clients:  # (the mover's state came before its ack)
                if c.state["view"]["version"] <= view["version"]:
                    await c.until("state", pred=lambda m, v=view["version"]: m["view"]["version"] > v)
        assert put == []
        assert later == []
        server.call(lambda: vars(hub.loop).pop("call_soon"))

    run(body())


def test_frames_cut_anywhere_by_the_network_are_read_whole(server):
    """The server parses a client's frames itself while it delivers them directly: a frame may come in
    pieces (here a byte at a time, and a write that ends in a frame's middle)."""

    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        data = frames(*pings(1, 3))
        for i in range(len(data)):
            c.ws.transport.write(data[i : i + 1])
            if i % 7 == 0:
                await asyncio.sleep(0.001)
        assert [(await c.until("pong"))["t"] for _ in range(3)] == [1.0, 2.0, 3.0]
        data = frames(*pings(4, 3))
        c.ws.transport.write(data[:30])
        await asyncio.sleep(0.05)
        c.ws.transport.write(data[30:])
        assert [(await c.until("pong"))["t"] for _ in range(3)] == [4.0, 5.0, 6.0]

    run(body())


def test_a_clients_ping_is_answered_by_websockets_and_the_direct_read_goes_on(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        await c.send({"type": "ping", "t": 1.0})
        assert (await c.until("pong"))["t"] == 1.0
        (conn,) = [x for x in server.hub.conns if x.name == "Ada"]
        for _ in range(3):
            latency = await asyncio.wait_for(await c.ws.ping(), 10)  # websockets' pong came back
            assert latency >= 0
        c.ws.transport.write(frames(*pings(2, 2)))
        assert [(await c.until("pong"))["t"] for _ in range(2)] == [2.0, 3.0]
        assert conn.ws.direct is not None and conn.ws.parse_here

    run(body())


def test_a_frame_over_the_limit_closes_the_connection_with_1009(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        big = '{"type":"ping","t":1,"x":"' + "a" * protocol.MAX_FRAME + '"}'
        c.ws.transport.write(encode_frame(TEXT, big.encode(), masked=True))
        await asyncio.wait_for(c.ws.wait_closed(), 10)
        assert c.ws.close_code == 1009

    run(body())
