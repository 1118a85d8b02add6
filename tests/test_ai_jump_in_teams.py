"""AI with the jump-in and teams options: every level can jump in, normal and expert play for their
team, the decisions stay honest, the arena and the benchmark drive such games."""

import random

import pytest
from test_ai_honesty import scrambled

from game.ai import registry
from game.bench import __main__ as bench
from game.bench.ai import seating
from game.play.arena import play_game
from game.rules import Catch, Options, Play, apply, legal_actions, table_state, view
from game.rules.teams import partner

LEVELS = ("random", "beginner", "easy", "normal", "expert")


def make(level, iterations=24):
    if level == "expert":
        return registry.create("expert", iterations=iterations)
    return registry.create(level)


def jump_table(teams=False, hands=None):
    """Seat 0 has played r3; seat 1 is on turn; seat 3 holds the other r3."""
    hands = hands or [
        ["r3", "b5", "b6", "g2"],
        ["b1", "b2", "y7", "g8"],
        ["y1", "y2", "g3"],
        ["r3", "g5", "y5", "b9"],
    ]
    state = table_state(
        "classic",
        4,
        hands,
        "r7",
        ["g1", "g4", "g6", "y8", "b8", "y9"],
        dealer=3,
        options=Options(jump_in=True, teams=teams, scoring="single_round"),
        seed=3,
    )
    apply(state, 0, Play("r3"))
    assert state.turn == 1
    return state


def ask_jump(level, state, seat, seed=0, **kw):
    player = make(level, **kw)
    player.reset(seat, state.players, state.ruleset)
    legal = legal_actions(state, seat)
    action = player.choose_jump_in(view(state, seat), legal, random.Random(seed))
    if action is not None:
        assert (
            Play(action.card, action.color, action.towers, True, action.swap_with) in legal or action in legal
        )
        apply(state.clone(), seat, action)  # the engine accepts it
    return action


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_can_jump_in(level):
    state = jump_table()
    answers = [ask_jump(level, state, 3, seed, iterations=100) for seed in range(8)]
    assert set(answers) <= {Play("r3"), None}
    if level == "random":
        assert 0 < answers.count(None) < 8  # the baseline lets it pass one time in two
    elif level == "expert":
        assert answers.count(Play("r3")) >= 6  # its search finds it worth it, in most worlds sampled
    else:
        assert answers.count(Play("r3")) == 8  # shedding a card and taking the turn: always


@pytest.mark.parametrize("level", LEVELS)
def test_no_jump_in_is_offered_or_chosen_without_a_chance(level):
    state = jump_table()
    assert ask_jump(level, state, 2) is None  # no twin in hand: nothing to choose
    player = make(level)
    player.reset(1, 4, "classic")
    assert player.choose_jump_in(view(state, 1), legal_actions(state, 1), random.Random(1)) is None


@pytest.mark.parametrize("level", ("normal", "expert"))
def test_a_team_player_lets_its_partner_about_to_go_out_play(level):
    # seat 1 (seat 3's partner) is on turn with one card that matches: a jump-in would take its turn
    hands = [["r3", "b5", "b6", "g2"], ["r9"], ["y1", "y2", "g3", "y3"], ["r3", "g5", "y5", "b9", "b4"]]
    alone = jump_table(teams=False, hands=hands)
    together = jump_table(teams=True, hands=hands)
    assert ask_jump(level, together, 3, iterations=60) is None
    assert ask_jump(level, alone, 3, iterations=60) == Play("r3")  # an opponent about to go out: stop it


def test_team_players_never_catch_their_partner():
    state = table_state(
        "classic",
        4,
        [["r3", "b5"], ["b1", "b2", "b3"], ["y1", "y2"], ["g5", "y5"]],
        "r7",
        ["g1", "g2", "g3"],
        dealer=3,
        options=Options(teams=True),
    )
    apply(state, 0, Play("r3"))  # seat 0 forgot UNO
    assert state.exposed == [0]
    for level, seat, catches in (
        ("normal", 2, False),
        ("expert", 2, False),
        ("normal", 1, True),
        ("expert", 3, True),
        ("easy", 2, True),
    ):
        side = [a for a in legal_actions(state, seat) if isinstance(a, Catch)]
        assert side == [Catch(0)]
        got = set()
        for seed in range(10):  # easy notices a missing call four times in five
            player = make(level)
            player.reset(seat, 4, "classic")
            got.add(player.react(view(state, seat), side, 100.0, random.Random(seed)))
        assert (Catch(0) in got) is catches, (level, seat)  # easy does not play for its team


def test_normal_does_not_trade_hands_with_its_partner():
    state = table_state(
        "classic",
        4,
        [["r7", "b5", "b6", "g2", "y9"], ["b1", "b2"], ["y1"], ["g5", "y5"]],
        "r2",
        ["g1", "g3"],
        dealer=3,
        options=Options(teams=True, seven_zero=True),
    )
    player = make("normal")
    player.reset(0, 4, "classic")
    action = player.choose(view(state, 0), legal_actions(state, 0), random.Random(0))
    assert action.card == "r7" and action.swap_with in (1, 3)  # an opponent with few cards, not seat 2
    alone = state.clone()
    alone.options = Options(seven_zero=True)
    assert player.choose(view(alone, 0), legal_actions(alone, 0), random.Random(0)).swap_with == 2


def test_the_expert_scores_the_team_result():
    expert = make("expert", iterations=4)
    state = jump_table(teams=True)
    expert.reset(3, 4, "classic")
    from game.ai.evaluation import win_chance

    world = state.clone(1)
    alone = expert.playout(world.clone(5), 3)
    team = expert.playout(world.clone(5), 3, (3, partner(4, 3)))
    again = world.clone(5)
    from game.ai.search import rollout

    rollout(again, expert.depth)
    assert alone == pytest.approx(win_chance(again, 3))
    assert team == pytest.approx(win_chance(again, 3) + win_chance(again, 1))


@pytest.mark.parametrize("level", LEVELS)
def test_jump_in_decisions_depend_only_on_the_view(level):
    checked = 0
    for seed in range(4):
        state = jump_table(teams=seed % 2 == 1)
        changed = scrambled(state, 3, random.Random(seed))
        assert view(changed, 3) == view(state, 3)
        answers = []
        for table in (state, changed):
            player = make(level, iterations=8)
            player.reset(3, 4, "classic")
            answers.append(player.choose_jump_in(view(table, 3), legal_actions(table, 3), random.Random(7)))
        assert answers[0] == answers[1]
        checked += 1
    assert checked == 4


def test_the_arena_plays_jump_ins_in_turn_order_and_every_move_is_legal():
    jumps = []

    def check(state, seat, action):
        if state.phase in ("round_over", "game_over"):
            return
        legal = legal_actions(state, seat)
        if isinstance(action, Play):
            assert (
                action in legal
                or Play(action.card, action.color, action.towers, True, action.swap_with) in legal
            ), (seat, action)
            if seat != state.turn:
                jumps.append(seat)

    total = 0
    for seed in range(6):
        players = [make(level) for level in ("beginner", "normal", "easy", "normal")]
        options = Options(jump_in=True, teams=seed % 2 == 0, scoring="single_round")
        result = play_game(
            players, ("classic", "power", "modern")[seed % 3], options, seed=seed, on_move=check
        )
        assert result.winner is not None
        total += result.jump_ins
    assert total == len(jumps) and total >= 6


def test_team_seating_alternates_and_rotates():
    assert seating(["expert", "normal"], 4, True, 0) == [
        [(0, "expert"), (2, "expert")],
        [(1, "normal"), (3, "normal")],
    ]
    assert seating(["expert", "normal"], 4, True, 1) == [
        [(1, "expert"), (3, "expert")],
        [(0, "normal"), (2, "normal")],
    ]
    assert seating(["expert+random", "normal"], 4, True, 2) == [
        [(0, "random"), (2, "expert")],
        [(1, "normal"), (3, "normal")],
    ]
    assert seating(["a", "b", "c"], 6, True, 1)[2] == [(0, "c"), (3, "c")]
    assert seating(["a", "b"], 3, False, 1) == [[(1, "a")], [(2, "b")]]


def test_the_benchmark_team_mode_counts_team_wins(capsys):
    args = ["ai", "--teams", "--games", "8", "--options", "jump_in=1", "normal+easy", "random"]
    assert bench.main(args) == 0
    out = capsys.readouterr().out
    assert "4 players, teams of two" in out and "jump-ins per game" in out
    rows = [line.split() for line in out.splitlines() if line.startswith(("normal+easy", "random"))]
    assert len(rows) == 2 and int(rows[0][1]) + int(rows[1][1]) == 8
    with pytest.raises(SystemExit):
        bench.main(["ai", "--teams", "--players", "5", "--games", "2", "normal"])
