"""Which engine runs: the modules compiled with mypyc when they load, else the pure Python source.

Release builds (setup.py with UNO_TABLE_MYPYC=1, packaging/) ship each engine module twice: as a C
extension next to its `.py` source. Python prefers the extension; when one cannot load (a missing
runtime library, a damaged file, another platform's build), `load` forgets every engine module
imported so far and imports them all again from source, so the game still runs, only slower.
This module itself is never compiled.

A source tree (or a wheel without compiled modules) has nothing to decide: there the package imports
each module when it is first used (issue 44: the main menu needs the cards, not the engine), and
`engine()` says "pure" once all are loaded.
"""

from __future__ import annotations

import importlib
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from types import ModuleType

PACKAGE = __name__.rpartition(".")[0]
#: the modules setup.py compiles (tests/test_engine_build.py checks the two lists agree)
COMPILED_MODULES = (
    "actions",
    "cards",
    "editions",
    "effects",
    "engine",
    "errors",
    "events",
    "legal",
    "options",
    "piles",
    "scoring",
    "setup",
    "state",
    "turns",
    "view",
)


def is_compiled(module: ModuleType) -> bool:
    return not (getattr(module, "__file__", None) or "").endswith((".py", ".pyc"))


class PureSourceFinder:
    """Finds the engine's modules as their `.py` source, never as extensions (a meta path finder:
    importlib.abc's base class is not needed, and importing it costs a hundredth of the start)."""

    def __init__(self, folder: str) -> None:
        self.folder = folder

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        source = os.path.join(self.folder, name + ".py")
        if package != PACKAGE or not os.path.isfile(source):
            return None
        import importlib.util

        return importlib.util.spec_from_file_location(fullname, source)


def load() -> str:
    """Import the engine's modules; returns "compiled", "pure", or "pure (compiled failed: why)"."""
    try:
        modules = [importlib.import_module(f"{PACKAGE}.{name}") for name in COMPILED_MODULES]
    except ImportError as exc:
        if exc.name is not None and exc.name.startswith(PACKAGE) and exc.path is None:
            raise  # a module that is not there at all: a real error, not a broken build
        folder = os.path.dirname(os.path.abspath(__file__))
        for name in [n for n in sys.modules if n.startswith(PACKAGE + ".") and n != __name__]:
            del sys.modules[name]
        sys.meta_path.insert(0, PureSourceFinder(folder))
        for name in COMPILED_MODULES:
            importlib.import_module(f"{PACKAGE}.{name}")
        return f"pure (compiled failed: {exc})"
    return "compiled" if all(is_compiled(m) for m in modules) else "pure"


def compiled_build() -> bool:
    """Whether this installation has the engine compiled (an extension module beside the source),
    found without importing it."""
    from importlib.util import find_spec

    spec = find_spec(f"{PACKAGE}.{COMPILED_MODULES[0]}")
    origin = (spec.origin if spec is not None else None) or ""
    return origin.endswith(tuple(EXTENSION_SUFFIXES))


_engine: str | None = None


def engine() -> str:
    """The engine this process runs, decided (and every module of it imported) on the first call."""
    global _engine
    if _engine is None:
        _engine = load()
    return _engine
