"""Build hook. Everything else is in pyproject.toml.

With UNO_TABLE_MYPYC=1 (and the `compile` extra installed, building with --no-build-isolation), the
rules engine is compiled to C with mypyc: the same source, about 1.8x faster (`make bench`: 5.3-5.4x
RLCard compiled against 2.8x pure at 2 seats, README), which `make wheel` and the frozen builds ship
(packaging/compile_engine.py reads the list below). Without it the package is pure Python, and an
editable checkout never has compiled modules that could shadow edited source. The modules listed here
are game/rules/_loader.py's COMPILED_MODULES (a test checks).
"""

import os

from setuptools import setup

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

setup(ext_modules=ext_modules)
