"""The table server under load: `uno-table serve` in its own process, and in this one N tables of
scripted clients on loopback that think a while (`--think`, seconds, spread 0.5x-1.5x) on each
decision, then send their move and time it to its `ack`.

    python -m game.bench net --tables 50 --seats 4 --seconds 20

Prints the move round trip (send to ack: p50, p99, max), moves per second, and the server's CPU per
move and in all (its process's user and system time over the measured window, from /proc: CPU time,
which the machine's load does not inflate, unlike the round trip). The server runs in its own process,
the clients in this one: when it is the busier one (its CPU near 100%), the round trips measure the
clients, the server's CPU per move still the server.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def add_arguments(parser) -> None:
    parser.add_argument("--tables", type=int, default=10, help="tables (default 10)")
    parser.add_argument("--seats", type=int, default=4, help="people per table (default 4)")
    parser.add_argument("--think", type=float, default=0.5, help="seconds a player thinks (default 0.5)")
    parser.add_argument("--seconds", type=float, default=20.0, help="measured seconds (default 20)")
    parser.add_argument("--warmup", type=float, default=3.0, help="seconds before measuring (default 3)")
    parser.add_argument("--edition", default="classic")
    parser.add_argument("--url", help="a server already running (its CPU is then not measured)")


def _cpu_split(pid: int | None) -> tuple[float, float]:
    """(user, system) CPU seconds of a process (Linux /proc); NaNs when not known."""
    if pid is None or not Path(f"/proc/{pid}/stat").exists():
        return float("nan"), float("nan")
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def _waiting_seconds(pid: int | None) -> float:
    """Seconds the process's threads spent runnable but waiting for a CPU (Linux schedstat): how much
    the machine's other work held the server back."""
    try:
        return (
            sum(
                int((task / "schedstat").read_text().split()[1])
                for task in Path(f"/proc/{pid}/task").iterdir()
            )
            / 1e9
        )
    except (OSError, ValueError, IndexError):
        return float("nan")


def _start_server(data_dir: str) -> tuple[subprocess.Popen, int]:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "game",
            "serve",
            "--port",
            "0",
            "--data-dir",
            data_dir,
            "--max-tables",
            "100000",
            "--per-address",
            "0",
        ],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    found = re.search(r":(\d+)/", proc.stdout.readline())
    if not found:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, int(found.group(1))


class Load:
    def __init__(self, think: float):
        self.think = think
        self.rtts: list[float] = []
        self.measuring = False
        self.acked = 0
        self.rejected = 0
        self.errors: dict[str, int] = {}


async def _player(client, load: Load, rng: random.Random) -> None:
    """Answer every decision after thinking; time each move to its ack."""
    from game.net.client import ScriptedClient

    assert isinstance(client, ScriptedClient)
    sent: dict[str, float] = {}
    pending: asyncio.Task | None = None

    async def move_after(view: dict) -> None:
        await asyncio.sleep(load.think * (0.5 + rng.random()))
        latest = client.state["view"] if client.state else None
        if latest is None or latest["version"] != view["version"]:
            return
        legal = [m for m in latest["legal"] if m["do"] not in ("uno", "catch")]
        if not legal:
            return
        action_id = f"{client.seat}-{latest['version']}"
        sent[action_id] = time.perf_counter()
        await client.send(
            {"type": "action", "id": action_id, "version": latest["version"], "action": rng.choice(legal)}
        )

    while True:
        msg = await client.recv(120)
        kind = msg["type"]
        if kind == "state":
            view = msg["view"]
            if view["decision"] is not None and (pending is None or pending.done()):
                pending = asyncio.create_task(move_after(view))
        elif kind in ("ack", "reject"):
            started = sent.pop(msg["id"], None)
            if started is not None and load.measuring:
                load.rtts.append(time.perf_counter() - started)
                if kind == "ack":
                    load.acked += 1
                else:
                    load.rejected += 1
        elif kind == "error":
            load.errors[msg["code"]] = load.errors.get(msg["code"], 0) + 1


async def _table(url: str, args, load: Load, gate: asyncio.Semaphore, seed: int) -> list:
    from game.net.client import ScriptedClient

    async with gate:
        host = await ScriptedClient.open(url, "Host")
        await host.send(
            {
                "type": "create",
                "edition": args.edition,
                "options": {"target": 1_000_000},  # rounds go on for the whole run
                "seats": [{"kind": "person"}] * args.seats,
                "code": None,
            }
        )
        code = (await host.until("joined"))["room"]
        clients = [host]
        for i in range(1, args.seats):
            guest = await ScriptedClient.open(url, f"Guest {i}")
            await guest.send({"type": "join", "room": code})
            await guest.until("joined")
            await guest.send({"type": "ready", "ready": True})
            clients.append(guest)
        await host.until("lobby", pred=lambda m: all(s["ready"] for s in m["seats"]))
        await host.send({"type": "start"})
    return [
        asyncio.create_task(_player(c, load, random.Random(seed * 10 + i))) for i, c in enumerate(clients)
    ]


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def _bench(args, url: str, server_pid: int | None) -> dict:
    load = Load(args.think)
    gate = asyncio.Semaphore(16)
    opened = time.perf_counter()
    groups = await asyncio.gather(*(_table(url, args, load, gate, i) for i in range(args.tables)))
    setup = time.perf_counter() - opened
    await asyncio.sleep(args.warmup)
    load.measuring = True
    split0, own0, t0 = _cpu_split(server_pid), time.process_time(), time.perf_counter()
    wait0, load0 = _waiting_seconds(server_pid), os.getloadavg()[0]
    await asyncio.sleep(args.seconds)
    split1, own1, t1 = _cpu_split(server_pid), time.process_time(), time.perf_counter()
    wait1, load1 = _waiting_seconds(server_pid), os.getloadavg()[0]
    load.measuring = False
    for tasks in groups:
        for task in tasks:
            task.cancel()
    wall = t1 - t0
    moves = load.acked + load.rejected
    user, system = split1[0] - split0[0], split1[1] - split0[1]
    return {
        "setup": setup,
        "moves": moves,
        "acked": load.acked,
        "rejected": load.rejected,
        "rate": moves / wall,
        "p50": _percentile(load.rtts, 0.5) * 1000 if load.rtts else float("nan"),
        "p99": _percentile(load.rtts, 0.99) * 1000 if load.rtts else float("nan"),
        "max": max(load.rtts) * 1000 if load.rtts else float("nan"),
        "mean": statistics.fmean(load.rtts) * 1000 if load.rtts else float("nan"),
        "server_cpu": (user + system) / wall,
        "server_ms_per_move": (user + system) * 1000 / moves if moves else float("nan"),
        "server_seconds": user + system,
        "server_user_ms": user * 1000 / moves if moves else float("nan"),
        "server_system_ms": system * 1000 / moves if moves else float("nan"),
        "client_cpu": (own1 - own0) / wall,
        "server_wait": (wait1 - wait0) / wall,
        "load": (load0 + load1) / 2,
        "errors": load.errors,
    }


def run(args) -> int:
    if args.url:
        result = asyncio.run(_bench(args, args.url, None))
        _report(args, result)
        return 0
    with tempfile.TemporaryDirectory() as data:
        proc, port = _start_server(data)
        try:
            result = asyncio.run(_bench(args, f"ws://127.0.0.1:{port}/", proc.pid))
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    _report(args, result)
    return 0


def _report(args, r: dict) -> None:
    print(
        f"tables {args.tables} x {args.seats} people ({args.tables * args.seats} connections), "
        f"think {args.think}s, {args.seconds:.0f}s measured (set-up {r['setup']:.1f}s)"
    )
    print(f"moves        {r['moves']} ({r['acked']} acked, {r['rejected']} rejected), {r['rate']:.1f}/s")
    print(
        f"round trip   p50 {r['p50']:.1f} ms  p99 {r['p99']:.1f} ms  "
        f"max {r['max']:.1f} ms  mean {r['mean']:.1f} ms"
    )
    print(
        f"server CPU   {r['server_ms_per_move']:.2f} ms per move (user {r['server_user_ms']:.2f}, system "
        f"{r['server_system_ms']:.2f}), {r['server_seconds']:.2f} s in all, "
        f"{r['server_cpu'] * 100:.1f}% of a core; "
        f"clients' process {r['client_cpu'] * 100:.0f}% of a core"
    )
    print(
        f"machine      load average {r['load']:.1f} on {os.cpu_count()} CPUs; the server waited for a CPU "
        f"{r['server_wait'] * 100:.0f}% of the time"
    )
    if r["errors"]:
        print(f"errors       {r['errors']}")
