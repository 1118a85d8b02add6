"""The expert's budget: a target of worlds, cut short by a wall-clock cap only when the clock runs out,
and the same choices whatever the clock says when the cap is off."""

import random

from game.ai import registry
from game.bench import __main__ as bench
from game.play.arena import play_game
from game.rules import Options, legal_actions, new_game, view


class FakeClock:
    """A clock that moves `step` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        self.now += self.step
        return self.now


def _decide(seed=3, **options):
    """The expert's first decision of a three-seat classic deal (three candidates: it is searched)."""
    state = new_game("classic", 3, Options(scoring="single_round"), seed)
    searches = []
    expert = registry.create("expert", on_search=lambda *record: searches.append(record), **options)
    expert.reset(state.turn, 3, "classic")
    action = expert.choose(view(state, state.turn), legal_actions(state, state.turn), random.Random(seed))
    assert action in legal_actions(state, state.turn)
    assert len(searches) == 1  # the decision was searched, and reported once
    return action, expert, searches[0]


def test_a_fast_machine_reaches_the_target():
    # 16 worlds: fewer than the early stop needs, so only the target or the cap can end the search
    _, expert, (worlds, capped, _seconds) = _decide(worlds=16, cap=60.0)
    assert (expert.last_worlds, expert.last_capped) == (16, False)
    assert (worlds, capped) == (16, False)


def test_the_cap_ends_the_search_before_a_world_that_would_end_past_it():
    clock = FakeClock(0.1)  # every world seems to take 0.1 s
    _, expert, (worlds, capped, seconds) = _decide(worlds=400, cap=0.25, clock=clock)
    # after one world 0.1 s is spent and the next would end at 0.2 s: begun; after two, 0.2 + 0.1 > 0.25
    assert (expert.last_worlds, expert.last_capped) == (2, True)
    assert (worlds, capped) == (2, True)
    assert seconds <= 0.3 + 1e-9


def test_a_slower_clock_gives_fewer_worlds_and_at_least_one():
    slow = _decide(worlds=400, cap=0.25, clock=FakeClock(0.04))[1].last_worlds
    slower = _decide(worlds=400, cap=0.25, clock=FakeClock(0.3))[1].last_worlds
    assert slow > 2 and slower == 1


def test_with_the_cap_off_the_clock_changes_nothing():
    fast = _decide(worlds=40, cap=None, clock=FakeClock(0.0))
    crawling = _decide(worlds=40, cap=None, clock=FakeClock(10.0))
    assert fast[0] == crawling[0]
    assert fast[1].last_worlds == crawling[1].last_worlds and not crawling[1].last_capped


def _moves(clock_step: float) -> list:
    """Every move of a seeded two-seat game, the expert (cap off) against normal."""
    moves: list = []
    expert = registry.create("expert", worlds=30, cap=None, clock=FakeClock(clock_step))
    play_game(
        [expert, registry.create("normal")],
        "classic",
        seed=11,
        on_move=lambda state, seat, action: moves.append((seat, action)),
    )
    return moves


def test_with_the_cap_off_a_seeded_game_is_played_alike_however_slow_the_machine():
    moves = _moves(0.0)
    assert len(moves) > 10
    assert _moves(5.0) == moves


def test_the_bench_compares_targets_of_worlds_and_counts_the_worlds_reached(capsys):
    args = ["ai", "--players", "2,3", "--games", "2", "--worlds", "8,16", "--cap", "off", "expert", "normal"]
    assert bench.main(args) == 0
    out = capsys.readouterr().out
    assert out.count("single-round games") == 4
    summary = out[out.index("summary:") :].splitlines()
    assert summary[1].split()[:2] == ["seats", "worlds"]
    rows = [line.split() for line in summary[2:]]
    assert [row[:2] for row in rows] == [["2", "8"], ["2", "16"], ["3", "8"], ["3", "16"]]
    assert all(float(row[-2]) <= int(row[1]) for row in rows)  # mean worlds reached, at most the target
    assert all(row[-1] == "0.0%" for row in rows)  # no clock, so no search was cut short
    assert "expert: " in out and "worlds reached mean" in out
