"""A small soak: random games over every edition and seat count, invariants after every move."""

import random

from game.bench.randomplay import random_game, random_setup
from game.bench.soak import soak
from game.rules import apply, new_game
from game.rules.events import JumpedIn


def test_small_soak_has_no_errors():
    games, moves, errors = soak(300, seed=12345, rounds=2, report=lambda line: None)
    assert errors == []
    assert games == 300 and moves > 10_000


def test_small_soak_with_jump_in_and_teams_has_no_errors():
    games, moves, errors = soak(60, seed=777, rounds=2, report=lambda line: None, jump_in_teams=True)
    assert errors == []
    assert games == 60 and moves > 2_000


def test_jump_in_teams_soak_really_jumps_in_and_keeps_partners_level():
    jumps = team_games = 0
    for i in range(20):
        rng = random.Random(777 + i)
        setup = random_setup(rng, jump_in_teams=True)
        ruleset, players, options, seed = setup
        assert options.jump_in and 4 <= players <= 10 and options.teams == (players % 2 == 0)
        state, played = random_game(setup, rng, max_rounds=2)
        replayed = new_game(ruleset, players, options, seed)
        for seat, action in played:  # the same game again, listening for the jump-in events
            jumps += sum(isinstance(e, JumpedIn) for e in apply(replayed, seat, action))
        assert replayed.to_json() == state.to_json()
        if options.teams:
            team_games += 1
            half = players // 2
            assert all(state.scores[s] == state.scores[s + half] for s in range(half))
    assert jumps > 20 and team_games > 5
