"""Whole games over a real server on a loopback port: every edition, 2-6 connected scripted clients with
computer players, the result identical to the same seed played locally, and every frame every client
received scanned for secrets (another hand's card, the draw pile's order, the seed)."""

from __future__ import annotations

import asyncio
import json

import pytest
from netkit import LocalReplay, choose, fast_server, open_table, play, privacy_scan, server_game, url_of

from game.play import Match
from game.rules import action_from_json, new_game
from game.storage import SavedGame


@pytest.fixture
def server():
    srv = fast_server()
    srv.start()
    yield srv
    srv.stop()


CASES = [
    ("classic", ["person", "person", "normal"], {"target": 100}),
    ("power", ["person", "easy", "person", "person", "normal"], {"scoring": "single_round"}),
    ("modern", ["person"] * 6, {"scoring": "single_round"}),
    ("classic", ["person", "person", "person", "person"], {"scoring": "single_round", "jump_in": True}),
]


async def _whole_game(url, edition, kinds, options):
    clients, code = await open_table(url, edition, kinds, options)

    async def next_round(client, msg):
        view = msg["view"]
        if view["phase"] == "round_over":
            await client.send(
                {
                    "type": "action",
                    "id": f"next-{view['version']}-{client.seat}",
                    "version": view["version"],
                    "action": {"do": "next_round"},
                }
            )
            return True
        return False

    views = await asyncio.gather(*(play(c, 60, next_round) for c in clients))
    for client in clients:
        await client.close()
    return clients, code, views


@pytest.mark.parametrize("edition, kinds, options", CASES, ids=[f"{c[0]}-{len(c[1])}" for c in CASES])
def test_whole_game_matches_the_same_seed_played_locally_and_leaks_nothing(server, edition, kinds, options):
    clients, code, views = asyncio.run(_whole_game(url_of(server), edition, kinds, options))
    game, actions = server_game(server, code)
    assert views[0]["phase"] == "game_over" and views[0]["game_winner"] is not None
    replay = LocalReplay(game, actions)  # the same seed, the server's moves, applied locally
    local = replay.match
    assert local.state.phase == "game_over"
    people = [i for i, k in enumerate(kinds) if k == "person"]
    for client, seat in zip(clients, people, strict=True):
        assert client.seat == seat
        final = client.state["view"]
        # every connected seat ends where the local game does
        assert final == json.loads(json.dumps(local.table_view(seat).to_json()))
        assert privacy_scan(client.frames, seat, replay, game.seed) > 5


def test_a_table_of_people_plays_exactly_the_local_game():
    """No computer players, so nothing depends on timing: the scripted players' moves, chosen from their
    views, make the same game over the network as the same players choosing from a local Match."""
    server = fast_server()
    server.start()
    try:
        clients, code, views = asyncio.run(
            _whole_game(url_of(server), "classic", ["person"] * 3, {"scoring": "single_round"})
        )
        game, actions = server_game(server, code)
    finally:
        server.stop()
    local_game = SavedGame(game.ruleset, game.seats, game.options, game.seed)
    match = Match(local_game, new_game(game.ruleset, 3, game.options, game.seed), None, threaded=False)
    played = []
    while match.state.phase != "game_over":
        seat = next(s for s in range(3) if choose(match.table_view(s).to_json()) is not None)
        move = action_from_json(choose(match.table_view(seat).to_json()))
        match.submit(seat, move, match.version)
        played.append((seat, move))
    assert played == actions
    assert [s.score for s in match.table_view(0).seats] == [s["score"] for s in views[0]["seats"]]
