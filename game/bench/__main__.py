"""`python -m game.bench COMMAND`: dispatch to game.bench.<command>."""

from __future__ import annotations

import argparse
import importlib
import sys

COMMANDS = {
    "soak": "random games over every edition, seat count and option, invariants after every move",
    "engine": "games/s and actions/s per edition (and RLCard's raw engine, if installed)",
    "ai": "AI players against each other: win rates, points, decision latency",
    "render": "frame times of the table scene",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, help_text in COMMANDS.items():
        try:
            module = importlib.import_module(f"game.bench.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"game.bench.{name}":
                raise
            continue
        module.add_arguments(sub.add_parser(name, help=help_text))
    args = parser.parse_args(argv)
    module = importlib.import_module(f"game.bench.{args.command}")
    return module.run(args)


if __name__ == "__main__":
    sys.exit(main())
