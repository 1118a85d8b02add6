"""Property tests: random editions, seat counts, options and seeds, played with random legal moves."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_strategies import setups

from game.bench.randomplay import choose_move, random_game
from game.rules import (
    CARDS,
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Discard,
    Draw,
    GameRecord,
    Keep,
    NextRound,
    Pass,
    Play,
    RuleError,
    State,
    apply,
    legal_actions,
    replay,
    view,
)
from game.rules.invariants import problems, sorted_deck

PROPERTY = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
ALL_CODES = sorted(CARDS)


@PROPERTY
@given(setups(), st.integers(0, 2**32 - 1))
def test_cards_conserved_and_state_sound_after_every_move(setup, play_seed):
    deck = None

    def check(state, seat, action):
        nonlocal deck
        deck = deck or sorted_deck(state)
        assert problems(state, deck) == [], (seat, action)

    random_game(setup, random.Random(play_seed), max_rounds=2, on_move=check)


@PROPERTY
@given(setups(), st.integers(0, 2**32 - 1))
def test_replay_from_seed_and_moves_is_identical(setup, play_seed):
    state, moves = random_game(setup, random.Random(play_seed), max_rounds=2)
    ruleset, players, options, seed = setup
    record = GameRecord(ruleset, players, options, seed, moves)
    rebuilt = replay(GameRecord.from_json(record.to_json()))
    assert rebuilt.to_json() == state.to_json()


@PROPERTY
@given(setups(), st.integers(0, 2**32 - 1), st.integers(1, 400))
def test_json_round_trip_keeps_playing_identically(setup, play_seed, stop_after):
    rng = random.Random(play_seed)
    state, _ = random_game(setup, rng, max_rounds=1, max_moves=stop_after)
    copy = State.from_json(state.to_json())
    assert copy.to_json() == state.to_json()
    for _ in range(30):  # both continue with the same moves and stay equal (same random stream)
        if state.phase == "game_over":
            break
        seat, action = choose_move(state, rng)
        apply(state, seat, action, listen=False)
        apply(copy, seat, action, listen=False)
        assert copy.to_json() == state.to_json()


def _perturbed(state: State, seat: int, rng: random.Random) -> State:
    """The same table as `seat` sees it: other hands and the draw pile dealt anew from their own cards."""
    other = state.clone()
    shown = state.reveal[1] if state.reveal is not None and state.reveal[0] == seat else None
    hidden_seats = [s for s in range(state.players) if s != seat and s != shown]
    pool = [c for s in hidden_seats for c in other.hands[s]] + other.draw
    rng.shuffle(pool)
    for s in hidden_seats:
        size = len(other.hands[s])
        other.hands[s], pool = pool[:size], pool[size:]
    other.draw = pool
    return other


@PROPERTY
@given(setups(), st.integers(0, 2**32 - 1))
def test_a_view_shows_nothing_of_other_hands_or_the_draw_pile(setup, play_seed):
    rng = random.Random(play_seed)
    checked = 0

    def check(state, seat, action):
        nonlocal checked
        if state.phase in ("round_over", "game_over") or rng.random() > 0.2:
            return
        for s in range(state.players):
            assert view(_perturbed(state, s, rng), s) == view(state, s)
        checked += 1

    random_game(setup, rng, max_rounds=1, max_moves=600, on_move=check)


def _random_action(state: State, rng: random.Random):
    kind = rng.randrange(11)
    seat = rng.randrange(state.players)
    hand = state.hands[seat]
    card = rng.choice(hand) if hand and rng.random() < 0.6 else rng.choice(ALL_CODES)
    color = rng.choice(("r", "y", "g", "b", None, "x"))
    actions = [
        Play(card, color, tuple(rng.sample("UNO!", rng.randrange(3))), rng.random() < 0.5,
             rng.choice((None, rng.randrange(-1, state.players + 1)))),
        Draw(), Pass(), Challenge(), Accept(), ChooseColor(color), CallUno(),
        Catch(rng.randrange(-1, state.players + 1)), Keep(rng.choice((None, card))),
        Discard(tuple(rng.sample(hand, min(len(hand), rng.randrange(4))))), NextRound(),
    ]
    return seat, actions[kind]


def _normal(action, state: State, seat: int):
    """Moves as legal_actions lists them: the UNO flag is free, and arguments a card does not use
    (a colour on a coloured card, towers off T2/WT, a swap target off a seven-zero 7) are ignored."""
    if isinstance(action, Play):
        rank = CARDS[action.card].rank if action.card in CARDS else None
        swap = action.swap_with
        if swap is None and state.players == 2:
            swap = 1 - seat  # two players: the 7's target is implied
        return ("play", action.card,
                action.color if action.card in CARDS and CARDS[action.card].is_wild else None,
                tuple(sorted(action.towers)) if rank in ("T2", "WT") else (),
                swap if rank == "7" and state.options.seven_zero else None)
    if isinstance(action, Keep):
        return ("keep", action.card)
    return action


@PROPERTY
@given(setups(), st.integers(0, 2**32 - 1))
def test_refused_moves_change_nothing_and_accepted_ones_were_legal(setup, play_seed):
    rng = random.Random(play_seed)

    def poke(state, seat, action):
        for _ in range(3):
            poke_seat, poke_action = _random_action(state, rng)
            legal = {_normal(a, state, poke_seat) for a in legal_actions(state, poke_seat)}
            trial = state.clone()
            try:
                apply(trial, poke_seat, poke_action)
            except RuleError:
                assert trial.to_json() == state.to_json(), poke_action
                continue
            if isinstance(poke_action, Discard):
                continue  # legal_actions lists only some of the many right-sized discards
            accepted = _normal(poke_action, state, poke_seat)
            assert accepted in legal, (poke_seat, poke_action, state.phase)

    random_game(setup, rng, max_rounds=1, max_moves=500, on_move=poke)
