"""Start-up time: `python -m game --frames 1` (start, first frame, quit) run again and again in fresh
processes, alternating between this tree and others given with --compare (say, an older checkout made
with `git worktree add` or `git archive`), reporting the median wall time and the median CPU time of
each run, and the median time from starting the process to its first frame on the window (the main
menu, interactive: the game prints when it was shown under UNO_TABLE_TIMING, game/app.py; a tree
older than that reports none). Also the mixer's own start (open the device, load every sound), timed
in this process.

The runs start as an installed game does, with its bytecode cached: an untimed first run per tree
writes the `.pyc` files (PYTHONDONTWRITEBYTECODE is dropped for the runs), else every module whose
cache is missing or stale would be compiled again in every run (about 0.4 s for the whole game). Each
tree keeps one data folder (`--data-dir`) for all its runs, as a player's user folders stay between
starts: the first run writes the settings and the parsed translations' cache (issue 44).

    python -m game.bench startup --runs 21 --compare /tmp/base
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def add_arguments(parser) -> None:
    parser.add_argument("--runs", type=int, default=11, help="runs per tree (default 11)")
    parser.add_argument(
        "--compare",
        type=Path,
        action="append",
        default=[],
        metavar="TREE",
        help="another source tree to time the same way (repeatable)",
    )
    parser.add_argument("--audio", default="dummy", help="SDL_AUDIODRIVER for the runs (default dummy)")


def _once(tree: Path, audio: str, data: Path) -> tuple[float, float, float | None]:
    """(wall time of the whole run, its CPU time, the time to its first frame or None) in seconds."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER=audio, PYTHONPATH=str(tree))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["UNO_TABLE_TIMING"] = "1"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    clock = time.time()
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "game", "--frames", "1", "--data-dir", str(data)],
        env=env,
        cwd=tree,
        check=True,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    said = done.stderr.splitlines()
    shown = [line.split()[-1] for line in said if line.startswith("uno-table first-frame ")]
    first = float(shown[0]) - clock if shown else None
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, first


def _mixer_start_ms() -> float:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.audio import Mixer
    from game.audio.mixer import pre_init

    pre_init()
    pygame.init()
    started = time.perf_counter()
    mixer = Mixer()
    mixer.start()
    elapsed = (time.perf_counter() - started) * 1000
    pygame.quit()
    return elapsed


def run(args) -> int:
    here = Path(__file__).resolve().parents[2]
    trees = [here] + [t.resolve() for t in args.compare]
    walls: dict[Path, list[float]] = {t: [] for t in trees}
    cpus: dict[Path, list[float]] = {t: [] for t in trees}
    firsts: dict[Path, list[float]] = {t: [] for t in trees}
    with tempfile.TemporaryDirectory() as folder:
        data = {t: Path(folder) / str(i) for i, t in enumerate(trees)}
        for tree in trees:  # untimed: writes the bytecode caches, the settings, the parsed translations
            _once(tree, args.audio, data[tree])
        for _ in range(args.runs):
            for tree in trees:
                wall, cpu, first = _once(tree, args.audio, data[tree])
                walls[tree].append(wall)
                cpus[tree].append(cpu)
                if first is not None:
                    firsts[tree].append(first)
    for tree in trees:
        shown = firsts[tree]
        print(
            f"{tree}: median wall {statistics.median(walls[tree]) * 1000:.0f} ms "
            f"(min {min(walls[tree]) * 1000:.0f}, max {max(walls[tree]) * 1000:.0f}), "
            f"median CPU {statistics.median(cpus[tree]) * 1000:.0f} ms, {args.runs} runs"
            + (
                f"; start to first frame (the interactive menu) median "
                f"{statistics.median(shown) * 1000:.0f} ms "
                f"(min {min(shown) * 1000:.0f}, max {max(shown) * 1000:.0f})"
                if shown
                else "; no first-frame time (an older tree)"
            )
        )
    print(f"mixer start (device + every sound) in this process: {_mixer_start_ms():.1f} ms")
    return 0
