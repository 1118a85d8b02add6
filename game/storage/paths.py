"""Where UNO Table keeps its files: the user's config, data and log folders (platformdirs).

`--data-dir D` puts everything under D (D/config, D/data, D/logs, D/cache). Without it the folders
come from platformdirs, which follows `XDG_CONFIG_HOME`, `XDG_DATA_HOME`, `XDG_STATE_HOME` and
`XDG_CACHE_HOME` on Linux (the tests point those at a temporary folder). Nothing is ever written next
to the program.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "uno-table"


@dataclass(frozen=True)
class Paths:
    config_dir: Path
    data_dir: Path
    log_dir: Path
    #: what the game may throw away and make again (parsed translations, issue 44); None: nothing kept
    cache_dir: Path | None = None

    @classmethod
    def resolve(cls, data_dir: str | Path | None = None) -> Paths:
        """The folders to use: all under `data_dir` when given, else the user's platform folders."""
        if data_dir is not None:
            root = Path(data_dir).expanduser().resolve()
            return cls(root / "config", root / "data", root / "logs", root / "cache")
        return cls(
            Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
            Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)),
        )

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def stats_file(self) -> Path:
        return self.data_dir / "statistics.json"

    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def save_file(self) -> Path:
        return self.saves_dir / "current.json"

    @property
    def journal_file(self) -> Path:
        return self.saves_dir / "current.journal"

    @property
    def replays_dir(self) -> Path:
        return self.data_dir / "replays"

    @property
    def instance_lock_file(self) -> Path:
        return self.data_dir / ".instance.lock"

    @property
    def stats_lock_file(self) -> Path:
        return self.data_dir / "statistics.json.lock"

    @property
    def log_file(self) -> Path:
        return self.log_dir / "uno-table.log"
