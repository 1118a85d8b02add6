"""`python -m game.bench ai --edition E --players N --games G A B [C ...]`: AI players against each other.

Seeded single-round games (the first to empty a hand wins; the winner scores the other hands'
points), seats rotated game by game so every entry plays every seat equally. With fewer entries
than seats the last entry fills the rest (`--players 4 expert random` = expert + three random).
Prints per entry: win rate with a 95% Wilson interval, mean points per game, decision latency p50/p95.
"""

from __future__ import annotations

import math
import time
from multiprocessing import get_context
from pathlib import Path

from game.ai import registry
from game.ai.arena import play_game
from game.rules import Options
from game.storage.files import atomic_write_json


def add_arguments(parser) -> None:
    parser.add_argument("--edition", default="classic", choices=("classic", "power", "modern"))
    parser.add_argument("--players", type=int, default=2, help="seats at the table")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1, help="game g uses seed SEED + g")
    parser.add_argument("--jobs", type=int, default=1, help="processes (use 2 on a 2-core machine)")
    parser.add_argument("--budget", type=float, default=None, help="expert: seconds per decision")
    parser.add_argument("--iterations", type=int, default=None,
                        help="expert: fixed determinizations per decision instead of a time budget")
    parser.add_argument("--max-worlds", type=int, default=None,
                        help="expert: determinizations per decision at most (with the time budget)")
    parser.add_argument("--depth", default=None,
                        help="expert: moves a playout makes before the hand evaluation ('end': play out)")
    parser.add_argument("--options", default="", help='house options, e.g. "stacking=1,seven_zero=1"')
    parser.add_argument("--outcomes", default=None, metavar="FILE",
                        help="write each game's winner (JSON) for `python -m game.bench paired`")
    parser.add_argument("entries", nargs="+", help="player ids (see game.ai.registry.installed())")


def _options(text: str) -> Options:
    fields: dict = {"scoring": "single_round"}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, _, value = item.partition("=")
        default = getattr(Options(), key)
        if isinstance(default, bool):
            fields[key] = value.lower() in ("1", "true", "yes")
        elif isinstance(default, int):
            fields[key] = int(value)
        elif isinstance(default, tuple):
            fields[key] = tuple(value.split("/"))
        else:
            fields[key] = value or None
    return Options(**fields)


def _make(entry: str, args):
    kwargs = {}
    if entry == "expert":
        if args["budget"] is not None:
            kwargs["budget"] = args["budget"]
        if args["iterations"] is not None:
            kwargs["iterations"] = args["iterations"]
        if args["max_worlds"] is not None:
            kwargs["max_worlds"] = args["max_worlds"]
        if args["depth"] is not None:
            kwargs["depth"] = None if args["depth"] == "end" else int(args["depth"])
    return registry.create(entry, **kwargs)


def _run_chunk(job: tuple) -> tuple:
    games, args = job
    n = args["players"]
    entries = args["lineup"]
    wins = [0] * n
    points = [0] * n
    latencies: list[list[float]] = [[] for _ in range(n)]
    unfinished = 0
    winners: dict[int, int | None] = {}  # seed -> the entry that won
    options = _options(args["options"])
    for g in games:
        # entry i sits at seat (i + g) % n
        seat_of = [(i + g) % n for i in range(n)]
        players: list = [None] * n
        for i, entry in enumerate(entries):
            players[seat_of[i]] = _make(entry, args)
        result = play_game(players, args["edition"], options, seed=args["seed"] + g)
        if result.winner is None:
            unfinished += 1
        winners[args["seed"] + g] = seat_of.index(result.winner) if result.winner is not None else None
        for i in range(n):
            seat = seat_of[i]
            if result.winner == seat:
                wins[i] += 1
                points[i] += result.points
            latencies[i].extend(result.latencies[seat])
    return wins, points, latencies, unfinished, winners


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denom = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denom
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(args) -> int:
    n = args.players
    entries = list(args.entries)
    for entry in entries:
        registry.get(entry)  # unknown ids fail here, before any game
    if len(entries) > n:
        raise SystemExit(f"{len(entries)} entries for {n} seats")
    lineup = entries + [entries[-1]] * (n - len(entries))
    shared = {"players": n, "lineup": lineup, "edition": args.edition, "seed": args.seed,
              "budget": args.budget, "iterations": args.iterations, "depth": args.depth,
              "max_worlds": args.max_worlds,
              "options": args.options}
    jobs = max(1, args.jobs)
    games = list(range(args.games))
    chunks = [(games[k::jobs * 8], shared) for k in range(jobs * 8)]
    chunks = [c for c in chunks if c[0]]
    started = time.perf_counter()
    if jobs == 1:
        parts = [_run_chunk(c) for c in chunks]
    else:
        with get_context("fork").Pool(jobs) as pool:
            parts = pool.map(_run_chunk, chunks)
    elapsed = time.perf_counter() - started
    wins = [sum(p[0][i] for p in parts) for i in range(n)]
    points = [sum(p[1][i] for p in parts) for i in range(n)]
    lat = [[x for p in parts for x in p[2][i]] for i in range(n)]
    unfinished = sum(p[3] for p in parts)
    print(f"{args.edition}, {n} players, {args.games} single-round games (seeds {args.seed}.."
          f"{args.seed + args.games - 1}, seats rotated), {elapsed:.0f} s with {jobs} job(s)")
    if args.options:
        print(f"options: {args.options}")
    labels = []
    for i, entry in enumerate(lineup):
        same = lineup[:i].count(entry)
        labels.append(entry if same == 0 else f"{entry}({same + 1})")
    print(f"{'player':<12}{'wins':>7}{'win rate':>10}{'95% interval':>18}{'mean pts':>10}"
          f"{'p50 ms':>9}{'p95 ms':>9}{'decisions':>11}")
    for i in range(n):
        low, high = wilson(wins[i], args.games)
        print(f"{labels[i]:<12}{wins[i]:>7}{wins[i] / max(1, args.games):>10.1%}"
              f"{f'[{low:.1%}, {high:.1%}]':>18}{points[i] / max(1, args.games):>10.1f}"
              f"{percentile(lat[i], 0.5) * 1000:>9.2f}{percentile(lat[i], 0.95) * 1000:>9.2f}"
              f"{len(lat[i]):>11}")
    if unfinished:
        print(f"{unfinished} game(s) hit the move limit without a winner")
    if args.outcomes:
        winners = {seed: entry for p in parts for seed, entry in p[4].items()}
        record = {"edition": args.edition, "players": n, "lineup": lineup, "options": args.options,
                  "winners": {str(seed): winners[seed] for seed in sorted(winners)}}
        atomic_write_json(Path(args.outcomes), record)
        print(f"outcomes of the {len(winners)} games in {args.outcomes}")
    return 0
