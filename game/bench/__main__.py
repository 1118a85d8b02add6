"""`python -m game.bench COMMAND ...`: dispatch to the module game.bench.<command>.

Only the requested command's module is imported, so one command never depends on another's
packages (the AI benchmark needs game.ai, the render benchmark pygame).
"""

from __future__ import annotations

import argparse
import importlib
import sys

COMMANDS = {
    "soak": "random games over every edition, seat count and option, invariants after every move",
    "engine": "games/s and actions/s per edition (and RLCard's raw engine, if installed)",
    "engine-count": "instructions a bench engine game, counted by callgrind (load aside)",
    "fingerprint": "a hash of every move, event and state over seeded games (a speed-up keeps it)",
    "ai": "AI players against each other: win rates, points, decision latency",
    "render": "frame times of the table scene",
    "paired": "two AI benchmark runs on the same seeds: the games only one of them won, a sign test",
    "evalfit": "fit the expert's hand evaluation (game.ai.evaluation) to played-out rounds",
    "decisions": "the expert's choices at other caps on its worlds, judged against the true table",
    "startup": "start-up time (median of fresh runs, against other trees) and the mixer's start",
    "review": "the expert's game review: seconds to judge a round's worth of decisions",
    "reviewcheck": "the review's estimates against the arena: a costly decision played both ways",
    "net": "the table server under load: scripted clients on loopback, move round trip and server CPU",
    "net-cost": "the server's CPU (or instructions) per move over a fixed scripted workload, load aside",
    "people-soak": "real game processes at network tables, played by bots that act on what is on screen",
    "rlcard-arena": "the expert in RLCard's own UNO game against its uno-rule-v1: win rates, decision time",
    "idle": "CPU of the game's loop on screens where nothing happens (menu, settings, lobby, table)",
    "shots": "screenshots of every screen (languages x window sizes x UI scales), driven headless",
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] not in COMMANDS:
        lines = "\n".join(f"  {name:<11}{text}" for name, text in COMMANDS.items())
        print(f"usage: python -m game.bench COMMAND [options]\n\ncommands:\n{lines}", file=sys.stderr)
        return 2
    command = argv[0]
    module = importlib.import_module(f"game.bench.{command.replace('-', '_')}")
    parser = argparse.ArgumentParser(prog=f"python -m game.bench {command}", description=COMMANDS[command])
    module.add_arguments(parser)
    return module.run(parser.parse_args(argv[1:]))


if __name__ == "__main__":
    sys.exit(main())
