"""Jump-in (house option): a seat holding the twin of the top card may play it out of turn.

RULES.md, "House rules": the window is open while the game waits on an ordinary turn (phase "play",
no draw pending); any seat but the one to move and the one who played the top card may then play a
card of the same colour and the same number or action (a power symbol does not count; wild cards
never jump in). Play goes on from the jumper as if it were its turn. The engine's `_play` hands
out-of-turn plays here; `legal_actions` lists `jump_in_cards` for the seats that may jump in.
"""

from __future__ import annotations

from . import events as ev
from .cards import COLOR_OF, RANK_OF
from .errors import RuleError
from .state import State


def identical(card: str, top: str) -> bool:
    """Same colour and same number or action (a power symbol does not count). Two wild cards of one
    kind count as identical here too, so that their refusal says `not_your_turn` (RULES.md)."""
    if card == top:
        return True
    color = COLOR_OF[card]
    return color is not None and color == COLOR_OF[top] and RANK_OF[card] == RANK_OF[top]


def window_open(state: State) -> bool:
    """The game waits on an ordinary turn: no drawn card being decided, no draw, colour, challenge,
    keep or discard pending."""
    return state.options.jump_in and state.phase == "play" and not state.pending


def may_jump_in(state: State, seat: int) -> bool:
    return window_open(state) and seat != state.turn and seat != state.top_player


def jump_in_cards(state: State, seat: int) -> list[str]:
    """The cards `seat` may jump in with now (empty when it may not jump in)."""
    if not may_jump_in(state, seat):
        return []
    top = state.discard[-1]
    if COLOR_OF[top] is None:
        return []
    return [card for card in state.hands[seat] if identical(card, top)]


def check_jump_in(state: State, seat: int, card: str) -> None:
    """Refuse an out-of-turn play that may not jump in now (the state is not touched).

    Order: not the top card's twin -> `does_not_match`; anything else that stops it (not held, a wild,
    the seat's own top card, the window closed) -> `not_your_turn` (docs/rules-decisions.md, J3).
    """
    top = state.discard[-1]
    if not isinstance(card, str) or card not in RANK_OF or not identical(card, top):
        raise RuleError("does_not_match", f"only a twin of {top} may be played out of turn")
    if card not in state.hands[seat]:
        raise RuleError("not_your_turn", f"seat {state.turn} is to act ({card!r} is not in the hand)")
    if COLOR_OF[card] is None:
        raise RuleError("not_your_turn", "a wild card never jumps in")
    if seat == state.top_player:
        raise RuleError("not_your_turn", "nobody jumps in on their own card")
    if not window_open(state):
        raise RuleError("not_your_turn", f"seat {state.turn} is to act: no jump-in while it decides")


def take_turn(state: State, seat: int, card: str) -> None:
    """The jump-in succeeds: the turn is the jumper's (the seats between lose their chance)."""
    if state.events is not None:
        state.events.append(ev.JumpedIn(seat, card, state.turn))
    if state.stuck_three == state.turn:  # "draw three if stuck" was for the turn the jumper took
        state.stuck_three = None
    state.turn = seat
