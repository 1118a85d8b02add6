"""The expert's search: the hand evaluation that judges a cut playout, the playouts, the early stop,
and the fitting command that produced the evaluation's weights."""

import math
import random

import pytest

from game.ai import registry
from game.ai.evaluation import FEATURES, WEIGHTS, features, win_chance
from game.ai.search import ExpertPlayer
from game.bench import __main__ as bench
from game.bench.evalfit import _scores
from game.rules import Options, apply, legal_actions, new_game, table_state, view
from game.rules.actions import Draw, Pass, Play


def table(hands, turn=0, direction=1, phase="play", winner=None):
    state = new_game("classic", len(hands), Options(scoring="single_round"), 1)
    state.hands = [list(h) for h in hands]
    state.turn, state.direction, state.phase, state.round_winner = turn, direction, phase, winner
    return state


def test_features_count_cards_wilds_colours_and_action_cards():
    ln_size, wilds, colours, actions = features(["W", "W4", "r5", "rS", "b2", "gD2"])
    assert round(ln_size, 6) == round(math.log(6), 6)
    assert (wilds, colours, actions) == (2, 3, 2)


@pytest.mark.parametrize("players", range(2, 11))
def test_win_chances_are_a_distribution_that_favours_fewer_cards(players):
    hands = [["r1", "r2", "b3", "g4", "y5"] for _ in range(players)]
    hands[1] = ["r1"]  # one seat is about to win
    state = table(hands, turn=0)
    chances = [win_chance(state, s) for s in range(players)]
    assert sum(chances) == pytest.approx(1.0)
    assert max(range(players), key=chances.__getitem__) == 1
    assert all(0.0 < c < 1.0 for c in chances)


def test_a_wild_card_is_worth_more_than_a_number_card():
    plain = table([["r1", "b2", "g3"], ["y4", "y5", "y6"]])
    wild = table([["r1", "b2", "W"], ["y4", "y5", "y6"]])
    assert win_chance(wild, 0) > win_chance(plain, 0)


def test_a_finished_round_is_a_certain_win_or_loss():
    state = table([[], ["r1", "r2"], ["b1"]], phase="round_over", winner=0)
    assert [win_chance(state, s) for s in range(3)] == [1.0, 0.0, 0.0]


def test_every_seat_count_has_fitted_weights():
    for players in range(2, 11):
        feature_weights, offsets = WEIGHTS[players]
        assert len(feature_weights) == len(FEATURES)
        assert len(offsets) == players and offsets[0] == 0.0
        assert feature_weights[0] < 0 < feature_weights[1]  # more cards hurt, wild cards help


@pytest.mark.parametrize("players", [2, 4, 7])
def test_the_game_judges_with_the_model_that_evalfit_fits(players):
    """win_chance (written for speed) and evalfit's scores (what the weights were fitted to) agree."""
    rng = random.Random(players)
    deck = [c for c in ("r1", "r7", "bS", "gD2", "yR", "W", "W4", "b4", "g9", "y2") for _ in range(3)]
    for _ in range(20):
        hands = [rng.sample(deck, rng.randint(1, 9)) for _ in range(players)]
        state = table(hands, turn=rng.randrange(players), direction=rng.choice((1, -1)))
        order = [(state.turn + k * state.direction) % players for k in range(players)]
        feature_weights, offsets = WEIGHTS[players]
        scores = _scores(
            list(feature_weights) + list(offsets[1:]), [features(hands[s]) for s in order], len(FEATURES)
        )
        expected = [math.exp(x) / sum(math.exp(y) for y in scores) for x in scores]
        assert [win_chance(state, s) for s in order] == pytest.approx(expected)


def test_clone_with_a_seed_plays_as_a_clone_reseeded():
    state = new_game("power", 4, Options(scoring="single_round"), 5)
    a, b = state.clone(1234), state.clone()
    b.rng.seed(1234)
    for _ in range(60):
        if a.phase in ("round_over", "game_over"):
            break
        action = legal_actions(a, a.turn)[0]
        apply(a, a.turn, action)
        apply(b, b.turn, action)
    assert a.to_json() == b.to_json()


def _expert_choice(depth, seed=3, iterations=12):
    state = new_game("classic", 3, Options(scoring="single_round"), seed)
    expert = registry.create("expert", iterations=iterations, depth=depth)
    expert.reset(state.turn, 3, "classic")
    action = expert.choose(view(state, state.turn), legal_actions(state, state.turn), random.Random(seed))
    return action, expert


@pytest.mark.parametrize("depth", [None, 1, 24])
def test_playouts_to_the_end_or_cut_short_give_a_legal_choice(depth):
    state = new_game("classic", 3, Options(scoring="single_round"), 3)
    action, expert = _expert_choice(depth)
    assert action in legal_actions(state, state.turn)
    assert expert.last_worlds == 12  # three candidates here: every world was searched


def test_playout_values_are_win_chances():
    expert = ExpertPlayer(depth=8)
    state = new_game("modern", 4, Options(scoring="single_round"), 9)
    values = [expert.playout(state.clone(seed), 0) for seed in range(20)]
    assert all(0.0 <= v <= 1.0 for v in values)
    assert len(set(values)) > 1
    to_the_end = ExpertPlayer(depth=None)
    assert {to_the_end.playout(state.clone(seed), 0) for seed in range(20)} <= {0.0, 1.0}


def test_the_search_stops_early_only_when_the_leader_is_clearly_ahead():
    clear = [[0.9, 0.1, 0.2] for _ in range(24)]
    assert ExpertPlayer._settled(clear)
    close = [[0.5 + 0.1 * (i % 2), 0.5 + 0.1 * ((i + 1) % 2), 0.4] for i in range(24)]
    assert not ExpertPlayer._settled(close)
    noisy = [[1.0 if i % 3 else 0.0, 1.0 if i % 2 else 0.0] for i in range(24)]
    assert not ExpertPlayer._settled(noisy)


def test_a_candidate_clearly_behind_the_leader_leaves_the_race_and_costs_no_more_playouts():
    # candidate 2 is far behind, 0 and 1 are close: only 2 is dropped
    rows = [[0.5 + 0.1 * (i % 2), 0.5 + 0.1 * ((i + 1) % 2), 0.1] for i in range(24)]
    assert ExpertPlayer._contenders(rows, [0, 1, 2]) == [0, 1]
    assert ExpertPlayer._leader([[0.2, 0.9, 0.5]], [0, 2]) == 2  # the leader of those still searched
    state = new_game("classic", 2, Options(scoring="single_round"), 2)  # four candidates, one poor
    legal = legal_actions(state, state.turn)
    played = []

    class Counting(ExpertPlayer):
        def playout(self, state, me, side=None):
            played.append(1)
            return super().playout(state, me, side)

    for prune in (False, True):
        expert = Counting(worlds=200, cap=None, prune=prune)
        played.clear()
        action = expert.choose(view(state, state.turn), legal, random.Random(5))
        assert action in legal
        if prune:
            assert len(played) < expert.last_worlds * len(expert.candidates(view(state, state.turn), legal))
        else:
            assert len(played) == expert.last_worlds * len(expert.candidates(view(state, state.turn), legal))


def _after_drawing(card):
    """Seat 0 of two could not play (green on red) and drew `card`."""
    hands = [["g1", "g2", "g5"], ["b1", "b2", "b5"]]
    state = table_state("classic", 2, hands, "r3", [card, "y1", "y2"], dealer=1)
    apply(state, 0, Draw())
    assert state.phase == "drawn" and state.drawn == card
    expert = registry.create("expert", iterations=16)
    expert.reset(0, 2, "classic")
    return state, expert


def test_a_coloured_card_just_drawn_that_can_be_played_is_played_without_a_search():
    state, expert = _after_drawing("r9")
    legal = legal_actions(state, 0)
    assert Pass() in legal  # keeping it is allowed, but not a candidate
    assert expert.candidates(view(state, 0), legal) == [Play("r9")]
    assert expert.choose(view(state, 0), legal, random.Random(1)) == Play("r9")
    assert expert.last_worlds == 0


def test_a_wild_card_just_drawn_is_searched_against_keeping_it():
    state, expert = _after_drawing("W")
    legal = legal_actions(state, 0)
    candidates = expert.candidates(view(state, 0), legal)
    assert Pass() in candidates and any(isinstance(a, Play) and a.card == "W" for a in candidates)
    action = expert.choose(view(state, 0), legal, random.Random(1))
    assert action in legal and expert.last_worlds == 16


def test_evalfit_prints_weights_that_beat_a_uniform_guess(capsys):
    assert bench.main(["evalfit", "--players", "3", "--games", "60"]) == 0
    line = capsys.readouterr().out.splitlines()[-1]
    assert line.strip().startswith("3: ((")
    loss, uniform = (float(part.split()[0]) for part in line.split("log-loss ")[1].split("uniform "))
    assert loss < uniform


def test_hold_keeps_the_searching_seats_action_cards_until_the_next_seat_is_close_to_going_out():
    from game.ai.search import _hold_pick, _pick

    hand = ["r5", "rS", "rD2", "b3", "W"]
    playable = ["r5", "rS", "rD2", "W"]
    assert _pick(hand, playable) in ("rS", "rD2")  # the fast policy spends the points first
    assert _hold_pick(hand, playable, pressed=False) == "r5"
    assert _hold_pick(hand, playable, pressed=True) in ("rS", "rD2")
    assert _hold_pick(["W", "b3"], ["W"], pressed=True) == "W"  # a wild when nothing else fits


def test_loose_opponents_play_any_card_that_fits_and_a_wild_only_when_nothing_else_does():
    from game.ai.search import _loose_pick

    rng = random.Random(7)
    picks = {_loose_pick(["r5", "rS", "g5", "W"], rng) for _ in range(200)}
    assert picks == {"r5", "rS", "g5"}
    assert _loose_pick(["W", "W4"], rng) in ("W", "W4")


@pytest.mark.parametrize("setting", [{"hold": True}, {"loose": True}])
def test_the_playout_settings_give_a_legal_choice_and_change_only_the_playouts(setting):
    state = new_game("classic", 2, Options(scoring="single_round"), 11)
    expert = ExpertPlayer(iterations=16, **setting)
    expert.reset(state.turn, 2, "classic")
    legal = legal_actions(state, state.turn)
    assert expert.choose(view(state, state.turn), legal, random.Random(3)) in legal
    assert expert.last_worlds in (0, 16)
