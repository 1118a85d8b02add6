"""Golden playthroughs (after OpenSpiel's): a seeded game's moves with, after every move, each seat's
`TableView` and the events as that seat was told them, stored as readable JSON and compared in the
tests. A leak shows in review: seat 1's lines never hold seat 2's cards.

    python -m game.play.playthrough tests/playthroughs            # regenerate every file from its moves
    python -m game.play.playthrough tests/playthroughs --new classic 3 7 [--levels easy,normal,normal]

A file's header (edition, seats, seed) and moves are its input; the views and events are recomputed
from them through `Match.submit`, so a change to what a seat sees shows as a diff to review.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from game.rules import Options, action_from_json, action_to_json, event_to_json, new_game, redact
from game.storage import SavedGame, Seat

from .match import Match

FEATURES = {  # the events each edition's playthrough must show (tests check the files hold them)
    "classic": ("ChallengeResolved", "UnoCaught"),
    "power": ("TowerTaken",),
    "modern": ("HandsShuffled",),
}


def event_json(event) -> dict:
    return event_to_json(event)


def _match(header: dict, events: list) -> Match:
    seats = tuple(Seat(f"AI{i}", "ai", level) for i, level in enumerate(header["levels"]))
    ruleset, seed = header["ruleset"], header["seed"]
    game = SavedGame(ruleset, seats, Options(), seed)
    state = new_game(ruleset, len(seats), Options(), seed, events=events)
    return Match(game, state, None, threaded=False, pacing=0.2, catch_hold=None)


def _step(match: Match, move, events: list) -> dict:
    step: dict = {"move": move}
    for seat in range(match.players):
        step[f"seat {seat}"] = {
            "events": [event_json(redact(e, seat)) for e in events],
            "view": match.table_view(seat).to_json(),
        }
    return step


def play(header: dict, max_ticks: int = 50_000) -> dict:
    """A new playthrough: the AIs play the first round (ticking 0.1 s a frame, so catches happen)."""
    events: list = []
    match = _match(header, events)
    steps = [_step(match, None, events)]
    match.subscribe(lambda seat, action, evs: steps.append(_step(match, [seat, action_to_json(action)], evs)))
    for _ in range(max_ticks):
        if match.ended:
            break
        match.tick(0.1)
    match.close()
    return {"header": header, "steps": steps}


def replay(data: dict) -> dict:
    """The playthrough recomputed from `data`'s header and moves (no AI decides anything)."""
    events: list = []
    match = _match(data["header"], events)
    steps = [_step(match, None, events)]
    for step in data["steps"][1:]:
        seat, action = step["move"]
        evs = match.submit(seat, action_from_json(action), match.version)
        steps.append(_step(match, [seat, action], evs))
    match.close()
    return {"header": data["header"], "steps": steps}


def dumps(data: dict) -> str:
    """JSON with one line per seat and step: a diff shows which seat saw what change."""
    lines = ["{", f' "header": {json.dumps(data["header"])},', ' "steps": [']
    for i, step in enumerate(data["steps"]):
        parts = [f'  {{"move": {json.dumps(step["move"])},']
        seats = [k for k in step if k.startswith("seat ")]
        for j, key in enumerate(seats):
            end = "" if j == len(seats) - 1 else ","
            parts.append(f'   "{key}": {json.dumps(step[key], separators=(",", ":"))}{end}')
        parts.append("  }" + ("," if i < len(data["steps"]) - 1 else ""))
        lines += parts
    lines += [" ]", "}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.play.playthrough", description=__doc__.split("\n")[0]
    )
    parser.add_argument("folder", type=Path)
    parser.add_argument("--new", nargs=3, metavar=("EDITION", "PLAYERS", "SEED"), help="play a new one")
    parser.add_argument("--levels", help="the computer players' levels, comma-separated (default: normal)")
    args = parser.parse_args(argv)
    args.folder.mkdir(parents=True, exist_ok=True)
    if args.new:
        ruleset, players, seed = args.new[0], int(args.new[1]), int(args.new[2])
        levels = args.levels.split(",") if args.levels else ["normal"] * players
        header = {"ruleset": ruleset, "levels": levels, "seed": seed}
        path = args.folder / f"{ruleset}-{players}p-seed{seed}.json"
        path.write_text(dumps(play(header)), encoding="utf-8")
        print(f"wrote {path}")
        return 0
    for path in sorted(args.folder.glob("*.json")):
        path.write_text(dumps(replay(json.loads(path.read_text(encoding="utf-8")))), encoding="utf-8")
        print(f"regenerated {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
