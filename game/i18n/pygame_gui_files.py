"""pygame-gui's own dialog strings ("OK", "Cancel", the file dialog...) in our languages.

pygame-gui ships none of sv, fi, da, nb, hu. Each language folder may hold
`locales/<lang>/pygame-gui.<lang>.json` (pygame-gui's format: {"<lang>": {key: text}}, the keys of
its English file). Give `translation_dirs()` to `pygame_gui.UIManager(translation_directory_paths=...)`
and call `manager.set_locale(lang)` when the language changes. No pygame import here.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

from .catalog import LANGUAGES, shipped_languages
from .paths import locales_dir


def translation_file(language: str) -> Path:
    return locales_dir() / language / f"pygame-gui.{language}.json"


def translation_dirs() -> list[str]:
    """The language folders that hold a pygame-gui translation file (as strings, as pygame-gui wants).
    Every UIManager asks (each screen, resize, UI scale and language): the folders are looked through
    again only when the names in one of them changed (issue 44)."""
    root = locales_dir()
    return list(_translation_dirs(root, tuple(_names(root / lang) for lang in LANGUAGES)))


def _names(folder: Path) -> tuple[str, ...]:
    try:
        return tuple(os.listdir(folder))
    except OSError:
        return ()


@lru_cache(maxsize=4)
def _translation_dirs(root: Path, _names_in_folders: tuple) -> tuple[str, ...]:
    files = [root / lang / f"pygame-gui.{lang}.json" for lang in shipped_languages(root)]
    return tuple(str(path.parent) for path in files if path.is_file())
