"""Settings, saved games, statistics, replays and logs, in the user's folders (platformdirs).

Everything is versioned JSON written atomically; a bad file is moved aside, reported in words and
replaced by defaults. See `store.Storage` for the one object the game talks to.
"""

from .files import Notice, atomic_write_bytes, atomic_write_json, load_versioned, move_aside
from .launch import Launch
from .logs import setup_logging
from .paths import APP_NAME, Paths
from .saves import GameSaver, LoadedGame, SavedGame, list_replays, load_game, load_replay
from .seats import Seat
from .settings import ANIMATION_SPEEDS, Settings, Setup, normalize_language
from .stats import Record, SeatResult, Statistics, game_results
from .store import Storage

__all__ = [
    "Notice", "atomic_write_bytes", "atomic_write_json", "load_versioned", "move_aside", "Launch",
    "setup_logging", "APP_NAME", "Paths", "GameSaver", "LoadedGame", "SavedGame", "list_replays", "load_game",
    "load_replay", "Seat", "ANIMATION_SPEEDS", "Settings", "Setup", "normalize_language", "Record",
    "SeatResult", "Statistics", "game_results", "Storage",
]
