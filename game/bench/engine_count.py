"""`python -m game.bench engine-count`: instructions per `bench engine` game, counted by callgrind.

Timings on a shared machine move with its load; instruction counts do not. This runs the benchmark's
games (`engine.play_one_game`: the engine and its caller, the same policy and seeds) under `valgrind
--tool=callgrind` twice, with `--games` games and with none, each after the same warm-up games, and
prints the difference over `--games`: start-up, imports and warm-up cancel out. The child runs this
interpreter with `-P` and this process's PYTHONPATH, so `PYTHONPATH=build/compiled python -P -m
game.bench engine-count` counts the compiled engine.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys

from game.rules import Options

from .engine import engine_kind, play_one_game

WARM_UP = 20


def add_arguments(parser) -> None:
    parser.add_argument("--games", type=int, default=300, help="games counted")
    parser.add_argument("--edition", default="classic")
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--events", action="store_true", help="apply with events (listen=True)")
    parser.add_argument("--play", type=int, help=argparse.SUPPRESS)  # the child's own run


def _play(edition: str, seats: int, games: int, listen: bool) -> None:
    """The counted run: the warm-up games, then `games` more (the child's whole work)."""
    options = Options(scoring="single_round")
    rng = random.Random(1)
    for seed in range(WARM_UP + games):
        play_one_game(edition, seats, options, seed, rng, listen)


def _count(args, games: int) -> int:
    command = [sys.executable, "-P", "-m", "game.bench", "engine-count", "--play", str(games)]
    command += ["--edition", args.edition, "--seats", str(args.seats)] + (["--events"] if args.events else [])
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True,
        text=True,
        env=os.environ,
        check=True,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    assert found is not None, done.stderr[-500:]
    return int(found.group(1))


def run(args) -> int:
    if args.play is not None:
        _play(args.edition, args.seats, args.play, args.events)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 1
    per_game = (_count(args, args.games) - _count(args, 0)) / args.games
    events = "with" if args.events else "without"
    print(f"rules engine: {engine_kind()}")
    print(
        f"{args.edition}, {args.seats} seats, {events} events: {per_game:,.0f} instructions a game"
        f" (callgrind, {args.games} games)"
    )
    return 0
