"""The end of a round: last-card draws, points, totals, the end of the game."""

from __future__ import annotations

from . import events as ev
from . import teams
from .cards import BLOCKED_BY, DRAW_AMOUNT, RANK_OF, hand_points
from .editions import EDITIONS
from .piles import give
from .state import State


def tower_blocks(state: State, victim: int, card: str) -> bool:
    """Whether `victim` owns the tower that blocks `card` (power); says so in an event."""
    if not EDITIONS[state.ruleset].towers:
        return False
    symbol = BLOCKED_BY.get(RANK_OF[card])
    if symbol is None or state.towers[symbol] != victim:
        return False
    if state.events is not None:
        state.events.append(ev.Blocked(victim, symbol, card))
    return True


def finish_round(state: State, winner: int, last_card: str | None) -> None:
    if last_card is not None and RANK_OF[last_card] in DRAW_AMOUNT:
        victim = (winner + state.direction) % state.players
        amount = state.pending + DRAW_AMOUNT[RANK_OF[last_card]]
        if not tower_blocks(state, victim, last_card):
            give(state, victim, amount, "penalty")
    state.pending = 0
    state.pending_rank = None
    state.exposed = []
    state.uno_armed = None
    state.stuck_three = None
    state.drawn = None
    points = sum(hand_points(h) for seat, h in enumerate(state.hands) if seat != winner)
    state.round_winner = winner
    state.round_points = points
    mode = state.options.scoring
    game_winner = None
    if state.options.teams:
        state.round_points, game_winner = teams.score_round(state, winner)
    elif mode == "standard":
        state.scores[winner] += points
        if state.scores[winner] >= state.options.target:
            game_winner = winner
    elif mode == "alternative":
        for seat, hand in enumerate(state.hands):
            state.scores[seat] += hand_points(hand)
        if max(state.scores) >= state.options.target:
            game_winner = min(range(state.players), key=lambda s: (state.scores[s], s))
    else:  # single round
        game_winner = winner
    state.game_winner = game_winner
    state.phase = "round_over" if game_winner is None else "game_over"
    if state.events is not None:
        state.events.append(
            ev.RoundEnded(
                winner, state.round_points, tuple(tuple(h) for h in state.hands), tuple(state.scores)
            )
        )
        if state.options.teams:
            state.events.append(teams.round_event(state, winner))
        if game_winner is not None:
            state.events.append(ev.GameEnded(game_winner, tuple(state.scores)))
            if state.options.teams:
                state.events.append(teams.game_event(state, game_winner))
