"""The AI benchmark's records of each game and the paired comparison of two runs."""

import json

from game.bench import __main__ as bench
from game.bench.paired import compare


def test_outcomes_name_the_winning_entry_of_each_seed(tmp_path, capsys):
    out = tmp_path / "a.json"
    args = [
        "ai",
        "--players",
        "3",
        "--games",
        "6",
        "--seed",
        "40",
        "--outcomes",
        str(out),
        "normal",
        "random",
    ]
    assert bench.main(args) == 0
    record = json.loads(out.read_text())
    assert record["lineup"] == ["normal", "random", "random"]
    assert sorted(record["winners"], key=int) == [str(s) for s in range(40, 46)]
    assert set(record["winners"].values()) <= {0, 1, 2}
    table = capsys.readouterr().out
    wins = int(next(line for line in table.splitlines() if line.startswith("normal")).split()[1])
    assert wins == sum(1 for entry in record["winners"].values() if entry == 0)
    # the same seeds give the same games: a run compared with itself has no discordant game
    assert bench.main(["paired", str(out), str(out)]) == 0
    assert "won only in the first 0, only in the second 0" in capsys.readouterr().out


def test_the_sign_test_counts_the_games_only_one_run_won():
    first = {"winners": {"1": 0, "2": 0, "3": 1, "4": 0, "5": None}}
    second = {"winners": {"1": 1, "2": 0, "3": 1, "4": 1, "5": 0, "6": 0}}
    c = compare(first, second)
    assert c["games"] == 5
    assert (c["only_first"], c["only_second"]) == (2, 1)
    assert c["first"] == 3 / 5 and c["second"] == 2 / 5
    assert round(c["z"], 4) == round(1 / 3**0.5, 4)


def test_the_expert_settings_reach_the_expert_only():
    from game.ai.search import CAP, TARGET_WORLDS
    from game.bench.ai import _make

    args = {"cap": 0.05, "iterations": None, "depth": "end", "worlds": 7}
    expert = _make("expert", args)
    assert (expert.cap, expert.iterations, expert.depth, expert.worlds) == (0.05, None, None, 7)
    default = _make("expert", dict(args, worlds=None, cap=None, depth="12"))
    assert (default.worlds, default.cap) == (TARGET_WORLDS, CAP)
    assert _make("expert", dict(args, cap="off")).cap is None
    assert not hasattr(_make("normal", args), "worlds")
    tree = _make("expert", dict(args, set={"tree": 1, "leak": 0.0}))
    assert (tree.tree, tree.leak) == (True, 0.0)
    assert not hasattr(_make("normal", dict(args, set={"tree": 1})), "tree")


def test_set_parses_numbers_text_and_off():
    from game.bench.ai import settings

    assert settings(["tree=1", "leak=0.05", "depth=end", "x=abc"]) == {
        "tree": 1,
        "leak": 0.05,
        "depth": None,
        "x": "abc",
    }
