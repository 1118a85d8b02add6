"""What the command line hands to the app: the parsed options, the storage and the settings to use."""

from __future__ import annotations

from dataclasses import dataclass, field

from .settings import Settings
from .store import Storage


@dataclass
class Launch:
    storage: Storage
    settings: Settings  # as saved (the command line's overrides are not written back)
    language: str | None = None  # --lang, else the settings' language; None: from the system locale
    fullscreen: bool = False  # --fullscreen / --windowed, else the settings
    seed: int | None = None  # --seed: the seed of the first new game (and of the demo table)
    demo: bool = False  # --demo: a table of computer players that plays by itself
    frames: int = 0  # --frames: quit after this many frames (0: run until closed)
    log_file: str | None = None
    notices: list = field(default_factory=list)  # storage notices to show at start-up

    @property
    def window_size(self) -> tuple[int, int]:
        return self.settings.window_size
