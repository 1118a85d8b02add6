"""`uno-table serve --workers N` (issue 47): a front door on one port, the tables on worker processes,
the room directory in the door's memory or in a real Redis (`redis-server` on a free loopback port with
its own data folder; no mock). Every client here is the ordinary scripted client: nothing in the
protocol changes behind a door."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal

import pytest
from netkit import LocalReplay, choose, open_table, play, privacy_scan
from shardkit import RedisServer, Sharded, wait_until
from websockets.exceptions import ConnectionClosed

from game.net.client import ScriptedClient
from game.net.journal import Journal
from game.rules import action_from_json
from game.storage import SavedGame, Seat
from game.storage.seats import options_from_json

WAIT = 60.0  # generous: the machine may be loaded; every wait ends as soon as its condition holds
GAME = 180.0
TWO = ["person", "person"]
ONE_ROUND = {"scoring": "single_round"}


@pytest.fixture
def door(tmp_path):
    sharded = Sharded(tmp_path / "door", workers=2)
    yield sharded
    sharded.stop()


@pytest.fixture
def redis(tmp_path):
    server = RedisServer(tmp_path / "redis")
    server.start()
    yield server
    server.stop()


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 2 * GAME))


async def create(url: str, public: bool = True, code: str | None = None) -> tuple[ScriptedClient, str]:
    host = await ScriptedClient.open(url, "Host", open_timeout=WAIT)
    msg = {"type": "create", "edition": "classic", "options": ONE_ROUND, "seats": [{"kind": "person"}] * 2}
    await host.send({**msg, "code": code, "public": public})
    return host, (await host.until("joined", WAIT))["room"]


async def listed(url: str) -> set[str]:
    client = await ScriptedClient.open(url, "Lister", open_timeout=WAIT)
    await client.send({"type": "list"})
    found = {t["room"] for t in (await client.until("tables", WAIT))["tables"]}
    await client.close()
    return found


async def moves(clients: list[ScriptedClient], n: int) -> None:
    """`n` moves that move the table on, made by whichever client may move (each reads its own frames
    meanwhile). At a round's end every person says they are ready (`next_round`), and the version moves
    on only with the last of them: one move of the `n`."""
    ready: set[tuple[int, int]] = set()  # (client, version): ready for the next round at that version
    made = 0
    while made < n:
        async with asyncio.timeout(WAIT):
            while True:
                mover = next((c for c in clients if _may_move(c, ready)), None)
                if mover is not None:
                    break
                for client in clients:  # (cancelling a recv is safe: no frame is lost)
                    with contextlib.suppress(TimeoutError):
                        await client.recv(0.2)
        view = mover.state["view"]
        action = choose(view)
        assert action is not None
        action_id = f"m{view['version']}"
        await mover.send({"type": "action", "id": action_id, "version": view["version"], "action": action})
        await mover.until("ack", WAIT, pred=lambda m, i=action_id: m["id"] == i)
        if action["do"] == "next_round":
            ready.add((id(mover), view["version"]))
            if any((id(c), view["version"]) not in ready for c in clients):
                continue  # the next round waits for the others
        made += 1
        for client in clients:  # everyone's view moves on before the next move is chosen
            while client.state["view"]["version"] <= view["version"]:
                await client.recv(WAIT)


def _may_move(client: ScriptedClient, ready: set[tuple[int, int]]) -> bool:
    if client.state is None or choose(client.state["view"]) is None:
        return False
    return (id(client), client.state["view"]["version"]) not in ready


async def dropped(client: ScriptedClient) -> None:
    with pytest.raises(ConnectionClosed):
        while True:
            await client.recv(WAIT)


def journal_of(sharded: Sharded, index: str) -> Journal:
    """A worker's journal (open it only once the server has stopped: a running worker holds it)."""
    return Journal(sharded.folder / "data" / "workers" / index / "data" / "server" / "journal.sqlite3")


async def holder(sharded: Sharded, code: str) -> str:
    """The index of the worker that holds the started table `code` (asked straight, as a spectator)."""
    for index, (_pid, url) in sharded.workers().items():
        probe = await ScriptedClient.open(url, "Probe")
        await probe.send({"type": "watch", "room": code})
        answer = await probe.recv(WAIT)
        await probe.close()
        if answer["type"] == "state":
            return index
    raise AssertionError(f"no worker holds {code}")


def test_tables_created_through_the_door_land_on_different_workers_and_list_shows_every_one(door):
    async def go():
        hosts = [await create(door.url) for _ in range(4)]
        codes = {code for _, code in hosts}
        held = {index: await listed(url) for index, (_pid, url) in door.workers().items()}
        assert set(held) == {"0", "1"}
        assert held["0"] and held["1"], held  # both workers got tables
        assert held["0"] | held["1"] == codes and not held["0"] & held["1"]
        async with asyncio.timeout(WAIT):  # the workers report within a tenth of a second
            while await listed(door.url) != codes:
                await asyncio.sleep(0.1)
        for host, _ in hosts:
            await host.close()

    run(go())


def test_joins_rejoins_and_watches_reach_the_table_and_a_whole_game_leaks_nothing(door):
    """The privacy probe through the door: every frame each seat received, scanned against the same game
    replayed locally from the owner's journal."""

    async def go():
        kinds = ["person"] * 3
        clients, code = await open_table(door.url, "classic", kinds, {"target": 1_000_000})
        for client in clients:
            await client.until("state", WAIT)
        watcher = await ScriptedClient.open(door.url, "Watcher")
        await watcher.send({"type": "watch", "room": code})
        assert (await watcher.until("state", WAIT))["view"]["seat"] is None
        await moves(clients, 12)
        guest = clients[2]
        await guest.close()
        back = await ScriptedClient.open(door.url, guest.name, token=guest.token)
        joined = await back.until("joined", WAIT)
        assert (joined["room"], joined["seat"]) == (code, 2)
        await back.until("state", WAIT)
        clients[2] = back
        await moves(clients, 12)
        index = await holder(door, code)
        for client in [*clients, watcher]:
            await client.close()
        await asyncio.to_thread(door.stop)  # the table is journaled (it resumes at the next start)
        journal = journal_of(door, index)
        table = next(t for t in journal.unfinished() if t.code == code)
        journal.close()
        setup = table.setup
        seats = tuple(Seat.from_json(s, i + 1) for i, s in enumerate(setup["seats"]))
        game = SavedGame(
            setup["edition"], seats, options_from_json(setup["options"], "classic"), setup["seed"]
        )
        replay = LocalReplay(game, [(seat, action_from_json(data)) for seat, data, _id in table.moves])
        assert len(table.moves) >= 24
        for seat, client in enumerate(clients):
            assert privacy_scan(client.frames, seat, replay, game.seed) > 5

    run(go())


def test_a_worker_killed_with_sigkill_comes_back_with_its_tables(door):
    async def go():
        clients, code = await open_table(door.url, "classic", TWO, ONE_ROUND)
        for client in clients:
            await client.until("state", WAIT)
        await moves(clients, 4)
        version = clients[0].state["view"]["version"]
        index = await holder(door, code)
        pid = door.workers()[index][0]
        os.kill(pid, signal.SIGKILL)
        for client in clients:
            await dropped(client)
        await asyncio.to_thread(wait_until, lambda: door.workers()[index][0] != pid, WAIT, "the restart")
        backs = [await ScriptedClient.open(door.url, c.name, token=c.token) for c in clients]
        for back in backs:
            state = await back.until("state", WAIT)
            assert state["view"]["version"] == version  # resumed from its journal at its last move
        views = await asyncio.gather(*(play(b, GAME) for b in backs))
        assert views[0]["phase"] == "game_over"
        for back in backs:
            await back.close()

    run(go())


def test_a_draining_worker_takes_no_new_tables(door):
    async def go():
        pid = door.workers()["0"][0]
        os.kill(pid, signal.SIGUSR1)
        await asyncio.to_thread(wait_until, lambda: "/0 drains" in door.log, WAIT, "the drain")
        hosts = [await create(door.url) for _ in range(3)]
        assert await listed(door.workers()["1"][1]) == {code for _, code in hosts}
        assert await listed(door.workers()["0"][1]) == set()
        for host, _ in hosts:
            await host.close()

    run(go())


def test_two_front_doors_over_one_redis_find_each_others_tables(tmp_path, redis):
    a = Sharded(tmp_path / "a", workers=1, directory=redis.url, name="a")
    b = Sharded(tmp_path / "b", workers=1, directory=redis.url, name="b")
    try:

        async def go():
            for first, second in ((a, b), (b, a)):
                host, code = await create(first.url, public=False)
                guest = await ScriptedClient.open(second.url, "Guest")
                await guest.send({"type": "join", "room": code})
                assert (await guest.until("joined", WAIT))["room"] == code
                await guest.send({"type": "ready", "ready": True})
                await host.until("lobby", WAIT, pred=lambda m: all(s["ready"] for s in m["seats"]))
                await host.send({"type": "start"})
                for client in (host, guest):
                    await client.until("state", WAIT)
                await moves([host, guest], 3)
                # a room code is unique across the directory
                other = await ScriptedClient.open(second.url, "Other")
                seats = [{"kind": "person"}] * 2
                await other.send(
                    {"type": "create", "edition": "classic", "options": {}, "code": code, "seats": seats}
                )
                assert (await other.until("error", WAIT))["code"] == "room_taken"
                for client in (host, guest, other):
                    await client.close()

        run(go())
    finally:
        a.stop()
        b.stop()


def test_redis_stopped_and_started_again_loses_no_table_in_play(tmp_path, redis):
    a = Sharded(tmp_path / "a", workers=1, directory=redis.url, name="a")
    b = Sharded(tmp_path / "b", workers=1, directory=redis.url, name="b")
    try:

        async def go():
            host, code = await create(a.url, public=False)
            guest = await ScriptedClient.open(b.url, "Guest")
            await guest.send({"type": "join", "room": code})
            await guest.until("joined", WAIT)
            await guest.send({"type": "ready", "ready": True})
            await host.until("lobby", WAIT, pred=lambda m: all(s["ready"] for s in m["seats"]))
            await host.send({"type": "start"})
            for client in (host, guest):
                await client.until("state", WAIT)
            await moves([host, guest], 3)
            await asyncio.to_thread(redis.stop)
            await moves([host, guest], 3)  # the table in play goes on: Redis is not in its path
            # a watch through the other machine's door waits while Redis is down...
            watcher = await ScriptedClient.open(b.url, "Watcher")
            await watcher.send({"type": "watch", "room": code})
            waiting = asyncio.ensure_future(watcher.until("state", WAIT))
            await asyncio.to_thread(redis.start)  # ...empty: every entry is written again by the heartbeats
            assert (await waiting)["view"]["version"] == host.state["view"]["version"]
            await guest.close()  # and a rejoin through it finds the table again
            back = await ScriptedClient.open(b.url, "Guest", token=guest.token)
            assert (await back.until("state", WAIT))["view"]["version"] == host.state["view"]["version"]
            views = await asyncio.gather(play(host, GAME), play(back, GAME))
            assert views[0]["phase"] == "game_over"
            for client in (host, back, watcher):
                await client.close()

        run(go())
    finally:
        a.stop()
        b.stop()


def test_the_door_refuses_what_a_server_refuses_before_a_table(door):
    """The authority checks of the first messages, now the door's: a forged token, a wrong version, a
    first message that is not a hello, a room that does not exist, an action with no seat."""

    async def go():
        forged = await ScriptedClient.open(door.url, "Forger", token="ABCDE.not-a-token")
        assert forged.refusal is None  # welcome first, then the refusal (as the server answers)
        assert (await forged.until("error", WAIT))["code"] == "bad_token"
        plain = await ScriptedClient.open(door.url, "Forger", token="nothing")
        assert (await plain.until("error", WAIT))["code"] == "bad_token"
        odd = await ScriptedClient.open(door.url, "Odd", hello=False)
        await odd.send({"type": "hello", "protocol": 999, "game": "x", "name": "Odd", "token": None})
        assert (await odd.until("error", WAIT))["code"] == "version_mismatch"
        rude = await ScriptedClient.open(door.url, "Rude", hello=False)
        await rude.send({"type": "list"})
        assert (await rude.until("error", WAIT))["code"] == "no_hello"
        lost = await ScriptedClient.open(door.url, "Lost")
        await lost.send({"type": "join", "room": "ZZZZZ"})
        assert (await lost.until("error", WAIT))["code"] == "no_room"
        await lost.send({"type": "action", "id": "x", "version": 0, "action": {"do": "draw"}})
        assert (await lost.until("reject", WAIT))["code"] == "not_now"
        await lost.send_raw("{not json")
        assert (await lost.until("error", WAIT))["code"] == "bad_message"
        await lost.send({"type": "ping", "t": 1})
        assert (await lost.until("pong", WAIT))["t"] == 1
        for client in (forged, plain, odd, rude, lost):
            await client.close()

    run(go())


def test_the_fault_probes_run_through_the_door_unchanged(tmp_path):
    """tests/test_net_faults.py's checks that need no look inside the server, against the door. Its
    workers' grace is test_net_faults' own (half a second): the oversized frame's dropped seat is played
    by a computer player after it, as there, not after the door fixture's 30 s."""
    import test_net_faults as faults

    door = Sharded(tmp_path / "door", workers=2, grace=0.5)
    try:
        _probe(door, faults)
    finally:
        door.stop()


def _probe(door: Sharded, faults) -> None:

    class Through:
        address = tuple(door.url.removeprefix("ws://").rstrip("/").rsplit(":", 1))

    Through.address = (Through.address[0], int(Through.address[1]))
    for check in (
        faults.test_malformed_json_and_unknown_or_extra_keys_get_bad_message_and_the_table_goes_on,
        faults.test_an_oversized_frame_closes_that_connection_with_1009_and_the_table_goes_on,
        faults.test_a_wrong_protocol_version_is_refused_with_a_clear_code,
        faults.test_a_forged_token_gets_nothing_and_a_reused_token_replaces_the_first_connection,
        faults.test_lobby_rules_host_only_room_codes_and_full_rooms,
    ):
        check(Through)
