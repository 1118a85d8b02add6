"""The finished game's order (game.rules.standings): the winner first in every scoring system, then
by the points that count there; single round shows what the round was worth; teams stand together."""

import random

import pytest

from game.bench.randomplay import choose_move
from game.rules import NextRound, Options, apply, hand_points, new_game
from game.rules.standings import standings


def finished(ruleset, players, options, seed):
    state = new_game(ruleset, players, options, seed)
    rng = random.Random(seed)
    for _ in range(200_000):
        if state.phase == "game_over":
            return state
        if state.phase == "round_over":
            apply(state, state.turn if state.turn is not None else 0, NextRound())
            continue
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("seed", range(1, 7))
def test_single_round_winner_first_with_what_the_round_was_worth(seed):
    state = finished("modern", 4, Options(scoring="single_round"), seed)
    order = standings(state)
    assert order[0].seats == (state.game_winner,) and order[0].won and order[0].place == 1
    assert order[0].points == state.round_points > 0
    left = [s.points for s in order[1:]]
    assert left == sorted(left)  # fewest points left first
    assert all(s.points == hand_points(state.hands[s.seats[0]]) for s in order[1:])
    assert not any(s.won for s in order[1:])


@pytest.mark.parametrize("seed", range(1, 4))
def test_standard_highest_and_alternative_lowest_after_the_winner(seed):
    state = finished("classic", 3, Options(target=150), seed)
    order = standings(state)
    assert order[0].seats == (state.game_winner,)
    assert [s.points for s in order[1:]] == sorted((s.points for s in order[1:]), reverse=True)
    state = finished("classic", 3, Options(scoring="alternative", target=150), seed)
    order = standings(state)
    assert order[0].seats == (state.game_winner,)
    assert order[0].points == min(state.scores)  # the lowest total wins
    assert [s.points for s in order[1:]] == sorted(s.points for s in order[1:])


def test_teams_stand_together():
    state = finished("classic", 4, Options(teams=True, scoring="single_round"), 3)
    order = standings(state)
    assert len(order) == 2 and order[0].won and not order[1].won
    assert state.game_winner in order[0].seats and len(order[0].seats) == 2


def test_equal_points_share_a_place():
    state = finished("classic", 4, Options(scoring="single_round"), 2)
    state.hands = [list(h) for h in state.hands]
    losers = [s for s in range(4) if s != state.game_winner]
    for s in losers:
        state.hands[s] = ["r5"]
    order = standings(state)
    assert [s.place for s in order] == [1, 2, 2, 2]


@pytest.mark.parametrize("scoring", ["standard", "alternative", "single_round"])
@pytest.mark.parametrize("teams", [False, True])
def test_the_round_count_adds_up_to_the_scores(scoring, teams):
    from game.rules.standings import round_count

    state = new_game("classic", 4, Options(scoring=scoring, teams=teams, target=10_000), 5)
    rng = random.Random(5)
    while state.phase not in ("round_over", "game_over"):
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
    count = round_count(state)
    gained = [0] * 4
    for c in count:
        for s in c.to:
            gained[s] += c.points
    if scoring == "single_round":
        assert sum(c.points for c in count) == state.round_points and not any(gained)
    else:
        assert gained == state.scores  # the game's first round: everything was gained in it
        if scoring == "standard":
            assert sum(c.points for c in count) == state.round_points
