"""`apply`: validate a seat's move, then carry it out. A refused move raises RuleError and changes nothing.

Every handler checks everything first and mutates only after the last check (the order of the checks
is in docs/rules-decisions.md, item 3).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any, Final

from . import events as ev
from . import jumpin
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
from .cards import (
    CARDS,
    CHALLENGE_GUILTY_DRAW,
    CHALLENGE_INNOCENT_DRAW,
    COLOR_OF,
    COLORS,
    PLAYABLE_ON,
    RANK_OF,
    SYMBOLS,
    playable_set,
)
from .editions import edition
from .effects import CARD_EFFECTS, SEVENS_AND_ZEROS, seven_zero
from .errors import RuleError
from .options import HAND_TARGET, STUCK_DRAW
from .piles import draw_one, give, put_under_top
from .scoring import finish_round
from .setup import next_round
from .state import State, is_seat
from .turns import advance, after_own_play, begin_turn, close_windows, skip_and_advance

ENDED: Final = ("round_over", "game_over")
_PLAY_PHASES: Final = ("play", "drawn", "challenge")


def apply(state: State, seat: int, action, listen: bool = True) -> list | None:
    """Apply `action` by `seat`; returns the events it caused (None when `listen` is False)."""
    try:
        handler = _HANDLERS[type(action)]
    except KeyError:
        raise RuleError("bad_argument", f"not a move: {action!r}") from None
    # state.is_seat, inlined: every move asks. The seat to act is one (most moves are its), so that
    # object itself needs no check; any other (True, 1.0, -1, 99) is checked in full.
    if seat is not state.turn and not (type(seat) is int and 0 <= seat < state.players):
        raise RuleError("bad_argument", f"no seat {seat!r}")
    if not listen:  # the simulator's path: no event objects at all (state.events is None here)
        handler(state, seat, action)
        return None
    events: list = []
    state.events = events
    try:
        handler(state, seat, action)
    finally:
        state.events = None
    return events


def _require_turn(state: State, seat: int, phases: tuple[str, ...]) -> None:
    if state.phase in ENDED:
        raise RuleError("wrong_phase", "the round is over")
    if seat != state.turn:
        raise RuleError("not_your_turn", f"seat {state.turn} is to act")
    if state.phase not in phases:
        raise RuleError("wrong_phase", f"awaiting {state.phase}")


def _play(state: State, seat: int, act: Play) -> None:
    """A play: checked (the usual one at once; a jump-in or anything else in full), its card taken out
    of the hand and laid on the discard pile, then what the card does (`effects.CARD_EFFECTS`). One
    function from the checks to the card's effect: half of all moves are plays, and one more call
    between the two cost a thirtieth of a game."""
    card = act.card
    phase = state.phase
    hand = state.hands[seat]
    if (
        # a shared play: well-formed (a 7's, unless its seat must be named), its card a card code
        (id(act) in _PLAIN_PLAY_IDS or (id(act) in _SEVEN_PLAY_IDS and not state.options.seven_zero))
        and seat == state.turn
        and (phase == "play" or (phase == "drawn" and card == state.drawn))
        and not state.pending
        and card in state.matching
    ):
        # The usual play passes every check of _check_turn_play but the hand's at once. Taking the card
        # out is that last check (nothing changed before it): the hand is searched once, not twice.
        try:
            hand.remove(card)
        except ValueError:
            _check_turn_play(state, seat, act)  # raises not_in_hand
            raise
    elif seat != state.turn and state.options.jump_in and phase not in ENDED:
        _jump_in(state, seat, act)  # checked; its card out of the hand, the turn the jumper's
    else:
        _check_turn_play(state, seat, act)
        if id(act) not in _PLAIN_PLAY_IDS:
            _check_arguments(state, seat, act)  # only the shared plays are known good
        hand.remove(card)
    if state.exposed or state.reveal is not None:
        close_windows(state, seat)
    state.top_player = seat
    color = COLOR_OF[card]
    wild = color is None
    if wild:
        if card == "W4":  # its legality is judged on the hand without it, before the colour changes
            state.w4_legal = edition(state.ruleset).w4_legal(hand, state.color)
            state.w4_player = seat
        color = act.color  # a wild card's colour was checked
    state.discard.append(card)
    state.color = color  # type: ignore[assignment]
    state.matching = PLAYABLE_ON[card][color]  # type: ignore[index]  # (top_player is seat: not the start card)
    state.drawn = None
    called = act.uno
    announced = False  # UNO already called (and told) before this play
    if state.uno_armed is not None:
        announced = state.uno_armed == seat
        called = called or announced
        state.uno_armed = None
    if state.stuck_three is not None and state.stuck_three == seat:
        state.stuck_three = None
    events = state.events
    if events is not None:
        events.append(ev.CARD_PLAYED[card][color][seat])  # type: ignore[index]
        if wild:
            events.append(ev.COLOR_CHOSEN[color][seat])  # type: ignore[index]
    if len(hand) <= 1:
        if not hand:
            finish_round(state, seat, card)
            return
        after_own_play(state, seat, called, announced)
    effect = CARD_EFFECTS[card]
    if effect is not None:
        effect(state, seat, act, called)
    elif card in SEVENS_AND_ZEROS and state.options.seven_zero:
        seven_zero(state, seat, act, called)
    else:  # a plain number card: the next seat plays (advance(), inlined: this is the hottest path)
        turn = (seat + state.direction) % state.players
        state.turn = turn
        state.phase = "play"
        if events is not None:
            events.append(ev.TURN_CHANGED["play"][turn])


def _check_turn_play(state: State, seat: int, act: Play) -> None:
    """A play in turn, checked in the order of docs/rules-decisions.md (item 3); the first check that
    fails refuses it. A play that passes here answers a pending draw (stacking)."""
    phase = state.phase
    if seat != state.turn or phase not in _PLAY_PHASES:
        _require_turn(state, seat, _PLAY_PHASES)
    if phase == "challenge" and not state.options.stacking:
        raise RuleError("wrong_phase", "answer the Wild Draw Four: challenge or accept")
    card = act.card
    if card not in state.hands[seat]:
        raise RuleError("not_in_hand", f"{card!r} is not in the hand")
    if phase == "drawn" and card != state.drawn:
        raise RuleError("wrong_phase", f"only the card just drawn ({state.drawn}) may be played")
    if state.pending:
        if RANK_OF[card] != state.pending_rank:
            raise RuleError("does_not_match", f"only a {state.pending_rank} may answer the pending draw")
    elif card not in playable_set(state.discard[-1], state.color, state.top_player is None):
        raise RuleError("does_not_match", f"{card} does not match {state.discard[-1]} ({state.color})")


def _check_arguments(state: State, seat: int, act: Play) -> None:
    """A play's arguments besides its card, in turn or jumping in: what its card needs, nothing more."""
    needs = _PLAY_NEEDS.get(act.card)
    if needs is not None:  # wild colour, towers, a seven-zero target
        _check_play_arguments(state, seat, act, needs, len(state.hands[seat]) == 1)
    elif act.color is not None or act.towers != () or act.swap_with is not None:
        raise RuleError("bad_argument", f"{act.card} is played with no colour, towers or seat to swap with")
    if act.uno is not True and act.uno is not False:
        raise RuleError("bad_argument", "uno is true or false")


def _jump_in(state: State, seat: int, act: Play) -> None:
    """An out-of-turn play under the jump-in option (game.rules.jumpin): checked, its card taken out of
    the hand and the turn given to the jumper; `_play` goes on with it as with a play in turn."""
    jumpin.check_jump_in(state, seat, act.card)
    _check_arguments(state, seat, act)
    state.hands[seat].remove(act.card)
    jumpin.take_turn(state, seat, act.card)


#: what a play of each card needs besides the card: a colour (wilds), towers (T2, WT), a swap target (7)
_PLAY_NEEDS: Final[dict[str, tuple[str, ...]]] = {}
for _code, _card in CARDS.items():
    _needs = (
        (("color",) if _card.is_wild else ())
        + (("towers",) if _card.rank in ("T2", "WT") else ())
        + (("swap",) if _card.rank == "7" else ())
    )
    if _needs:
        _PLAY_NEEDS[_code] = _needs

#: the two plays of each card that needs nothing besides itself (no colour, towers or seat to swap
#: with), without and with UNO: made once and shared (`plays_of` hands them out; a Play is frozen).
#: A play that is one of them is well-formed by construction, so `_play` skips `_check_arguments`.
PLAIN_PLAYS: Final[dict[str, tuple[Play, Play]]] = {
    code: (Play(code), Play(code, uno=True)) for code in CARDS if code not in _PLAY_NEEDS
}
#: the plays of each wild card that needs only a colour (W, W4, WS, WC1-3): one per colour, without and
#: with UNO, made once and shared like `PLAIN_PLAYS` (and, like them, well-formed by construction)
COLOR_PLAYS: Final[dict[str, tuple[tuple[Play, ...], tuple[Play, ...]]]] = {
    code: (tuple(Play(code, c) for c in COLORS), tuple(Play(code, c, uno=True) for c in COLORS))
    for code, needs in _PLAY_NEEDS.items()
    if needs == ("color",)
}
#: the two plays of each 7 that name no seat to swap with, without and with UNO, shared like
#: `PLAIN_PLAYS`: well-formed by construction unless the seven-zero rule is on (then a 7 names a seat)
SEVEN_PLAYS: Final[dict[str, tuple[Play, Play]]] = {
    code: (Play(code), Play(code, uno=True)) for code, needs in _PLAY_NEEDS.items() if needs == ("swap",)
}
#: the ids of `PLAIN_PLAYS`' and `COLOR_PLAYS`' plays: they live as long as the module, so no other
#: object has one of these ids, and `id(act) in` is an exact test of "one of them". `_play` skips
#: `_check_arguments` for them (a wild's two calls of checks, a plain card's two lookups).
_PLAIN_PLAY_IDS: Final = frozenset(
    [id(play) for plays in PLAIN_PLAYS.values() for play in plays]
    + [id(play) for both in COLOR_PLAYS.values() for plays in both for play in plays]
)
#: the ids of `SEVEN_PLAYS`' plays (`_play` takes them as known good when seven-zero is off)
_SEVEN_PLAY_IDS: Final = frozenset(id(play) for plays in SEVEN_PLAYS.values() for play in plays)


def _check_play_arguments(
    state: State, seat: int, act: Play, needs: tuple[str, ...], last_card: bool
) -> None:
    """The arguments are those of one of `legal_actions`' plays of the card: a colour only for a wild,
    towers only for T2/WT, a seat only for a 7 under seven-zero; a last card takes no towers or seat
    (the round ends with it). Anything more is refused, not ignored."""
    if "color" in needs:
        if act.color not in COLORS:
            raise RuleError("bad_argument", "a wild card needs a colour: r, y, g or b")
    elif act.color is not None:
        raise RuleError("bad_argument", f"{act.card} is not a wild card: it names no colour")
    if "towers" in needs and not last_card:
        _check_towers(state, seat, RANK_OF[act.card], act.towers)
    elif act.towers != ():
        raise RuleError("bad_argument", "this play takes no towers")
    if "swap" in needs and state.options.seven_zero and not last_card:
        _check_swap(state, seat, act.swap_with)
    elif act.swap_with is not None:
        raise RuleError("bad_argument", "this play swaps no hands")


def _check_towers(state: State, seat: int, rank: str, towers) -> None:
    takeable = [s for s in SYMBOLS if state.towers[s] != seat]
    need = min(2 if rank == "T2" else 1, len(takeable))
    if not isinstance(towers, tuple) or towers not in combinations(takeable, need):
        raise RuleError("bad_argument", f"name {need} tower(s) you do not own, from {takeable} in that order")


def _check_swap(state: State, seat: int, other) -> None:
    if other is None and state.players == 2:
        return
    if not is_seat(other, state.players) or other == seat:
        raise RuleError("bad_argument", "a 7 needs another seat to swap hands with")


def _draw(state: State, seat: int, act: Draw) -> None:
    if seat != state.turn or state.phase != "play":
        _require_turn(state, seat, ("play",))
    if state.exposed or state.reveal is not None:
        close_windows(state, seat)
    state.uno_armed = None
    if state.pending:  # a stack nobody answered: take it all, lose the turn
        amount, state.pending, state.pending_rank = state.pending, 0, None
        give(state, seat, amount, "stack")
        skip_and_advance(state, seat)
        return
    hand = state.hands[seat]
    playable = state.matching
    card: str | None
    if state.stuck_three is None and not state.options.draw_until_playable:  # the usual single card
        card = draw_one(state)
        if card is not None:
            hand.append(card)
            if state.events is not None:
                state.events.append(ev.ONE_CARD_DRAWN[card][seat])
    else:
        got = _draw_several(state, seat, hand, playable)
        hand.extend(got)
        card = got[-1] if got else None
        if got and state.events is not None:
            state.events.append(ev.CardsDrawn(seat, tuple(got), "draw"))
    if seat in state.exposed and len(hand) != 1:
        state.exposed.remove(seat)
    if card is not None and card in playable:
        state.drawn = card
        state.phase = "drawn"
        if state.events is not None:
            state.events.append(ev.TURN_CHANGED["drawn"][seat])
    else:  # the next seat plays: advance(), written out (most draws end here); phase and drawn stay
        turn = (seat + state.direction) % state.players
        state.turn = turn
        if state.events is not None:
            state.events.append(ev.TURN_CHANGED["play"][turn])


def _draw_several(state: State, seat: int, hand: list[str], playable) -> list[str]:
    """The turn's draw under "draw three if stuck" or "draw until playable"."""
    count = 1
    if state.stuck_three == seat:
        state.stuck_three = None
        if not any(c in playable for c in hand):
            count = STUCK_DRAW
    got: list[str] = []
    while True:
        card = draw_one(state)
        if card is None:
            break
        got.append(card)
        if len(got) >= count and (card in playable or not state.options.draw_until_playable):
            return got
    return got


def _pass(state: State, seat: int, act: Pass) -> None:
    _require_turn(state, seat, ("drawn",))
    if state.options.forced_play:
        raise RuleError("wrong_phase", "forced play: a playable drawn card must be played")
    close_windows(state, seat)
    state.uno_armed = None
    advance(state)


def _challenge(state: State, seat: int, act: Challenge) -> None:
    _require_turn(state, seat, ("challenge",))
    if state.pending > 4:
        raise RuleError("wrong_phase", "a stacked Wild Draw Four cannot be challenged")
    close_windows(state, seat)
    accused = state.w4_player
    assert accused is not None
    guilty = not state.w4_legal
    state.reveal = (seat, accused, tuple(state.hands[accused]))
    state.pending, state.pending_rank = 0, None
    if state.events is not None:
        state.events.append(ev.ChallengeResolved(seat, accused, guilty, tuple(state.hands[accused])))
    if guilty:
        give(state, accused, CHALLENGE_GUILTY_DRAW, "challenge")
        begin_turn(state, seat)
    else:
        give(state, seat, CHALLENGE_INNOCENT_DRAW, "challenge")
        skip_and_advance(state, seat)


def _accept(state: State, seat: int, act: Accept) -> None:
    _require_turn(state, seat, ("challenge",))
    close_windows(state, seat)
    amount, state.pending, state.pending_rank = state.pending, 0, None
    give(state, seat, amount, "penalty")
    skip_and_advance(state, seat)


def _choose_color(state: State, seat: int, act: ChooseColor) -> None:
    _require_turn(state, seat, ("color",))
    if act.color not in COLORS:
        raise RuleError("bad_argument", "name a colour: r, y, g or b")
    close_windows(state, seat)
    state.color = act.color
    state.rematch()
    if state.events is not None:
        state.events.append(ev.ColorChosen(seat, act.color))
    begin_turn(state, seat)


def _call_uno(state: State, seat: int, act: CallUno) -> None:
    if state.phase in ENDED:
        raise RuleError("wrong_phase", "the round is over")
    if seat in state.exposed:
        state.exposed.remove(seat)
    elif (
        seat == state.turn
        and state.phase in ("play", "drawn")
        and len(state.hands[seat]) == 2
        and state.uno_armed != seat
    ):
        state.uno_armed = seat
    else:
        raise RuleError(
            "wrong_phase", "UNO is called with one card left, or just before playing the second-last"
        )
    if state.events is not None:
        state.events.append(ev.UnoCalled(seat))


def _catch(state: State, seat: int, act: Catch) -> None:
    if state.phase in ENDED:
        raise RuleError("wrong_phase", "the round is over")
    target = act.target
    if not is_seat(target, state.players):
        raise RuleError("bad_argument", f"no seat {target!r}")
    if target == seat or target not in state.exposed:
        raise RuleError("cannot_catch", f"seat {target} cannot be caught now")
    state.exposed.remove(target)
    penalty = state.options.uno_penalty
    if state.events is not None:
        state.events.append(ev.UnoCaught(seat, target, penalty))
    give(state, target, penalty, "uno")


def _keep(state: State, seat: int, act: Keep) -> None:
    _require_turn(state, seat, ("keep",))
    hand = state.hands[seat]
    if act.card is not None and act.card not in hand:
        raise RuleError("not_in_hand", f"{act.card!r} is not in the hand")
    if act.uno is not True and act.uno is not False:
        raise RuleError("bad_argument", "uno is true or false")
    close_windows(state, seat)
    if act.card is not None:
        rest = list(hand)
        rest.remove(act.card)
        put_under_top(state, rest)
        hand[:] = [act.card]
        if state.events is not None:
            state.events.append(ev.CardsDiscarded(seat, tuple(rest), "towers"))
        after_own_play(state, seat, act.uno)
    resume, state.resume_turn = state.resume_turn, None
    assert resume is not None
    begin_turn(state, resume)


def _discard(state: State, seat: int, act: Discard) -> None:
    _require_turn(state, seat, ("discard",))
    hand = state.hands[seat]
    given: object = act.cards  # checked as any object: compiled code would refuse a non-str with TypeError
    cards = list(given) if isinstance(given, (list, tuple)) else None
    surplus = len(hand) - HAND_TARGET
    if (
        cards is None
        or len(cards) != surplus
        or not all(isinstance(c, str) for c in cards)
        or Counter(cards) - Counter(hand)
    ):
        raise RuleError("bad_argument", f"discard exactly {surplus} cards of your hand")
    close_windows(state, seat)
    for card in cards:
        hand.remove(card)
    put_under_top(state, cards)
    if state.events is not None:
        state.events.append(ev.CardsDiscarded(seat, tuple(cards), "seven"))
    begin_turn(state, seat)


def _next_round(state: State, seat: int, act: NextRound) -> None:
    if state.phase != "round_over":
        reason = "the game is over" if state.phase == "game_over" else "the round is not over"
        raise RuleError("wrong_phase", reason)
    next_round(state)


_HANDLERS: Final[dict[type, Callable[[State, int, Any], None]]] = {
    Play: _play,
    Draw: _draw,
    Pass: _pass,
    Challenge: _challenge,
    Accept: _accept,
    ChooseColor: _choose_color,
    CallUno: _call_uno,
    Catch: _catch,
    Keep: _keep,
    Discard: _discard,
    NextRound: _next_round,
}
