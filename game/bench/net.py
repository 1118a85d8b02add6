"""The table server under load: `uno-table serve` in its own process, and N tables of scripted clients
on loopback in other processes (`--clients`, 2 by default) that think a while (`--think`, seconds,
spread 0.5x-1.5x) on each decision, then send their move and time it to its `ack`.

    python -m game.bench net --tables 50 --seats 4 --seconds 20
    python -m game.bench net --workers 1,2 --tables 200     # a front door and N workers, back to back

Every table is seated and ready before any starts (so 200 tables set up in seconds, not under the
load of games already running); then all start together, and after `--warmup` seconds the measured
window begins. Prints the move round trip (send to ack: p50, p99, max) of the moves acknowledged in
the window, moves per second, and the server's CPU per move and in all (its process's user and system
time over the window, from /proc: CPU time, which the machine's load inflates far less than the round
trip), with the client processes' CPU beside it: they are not the server's, so the figure is the
server's alone.
"""

from __future__ import annotations

import asyncio
import gc
import json
import multiprocessing
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
    parser.add_argument("--clients", type=int, default=2, help="client processes (default 2)")
    parser.add_argument("--edition", default="classic")
    parser.add_argument("--url", help="a server already running (its CPU is then not measured)")
    parser.add_argument(
        "--workers",
        default="0",
        help="worker processes behind a front door (`serve --workers N`; 0: one process, no door); "
        "a list such as 1,2,4 runs each, back to back, and prints them side by side",
    )


def _cpu_split(pid: int | None) -> tuple[float, float]:
    """(user, system) CPU seconds of a process (Linux /proc); NaNs when not known."""
    if pid is None or not Path(f"/proc/{pid}/stat").exists():
        return float("nan"), float("nan")
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def _family(pid: int | None) -> list[int]:
    """`pid` and its children (a front door's workers): the server's processes."""
    if pid is None:
        return []
    found = [pid]
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        found += [int(p) for p in task.read_text().split()]
    return found


def _cpu_of(pids: list[int]) -> tuple[float, float]:
    """(user, system) CPU seconds of the server's processes together."""
    if not pids:
        return float("nan"), float("nan")
    splits = [_cpu_split(pid) for pid in pids]
    return sum(s[0] for s in splits), sum(s[1] for s in splits)


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


def _start_server(
    data_dir: str, wrapper: tuple[str, ...] | list[str] = (), workers: int = 0, config: dict | None = None
) -> tuple[subprocess.Popen, int]:
    """`uno-table serve` on a free loopback port with no limits, its journal in `data_dir`; `wrapper`: a
    command it runs under (valgrind); `workers`: a front door and that many worker processes; `config`:
    `Config` fields to set (`serve --config`)."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    command = [sys.executable, "-m", "game", "serve", "--port", "0", "--data-dir", data_dir]
    command += ["--max-tables", "100000", "--per-address", "0"]
    if config:
        command += ["--config", json.dumps(config)]
    if workers:
        command += ["--workers", str(workers)]
    proc = subprocess.Popen(
        [*wrapper, *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL if wrapper else None,
        text=True,
        env=env,
    )
    assert proc.stdout is not None
    found = re.search(r":(\d+)/", proc.stdout.readline())
    if not found:
        proc.kill()
        raise SystemExit("the server did not start")
    return proc, int(found.group(1))


def _stop_server(proc: subprocess.Popen, timeout: float) -> None:
    """SIGTERM (the server stops cleanly), SIGKILL after `timeout` seconds."""
    proc.terminate()
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()


class Load:
    """One client process's count: moves acknowledged (or refused) inside the measured window."""

    def __init__(self, think: float):
        self.think = think
        self.rtts: list[float] = []
        self.window = (float("inf"), float("-inf"))  # monotonic start and end of the measured window
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
        sent[action_id] = time.monotonic()
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
            now = time.monotonic()
            if started is not None and load.window[0] <= now < load.window[1]:
                load.rtts.append(now - started)
                if kind == "ack":
                    load.acked += 1
                else:
                    load.rejected += 1
        elif kind == "error":
            load.errors[msg["code"]] = load.errors.get(msg["code"], 0) + 1


async def _seat_table(url: str, args, gate: asyncio.Semaphore) -> list:
    """A table's people seated and ready, not started: [host, guests...]."""
    from game.net.client import ScriptedClient

    class BenchClient(ScriptedClient):
        keep_frames = False

    async with gate:
        options = getattr(args, "client_options", {})  # (net-cost under valgrind: no keepalive pings)
        host = await BenchClient.open(url, "Host", **options)
        await host.send(
            {
                "type": "create",
                "edition": args.edition,
                "options": {"target": 1_000_000},  # rounds go on for the whole run
                "seats": [{"kind": "person"}] * args.seats,
                "code": None,
            }
        )
        code = (await host.until("joined", 60))["room"]
        clients = [host]
        for i in range(1, args.seats):
            guest = await BenchClient.open(url, f"Guest {i}", **options)
            await guest.send({"type": "join", "room": code})
            await guest.until("joined", 60)
            await guest.send({"type": "ready", "ready": True})
            clients.append(guest)
        await host.until("lobby", 60, pred=lambda m: all(s["ready"] for s in m["seats"]))
    return clients


async def _clients_main(url: str, args, tables: list[int], pipe) -> None:
    """A client process: seat its tables, say so, wait for the start and the window, play, report."""
    load = Load(args.think)
    loop = asyncio.get_running_loop()
    opened = time.monotonic()
    gate = asyncio.Semaphore(32)
    seated = await asyncio.gather(*(_seat_table(url, args, gate) for _ in tables))
    # the clients' own garbage collector, kept out of the round trips they time: everything made so
    # far (hundreds of connections) out of its collections, and full collections rare
    gc.collect()
    gc.freeze()
    gc.set_threshold(700, 10, 100)
    pipe.send(time.monotonic() - opened)
    start, load.window = await loop.run_in_executor(None, pipe.recv)
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    for clients in seated:
        await clients[0].send({"type": "start"})
    players = [
        asyncio.create_task(_player(c, load, random.Random(table * 10 + i)))
        for table, clients in zip(tables, seated, strict=True)
        for i, c in enumerate(clients)
    ]
    await asyncio.sleep(max(0.0, load.window[0] - time.monotonic()))
    cpu0 = time.process_time()
    await asyncio.sleep(max(0.0, load.window[1] - time.monotonic()))
    cpu = time.process_time() - cpu0
    for task in players:
        task.cancel()
    pipe.send(
        {"rtts": load.rtts, "acked": load.acked, "rejected": load.rejected, "errors": load.errors, "cpu": cpu}
    )


def _clients_process(url: str, args, tables: list[int], pipe) -> None:
    asyncio.run(_clients_main(url, args, tables, pipe))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _bench(args, url: str, server_pid: int | None) -> dict:
    context = multiprocessing.get_context("spawn")
    workers = max(1, min(args.clients, args.tables))
    pipes, procs = [], []
    for w in range(workers):
        ours, theirs = context.Pipe()
        proc = context.Process(
            target=_clients_process,
            args=(url, args, list(range(w, args.tables, workers)), theirs),
            daemon=True,
        )
        proc.start()
        pipes.append(ours)
        procs.append(proc)
    try:
        setup = 0.0
        for pipe in pipes:
            if not pipe.poll(600):
                raise SystemExit("the tables were not seated within 10 minutes")
            setup = max(setup, pipe.recv())
        start = time.monotonic() + 0.2
        t0 = start + args.warmup
        t1 = t0 + args.seconds
        for pipe in pipes:
            pipe.send((start, (t0, t1)))
        time.sleep(max(0.0, t0 - time.monotonic()))
        family = _family(server_pid)
        split0, load0 = _cpu_of(family), os.getloadavg()[0]
        door0 = _cpu_split(server_pid)
        wait0 = sum(_waiting_seconds(pid) for pid in family)
        time.sleep(max(0.0, t1 - time.monotonic()))
        split1, load1 = _cpu_of(family), os.getloadavg()[0]
        door1 = _cpu_split(server_pid)
        wait1 = sum(_waiting_seconds(pid) for pid in family)
        results = []
        for pipe in pipes:
            if not pipe.poll(120):
                raise SystemExit("a client process did not report")
            results.append(pipe.recv())
    finally:
        for proc in procs:
            proc.join(10)
            if proc.is_alive():
                proc.kill()
    rtts = [r for result in results for r in result["rtts"]]
    acked = sum(r["acked"] for r in results)
    rejected = sum(r["rejected"] for r in results)
    errors: dict[str, int] = {}
    for result in results:
        for code, n in result["errors"].items():
            errors[code] = errors.get(code, 0) + n
    wall = t1 - t0
    moves = acked + rejected
    user, system = split1[0] - split0[0], split1[1] - split0[1]
    return {
        "setup": setup,
        "workers": workers,
        "moves": moves,
        "acked": acked,
        "rejected": rejected,
        "rate": moves / wall,
        "p50": _percentile(rtts, 0.5) * 1000 if rtts else float("nan"),
        "p99": _percentile(rtts, 0.99) * 1000 if rtts else float("nan"),
        "max": max(rtts) * 1000 if rtts else float("nan"),
        "mean": statistics.fmean(rtts) * 1000 if rtts else float("nan"),
        "server_cpu": (user + system) / wall,
        "server_ms_per_move": (user + system) * 1000 / moves if moves else float("nan"),
        "server_seconds": user + system,
        "processes": len(family),
        # the first process's part (a front door's, when there are workers behind it)
        "door_ms_per_move": (sum(door1) - sum(door0)) * 1000 / moves if moves else float("nan"),
        "server_user_ms": user * 1000 / moves if moves else float("nan"),
        "server_system_ms": system * 1000 / moves if moves else float("nan"),
        "client_cpu": sum(r["cpu"] for r in results) / wall,
        "server_wait": (wait1 - wait0) / wall,
        "load": (load0 + load1) / 2,
        "errors": errors,
    }


def run(args) -> int:
    if args.url:
        result = _bench(args, args.url, None)
        _report(args, result)
        return 0
    counts = [int(n) for n in str(args.workers).split(",")]
    rows = []
    for workers in counts:
        with tempfile.TemporaryDirectory() as data:
            proc, port = _start_server(data, workers=workers)
            try:
                result = _bench(args, f"ws://127.0.0.1:{port}/", proc.pid)
            finally:
                _stop_server(proc, 30)
        print(f"--- {workers} workers behind a front door" if workers else "--- one process, no door")
        _report(args, result)
        rows.append((workers, result))
    if len(rows) > 1:
        print("workers  moves/s  p50 ms  p99 ms  server CPU (all processes)  load")
        for workers, r in rows:
            print(
                f"{workers:7d}  {r['rate']:7.1f}  {r['p50']:6.1f}  {r['p99']:6.1f}  "
                f"{r['server_cpu'] * 100:5.0f}% of a core {'':13s}  {r['load']:.1f}"
            )
    return 0


def _report(args, r: dict) -> None:
    print(
        f"tables {args.tables} x {args.seats} people ({args.tables * args.seats} connections, "
        f"{r['workers']} client processes), think {args.think}s, {args.seconds:.0f}s measured "
        f"(seated in {r['setup']:.1f}s)"
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
        f"client processes {r['client_cpu'] * 100:.0f}% of a core"
    )
    if r.get("processes", 1) > 1:
        print(
            f"front door   {r['door_ms_per_move']:.2f} ms per move of the above "
            f"({r['processes'] - 1} workers behind it)"
        )
    print(
        f"machine      load average {r['load']:.1f} on {os.cpu_count()} CPUs; the server waited for a CPU "
        f"{r['server_wait'] * 100:.0f}% of the time"
    )
    if r["errors"]:
        print(f"errors       {r['errors']}")
