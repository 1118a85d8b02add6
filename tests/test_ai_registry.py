"""The AI registry: built-ins, creating players, and third-party players through the entry-point group."""

import random

import pytest

from game.ai import Player, registry
from game.rules import legal_actions, new_game, view

BUILTIN_IDS = ["random", "beginner", "easy", "normal", "expert"]


def test_builtins_are_listed_in_order_with_names_and_levels():
    infos = registry.installed()
    assert [i.id for i in infos[:5]] == BUILTIN_IDS
    assert {i.id: i.level for i in infos[:5]} == {
        "random": "baseline",
        "beginner": "beginner",
        "easy": "easy",
        "normal": "normal",
        "expert": "expert",
    }
    assert all(i.display_name and i.builtin for i in infos[:5])


def test_create_gives_fresh_players_that_follow_the_protocol():
    a, b = registry.create("normal"), registry.create("normal")
    assert a is not b
    for pid in BUILTIN_IDS:
        assert isinstance(registry.create(pid), Player)
    expert = registry.create("expert", cap=0.01, iterations=3)
    assert expert.cap == 0.01 and expert.iterations == 3
    with pytest.raises(KeyError):
        registry.create("no-such-player")


def test_entry_point_players_are_installed(fake_distribution):
    infos = {i.id: i for i in registry.installed()}
    assert infos["lefty"].display_name == "Lefty the bot" and infos["lefty"].level == "normal"
    assert not infos["lefty"].builtin
    assert infos["infobot"].display_name == "Info bot" and infos["infobot"].level == "easy"
    assert "broken" not in infos  # a broken plug-in is skipped (and logged), not fatal
    assert infos["normal"].builtin  # a plug-in cannot replace a built-in
    player = registry.create("lefty")
    assert type(player).__name__ == "Lefty"
    state = new_game("classic", 2, seed=1)
    seat = state.turn
    action = player.choose(view(state, seat), legal_actions(state, seat), random.Random(1))
    assert action in legal_actions(state, seat)


def test_without_the_distribution_the_plugin_is_gone():
    assert "lefty" not in {i.id for i in registry.installed()}
