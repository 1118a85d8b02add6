"""The server killed outright (SIGKILL) mid-game and started again: every table resumes at its last
acknowledged move, from the SQLite journal, and its people come back with their tokens."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from netkit import choose, open_table

from game.net.client import ScriptedClient

ROOT = Path(__file__).resolve().parent.parent


def start_server(data_dir: Path, port: int = 0) -> tuple[subprocess.Popen, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("SDL_VIDEODRIVER", None)
    env.pop("DISPLAY", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "game", "serve", "--port", str(port), "--data-dir", str(data_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"ws://127\.0\.0\.1:(\d+)/", line)
    assert found, (line, proc.stderr.read() if proc.poll() is not None else "")
    return proc, int(found.group(1))


async def advance(clients, upto: int) -> None:
    """The clients play until each has seen a view at version `upto` or later (nobody else moves)."""

    async def one(client):
        while True:
            view = client.state["view"] if client.state else None
            if view is not None and view["version"] >= upto:
                return
            if view is not None and (move := choose(view)) is not None:
                action_id = f"{client.seat}-{view['version']}"
                await client.send(
                    {"type": "action", "id": action_id, "version": view["version"], "action": move}
                )
            await client.until("state")

    await asyncio.gather(*(one(c) for c in clients))


async def drain(client: ScriptedClient) -> None:
    try:
        while True:
            await client.recv(0.3)
    except TimeoutError:
        pass


def test_sigkill_mid_game_then_restart_resumes_every_table(tmp_path):
    proc, port = start_server(tmp_path)
    url = f"ws://127.0.0.1:{port}/"
    try:

        async def before():
            people, _ = await open_table(url, "classic", ["person", "person"], {"scoring": "single_round"})
            mixed, _ = await open_table(
                url, "modern", ["person", "normal", "normal"], {"scoring": "single_round"}
            )
            for c in people + mixed:
                await c.until("state")
            await advance(people, 8)
            for c in people + mixed:
                await drain(c)
            return people, mixed

        people, mixed = asyncio.run(before())
        last = {c.token: c.state["view"] for c in people}
        mixed_version = mixed[0].state["view"]["version"]
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)

        proc, port2 = start_server(tmp_path, port)
        assert port2 == port

        async def after():
            again = []
            for token in last:
                c = await ScriptedClient.open(url, "Back", token=token)
                await c.until("joined")
                state = await c.until("state")
                assert state["view"] == last[token]  # exactly where it was: same version, same hand
                again.append(c)
            back = await ScriptedClient.open(url, "Back", token=mixed[0].token)
            await back.until("joined")
            state = await back.until("state")
            assert state["view"]["version"] >= mixed_version
            await advance(again, last[people[0].token]["version"] + 4)  # the people's table goes on
            await advance([back], state["view"]["version"] + 3)  # and so does the computers' one

        asyncio.run(asyncio.wait_for(after(), 60))
    finally:
        proc.kill()
        proc.wait(10)


def test_the_serve_command_loads_no_pygame():
    code = (
        "import sys; import game.__main__, game.net.serve, game.net.server, game.net.thread; "
        "import game.net.client; "
        "print(sorted(m for m in sys.modules if m.startswith(('pygame', 'game.ui', 'game.scene'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_serve_help_and_a_half_tls_setting(tmp_path):
    run = [sys.executable, "-m", "game", "serve"]
    out = subprocess.run(run + ["--help"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0 and "--data-dir" in out.stdout and "--cert" in out.stdout
    out = subprocess.run(
        run + ["--cert", str(tmp_path / "c.pem")], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert out.returncode == 2 and "--key" in out.stderr
