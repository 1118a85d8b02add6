"""What the game's start imports before its first frame (issue 44): only what the main menu shows.

The real start (`python -m game --frames 1`) runs in a fresh process; the modules loaded when the first
frame has been drawn are listed there and compared with those the first screen must not need. The
start runs twice on one data folder, as a player's second start finds the caches of the first.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

#: what the main menu does not need, and what needs it: a table (the engine and its events), the
#: statistics and the rule books (their screens), a number or a plural in a message (fluent.runtime,
#: Babel's dates and the system's time zone)
DEFERRED = (
    "game.rules.engine",
    "game.rules.events",
    "game.rules.state",
    "game.rules.legal",
    "game.rules.setup",
    "game.audio.cues",
    "game.storage.stats",
    "game.i18n.rulebook",
    "fluent.runtime",
    "babel",
    "babel.dates",
    "babel.localtime",
)
#: ... and once the first start has kept the parsed translations: the Fluent parser (game/i18n/plain.py)
KEPT = ("fluent.syntax",)

#: runs the real start and prints the modules loaded once the first frame is drawn
PROBE = """
import json, sys
from game.ui.kit import frames

loaded = []
once = frames.Loop.once

def first_frame(self):
    once(self)
    if not loaded:
        loaded.extend(sorted(sys.modules))

frames.Loop.once = first_frame
from game.__main__ import main

code = main(sys.argv[1:])
print("MODULES " + json.dumps(loaded))
sys.exit(code)
"""


def modules_at_first_frame(data: Path, *args: str) -> set[str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run(
        [sys.executable, "-c", PROBE, "--frames", "1", "--data-dir", str(data), *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
    )
    assert result.returncode == 0, result.stderr
    line = next(x for x in result.stdout.splitlines() if x.startswith("MODULES "))
    return set(json.loads(line.removeprefix("MODULES ")))


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_first_frame_needs_no_engine_no_event_and_no_fluent(tmp_path, language):
    for run in ("first start", "second start"):
        loaded = modules_at_first_frame(tmp_path, "--lang", language)
        assert "game.ui.menus.main_menu" in loaded  # the probe saw the real first frame
        early = sorted(m for m in DEFERRED + (KEPT if run == "second start" else ()) if m in loaded)
        assert not early, f"{run}: imported before the first frame: {early}"


def test_a_remembered_set_up_needs_no_engine_either(tmp_path):
    """A player who has set up a table before has it in the settings (its edition and options)."""
    config = tmp_path / "config"
    config.mkdir()
    setup = {
        "ruleset": "classic",
        "seats": [
            {"name": "Ann", "kind": "person", "level": None},
            {"name": "CPU", "kind": "ai", "level": "normal"},
        ],
        "options": {"stacking": True},
    }
    (config / "settings.json").write_text(json.dumps({"version": 1, "last_setup": setup}), encoding="utf-8")
    loaded = modules_at_first_frame(tmp_path)
    early = sorted(m for m in DEFERRED if m in loaded)
    assert not early, f"imported before the first frame: {early}"
    assert [p.name for p in config.iterdir()] == ["settings.json"]  # read, not set aside as bad


def test_the_game_says_when_its_first_frame_was_shown_only_when_asked(tmp_path):
    """`game.bench startup` sets UNO_TABLE_TIMING and reads the time of the first frame from stderr."""
    command = [sys.executable, "-m", "game", "--frames", "2", "--data-dir", str(tmp_path)]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("UNO_TABLE_TIMING", None)
    for asked in (False, True):
        if asked:
            env["UNO_TABLE_TIMING"] = "1"
        started = time.time()
        result = subprocess.run(command, capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
        ended = time.time()
        assert result.returncode == 0, result.stderr
        said = [line for line in result.stderr.splitlines() if line.startswith("uno-table first-frame ")]
        if not asked:
            assert said == []
            continue
        assert len(said) == 1  # the first frame only, not the second
        assert started < float(said[0].split()[-1]) < ended
