"""`python -m game.bench fingerprint`: one hash of what the engine does over many seeded games.

A speed-up of the rules engine must not change a single move on any seed. This hashes, for
`--games` random games of random set-ups (half of them with jump-in and teams; the soak's random
moves, some out of turn, alternately with and without events), the set-up's events, every move, its
events, the state after it, and the legal actions and playable cards of the seat on turn; then the
games `bench engine` plays (every edition at 2, 4 and 10 seats). Run it before and after a change:
the two hashes must be equal. It prints the hash and the engine that made it (pure or compiled).
"""

from __future__ import annotations

import hashlib
import json
import random

from game.rules import ENGINE, Options, apply, event_to_json, legal_actions, new_game, playable_cards
from game.rules.actions import action_to_json

from .engine import play_one_game
from .randomplay import choose_move, random_setup


def add_arguments(parser) -> None:
    parser.add_argument("--games", type=int, default=400, help="random games, each way (plain, jump-in)")
    parser.add_argument("--bench-games", type=int, default=50, help="bench engine games per row")


def fingerprint(games: int = 400, bench_games: int = 50) -> str:
    digest = hashlib.sha256()
    for jump_in_teams in (False, True):
        for i in range(games):
            rng = random.Random(1000 + i)
            ruleset, players, options, seed = random_setup(rng, jump_in_teams)
            events: list = []
            state = new_game(ruleset, players, options, seed, events=events)
            digest.update(json.dumps([event_to_json(e) for e in events]).encode())
            moves = 0
            while state.phase != "game_over" and moves < 3000:
                if state.phase == "round_over" and state.round_no >= 3:
                    break
                seat, action = choose_move(state, rng)
                digest.update(repr(legal_actions(state, state.turn)).encode())
                digest.update(repr(playable_cards(state, state.turn)).encode())
                caused = apply(state, seat, action, moves % 2 == 0)
                digest.update(json.dumps(action_to_json(action)).encode())
                if caused is not None:
                    digest.update(json.dumps([event_to_json(e) for e in caused]).encode())
                digest.update(json.dumps(state.to_json(), sort_keys=True).encode())
                moves += 1
    for ruleset in ("classic", "power", "modern"):
        for players in (2, 4, 10):
            rng = random.Random(7)
            options = Options(scoring="single_round")  # one object per row, as the benchmark has it
            for seed in range(bench_games):
                actions = play_one_game(ruleset, players, options, seed, rng, seed % 2 == 0)
                digest.update(f"{actions} {rng.random()}".encode())
    return digest.hexdigest()


def run(args) -> int:
    print(f"{fingerprint(args.games, args.bench_games)}  ({ENGINE} engine)")
    return 0
