"""`python -m game.bench soak --games N`: random seeded games, every invariant checked after every move."""

from __future__ import annotations

import random
import time

from game.rules.invariants import problems, sorted_deck

from .randomplay import random_game, random_setup


def add_arguments(parser) -> None:
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed; game i uses seed+i")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per game at most")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument(
        "--jump-in-teams",
        action="store_true",
        help="every game with jump-in, 4-10 seats, teams wherever the seat count allows",
    )


def soak(
    games: int, seed: int = 0, rounds: int = 3, report=print, jump_in_teams: bool = False
) -> tuple[int, int, list[str]]:
    """Returns (games, moves, errors)."""
    moves_total = 0
    errors: list[str] = []
    for i in range(games):
        rng = random.Random(seed + i)
        setup = random_setup(rng, jump_in_teams)

        deck = None

        def check(state, seat, action):
            nonlocal deck
            deck = deck or sorted_deck(state)
            found = problems(state, deck)
            if found:
                raise AssertionError(f"after {action} by {seat}: {found}")

        try:
            _, moves = random_game(setup, rng, max_rounds=rounds, on_move=check)
            moves_total += len(moves)
        except Exception as exc:  # every failure is counted, none stops the run
            where = f"game {i} (seed {seed + i}, {setup[0]}, {setup[1]} seats)"
            errors.append(f"{where}: {type(exc).__name__}: {exc}")
            if len(errors) <= 10:
                report(errors[-1])
    return games, moves_total, errors


def run(args) -> int:
    start = time.perf_counter()
    games, moves, errors = soak(
        args.games, args.seed, args.rounds, report=print, jump_in_teams=args.jump_in_teams
    )
    elapsed = time.perf_counter() - start
    print(f"games {games}  actions {moves}  errors {len(errors)}  seconds {elapsed:.1f}")
    return 0 if not errors else 1
