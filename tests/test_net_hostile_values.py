"""Values an independent client found that the server mishandled (issue 30): a 309-digit number in a
ping, a lone surrogate in a create's options, JSON true/false used as seat numbers, and `seq` across
a server restart. Each against a real server on a loopback port, and the engine where the cause was."""

from __future__ import annotations

import asyncio

import pytest
from netkit import FAST, fast_server, open_table, url_of

from game.net.client import ScriptedClient
from game.net.config import Config
from game.net.thread import ServerThread
from game.rules import Catch, Play, RuleError, action_from_json, apply, new_game
from game.rules.options import Options


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 30))


@pytest.fixture
def server():
    srv = fast_server(grace=0.5)
    srv.start()
    yield srv
    srv.stop()


def test_a_huge_number_in_a_ping_is_a_bad_message_and_the_connection_stays(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        await c.send_raw('{"type":"ping","t":' + "9" * 309 + "}")
        assert (await c.until("error"))["code"] == "bad_message"
        await c.send_raw('{"type":"ping","t":-1e999}')  # JSON's way to say minus infinity
        assert (await c.until("error"))["code"] == "bad_message"
        await c.send({"type": "ping", "t": 2.5})
        assert (await c.until("pong"))["t"] == 2.5

    run(body())


def test_a_lone_surrogate_is_a_bad_message_never_an_internal_error(server):
    async def body():
        c = await ScriptedClient.open(url_of(server), "Ada")
        seats = '[{"kind":"person"},{"kind":"open"}]'
        for options in ('{"\\ud800":1}', '{"blank_cards":"\\udfff"}'):
            await c.send_raw(
                '{"type":"create","edition":"classic","options":'
                + options
                + ',"seats":'
                + seats
                + ',"code":null}'
            )
            error = await c.until("error")
            assert error["code"] == "bad_message"
            error["detail"].encode("utf-8")
        # a surrogate pair is an ordinary character (here an emoji in a name the server normalises)
        await c.send_raw(
            '{"type":"create","edition":"classic","options":{},"seats":' + seats + ',"code":null}'
        )
        assert (await c.until("joined"))["seat"] == 0

    run(body())


@pytest.mark.parametrize("target", [False, True])
def test_a_bool_is_no_seat_number_at_the_table(server, target):
    async def body():
        clients, _code = await open_table(url_of(server), "classic", ["person", "person"])
        for c in clients:
            await c.until("state")
        a, b = clients
        version = a.state["view"]["version"]
        await a.send(
            {"type": "action", "id": "x1", "version": version, "action": {"do": "catch", "target": target}}
        )
        reject = await a.until("reject")
        assert reject["code"] == "bad_argument"
        for frame in b.frames:  # nobody was told of a catch of seat `false`
            assert '"target":false' not in frame and '"target":true' not in frame

    run(body())


def test_the_engine_takes_no_bool_for_a_seat_a_count_or_a_flag():
    state = new_game("classic", 3, Options(seven_zero=True), 4)
    for action in (Catch(False), Catch(True), Catch(1.0)):
        with pytest.raises(RuleError) as err:
            apply(state, 1, action)
        assert err.value.code == "bad_argument"
    with pytest.raises(RuleError):
        apply(state, True, Catch(0))  # type: ignore[arg-type]
    seven = next((c for c in state.hands[state.turn] if c.endswith("7")), None)
    if seven is not None:
        with pytest.raises(RuleError):
            apply(state, state.turn, Play(seven, swap_with=True))
    with pytest.raises(ValueError):
        new_game("classic", True, Options(), 1)  # type: ignore[arg-type]
    assert Options(target=True).problems("classic") and Options(uno_penalty=2.0).problems("classic")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        action_from_json({"do": "play", "card": "r5", "uno": "no"})


def test_seq_keeps_increasing_across_a_server_restart(tmp_path):
    srv = fast_server(data_dir=tmp_path)
    srv.start()
    url = url_of(srv)

    async def before():
        clients, code = await open_table(url, "classic", ["person", "person"], {"scoring": "single_round"})
        for c in clients:
            await c.until("state")
        for n in range(5):  # more states for seat 0: pings do not make states, refusals do
            await clients[0].send({"type": "action", "id": f"s{n}", "version": 999, "action": {"do": "draw"}})
            await clients[0].until("state")
        return clients

    clients = run(before())
    seqs = {c.token: c.state["seq"] for c in clients}
    srv.stop()
    srv2 = server_on_port(tmp_path, srv.address[1])
    try:

        async def after():
            for token, seq in seqs.items():
                c = await ScriptedClient.open(url, "Back", token=token)
                await c.until("joined")
                state = await c.until("state")
                assert state["seq"] > seq, (state["seq"], seq)

        run(after())
    finally:
        srv2.stop()


def server_on_port(data_dir, port: int):
    """A server started again on the port (and journal) of one that stopped."""
    srv = ServerThread("127.0.0.1", port, config=Config(**FAST), data_dir=data_dir)
    srv.start()
    return srv
