"""Between two rounds of a network table (issue 30, defect 4): one person's "Next round" does not end
the round for everyone. Each person's summary stays until they leave it; every `state` says who is
ready; the next round starts when every person is, or when the table's timer runs out."""

from __future__ import annotations

import asyncio

import pytest
from netkit import choose, fast_server, open_table, url_of

from game.net.client import ScriptedClient


@pytest.fixture
def server():
    srv = fast_server(grace=30)
    srv.start()
    yield srv
    srv.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


async def play_to_round_end(client: ScriptedClient) -> dict:
    """Play until this client's view shows the round over; returns that state."""
    msg = client.state
    while True:
        if msg is not None and msg["type"] == "state":
            view = msg["view"]
            if view["phase"] == "round_over":
                return msg
            move = choose(view)
            if move is not None:
                await client.send(
                    {
                        "type": "action",
                        "id": f"{client.seat}-{view['version']}",
                        "version": view["version"],
                        "action": move,
                    }
                )
        msg = await client.recv(20)


async def table_at_round_end(url: str):
    clients, code = await open_table(url, "classic", ["person", "person", "normal"], {"target": 5000})
    for c in clients:
        await c.until("state")
    ends = await asyncio.gather(*(play_to_round_end(c) for c in clients))
    return clients, code, ends


async def answer(client: ScriptedClient, action_id: str) -> dict:
    """The server's answer (ack or reject) to the move `action_id`; the ones before it are skipped (the
    ack of the move that ended the round comes after the state that shows the round over)."""
    while True:
        msg = await client.recv()
        if msg["type"] in ("ack", "reject") and msg["id"] == action_id:
            return msg


def next_round(client: ScriptedClient, end: dict, action_id: str) -> dict:
    version = end["view"]["version"]
    return {"type": "action", "id": action_id, "version": version, "action": {"do": "next_round"}}


def test_one_persons_next_round_leaves_every_other_summary_and_says_who_is_ready(server):
    async def body():
        (host, guest), code, ends = await table_at_round_end(url_of(server))
        assert ends[0]["ready"] == []
        await host.send(next_round(host, ends[0], "h-next"))
        assert (await answer(host, "h-next"))["type"] == "ack"
        told = await guest.until("state")
        assert told["view"]["phase"] == "round_over" and told["ready"] == [0]
        assert told["view"]["round_no"] == ends[1]["view"]["round_no"]
        assert any(told["view"]["final_hands"] or ())  # the cards are still there to read
        mine = await host.until("state")
        assert mine["view"]["phase"] == "round_over" and mine["ready"] == [0]
        # the host's button was pressed once; pressed again (a retry), it is acknowledged, not refused
        await host.send(next_round(host, ends[0], "h-next"))
        assert (await answer(host, "h-next"))["type"] == "ack"
        await guest.send(next_round(guest, ends[1], "g-next"))
        for c, end in ((host, ends[0]), (guest, ends[1])):
            started = await c.until("state", pred=lambda m: m["view"]["phase"] != "round_over")
            assert started["view"]["round_no"] == end["view"]["round_no"] + 1
            assert started["ready"] == []

    run(body())


def test_the_host_timer_starts_the_next_round_without_the_last_reader(server):
    async def body():
        (host, guest), code, ends = await table_at_round_end(url_of(server))
        server.call(lambda: setattr(server.hub.rooms[code], "timer", 1))
        await host.send(next_round(host, ends[0], "h-next"))
        told = await guest.until("state", pred=lambda m: m["ready"] == [0])
        assert told["timer"] is not None and 0 < told["timer"] <= 1  # the guest sees the countdown
        started = await guest.until("state", pred=lambda m: m["view"]["phase"] != "round_over", timeout=10)
        assert started["view"]["round_no"] == ends[1]["view"]["round_no"] + 1

    run(body())


def test_a_reader_who_drops_for_good_does_not_hold_the_table():
    async def body():
        srv = fast_server(grace=0.3)
        srv.start()
        try:
            (host, guest), code, ends = await table_at_round_end(url_of(srv))
            await host.send(next_round(host, ends[0], "h-next"))
            await host.until("state", pred=lambda m: m["ready"] == [0])
            guest.abort()  # the guest's game died on the summary: after the grace a computer plays on
            started = await host.until("state", pred=lambda m: m["view"]["phase"] != "round_over", timeout=10)
            assert started["presence"][1] == "ai"
        finally:
            srv.stop()

    run(body())
