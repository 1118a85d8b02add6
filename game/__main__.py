"""Command line entry point: `uno-table` and `python -m game`."""

from __future__ import annotations

import argparse
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="uno-table", description="UNO Table: the card game for the desktop.")
    parser.add_argument("--frames", type=int, default=0,
                        help="quit by itself after this many frames (0: run until closed)")
    parser.add_argument("--windowed", action="store_true", help="start in a window (the default)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from game.app import run

    return run(max_frames=args.frames)


if __name__ == "__main__":
    sys.exit(main())
