"""A server as people use it (issue 30): tables made public are listed while they wait for players, a
started table says so (and a seat given up there can be taken), the host sets the turn timer in the
lobby, a computer seat keeps its name when only its level changes, and the table search a Join
screen runs finds the listing. Real servers on loopback ports."""

from __future__ import annotations

import asyncio
import time

import pytest
from netkit import fast_server, open_table, play, url_of

from game.net.client import NetClient, ScriptedClient
from game.net.finder import TableSearch


@pytest.fixture
def server():
    srv = fast_server(grace=30)
    srv.start()
    yield srv
    srv.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 30))


def create(kinds, public=None, code=None):
    msg = {
        "type": "create",
        "edition": "classic",
        "options": {},
        "seats": [{"kind": k} for k in kinds],
        "code": code,
    }
    if public is not None:
        msg["public"] = public
    return msg


def test_a_server_lists_the_public_tables_waiting_for_players(server):
    async def body():
        url = url_of(server)
        ann = await ScriptedClient.open(url, "Ann")
        await ann.send(create(["person", "open", "open"], public=True, code="ANNS"))
        await ann.until("lobby")
        hid = await ScriptedClient.open(url, "Hid")
        await hid.send(create(["person", "open"], code="HIDDEN"))
        await hid.until("lobby")
        full = await ScriptedClient.open(url, "Full")
        await full.send(create(["person", "normal"], public=True, code="FULL"))
        await full.until("lobby")
        looker = await ScriptedClient.open(url, "Bob")
        await looker.send({"type": "list"})
        listed = (await looker.until("tables"))["tables"]
        assert listed == [{"room": "ANNS", "host": "Ann", "edition": "classic", "seats": 3, "free": 2}]
        # the search the Join screen runs (its own thread) finds the same
        host, port = server.address
        search = TableSearch(host, port, "Bob").start()
        end = time.monotonic() + 60
        while not search.done and time.monotonic() < end:
            await asyncio.sleep(0.02)
        assert search.done, "the search did not end within a minute"
        assert [(t.room, t.player, t.free) for t in search.found] == [("ANNS", "Ann", 2)]
        # once it has started it is no longer listed
        guest = await ScriptedClient.open(url, "Cleo")
        await guest.send({"type": "join", "room": "anns"})
        await guest.until("joined")
        await guest.send({"type": "ready", "ready": True})
        await ann.until("lobby", pred=lambda m: m["seats"][1]["ready"])
        await ann.send({"type": "start"})
        await ann.until("state")
        await looker.send({"type": "list"})
        assert (await looker.until("tables"))["tables"] == []

    run(body())


def test_joining_a_started_table_says_so_and_a_seat_given_up_can_be_taken(server):
    async def body():
        url = url_of(server)
        clients, code = await open_table(url, "classic", ["person", "person", "person"])
        for c in clients:
            await c.until("state")
        late = await ScriptedClient.open(url, "Late")
        await late.send({"type": "join", "room": code})
        error = await late.until("error")
        assert error["code"] == "started"  # not "not_now": the screen can say what happened
        await clients[2].send({"type": "leave"})  # a seat given up: a computer player holds it
        await clients[0].until("state", pred=lambda m: m["presence"][2] == "ai")
        await late.send({"type": "join", "room": code})
        joined = await late.until("joined")
        assert joined["seat"] == 2
        state = await late.until("state")
        assert state["presence"][2] == "here" and state["view"]["seats"][2]["name"] == "Late"
        assert not server.call(lambda: 2 in server.hub.rooms[code].match.ai)

    run(body())


def test_joining_a_table_whose_game_is_over_says_so_not_under_way(server):
    """A finished game's table has no seat to wait for and no game to watch: a join is told `game_over`,
    and a seat given up there is not handed to the newcomer."""

    async def body():
        url = url_of(server)
        clients, code = await open_table(url, "classic", ["person", "person"], {"scoring": "single_round"})
        await asyncio.gather(*(play(c, 25) for c in clients))
        await clients[1].send({"type": "leave"})
        late = await ScriptedClient.open(url, "Late")
        await late.send({"type": "join", "room": code.lower()})
        error = await late.until("error")
        assert error["code"] == "game_over"
        assert server.call(lambda: server.hub.rooms[code].slots[1].name) != "Late"

    run(body())


def test_the_host_sets_the_turn_timer_in_the_lobby_and_only_the_host(server):
    async def body():
        url = url_of(server)
        ann = await ScriptedClient.open(url, "Ann")
        await ann.send(create(["person", "open"]))
        code = (await ann.until("joined"))["room"]
        bob = await ScriptedClient.open(url, "Bob")
        await bob.send({"type": "join", "room": code})
        await bob.until("lobby")
        await ann.send({"type": "timer", "timer": 30})
        assert (await bob.until("lobby", pred=lambda m: m["timer"] == 30))["timer"] == 30
        await bob.send({"type": "timer", "timer": None})
        assert (await bob.until("error"))["code"] == "not_host"
        await ann.send({"type": "timer", "timer": 3})  # under 5 s: not a timer
        assert (await ann.until("error"))["code"] == "bad_message"

    run(body())


def test_a_computer_seat_keeps_its_name_when_its_level_changes(server):
    async def body():
        ann = await ScriptedClient.open(url_of(server), "Ann")
        await ann.send(create(["person", "easy", "open"]))
        first = await ann.until("lobby")
        name = first["seats"][1]["name"]
        for level in ("normal", "expert", "beginner"):
            await ann.send({"type": "seat", "index": 1, "kind": level})
            lobby = await ann.until("lobby", pred=lambda m, level=level: m["seats"][1]["kind"] == level)
            assert lobby["seats"][1]["name"] == name

    run(body())


def test_an_unknown_host_name_is_told_apart_from_a_closed_port():
    client = NetClient("ws://no-such-host.invalid:47474/", "Ann")
    try:
        end = time.monotonic() + 20
        while client.problem is None and time.monotonic() < end:
            time.sleep(0.05)
        assert client.problem == "unknown_host"
    finally:
        client.close()
    search = TableSearch("no-such-host.invalid", 47474).start()
    end = time.monotonic() + 20
    while not search.done and time.monotonic() < end:
        time.sleep(0.05)
    assert search.problem == "unknown_host"


def test_a_started_table_can_be_watched_and_the_watcher_sees_no_hand(server):
    async def body():
        url = url_of(server)
        clients, code = await open_table(url, "classic", ["person", "person", "normal"])
        for c in clients:
            await c.until("state")
        watcher = await ScriptedClient.open(url, "Eve")
        await watcher.send({"type": "watch", "room": code.lower()})
        first = await watcher.until("state")
        assert first["view"]["seat"] is None and first["view"]["hand"] is None
        # the game goes on under the watcher's eyes (the people play it), with no card of any hand in it
        players = [asyncio.create_task(play(c, 20)) for c in clients]
        moved = await watcher.until("state", pred=lambda m: m["view"]["version"] > first["view"]["version"])
        for event in moved["events"]:
            if event["event"] == "CardsDrawn":
                assert all(c is None for c in event["cards"])
        assert moved["view"]["hand"] is None
        await watcher.send(
            {"type": "action", "id": "x", "version": moved["view"]["version"], "action": {"do": "draw"}}
        )
        assert (await watcher.until("reject"))["code"] == "not_now"
        await watcher.send({"type": "watch", "room": "NOPE9"})
        assert (await watcher.until("error"))["code"] == "not_now"  # already watching one
        for task in players:
            task.cancel()
        await asyncio.gather(*players, return_exceptions=True)

    run(body())


def test_the_ticker_visits_only_the_tables_that_move_by_themselves():
    """A table of people thinking changes only when one of them moves: the ticker leaves it alone. A
    computer player or a turn timer puts a table on its round, and so does a seat a computer takes
    over; the seat handed back to its person takes it off again."""

    server = fast_server(grace=0.3)
    server.start()

    def ticked(code: str) -> bool:
        assert server.hub is not None
        return server.call(lambda: server.hub.rooms[code] in server.hub.moving)

    async def body():
        url = url_of(server)
        people, quiet = await open_table(url, "classic", ["person", "person"])
        _, with_ai = await open_table(url, "classic", ["person", "normal"])
        _, timed = await open_table(url, "classic", ["person", "person"], timer=60)
        for c in people:
            await c.until("state")
        assert not ticked(quiet) and ticked(with_ai) and ticked(timed)
        token = people[1].token
        people[1].abort()  # dropped: after the grace a computer player takes the seat
        await people[0].until("state", pred=lambda m: m["presence"][1] == "ai")
        assert ticked(quiet)
        back = await ScriptedClient.open(url, "Bo", token)  # the person comes back: the seat is theirs
        await back.until("state")
        await people[0].until("state", pred=lambda m: m["presence"][1] == "here")
        assert not ticked(quiet)

    try:
        run(body())
    finally:
        server.stop()


def test_the_server_log_never_prints_none_for_a_connection_without_a_table(server, caplog):
    """A client that says hello and leaves without a table is logged with '-' for its table, seat and
    close code, never Python's None (issue 40's minors)."""
    import logging

    async def hello_and_leave(url):
        client = await ScriptedClient.open(url, "Ann")
        await client.close()

    with caplog.at_level(logging.INFO, logger="game"):
        asyncio.run(hello_and_leave(url_of(server)))
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and "disconnect from" not in caplog.text:
            time.sleep(0.05)
    lines = [r.getMessage() for r in caplog.records if "disconnect from" in r.getMessage()]
    assert lines, caplog.text
    assert not [line for line in lines if "None" in line], lines
