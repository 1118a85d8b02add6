"""The decision-quality benchmark: candidates valued in the true table, and the comparison it prints."""

import random

from game.bench import __main__ as bench
from game.bench.decisions import KINDS, true_values
from game.rules import Options, legal_actions, new_game
from game.rules.actions import Draw, Play


def test_a_winning_card_is_worth_a_certain_win_in_the_true_table():
    state = new_game("classic", 3, Options(scoring="single_round"), 5)
    state.hands = [["r7"], ["g1", "g2", "g3"], ["y1", "y2", "y3"]]  # seat 0's last card matches
    state.discard, state.color, state.turn, state.phase = ["r5"], "r", 0, "play"
    state.rematch()
    actions = legal_actions(state, 0)
    play = next(a for a in actions if isinstance(a, Play) and a.card == "r7")
    draw = next(a for a in actions if isinstance(a, Draw))
    values = true_values(state, 0, [play, draw], 30, random.Random(1))
    assert values[0] == 1.0
    assert values[1] < 1.0
    assert state.hands[0] == ["r7"] and state.phase == "play"  # the real table is not touched


def test_the_table_compares_every_cap_with_the_default_per_kind_of_decision(capsys):
    args = ["decisions", "--players", "3", "--games", "2", "--worlds", "4", "12", "--oracle-worlds", "6"]
    assert bench.main(args) == 0
    out = capsys.readouterr().out
    header = next(line for line in out.splitlines() if line.startswith("decision"))
    assert "4 worlds" in header and "12 worlds" in header and "heuristic's first" in header
    rows = {line[:24].strip(): line for line in out.splitlines() if line[:24].strip() in (*KINDS, "all")}
    assert "all" in rows
    total = int(rows.pop("all")[24:31])
    assert total > 0 and total == sum(int(line[24:31]) for line in rows.values())
    assert f"{total} searched decisions" in out
