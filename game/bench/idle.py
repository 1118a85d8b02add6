"""What a screen costs when nothing happens on it (issue 44): the game's own main loop (game/ui/kit/
frames.py) on one screen for a fixed time, each screen in a fresh process, and the CPU time of that
process per second of wall time (all its threads; the machine's load aside), with the frames it drew.

    python -m game.bench idle                       # every screen, 10 s each, the window's driver
    python -m game.bench idle --seconds 20 --screens menu,table
    python -m game.bench idle --loop always         # the loop before issue 44: every frame drawn whole
    python -m game.bench idle --compare /work/main  # and the same screens in another tree (its own loop)

Screens: `menu` (the main menu, its cards drifting), `settings`, `lobby` (a network lobby: a table
hosted on a server this command runs on loopback, in its own process), `table` (four seats, the
person to play, nothing flying: the ring turns, the active plate pulses), `unfocused` (the table with
the window out of focus). Run it under a real window (Xvfb: `DISPLAY=:60`); with SDL's dummy driver
it measures the drawing without the window's copy.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from typing import Any

SCREENS = ("menu", "settings", "lobby", "table", "unfocused")


def add_arguments(parser) -> None:
    parser.add_argument("--seconds", type=float, default=10.0, help="measured seconds per screen (10)")
    parser.add_argument("--screens", default=",".join(SCREENS), help="comma-separated: " + ", ".join(SCREENS))
    parser.add_argument("--loop", choices=("frames", "always"), default="frames", help="always: the old loop")
    parser.add_argument("--size", default="1280x720")
    parser.add_argument(
        "--compare",
        default="",
        metavar="TREE",
        help="also run each screen in another source tree (an older checkout: its loop draws every frame)",
    )


def run(args) -> int:
    screens = [s for s in args.screens.split(",") if s]
    server = None
    load = os.getloadavg()[0]
    print(f"idle CPU, {args.seconds:g} s a screen, {args.size}, loop: {args.loop}; load {load:.1f}")
    print(f"{'screen':<21}{'CPU %':>6}{'full frames/s':>15}{'light frames/s':>16}")
    script = tempfile.NamedTemporaryFile("w", suffix=".py", delete=False)  # run in a tree of choice
    with open(__file__, encoding="utf-8") as own:
        script.write(own.read())
    script.close()
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    trees = [("", here)] + ([(" (compare)", os.path.abspath(args.compare))] if args.compare else [])
    for screen in screens:
        url = None
        if screen == "lobby":
            server = server or _server()
            url = f"127.0.0.1:{server.port}"
        for label, tree in trees:
            loop = args.loop if tree == here else "always"
            cmd = [sys.executable, script.name, screen, str(args.seconds), loop, args.size, url or ""]
            env = dict(os.environ, PYTHONPATH=tree)
            out = subprocess.run(
                cmd, capture_output=True, text=True, timeout=args.seconds * 4 + 240, env=env, cwd=tree
            )
            line = out.stdout.strip().splitlines()[-1] if out.stdout.strip() else ""
            try:
                got = json.loads(line)
            except ValueError:
                print(f"{screen + label:<21} failed: {out.stderr.strip()[-400:]}")
                continue
            print(f"{screen + label:<21}{got['cpu'] * 100:>6.2f}{got['full']:>15.1f}{got['light']:>16.1f}")
    os.unlink(script.name)
    if server is not None:
        server.stop()
    return 0


def _server():
    from game.net.config import Config
    from game.net.thread import ServerThread

    server = ServerThread("127.0.0.1", 0, data_dir=tempfile.mkdtemp(), config=Config())
    _host, server.port = server.start()
    return server


def _child(screen: str, seconds: float, loop_kind: str, size: str, url: str) -> None:
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.storage import Launch, Storage
    from game.ui.start import make_app, open_window

    pygame.init()
    w, h = (int(v) for v in size.split("x"))
    surface = open_window((w, h), False)
    store = Storage.open(tempfile.mkdtemp())
    launch = Launch(storage=store, settings=store.load_settings(), language="en", seed=1, notices=[])
    app = make_app(launch, surface)
    limit = [0.0]  # a still screen waits for an event for ever: the bench's waits end by this time
    clock = pygame.time.Clock()
    loop: Any
    if loop_kind == "always":  # the main loop before issue 44 (also another tree's, without frames.py)
        loop = _Always(app, clock)
    else:
        from game.ui.kit.frames import Loop, wait_for_events

        def wait(timeout):
            left = max(0.0, limit[0] - time.perf_counter())
            return wait_for_events(left if timeout is None else min(timeout, left))

        loop = Loop(app, 60, wait=wait)
    limit[0] = time.perf_counter() + 600
    _reach(app, loop, screen, url)
    if screen == "unfocused":
        pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    settle = limit[0] = time.perf_counter() + 1.0
    while time.perf_counter() < settle:
        loop.once()
    full, light = loop.full_frames, loop.light_frames
    cpu, wall = time.process_time(), time.perf_counter()
    end = limit[0] = wall + seconds
    while time.perf_counter() < end:
        loop.once()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    full_n, light_n = loop.full_frames - full, loop.light_frames - light
    print(json.dumps({"cpu": cpu / wall, "full": full_n / wall, "light": light_n / wall}))
    app.close()
    pygame.quit()


class _Always:
    """The main loop before issue 44: every frame updated, drawn whole and sent whole, at 60 a second."""

    def __init__(self, app, clock) -> None:
        self.app, self.clock = app, clock
        self.full_frames = self.light_frames = 0

    def once(self) -> None:
        import pygame

        self.app.step(min(self.clock.tick(60) / 1000.0, 0.1))
        pygame.display.flip()
        self.full_frames += 1


def _reach(app, loop, screen: str, url: str) -> None:
    """Put `screen` on top and run the loop until it is there and nothing moves on it any more."""

    def until(done, limit: float = 120.0) -> None:
        end = time.perf_counter() + limit
        while not done():
            if time.perf_counter() > end:
                raise SystemExit(f"{screen}: not reached in {limit:g} s")
            loop.once()

    if screen == "settings":
        app.push("settings")
    elif screen == "lobby":
        from game.ui.netplay.lobby import LobbyScreen

        host = app.push("net_host", url)  # hosting on the server given
        loop.once()
        host.set_field("name", "Ann")
        host.go()
        until(lambda: isinstance(app.top, LobbyScreen))
    elif screen in ("table", "unfocused"):
        from game.storage import SavedGame, Seat
        from game.ui.table.screen import TableScreen

        seats = (Seat("Ann", "person"),) + tuple(Seat(f"CPU {i}", "ai", "normal") for i in range(1, 4))
        table = TableScreen.new(app, SavedGame("classic", seats, seed=4))
        app.push(table)
        waits = getattr(
            table, "waits_for_person", lambda: not getattr(table.scene, "busy", True)
        )  # (an older tree: not busy)
        until(lambda: app.top is table and table.view.turn == 0 and table.view.phase == "play" and waits())
    until(lambda: True)


if __name__ == "__main__":
    _child(sys.argv[1], float(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5])
