"""Honesty: a decision depends only on the seat's view (and its own events), never on the other hands
or the order of the draw pile."""

import random

import pytest

from game.ai import registry
from game.rules import Options, State, apply, legal_actions, new_game, redact, view

# every level, and the expert's information-set search (the `tree` setting, issue 46)
LEVELS = ("random", "beginner", "easy", "normal", "expert", "expert-tree")


def make(level):
    if level == "expert":
        return registry.create("expert", iterations=4)
    if level == "expert-tree":
        return registry.create("expert", iterations=6, tree=True)
    return registry.create(level)


def scrambled(state: State, seat: int, rng: random.Random) -> State:
    """The same table as `seat` sees it, with the other hands and the draw pile dealt afresh."""
    other = state.clone()
    hidden = [c for s, h in enumerate(other.hands) if s != seat for c in h] + other.draw
    rng.shuffle(hidden)
    for s, hand in enumerate(other.hands):
        if s != seat:
            size = len(hand)
            hand[:] = hidden[:size]
            hidden = hidden[size:]
    other.draw = hidden
    other.draw_known = len(hidden)  # a fixed, different order
    other.rng = random.Random(rng.random())
    return other


def positions(ruleset, options, seed, count):
    """Positions of a seeded game (played by normal players), with the events each seat saw."""
    events: list = []
    state = new_game(ruleset, 3, options, seed, events=events)
    players = [registry.create("normal") for _ in range(3)]
    for s, p in enumerate(players):
        p.reset(s, 3, ruleset)
    rng = random.Random(seed)
    out = []
    for _ in range(400):
        if state.phase in ("round_over", "game_over") or len(out) >= count:
            break
        seat = state.turn
        if rng.random() < 0.3 or state.phase != "play":
            out.append((state.clone(), seat, list(events)))
        action = players[seat].choose(view(state, seat), legal_actions(state, seat), rng)
        events.extend(apply(state, seat, action))
    return out


CASES = [
    ("classic", Options(scoring="single_round")),
    ("power", Options(scoring="single_round", stacking=True)),
    (
        "modern",
        Options(
            scoring="single_round",
            seven_zero=True,
            custom_cards=("hand_to_seven", "extra_turn", "discard_wilds"),
        ),
    ),
]


@pytest.mark.parametrize("ruleset,options", CASES)
def test_same_view_same_decision(ruleset, options):
    checked = 0
    for seed in range(4):
        for state, seat, events in positions(ruleset, options, seed, 6):
            changed = scrambled(state, seat, random.Random(seed))
            assert view(changed, seat) == view(state, seat)
            assert changed.hands != state.hands or changed.draw != state.draw or state.players == 1
            for level in LEVELS:
                decisions = []
                for table in (state, changed):
                    player = make(level)
                    player.reset(seat, table.players, table.ruleset)
                    for event in events:
                        player.observe(redact(event, seat))
                    decisions.append(
                        player.choose(view(table, seat), legal_actions(table, seat), random.Random(99))
                    )
                assert decisions[0] == decisions[1], (level, state.phase)
                checked += 1
    assert checked >= 15 * len(LEVELS)
