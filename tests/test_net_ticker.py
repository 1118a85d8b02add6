"""The server's ticker visits a table only when it is due (issue 44): computer players every `tick`, a turn
timer at its deadline, and a round summary of people with no timer never (the next round starts on their
messages). It used to visit every table on its round `tick` after `tick` (20 times a second), and its work
was charged to the moves. Real server on loopback, scripted people; the visits are counted, not timed."""

from __future__ import annotations

import asyncio

import pytest
from netkit import fast_server, open_table, url_of

from game.net.client import ScriptedClient


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


@pytest.fixture
def server():
    srv = fast_server(grace=30)  # the fast clock: tick 0.01 s (the old ticker: 100 visits a second)
    srv.start()
    yield srv
    srv.stop()


def count_visits(server, code: str) -> list[float]:
    """Every visit of the ticker to table `code` from now on (the times)."""
    visits: list[float] = []

    def wrap() -> None:
        room = server.hub.rooms[code]
        tick = room.tick

        def counted(now: float) -> None:
            visits.append(now)
            tick(now)

        room.tick = counted

    server.call(wrap)
    return visits


async def move(clients: list[ScriptedClient], server, code: str) -> None:
    """One move: the seat with a decision plays its last card when the round can end on it (its hand made
    one card that fits), else its first legal move. Back when every seat has the new state."""
    version = clients[0].state["view"]["version"]

    def last_card() -> str | None:
        st = server.hub.rooms[code].match.state
        if st.phase != "play" or st.pending or st.turn not in (0, 1) or not st.color:
            return None
        st.hands[st.turn][:] = [f"{st.color}5"]
        return st.hands[st.turn][0]

    card = server.call(last_card)
    mover = next(c for c in clients if c.state["view"]["decision"] is not None)
    if card is not None:
        mover = clients[server.call(lambda: server.hub.rooms[code].match.state.turn)]
        action = {"do": "play", "card": card}
    else:
        action = next(m for m in mover.state["view"]["legal"] if m["do"] not in ("uno", "catch"))
    await mover.send({"type": "action", "id": f"a{version}", "version": version, "action": action})
    for c in clients:
        if c.state["view"]["version"] <= version:
            await c.until("state", pred=lambda m: m["view"]["version"] > version)


async def to_the_summary(clients, server, code) -> None:
    for c in clients:
        if c.state is None:
            await c.until("state")
    while clients[0].state["view"]["phase"] != "round_over":
        await move(clients, server, code)


def test_a_round_summary_of_people_without_a_timer_is_never_visited(server):
    async def body():
        clients, code = await open_table(url_of(server), "classic", ["person", "person"])
        await to_the_summary(clients, server, code)
        round_no = clients[0].state["view"]["round_no"]
        visits = count_visits(server, code)
        assert not server.call(lambda: server.hub.rooms[code] in server.hub.moving)
        await asyncio.sleep(0.5)  # the old ticker: about 50 visits here
        assert visits == []
        for i, c in enumerate(clients):  # everyone goes on: the next round starts on the last message
            view = c.state["view"]
            await c.send(
                {"type": "action", "id": f"n{i}", "version": view["version"], "action": {"do": "next_round"}}
            )
        for c in clients:
            await c.until("state", pred=lambda m: m["view"]["round_no"] == round_no + 1)
        assert visits == []

    run(body())


def test_a_turn_timer_is_visited_at_its_deadline_only(server):
    async def body():
        clients, code = await open_table(url_of(server), "classic", ["person", "person"], timer=60)
        for c in clients:
            await c.until("state")
        visits = count_visits(server, code)
        due = server.call(lambda: server.hub.moving[server.hub.rooms[code]])
        assert due - server.call(server.hub.now) > 50  # the deadline, a minute away
        await asyncio.sleep(0.3)
        assert visits == []

        def shorten() -> None:  # a deadline 0.4 s from now: the ticker wakes for it
            room = server.hub.rooms[code]
            room.timer, room._timer_key = 0.4, None
            server.hub.ticking(room)

        version = clients[0].state["view"]["version"]
        server.call(shorten)
        msg = await clients[0].until("state", pred=lambda m: m["view"]["version"] > version, timeout=30)
        assert msg["actor"] == "timer"
        assert 1 <= len(visits) <= 3  # at the deadline (the old ticker: about 40 visits by then)

    run(body())


def test_a_round_summary_with_a_timer_ends_on_it_with_a_visit_or_two(server):
    async def body():
        clients, code = await open_table(url_of(server), "classic", ["person", "person"])
        await to_the_summary(clients, server, code)
        round_no = clients[0].state["view"]["round_no"]
        visits = count_visits(server, code)

        def timer() -> None:
            room = server.hub.rooms[code]
            room.timer, room._timer_key = 0.5, None
            server.hub.ticking(room)

        server.call(timer)
        for c in clients:  # nobody goes on: the timer starts the next round
            await c.until("state", pred=lambda m: m["view"]["round_no"] == round_no + 1, timeout=30)
        assert 1 <= len(visits) <= 3

    run(body())


def test_computer_players_are_still_visited_every_tick(server):
    async def body():
        clients, code = await open_table(url_of(server), "classic", ["person", "normal"])
        await clients[0].until("state")
        visits = count_visits(server, code)
        async with asyncio.timeout(30):
            while len(visits) < 20:
                await asyncio.sleep(0.05)
        steps = [b - a for a, b in zip(visits, visits[1:], strict=False)]
        assert min(steps) >= 0.01 - 1e-6  # never sooner than a tick after the last visit

    run(body())
