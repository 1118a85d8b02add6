"""Setting up: a new game (dealer draw, deal, first card), the next round, and stacked tables."""

from __future__ import annotations

import _random
import random
from collections import Counter

from . import events as ev
from .cards import COLOR_OF, DEALER_DRAW_VALUE, DRAW_AMOUNT, PLAYABLE_ON_START, RANK_OF, SYMBOLS, is_card
from .editions import default_options, edition
from .errors import RuleError
from .options import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, Options
from .piles import draw_from_heap, give, put_back, take
from .state import State, is_seat
from .turns import begin_turn


def _check_setup(ruleset: str, players: int, options: Options) -> None:
    edition(ruleset)
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"players must be {MIN_PLAYERS} to {MAX_PLAYERS}, not {players!r}")
    problems = options.problems(ruleset, players)
    if problems:
        raise ValueError("; ".join(problems))


class _CheckedSetup:
    """The last set-up `new_game` checked, with its deck: a search or a benchmark starts game after
    game with the same options object, and checking them (and hashing them to find their deck) cost
    a twentieth of a short game. Options are frozen, so the same object is the same options; holding
    it keeps its id from being reused."""

    def __init__(self, ruleset: str, players: int, options: Options, deck: tuple[str, ...]) -> None:
        self.ruleset = ruleset
        self.players = players
        self.options = options
        self.deck = deck


_last_setup = _CheckedSetup("", 0, Options(), ())


def _checked_deck(ruleset: str, players: int, options: Options) -> list[str]:
    """The deck of a checked set-up, as a fresh list (ValueError for a set-up that is not allowed)."""
    global _last_setup
    last = _last_setup
    if last.options is not options or last.ruleset != ruleset or last.players != players:
        _check_setup(ruleset, players, options)
        last = _last_setup = _CheckedSetup(ruleset, players, options, edition(ruleset).deck_codes(options))
    return list(last.deck)


def seeded_random(seed: int) -> random.Random:
    """`random.Random(seed)`, the same generator: for a whole number, seeded by the C method itself.
    `Random.__init__` and `Random.seed` are Python code that, for an int, only passes it on (an eighth
    of a new game's cost in the two of them)."""
    if type(seed) is not int:
        return random.Random(seed)
    rng = random.Random.__new__(random.Random)
    _random.Random.seed(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]
    return rng


def new_game(
    ruleset: str, players: int, options: Options | None = None, seed: int = 0, events: list | None = None
) -> State:
    """A new game: the dealer is drawn, the first round dealt. Events go to `events` if given.

    Without `options`, the edition's set-up defaults (`default_options`)."""
    options = options or default_options(ruleset)
    state = State(
        ruleset,
        options,
        players,
        [[] for _ in range(players)],
        _checked_deck(ruleset, players, options),
        0,
        [],
        "",
        0,
        scores=[0] * players,
        seed=seed,
        rng=seeded_random(seed),
    )
    state.events = events
    try:
        state.dealer = _draw_for_dealer(state)
        _deal_round(state)
    finally:
        state.events = None
    return state


def _draw_for_dealer(state: State) -> int:
    """Everyone draws a card; the highest number deals; tied players draw again among themselves."""
    contenders = list(range(state.players))
    draws = []
    drawn: list[str] = []
    while True:
        cards = draw_from_heap(state, len(contenders))
        best = -1
        tied = []
        for i, seat in enumerate(contenders):  # (not zip: compiled, zip is a generic Python call)
            card = cards[i]
            draws.append((seat, card))
            value = DEALER_DRAW_VALUE[card]
            if value > best:
                best = value
                tied = [seat]
            elif value == best:
                tied.append(seat)
        drawn.extend(cards)
        contenders = tied
        if len(contenders) == 1:
            break
    state.draw.extend(drawn)  # the cards go back into the (unordered) deck
    if state.events is not None:
        state.events.append(ev.DealerDrawn(tuple(draws), contenders[0]))
    return contenders[0]


def start_round(state: State) -> None:
    """Gather every card and start the round's fields afresh, then deal it (`_deal_round`)."""
    for hand in state.hands:
        state.draw.extend(hand)
        hand.clear()
    state.draw.extend(state.discard)
    state.discard.clear()
    state.draw_known = 0
    state.towers = dict.fromkeys(SYMBOLS)
    state.direction = 1
    state.pending = 0
    state.pending_rank = None
    state.w4_player = state.w4_legal = None
    state.exposed = []
    state.uno_armed = None
    state.reveal = None
    state.stuck_three = None
    state.resume_turn = None
    state.round_winner = None
    state.round_points = 0
    state.top_player = None
    _deal_round(state)


def _deal_round(state: State) -> None:
    """Shuffle, deal seven each one at a time from the dealer's left, turn one: on a table whose cards
    are all in the unordered draw pile and whose round's fields are fresh (`start_round`'s, or a new
    State's: `new_game` skips resetting them again)."""
    if state.events is not None:
        state.events.append(ev.RoundStarted(state.round_no, state.dealer))
    _deal(state)
    open_discard(state, take(state))


def _deal(state: State) -> None:
    """Seven cards each, one at a time, from the dealer's left round the table, from the whole deck
    (one unordered heap: draw_known is 0, and it holds more than the deal needs)."""
    n = state.players
    hands = state.hands
    seat = state.dealer
    events = state.events
    cards = draw_from_heap(state, HAND_SIZE * n)
    if events is None:  # every n-th card to one seat, a slice each (a loop per card cost as much again)
        for i in range(n):
            hands[(seat + 1 + i) % n].extend(cards[i::n])
        return
    for card in cards:
        seat = seat + 1 if seat + 1 < n else 0
        hands[seat].append(card)
        if events is not None:
            events.append(ev.CardDealt(seat, card))


def next_round(state: State) -> None:
    state.round_no += 1
    state.dealer = (state.dealer + 1) % state.players
    start_round(state)


def open_discard(state: State, card: str) -> None:
    """Turn `card` as the first card of the discard pile and apply the first-card rule."""
    goes_back = edition(state.ruleset).first_card_goes_back
    for _ in range(1000):  # a bound for tables made only of cards that go back
        state.discard.append(card)
        if state.events is not None:
            state.events.append(ev.StartCardTurned(card))
        if not goes_back(card) or not state.draw:
            break
        state.discard.pop()
        put_back(state, card)
        if state.events is not None:
            state.events.append(ev.CardReturned(card))
        card = take(state)
    _first_card_effect(state, card)


def _first_card_effect(state: State, card: str) -> None:
    n = state.players
    first = (state.dealer + 1) % n
    state.direction = 1
    state.color = COLOR_OF[card] or ""
    state.matching = PLAYABLE_ON_START[card][state.color]  # (State.rematch() for the start card)
    rank = RANK_OF[card]
    if rank in ("W", "WT", "W4", "WS", "WC1", "WC2", "WC3"):  # W4 only when it could not go back
        begin_turn(state, first, "color")
    elif rank in DRAW_AMOUNT:  # a tower cannot block a first card
        give(state, first, DRAW_AMOUNT[rank], "penalty")
        if state.events is not None:
            state.events.append(ev.TurnSkipped(first))
        begin_turn(state, (first + 1) % n)
    elif rank == "R":
        state.direction = -1
        if state.events is not None:
            state.events.append(ev.DirectionChanged(-1))
        begin_turn(state, state.dealer)
    elif rank == "S":
        if state.events is not None:
            state.events.append(ev.TurnSkipped(first))
        begin_turn(state, (first + 1) % n)
    else:
        begin_turn(state, first)


def table_state(
    ruleset: str,
    players: int,
    hands: list[list[str]],
    start: str,
    draw: list[str],
    dealer: int = 0,
    options: Options | None = None,
    seed: int = 0,
    discard_below: list[str] | None = None,
    towers: dict | None = None,
    scores: list[int] | None = None,
    events: list | None = None,
) -> State:
    """A stacked table (scenarios, tests): `draw` is listed top card first.

    Refused with RuleError("bad_table") when it holds a card the edition's deck lacks, more copies
    than the deck has, or does not fit the seat count.
    """
    options = options or Options()
    try:
        _check_setup(ruleset, players, options)
    except ValueError as exc:
        raise RuleError("bad_table", str(exc)) from None
    discard_below = list(discard_below or [])
    if len(hands) != players or not 0 <= dealer < players:
        raise RuleError("bad_table", "hands or dealer do not fit the number of players")
    cards = [c for h in hands for c in h] + [start] + list(draw) + discard_below
    unknown = [c for c in cards if not is_card(c)]
    if unknown:
        raise RuleError("bad_table", f"not cards: {unknown}")
    deck = edition(ruleset).deck(options)
    too_many = {c: n for c, n in Counter(cards).items() if n > deck.get(c, 0)}
    if too_many:
        raise RuleError("bad_table", f"more copies than the {ruleset} deck has: {too_many}")
    tower_owners = dict.fromkeys(SYMBOLS)
    if towers:
        if not edition(ruleset).towers or set(towers) - set(SYMBOLS):
            raise RuleError("bad_table", "towers belong to the power edition: U, N, O, !")
        for symbol, owner in towers.items():
            if owner is not None and not is_seat(owner, players):
                raise RuleError("bad_table", f"tower {symbol} owner {owner!r}")
            tower_owners[symbol] = owner
    if scores is not None and len(scores) != players:
        raise RuleError("bad_table", "one score per seat")
    state = State(
        ruleset,
        options,
        players,
        [list(h) for h in hands],
        list(reversed(draw)),
        len(draw),
        discard_below,
        "",
        0,
        dealer=dealer,
        scores=list(scores) if scores is not None else [0] * players,
        towers=tower_owners,
        seed=seed,
        rng=random.Random(seed),
    )
    state.events = events
    try:
        open_discard(state, start)
    finally:
        state.events = None
    return state
