"""Settings: where they live, what they hold, bad files, reset, and surviving a restart."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules import Options
from game.storage import Paths, Seat, Settings, Setup, Storage


@pytest.fixture
def xdg(tmp_path, monkeypatch):
    homes = {}
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        homes[name] = tmp_path / name.lower()
        monkeypatch.setenv(f"XDG_{name}_HOME", str(homes[name]))
    return homes


def full_settings() -> Settings:
    setup = Setup(
        "modern",
        (Seat("Åsa"), Seat("Computer 1", "ai", "hard"), Seat("Kalle")),
        Options(stacking=True, custom_cards=("extra_turn", "plain", "hand_to_seven"), target=300),
    )
    return Settings(
        language="nb",
        window_size=(1600, 900),
        fullscreen=True,
        animation_speed="instant",
        colorblind=True,
        default_names=("Åsa", "Kalle"),
        last_setup=setup,
    )


@pytest.mark.skipif(sys.platform != "linux", reason="XDG folders are the Linux convention")
def test_the_folders_follow_xdg_and_nothing_lands_elsewhere(xdg):
    paths = Paths.resolve()
    assert paths.config_dir == xdg["CONFIG"] / "uno-table"
    assert paths.data_dir == xdg["DATA"] / "uno-table"
    assert paths.log_dir.is_relative_to(xdg["STATE"])
    store = Storage.open()
    assert store.save_settings(full_settings())
    assert paths.settings_file.is_file()


def test_data_dir_puts_everything_under_it(tmp_path):
    paths = Paths.resolve(tmp_path / "mine")
    for folder in (paths.config_dir, paths.data_dir, paths.log_dir, paths.saves_dir, paths.replays_dir):
        assert folder.is_relative_to(tmp_path / "mine")
    assert paths.settings_file.parent == tmp_path / "mine" / "config"


def test_defaults_when_there_is_no_file(xdg):
    store = Storage.open()
    settings = store.load_settings()
    assert settings == Settings()
    assert settings.language is None  # from the system locale
    assert settings.animator_speed == 1.0
    assert store.take_notices() == []


def test_every_field_round_trips(xdg):
    store = Storage.open()
    settings = full_settings()
    store.save_settings(settings)
    again = Storage.open().load_settings()
    assert again == settings
    assert again.animator_speed == 0.0  # instant
    assert again.last_setup.options.custom_cards == ("extra_turn", "plain", "hand_to_seven")


def test_a_lesson_left_round_trips(xdg):
    """Issue 41: a lesson of Learn to play left before its end is kept in the settings to go on with."""
    from game.storage import LessonLeft

    store = Storage.open()
    left = LessonLeft("power", 3, ((0, '{"card": "r7", "color": "r", "do": "play"}'), (1, '{"do": "draw"}')))
    store.save_settings(Settings().with_lesson_left("power", left))
    again = Storage.open().load_settings()
    assert again.lesson_left("power") == left and again.lesson_left("classic") is None
    assert again.with_lesson_left("power", None).lessons_left == ()


def test_missing_keys_take_their_defaults(xdg):
    store = Storage.open()
    store.paths.config_dir.mkdir(parents=True)
    store.paths.settings_file.write_text(json.dumps({"version": 1, "colorblind": True}))
    assert store.load_settings() == Settings(colorblind=True)
    assert store.take_notices() == []


BAD_SETTINGS = {
    "empty": ("", "empty"),
    "truncated": (json.dumps(full_settings().to_json())[:-20], "truncated"),
    "not_json": ("<settings/>", "not_json"),
    "not_an_object": ("[]", "wrong_shape"),
    "newer": (json.dumps({"version": 99}), "newer_version"),
    "window_text": (json.dumps({"version": 1, "window_size": "big"}), "wrong_shape"),
    "window_tiny": (json.dumps({"version": 1, "window_size": [10, 10]}), "wrong_shape"),
    "fullscreen_text": (json.dumps({"version": 1, "fullscreen": "yes"}), "wrong_shape"),
    "speed_unknown": (json.dumps({"version": 1, "animation_speed": "warp"}), "wrong_shape"),
    "language_junk": (json.dumps({"version": 1, "language": "../../etc"}), "wrong_shape"),
    "names_not_text": (json.dumps({"version": 1, "default_names": [1, 2]}), "wrong_shape"),
    "setup_unknown_edition": (
        json.dumps({"version": 1, "last_setup": {"ruleset": "chess", "seats": []}}),
        "wrong_shape",
    ),
    "setup_bad_option": (
        json.dumps(
            {
                "version": 1,
                "last_setup": {
                    "ruleset": "classic",
                    "seats": [{"name": "A", "kind": "person"}, {"name": "B", "kind": "person"}],
                    "options": {"uno_penalty": 3},
                },
            }
        ),
        "wrong_shape",
    ),
    "setup_unknown_option": (
        json.dumps(
            {
                "version": 1,
                "last_setup": {
                    "ruleset": "classic",
                    "seats": [{"name": "A", "kind": "person"}, {"name": "B", "kind": "person"}],
                    "options": {"teleport": True},
                },
            }
        ),
        "wrong_shape",
    ),
    "setup_bool_as_number": (
        json.dumps(
            {
                "version": 1,
                "last_setup": {
                    "ruleset": "classic",
                    "seats": [{"name": "A", "kind": "person"}, {"name": "B", "kind": "person"}],
                    "options": {"target": True},
                },
            }
        ),
        "wrong_shape",
    ),
    "lesson_left_without_edition": (
        json.dumps({"version": 1, "lessons_left": [{"step": 2, "moves": []}]}),
        "wrong_shape",
    ),
    "lesson_left_moves_not_moves": (
        json.dumps({"version": 1, "lessons_left": [{"edition": "classic", "step": 2, "moves": [["0", {}]]}]}),
        "wrong_shape",
    ),
    "setup_ai_without_level": (
        json.dumps(
            {
                "version": 1,
                "last_setup": {
                    "ruleset": "classic",
                    "seats": [{"name": "A", "kind": "ai"}, {"name": "B", "kind": "person"}],
                },
            }
        ),
        "wrong_shape",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_SETTINGS))
def test_bad_settings_files_are_kept_aside_and_defaults_used(xdg, case):
    text, kind = BAD_SETTINGS[case]
    store = Storage.open()
    store.paths.config_dir.mkdir(parents=True)
    store.paths.settings_file.write_text(text, "utf-8")
    assert store.load_settings() == Settings()
    notices = store.take_notices()
    assert [n.kind for n in notices] == [kind]
    kept = Path(notices[0].moved_to)
    assert kept.read_text("utf-8") == text and kept.parent == store.paths.config_dir
    assert not store.paths.settings_file.exists()
    # the game goes on: the next save works and loads cleanly
    assert store.save_settings(Settings(colorblind=True))
    assert store.load_settings() == Settings(colorblind=True) and store.take_notices() == []


def test_reset_moves_the_old_file_aside_and_says_so(xdg):
    store = Storage.open()
    store.save_settings(full_settings())
    before = store.paths.settings_file.read_bytes()
    assert store.reset_settings() == Settings()
    notices = store.take_notices()
    assert [n.kind for n in notices] == ["reset"]
    assert Path(notices[0].moved_to).read_bytes() == before
    assert Storage.open().load_settings() == Settings()
    assert store.reset_settings() == Settings() and store.take_notices() == []  # nothing to move


def test_an_unwritable_folder_is_reported_not_raised(tmp_path):
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the folder should be")
    store = Storage(Paths(blocker / "config", blocker / "data", blocker / "logs"))
    assert store.save_settings(Settings()) is False
    assert [n.kind for n in store.take_notices()] == ["not_saved"]


def test_language_codes_are_normalised():
    from game.storage import normalize_language

    assert normalize_language("nb_NO") == "nb-NO"
    assert normalize_language(" SV ") == "sv"
    for bad in ("", "english!", "../x", "e"):
        with pytest.raises(ValueError):
            normalize_language(bad)


WRITE = """
from game.storage import Settings, Storage
Storage.open().save_settings(Settings(language="fi", window_size=(1024, 768), animation_speed="fast",
                                      default_names=("Aino", "Eero")))
"""
READ = """
import json
from game.storage import Storage
store = Storage.open()
print(json.dumps({"settings": store.load_settings().to_json(), "notices": len(store.take_notices())}))
"""


def test_settings_survive_a_restart(xdg):
    env = dict(os.environ)
    subprocess.run([sys.executable, "-c", WRITE], check=True, env=env, timeout=60)
    out = subprocess.run(
        [sys.executable, "-c", READ], check=True, env=env, capture_output=True, text=True, timeout=60
    ).stdout
    result = json.loads(out)
    assert result["notices"] == 0
    assert result["settings"]["language"] == "fi"
    assert result["settings"]["window_size"] == [1024, 768]
    assert result["settings"]["animation_speed"] == "fast"
    assert result["settings"]["default_names"] == ["Aino", "Eero"]
