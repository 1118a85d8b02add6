"""Seat computer players at a table and play a game with them: the benchmarks' and the tests' games,
played by the same `Match` as a game at the table (inline, no pauses), not a loop of their own.

Out-of-turn chances (UNO forgotten, a seat to catch) run on the match's clock, ticked in `step`s: while
a seat is exposed, every computer seat with a CallUno/Catch move is asked (`react`) with the time the
chance has been open, until someone acts or `window` seconds pass (the next player then moves, closing
the chance). Jump-ins (house option): every computer seat that may jump in decides at once (no reaction
time, no jump hold), and the first in turn order from the seat after the one on turn plays
(game/play/match.py).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from game.rules import Options
from game.rules.actions import CallUno, Catch, NextRound, Play
from game.storage.saves import SavedGame
from game.storage.seats import Seat

from .match import Match

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


class _Timed:
    """A player whose decisions (`choose`, `choose_jump_in`) are timed into `latencies`; everything else
    goes to the player itself. A player without `choose_jump_in` keeps not having one."""

    def __init__(self, player: Any, latencies: list[float]):
        self._player = player
        self._latencies = latencies
        self.observe = player.observe  # called for every event: bound here, not looked up each time
        if hasattr(player, "choose_jump_in"):
            self.choose_jump_in = self._timed(player.choose_jump_in)
        self.choose = self._timed(player.choose)

    def _timed(self, decide):
        def timed(*args):
            started = time.perf_counter()
            try:
                return decide(*args)
            finally:
                self._latencies.append(time.perf_counter() - started)

        return timed

    def __getattr__(self, name: str) -> Any:
        return getattr(self._player, name)


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
    seats = tuple(Seat(f"AI {s + 1}", "ai", "normal") for s in range(n))  # the levels are unused here
    game = SavedGame(ruleset, seats, options, seed)
    setup_events: list = []
    state = game.new_state(setup_events)
    result = GameResult(None, 0, 0, [[] for _ in range(n)])
    timed = {seat: _Timed(player, result.latencies[seat]) for seat, player in enumerate(players)}
    match = Match(
        game,
        state,
        threaded=False,
        pacing=0.0,
        catch_hold=window,
        jump_hold=0.0,
        jump_delay=lambda _seat: 0.0,
        history=setup_events,
        players=timed,
        strict=True,
        keep_log=False,
    )

    def before(seat: int, action) -> None:
        if on_move is not None:
            on_move(state, seat, action)
        if isinstance(action, SIDE):
            result.side_moves.append((match.reaction_waited, seat, action))
        elif isinstance(action, Play) and seat != state.turn:
            result.jump_ins += 1

    match.before.append(before)
    round_no = 1
    try:
        while match.version < max_moves:
            phase = state.phase
            if phase == "game_over":
                break
            if phase == "round_over":
                if round_no >= rounds:
                    break
                round_no += 1
                match.submit(state.dealer, NextRound())
                continue
            match.tick(step)
    finally:
        match.close()
    result.moves = match.version
    if state.round_winner is not None and state.phase in ("round_over", "game_over"):
        result.winner = state.round_winner
        result.points = state.round_points
        result.game_winner = state.game_winner
    return result
