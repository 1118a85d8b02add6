"""Benchmarks and the soak test: `python -m game.bench {soak,engine,ai,render} ...`.

Each sub-command is a module here with `add_arguments(parser)` and `run(args) -> int`. Speed and
strength are measured by these commands, never by timed tests.
"""
