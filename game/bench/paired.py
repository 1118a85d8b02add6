"""`python -m game.bench paired A.json B.json`: two runs of `game.bench ai --outcomes` on the same seeds.

Each game was dealt alike in both runs, so the games that one version won and the other lost (the
discordant pairs) say more than the two win rates: the sign test's z over them is printed, with
z > 2 a difference that chance would seldom make.
"""

from __future__ import annotations

import json
import math


def add_arguments(parser) -> None:
    parser.add_argument("first", help="outcomes of one run (game.bench ai --outcomes)")
    parser.add_argument("second", help="outcomes of the other, on the same seeds")
    parser.add_argument("--entry", type=int, default=0, help="the entry compared (0: the first named)")


def compare(first: dict, second: dict, entry: int = 0) -> dict:
    a, b = first["winners"], second["winners"]
    seeds = sorted(set(a) & set(b), key=int)
    won_a = [a[s] == entry for s in seeds]
    won_b = [b[s] == entry for s in seeds]
    only_a = sum(1 for x, y in zip(won_a, won_b, strict=True) if x and not y)
    only_b = sum(1 for x, y in zip(won_a, won_b, strict=True) if y and not x)
    discordant = only_a + only_b
    return {
        "games": len(seeds),
        "first": sum(won_a) / max(1, len(seeds)),
        "second": sum(won_b) / max(1, len(seeds)),
        "only_first": only_a,
        "only_second": only_b,
        "z": (only_a - only_b) / math.sqrt(discordant) if discordant else 0.0,
    }


def run(args) -> int:
    with open(args.first, encoding="utf-8") as f:
        first = json.load(f)
    with open(args.second, encoding="utf-8") as f:
        second = json.load(f)
    if first["lineup"] != second["lineup"] or first["edition"] != second["edition"]:
        print(
            f"note: different tables: {first['edition']} {first['lineup']} / "
            f"{second['edition']} {second['lineup']}"
        )
    c = compare(first, second, args.entry)
    if not c["games"]:
        raise SystemExit("no seed is in both files")
    name = first["lineup"][args.entry]
    print(
        f"{name} (entry {args.entry}) over {c['games']} games on the same seeds: "
        f"{c['first']:.1%} in {args.first}, {c['second']:.1%} in {args.second}"
    )
    print(
        f"won only in the first {c['only_first']}, only in the second {c['only_second']}: "
        f"difference {c['first'] - c['second']:+.1%}, sign test z = {c['z']:+.2f}"
    )
    return 0
