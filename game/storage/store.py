"""`Storage`: the one object the rest of the game talks to about files.

    store = Storage.open(data_dir=None)         # the platform folders, or everything under data_dir
    settings = store.load_settings()            # defaults if missing or bad
    saver = store.start_game(SavedGame(...))    # then saver.record(seat, action) after every move
    loaded = store.load_game()                  # Continue: LoadedGame(game, state) or None
    store.finish_game(saver, state)             # statistics + replay, current save removed
    store.take_notices()                        # what went wrong with the files, in words, for the UI
"""

from __future__ import annotations

import logging
from pathlib import Path

from game.rules import State

from .files import Notice, atomic_write_json, load_versioned, move_aside, remove_stale_temp_files, report
from .paths import Paths
from .saves import (
    SAVE_VERSION,
    GameSaver,
    LoadedGame,
    SavedGame,
    has_saved_game,
    list_replays,
    load_game,
    load_replay,
    remove_current,
)
from .settings import SETTINGS_VERSION, Settings
from .stats import STATS_VERSION, Statistics, game_results

log = logging.getLogger(__name__)


class Storage:
    def __init__(self, paths: Paths):
        self.paths = paths
        self.notices: list[Notice] = []

    @classmethod
    def open(cls, data_dir: str | Path | None = None) -> Storage:
        store = cls(Paths.resolve(data_dir))
        for folder in (store.paths.config_dir, store.paths.data_dir, store.paths.saves_dir,
                       store.paths.replays_dir):
            remove_stale_temp_files(folder)
        return store

    def take_notices(self) -> list[Notice]:
        """The notices gathered so far (each shown once)."""
        notices, self.notices = self.notices, []
        return notices

    def _write(self, path: Path, what: str, data: dict) -> bool:
        try:
            atomic_write_json(path, data)
            return True
        except OSError as exc:
            report(self.notices, Notice("not_saved", what, str(path), None, exc.strerror or str(exc)))
            return False

    # -- settings
    def load_settings(self) -> Settings:
        settings = load_versioned(self.paths.settings_file, "settings", SETTINGS_VERSION, Settings.from_json,
                                  self.notices)
        return settings or Settings()

    def save_settings(self, settings: Settings) -> bool:
        return self._write(self.paths.settings_file, "settings", settings.to_json())

    def reset_settings(self) -> Settings:
        """Defaults again; the old settings file is moved aside (kept), not deleted."""
        moved = move_aside(self.paths.settings_file)
        if moved is not None:
            report(self.notices, Notice("reset", "settings", str(self.paths.settings_file), str(moved)))
        return Settings()

    # -- the game in progress
    def has_saved_game(self) -> bool:
        return has_saved_game(self.paths)

    def load_game(self) -> LoadedGame | None:
        return load_game(self.paths, self.notices)

    def start_game(self, game: SavedGame) -> GameSaver:
        """Autosave a new game (or a loaded one, to go on with it); replaces any current save."""
        return GameSaver(self.paths, game, self.notices)

    def resume_game(self) -> tuple[LoadedGame, GameSaver] | None:
        loaded = self.load_game()
        if loaded is None:
            return None
        return loaded, self.start_game(loaded.game)

    def discard_game(self) -> None:
        remove_current(self.paths)

    def finish_game(self, saver: GameSaver, state: State | None = None) -> Path | None:
        """Count the finished game in the statistics, keep it as a replay and remove the current save."""
        try:
            results = game_results(saver.game)
        except Exception:  # never lose the replay to a statistics problem
            log.exception("could not compute the results of game %s", saver.game.game_id)
        else:
            stats = self.load_stats()
            if stats.record_game(saver.game.game_id, saver.game.ruleset, results):
                self.save_stats(stats)
        return saver.finish(state)

    # -- statistics
    def load_stats(self) -> Statistics:
        stats = load_versioned(self.paths.stats_file, "statistics", STATS_VERSION, Statistics.from_json,
                               self.notices)
        return stats or Statistics()

    def save_stats(self, stats: Statistics) -> bool:
        return self._write(self.paths.stats_file, "statistics", stats.to_json())

    # -- replays
    def list_replays(self) -> list[Path]:
        return list_replays(self.paths)

    def load_replay(self, path: Path) -> SavedGame | None:
        return load_replay(path, self.notices)


__all__ = ["Storage", "SAVE_VERSION"]
