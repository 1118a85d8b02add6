"""The expert's information-set search (`tree`, game/ai/ismcts.py): legal, deterministic for a seed,
a real tree shared by the worlds, and the plain search untouched when it is off. Honesty (a decision
depends only on the seat's view) is tests/test_ai_honesty.py's `expert-tree`."""

import random

from game.ai import registry
from game.ai.ismcts import Node, walk
from game.ai.search import _fast_play, rollout
from game.rules import Options, State, apply, legal_actions, new_game, redact, view

OPTIONS = Options(scoring="single_round")


def decisions(players: int, seed: int, count: int) -> list[tuple[State, int, list]]:
    """Positions of a seeded game played by normal players, with every event so far."""
    events: list = []
    state = new_game("classic", players, OPTIONS, seed, events=events)
    normal = [registry.create("normal") for _ in range(players)]
    for s, p in enumerate(normal):
        p.reset(s, players, "classic")
    rng = random.Random(seed)
    out = []
    while state.phase == "play" or state.phase in ("drawn", "challenge", "color"):
        seat = state.turn
        if len(out) < count:
            out.append((state.clone(), seat, list(events)))
        action = normal[seat].choose(view(state, seat), legal_actions(state, seat), rng)
        events.extend(apply(state, seat, action))
    return out


def tree_expert(seat: int, state: State, events: list, **kw):
    player = registry.create("expert", tree=True, **kw)
    player.reset(seat, state.players, "classic")
    for event in events:
        player.observe(redact(event, seat))
    return player


def test_the_tree_search_picks_a_legal_move_at_two_and_four_seats():
    checked = 0
    for players in (2, 4):
        for state, seat, events in decisions(players, 3, 12):
            legal = legal_actions(state, seat)
            player = tree_expert(seat, state, events, iterations=12)
            assert player.choose(view(state, seat), legal, random.Random(5)) in legal
            checked += 1
    assert checked == 24


def test_the_tree_search_is_deterministic_for_a_seed_and_grows_a_tree():
    grown = 0
    for state, seat, events in decisions(2, 11, 10):
        legal = legal_actions(state, seat)
        picks = []
        for _ in range(2):
            player = tree_expert(seat, state, events, worlds=40, cap=None)
            picks.append(player.choose(view(state, seat), legal, random.Random(7)))
            grown += sum(len(root.children) for root in player._trees.values())
        assert picks[0] == picks[1]
    assert grown > 0  # the worlds did build nodes below the candidates


def test_walk_branches_on_the_cards_the_mover_holds_and_learns_each_movers_value():
    state = new_game("classic", 2, OPTIONS, 4)
    root = Node()
    rng = random.Random(1)
    values = []
    for seed in range(60):
        world = state.clone(seed)
        values.append(walk(root, world, state.turn, 24, rng, lambda s, k: rollout(s, k), _fast_play))
    assert all(0.0 <= v <= 1.0 for v in values)
    assert root.children
    for (seat, card), child in root.children.items():
        assert card in state.hands[seat]  # a branch is a card the mover held
        assert 0 < child.visits <= child.avail
        assert 0.0 <= child.total / child.visits <= 1.0


def test_off_by_default_and_the_plain_search_is_unchanged():
    state, seat, events = decisions(2, 2, 1)[0]
    legal = legal_actions(state, seat)
    plain = registry.create("expert", worlds=40, cap=None)
    assert plain.tree is False
    tree_off = registry.create("expert", worlds=40, cap=None, tree=False)
    for player in (plain, tree_off):
        player.reset(seat, 2, "classic")
        for event in events:
            player.observe(redact(event, seat))
    a = plain.choose(view(state, seat), legal, random.Random(3))
    b = tree_off.choose(view(state, seat), legal, random.Random(3))
    assert a == b and not plain._trees
