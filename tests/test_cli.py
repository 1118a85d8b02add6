"""The command line: flags, what reaches the app, and where files land."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import game.__main__ as cli
import game.app
from game.storage import Settings, Storage

FLAGS = (
    "--help",
    "--lang",
    "--windowed",
    "--fullscreen",
    "--seed",
    "--demo",
    "--reset-settings",
    "--data-dir",
    "--frames",
    "--version",
)


@pytest.fixture(autouse=True)
def xdg_homes(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / "xdg" / name.lower()))


@pytest.fixture
def launched(monkeypatch):
    """Run `main(argv)` with the app replaced by a recorder; returns the Launch it was given."""
    got = {}

    def fake_run(max_frames=0, launch=None):
        got["frames"], got["launch"] = max_frames, launch
        return 0

    monkeypatch.setattr(game.app, "run", fake_run)

    def call(*argv):
        assert cli.main(list(argv)) == 0
        return got["launch"]

    return call


def test_help_lists_every_option():
    result = subprocess.run(
        [sys.executable, "-m", "game", "--help"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0
    assert result.stdout.startswith("usage: uno-table")
    for flag in FLAGS:
        assert flag in result.stdout
    for command in ("uno-table serve", "uno-table review FILE", "uno-table --selftest"):
        assert command in result.stdout  # the commands without a window are named too (issue 41)


@pytest.mark.parametrize(
    ("given", "code"),
    [
        ("en", "en"),
        ("SV", "sv"),
        ("fi_FI", "fi"),
        ("da-DK", "da"),
        ("no", "nb"),
        ("nb_NO.UTF-8", "nb"),
        ("hu", "hu"),
    ],
)
def test_lang_takes_our_codes_and_locale_names(given, code):
    assert cli.parse_args(["--lang", given]).lang == code


def test_defaults():
    args = cli.parse_args([])
    got = (args.lang, args.fullscreen, args.seed, args.demo, args.reset_settings, args.data_dir, args.frames)
    assert got == (None, None, None, False, False, None, 0)


@pytest.mark.parametrize(
    "argv",
    [
        ["--windowed", "--fullscreen"],
        ["--lang", "not a language"],
        ["--lang", "klingon"],
        ["--seed", "-3"],
        ["--seed", "x"],
        ["--frames", "-1"],
        ["--unknown"],
    ],
)
def test_bad_command_lines_are_refused_with_usage(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        cli.parse_args(argv)
    assert stop.value.code == 2
    assert "usage: uno-table" in capsys.readouterr().err


def test_options_reach_the_app(launched, tmp_path):
    launch = launched(
        "--lang",
        "sv_SE.UTF-8",
        "--fullscreen",
        "--seed",
        "0x10",
        "--demo",
        "--frames",
        "7",
        "--data-dir",
        str(tmp_path / "d"),
    )
    assert launch.language == "sv"
    assert launch.fullscreen is True
    assert launch.seed == 16 and launch.demo is True and launch.frames == 7
    assert launch.settings == Settings()
    assert launch.storage.paths.config_dir == tmp_path / "d" / "config"


def test_the_command_line_overrides_settings_for_this_run_only(launched, tmp_path):
    data = tmp_path / "d"
    Storage.open(data).save_settings(Settings(language="fi", fullscreen=True, window_size=(1024, 600)))
    launch = launched("--data-dir", str(data))
    assert (launch.language, launch.fullscreen, launch.window_size) == ("fi", True, (1024, 600))
    launch = launched("--data-dir", str(data), "--windowed", "--lang", "hu")
    assert (launch.language, launch.fullscreen) == ("hu", False)
    assert Storage.open(data).load_settings().language == "fi"  # not written back


def test_reset_settings_keeps_the_old_file_and_says_so(launched, tmp_path):
    data = tmp_path / "d"
    store = Storage.open(data)
    store.save_settings(Settings(colorblind=True))
    old = store.paths.settings_file.read_bytes()
    launch = launched("--data-dir", str(data), "--reset-settings")
    assert launch.settings == Settings()
    assert [n.kind for n in launch.notices] == ["reset"]
    assert Path(launch.notices[0].moved_to).read_bytes() == old


def test_a_bad_settings_file_becomes_a_notice_for_the_ui(launched, tmp_path):
    data = tmp_path / "d"
    store = Storage.open(data)
    store.paths.config_dir.mkdir(parents=True)
    store.paths.settings_file.write_text('{"version": 1, "window_size": "huge"}')
    launch = launched("--data-dir", str(data))
    assert launch.settings == Settings()
    assert [n.kind for n in launch.notices] == ["wrong_shape"]
    log = (data / "logs" / "uno-table.log").read_text()
    assert "settings file did not contain" in log  # and in the log


def test_a_real_start_writes_only_in_the_user_folders(tmp_path):
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(Path(__file__).resolve().parent.parent),
    )
    result = subprocess.run(
        [sys.executable, "-m", "game", "--frames", "2", "--windowed", "--seed", "4"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert list(cwd.iterdir()) == []  # nothing next to where it was started
    logs = list((tmp_path / "xdg" / "state").rglob("uno-table.log"))
    assert len(logs) == 1 and "starting" in logs[0].read_text()


def test_data_dir_holds_everything_after_a_real_start(tmp_path):
    data = tmp_path / "mine"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    Storage.open(data).save_settings(Settings(window_size=(1000, 600)))
    result = subprocess.run(
        [sys.executable, "-m", "game", "--frames", "1", "--data-dir", str(data)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert (data / "logs" / "uno-table.log").exists()
    assert json.loads((data / "config" / "settings.json").read_text())["window_size"] == [1000, 600]
    assert not (tmp_path / "xdg").exists()  # the user folders were not touched
