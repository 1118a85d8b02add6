"""`legal_actions`: the one list of what a seat may do now, for the UI, the AI and the tests."""

from __future__ import annotations

from itertools import combinations, islice
from typing import Final

from .actions import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Discard,
    Draw,
    Keep,
    NextRound,
    Pass,
    Play,
)
from .cards import CARDS, COLOR_OF, COLORS, RANK_OF, SYMBOLS
from .engine import COLOR_PLAYS, HAND_TARGET, PLAIN_PLAYS, SEVEN_PLAYS
from .jumpin import jump_in_cards, window_open
from .state import State

#: at most this many `Discard` choices are listed (any right-sized sub-hand is legal)
MAX_DISCARD_CHOICES: Final = 120


def playable_cards(state: State, seat: int) -> list[str]:
    """The cards of `seat` that may be played now (empty when it is not its turn to play)."""
    if seat != state.turn:
        return []
    if state.phase == "play" and not state.pending:  # the common case first
        allowed = state.matching
        cards = []
        for card in state.hands[seat]:  # a plain loop: a list comprehension costs a call more (3.11)
            if card in allowed:
                cards.append(card)
        return cards
    phase = state.phase
    if phase == "drawn":
        assert state.drawn is not None
        return [state.drawn]
    if phase == "challenge":
        if not state.options.stacking:
            return []
        return _of_rank(state.hands[seat], "W4")
    if phase != "play":
        return []
    return _of_rank(state.hands[seat], state.pending_rank)  # a draw is pending: only its rank answers


def _of_rank(hand: list[str], rank: str | None) -> list[str]:
    """The cards of `hand` of `rank`. (A helper, not a comprehension in the caller: a local that a
    comprehension reads becomes a cell, and every call of the caller pays for making it.)"""
    return [c for c in hand if RANK_OF[c] == rank]


def _fixed_plays(card: str) -> tuple[list[Play], list[Play]] | None:
    if RANK_OF[card] in ("T2", "WT"):
        return None
    if card in PLAIN_PLAYS:  # the engine's own shared plays: it knows them well-formed
        without, with_uno = PLAIN_PLAYS[card]
        return [without], [with_uno]
    if card in COLOR_PLAYS:
        by_color, by_color_uno = COLOR_PLAYS[card]
        return list(by_color), list(by_color_uno)
    if card in SEVEN_PLAYS:  # a 7 that names no seat (seven-zero off, or the last card)
        without, with_uno = SEVEN_PLAYS[card]
        return [without], [with_uno]
    colors = COLORS if COLOR_OF[card] is None else (None,)
    return [Play(card, c) for c in colors], [Play(card, c, uno=True) for c in colors]


#: the plays of each card whose plays do not depend on the table (all but T2 and WT, None here, and 7
#: under seven-zero), without and with UNO: one for a plain card, one per colour for a wild. Plays are
#: immutable, so every caller shares these (in a copy of the list): building them anew cost a fifth of
#: the compiled engine's time.
_FIXED_PLAYS: Final = {code: _fixed_plays(code) for code in CARDS}


#: `_FIXED_PLAYS` of the cards whose plays depend on nothing but the hand's size (all but T2, WT and
#: the sevens, None here): `plays_of` answers them without reading the options (a fifth of its time).
#: Every card is a key, so that a subscript finds it (cheaper than `get`, and what is not a card is a
#: KeyError either way).
_HAND_PLAYS: Final = {code: plays if RANK_OF[code] != "7" else None for code, plays in _FIXED_PLAYS.items()}


def plays_of(state: State, seat: int, card: str) -> list[Play]:
    """Every distinct way to play `card`: colours for a wild, towers for T2/WT, targets for a 7."""
    fixed = _HAND_PLAYS[card]
    if fixed is not None:  # with UNO when the play leaves one card
        return fixed[1].copy() if len(state.hands[seat]) == 2 else fixed[0].copy()
    hand = state.hands[seat]
    fixed = _FIXED_PLAYS[card]
    if fixed is not None and (not state.options.seven_zero or RANK_OF[card] != "7" or len(hand) == 1):
        # with UNO when the play leaves one card
        return fixed[1].copy() if len(hand) == 2 else fixed[0].copy()
    return _plays_on_table(state, seat, card)


def _plays_on_table(state: State, seat: int, card: str) -> list[Play]:
    """`plays_of` for the plays that depend on the table: T2 and WT (towers), a 7 under seven-zero (seats).
    (Apart from `plays_of`: the comprehensions' cells would cost its every call.)"""
    hand = state.hands[seat]
    uno = len(hand) == 2
    last = len(hand) == 1
    rank = RANK_OF[card]
    colors = COLORS if COLOR_OF[card] is None else (None,)
    towers: list[tuple[str, ...]] = [()]
    if not last and rank in ("T2", "WT"):
        takeable = [s for s in SYMBOLS if state.towers[s] != seat]
        towers = list(combinations(takeable, min(2 if rank == "T2" else 1, len(takeable))))
    targets: list[int | None] = [None]
    if not last and rank == "7" and state.options.seven_zero:
        targets = [s for s in range(state.players) if s != seat]
    return [Play(card, color, t, uno, target) for color in colors for t in towers for target in targets]


def legal_actions(state: State, seat: int) -> list:
    phase = state.phase
    if phase == "game_over":
        return []
    if phase == "round_over":
        return [NextRound()]
    actions: list = []
    if seat in state.exposed:
        actions.append(CallUno())
    actions.extend(Catch(t) for t in state.exposed if t != seat)
    if seat != state.turn:
        if state.options.jump_in:  # out of turn: the top card's twin, when this seat may jump in
            for card in dict.fromkeys(jump_in_cards(state, seat)):
                actions.extend(plays_of(state, seat, card))
        return actions
    hand = state.hands[seat]
    if phase in ("play", "drawn") and len(hand) == 2 and state.uno_armed != seat:
        actions.append(CallUno())
    for card in dict.fromkeys(playable_cards(state, seat)):
        actions.extend(plays_of(state, seat, card))
    if phase == "play":
        actions.append(Draw())
    elif phase == "drawn":
        if not state.options.forced_play:
            actions.append(Pass())
    elif phase == "challenge":
        if state.pending <= 4:
            actions.append(Challenge())
        actions.append(Accept())
    elif phase == "color":
        actions.extend(ChooseColor(c) for c in COLORS)
    elif phase == "keep":
        actions.append(Keep(None))
        actions.extend(Keep(c, uno=True) for c in dict.fromkeys(hand))
    elif phase == "discard":
        actions.extend(discard_choices(hand))
    return actions


def others_idle(state: State) -> bool:
    """No seat but the one on turn has a legal move now (`legal_actions` of every other seat is empty):
    nobody may call UNO or be caught, no jump-in window is open, the round is not over. Most moves
    leave a table so: the network server sends every seat its view after every move, and skips the
    other seats' move lists then (tests/test_rules_others_idle.py checks it against `legal_actions`)."""
    return state.phase != "round_over" and not state.exposed and not window_open(state)


def discard_choices(hand: list[str]) -> list[Discard]:
    """Some distinct right-sized discards (the full list can run into millions; any of them is legal)."""
    surplus = len(hand) - HAND_TARGET
    distinct = dict.fromkeys(islice(combinations(sorted(hand), surplus), MAX_DISCARD_CHOICES * 20))
    return [Discard(c) for c in islice(distinct, MAX_DISCARD_CHOICES)]
