"""Settings, saved games, statistics, replays and logs, in the user's folders (platformdirs).

Files (all under `--data-dir D` when given: D/config, D/data, D/logs):

    <config>/settings.json              Settings (language, window, animation speed, colour-blind mode,
                                        default names, last set-up)
    <data>/saves/current.json           the game in progress: edition, seats, options, seed, moves
    <data>/saves/current.journal        the moves since current.json was last rewritten, one line each
    <data>/replays/<time>-<edition>-<id>.json   finished games (the newest 200)
    <data>/statistics.json              per person's name and edition
    <log>/uno-table.log                 rotating log (3 old files kept)
    <data>/.instance.lock, <data>/statistics.json.lock   locks (game/storage/lock.py)

Everything is versioned JSON written atomically (temp file, fsync, rename, fsync of the folder); a bad
file is renamed `<name>.bad-<UTC time>` (kept), reported as a `Notice` (words for the player, and the
log) and replaced by defaults: any failure to parse a document or of its shape counts (`files.checked`).
Names are normalised by `names.normalize_name`. `Storage` is the one object the game talks to:

    store = Storage.open(data_dir)                 # data_dir None: the platform folders
    settings = store.load_settings(); store.save_settings(settings)
    saver = store.start_game(SavedGame(ruleset, seats, options, seed))
    saver.record(seat, action)                     # after every applied action (one fsynced line)
    loaded = store.load_game()                     # Continue: LoadedGame(game, state), or None
    saver = store.start_game(loaded.game)          # ...and go on autosaving it
    store.finish_game(saver, state)                # statistics, replay, current save removed
    store.load_stats().get(name, ruleset)          # Record(games, wins, rounds_won, points, ...)
    store.take_notices()                           # what went wrong with the files, once each
"""

from typing import TYPE_CHECKING

from .files import Notice, atomic_write_bytes, atomic_write_json, load_versioned, move_aside
from .launch import Launch
from .logs import setup_logging
from .paths import APP_NAME, Paths
from .saves import GameSaver, LoadedGame, SavedGame, list_replays, load_game, load_replay
from .seats import Seat
from .settings import (
    ANIMATION_SPEEDS,
    UI_SCALES,
    LessonLeft,
    LookSettings,
    Settings,
    Setup,
    normalize_language,
)
from .store import Storage

if TYPE_CHECKING:
    from .stats import Record, SeatResult, Statistics, game_results


def __getattr__(name: str) -> object:
    """The statistics' names, read from stats.py when first asked for: the game's start does not need
    them (issue 44)."""
    if name in ("Record", "SeatResult", "Statistics", "game_results"):
        from . import stats

        return getattr(stats, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Notice",
    "atomic_write_bytes",
    "atomic_write_json",
    "load_versioned",
    "move_aside",
    "Launch",
    "setup_logging",
    "APP_NAME",
    "Paths",
    "GameSaver",
    "LoadedGame",
    "SavedGame",
    "list_replays",
    "load_game",
    "load_replay",
    "Seat",
    "ANIMATION_SPEEDS",
    "UI_SCALES",
    "LessonLeft",
    "LookSettings",
    "Settings",
    "Setup",
    "normalize_language",
    "Record",
    "SeatResult",
    "Statistics",
    "game_results",
    "Storage",
]
