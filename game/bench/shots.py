"""`python -m game.bench shots`: screenshots of every screen, driven headless through the real App.

Each screen is reached as a person would reach it (pushed on a fresh App, the table dealt and played by
its own clock, the round summary and the game over reached by ending a round), in each language, window
size and UI scale asked, and saved as PNG files named screen-language-WxH-scale.png in --out, with an
index.txt listing them. Prints how many it took and how long they took.

  python -m game.bench shots --out /tmp/shots --languages en,hu --sizes 960x540,1920x1080 --scales 100
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

SCREENS = (
    "main_menu",
    "new_game",
    "settings",
    "statistics",
    "rules",
    "pause",
    "table",
    "round_summary",
    "game_over",
    "net_host",
    "net_host_server",
    "net_join",
    "net_join_started",
    "net_join_over",
    "lobby",
)


def add_arguments(parser) -> None:
    parser.add_argument("--out", default="shots", help="folder for the PNG files and index.txt")
    parser.add_argument("--languages", default="en,hu")
    parser.add_argument("--sizes", default="960x540,1920x1080", help="window sizes WxH, comma separated")
    parser.add_argument("--scales", default="100", help="UI scales in percent, comma separated")
    parser.add_argument("--screens", default=",".join(SCREENS), help="which screens (default: all)")


def _size(text: str) -> tuple[int, int]:
    w, h = (int(v) for v in text.lower().split("x"))
    return w, h


def _ended_table(drv, target: int, scores: list[int]):
    """A four-seat classic table whose person has just played their last card: its round summary."""
    from game.play import Match
    from game.play.port import LocalTable
    from game.rules import Options, Play, apply, table_state
    from game.storage import SavedGame, Seat
    from game.ui.table.round_summary import RoundSummary
    from game.ui.table.screen import TableScreen

    names = ("Anna", "Billie", "Cleo", "Dani")
    hands = [["r1"], ["b2", "g7", "yS", "W4", "r9"], ["r3", "y9", "bR"], ["g0", "y3"]]
    options = Options(target=target)
    state = table_state("classic", 4, hands, "r5", ["b1", "b2", "b3", "y1"], dealer=3, options=options)
    state.scores = list(scores)
    apply(state, 0, Play("r1"))
    seats = (Seat(names[0]),) + tuple(Seat(n, "ai", "normal") for n in names[1:])
    log = [("log-round-won", {"player": 1, "points": 88}), ("log-uno", {"player": 2})]
    match = Match(
        SavedGame("classic", seats, options, seed=1), state, None, threaded=False, pacing=0.0, log=log
    )
    drv.app.push(TableScreen(drv.app, LocalTable(match)))
    for _ in range(200):
        if isinstance(drv.top, RoundSummary):
            return drv.top
        drv.run(5)
    raise RuntimeError("the round summary did not come")


def _statistics(store) -> None:
    from game.storage import Statistics
    from game.storage.stats import Record

    store.save_stats(
        Statistics(
            {
                "Anna": {"classic": Record(14, 9, 31, 1620, 4, 1), "power": Record(6, 2, 9, 410, 1, 0)},
                "Väinämöinen": {"classic": Record(11, 5, 22, 1290, 3, 2)},
                "Billie": {"modern": Record(3, 1, 4, 240, 1, 0)},
            }
        )
    )


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def open_screen(drv, name: str, settle: float = 1.0) -> None:
    """Reach the screen `name` on the driver's App the way a person would, and let it settle (`settle`:
    a share of the frames a screen moving at the normal speed needs; less when the speed is instant)."""
    from game.storage import SavedGame, Seat

    app = drv.app

    def run(frames: int) -> None:
        drv.run(max(2, round(frames * settle)))

    if name == "table":
        from game.ui.table.screen import TableScreen

        seats = (Seat("Anna"), Seat("Väinämöinen", "ai", "normal"), Seat("Billie", "ai", "easy"))
        app.push(TableScreen.new(app, SavedGame("classic", seats, seed=3)))
        run(720)  # shuffled, dealt, the first card turned and a few moves played
        return
    if name == "round_summary":
        _ended_table(drv, 500, [120, 230, 60, 10])
        run(240)
        return
    if name == "game_over":
        summary = _ended_table(drv, 200, [190, 130, 60, 10])
        summary.next()
        run(240)
        return
    if name == "lobby":
        app.push("net_host")
        drv.run(2)
        host = drv.top
        if host.where != "local":  # Host keeps the last choice for the game's run (issue 40): a server
            host.set_where("local")  # chosen before (the walk's own Host check) would be asked instead
            drv.run(2)
        for _ in range(5):  # a free port on loopback (another run may take it first: then another)
            host.set_field("port", str(_free_port()))
            host.go()
            for _ in range(600):
                drv.run(1)
                if type(drv.top).__name__ == "LobbyScreen" or host.error:
                    break
                time.sleep(0.005)
            if type(drv.top).__name__ == "LobbyScreen":
                break
        run(30)
        return
    if name == "net_host_server":  # Host on a server: its address and the Listed switch come in
        host = app.push("net_host")
        host.set_where("server")
        run(60)
        return
    if name in ("net_join_started", "net_join_over"):  # Join, refused: a started or a finished table
        from game.ui.netplay.words import error_text

        code = name.removeprefix("net_join_")
        code = "game_over" if code == "over" else code
        join = app.push("net_join")
        join.set_field("address", "192.168.1.20:47600")
        join.set_field("code", "K7QX")
        join.error_code = code
        join.fail(error_text(join.t, code))
        run(60)
        return
    if name == "pause":  # over a table
        from game.ui.table.screen import TableScreen

        app.push(
            TableScreen.new(app, SavedGame("classic", (Seat("Anna"), Seat("Billie", "ai", "easy")), seed=3))
        )
        run(30)
    app.push(name)
    run(60)


def shoot(out: Path, language: str, size: tuple[int, int], scale: int, screens) -> list[str]:
    from game.ui.testing import Driver

    taken = []
    for name in screens:
        with tempfile.TemporaryDirectory() as data:
            if name == "statistics":
                from game.storage import Storage

                _statistics(Storage.open(data))
            drv = Driver(data, size=size, language=language, speed=1.0)
            try:
                ctx = drv.app.ctx
                ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=scale))
                drv.app.resize(size)
                open_screen(drv, name)
                file = f"{name}-{language}-{size[0]}x{size[1]}-{scale}.png"
                drv.shot(out / file)
                taken.append(file)
            finally:
                drv.close()
    return taken


def run(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    screens = [s for s in args.screens.split(",") if s]
    unknown = [s for s in screens if s not in SCREENS]
    if unknown:
        print(f"unknown screens: {', '.join(unknown)} (known: {', '.join(SCREENS)})")
        return 2
    start = time.perf_counter()
    taken: list[str] = []
    for language in args.languages.split(","):
        for size in args.sizes.split(","):
            for scale in args.scales.split(","):
                taken += shoot(out, language, _size(size), int(scale), screens)
    index = out / "index.txt"
    old = index.read_text(encoding="utf-8").split() if index.exists() else []
    index.write_text("\n".join(sorted(set(old) | set(taken))) + "\n", encoding="utf-8")
    print(f"{len(taken)} screenshots in {out} ({time.perf_counter() - start:.1f} s); listed in {index}")
    return 0
