"""Random games for the soak test and the property tests: random set-ups and random legal moves."""

from __future__ import annotations

import random
from dataclasses import replace

from game.rules import HOUSE_RULES, Options, edition, legal_actions, new_game
from game.rules.actions import Action, CallUno, Catch, Draw, Pass, Play
from game.rules.teams import TEAM_SEATS


def random_options(rng: random.Random, ruleset: str) -> Options:
    return Options(
        uno_penalty=rng.choice((2, 4)),
        forced_play=rng.random() < 0.3,
        two_player_reverse_skips=rng.random() < 0.8,
        stacking=rng.random() < 0.3,
        seven_zero=edition(ruleset).seven_zero and rng.random() < 0.3,
        draw_until_playable=rng.random() < 0.2,
        blank_cards=rng.choice((None, *HOUSE_RULES)) if edition(ruleset).blank_cards else None,
        custom_cards=(rng.choice(HOUSE_RULES), rng.choice(HOUSE_RULES), rng.choice(HOUSE_RULES)),
        scoring=rng.choice(("standard", "alternative", "single_round")),
        target=rng.choice((50, 150, 500)),
    )


def random_setup(rng: random.Random, jump_in_teams: bool = False):
    """A random edition, seat count, options and seed. With `jump_in_teams`: 4 to 10 seats, jump-in on,
    and teams on whenever the seat count allows them (4, 6, 8, 10)."""
    ruleset = rng.choice(("classic", "power", "modern"))
    if not jump_in_teams:
        players = rng.randint(2, 10)
        return ruleset, players, random_options(rng, ruleset), rng.randrange(2**32)
    players = rng.randint(4, 10)
    options = replace(random_options(rng, ruleset), jump_in=True, teams=players in TEAM_SEATS)
    return ruleset, players, options, rng.randrange(2**32)


def jump_in_moves(state) -> list:
    """(seat, play) for every jump-in legal now, seats in turn order from the seat on turn."""
    n = state.players
    moves: list[tuple[int, Play]] = []
    for step in range(1, n):
        seat = (state.turn + step * state.direction) % n
        moves.extend((seat, a) for a in legal_actions(state, seat) if isinstance(a, Play))
    return moves


def choose_move(state, rng: random.Random, side_chance: float = 0.3, forget_chance: float = 0.2):
    """(seat, action): mostly the seat to act, preferring plays; sometimes (`side_chance`) an
    out-of-turn UNO call or catch, and sometimes (`forget_chance`) a play that forgets to call UNO."""
    if state.exposed and rng.random() < side_chance:
        seat = rng.randrange(state.players)
        side = [a for a in legal_actions(state, seat) if isinstance(a, (CallUno, Catch))]
        if side:
            return seat, rng.choice(side)
    if state.options.jump_in and rng.random() < 0.5:
        jumps = jump_in_moves(state)
        if jumps:
            seat, action = rng.choice(jumps)
            if action.uno and rng.random() < forget_chance:
                action = Play(action.card, action.color, action.towers, False, action.swap_with)
            return seat, action
    seat = state.turn
    actions = legal_actions(state, seat)
    plays = [a for a in actions if isinstance(a, Play)]
    if plays and rng.random() < 0.85:
        action = rng.choice(plays)
        if action.uno and rng.random() < forget_chance:
            action = Play(action.card, action.color, action.towers, False, action.swap_with)
        return seat, action
    others = [a for a in actions if not isinstance(a, Play)]
    if others and rng.random() < 0.9:
        draws = [a for a in others if isinstance(a, (Draw, Pass))]
        return seat, rng.choice(draws or others)
    return seat, rng.choice(actions)


def random_game(setup, rng: random.Random, max_rounds: int = 3, max_moves: int = 20_000, on_move=None):
    """Play a game from `setup` with random moves; `on_move(state, seat, action)` after each move.

    Ends at game over, after `max_rounds` rounds, or after `max_moves` moves. Returns (state, moves).
    """
    from game.rules import apply

    ruleset, players, options, seed = setup
    state = new_game(ruleset, players, options, seed)
    moves: list[tuple[int, Action]] = []
    while state.phase != "game_over" and len(moves) < max_moves:
        if state.phase == "round_over" and state.round_no >= max_rounds:
            break
        seat, action = choose_move(state, rng)
        apply(state, seat, action, listen=False)
        moves.append((seat, action))
        if on_move is not None:
            on_move(state, seat, action)
    return state, moves
