"""Helpers of the network tests: a real server on a loopback port, scripted clients that open, join and
play a table, a local replay of the server's moves, and the privacy scan of every received frame."""

from __future__ import annotations

import asyncio
import json

from game.net import protocol
from game.net.client import ScriptedClient
from game.net.config import Config
from game.net.thread import ServerThread
from game.play import Match
from game.rules import CARDS, Options, new_game
from game.storage import SavedGame, Seat

#: a fast server: no natural pauses, a fine clock, no catch hold
FAST = dict(pacing=0.0, tick=0.01, catch_hold=0.0, rate=1000.0, burst=1000, close_timeout=0.5)


def fast_server(**config) -> ServerThread:
    data_dir = config.pop("data_dir", None)
    return ServerThread("127.0.0.1", 0, config=Config(**{**FAST, **config}), data_dir=data_dir)


def url_of(server: ServerThread) -> str:
    assert server.address is not None
    host, port = server.address
    return f"ws://{host}:{port}/"


async def open_table(url: str, edition: str, kinds: list[str], options: dict | None = None, timer=None):
    """A started table: `kinds` per seat ("person" seats get a scripted client each, seat 0 the host).
    Returns the clients, in seat order of the persons, and the room code."""
    host = await ScriptedClient.open(url, "Host")
    msg = {
        "type": "create",
        "edition": edition,
        "options": options or {},
        "seats": [{"kind": k} for k in kinds],
        "code": None,
    }
    if timer is not None:
        msg["timer"] = timer
    await host.send(msg)
    joined = await host.until("joined")
    code = joined["room"]
    clients = [host]
    for i in range(1, kinds.count("person")):
        guest = await ScriptedClient.open(url, f"Guest {i}")
        await guest.send({"type": "join", "room": code})
        await guest.until("joined")
        await guest.send({"type": "ready", "ready": True})
        clients.append(guest)
    people = kinds.count("person")
    await host.until("lobby", pred=lambda m: sum(s["ready"] for s in m["seats"]) == people)
    await host.send({"type": "start"})
    return clients, code


def choose(view: dict) -> dict | None:
    """A scripted player's move from its view alone (deterministic): None when it has nothing to do. It
    plays a card when it can, as people do: one that drew as often as it played made two-player games of
    hundreds or thousands of moves (median 485, one in ten over 1,600), whose length, and so the tests'
    time, turned on which of two raced moves came first."""
    if view["decision"] is None:
        return None
    moves = [m for m in view["legal"] if m["do"] not in ("uno", "catch")]
    if not moves:
        return None
    plays_with_uno = [m for m in moves if m.get("uno")]
    plays = [m for m in moves if m["do"] == "play"]
    pick = plays_with_uno or plays or moves
    return pick[view["version"] % len(pick)]


async def play(client: ScriptedClient, timeout: float = 60.0, on_state=None) -> dict:
    """Play until the game is over; returns the last view. `on_state(client, msg)` may act instead."""
    async with asyncio.timeout(timeout):
        last = client.state  # the view the client holds already (read by the test before): act on it first
        while True:
            msg, last = (last, None) if last is not None else (await client.recv(timeout), None)
            if msg["type"] != "state":
                continue
            view = msg["view"]
            if view["phase"] == "game_over":
                return view
            if on_state is not None and await on_state(client, msg):
                continue
            move = choose(view)
            if move is not None:
                action_id = f"{client.seat}-{view['version']}"
                await client.send(
                    {"type": "action", "id": action_id, "version": view["version"], "action": move}
                )


def server_game(server: ServerThread, code: str):
    """(SavedGame, [(seat, action)]) of a table, read on the server's loop."""

    def read():
        match = server.hub.rooms[code].match
        return match.game, list(match.actions)

    return server.call(read)


class LocalReplay:
    """The server's moves applied to a local Match of the same seed, with every version's secrets kept
    (hands, draw pile) for the privacy scan."""

    def __init__(self, game: SavedGame, actions):
        seats = tuple(game.seats)
        self.game = SavedGame(game.ruleset, seats, game.options, game.seed)
        state = new_game(game.ruleset, len(seats), game.options, game.seed)
        self.match = Match(self.game, state, None, threaded=False, pacing=0.0)
        self.snapshots = [self._snap()]
        for seat, action in actions:
            self.match.submit(seat, action, self.match.version)
            self.snapshots.append(self._snap())

    def _snap(self) -> dict:
        st = self.match.state
        return {"hands": [list(h) for h in st.hands], "draw": list(st.draw), "discard": list(st.discard)}


def walk(value):
    """Every scalar and every list in a decoded frame."""
    if isinstance(value, dict):
        for v in value.values():
            yield from walk(v)
    elif isinstance(value, list):
        yield value
        for v in value:
            yield from walk(v)
    else:
        yield value


PUBLIC_EVENTS = (
    "CardPlayed",
    "StartCardTurned",
    "CardReturned",
    "DealerDrawn",
    "Blocked",
    "CardsDiscarded",
    "JumpedIn",
)


def check_frame_shape(frame: str) -> dict:
    msg = json.loads(frame)
    assert msg["type"] in protocol.SERVER, msg["type"]
    assert set(msg) - {"type"} == protocol.SERVER[msg["type"]], msg
    assert len(frame.encode()) <= protocol.MAX_FRAME
    return msg


def privacy_scan(frames: list[str], seat: int, replay: LocalReplay, seed: int) -> int:
    """Check every frame one seat received; returns how many state frames were scanned."""
    scanned = 0
    for frame in frames:
        msg = check_frame_shape(frame)
        assert str(seed) not in frame, "the seed went out"
        assert (
            '"seed"' not in frame
            and '"draw":' not in frame
            and '"hands":[[' not in frame.split('"RoundEnded"')[0]
        )
        if msg["type"] != "state":
            continue
        scanned += 1
        view = msg["view"]
        assert view["seat"] == seat
        v = view["version"]
        now, before = replay.snapshots[v], replay.snapshots[max(0, v - 1)]
        assert sorted(view["hand"]) == sorted(now["hands"][seat]), "the view's hand is not the seat's own"
        for event in msg["events"]:
            if event["event"] == "CardDealt" and event["seat"] != seat:
                assert event["card"] is None, event
            if event["event"] == "CardsDrawn" and event["seat"] != seat:
                assert all(c is None for c in event["cards"]), event
            if event["event"] == "ChallengeResolved" and event["challenger"] != seat:
                assert event["hand"] is None, event
        draw = now["draw"]
        windows = {tuple(draw[i : i + 4]) for i in range(len(draw) - 3)}
        for item in walk(msg):
            if isinstance(item, list) and len(item) >= 4 and all(isinstance(c, str) for c in item):
                assert tuple(item[:4]) not in windows or sorted(item) == sorted(now["hands"][seat]), (
                    "the draw pile's order went out"
                )
        if view["phase"] in ("round_over", "game_over"):
            continue  # every hand is shown at the end of a round
        allowed = set(now["hands"][seat]) | set(before["hands"][seat]) | set(now["discard"])
        if view["shown"] is not None:
            allowed |= set(view["shown"][1])
        for event in msg["events"]:
            if (
                event["event"] in PUBLIC_EVENTS
                or event.get("seat") == seat
                or event.get("challenger") == seat
            ):
                allowed |= {x for x in walk(event) if isinstance(x, str) and x in CARDS}
        seen = {x for x in walk(msg) if isinstance(x, str) and x in CARDS}
        assert seen <= allowed, f"seat {seat} saw {sorted(seen - allowed)} at version {v}"
    return scanned


def local_seats(kinds: list[str], names: list[str]) -> tuple:
    return tuple(
        Seat(n, "person") if k == "person" else Seat(n, "ai", k) for k, n in zip(kinds, names, strict=True)
    )


def options_of(data: dict | None, edition: str) -> Options:
    from game.storage.seats import options_from_json

    return options_from_json(data or {}, edition)


class LatencyProxy:
    """A TCP relay on a loopback port that delivers every chunk `delay` seconds late, each way, in order:
    a server as far away as a friend's across the internet (a move's outcome comes a round trip later,
    and the table runs many frames meanwhile). `port` is where clients connect."""

    def __init__(self, target: tuple[str, int], delay: float):
        import socket
        import threading

        self.target, self.delay = target, delay
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.closed = threading.Event()
        self.sockets: list = [self.listener]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        import socket

        while not self.closed.is_set():
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(self.target)
            for s in (client, upstream):
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            self.sockets += [client, upstream]
            self._pipe(client, upstream)
            self._pipe(upstream, client)

    def _pipe(self, source, sink) -> None:
        import queue
        import threading
        import time

        chunks: queue.Queue = queue.Queue()

        def read() -> None:
            while True:
                try:
                    data = source.recv(65536)
                except OSError:
                    data = b""
                chunks.put((time.monotonic() + self.delay, data))
                if not data:
                    return

        def write() -> None:
            while True:
                due, data = chunks.get()
                time.sleep(max(0.0, due - time.monotonic()))
                try:
                    if not data:
                        sink.shutdown(2)
                        return
                    sink.sendall(data)
                except OSError:
                    return

        threading.Thread(target=read, daemon=True).start()
        threading.Thread(target=write, daemon=True).start()

    def close(self) -> None:
        self.closed.set()
        for s in self.sockets:
            try:
                s.close()
            except OSError:
                pass
