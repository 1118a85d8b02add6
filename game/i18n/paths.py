"""Where our data lives: `locales/` and `assets/fonts/`, found through one function each.

`locales/` and `assets/` sit at the top of the repository, beside the `game` package. Finding them
in a checkout, an installed wheel or a frozen build is the business of `game.resources` (when that
module is present); without it, the checkout layout, `UNO_TABLE_DATA` and `sys._MEIPASS` are tried
here. `set_data_root()` points this package at another folder holding `locales/` and `assets/`
(tests, tools), ahead of everything else.
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


def _own_lookup(name: str) -> Path:
    env = os.environ.get("UNO_TABLE_DATA")
    if env:
        return Path(env) / name
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / name
    # game/i18n/paths.py -> the repository root beside the `game` package
    return Path(__file__).resolve().parent.parent.parent / name


def _data_dir(name: str) -> Path:
    if _override is not None:
        return _override / name
    try:
        from game.resources import data_dir
    except ImportError:
        return _own_lookup(name)
    return data_dir(name)


def data_root() -> Path:
    """The folder holding `locales/` (and, in a checkout, `assets/`)."""
    return _data_dir("locales").parent


def locales_dir() -> Path:
    """The `locales/` folder: one sub-folder per language code, each with `*.ftl` files."""
    return _data_dir("locales")


def fonts_dir() -> Path:
    """The `assets/fonts/` folder with the shipped font family and its licence."""
    return _data_dir("assets") / "fonts"


#: the font family every string is drawn in (Noto Sans: Latin, with all of our six languages)
FONT_REGULAR = "NotoSans-Regular.ttf"
FONT_BOLD = "NotoSans-Bold.ttf"


def font_path(bold: bool = False) -> Path:
    """The shipped font file (regular or bold) that covers every character of our languages."""
    return fonts_dir() / (FONT_BOLD if bold else FONT_REGULAR)
