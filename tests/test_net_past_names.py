"""Issue 40: the round so far, told to someone who comes later (`past`), keeps the names of whoever made
each move. A real server on a loopback port: "Host" opens the table, "Guest 1" plays a few moves and
leaves for good, a computer plays his seat for him, and Carol takes it over. The move log her game
starts with says the guest's moves were his and the computer's were "Computer for Guest 1", none of
them hers (the log named every seat by who sat there now: Carol's first lines said she had played the
guest's cards)."""

from __future__ import annotations

import asyncio

from net_fakes import ScriptedClient as FakeClient
from netkit import choose, open_table, url_of
from test_net_faults import WAIT, run, server  # noqa: F401  (the fixture)

from game.net.client import ScriptedClient
from game.net.remote import RemoteTable
from game.net.session import NetSession


async def _play_until(clients, done, limit: float = 60.0) -> None:
    """Each client makes its seat's moves (the first that `choose` gives) until `done(msg)` holds for a
    state one of them received."""
    async with asyncio.timeout(limit):
        while True:
            for c in clients:
                try:
                    msg = await c.recv(0.05)
                except TimeoutError:
                    msg = None
                if msg is not None and msg["type"] == "state" and done(msg):
                    return
                view = c.state["view"] if c.state else None
                move = choose(view) if view else None
                if move is not None and (msg is None or msg["type"] == "state"):
                    action = {
                        "type": "action",
                        "id": f"{c.seat}-{view['version']}",
                        "version": view["version"],
                    }
                    await c.send({**action, "action": move})


def test_a_newcomer_is_told_the_round_so_far_under_the_names_of_those_who_made_it(server):  # noqa: F811
    async def body():
        url = url_of(server)
        (host, guest), code = await open_table(
            url, "classic", ["person", "person", "normal"], {"target": 5000}
        )
        await host.until("state", WAIT)
        await guest.until("state", WAIT)
        await _play_until([host, guest], lambda m: m["by"] == 1 and m["actor"] == "person")  # the guest moved
        await guest.send({"type": "leave"})
        await _play_until([host], lambda m: m["by"] == 1 and m["actor"] == "stand_in")  # a computer for him
        carol = await ScriptedClient.open(url, "Carol")
        await carol.send({"type": "join", "room": code})
        await carol.until("state", WAIT)
        for c in (host, carol):
            await c.close()
        return carol.frames

    import json

    frames = [json.loads(f) for f in run(body())]
    (joined,) = [m for m in frames if m["type"] == "joined"]
    assert joined["seat"] == 1  # Carol sits where the guest sat
    client = FakeClient("ws://127.0.0.1:1/", "Carol")
    client.inbox = [m for m in frames if m["type"] in ("joined", "past", "state")]
    session = NetSession(client, None)
    session.update()
    table = RemoteTable(session)
    said = [args.get("player") for _msg_id, args in table.log if "player" in args]
    assert "Guest 1" in said, table.log  # his own moves, his name
    assert ("stand_in", "Guest 1") in said, table.log  # the computer's, as one for him
    assert "Carol" not in said and table.view.seats[1].name == "Carol"  # she made none of them
    past = next(m for m in frames if m["type"] == "past")
    assert len(past["named"]) == len(past["events"])  # each event points at its move's names


def test_names_of_the_past_that_do_not_read_are_the_names_now():
    """A `past` whose names are missing, short or not names leaves each event to the names now."""
    from game.net.session import past_said

    good = {"names": [["Ann", ["stand_in", "Bob"]]], "named": [0, None]}
    assert past_said(good, 2) == [["Ann", ("stand_in", "Bob")], None]
    for bad in (
        {},
        {"names": [["Ann"]], "named": [0]},  # one index for two events
        {"names": [["Ann", 7]], "named": [0, 0]},
        {"names": [["Ann", ["robot", "Bob"]]], "named": [0, 5]},
        {"names": "Ann", "named": [0, 0]},
    ):
        assert past_said(bad, 2) == [None, None], bad
