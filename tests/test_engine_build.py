"""Which engine runs: the list of compiled modules, the fall-back to source, the engine benchmark's loop."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from pathlib import Path

import game.rules
from game.bench import engine as bench
from game.rules import Options, _loader

ROOT = Path(__file__).resolve().parent.parent


def test_setup_compiles_exactly_the_loaders_modules():
    text = (ROOT / "setup.py").read_text(encoding="utf-8")
    listed = re.search(r"for name in \(([^)]*)\)", text)
    assert listed is not None
    assert tuple(re.findall(r'"(\w+)"', listed.group(1))) == _loader.COMPILED_MODULES


def test_the_source_tree_runs_the_pure_engine():
    assert game.rules.ENGINE == "pure"
    assert not _loader.is_compiled(game.rules.engine)


def test_a_compiled_module_that_cannot_load_falls_back_to_source():
    """A finder stands in for a broken extension: game.rules.effects raises ImportError once, the way
    a compiled module whose runtime library is missing does. The engine then comes from source, whole."""
    code = """
import importlib.abc, sys
class Broken(importlib.abc.MetaPathFinder):
    failed = False
    def find_spec(self, name, path=None, target=None):
        if name == "game.rules.effects" and not Broken.failed:
            Broken.failed = True
            raise ImportError("libmypyc runtime missing", name="x__mypyc", path="/nowhere/x__mypyc.so")
        return None
sys.meta_path.insert(0, Broken())
import game.rules as r
from game.rules import apply, new_game, legal_actions
assert r.ENGINE.startswith("pure (compiled failed: libmypyc runtime missing"), r.ENGINE
state = new_game("classic", 2, seed=3)
apply(state, state.turn, legal_actions(state, state.turn)[0])
print(r.ENGINE)
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "pure (compiled failed" in result.stdout


def test_the_benchmark_plays_rounds_to_the_end_through_the_public_api():
    options = Options(scoring="single_round")
    for ruleset in bench.EDITIONS:
        for players in (2, 4, 10):
            for listen in (False, True):
                actions = bench.play_one_game(ruleset, players, options, 7, random.Random(1), listen)
                assert actions > players


def test_version_says_which_engine_runs():
    result = subprocess.run(
        [sys.executable, "-m", "game", "--version"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("(rules engine: pure)")
