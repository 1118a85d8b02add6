"""The wheel, installed (not editable) into a fresh virtual environment, runs `uno-table --selftest`.

The dependencies come from a wheelhouse (build/wheelhouse, filled once by `pip download`, which reuses
pip's HTTP cache), so the install itself needs no index. About 30 s on 2 cores with a warm wheelhouse:
marked `build`, so CI's build step runs it (packaging/ci-build.sh: `pytest -m build`), `make test` not.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WHEELHOUSE = ROOT / "build" / "wheelhouse"
PIP_QUIET = ["--quiet", "--disable-pip-version-check", "--no-input"]

pytestmark = pytest.mark.build


def _run(cmd, **kw) -> subprocess.CompletedProcess:
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    assert out.returncode == 0, f"{' '.join(map(str, cmd))}\n{out.stdout[-3000:]}\n{out.stderr[-3000:]}"
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, str]:
    """The wheel and what its build printed."""
    out = tmp_path_factory.mktemp("wheel")
    run = _run([sys.executable, "-m", "pip", "wheel", *PIP_QUIET, "--no-deps", "--wheel-dir", out, ROOT])
    (found,) = out.glob("uno_table-*.whl")
    return found, run.stdout + run.stderr


@pytest.fixture(scope="module")
def wheel(built) -> Path:
    return built[0]


def test_the_build_prints_no_warning(built):
    """`make play` installs quietly: no setuptools warning (it once printed about 300 lines of them)."""
    assert "Warning" not in built[1], built[1][:2000]


def test_wheel_carries_the_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in (
        "game/resources.py",
        "game/selftest/__init__.py",
        "game/assets/fonts/NotoSans-Regular.ttf",
        "game/assets/fonts/OFL.txt",
        "game/locales/en/ui.ftl",
    ):
        assert name in names, name
    # every module of the game, in every package (a package left out of pyproject would be missing)
    sources = {p.relative_to(ROOT).as_posix() for p in (ROOT / "game").rglob("*.py")}
    assert not sources - names, sorted(sources - names)
    shipped = {p.relative_to(ROOT / "locales").as_posix() for p in (ROOT / "locales").rglob("*.ftl")}
    assert {n.removeprefix("game/locales/") for n in names if n.startswith("game/locales/")} >= shipped
    assert not [n for n in names if n.endswith(".gitkeep") or "__pycache__" in n]
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "uno-table = game.__main__:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_installed_wheel_passes_the_selftest(wheel, tmp_path):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    WHEELHOUSE.mkdir(parents=True, exist_ok=True)
    for stale in WHEELHOUSE.glob("uno_table-*.whl"):  # an earlier build's, with its older dependencies
        stale.unlink()
    # once per machine (pip's HTTP cache makes a fresh clone's download quick): every dependency's wheel
    _run([python, "-m", "pip", "download", *PIP_QUIET, "--only-binary", ":all:", "--dest", WHEELHOUSE, wheel])
    _run([python, "-m", "pip", "install", *PIP_QUIET, "--no-index", "--find-links", WHEELHOUSE, wheel])

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "UNO_TABLE_DATA", "PYTHONHOME")}
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    report_file = tmp_path / "report.json"
    run = subprocess.run(
        [bindir / "uno-table", "--selftest", "--selftest-report", report_file, "--selftest-frames", "5"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    report = json.loads(report_file.read_text(encoding="utf-8"))
    checks = {c["name"]: c for c in report["checks"]}
    site = env_dir / "lib"
    # the data comes from the installed package, not from this checkout
    assert Path(checks["assets"]["details"]["folder"]).is_relative_to(site), checks["assets"]
    assert Path(checks["locales"]["details"]["folder"]).is_relative_to(site), checks["locales"]
    for edition in ("classic", "power", "modern"):
        assert checks[f"round-{edition}"]["status"] == "ok", checks[f"round-{edition}"]
    assert run.returncode == 0, run.stdout + run.stderr
    assert report["ok"] is True and report["frozen"] is False
    assert checks["render-start-window"]["details"]["frames"] >= 5
