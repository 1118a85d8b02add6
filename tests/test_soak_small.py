"""A small soak: random games over every edition and seat count, invariants after every move."""

from game.bench.soak import soak


def test_small_soak_has_no_errors():
    games, moves, errors = soak(300, seed=12345, rounds=2, report=lambda line: None)
    assert errors == []
    assert games == 300 and moves > 10_000
