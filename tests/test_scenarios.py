"""Every scenario file in tests/scenarios/ passes the checker (each file is one test)."""

from pathlib import Path

import pytest

from game.cli.scenarios import main, run_file, scenario_files

FOLDER = Path(__file__).parent / "scenarios"
FILES = scenario_files([FOLDER])


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(FOLDER)) for p in FILES])
def test_scenario(path):
    failures = [o.failure for o in run_file(path) if not o.passed]
    assert failures == []


def test_checker_counts_failures_and_never_stops_on_bad_files(tmp_path, capsys):
    (tmp_path / "broken.json").write_text("{not json")
    (tmp_path / "shape.json").write_text('{"name": "no table"}')
    (tmp_path / "wrong.json").write_text(
        '{"name": "wrong expectation", "ruleset": "classic", "players": 2, "dealer": 1, '
        '"hands": [["r1"], ["b2"]], "start": "r5", "draw": [], '
        '"steps": [{"expect": {"turn": 1}}]}'
    )
    (tmp_path / "right.json").write_text(
        '[{"name": "first player left of the dealer", "ruleset": "classic", "players": 2, "dealer": 1, '
        '"hands": [["r1"], ["b2"]], "start": "r5", "draw": [], "steps": [{"expect": {"turn": 0}}]},'
        ' {"name": "two r0 in classic", "ruleset": "classic", "players": 2, "dealer": 0,'
        ' "error": "bad_table",'
        ' "hands": [["r0"], ["r0"]], "start": "r5", "draw": []}]'
    )
    assert main([str(tmp_path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "2 passed, 3 failed"
    assert any("wrong expectation" in line and "turn: expected 1, got 0" in line for line in out)


def test_there_are_many_scenarios():
    assert len(FILES) >= 150


def test_towers_expectation_compares_the_named_symbols_and_reports_each_mismatch():
    from game.cli.scenarios import check_expect
    from game.rules import table_state

    state = table_state(
        "power",
        3,
        [["r1U"], ["y2"], ["g4"]],
        "r9",
        ["b1"],
        dealer=2,
        towers={"U": 2, "N": None, "O": 1, "!": 2},
    )
    assert check_expect(state, {"towers": {"U": 2, "O": 1}}) == []
    assert check_expect(state, {"towers": {"U": 0, "N": None}}) == ["towers[U]: expected 0, got 2"]
    assert check_expect(state, {"towers": {"X": None}}) == ["towers[X]: expected None, got 'no such tower'"]
