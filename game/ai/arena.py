"""Seat players at a table and play a game with them: the benchmark's and the tests' game loop.

Out-of-turn chances (UNO forgotten, a seat to catch) run on a simulated clock: while a seat is
exposed, every seat with a CallUno/Catch move is polled with `waited` rising in `step`s until
someone acts or `window` seconds pass (the next player then moves, closing the chance).

Jump-ins (house option): after every move (and its UNO chance), the seats that may jump in are asked
in turn order, starting from the seat after the one on turn (`choose_jump_in(view, legal, rng)`;
a player without that method never jumps in). The first that jumps in plays at once ("the first
jump-in to reach the table wins"), and the seats are asked again about the new top card; when nobody
jumps in, the seat on turn moves. Reaction times are not simulated here: with one deck only one
other copy of a card exists, so two seats never compete for the same jump-in, and the order matters
only between the jumper and the seat on turn, which always loses the race here (it is asked after).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

from game.rules import Options, apply, legal_actions, new_game, redact, view
from game.rules.actions import CallUno, Catch, NextRound, Play

SIDE = (CallUno, Catch)


@dataclass
class GameResult:
    winner: int | None  # seat that won the (last) round; None if the move limit was hit
    points: int
    moves: int
    latencies: list[list[float]] = field(default_factory=list)  # per seat, seconds per `choose`
    side_moves: list = field(default_factory=list)  # (waited, seat, action)
    jump_ins: int = 0  # jump-ins played (house option)
    game_winner: int | None = None  # the game's winner if the game ended (teams: the team's lower seat)


def play_game(
    players: list,
    ruleset: str,
    options: Options | None = None,
    seed: int = 0,
    rounds: int = 1,
    window: float = 3.0,
    step: float = 0.1,
    max_moves: int = 5000,
    on_move=None,
) -> GameResult:
    """Play one game (at most `rounds` rounds) with `players[seat]` at each seat.

    `on_move(state, seat, action)` is called before each move is applied (tests use it).
    """
    n = len(players)
    options = options or Options(scoring="single_round")
    setup_events: list = []
    state = new_game(ruleset, n, options, seed, events=setup_events)
    rngs = [random.Random(seed * 7919 + s) for s in range(n)]
    for seat, player in enumerate(players):
        player.reset(seat, n, ruleset)
    result = GameResult(None, 0, 0, [[] for _ in range(n)])

    def feed(events) -> None:
        for event in events:
            for seat, player in enumerate(players):
                player.observe(redact(event, seat))

    def move(seat: int, action) -> None:
        if on_move is not None:
            on_move(state, seat, action)
        feed(apply(state, seat, action))
        result.moves += 1

    feed(setup_events)
    round_no = 1
    while result.moves < max_moves:
        phase = state.phase
        if phase == "game_over":
            break
        if phase == "round_over":
            if round_no >= rounds:
                break
            round_no += 1
            move(state.dealer, NextRound())
            continue
        seat = state.turn
        legal = legal_actions(state, seat)
        started = time.perf_counter()
        action = players[seat].choose(view(state, seat), legal, rngs[seat])
        result.latencies[seat].append(time.perf_counter() - started)
        move(seat, action)
        if state.exposed:
            _side_window(state, players, rngs, move, window, step, result)
        if options.jump_in:
            while _jump_in_window(state, players, rngs, move, result):
                if state.exposed:
                    _side_window(state, players, rngs, move, window, step, result)
    if state.round_winner is not None and state.phase in ("round_over", "game_over"):
        result.winner = state.round_winner
        result.points = state.round_points
        result.game_winner = state.game_winner
    return result


def _side_window(state, players, rngs, move, window: float, step: float, result: GameResult) -> None:
    waited = 0.0
    n = len(players)
    while state.exposed and waited <= window + 1e-9 and state.phase not in ("round_over", "game_over"):
        order = list(state.exposed) + [s for s in range(n) if s not in state.exposed]
        for seat in order:
            side = [a for a in legal_actions(state, seat) if isinstance(a, SIDE)]
            if not side:
                continue
            action = players[seat].react(view(state, seat), side, waited, rngs[seat])
            if action is not None:
                result.side_moves.append((waited, seat, action))
                move(seat, action)
                break
        else:
            waited += step


def _jump_in_window(state, players, rngs, move, result: GameResult) -> bool:
    """Offer the jump-ins legal now to their seats in turn order; True when one was played."""
    if state.phase != "play":
        return False
    n = len(players)
    for step_ in range(1, n):
        seat = (state.turn + step_ * state.direction) % n
        legal = legal_actions(state, seat)
        if not any(isinstance(a, Play) for a in legal):
            continue
        decide = getattr(players[seat], "choose_jump_in", None)
        if decide is None:
            continue
        started = time.perf_counter()
        action = decide(view(state, seat), legal, rngs[seat])
        result.latencies[seat].append(time.perf_counter() - started)
        if action is not None:
            result.jump_ins += 1
            move(seat, action)
            return True
    return False
