"""The atomic writer and the versioned-JSON loader: every kind of bad file is moved aside and reported."""

import json
import logging
import os
import time

import pytest

from game.storage import files
from game.storage.files import (
    Notice,
    ShapeError,
    atomic_write_bytes,
    atomic_write_json,
    expect,
    load_versioned,
    move_aside,
    remove_stale_temp_files,
)


def parse_thing(data):
    expect(isinstance(data.get("n"), int), "n is not a number")
    return data["n"]


GOOD = json.dumps({"version": 2, "n": 5}).encode()

BAD_FILES = {
    "empty": (b"", "empty"),
    "blank": (b"  \n\t\n", "empty"),
    "truncated": (GOOD[: len(GOOD) // 2], "truncated"),
    "truncated_after_brace": (b'{"version": 2, "n": 5', "truncated"),
    "not_json": (b"version = 2\nn = 5\n", "not_json"),
    "garbage_tail": (GOOD + b"}}", "not_json"),
    "binary": (bytes(range(256)), "not_json"),
    "list": (b"[1, 2, 3]", "wrong_shape"),
    "no_version": (b'{"n": 5}', "wrong_shape"),
    "text_version": (b'{"version": "2", "n": 5}', "wrong_shape"),
    "bool_version": (b'{"version": true, "n": 5}', "wrong_shape"),
    "version_zero": (b'{"version": 0, "n": 5}', "wrong_shape"),
    "field_wrong_type": (b'{"version": 2, "n": "five"}', "wrong_shape"),
    "newer_version": (b'{"version": 3, "n": 5}', "newer_version"),
    "deeply_nested": (b"[" * 100000 + b"]" * 100000, "not_json"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_every_kind_of_bad_file_is_moved_aside_reported_and_gives_defaults(tmp_path, caplog, case):
    raw, kind = BAD_FILES[case]
    path = tmp_path / "thing.json"
    path.write_bytes(raw)
    notices: list[Notice] = []
    with caplog.at_level(logging.WARNING):
        assert load_versioned(path, "settings", 2, parse_thing, notices) is None
    assert not path.exists()
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("thing.json.bad-")]
    assert len(kept) == 1 and kept[0].read_bytes() == raw  # kept as it was, not deleted
    assert [n.kind for n in notices] == [kind]
    notice = notices[0]
    assert notice.moved_to == str(kept[0]) and notice.path == str(path)
    words = notice.text()
    assert "settings file" in words and str(kept[0]) in words and "default settings are used" in words
    assert notice.message_id == "storage-" + kind.replace("_", "-")
    assert any(str(path) in record.getMessage() for record in caplog.records)  # logged too


def test_a_good_file_loads_and_stays(tmp_path):
    path = tmp_path / "thing.json"
    path.write_bytes(GOOD)
    notices = []
    assert load_versioned(path, "settings", 2, parse_thing, notices) == 5
    assert notices == [] and path.read_bytes() == GOOD


def test_a_missing_file_is_not_a_problem(tmp_path):
    notices = []
    assert load_versioned(tmp_path / "nothing.json", "settings", 1, parse_thing, notices) is None
    assert notices == [] and list(tmp_path.iterdir()) == []


def test_older_versions_are_migrated_step_by_step(tmp_path):
    path = tmp_path / "thing.json"
    path.write_text(json.dumps({"version": 1, "count": 4}))
    migrations = {1: lambda d: {"version": 2, "n": d["count"] + 1}}
    notices = []
    assert load_versioned(path, "settings", 2, parse_thing, notices, migrations) == 5
    assert notices == []
    # without a migration the old file is wrong for us: moved aside, not misread
    assert load_versioned(path, "settings", 2, parse_thing, notices) is None
    assert notices[0].kind == "wrong_shape" and "no longer read" in notices[0].detail


def test_a_folder_in_place_of_the_file_is_reported(tmp_path):
    (tmp_path / "thing.json").mkdir()
    notices = []
    assert load_versioned(tmp_path / "thing.json", "statistics", 1, parse_thing, notices) is None
    assert notices[0].kind == "unreadable" and notices[0].moved_to


def test_atomic_write_replaces_the_file_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "deep" / "er" / "x.json"
    atomic_write_json(path, {"version": 1, "n": "ä"})
    atomic_write_json(path, {"version": 1, "n": 2})
    assert json.loads(path.read_text("utf-8")) == {"version": 1, "n": 2}
    assert os.listdir(path.parent) == ["x.json"]


def test_a_failed_write_keeps_the_old_file_and_cleans_up(tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    atomic_write_bytes(path, b"old")

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_bytes(path, b"new")
    assert path.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["x.json"]


def test_move_aside_never_overwrites_an_earlier_bad_file(tmp_path):
    path = tmp_path / "x.json"
    moved = []
    for content in (b"one", b"two", b"three"):
        path.write_bytes(content)
        moved.append(move_aside(path))
    assert len(set(moved)) == 3
    assert sorted(p.read_bytes() for p in moved) == [b"one", b"three", b"two"]
    assert move_aside(tmp_path / "missing.json") is None


def test_stale_temporary_files_are_removed_and_others_kept(tmp_path):
    stale = tmp_path / ".settings.json.abc.tmp"
    fresh = tmp_path / ".settings.json.def.tmp"
    other = tmp_path / "settings.json"
    for p in (stale, fresh, other):
        p.write_text("x")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert remove_stale_temp_files(tmp_path, older_than=60) == 1
    assert not stale.exists() and fresh.exists() and other.exists()


def test_expect_raises_shape_error_with_the_detail():
    with pytest.raises(ShapeError, match="the detail"):
        expect(False, "the detail")
    expect(True, "unused")


def test_a_file_cut_short_anywhere_is_called_truncated():
    doc = {
        "version": 1,
        "name": 'Åsa "the" \\ best',
        "size": [1280, -7.5e3],
        "on": True,
        "off": False,
        "none": None,
        "nested": {"list": [{"a": "b"}, []]},
    }
    for text in (json.dumps(doc), json.dumps(doc, indent=2), json.dumps(doc, ensure_ascii=True)):
        raw = text.encode("utf-8")
        for cut in range(1, len(raw)):
            data, kind, detail = files.classify_bytes(raw[:cut])
            assert kind == "truncated", (raw[:cut], kind, detail)
        assert files.classify_bytes(raw) == (doc, None, "")
