"""`uno-table --selftest`: every screen drawn headless through the real App, on a throw-away data
folder (the player's own settings, saves and statistics are never touched)."""

from __future__ import annotations

import tempfile

#: at most this many frames for a table of computer players to reach its round summary
MAX_ROUND_FRAMES = 20_000


def selftest_render(surface, frames: int) -> dict:
    import pygame

    from game.rules import EDITIONS
    from game.storage import Launch, SavedGame, Seat, Storage
    from game.ui.menus.new_game import NewGameScreen
    from game.ui.menus.pause import PauseMenu
    from game.ui.menus.rules import RulesScreen
    from game.ui.menus.settings import SettingsScreen
    from game.ui.menus.statistics import StatisticsScreen
    from game.ui.start import make_app
    from game.ui.table.screen import TableScreen

    shown: list[str] = []

    def show(app, name: str, count: int = frames) -> None:
        for _ in range(max(1, count)):
            app.step(1 / 60)
            pygame.display.flip()
        shown.append(name)

    with tempfile.TemporaryDirectory() as folder:
        store = Storage.open(folder)
        launch = Launch(storage=store, settings=store.load_settings(), language="en")
        app = make_app(launch, surface, threaded=False, pacing=0.0, speed=0.0, catch_hold=0.0)
        try:
            show(app, "main menu")
            for screen, name in (
                (SettingsScreen(app), "settings"),
                (StatisticsScreen(app), "statistics"),
                (NewGameScreen(app), "new game"),
            ):
                app.push(screen)
                show(app, name)
                app.pop()
            for edition in EDITIONS:
                app.push(RulesScreen(app, edition))
                show(app, f"rules ({edition})")
                app.pop()
            person = SavedGame(
                "power", (Seat("Anna"), Seat("CPU 1", "ai", "normal"), Seat("CPU 2", "ai", "easy")), seed=1
            )
            app.push(TableScreen.new(app, person))
            show(app, "table")
            app.push(PauseMenu(app))
            show(app, "pause menu")
            app.pop()
            app.pop()
            computers = SavedGame("modern", tuple(Seat(f"CPU {i}", "ai", "normal") for i in range(4)), seed=2)
            app.push(TableScreen.new(app, computers))
            for _ in range(MAX_ROUND_FRAMES):
                if type(app.top).__name__ in ("RoundSummary", "GameOverScreen"):
                    break
                app.step(1 / 60)
            else:
                raise AssertionError("a table of computer players did not finish its round")
            show(app, f"table to {type(app.top).__name__}")
        finally:
            app.close()
    return {"screens": shown}
