"""`python -m game.bench review`: how long the expert's game review takes for a given number of decisions.

The decisions come from real single-round games: the reviewed seat is played by `--player` (beginner by
default: it makes the mistakes a review is for), the others by `--opponent`. Games are played on seeds
SEED, SEED+1, ... until their reviewed seat made `--decisions` judged decisions; those are then judged
one after the other as the review screen's worker does (one thread, `--worlds` per decision), and the
wall-clock time is printed with the machine's load average before and after (the machine is shared:
quote the load with the figure). `--file` times the review of a kept replay instead.
"""

from __future__ import annotations

import os
import statistics
import time
from pathlib import Path

from game.ai import registry
from game.ai.review import WORLDS, decisions, judge
from game.play.arena import play_game
from game.rules import EDITIONS, GameRecord, Options


def add_arguments(parser) -> None:
    parser.add_argument("--edition", default="classic", choices=tuple(EDITIONS))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--decisions", type=int, default=60, help="decisions to judge")
    parser.add_argument("--worlds", type=int, default=WORLDS, help="worlds per decision")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--player", default="beginner", help="who plays the reviewed seat (seat 1)")
    parser.add_argument("--opponent", default="normal", help="who plays the other seats")
    parser.add_argument("--file", type=Path, help="time the review of this replay instead (its first person)")


def recorded_game(edition: str, players: list, seed: int, options: Options | None = None) -> GameRecord:
    """A single-round game played by `players`, as the rules' record of its moves."""
    options = options or Options(scoring="single_round")
    moves: list = []
    play_game(
        players, edition, options, seed=seed, on_move=lambda _s, seat, action: moves.append((seat, action))
    )
    return GameRecord(edition, len(players), options, seed, moves)


def collect(args) -> list:
    points: list = []
    seed = args.seed
    while len(points) < args.decisions:
        players = [registry.create(args.player)] + [
            registry.create(args.opponent) for _ in range(args.players - 1)
        ]
        record = recorded_game(args.edition, players, seed)
        found = decisions(record, 0)
        print(f"seed {seed}: {len(record.moves)} moves, {len(found)} decisions of seat 1 to judge")
        points += found
        seed += 1
    return points[: args.decisions]


def run(args) -> int:
    if args.file is not None:
        from game.cli.review import read_game
        from game.play.review import default_seat

        game = read_game(args.file)
        points = decisions(game.record(), default_seat(game))
    else:
        points = collect(args)
    load_before = os.getloadavg()
    times = []
    started = time.perf_counter()
    for point in points:
        t = time.perf_counter()
        judge(point, args.worlds)
        times.append(time.perf_counter() - t)
    total = time.perf_counter() - started
    load_after = os.getloadavg()
    print(
        f"{len(points)} decisions judged at {args.worlds} worlds in {total:.1f} s "
        f"(per decision p50 {1000 * statistics.median(times):.0f} ms, max {1000 * max(times):.0f} ms); "
        f"one thread, {os.cpu_count()} cores"
    )
    print(
        f"load average before {load_before[0]:.1f} / {load_before[1]:.1f} / {load_before[2]:.1f}, "
        f"after {load_after[0]:.1f} / {load_after[1]:.1f} / {load_after[2]:.1f}"
    )
    return 0
