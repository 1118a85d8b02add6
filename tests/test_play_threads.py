"""A threaded Match makes exactly the moves of the inline one: the AI players' observe and choose run in
the match's one worker, in order, on a snapshot of the seat's view; the frame thread applies the
results. Thinking times are random here (the worker sleeps at random), so a race would show as a
different action log."""

from __future__ import annotations

import random
import time

import pytest

from game.ai import create as create_player
from game.play import Match
from game.play import match as match_module
from game.rules import Options, new_game
from game.storage import SavedGame, Seat

#: seeded games per run: `make test` plays 50, the on-demand profile (`pytest -m profile`) 200
GAMES = 50
PROFILE_GAMES = 200
LEVELS = ("beginner", "easy", "normal", "expert")
EDITIONS = ("classic", "power", "modern")


class Jittery:
    """A player whose decisions take a random while (the wall clock, never the game's random numbers)."""

    def __init__(self, inner, jitter: random.Random):
        self.inner, self.jitter = inner, jitter
        self.seen = 0  # events observed so far
        self.trace: list[tuple[int, int]] = []  # per decision: events observed when it began and ended

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def observe(self, event):
        if self.jitter.random() < 0.02:
            time.sleep(0.0002)
        self.inner.observe(event)
        self.seen += 1

    def choose(self, *args):
        began = self.seen
        if self.jitter.random() < 0.15:
            time.sleep(self.jitter.random() * 0.002)
        action = self.inner.choose(*args)
        self.trace.append((began, self.seen))
        return action


def play(seed: int, threaded: bool, max_ticks: int = 20_000) -> list:
    rng = random.Random(seed)
    ruleset = EDITIONS[seed % 3]
    players = rng.choice((2, 3, 4))
    seats = tuple(Seat(f"AI{i}", "ai", rng.choice(LEVELS)) for i in range(players))
    pacing = rng.choice((0.0, 0.05, 0.2))
    dt = rng.choice((1 / 30, 0.05, 0.1))
    game = SavedGame(ruleset, seats, Options(), seed)
    m = Match(game, new_game(ruleset, players, Options(), seed), None, threaded=threaded, pacing=pacing)
    try:
        ticks = 0
        while not m.ended and ticks < max_ticks:
            if m.holding:  # the worker still thinks: this frame leaves the match's clock alone
                m.settle(1.0)
            else:
                ticks += 1
            m.tick(dt)
        traces = [(seat, player.trace) for seat, player in m.ai.items()]
        return [(seat, repr(action)) for seat, action in m.actions] + [("end", m.phase), ("traces", traces)]
    finally:
        m.close()


@pytest.fixture
def jittery(monkeypatch):
    jitter = random.Random(1)
    real = match_module.create_ai

    def create(level):  # the expert searches a fixed number of worlds (its time budget is the wall clock's)
        return Jittery(create_player("expert", iterations=2) if level == "expert" else real(level), jitter)

    monkeypatch.setattr(match_module, "create_ai", create)


@pytest.mark.parametrize("games", [GAMES, pytest.param(PROFILE_GAMES, marks=pytest.mark.profile)])
def test_threaded_match_makes_exactly_the_moves_of_the_inline_run(jittery, games):
    for seed in range(games):
        inline = play(seed, threaded=False)
        threaded = play(seed, threaded=True)
        assert threaded == inline, f"seed {seed}: first difference at move " + str(
            next(i for i, (a, b) in enumerate(zip(threaded, inline, strict=False)) if a != b)
        )
        assert inline[-2] in (("end", "round_over"), ("end", "game_over")), (seed, inline[-2])
