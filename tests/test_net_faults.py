"""Faults against a real server on a loopback port, each with nothing lost: bad frames, wrong versions,
moves for another seat, tokens reused or forged, floods, stale and repeated moves, an UNO call racing a
catch, a client killed mid-turn (a computer player takes the seat after the grace, and gives it back),
leaving, the turn timer and emotes."""

from __future__ import annotations

import asyncio
import json

import pytest
from netkit import choose, fast_server, open_table, play, url_of
from websockets.exceptions import ConnectionClosed

from game.net import protocol
from game.net.client import ScriptedClient
from game.rules import CallUno, Catch

#: seconds that bound a whole game played by scripted clients, or any one wait for the server: only a
#: hang is caught by them (on a loaded machine a game can take many times as long as on an idle one)
GAME = 120.0
WAIT = 30.0


@pytest.fixture
def server():
    """A fast server whose dropped seats go to a computer player after half a second. Its hello timeout
    is the usual one: a client on a loaded machine may well take more than half a second between
    connecting and saying hello (the tests of this file used to fail then, each in its own way)."""
    srv = fast_server(grace=0.5)
    srv.start()
    yield srv
    srv.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 3 * GAME))


async def _closed_code(client: ScriptedClient) -> int:
    with pytest.raises(ConnectionClosed):
        while True:
            await client.recv(WAIT)
    return client.ws.close_code


async def _two_people(url, kinds=("person", "person"), options=None):
    clients, code = await open_table(url, "classic", list(kinds), options or {"scoring": "single_round"})
    for c in clients:
        await c.until("state")
    return clients, code


async def seen(client: ScriptedClient, pred, timeout: float = WAIT) -> dict:
    """The first message `client` received (it is read by another task) for which `pred` holds."""
    async with asyncio.timeout(timeout):
        checked = 0
        while True:
            for frame in client.frames[checked:]:
                msg = json.loads(frame)
                if pred(msg):
                    return msg
            checked = len(client.frames)
            await asyncio.sleep(0.01)


def _version(server, code) -> int:
    return server.call(lambda: server.hub.rooms[code].match.version)


# ------------------------------------------------------------------------------------ bad frames
def test_malformed_json_and_unknown_or_extra_keys_get_bad_message_and_the_table_goes_on(server):
    async def body():
        clients, code = await _two_people(url_of(server))
        a = clients[0]
        for frame in (
            "{not json",
            "[1,2]",
            '{"type":"nope"}',
            '{"type":"ping"}',
            '{"type":"ping","t":1,"x":2}',
        ):
            await a.send_raw(frame)
            msg = await a.until("error")
            assert msg["code"] == "bad_message"
        await a.send({"type": "ping", "t": 1.5})
        assert (await a.until("pong"))["t"] == 1.5  # still connected
        await asyncio.gather(*(play(c, GAME) for c in clients))

    run(body())


def test_an_oversized_frame_closes_that_connection_with_1009_and_the_table_goes_on(server):
    async def body():
        clients, code = await _two_people(url_of(server), ("person", "person", "normal"))
        big = json.dumps({"type": "ping", "t": 1, "pad": "x" * (protocol.MAX_FRAME + 10)})
        await clients[1].send_raw(big)
        assert await _closed_code(clients[1]) == 1009
        # the dropped seat waits, then a computer player plays it: the host plays the game to its end
        view = await play(clients[0], GAME)
        assert view["phase"] == "game_over"

    run(body())


def test_a_wrong_protocol_version_is_refused_with_a_clear_code(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Old", hello=False)
        await c.send({"type": "hello", "protocol": 99, "game": "0.0.1", "name": "Old", "token": None})
        msg = await c.recv()
        assert msg["type"] == "error" and msg["code"] == "version_mismatch"
        assert await _closed_code(c) == 1008

    run(body())


def test_no_hello_in_time_or_another_first_message_closes():
    server = fast_server(hello_timeout=0.5)  # its own server: the others give a slow client time
    server.start()

    async def body():
        c = await ScriptedClient.open(url_of(server), "Mute", hello=False)
        msg = await c.recv(WAIT)
        assert msg["code"] == "no_hello"
        assert await _closed_code(c) == 1008
        c = await ScriptedClient.open(url_of(server), "Rude", hello=False)
        await c.send({"type": "join", "room": "ABCDE"})
        assert (await c.recv(WAIT))["code"] == "no_hello"

    try:
        run(body())
    finally:
        server.stop()


# ------------------------------------------------------------------------------------ seats and tokens
def test_an_action_names_no_seat_and_a_move_of_another_seat_changes_nothing(server):
    async def body():
        clients, code = await _two_people(url_of(server))
        state = clients[0].state
        view = state["view"]
        idle = clients[0] if view["turn"] != 0 else clients[1]
        other_view = next(c for c in clients if c is not idle).state["view"]
        move = choose(other_view)
        before = _version(server, code)
        # a seat field is not part of an action: refused as malformed
        await idle.send(
            {"type": "action", "id": "x1", "version": before, "action": move, "seat": other_view["seat"]}
        )
        assert (await idle.until("error"))["code"] == "bad_message"
        # the other seat's move sent from this seat's connection: the engine refuses it for this seat
        await idle.send({"type": "action", "id": "x2", "version": before, "action": move})
        reject = await idle.until("reject")
        assert reject["id"] == "x2" and reject["code"] in ("not_your_turn", "not_in_hand", "wrong_phase")
        fresh = await idle.until("state")
        assert fresh["view"]["version"] == before == _version(server, code)

    run(body())


def test_a_forged_token_gets_nothing_and_a_reused_token_replaces_the_first_connection(server):
    async def body():
        url = url_of(server)
        clients, code = await _two_people(url)
        forged = await ScriptedClient.open(url, "Eve", token="A" * 32)
        assert forged.refusal is None  # welcome first, then the refusal
        msg = await forged.recv()
        assert msg["type"] == "error" and msg["code"] == "bad_token"
        assert await _closed_code(forged) == 1008
        assert not any('"state"' in f for f in forged.frames)
        # the guest's token from a second connection: the new one gets the seat, the old one is told
        guest = clients[1]
        again = await ScriptedClient.open(url, "Guest again", token=guest.token)
        joined = await again.until("joined")
        assert joined["seat"] == 1 and joined["room"] == code
        assert (await again.until("state"))["view"]["seat"] == 1
        assert (await guest.until("error"))["code"] == "replaced"
        assert await _closed_code(guest) == 1008
        clients[1] = again
        await asyncio.gather(*(play(c, GAME) for c in clients))

    run(body())


def test_a_flood_closes_the_connection_and_the_table_goes_on():
    srv = fast_server(rate=10.0, burst=20, grace=0.3)
    srv.start()
    try:

        async def body():
            clients, code = await _two_people(url_of(srv), ("person", "person", "normal"))
            flooder = clients[1]
            for i in range(60):
                await flooder.send({"type": "ping", "t": i})
            errors = []
            with pytest.raises(ConnectionClosed):
                while True:
                    msg = await flooder.recv(WAIT)
                    if msg["type"] == "error":
                        errors.append(msg["code"])
            assert flooder.ws.close_code == 1008 and errors and set(errors) == {"flood"}
            srv.config.rate = srv.config.burst = 1000  # the host plays fast from here
            view = await play(clients[0], GAME)
            assert view["phase"] == "game_over"

        run(body())
    finally:
        srv.stop()


# ------------------------------------------------------------------------------------ moves
def test_a_stale_move_is_rejected_with_a_fresh_view_and_a_repeated_id_is_applied_once(server):
    async def body():
        clients, code = await _two_people(url_of(server))
        turn = clients[0].state["view"]["turn"]
        mover = clients[turn]
        view = mover.state["view"]
        move = choose(view)
        await mover.send({"type": "action", "id": "m1", "version": view["version"] + 5, "action": move})
        reject = await mover.until("reject")
        assert reject["code"] == "stale"
        fresh = await mover.until("state")
        assert fresh["view"]["version"] == view["version"]
        await mover.send({"type": "action", "id": "m1", "version": view["version"], "action": move})
        await mover.until("ack")
        await mover.send({"type": "action", "id": "m1", "version": view["version"], "action": move})
        assert (await mover.until("ack"))["id"] == "m1"  # acknowledged again...
        assert _version(server, code) == view["version"] + 1  # ...applied once

    run(body())


def test_an_uno_call_and_a_catch_sent_together_have_exactly_one_outcome(server):
    """Nobody calls UNO with the play; whenever a seat is exposed, it calls UNO and the other catches it,
    both from the same view: the first to arrive is applied, the other refused, every time. (A seat
    that plays its last card right after its call, a Skip having given it the turn again, ends the
    game before the slower seat's catch is answered: each seat reads on until its moves are.)"""

    async def body():
        clients, code = await _two_people(url_of(server), options={"scoring": "single_round"})
        sent: dict[str, str] = {}
        sent_by: dict[str, list[str]] = {}  # each client's name -> the ids of its UNO calls and catches
        answers: dict[str, str] = {}

        async def side(client, msg):
            view = msg["view"]
            if view["exposed"] and view["phase"] == "play":
                if view["may_call_uno"]:
                    kind, action = "uno", {"do": "uno"}
                elif view["catchable"]:
                    kind, action = "catch", {"do": "catch", "target": view["catchable"][0]}
                else:
                    return False
                action_id = f"{kind}-{view['version']}"
                sent[action_id] = kind
                sent_by.setdefault(client.name, []).append(action_id)
                await client.send(
                    {"type": "action", "id": action_id, "version": view["version"], "action": action}
                )
                return True
            move = choose(view)
            if move is not None and move.get("uno"):
                move = {k: v for k, v in move.items() if k != "uno"}  # forget UNO (legal lists only the call)
                await client.send(
                    {
                        "type": "action",
                        "id": f"p{view['seat']}-{view['version']}",
                        "version": view["version"],
                        "action": move,
                    }
                )
                return True
            return False

        async def collect(client):
            original = client.recv

            async def recv(timeout=10.0):
                msg = await original(timeout)
                if msg["type"] in ("ack", "reject") and msg["id"] in sent:
                    answers[msg["id"]] = msg["type"]
                return msg

            client.recv = recv

        for c in clients:
            await collect(c)
        await asyncio.gather(*(play(c, GAME, side) for c in clients))

        async def read_answers(client):  # the answers to moves sent as the game ended
            while any(i not in answers for i in sent_by.get(client.name, [])):
                await client.recv(WAIT)

        await asyncio.gather(*(read_answers(c) for c in clients))
        game_actions = server.call(lambda: list(server.hub.rooms[code].match.actions))
        versions = {i.split("-")[1] for i in sent}
        raced = [v for v in versions if f"uno-{v}" in sent and f"catch-{v}" in sent]
        assert raced, "no UNO window came up in this game"
        for v in raced:
            outcomes = sorted(answers[f"{k}-{v}"] for k in ("uno", "catch"))
            assert outcomes == ["ack", "reject"], (v, outcomes)
            seat, action = game_actions[int(v)]
            assert isinstance(action, CallUno | Catch)
            seat2, after = game_actions[int(v) + 1]
            assert not isinstance(after, CallUno | Catch)  # the loser's move was not applied after

    run(body())


# ------------------------------------------------------------------------------------ drops and leaving
def test_a_client_killed_mid_turn_is_played_by_a_computer_after_the_grace_and_gets_its_seat_back(server):
    async def body():
        url = url_of(server)
        clients, code = await _two_people(url, ("person", "person", "normal"))
        host, guest = clients
        host_plays = asyncio.create_task(play(host, GAME))  # the host plays its turns all along
        # the guest waits for its turn, then dies without a word
        while guest.state["view"]["decision"] is None:
            await guest.until("state")
        token, seat = guest.token, guest.seat
        guest.abort()
        await seen(host, lambda m: m["type"] == "state" and m["presence"][seat] == "away")
        taken = await seen(host, lambda m: m["type"] == "state" and m["presence"][seat] == "ai")
        # the computer player moves for the seat
        await seen(host, lambda m: m["type"] == "state" and m["by"] == seat)
        assert server.call(lambda: seat in server.hub.rooms[code].match.ai)
        back = await ScriptedClient.open(url, "Guest", token=token)
        joined = await back.until("joined")
        assert joined["seat"] == seat
        state = await back.until("state")
        assert state["presence"][seat] == "here" and state["view"]["version"] >= taken["view"]["version"]
        assert not server.call(lambda: seat in server.hub.rooms[code].match.ai)
        views = await asyncio.gather(host_plays, play(back, GAME))
        assert views[1]["phase"] == "game_over"

    run(body())


def test_leaving_hands_the_seat_to_a_computer_at_once_and_the_token_dies(server):
    async def body():
        url = url_of(server)
        clients, code = await _two_people(url, ("person", "person", "person"))
        quitter = clients[2]
        token = quitter.token
        await quitter.send({"type": "leave"})
        msg = await clients[0].until("state", pred=lambda m: m["presence"][2] == "ai")
        assert msg["presence"][2] == "ai"
        again = await ScriptedClient.open(url, "Back", token=token)
        assert (await again.recv())["code"] == "bad_token"
        await asyncio.gather(*(play(c, GAME) for c in clients[:2]))

    run(body())


def test_the_turn_timer_makes_an_overdue_decision(server):
    async def body():
        clients, code = await _two_people(url_of(server))

        def shorten():  # under the protocol's 5 s, so set on the started table (and on the ticker's round)
            room = server.hub.rooms[code]
            room.timer = 0.3
            server.hub.ticking(room)

        server.call(shorten)
        turn = clients[0].state["view"]["turn"]
        before = clients[0].state["view"]["version"]
        # nobody moves: after the timer, a move is made for the seat to play
        msg = await clients[0].until("state", pred=lambda m: m["view"]["version"] > before, timeout=WAIT)
        assert msg["by"] == turn

    run(body())


def test_emotes_reach_the_table_at_most_one_a_second_and_only_from_the_fixed_set(server):
    async def body():
        clients, code = await _two_people(url_of(server))
        a, b = clients
        await a.send({"type": "emote", "emote": "gg"})
        got = await b.until("emote")
        assert got == {"type": "emote", "seat": 0, "emote": "gg"}
        await a.send({"type": "emote", "emote": "wow"})
        assert (await a.until("error"))["code"] == "not_now"
        await a.send({"type": "emote", "emote": "you are bad"})
        assert (await a.until("error"))["code"] == "bad_message"

    run(body())


def test_lobby_rules_host_only_room_codes_and_full_rooms(server):
    async def body():
        url = url_of(server)
        host = await ScriptedClient.open(url, "Host")
        await host.send(
            {
                "type": "create",
                "edition": "classic",
                "options": {},
                "seats": [{"kind": "person"}, {"kind": "open"}],
                "code": "Friends1",
            }
        )
        assert (await host.until("joined"))["room"] == "FRIENDS1"
        other = await ScriptedClient.open(url, "Other")
        await other.send(
            {
                "type": "create",
                "edition": "classic",
                "options": {},
                "seats": [{"kind": "person"}, {"kind": "open"}],
                "code": "friends1",
            }
        )
        assert (await other.until("error"))["code"] == "room_taken"
        await other.send({"type": "join", "room": "nope9"})
        assert (await other.until("error"))["code"] == "no_room"
        await other.send({"type": "join", "room": "friends1"})
        assert (await other.until("joined"))["seat"] == 1
        await other.send({"type": "start"})
        assert (await other.until("error"))["code"] == "not_host"
        await host.send({"type": "start"})  # the guest is not ready
        assert (await host.until("error"))["code"] == "not_now"
        third = await ScriptedClient.open(url, "Third")
        await third.send({"type": "join", "room": "FRIENDS1"})
        assert (await third.until("error"))["code"] == "room_full"
        await host.send(
            {
                "type": "create",
                "edition": "nope",
                "options": {},
                "seats": [{"kind": "person"}] * 2,
                "code": None,
            }
        )
        assert (await host.until("error"))["code"] in ("bad_message", "not_now")

    run(body())


def test_a_client_that_stops_reading_is_dropped_instead_of_holding_up_the_table():
    """Each connection's frames are written without waiting (websockets' own framing, one write a turn):
    a reader that never takes its frames fills only its own buffer and is cut off once it holds more
    than `send_buffer` bytes; sending to it never waits, and the others are written as before."""
    from websockets.protocol import Protocol, Side, State

    from game.net.config import Config
    from game.net.conn import Conn
    from game.net.server import Hub

    class Transport:
        """A socket whose peer reads nothing (`stuck`: every byte stays buffered) or everything."""

        def __init__(self, stuck: bool):
            self.stuck, self.buffered, self.written, self.aborted = stuck, 0, b"", False

        def write(self, data: bytes) -> None:
            self.written += data
            if self.stuck:
                self.buffered += len(data)

        def get_write_buffer_size(self) -> int:
            return self.buffered

        def abort(self) -> None:
            self.aborted = True

    class Socket:
        send_in_progress = None

        def __init__(self, stuck: bool):
            self.protocol = Protocol(Side.SERVER, state=State.OPEN)  # websockets' own framing
            self.transport = Transport(stuck)

    async def body():
        frame = protocol.encode(protocol.error("not_now", "x" * 200))
        framed = len(frame) + 4  # a server's text frame of 126-65535 bytes: a 4-byte header
        hub = Hub(Config(send_buffer=3 * framed + framed // 2))
        hub.loop = asyncio.get_running_loop()
        slow, other = Conn(Socket(stuck=True), hub), Conn(Socket(stuck=False), hub)
        for turn in range(10):
            slow.send_frame(frame)  # returns at once every time
            other.send_frame(frame)
            other.send_frame(frame)
            await asyncio.sleep(0)  # the end of the turn: each connection written once
            if turn == 2:
                assert not slow.ws.transport.aborted  # three frames: within the buffer
        assert slow.ws.transport.aborted and slow.closed
        assert slow.sent == 4  # the fourth frame passed the buffer: dropped then, nothing after
        assert not other.ws.transport.aborted and not other.closed and other.sent == 20
        assert len(other.ws.transport.written) == 20 * framed
        client = Protocol(Side.CLIENT, state=State.OPEN)  # the bytes written are the frames, in order
        client.receive_data(other.ws.transport.written)
        texts = [e.data.decode() for e in client.events_received()]
        assert texts == [frame] * 20

    run(body())


def test_per_address_limits_on_connections_and_new_tables():
    srv = fast_server(connections_per_address=2, tables_per_address=1)
    srv.start()
    try:

        async def body():
            url = url_of(srv)
            a = await ScriptedClient.open(url, "A")
            b = await ScriptedClient.open(url, "B")
            c = await ScriptedClient.open(url, "C", hello=False)
            assert (await c.recv())["code"] == "too_many"
            assert await _closed_code(c) == 1013
            create = {
                "type": "create",
                "edition": "classic",
                "options": {},
                "seats": [{"kind": "person"}] * 2,
            }
            await a.send({**create, "code": None})
            await a.until("joined")
            await b.send({**create, "code": None})
            assert (await b.until("error"))["code"] == "too_many"
            await b.close()
            # a connection closed makes room for another once the server has seen the close: asked
            # again until then (a fixed pause of 0.2 s was too short on a loaded machine)
            async with asyncio.timeout(WAIT):
                while (d := await ScriptedClient.open(url, "D")).welcome is None:
                    assert d.refusal is not None and d.refusal["code"] == "too_many", d.refusal
                    await d.close()
                    await asyncio.sleep(0.05)

        run(body())
    finally:
        srv.stop()
