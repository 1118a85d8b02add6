"""The scenario checker: `python -m game.cli.scenarios PATH [PATH ...]` (format: shared/SCENARIOS.md).

Prints one line per failing scenario (name, step, expected vs actual) and last `N passed, M failed`.
Exit status 0 only when nothing failed. A file that is not valid JSON or not a valid scenario counts
as failed, with the reason; it never stops the run.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.rules import Options, RuleError, action_from_json, apply, table_state
from game.rules.actions import Action

TABLE_KEYS = {
    "name",
    "ruleset",
    "players",
    "options",
    "seed",
    "dealer",
    "hands",
    "start",
    "draw",
    "discard_below",
    "towers",
    "scores",
    "steps",
    "error",
    "description",
    "notes",
}


@dataclass
class Outcome:
    name: str
    failure: str | None  # None: passed

    @property
    def passed(self) -> bool:
        return self.failure is None


def _seat_keys(mapping: dict) -> dict[int, Any]:
    return {int(k): v for k, v in mapping.items()}


def observe(state, key: str):
    """The actual value of one expectation key."""
    if key == "turn":
        return state.turn
    if key == "awaiting":
        return state.phase
    if key == "top":
        return state.discard[-1]
    if key == "color":
        return state.color
    if key == "direction":
        return state.direction
    if key == "draw_size":
        return len(state.draw)
    if key == "discard_size":
        return len(state.discard)
    if key == "towers":
        return dict(state.towers)
    if key == "uno_exposed":
        exposed = sorted(state.exposed)
        return None if not exposed else exposed[0] if len(exposed) == 1 else exposed
    if key == "round_winner":
        return state.round_winner
    if key == "round_points":
        return state.round_points
    if key == "scores":
        return list(state.scores)
    if key == "game_winner":
        return state.game_winner
    if key == "wd4_legal":
        return state.w4_legal
    raise KeyError(key)


def check_expect(state, expect: dict) -> list[str]:
    """The mismatches between `expect` and the state, as readable strings."""
    problems = []
    for key, wanted in expect.items():
        if key == "hand":
            for seat, cards in _seat_keys(wanted).items():
                if Counter(state.hands[seat]) != Counter(cards):
                    got = sorted(state.hands[seat])
                    problems.append(f"hand[{seat}]: expected {sorted(cards)}, got {got}")
        elif key == "hand_size":
            for seat, size in _seat_keys(wanted).items():
                if len(state.hands[seat]) != size:
                    problems.append(f"hand_size[{seat}]: expected {size}, got {len(state.hands[seat])}")
        elif key == "towers" and isinstance(wanted, dict):  # only the symbols it names, as for hands
            for symbol, owner in wanted.items():
                got = state.towers.get(symbol, "no such tower")
                if got != owner:
                    problems.append(f"towers[{symbol}]: expected {owner!r}, got {got!r}")
        elif key == "scores" and isinstance(wanted, dict):
            for seat, score in _seat_keys(wanted).items():
                if state.scores[seat] != score:
                    problems.append(f"scores[{seat}]: expected {score}, got {state.scores[seat]}")
        else:
            try:
                actual = observe(state, key)
            except KeyError:
                problems.append(f"unknown expectation {key!r}")
                continue
            if isinstance(wanted, list) and key == "uno_exposed":
                wanted = sorted(wanted)
            if actual != wanted:
                problems.append(f"{key}: expected {wanted!r}, got {actual!r}")
    return problems


def _move(step: dict) -> tuple[int, Action]:
    """(seat, action) of a step; ValueError when either is missing or malformed."""
    seat = step.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"no seat number: {seat!r}")
    data = {k: v for k, v in step.items() if k not in ("seat", "error")}
    return seat, action_from_json(data)


def run_scenario(scenario: dict) -> Outcome:
    name = scenario.get("name", "<unnamed>") if isinstance(scenario, dict) else "<not an object>"
    if not isinstance(scenario, dict):
        return Outcome(name, "not a scenario object")
    unknown = set(scenario) - TABLE_KEYS
    if unknown:
        return Outcome(name, f"unknown keys {sorted(unknown)}")
    try:
        options = Options.from_json(scenario.get("options"))
        state = table_state(
            scenario["ruleset"],
            scenario["players"],
            scenario["hands"],
            scenario["start"],
            scenario.get("draw", []),
            dealer=scenario.get("dealer", 0),
            options=options,
            seed=scenario.get("seed", 0),
            discard_below=scenario.get("discard_below"),
            towers=scenario.get("towers"),
            scores=list(_seat_keys(scenario["scores"]).values())
            if isinstance(scenario.get("scores"), dict)
            else scenario.get("scores"),
        )
    except RuleError as exc:
        if scenario.get("error") == exc.code:
            return Outcome(name, None)
        return Outcome(name, f"table refused: {exc}")
    except (KeyError, TypeError, ValueError) as exc:
        if scenario.get("error") == "bad_table" and isinstance(exc, ValueError):
            return Outcome(name, None)
        return Outcome(name, f"invalid scenario: {type(exc).__name__}: {exc}")
    if "error" in scenario:
        return Outcome(name, f"table accepted, expected error {scenario['error']!r}")
    for number, step in enumerate(scenario.get("steps", []), start=1):
        if not isinstance(step, dict):
            return Outcome(name, f"step {number}: not an object")
        if "expect" in step:
            problems = check_expect(state, step["expect"])
            if problems:
                return Outcome(name, f"step {number}: " + "; ".join(problems))
            continue
        try:
            seat, action = _move(step)
        except ValueError as exc:
            return Outcome(name, f"step {number}: invalid move: {exc}")
        before = state.to_json()
        try:
            apply(state, seat, action, listen=False)
        except RuleError as exc:
            if step.get("error") != exc.code:
                wanted = step.get("error", "success")
                return Outcome(name, f"step {number}: expected {wanted}, got {exc.code} ({exc.message})")
            if state.to_json() != before:
                return Outcome(name, f"step {number}: refused move {exc.code} changed the state")
            continue
        if "error" in step:
            return Outcome(name, f"step {number}: expected {step['error']}, the move succeeded")
    return Outcome(name, None)


def scenario_files(paths) -> list[Path]:
    files: list[Path] = []
    for raw in paths:
        path = Path(raw)
        files.extend(sorted(path.rglob("*.json")) if path.is_dir() else [path])
    return files


def run_file(path: Path) -> list[Outcome]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        return [Outcome(str(path), f"cannot read: {exc}")]
    scenarios = data if isinstance(data, list) else [data]
    outcomes = []
    for scenario in scenarios:
        outcome = run_scenario(scenario)
        outcome.name = f"{path}: {outcome.name}"
        outcomes.append(outcome)
    return outcomes


def main(argv: list[str] | None = None) -> int:
    paths = sys.argv[1:] if argv is None else argv
    if not paths:
        print("usage: python -m game.cli.scenarios PATH [PATH ...]", file=sys.stderr)
        return 2
    passed = failed = 0
    for path in scenario_files(paths):
        for outcome in run_file(path):
            if outcome.passed:
                passed += 1
            else:
                failed += 1
                print(f"FAIL {outcome.name}: {outcome.failure}")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
