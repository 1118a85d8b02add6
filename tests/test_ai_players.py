"""AI players: every decision kind of every edition is legal for every level; reaction times and UNO
forgetting stay within each level's bounds; game.ai never loads pygame."""

import random
import subprocess
import sys

import pytest

from game.ai import REFLEXES, registry
from game.play.arena import play_game
from game.rules import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Discard,
    Draw,
    Keep,
    Options,
    Pass,
    Play,
    apply,
    legal_actions,
    table_state,
    view,
)

LEVELS = ("random", "beginner", "easy", "normal", "expert")


def make(level):
    if level == "expert":
        return registry.create("expert", iterations=2)
    return registry.create(level)


def remembered(action):
    """The same move with UNO called (a player may forget to call it: that is legal, and catchable)."""
    if isinstance(action, Play):
        return Play(action.card, action.color, action.towers, True, action.swap_with)
    if isinstance(action, Keep):
        return Keep(action.card, True)
    return action


def ask(level, state, seat=None, seed=0):
    """The level's choice for the seat to act on `state`; asserts the engine accepts it."""
    seat = state.turn if seat is None else seat
    player = make(level)
    player.reset(seat, state.players, state.ruleset)
    legal = legal_actions(state, seat)
    action = player.choose(view(state, seat), legal, random.Random(seed))
    if not isinstance(action, Discard):
        assert action in legal or remembered(action) in legal, (level, action)
    after = state.clone()
    apply(after, seat, action)  # raises RuleError if refused
    return action, after


def table(ruleset, players, hands, start, draw, **kw):
    """A stacked table where seat 0 plays first."""
    return table_state(ruleset, players, hands, start, draw, dealer=players - 1, **kw)


def tables():
    """One stacked table per decision kind: (name, state, expected action types)."""
    out = []
    # play or draw, W4 bluff (seat 0 holds red and a W4)
    out.append(
        (
            "play_or_draw",
            table("classic", 2, [["r5", "W4", "g2"], ["b1", "b2"]], "r3", ["y1", "y2", "y3"]),
            (Play, Draw),
        )
    )
    # play or keep the drawn card
    s = table("classic", 2, [["g1", "g2"], ["b1", "b2"]], "r3", ["r9", "y1", "y2"])
    apply(s, 0, Draw())
    out.append(("drawn", s, (Play, Pass)))
    # colour after a wild first card
    out.append(
        ("color", table("classic", 2, [["g1", "g2"], ["b1", "b2"]], "W", ["y1", "y2"]), (ChooseColor,))
    )
    # challenge or accept a W4
    s = table("classic", 2, [["W4", "r1", "g2"], ["b1", "b2", "y5"]], "r3", ["y1", "y2", "y3", "y4"])
    apply(s, 0, Play("W4", color="b"))
    out.append(("challenge", s, (Challenge, Accept)))
    # stacking: answer a D2 with a D2, or take the stack
    s = table(
        "classic",
        2,
        [["rD2", "r1", "g2"], ["bD2", "b2", "y5"]],
        "r3",
        ["y1", "y2", "y3", "y4"],
        options=Options(stacking=True),
    )
    apply(s, 0, Play("rD2"))
    out.append(("stack", s, (Play, Draw)))
    # stacking a W4 on a W4
    s = table(
        "classic",
        2,
        [["W4", "r1", "g2"], ["W4", "b2", "y5"]],
        "r3",
        ["y2", "y3", "y4", "y6", "y7", "y8", "y9", "g9"],
        options=Options(stacking=True),
    )
    apply(s, 0, Play("W4", color="b"))
    out.append(("stack_w4", s, (Play, Challenge, Accept)))
    # seven-zero: swap target with three players
    s = table(
        "classic",
        3,
        [["r7", "g1", "g2"], ["b1"], ["b2", "b3", "b4", "b5"]],
        "r3",
        ["y1", "y2"],
        options=Options(seven_zero=True),
    )
    out.append(("seven", s, (Play, Draw)))
    # power: towers to take with T2 and WT
    out.append(
        (
            "t2",
            table(
                "power",
                3,
                [["rT2", "g1", "g2"], ["b1", "b2"], ["y2", "y3"]],
                "r3",
                ["y1", "y4"],
                towers={"U": 1, "N": 2},
            ),
            (Play, Draw),
        )
    )
    out.append(
        (
            "wt",
            table("power", 2, [["WT", "g1", "g2"], ["b1", "b2"]], "r3", ["y1", "y4"], towers={"U": 1}),
            (Play, Draw),
        )
    )
    # power: four towers, the card to keep
    s = table(
        "power",
        2,
        [["rT2", "g1", "W4", "b9"], ["b1", "b2"]],
        "r3",
        ["y1", "y4"],
        towers={"U": 0, "N": 0, "O": 1},
    )
    apply(s, 0, Play("rT2", towers=("O", "!")))
    out.append(("keep", s, (Keep,)))
    # "exactly 7": discard the surplus
    hand = ["b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "W", "g5"]
    s = table(
        "classic", 2, [["rX", "g1"], hand], "r3", ["y1", "y2"], options=Options(blank_cards="hand_to_seven")
    )
    apply(s, 0, Play("rX"))
    out.append(("discard", s, (Discard,)))
    # modern: a custom wild card and Wild Shuffle Hands
    rules = Options(custom_cards=("hand_to_seven", "extra_turn", "discard_wilds"))
    out.append(
        (
            "modern",
            table(
                "modern",
                3,
                [["WC1", "WS", "r2"], ["b1", "b2"], ["y1", "y2"]],
                "g3",
                ["y5", "y6"],
                options=rules,
            ),
            (Play, Draw),
        )
    )
    return out


@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_kind_is_legal(level):
    for name, state, kinds in tables():
        for seed in range(3):
            action, after = ask(level, state, seed=seed)
            assert isinstance(action, kinds), (name, action)
            if name == "discard":
                assert len(action.cards) == 3
            if name == "keep" and level != "random":
                assert action.card is not None  # keeping one card beats keeping four


def test_expected_choices_of_the_heuristics():
    for level in ("normal", "expert"):
        name_state = dict((n, s) for n, s, _ in tables())
        keep, _ = ask(level, name_state["keep"])
        assert keep == Keep("W4", uno=True)
        discard, _ = ask(level, name_state["discard"])
        assert "W" not in discard.cards  # a wild is worth keeping
    # a normal player stacks a D2 rather than taking the stack
    stack = dict((n, s) for n, s, _ in tables())["stack"]
    assert ask("normal", stack)[0] == Play("bD2")


OPTION_SETS = {
    "classic": [
        Options(scoring="single_round"),
        Options(scoring="single_round", stacking=True, seven_zero=True, blank_cards="hand_to_seven"),
        Options(scoring="single_round", draw_until_playable=True, blank_cards="draw_until_color"),
    ],
    "power": [Options(scoring="single_round"), Options(scoring="single_round", stacking=True)],
    "modern": [
        Options(scoring="single_round", custom_cards=("hand_to_seven", "discard_wilds", "extra_turn")),
        Options(
            scoring="single_round",
            seven_zero=True,
            stacking=True,
            custom_cards=("draw_until_color", "draw_three_if_stuck", "plain"),
        ),
    ],
}


@pytest.mark.parametrize("ruleset", sorted(OPTION_SETS))
def test_seeded_games_every_level_every_edition(ruleset):
    """Whole games with all five levels at one table: every move they choose is accepted."""
    phases = set()
    side = set()

    def check(state, seat, action):
        if isinstance(action, (CallUno, Catch)):
            side.add(type(action))
        elif state.phase not in ("round_over", "game_over"):
            phases.add(state.phase)
            if not isinstance(action, Discard):
                legal = legal_actions(state, seat)
                assert action in legal or remembered(action) in legal, (state.phase, action)

    games = 0
    for options in OPTION_SETS[ruleset]:
        for seed in range(8):
            players = [make(level) for level in LEVELS]
            result = play_game(players[: 2 + seed % 4], ruleset, options, seed=seed, on_move=check)
            assert result.winner is not None
            games += 1
    assert {"play", "drawn", "challenge"} <= phases
    assert games == 8 * len(OPTION_SETS[ruleset])


def test_uno_forgetting_rates_follow_the_level():
    state = table("classic", 2, [["r5", "r6"], ["b1", "b2"]], "r3", ["y1", "y2"])
    for level in ("beginner", "easy", "normal", "expert", "random"):
        player = make(level)
        player.reset(0, 2)
        rng = random.Random(3)
        forgot = 0
        for _ in range(400):
            action = player.choose(view(state, 0), legal_actions(state, 0), rng)
            assert isinstance(action, Play)
            forgot += not action.uno
        expected = REFLEXES[level].forget_uno
        assert abs(forgot / 400 - expected) < 0.06, (level, forgot)


def exposed_table():
    state = table("classic", 3, [["r5", "r6"], ["b1", "b2"], ["g1", "g2"]], "r3", ["y1", "y2"])
    apply(state, 0, Play("r5"))  # no UNO: seat 0 is exposed
    assert state.exposed == [0]
    return state


def first_reaction(player, state, seat, step=0.05, limit=8.0, seed=0):
    rng = random.Random(seed)
    side = [a for a in legal_actions(state, seat) if isinstance(a, (CallUno, Catch))]
    waited = 0.0
    while waited <= limit:
        action = player.react(view(state, seat), side, waited, rng)
        if action is not None:
            return waited, action
        waited += step
    return None, None


@pytest.mark.parametrize("level", LEVELS)
def test_reaction_times_within_bounds(level):
    state = exposed_table()
    reflexes = REFLEXES[level]
    caught = 0
    for seed in range(30):
        catcher = make(level)
        catcher.reset(1, 3)
        waited, action = first_reaction(catcher, state, 1, seed=seed)
        if reflexes.catch is None:
            assert action is None
            continue
        if action is None:
            continue
        caught += 1
        assert action == Catch(0)
        low, high = reflexes.catch
        assert low - 1e-9 <= waited <= high + 0.05
        assert waited >= 0.7  # a person always has a fair chance to catch first
        # the player who forgot remembers within its own bounds
        forgetful = make(level)
        forgetful.reset(0, 3)
        waited, action = first_reaction(forgetful, state, 0, seed=seed)
        assert action == CallUno()
        low, high = reflexes.remember
        assert low - 1e-9 <= waited <= high + 0.05
    if reflexes.catch is not None:
        assert caught >= 30 * reflexes.catch_chance * 0.5


def test_reactions_in_a_game_let_slow_players_be_caught():
    """In the arena, an expert catches a beginner who forgot UNO in some games."""
    catches = 0
    for seed in range(30):
        result = play_game([make("beginner"), make("normal")], "classic", seed=seed)
        catches += sum(1 for _, _, a in result.side_moves if isinstance(a, Catch))
    assert catches > 0


def test_ai_does_not_import_pygame():
    code = (
        "import sys, game.ai, game.ai.search, game.ai.heuristic; "
        "assert not [m for m in sys.modules if m.startswith('pygame')]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
