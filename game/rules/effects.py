"""What a played card does once it lies on the discard pile (the engine's `_play` checks the move and
lays the card there, then calls the card's effect from `CARD_EFFECTS`; a plain number card has none).

One handler per rank, looked up in `RANK_EFFECTS`; house rules (WC1-3 and X) in `HOUSE_EFFECTS`.
Each handler ends by handing the turn on (or by opening a decision such as "challenge" or "keep").
"""

from __future__ import annotations

from typing import Final

from . import events as ev
from .actions import Play
from .cards import CARDS, COLOR_OF, DRAW_AMOUNT, RANK_OF, SYMBOL_OF, SYMBOLS, WILD_CARDS
from .options import HAND_TARGET
from .piles import draw_one, give, put_under_top
from .scoring import finish_round, tower_blocks
from .state import State
from .turns import advance, begin_turn, expose_changed_hands, skip_and_advance

# --- action cards -------------------------------------------------------------------------------


def _skip(state: State, seat: int, act: Play, called: bool) -> None:
    victim = state.next_seat()
    if tower_blocks(state, victim, act.card):
        advance(state)
    else:
        skip_and_advance(state, victim)


def _reverse(state: State, seat: int, act: Play, called: bool) -> None:
    state.direction = -state.direction
    if state.events is not None:
        state.events.append(ev.DIRECTION_CHANGED[state.direction])
    if state.players == 2 and state.options.two_player_reverse_skips:
        skip_and_advance(state, state.next_seat())
    else:
        advance(state)


def _blocked(state: State, victim: int, card: str) -> bool:
    """A tower stops `card` (and any stack behind it) at `victim`, who then plays on as usual."""
    if not tower_blocks(state, victim, card):
        return False
    state.pending = 0
    state.pending_rank = None
    advance(state)
    return True


def _draw_card(state: State, seat: int, act: Play, called: bool) -> None:
    """D2 and D1: the next player draws and loses the turn (or, stacking, may answer)."""
    victim = state.next_seat()
    if _blocked(state, victim, act.card):
        return
    rank = RANK_OF[act.card]
    if state.options.stacking:
        state.pending += DRAW_AMOUNT[rank]
        state.pending_rank = rank
        advance(state)
        return
    give(state, victim, DRAW_AMOUNT[rank], "penalty")
    skip_and_advance(state, victim)


def _wild_draw_four(state: State, seat: int, act: Play, called: bool) -> None:
    victim = state.next_seat()
    if _blocked(state, victim, act.card):
        return
    state.pending += 4
    state.pending_rank = "W4"
    begin_turn(state, victim, "challenge")


def _tower_card(state: State, seat: int, act: Play, called: bool) -> None:
    """T2 and WT: the towers named in the move."""
    _take_towers(state, seat, act.towers)


def _symbol_card(state: State, seat: int, act: Play, called: bool) -> None:
    """A power number card with a symbol: its tower, from the tray or from another player."""
    _take_towers(state, seat, (SYMBOL_OF[act.card],))


def _take_towers(state: State, seat: int, symbols) -> None:
    for symbol in symbols:
        owner = state.towers[symbol]
        if owner != seat:
            state.towers[symbol] = seat
            if state.events is not None:
                state.events.append(ev.TowerTaken(seat, symbol, owner))
    if all(state.towers[s] == seat for s in SYMBOLS):
        for s in SYMBOLS:
            state.towers[s] = None
        if state.events is not None:
            state.events.append(ev.TowersReturned(seat))
        if len(state.hands[seat]) >= 2:
            state.resume_turn = state.next_seat()
            begin_turn(state, seat, "keep")
            return
    advance(state)


def _shuffle_hands(state: State, seat: int, act: Play, called: bool) -> None:
    pool = [card for hand in state.hands for card in hand]
    state.rng.shuffle(pool)
    for hand in state.hands:
        hand.clear()
    n = state.players
    for i, card in enumerate(pool):  # from the player's left, round to the left, whatever the direction
        state.hands[(seat + i + 1) % n].append(card)
    if state.events is not None:
        state.events.append(ev.HandsShuffled(seat, tuple(len(h) for h in state.hands)))
    expose_changed_hands(state, range(n), safe=seat if called else None)
    advance(state)


def _custom(state: State, seat: int, act: Play, called: bool) -> None:
    """WC1-3 (modern) and X (classic): the house rule chosen for the card at set-up."""
    rule = state.options.house_rule(RANK_OF[act.card])
    HOUSE_EFFECTS[rule or "plain"](state, seat, act, called)


# --- seven-zero -----------------------------------------------------------------------------------


def _seven(state: State, seat: int, act: Play, called: bool) -> None:
    other = act.swap_with if act.swap_with is not None else (seat + 1) % state.players
    state.hands[seat], state.hands[other] = state.hands[other], state.hands[seat]
    if state.events is not None:
        state.events.append(ev.HandsSwapped(seat, other))
    expose_changed_hands(state, (seat, other), safe=seat if called else None)
    advance(state)


def _zero(state: State, seat: int, act: Play, called: bool) -> None:
    n, d = state.players, state.direction
    old = state.hands
    state.hands = [old[(s - d) % n] for s in range(n)]
    if state.events is not None:
        state.events.append(ev.HandsRotated(d))
    expose_changed_hands(state, range(n), safe=seat if called else None)
    advance(state)


def seven_zero(state: State, seat: int, act: Play, called: bool) -> None:
    """A 7 or a 0 under the seven-zero rule: the 7 swaps hands, the 0 passes them on."""
    (_seven if RANK_OF[act.card] == "7" else _zero)(state, seat, act, called)


# --- house rules ------------------------------------------------------------------------------------


def _plain(state: State, seat: int, act: Play, called: bool) -> None:
    advance(state)


def _draw_until_color(state: State, seat: int, act: Play, called: bool) -> None:
    victim = state.next_seat()
    hand = state.hands[victim]
    got = []
    while True:
        card = draw_one(state)
        if card is None:
            break
        hand.append(card)
        got.append(card)
        if COLOR_OF[card] == state.color:
            break
    if got and state.events is not None:
        state.events.append(ev.CardsDrawn(victim, tuple(got), "rule"))
    expose_changed_hands(state, (victim,))
    skip_and_advance(state, victim)


def _discard_wilds(state: State, seat: int, act: Play, called: bool) -> None:
    n = state.players
    changed = []
    for step in range(1, n):
        other = (seat + step * state.direction) % n
        hand = state.hands[other]
        wilds = [c for c in hand if c in WILD_CARDS]
        if not wilds:
            continue
        hand[:] = [c for c in hand if c not in WILD_CARDS]
        put_under_top(state, wilds)
        changed.append(other)
        if state.events is not None:
            state.events.append(ev.CardsDiscarded(other, tuple(wilds), "wilds"))
    for other in changed:
        if not state.hands[other]:
            finish_round(state, other, None)
            return
    expose_changed_hands(state, changed)
    advance(state)


def _draw_three_if_stuck(state: State, seat: int, act: Play, called: bool) -> None:
    state.stuck_three = state.next_seat()
    advance(state)


def _extra_turn(state: State, seat: int, act: Play, called: bool) -> None:
    if state.events is not None:
        state.events.append(ev.ExtraTurn(seat))
    begin_turn(state, seat)


def _hand_to_seven(state: State, seat: int, act: Play, called: bool) -> None:
    victim = state.next_seat()
    size = len(state.hands[victim])
    if size < HAND_TARGET:
        give(state, victim, HAND_TARGET - size, "rule")
    if size > HAND_TARGET:
        begin_turn(state, victim, "discard")
    else:
        begin_turn(state, victim)


RANK_EFFECTS: Final = {
    "S": _skip,
    "R": _reverse,
    "D2": _draw_card,
    "D1": _draw_card,
    "W4": _wild_draw_four,
    "T2": _tower_card,
    "WT": _tower_card,
    "WS": _shuffle_hands,
    "WC1": _custom,
    "WC2": _custom,
    "WC3": _custom,
    "X": _custom,
}
HOUSE_EFFECTS: Final = {
    "plain": _plain,
    "draw_until_color": _draw_until_color,
    "discard_wilds": _discard_wilds,
    "draw_three_if_stuck": _draw_three_if_stuck,
    "extra_turn": _extra_turn,
    "hand_to_seven": _hand_to_seven,
}
#: the 7 and 0 cards, which swap or pass hands under the seven-zero rule
SEVENS_AND_ZEROS: Final = frozenset(code for code in CARDS if RANK_OF[code] in ("7", "0"))
#: the effect of each card code (None: a plain number card), so a play needs one lookup
CARD_EFFECTS: Final = {
    code: RANK_EFFECTS.get(RANK_OF[code]) or (_symbol_card if SYMBOL_OF[code] else None) for code in CARDS
}
