"""`others_idle` says no seat but the one on turn has a move exactly when `legal_actions` says so: the
network server skips the other seats' move lists on its word (game/play/tableview.py `views_json`)."""

from __future__ import annotations

import random

from game.bench.randomplay import choose_move, random_setup
from game.rules import apply, legal_actions, new_game
from game.rules.legal import others_idle


def test_others_idle_agrees_with_every_seats_legal_moves():
    said = {True: 0, False: 0}
    for i in range(40):
        rng = random.Random(900 + i)
        ruleset, players, options, seed = random_setup(rng, i % 2 == 1)
        state = new_game(ruleset, players, options, seed)
        moves = 0
        while moves < 300:
            idle = others_idle(state)
            others = [legal_actions(state, s) for s in range(players) if s != state.turn]
            if idle:  # its word is the server's: never wrong
                assert others == [[]] * (players - 1), (state.phase, state.exposed, others)
            elif state.phase != "game_over":  # not idle: some other seat may act (a catch, UNO, a jump-in)
                assert any(others) or (state.options.jump_in and state.phase == "play"), state.phase
            said[idle] += 1
            if state.phase == "game_over":
                break
            seat, action = choose_move(state, rng)
            apply(state, seat, action)
            moves += 1
    assert said[True] > 1000 and said[False] > 300  # the games met both, often
