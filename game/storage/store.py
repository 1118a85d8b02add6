"""`Storage`: the one object the rest of the game talks to about files.

    store = Storage.open(data_dir=None)         # the platform folders, or everything under data_dir
    settings = store.load_settings()            # defaults if missing or bad
    saver = store.start_game(SavedGame(...))    # then saver.record(seat, action) after every move
    loaded = store.load_game()                  # Continue: LoadedGame(game, state) or None
    store.finish_game(saver, state)             # statistics + replay, current save removed
    store.take_notices()                        # what went wrong with the files, in words, for the UI

A running game holds `lock_instance()` (game/storage/lock.py): a second copy of the game on the same
folder is told so (game/__main__.py) instead of replacing the first one's game. Statistics are changed
only by `update_stats`, which reads, changes and writes them under their own lock.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from .files import Notice, atomic_write_json, load_versioned, move_aside, remove_stale_temp_files, report
from .lock import FolderLock, held, try_lock
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
    open_replay,
    remove_current,
)
from .seats import default_seat_name
from .settings import SETTINGS_VERSION, Settings

if TYPE_CHECKING:
    from game.rules import State

    from .stats import Statistics

log = logging.getLogger(__name__)


class Storage:
    def __init__(self, paths: Paths):
        self.paths = paths
        self.notices: list[Notice] = []  # one list for good: the game savers add to it too
        #: the name of seat n (from 1) whose saved name shows nothing; the UI puts in its own words
        self.default_name: Callable[[int], str] = default_seat_name
        self.instance_lock: FolderLock | None = None

    @classmethod
    def open(cls, data_dir: str | Path | None = None) -> Storage:
        store = cls(Paths.resolve(data_dir))
        for folder in (
            store.paths.config_dir,
            store.paths.data_dir,
            store.paths.saves_dir,
            store.paths.replays_dir,
        ):
            remove_stale_temp_files(folder)
        return store

    def take_notices(self) -> list[Notice]:
        """The notices gathered so far (each shown once). The list is emptied, not replaced: a game's
        saver holds it and goes on reporting into it."""
        notices = list(self.notices)
        self.notices.clear()
        return notices

    def lock_instance(self) -> bool:
        """Hold the data folder for this process (until it ends); False if another process holds it.
        An unusable folder (OSError) is not another instance: the files report their own problems."""
        if self.instance_lock is None:
            try:
                self.instance_lock = try_lock(self.paths.instance_lock_file)
            except OSError as exc:
                log.error("could not lock %s: %s", self.paths.instance_lock_file, exc)
                return True
        return self.instance_lock is not None

    def unlock_instance(self) -> None:
        if self.instance_lock is not None:
            self.instance_lock.release()
            self.instance_lock = None

    def _write(self, path: Path, what: str, data: dict) -> bool:
        try:
            atomic_write_json(path, data)
            return True
        except OSError as exc:
            report(self.notices, Notice("not_saved", what, str(path), None, exc.strerror or str(exc)))
            return False

    # -- settings
    def load_settings(self) -> Settings:
        settings = load_versioned(
            self.paths.settings_file,
            "settings",
            SETTINGS_VERSION,
            lambda data: Settings.from_json(data, self.default_name),
            self.notices,
        )
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
        return load_game(self.paths, self.notices, self.default_name)

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
        """Count the finished game in the statistics, keep it as a replay, then remove the current save.

        If the statistics or the replay cannot be written (a full disk), the current save stays: the
        game is offered by Continue again and stored then (it is counted once), and the player is told.
        """
        from .stats import game_results  # the statistics are read when a game ends (issue 44)

        counted = True
        try:
            results = game_results(saver.game)
        except Exception:  # never lose the replay to a statistics problem
            log.exception("could not compute the results of game %s", saver.game.game_id)
        else:
            game = saver.game
            counted = self.update_stats(lambda stats: stats.record_game(game.game_id, game.ruleset, results))
        return saver.finish(state, keep_current=not counted)

    # -- statistics
    def load_stats(self) -> Statistics:
        from .stats import STATS_VERSION, Statistics  # not at the start: the main menu shows none

        stats = load_versioned(
            self.paths.stats_file, "statistics", STATS_VERSION, Statistics.from_json, self.notices
        )
        return stats or Statistics()

    def save_stats(self, stats: Statistics) -> bool:
        """Write `stats` over the file (Reset statistics); a change of the counts goes by update_stats."""
        data = stats.to_json()
        return self._under_stats_lock(lambda: self._write(self.paths.stats_file, "statistics", data))

    def update_stats(self, change: Callable[[Statistics], bool]) -> bool:
        """Read the statistics, `change` them (True: something changed) and write them back, all under
        the statistics lock, so that two processes never lose each other's updates. False if the
        change could not be written (reported)."""

        def read_change_write() -> bool:
            stats = self.load_stats()
            return not change(stats) or self._write(self.paths.stats_file, "statistics", stats.to_json())

        return self._under_stats_lock(read_change_write)

    def _under_stats_lock(self, work: Callable[[], bool]) -> bool:
        try:
            with held(self.paths.stats_lock_file):
                return work()
        except OSError as exc:  # the lock file cannot be made: nor can the statistics be written
            report(
                self.notices,
                Notice("not_saved", "statistics", str(self.paths.stats_file), None, exc.strerror or str(exc)),
            )
            return False

    # -- replays
    def list_replays(self) -> list[Path]:
        return list_replays(self.paths)

    def load_replay(self, path: Path) -> SavedGame | None:
        return load_replay(path, self.notices)

    def open_replay(self, path: Path) -> SavedGame | None:
        """`load_replay`, and the moves checked by the engine (a replay to watch)."""
        return open_replay(path, self.notices)


__all__ = ["Storage", "SAVE_VERSION"]
