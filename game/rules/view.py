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


def hand_sizes(state: State) -> tuple[int, ...]:
    return tuple([len(h) for h in state.hands])


def final_hands(state: State) -> tuple[tuple[str, ...], ...] | None:
    """Every hand, shown to every seat once the round is over (None before)."""
    if state.phase in ("round_over", "game_over"):
        return tuple(tuple(h) for h in state.hands)
    return None


def view(state: State, seat: int) -> PlayerView:
    """`seat`'s view: `own_cards`, and the rest every seat sees alike (its fields as the state's, with
    the hands' sizes, the draw pile's size and `final_hands`: what the network server's views read
    straight from the state, game/play/tableview.py `views_json`)."""
    hand, drawn, shown = own_cards(state, seat)
    return PlayerView(
        ruleset=state.ruleset,
        options=state.options,
        players=state.players,
        seat=seat,
        hand=hand,
        hand_sizes=hand_sizes(state),
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
        final_hands=final_hands(state),
        top_player=state.top_player,
    )
