"""Packaging, fast part: where the data is found (checkout, installed, frozen), the package list, the
self-test's command line, report and failure paths. The wheel in a fresh venv: test_packaging_wheel.py;
the Linux tarball and .deb: test_packaging_linux.py."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import resources, selftest
from game.selftest import report as selftest_report
from game.selftest import rounds as selftest_rounds

ROOT = Path(__file__).resolve().parent.parent


# ------------------------------------------------------------------------------------ game/resources.py


def test_checkout_finds_the_top_level_folders(monkeypatch):
    monkeypatch.delenv(resources.ENV_VAR, raising=False)
    assert resources.assets_dir() == ROOT / "assets"
    assert resources.locales_dir() == ROOT / "locales"
    assert (resources.assets_dir() / "fonts").is_dir()


def test_env_var_overrides_everything(monkeypatch, tmp_path):
    monkeypatch.setenv(resources.ENV_VAR, str(tmp_path))
    assert resources.assets_dir() == tmp_path / "assets"
    assert resources.locales_dir() == tmp_path / "locales"


def test_frozen_build_reads_the_bundle(monkeypatch, tmp_path):
    monkeypatch.delenv(resources.ENV_VAR, raising=False)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.assets_dir() == tmp_path / "assets"
    assert resources.locales_dir() == tmp_path / "locales"


def test_unknown_folder_is_refused():
    with pytest.raises(ValueError):
        resources.data_dir("saves")


def test_installed_layout_reads_package_data(tmp_path):
    """As a wheel installs it: site/game/{assets,locales}, no pyproject.toml beside the package."""
    site = tmp_path / "site"
    (site / "game" / "assets" / "fonts").mkdir(parents=True)
    (site / "game" / "locales" / "en").mkdir(parents=True)
    shutil.copy(ROOT / "game" / "__init__.py", site / "game")
    shutil.copy(ROOT / "game" / "resources.py", site / "game")
    (site / "game" / "assets" / "fonts" / "x.ttf").write_bytes(b"x")
    (site / "game" / "assets" / ".gitkeep").write_bytes(b"")
    (site / "game" / "locales" / "en" / "ui.ftl").write_text("hello = Hello\n", encoding="utf-8")
    code = (
        "import json, game.resources as r; print(json.dumps([str(r.assets_dir()), str(r.locales_dir()), "
        "[p.name for p in r.data_files('assets')]]))"
    )
    out = subprocess.run(
        [sys.executable, "-S", "-c", code], cwd=site, capture_output=True, text=True, check=True
    )
    assets, locales, files = json.loads(out.stdout)
    assert Path(assets) == site / "game" / "assets"
    assert Path(locales) == site / "game" / "locales"
    assert files == ["x.ttf"]  # hidden files such as .gitkeep are not data


def test_nowhere_is_an_error_naming_the_places(tmp_path):
    site = tmp_path / "site"
    (site / "game").mkdir(parents=True)
    shutil.copy(ROOT / "game" / "__init__.py", site / "game")
    shutil.copy(ROOT / "game" / "resources.py", site / "game")
    code = "import game.resources as r; r.assets_dir()"
    out = subprocess.run([sys.executable, "-S", "-c", code], cwd=site, capture_output=True, text=True)
    assert out.returncode != 0
    assert "FileNotFoundError" in out.stderr and "UNO_TABLE_DATA" in out.stderr


# ------------------------------------------------------------------------------------ pyproject.toml


def _tracked_packages() -> set[str]:
    """game.* packages with Python files committed to git (work in progress of others is not yet one)."""
    out = subprocess.run(["git", "ls-files", "game"], cwd=ROOT, capture_output=True, text=True)
    if out.returncode != 0:
        pytest.skip("not a git checkout")
    return {".".join(Path(f).parent.parts) for f in out.stdout.split() if f.endswith(".py")}


def test_pyproject_lists_every_game_package_and_maps_the_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    missing = _tracked_packages() - listed
    assert not missing, (
        f"add {sorted(missing)} to [tool.setuptools] packages in pyproject.toml, "
        "or the wheel ships without them"
    )
    assert config["package-dir"] == {"game.assets": "assets", "game.locales": "locales"}
    assert {"game.assets", "game.locales"} <= listed
    data = {"game.assets": ROOT / "assets", "game.locales": ROOT / "locales"}
    data_folders = {
        f"{pkg}." + ".".join(d.relative_to(root).parts)
        for pkg, root in data.items()
        for d in root.rglob("*")
        if d.is_dir()
    }
    missing = data_folders - listed
    assert not missing, (
        f"add {sorted(missing)} to [tool.setuptools] packages: setuptools warns about "
        "every data folder left out, at every install"
    )
    for name in listed - set(data) - data_folders:
        assert (ROOT / Path(*name.split("."))).is_dir(), f"{name} is listed but has no folder"


# ------------------------------------------------------------------------------------ game/selftest.py


def test_selftest_flag_is_recognised_anywhere():
    assert selftest.wants_selftest(["--selftest"])
    assert selftest.wants_selftest(["--lang", "sv", "--selftest"])
    assert not selftest.wants_selftest(["--demo"])
    assert not selftest.wants_selftest([])


def test_selftest_options(tmp_path):
    assert selftest.parse(["--selftest"]) == (None, selftest.DEFAULT_FRAMES, False)
    assert selftest.parse(
        [
            "--selftest",
            "--selftest-report",
            str(tmp_path / "r.json"),
            "--selftest-frames=5",
            "--selftest-window",
        ]
    ) == (tmp_path / "r.json", 5, True)
    for bad in (
        ["--selftest", "--selftest-frames", "0"],
        ["--selftest", "--selftest-report"],
        ["--selftest", "--demo"],
    ):
        with pytest.raises(ValueError):
            selftest.parse(bad)


def test_bad_option_exits_2_without_a_report(tmp_path, capsys):
    from game.__main__ import main

    assert main(["--selftest", "--selftest-frames", "x"]) == 2
    assert "usage: uno-table --selftest" in capsys.readouterr().out


def test_selftest_passes_here_and_writes_its_report(tmp_path, monkeypatch):
    from game.__main__ import main

    monkeypatch.delenv(resources.ENV_VAR, raising=False)
    report_file = tmp_path / "out" / "report.json"
    assert main(["--selftest", "--selftest-report", str(report_file), "--selftest-frames", "3"]) == 0
    report = json.loads(report_file.read_text(encoding="utf-8"))
    assert report["ok"] is True and report["failed"] == []
    assert report["engine"] == "pure"  # the source tree; release builds report "compiled" (ci-build.sh)
    checks = {c["name"]: c for c in report["checks"]}
    assert checks["assets"]["details"]["kinds"]["font"] >= 2
    # sound (issue 24): the dummy driver opens, so every sound of the event table loaded
    assert checks["audio"]["details"]["initialised"] is True and checks["audio"]["details"]["sounds"] > 20
    languages = checks["locales"]["details"]["messages"]
    assert {"en"} <= set(languages) and all(count > 0 for count in languages.values())
    assert checks["render-start-window"]["details"]["frames"] >= 3
    assert checks["render-start-window"]["details"]["colours_in_last_frame"] >= 2
    # pygame-gui shows our own translations of its dialog strings (locales/<lang>/pygame-gui.<lang>.json)
    ours = {p.parent.name for p in (ROOT / "locales").glob("*/pygame-gui.*.json")}
    gui = checks["render-gui-themes"]["details"]["gui_languages"]
    assert set(gui["our_translations_shown"]) == ours
    for edition in ("classic", "power", "modern"):
        played = checks[f"round-{edition}"]
        assert played["status"] == "ok"
        assert played["details"]["phase"] in ("round_over", "game_over")
        assert played["details"]["moves"] > 0


def test_missing_data_fails_with_exit_1_and_says_what(tmp_path, monkeypatch):
    (tmp_path / "data" / "assets").mkdir(parents=True)
    (tmp_path / "data" / "locales" / "en").mkdir(parents=True)
    (tmp_path / "data" / "locales" / "en" / "ui.ftl").write_text("broken = {\n", encoding="utf-8")
    monkeypatch.setenv(resources.ENV_VAR, str(tmp_path / "data"))
    report_file = tmp_path / "report.json"
    assert selftest.main(["--selftest", "--selftest-report", str(report_file), "--selftest-frames", "2"]) == 1
    report = json.loads(report_file.read_text(encoding="utf-8"))
    assert report["ok"] is False
    assert {"assets", "locales"} <= set(report["failed"])
    checks = {c["name"]: c for c in report["checks"]}
    assert "no asset files" in checks["assets"]["error"]
    assert "ui.ftl" in checks["locales"]["error"]
    assert checks["round-classic"]["status"] == "ok"  # the rest still ran


def test_round_without_ai_uses_random_legal_moves(monkeypatch):
    monkeypatch.setitem(sys.modules, "game.ai", None)  # import game.ai -> ImportError
    result = selftest_rounds.play_round("power", seed=3)
    assert result["policy"].startswith("random legal moves")
    assert result["phase"] in ("round_over", "game_over")


def test_a_crash_in_a_check_is_a_failure_not_a_crash():
    def boom():
        raise RuntimeError("broken")

    entry = selftest_report._run_check("x", boom)
    assert entry["status"] == "failed" and entry["error"] == "RuntimeError: broken"
    assert selftest_report._run_check("y", lambda: {"a": 1})["status"] == "ok"
