"""Property tests: random editions, seat counts, options and seeds, played with random legal moves.

Refused and accepted moves, with Hypothesis choosing every move, are in test_rules_machine.py."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_strategies import scaled, setups

from game.bench.randomplay import choose_move, random_game
from game.rules import GameRecord, State, apply, replay, view
from game.rules.invariants import problems, sorted_deck

PROPERTY = settings(
    max_examples=scaled(60, 1000), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


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
