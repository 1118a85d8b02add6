"""`python -m game.bench render`: frame times of the table scene (dummy video driver by default).

A 10-seat classic game at 1280x720 is dealt (every card flies) and then played with random legal
moves, a new move whenever the scene has shown the last one; every frame updates the scene, draws it
and flips the display. Prints the median, p95 and p99 frame time (wall clock) over the measured
frames, and the same for the CPU time of the frame loop's thread (what the frame cost without the
machine's other load).
"""

from __future__ import annotations

import os
import random
import statistics
import time

from game.rules import EDITIONS


def add_arguments(parser) -> None:
    parser.add_argument("--frames", type=int, default=900, help="frames to measure (at least 600)")
    parser.add_argument("--size", default="1280x720", help="window size WxH")
    parser.add_argument("--players", type=int, default=10)
    parser.add_argument("--ruleset", default="classic", choices=tuple(EDITIONS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", type=float, default=1.0, help="animation speed (1 normal)")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1))))
    return ordered[k]


def run(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.bench.randomplay import choose_move
    from game.play.tableview import state_view
    from game.rules import NextRound, Options, apply, new_game
    from game.scene.table import TableScene

    width, height = (int(v) for v in args.size.lower().split("x"))
    frames = max(600, args.frames)
    pygame.init()
    screen = pygame.display.set_mode((width, height))
    rng = random.Random(args.seed)
    events: list = []
    state = new_game(args.ruleset, args.players, Options(), seed=args.seed, events=events)
    scene = TableScene((width, height), args.players, 0, args.ruleset, speed=args.speed, seed=args.seed)
    dt = 1 / 60
    times: list[float] = []
    cpu: list[float] = []  # this thread's CPU time per frame: the frame time without the machine's other load
    deal_frames = 0
    moves = 0
    try:
        scene.feed(events, state_view(state, 0))
        for frame in range(frames):
            start = time.perf_counter()
            cpu_start = time.thread_time()
            if not scene.queue:
                if state.phase == "game_over":
                    events = []
                    state = new_game(
                        args.ruleset, args.players, Options(), seed=rng.randrange(2**31), events=events
                    )
                    scene.feed(events, state_view(state, 0))
                elif state.phase == "round_over":
                    scene.feed(apply(state, 0, NextRound()), state_view(state, 0))
                else:
                    seat, action = choose_move(state, rng)
                    scene.feed(apply(state, seat, action), state_view(state, 0))
                moves += 1
            elif moves == 0:
                deal_frames = frame + 1
            scene.update(dt)
            scene.draw(screen)
            pygame.display.flip()
            times.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - cpu_start) * 1000)
    finally:
        pygame.quit()
    print(
        f"render: {len(times)} frames at {width}x{height}, {args.players} seats ({args.ruleset}), "
        f"the deal took {deal_frames} frames, then {moves} moves"
    )
    print(
        f"median {statistics.median(times):.2f} ms  p95 {_percentile(times, 95):.2f} ms  "
        f"p99 {_percentile(times, 99):.2f} ms  max {max(times):.2f} ms"
    )
    print(
        f"cpu time per frame: median {statistics.median(cpu):.2f} ms  p95 {_percentile(cpu, 95):.2f} ms  "
        f"p99 {_percentile(cpu, 99):.2f} ms  (load average {os.getloadavg()[0]:.1f})"
    )
    print(f"card faces drawn: {scene.art.renders}; model corrections: {scene.corrections}")
    return 0
