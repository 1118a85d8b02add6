"""The hands-shown player (issue 46's ceiling): a measurement tool that deals the true hands, and never
a level: no registry id, nothing outside game/bench names it."""

import random
from collections import Counter
from pathlib import Path

import pytest

from game.ai import registry
from game.ai.heuristic import unseen_cards
from game.bench.hands_shown import HANDS_SHOWN, HandsShownPlayer
from game.rules import Options, legal_actions, new_game, view

ROOT = Path(__file__).resolve().parents[1]


def test_it_is_not_a_level_and_nothing_in_the_game_can_reach_it():
    assert HANDS_SHOWN not in {info.id for info in registry.installed()}
    with pytest.raises(KeyError):
        registry.get(HANDS_SHOWN)
    with pytest.raises(KeyError):
        registry.create(HANDS_SHOWN)
    outside = [
        path
        for path in (ROOT / "game").rglob("*.py")
        if "bench" not in path.relative_to(ROOT / "game").parts
        and ("hands_shown" in path.read_text() or "HandsShown" in path.read_text())
    ]
    assert outside == []


@pytest.mark.parametrize("players", [2, 4])
def test_its_worlds_hold_the_true_hands_and_a_reshuffled_pile(players):
    state = new_game("classic", players, Options(scoring="single_round"), 8)
    seat = state.turn
    player = HandsShownPlayer(lambda: state.hands, iterations=4)
    player.reset(seat, players, "classic")
    seen = view(state, seat)
    orders = set()
    for k in range(4):
        world = player.deal(seen, random.Random(k), unseen_cards(seen))
        assert [sorted(h) for h in world.hands] == [sorted(h) for h in state.hands]
        assert Counter(world.draw) == Counter(state.draw)
        orders.add(tuple(world.draw))
    assert len(orders) > 1  # the pile's order stays unknown: dealt afresh per world
    action = player.choose(seen, legal_actions(state, seat), random.Random(1))
    assert action in legal_actions(state, seat)


def test_our_arena_shows_it_the_live_table_at_every_decision(capsys, monkeypatch):
    """`python -m game.bench ai ... hands-shown normal`: at each decision the hands it is shown are the
    table's (the view's hand sizes and its own hand agree with them), from the first move to the last."""
    from game.bench import __main__ as bench

    checked = []
    deal = HandsShownPlayer.deal

    def checking(self, seen, rng, unseen):
        hands = self.peek()
        assert [len(h) for h in hands] == list(seen.hand_sizes)
        assert sorted(hands[seen.seat]) == sorted(seen.hand)
        checked.append(seen.seat)
        return deal(self, seen, rng, unseen)

    monkeypatch.setattr(HandsShownPlayer, "deal", checking)
    args = ["ai", "--players", "2", "--games", "2", "--worlds", "24", "--cap", "off", HANDS_SHOWN, "normal"]
    assert bench.main(args) == 0
    assert "hands-shown" in capsys.readouterr().out
    assert len(checked) > 4 and set(checked) == {0, 1}  # both seats it sat at, over the games


def test_the_rlcard_arena_seats_it_by_name_only(capsys):
    pytest.importorskip("rlcard")
    from game.bench import __main__ as bench
    from game.bench.rlcard_arena import play_game

    result = play_game(2, 21, 1, {"worlds": 24, "cap": None}, hands_shown=True)
    assert result.winner in (0, 1) and result.searches
    args = ["rlcard-arena", "--players", "2", "--games", "2", "--jobs", "1", "--worlds", "24", "--cap", "off"]
    assert bench.main([*args, "--player", HANDS_SHOWN]) == 0
    assert "hands-shown (cap=None, worlds=24)" in capsys.readouterr().out
