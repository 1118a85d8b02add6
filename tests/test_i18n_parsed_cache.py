"""Parsed Fluent files kept between runs (issue 44, game/i18n/parsed_cache.py): a start reads them back
instead of parsing, the same texts come out, and an edited file, another parser or a damaged entry
is parsed again, never trusted."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser

from game.i18n import Localizer, locales_dir, parsed_cache, plain
from game.i18n.catalog import ParsedFile, clear_cache, parse_file, parse_source

PARTS = ("parse", "plain")
FILES = {
    "a.ftl": "msg-a = A { $n }\n    .tip = Tip\nbroken = { \n",
    "b.ftl": "msg-b = { $count ->\n    [one] one\n   *[other] many\n}\n",
}


def _tree(root: Path) -> Path:
    folder = root / "locales" / "en"
    folder.mkdir(parents=True)
    for name, text in FILES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return root / "locales"


def _parses(monkeypatch) -> list[int]:
    """Counts the parser's runs from now on (its fingerprint taken first, from its own code)."""
    parsed_cache._parser_fingerprint()
    runs: list[int] = []
    parse = FluentParser.parse

    def counting(self, source):
        runs.append(1)
        return parse(self, source)

    monkeypatch.setattr(FluentParser, "parse", counting)
    return runs


def _texts(locales: Path) -> tuple:
    clear_cache()  # a new run: nothing parsed in this process yet
    loc = Localizer("en", root=locales)
    return (
        loc.format("msg-a", n=2),
        loc.attribute("msg-a", "tip"),
        loc.format("msg-b", count=1),
        loc.format("msg-b", count=5),
        loc.format("broken"),
        sorted(loc.errors),
    )


@pytest.fixture
def kept(tmp_path):
    folder = tmp_path / "cache"
    parsed_cache.set_cache_dir(folder)
    yield folder
    parsed_cache.set_cache_dir(None)
    clear_cache()


def test_a_second_run_reads_the_parsed_files_back_without_parsing(tmp_path, kept, monkeypatch):
    locales = _tree(tmp_path)
    runs = _parses(monkeypatch)
    first = _texts(locales)
    assert len(runs) == 2 and len(list(kept.glob("*.pickle"))) == 4  # each file's parse and plain texts
    assert first == ("A 2", "Tip", "one", "many", "broken", ["en/a.ftl:3: Expected an inline expression"])
    runs.clear()
    assert _texts(locales) == first and runs == []
    # the same parse as the parser's own: the syntax tree with its spans, the messages' lines, problems
    clear_cache()
    for path in sorted((locales / "en").glob("*.ftl")):
        read_back = parse_file(path)
        parsed = parse_source(path.name, path.read_text(encoding="utf-8"))
        assert read_back.resource.equals(parsed.resource, ignored_fields=[])
        assert [(m.id.name, line) for m, line in read_back.messages] == [
            (m.id.name, line) for m, line in parsed.messages
        ]
        assert read_back.problems == parsed.problems


def test_an_edited_file_is_parsed_again(tmp_path, kept, monkeypatch):
    locales = _tree(tmp_path)
    _texts(locales)
    (locales / "en" / "b.ftl").write_text("msg-b = { $count } now\n", encoding="utf-8")
    runs = _parses(monkeypatch)
    assert _texts(locales)[2:4] == ("1 now", "5 now")
    assert len(runs) == 1  # b.ftl only; a.ftl is read back
    assert len(list(kept.glob("*.pickle"))) == 6  # the old entries stay until they are old


def test_another_parser_or_python_finds_no_entry(tmp_path, kept, monkeypatch):
    locales = _tree(tmp_path)
    _texts(locales)
    monkeypatch.setattr(parsed_cache, "_fingerprint", b"another fluent.syntax")
    runs = _parses(monkeypatch)
    _texts(locales)
    assert len(runs) == 2
    monkeypatch.setattr(parsed_cache, "_fingerprint", None)  # this one's again
    monkeypatch.setattr(sys.implementation, "cache_tag", "cpython-399")
    runs.clear()
    _texts(locales)
    assert len(runs) == 2


@pytest.mark.parametrize(
    "damage",
    ["empty", "cut short", "garbage after the key", "another key", "another type", "a pickle of a list"],
)
def test_a_damaged_entry_is_parsed_again_and_written_anew(tmp_path, kept, monkeypatch, damage):
    locales = _tree(tmp_path)
    expected = _texts(locales)
    path = locales / "en" / "b.ftl"
    entry = kept / f"{parsed_cache.key('b.ftl', path.read_bytes())}.pickle"
    good = entry.read_bytes()
    header = good.split(b"\n", 1)[0] + b"\n"
    entry.write_bytes(
        {
            "empty": b"",
            "cut short": good[: len(good) // 2],
            "garbage after the key": header + os.urandom(200),
            "another key": b"0" * 64 + b"\n" + good[65:],
            "another type": header + pickle.dumps({"not": "a parsed file"}),
            "a pickle of a list": header + pickle.dumps([1, 2, 3]),
        }[damage]
    )
    runs = _parses(monkeypatch)
    assert _texts(locales) == expected
    assert len(runs) == 1
    assert entry.read_bytes() == good  # written again, whole
    runs.clear()
    assert _texts(locales) == expected and runs == []


def test_shipped_entries_are_read_and_never_written(tmp_path, kept, monkeypatch):
    locales = _tree(tmp_path)
    shipped = locales / parsed_cache.SHIPPED
    for path in sorted((locales / "en").glob("*.ftl")):
        clear_cache()
        parsed_cache.set_cache_dir(None)
        assert parsed_cache.store(path.name, path.read_bytes(), parse_file(path), shipped) is not None
        table = plain.table(parse_file(path))
        assert parsed_cache.store(path.name, path.read_bytes(), table, shipped, part="plain") is not None
    parsed_cache.set_cache_dir(kept)
    runs = _parses(monkeypatch)
    assert _texts(locales)[:4] == ("A 2", "Tip", "one", "many")
    assert runs == [] and not kept.exists()


def test_without_a_folder_nothing_is_kept_and_an_unwritable_one_is_no_error(tmp_path, monkeypatch):
    locales = _tree(tmp_path)
    parsed_cache.set_cache_dir(None)
    runs = _parses(monkeypatch)
    expected = _texts(locales)
    assert len(runs) == 2 and not (tmp_path / "cache").exists()
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    parsed_cache.set_cache_dir(blocker / "cache")
    try:
        runs.clear()
        assert _texts(locales) == expected and len(runs) == 2
    finally:
        parsed_cache.set_cache_dir(None)
        clear_cache()


def test_old_entries_go_when_a_new_one_is_written(tmp_path, kept):
    locales = _tree(tmp_path)
    _texts(locales)
    old = sorted(kept.glob("*.pickle"))
    stamp = old[0].stat().st_mtime - parsed_cache.MAX_AGE_S - 3600
    os.utime(old[0], (stamp, stamp))
    new = parsed_cache.store("c.ftl", b"msg-c = C\n", parse_source("c.ftl", "msg-c = C\n"))
    assert sorted(kept.glob("*.pickle")) == sorted([*old[1:], new])
    _texts(locales)  # the file whose entry went is parsed and kept again
    assert sorted(kept.glob("*.pickle")) == sorted([*old, new])


def test_the_game_keeps_its_parsed_translations_in_its_cache_folder(tmp_path):
    """`uno-table --data-dir D` keeps them in D/cache; the next start reads them and shows the same
    first frame's texts (the same menu, the same log)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    command = [sys.executable, "-m", "game", "--frames", "1", "--data-dir", str(tmp_path), "--lang", "sv"]
    root = Path(__file__).resolve().parents[1]
    for _ in range(2):
        subprocess.run(command, env=env, cwd=root, check=True, capture_output=True, timeout=120)
    entries = sorted((tmp_path / "cache").glob("*.pickle"))
    names = {p.name for p in (locales_dir() / "sv").glob("*.ftl")}
    keys = {
        parsed_cache.key(n, (locales_dir() / "sv" / n).read_bytes(), part) for n in names for part in PARTS
    }
    assert entries and {p.stem for p in entries} <= keys
    assert "Traceback" not in (tmp_path / "logs" / "uno-table.log").read_text(encoding="utf-8")


def test_the_builds_ship_every_file_parsed_ahead(tmp_path, capsys):
    """`python -m game.i18n parsed-cache DIR` (the frozen build's spec, setup.py's build): an entry for
    every shipped file, which a Localizer without a cache folder reads instead of parsing."""
    from game.i18n.__main__ import main

    locales = tmp_path / "locales"
    for lang in ("en", "hu"):
        (locales / lang).mkdir(parents=True)
        for path in (locales_dir() / lang).glob("*.ftl"):
            (locales / lang / path.name).write_bytes(path.read_bytes())
    assert main(["parsed-cache", str(locales / parsed_cache.SHIPPED)]) == 0
    every = sorted((locales_dir()).glob("*/*.ftl"))
    assert len(list((locales / parsed_cache.SHIPPED).glob("*.pickle"))) == 2 * len(every)  # + plain texts
    fingerprint = (locales / parsed_cache.SHIPPED / parsed_cache.FINGERPRINT).read_text(encoding="ascii")
    assert bytes.fromhex(fingerprint.strip()) == parsed_cache._parser_fingerprint()
    assert f"{len(every)} parsed files" in capsys.readouterr().out
    for path in sorted(locales.glob("*/*.ftl")):
        assert parsed_cache.load(locales, path.name, path.read_bytes(), ParsedFile, shipped_only=True)
    parsed_cache.set_cache_dir(None)
    clear_cache()
    runs = _parses(pytest.MonkeyPatch())
    try:
        loc = Localizer("hu", strict=True, root=locales)
        assert loc.format("ui-menu-new-game") and loc.format("app-title")
        assert runs == []
    finally:
        clear_cache()


def test_the_bundle_reads_its_locale_when_first_needed_and_formats_as_fluents_own():
    """`bundle.Bundle` (issue 44: Babel's CLDR data read on the first number or plural, not when the
    bundle is made) formats every message of every language as fluent.runtime's FluentBundle does,
    with counts that choose each plural form, a fraction, a large number and a word."""
    from fluent.runtime import FluentBundle

    from game.i18n import load_catalog, shipped_languages
    from game.i18n.bundle import Bundle

    for lang in shipped_languages():
        catalog = load_catalog(lang)
        ours, theirs = Bundle([lang], use_isolating=False), FluentBundle([lang], use_isolating=False)
        for resource in catalog.resources:
            ours.add_resource(resource)
            theirs.add_resource(resource)
        assert ours._locale is None
        for msg_id, info in catalog.messages.items():
            for value in (0, 1, 2, 5, 21, 1.5, 12345, "Lukas"):
                args = dict.fromkeys(info.variables, value)
                for bundle in (ours, theirs):
                    message = bundle.get_message(msg_id)
                    if message.value is None:
                        continue
                    text, errors = bundle.format_pattern(message.value, args)
                    if bundle is ours:
                        got = (text, [str(e) for e in errors])
                    else:
                        assert got == (text, [str(e) for e in errors]), (lang, msg_id, value)
        assert ours._locale is not None and str(ours._babel_locale) == str(theirs._babel_locale)


def test_the_fingerprint_comes_from_the_parsers_source_or_a_frozen_builds_file(tmp_path, monkeypatch):
    """Found without importing fluent.syntax: the bytes of its source files; a frozen build, which has
    none, reads the fingerprint its build wrote beside the shipped entries (`parsed-cache` writes it)."""
    from game.i18n import paths

    from_source = parsed_cache._source_fingerprint()
    assert from_source is not None and from_source == parsed_cache._parser_fingerprint()
    shipped = tmp_path / "locales" / parsed_cache.SHIPPED
    assert parsed_cache.write_fingerprint(shipped).read_text(encoding="ascii").strip() == from_source.hex()
    # a frozen build: no source to hash; its bundle's locales/_parsed/fingerprint is read
    (shipped / parsed_cache.FINGERPRINT).write_text(("ab" * 32) + "\n", encoding="ascii")
    monkeypatch.setattr(parsed_cache, "_parser_folder", lambda: None)
    monkeypatch.setattr(parsed_cache, "_fingerprint", None)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(paths, "_override", tmp_path)
    assert parsed_cache._parser_fingerprint() == bytes.fromhex("ab" * 32)
    # without the file (or not frozen), the loaded parser's code is hashed, as before
    monkeypatch.setattr(parsed_cache, "_fingerprint", None)
    (shipped / parsed_cache.FINGERPRINT).unlink()
    assert parsed_cache._parser_fingerprint() == parsed_cache._code_fingerprint()
    monkeypatch.setattr(parsed_cache, "_fingerprint", None)  # the real one again after the test
