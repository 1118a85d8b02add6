"""Where our data lives: the one place that knows it, so a frozen build can redirect it.

`locales/` and `assets/` sit at the top of the repository, beside the `game` package. A PyInstaller
build puts them beside its bundle (`sys._MEIPASS`); anything else can point the game at another
folder with `UNO_TABLE_DATA` (a folder holding `locales/` and `assets/`) or by calling
`set_data_root()` before the first message is formatted.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

_override: Path | None = None


def set_data_root(path: str | os.PathLike | None) -> None:
    """Read `locales/` and `assets/` below `path` from now on (None: back to the default)."""
    global _override
    _override = Path(path) if path is not None else None


def data_root() -> Path:
    """The folder holding `locales/` and `assets/`."""
    if _override is not None:
        return _override
    env = os.environ.get("UNO_TABLE_DATA")
    if env:
        return Path(env)
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    # game/i18n/paths.py -> the repository (or install) root two levels above the package
    return Path(__file__).resolve().parent.parent.parent


def locales_dir() -> Path:
    """The `locales/` folder: one sub-folder per language code, each with `*.ftl` files."""
    return data_root() / "locales"


def fonts_dir() -> Path:
    """The `assets/fonts/` folder with the shipped font family and its licence."""
    return data_root() / "assets" / "fonts"


#: the font family every string is drawn in (Noto Sans: Latin, with all of our six languages)
FONT_REGULAR = "NotoSans-Regular.ttf"
FONT_BOLD = "NotoSans-Bold.ttf"


def font_path(bold: bool = False) -> Path:
    """The shipped font file (regular or bold) that covers every character of our languages."""
    return fonts_dir() / (FONT_BOLD if bold else FONT_REGULAR)
