"""Where the shipped data is: `assets/` (fonts, themes, images) and `locales/` (Fluent files).

In the repository both folders sit at the top level, beside the `game` package (a product rule).
The three ways the game runs find them in three places:

* a source checkout (or an editable install): `<repo>/assets`, `<repo>/locales`;
* an installed wheel: package data `game/assets`, `game/locales` (pyproject.toml maps the
  top-level folders to the packages `game.assets` and `game.locales`), found with
  `importlib.resources`;
* a PyInstaller build: `assets/` and `locales/` inside the bundle (`sys._MEIPASS`), as
  `packaging/uno-table.spec` lays them out.

`UNO_TABLE_DATA` (a folder holding `assets/` and `locales/`) overrides all three.
"""

from __future__ import annotations

import os
import sys
from functools import cache
from importlib import resources
from pathlib import Path

ENV_VAR = "UNO_TABLE_DATA"
_NAMES = ("assets", "locales")


@cache
def _installed(name: str) -> Path | None:
    """`game/<name>` as installed package data (a wheel), else None (asked once: importlib.resources
    takes about a millisecond, and the start asked 33 times, issue 44)."""
    try:
        folder = resources.files("game").joinpath(name)
    except (ModuleNotFoundError, TypeError):  # pragma: no cover - `game` is always importable here
        return None
    path = Path(str(folder))
    return path if path.is_dir() else None


@cache
def _checkout(name: str) -> Path | None:
    """`<repo>/<name>` beside the `game` package in a source checkout, else None."""
    root = Path(__file__).resolve().parent.parent
    # a source checkout has its pyproject.toml there; an install directory (site-packages) has not
    if (root / "pyproject.toml").is_file() and (root / name).is_dir():
        return root / name
    return None


def _bundle(name: str) -> Path | None:
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / name
    return None


def data_dir(name: str) -> Path:
    """The folder `name` ("assets" or "locales") of the running program.

    Raises FileNotFoundError naming every place looked at when it is nowhere.
    """
    if name not in _NAMES:
        raise ValueError(f"unknown data folder {name!r} (one of {', '.join(_NAMES)})")
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env) / name
    tried = []
    for where in (_bundle, _installed, _checkout):
        found = where(name)
        if found is not None:
            return found
        tried.append(where.__name__.strip("_"))
    raise FileNotFoundError(
        f"no {name}/ folder found (looked in: {', '.join(tried)}); set {ENV_VAR} to a folder holding {name}/"
    )


def assets_dir() -> Path:
    """The `assets/` folder: `fonts/`, `themes/`, images and sounds."""
    return data_dir("assets")


def locales_dir() -> Path:
    """The `locales/` folder: one sub-folder per language code, each with `*.ftl` files."""
    return data_dir("locales")


def data_files(name: str) -> list[Path]:
    """Every shipped file below `data_dir(name)` (sorted; no hidden files such as .gitkeep)."""
    root = data_dir(name)
    return sorted(
        p
        for p in root.rglob("*")
        if p.is_file()
        and not any(part.startswith(".") for part in p.relative_to(root).parts)
        and "__pycache__" not in p.parts
    )
