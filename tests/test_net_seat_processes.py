"""The seat's lifecycle with real processes (issue 40): `uno-table serve` in its own process, a person's
game in its own (game.bench.people_player: the App and its real main loop, played by a bot that only
sees the screen). A normal quit (SIGTERM: a logout, a shutdown) keeps the seat exactly as a crash
(SIGKILL) does: a newcomer who asks for a seat is told the game is under way, and the person's game
started again on the same data folder sits down in the same seat (the main menu's Rejoin)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.net.client import ScriptedClient

ROOT = Path(__file__).resolve().parents[1]
ENV = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _serve(data: Path) -> tuple[subprocess.Popen, int]:
    command = [sys.executable, "-m", "game", "serve", "--port", "0", "--data-dir", str(data)]
    command += ["--grace", "1", "--per-address", "0"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=ENV)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r":(\d+)/", line)
    assert found, f"the server did not start: {line!r}"
    return proc, int(found.group(1))


def _game(port: int, code: str, data: Path, report: Path) -> subprocess.Popen:
    command = [sys.executable, "-m", "game.bench.people_player", "--address", f"127.0.0.1:{port}"]
    command += ["--code", code, "--name", "Bob", "--data", str(data), "--report", str(report), "--speed", "0"]
    return subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)


async def _presence(watcher: ScriptedClient, seat: int, wanted: set[str], timeout: float) -> dict:
    return await watcher.until("state", timeout=timeout, pred=lambda m: m["presence"][seat] in wanted)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "SIGKILL"])
def test_a_quit_keeps_the_seat_as_a_crash_does(tmp_path, sig):
    server, port = _serve(tmp_path / "server")
    games: list[subprocess.Popen] = []
    url = f"ws://127.0.0.1:{port}/"

    async def scenario() -> None:
        org = await ScriptedClient.open(url, "Ann")
        seats = [{"kind": "person"}, {"kind": "person"}, {"kind": "normal"}]
        await org.send({"type": "create", "edition": "classic", "options": {}, "seats": seats, "code": None})
        code = (await org.until("joined"))["room"]
        games.append(_game(port, code, tmp_path / "bob", tmp_path / "bob.jsonl"))
        await org.until("lobby", timeout=120, pred=lambda m: m["seats"][1]["ready"])
        await org.send({"type": "start"})
        await org.until("state", timeout=30)
        watcher = await ScriptedClient.open(url, "Watcher")
        await watcher.send({"type": "watch", "room": code})
        await _presence(watcher, 1, {"here"}, 60)  # Bob's game is at the table

        games[0].send_signal(sig)  # Bob's game: a normal quit (SIGTERM) or a crash (SIGKILL)
        assert await asyncio.to_thread(games[0].wait, 60) is not None
        gone = await _presence(watcher, 1, {"away", "ai"}, 30)
        held = tmp_path / "bob" / "data" / "network" / "seat.json"
        assert held.exists(), "the seat is kept in Bob's data folder for a Rejoin"
        if gone["presence"][1] != "ai":  # past the grace (1 s) a computer plays the seat for Bob
            await _presence(watcher, 1, {"ai"}, 30)
        newcomer = await ScriptedClient.open(url, "Carol")
        await newcomer.send({"type": "join", "room": code})
        answer = await newcomer.until("error", timeout=20)
        assert answer["code"] == "started", "the seat was not given up: no newcomer takes it"
        await newcomer.close()

        games.append(_game(port, code, tmp_path / "bob", tmp_path / "bob.jsonl"))  # started again
        state = await _presence(watcher, 1, {"here"}, 90)
        assert state["view"]["seats"][1]["name"] == "Bob"
        await watcher.close()
        await org.close()

    try:
        asyncio.run(scenario())
    finally:
        for g in games:
            if g.poll() is None:
                g.kill()
                g.wait()
        server.terminate()
        try:
            server.wait(15)
        except subprocess.TimeoutExpired:
            server.kill()
