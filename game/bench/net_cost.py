"""The table server's cost per move over a fixed scripted workload, so that two builds can be compared
without the machine's load in the figure (unlike `bench net`, whose rate and batching follow the load).

    python -m game.bench net-cost --tables 20 --moves 2000 [--together] [--callgrind]

`uno-table serve` in its own process; one client process seats `--tables` tables of 4 people and plays
`--warmup` moves, then `--moves` more, measured. Each move is chosen from its seat's legal moves by a
seeded random generator, and the next is sent only when every seat of the table has its new `state`:
by default one move in the whole server at a time (each move alone, as on a quiet server: the cost of
a move that wakes the server by itself), or with `--together` one move at every table at once (the
moves of a busy moment, sharing wakes and commits). Prints the server's CPU per move (user and system,
from /proc). `--callgrind` runs the server under valgrind's callgrind and prints the instructions it
executed per move (user space only; counted, not timed: the same build gives the same count at any
load, within a fraction of a percent; the keepalive pings are off there, work per second of wall time
rather than per move). Same seed, same moves: the figures of two builds compare.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from game.bench.net import _cpu_split, _start_server, _stop_server

SPACING = 0.12  # seconds between two moves of one seat at least


def add_arguments(parser) -> None:
    parser.add_argument("--tables", type=int, default=20, help="tables of 4 people (default 20)")
    parser.add_argument("--moves", type=int, default=2000, help="measured moves (default 2000)")
    parser.add_argument("--warmup", type=int, default=300, help="moves before measuring (default 300)")
    parser.add_argument("--together", action="store_true", help="a move at every table at once")
    parser.add_argument("--callgrind", action="store_true", help="count the server's instructions")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--url", help="a server already running (a profiled one; its CPU is not measured)")


#: under valgrind, the keepalive pings are off (the server's and its clients'): a run there takes 10-50
#: times as long, and the pings of 80 connections both ways (each every 15 s of wall time: a million
#: instructions a second) were counted into the moves, more the slower the run (issue 44)
CALLGRIND_CONFIG = {"ping_interval": None}


def _start(data_dir: str, callgrind: str | None) -> tuple[subprocess.Popen, int]:
    if callgrind is None:
        return _start_server(data_dir)
    return _start_server(
        data_dir,
        [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",  # counted from `callgrind_control -i on`, after the seating
            f"--callgrind-out-file={callgrind}",
        ],
        config=CALLGRIND_CONFIG,
    )


class _Seat:
    """One scripted person: the latest `state`, and a count of the states and acks received."""

    def __init__(self, client):
        self.client = client
        self.states = 0
        self.acks = 0
        self.changed = asyncio.Event()
        self.sent = -1.0  # when it last sent a move (monotonic)

    async def read(self) -> None:
        while True:
            msg = await self.client.recv(600)
            if msg["type"] == "state":
                self.states += 1
            elif msg["type"] in ("ack", "reject"):
                self.acks += 1
            self.changed.set()


async def _seat_tables(url: str, tables: int, quiet: bool = False) -> list[list[_Seat]]:
    """`tables` tables of 4 people seated; `quiet`: their connections send no keepalive pings."""
    from game.bench.net import _seat_table

    class Args:
        edition = "classic"
        seats = 4
        client_options = {"ping_interval": None} if quiet else {}

    seated = [await _seat_table(url, Args, asyncio.Semaphore(1)) for _ in range(tables)]
    return [[_Seat(c) for c in clients] for clients in seated]


async def _move(table: list[_Seat], rng: random.Random) -> None:
    """One move at `table`: a seat with a decision sends one of its moves; back when every seat has its
    new state and the mover its ack."""
    for seat in table:
        state = seat.client.state
        view = state["view"] if state else None
        legal = [m for m in view["legal"] if m["do"] not in ("uno", "catch")] if view else []
        if view is not None and view["decision"] is not None and legal and view["seat"] not in state["ready"]:
            break
    else:
        raise SystemExit("no seat has a move")
    before = [(s.states, s.acks) for s in table]
    wait = seat.sent + SPACING - time.monotonic()  # within the server's rate limit (10 a second)
    if wait > 0:
        await asyncio.sleep(wait)
    seat.sent = time.monotonic()
    await seat.client.send(
        {"type": "action", "id": f"m{rng.random()}", "version": view["version"], "action": rng.choice(legal)}
    )
    while True:
        if seat.acks > before[table.index(seat)][1] and all(
            s.states > b[0] for s, b in zip(table, before, strict=True)
        ):
            return
        waits = [asyncio.ensure_future(s.changed.wait()) for s in table]
        await asyncio.wait(waits, timeout=60, return_when=asyncio.FIRST_COMPLETED)
        for s, w in zip(table, waits, strict=True):
            w.cancel()
            s.changed.clear()


async def _play(url: str, args, mark) -> None:
    tables = await _seat_tables(url, args.tables, quiet=bool(getattr(args, "callgrind", False)))
    readers = [asyncio.create_task(s.read()) for table in tables for s in table]
    for table in tables:
        await table[0].client.send({"type": "start"})
    while any(s.client.state is None for table in tables for s in table):
        await asyncio.sleep(0.05)
    rng = random.Random(args.seed)
    step = len(tables) if args.together else 1
    done, t = 0, 0
    for phase, count in (("warmup", args.warmup), ("measured", args.moves)):
        mark(phase)
        done = 0
        while done < count:
            if args.together:
                await asyncio.gather(*(_move(table, rng) for table in tables))
            else:
                await _move(tables[t % len(tables)], rng)
                t += 1
            done += step
    mark("end")
    for task in readers:
        task.cancel()


def run(args) -> int:
    if args.callgrind and shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed")
    with tempfile.TemporaryDirectory() as data:
        out = str(Path(data) / "callgrind.out") if args.callgrind else None
        if args.url:
            asyncio.run(_play(args.url, args, lambda phase: None))
            return 0
        proc, port = _start(data, out)
        marks: dict[str, tuple[float, tuple[float, float]]] = {}

        def mark(phase: str) -> None:
            if args.callgrind and phase in ("measured", "end"):
                # instrumentation on at the start of the window, a dump (of the window only) at its end
                command = ["-i", "on"] if phase == "measured" else ["-d"]
                subprocess.run(
                    ["callgrind_control", *command, str(proc.pid)], capture_output=True, check=True
                )
            marks[phase] = (time.monotonic(), _cpu_split(proc.pid))

        try:
            asyncio.run(_play(f"ws://127.0.0.1:{port}/", args, mark))
        finally:
            _stop_server(proc, 60)  # valgrind writes its last file on the way out
        (t0, (u0, s0)), (t1, (u1, s1)) = marks["measured"], marks["end"]
        moves = args.moves - args.moves % (args.tables if args.together else 1)
        if args.together and args.moves % args.tables:
            moves += args.tables
        print(
            f"{moves} moves at {args.tables} tables of 4, "
            f"{'a move at every table at once' if args.together else 'one move at a time'}, "
            f"after {args.warmup} warm-up moves; {t1 - t0:.1f} s"
        )
        print(
            f"server CPU   {(u1 - u0 + s1 - s0) * 1000 / moves:.3f} ms per move "
            f"(user {(u1 - u0) * 1000 / moves:.3f}, system {(s1 - s0) * 1000 / moves:.3f})"
            f"{' under valgrind' if args.callgrind else ''}; load average {os.getloadavg()[0]:.1f}"
        )
        if out is not None:
            total = _callgrind_total(Path(data))
            print(f"instructions {total / moves / 1000:.0f} thousand per move (callgrind, user space)")
    return 0


def _callgrind_total(folder: Path) -> int:
    """The instructions of the dump made at the end of the window (`callgrind_control -d`)."""
    totals = []
    for dump in sorted(folder.glob("callgrind.out*")):
        for line in dump.read_text(errors="replace").splitlines():
            if line.startswith(("totals:", "summary:")):
                totals.append((dump.name, int(line.split()[1])))
                break
    dumps = [n for name, n in totals if re.search(r"\.\d+$", name)]  # callgrind.out.1: the `-d` dump
    return dumps[0] if dumps else max(n for _, n in totals)
