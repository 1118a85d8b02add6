"""pygame-gui's own dialog strings ("OK", "Cancel", the file dialog...) in our languages.

pygame-gui ships none of sv, fi, da, nb, hu. Each language folder may hold
`locales/<lang>/pygame-gui.<lang>.json` (pygame-gui's format: {"<lang>": {key: text}}, the keys of
its English file). Give `translation_dirs()` to `pygame_gui.UIManager(translation_directory_paths=...)`
and call `manager.set_locale(lang)` when the language changes. No pygame import here.
"""

from __future__ import annotations

from pathlib import Path

from .catalog import shipped_languages
from .paths import locales_dir


def translation_file(language: str) -> Path:
    return locales_dir() / language / f"pygame-gui.{language}.json"


def translation_dirs() -> list[str]:
    """The language folders that hold a pygame-gui translation file (as strings, as pygame-gui wants)."""
    files = [translation_file(lang) for lang in shipped_languages()]
    return [str(path.parent) for path in files if path.is_file()]
