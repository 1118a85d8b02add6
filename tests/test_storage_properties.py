"""Property: any set-up and any stopping point (through save, compaction and journal) loads back exactly.

fsync is switched off here: this is about what is written, not about durability (test_storage_crash.py
kills real writers for that), and a busy disk makes each fsync cost milliseconds.
"""

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.bench.randomplay import choose_move, random_setup
from game.rules import apply
from game.storage import Paths, SavedGame, Seat, Storage
from game.storage.saves import GameSaver


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    setup_seed=st.integers(0, 2**32 - 1),
    stop=st.integers(0, 400),
    compact_every=st.integers(1, 50),
    people=st.integers(0, 10),
)
def test_any_game_stopped_anywhere_loads_back_exactly(
    tmp_path_factory, setup_seed, stop, compact_every, people
):
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        patch.setattr(os, "fdatasync", lambda fd: None, raising=False)
        play_and_load(tmp_path_factory, setup_seed, stop, compact_every, people)


def play_and_load(tmp_path_factory, setup_seed, stop, compact_every, people):
    rng = random.Random(setup_seed)
    ruleset, players, options, seed = random_setup(rng)
    seats = tuple(Seat(f"P{i}") if i < people else Seat(f"AI {i}", "ai", "expert") for i in range(players))
    store = Storage(Paths.resolve(tmp_path_factory.mktemp("data")))
    game = SavedGame(ruleset, seats, options, seed)
    saver = GameSaver(store.paths, game, store.notices, compact_every=compact_every)
    state = game.new_state()
    for _ in range(stop):
        if state.phase == "game_over":
            break
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
    saver.close()
    loaded = store.load_game()
    assert store.take_notices() == []
    assert loaded.game == game
    assert loaded.state.to_json() == state.to_json()
