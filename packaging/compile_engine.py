"""Compile the rules engine with mypyc into a copy of the `game` package, for the frozen build.

    python packaging/compile_engine.py build/compiled

copies game/ to build/compiled/game/ and builds each engine module (setup.py's list) as a C extension
next to its source there, plus mypyc's shared runtime module at build/compiled/. packaging/uno-table.spec
bundles that tree when UNO_TABLE_CODE names it (`make dist`). The source tree itself never gets compiled
modules, so `make play` and an editable install stay pure Python. Needs mypy and a C compiler.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def engine_modules() -> list[str]:
    """setup.py's ENGINE_MODULES (read, not imported: importing setup.py runs setup())."""
    text = (ROOT / "setup.py").read_text(encoding="utf-8")
    listed = re.search(r"for name in \(([^)]*)\)", text)
    assert listed is not None, "setup.py lists the engine modules as `for name in (...)`"
    return [f"game/rules/{name}.py" for name in re.findall(r'"(\w+)"', listed.group(1))]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    out = Path(argv[0]).resolve()
    shutil.rmtree(out / "game", ignore_errors=True)
    for old in out.glob("*__mypyc*"):
        old.unlink()
    skip = shutil.ignore_patterns("__pycache__", "*.so", "*.pyd")
    shutil.copytree(ROOT / "game", out / "game", ignore=skip)
    from mypyc.build import mypycify
    from setuptools import Distribution

    os.chdir(out)
    modules = engine_modules()
    dist = Distribution({"name": "uno-table-engine", "ext_modules": mypycify(modules, opt_level="3")})
    dist.script_args = ["build_ext", "--inplace", "--build-temp", str(out / "temp")]
    dist.parse_command_line()
    dist.run_commands()
    built = sorted(p.name for p in (out / "game" / "rules").iterdir() if p.suffix in (".so", ".pyd"))
    if len(built) != len(modules):
        print(f"expected {len(modules)} compiled modules, got {built}", file=sys.stderr)
        return 1
    print(f"compiled engine: {len(built)} modules in {out / 'game' / 'rules'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
