"""`python -m game.bench fingerprint`: the hash a speed-up of the engine must keep (issue 34)."""

from game.bench.fingerprint import fingerprint
from game.rules import effects


def test_fingerprint_is_the_same_on_every_run():
    assert fingerprint(games=3, bench_games=2) == fingerprint(games=3, bench_games=2)


def test_fingerprint_sees_a_card_that_plays_differently(monkeypatch):
    before = fingerprint(games=3, bench_games=2)
    for card in ("rR", "yR", "gR", "bR"):  # a Reverse that no longer reverses
        monkeypatch.setitem(effects.CARD_EFFECTS, card, effects._plain)
    assert fingerprint(games=3, bench_games=2) != before
