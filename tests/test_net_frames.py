"""The server's `state` frames, assembled from parts shared between seats (`protocol.state_frame`,
`views_json`), say exactly what each seat's own `table_view(seat).to_json()` and redacted events say:
whole games on a real hub's move path, every frame checked."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.net import protocol
from game.net.config import Config
from game.net.conn import Conn
from game.net.journal import Journal
from game.net.server import Hub
from game.rules import CallUno, Catch, action_to_json, event_to_json, redact


class _Socket:
    remote_address = ("127.0.0.1", 1)


def _plain(value):
    return json.loads(json.dumps(value))


async def _play(edition: str, options: dict, seats: int, moves: int, seed: int) -> int:
    hub = Hub(Config(), Journal(None))
    hub.loop = asyncio.get_running_loop()
    conns = [Conn(_Socket(), hub) for _ in range(seats)]
    for i, conn in enumerate(conns):
        conn.name = f"P{i}"
    hub.dispatch(
        conns[0],
        {
            "type": "create",
            "edition": edition,
            "options": options,
            "seats": [{"kind": "person"}] * seats,
            "code": None,
        },
    )
    room = conns[0].room
    assert room is not None
    for conn in conns[1:]:
        hub.dispatch(conn, {"type": "join", "room": room.code})
        hub.dispatch(conn, {"type": "ready", "ready": True})
    hub.dispatch(conns[0], {"type": "start"})
    watcher = Conn(_Socket(), hub)  # a spectator: the view of no seat
    watcher.name = "Watcher"
    match = room.match
    assert match is not None
    moved: list = []
    match.subscribe(lambda seat, action, events: moved.append((seat, events)))
    rng = random.Random(seed)
    checked = 0

    def check(events: list, by, only_watcher: bool = False) -> None:
        nonlocal checked
        viewers = [] if only_watcher else list(enumerate(conns))
        if watcher.watching is not None:
            viewers.append((None, watcher))
        for seat, conn in viewers:
            frames = [json.loads(f) for f in conn.outbox]
            conn.outbox.clear()
            states = [f for f in frames if f["type"] == "state"]
            assert len(states) == 1
            state = states[0]
            assert set(state) - {"type"} == set(protocol.SERVER["state"])
            assert state["view"] == _plain(match.table_view(seat).to_json())
            assert state["events"] == _plain([event_to_json(redact(e, seat)) for e in events])
            assert state["by"] == by
            assert state["presence"] == ["here"] * seats
            assert state["timer"] is None
            checked += 1

    check(list(room.history), None)  # the start: the round's first events
    hub.dispatch(watcher, {"type": "watch", "room": room.code})
    check([], None, only_watcher=True)
    for n in range(moves):
        if room.phase != "playing":
            break
        moved.clear()
        if match.state.phase == "round_over":
            for seat, conn in enumerate(conns):
                room.act(conn, f"n{n}-{seat}", match.version, {"do": "next_round"})
                if moved:
                    break
                for c in [*conns, watcher]:  # the ready marks
                    c.outbox.clear()
            check(moved[0][1], moved[0][0])
            continue
        options_now = [
            (seat, a)
            for seat in range(seats)
            for a in match.legal(seat)
            if not isinstance(a, (CallUno, Catch)) or rng.random() < 0.3
        ]
        seat, action = rng.choice(options_now)
        room.act(conns[seat], f"m{n}", match.version, action_to_json(action))
        check(moved[0][1], moved[0][0])
    return checked


@pytest.mark.parametrize(
    ("edition", "options", "seats"),
    [
        ("classic", {}, 4),
        ("classic", {"jump_in": True, "stacking": True}, 3),
        ("classic", {"teams": True, "seven_zero": True}, 4),
        ("power", {}, 2),
        ("modern", {}, 5),
    ],
)
def test_every_state_frame_is_the_seats_own_view_and_events(edition, options, seats):
    checked = asyncio.run(_play(edition, options, seats, 400, seed=len(options) * 7 + seats))
    assert checked > 400


def test_the_encoder_writes_what_the_json_module_writes():
    """`protocol.encode_stdlib` (the C encoder made once) is compact JSON exactly as `json.dumps` writes
    it (`protocol.encode` is orjson's where it is installed: tests/test_net_encode.py)."""
    values = [
        {"a": 'é\u2028"x\\\n', "b": [1, 2.5, None, True, 1e300, -0.0, 2**60], "c": {"d": (), "e": {}}},
        "plain",
        3,
        None,
        [],
        {"t": float("inf")},
    ]
    for value in values:
        assert protocol.encode_stdlib(value) == json.dumps(value, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70000])
def test_the_server_frames_its_text_as_websockets_does(size):
    """`wsframes.text_frame` (issue 44: the connections' writes skip websockets' frame objects) makes the
    bytes websockets' own server protocol makes for the same text, at every length's header form."""
    from websockets.protocol import State
    from websockets.server import ServerProtocol

    from game.net.wsframes import text_frame

    theirs = ServerProtocol()
    theirs.state = State.OPEN
    payload = ("é" * size).encode()[:size]  # (a two-byte character cut at odd sizes: bytes alike)
    theirs.send_text(payload)
    assert text_frame(payload) == b"".join(theirs.data_to_send())
