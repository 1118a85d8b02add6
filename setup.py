"""Build hook. Everything else is in pyproject.toml.

With UNO_TABLE_MYPYC=1 (and the `compile` extra installed, building with --no-build-isolation), the
rules engine is compiled to C with mypyc: the same source, about 1.8x faster (`make bench`: 5.3-5.4x
RLCard compiled against 2.8x pure at 2 seats, README), which `make wheel` and the frozen builds ship
(packaging/compile_engine.py reads the list below). Without it the package is pure Python, and an
editable checkout never has compiled modules that could shadow edited source. The modules listed here
are game/rules/_loader.py's COMPILED_MODULES (a test checks).
"""

import os
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithParsedTranslations(build_py):
    """The package as usual, and the shipped Fluent files parsed ahead into game/locales/_parsed
    (issue 44, game/i18n/parsed_cache.py): the first start reads them instead of parsing. Needs the
    game's dependencies in the build environment (`make wheel` builds without isolation); without
    them the wheel simply has none and the game parses, then keeps its own in the user cache folder."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):  # an editable install reads the source tree
            return
        folder = Path(self.build_lib) / "game" / "locales" / "_parsed"
        root = Path(__file__).resolve().parent
        done = subprocess.run(
            [sys.executable, "-m", "game.i18n", "parsed-cache", str(folder)], cwd=root, check=False
        )
        if done.returncode != 0:
            print("setup.py: the translations are not parsed ahead (the game parses them itself)")


ENGINE_MODULES = [
    "game/rules/" + name + ".py"
    for name in (
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
]

ext_modules = []
if os.environ.get("UNO_TABLE_MYPYC") == "1":
    from mypyc.build import mypycify

    ext_modules = mypycify(ENGINE_MODULES, opt_level="3")

setup(ext_modules=ext_modules, cmdclass={"build_py": BuildWithParsedTranslations})
