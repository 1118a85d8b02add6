"""What one seat may know: `view(state, seat)`. AI players and the hot-seat UI get only this."""

from __future__ import annotations

from dataclasses import dataclass

from .options import Options
from .state import State


@dataclass(frozen=True, slots=True)
class PlayerView:
    ruleset: str
    options: Options
    players: int
    seat: int
    hand: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    discard: tuple[str, ...]  # the discard pile, top card last (it lies face up)
    color: str
    turn: int
    direction: int
    phase: str
    dealer: int
    round_no: int
    draw_size: int
    scores: tuple[int, ...]
    towers: dict
    drawn: str | None  # the card this seat just drew (only its own)
    pending: int  # cards waiting for the seat to act (stack or W4)
    pending_rank: str | None
    w4_player: int | None
    exposed: tuple[int, ...]
    uno_armed: bool
    shown: tuple[int, tuple[str, ...]] | None  # a hand a challenge showed this seat: (seat, cards)
    round_winner: int | None
    round_points: int
    game_winner: int | None
    final_hands: tuple[tuple[str, ...], ...] | None  # every hand, once the round is over
    top_player: int | None = None  # who played the top card (public; None: the start card)

    @property
    def top(self) -> str:
        return self.discard[-1]

    @property
    def start_on_top(self) -> bool:
        """The top card is the round's start card (see cards.playable_set)."""
        return self.top_player is None


def own_cards(state: State, seat: int) -> tuple[tuple[str, ...], str | None, tuple | None]:
    """What `seat` alone sees: its hand, the card it just drew (on its turn), and a hand a challenge
    showed it, (seat, cards). The part of `view` that differs from seat to seat, without the rest (the
    network server sends every seat its view after every move)."""
    shown = None
    if state.reveal is not None and state.reveal[0] == seat:
        shown = (state.reveal[1], state.reveal[2])
    return tuple(state.hands[seat]), state.drawn if state.turn == seat else None, shown


def view(state: State, seat: int) -> PlayerView:
    ended = state.phase in ("round_over", "game_over")
    hand, drawn, shown = own_cards(state, seat)
    return PlayerView(
        ruleset=state.ruleset,
        options=state.options,
        players=state.players,
        seat=seat,
        hand=hand,
        hand_sizes=tuple(len(h) for h in state.hands),
        discard=tuple(state.discard),
        color=state.color,
        turn=state.turn,
        direction=state.direction,
        phase=state.phase,
        dealer=state.dealer,
        round_no=state.round_no,
        draw_size=len(state.draw),
        scores=tuple(state.scores),
        towers=dict(state.towers),
        drawn=drawn,
        pending=state.pending,
        pending_rank=state.pending_rank,
        w4_player=state.w4_player,
        exposed=tuple(state.exposed),
        uno_armed=state.uno_armed == seat,
        shown=shown,
        round_winner=state.round_winner,
        round_points=state.round_points,
        game_winner=state.game_winner,
        final_hands=tuple(tuple(h) for h in state.hands) if ended else None,
        top_player=state.top_player,
    )
