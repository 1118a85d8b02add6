"""Fluent files are parsed one by one when a message of theirs is first asked for (issue 44): the
start-up parses only what the first screen shows."""

from __future__ import annotations

from pathlib import Path

import pygame

import game.i18n.localizer as localizer_module
from game.i18n import Localizer, locales_dir
from game.i18n.catalog import clear_cache, message_index


def _parsed(monkeypatch) -> list[str]:
    """The names of the files the Localizer takes in from now on (in order): their plain texts, read
    back or parsed (game/i18n/plain.py), and their parse when Fluent is needed."""
    seen: list[str] = []
    take = localizer_module.plain_file

    def recording(path: Path):
        seen.append(path.name)
        return take(path)

    monkeypatch.setattr(localizer_module, "plain_file", recording)
    return seen


def _write(root: Path, files: dict[str, str]) -> None:
    folder = root / "en"
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


def test_a_file_is_parsed_when_one_of_its_messages_is_first_asked_for(tmp_path, monkeypatch):
    _write(
        tmp_path,
        {
            "a.ftl": "# a comment = not a message\nmsg-a = A { $n }\n    .tip = Tip\n",
            "b.ftl": "msg-b =\n    B on its own line\n"
            "msg-b2 = { $count ->\n    [one] one\n   *[other] many\n}\n",
            "rules-x.ftl": "rules-x = X\n",
        },
    )
    clear_cache()
    seen = _parsed(monkeypatch)
    loc = Localizer("en", strict=True, root=tmp_path)
    assert seen == []
    assert loc.format("msg-b") == "B on its own line"
    assert seen == ["b.ftl"]
    assert loc.format("msg-b2", count=3) == "many" and loc.attribute("msg-a", "tip") == "Tip"
    assert seen == ["b.ftl", "a.ftl"]
    assert loc.has("rules-x") and not loc.has("no-such-message")
    assert seen == ["b.ftl", "a.ftl", "rules-x.ftl"]
    assert loc.format("msg-a", n=2) == "A 2" and loc.errors == []


def test_an_id_the_index_lists_but_the_parser_refuses_is_missing(tmp_path, monkeypatch):
    _write(tmp_path, {"a.ftl": "msg-a = A\nbroken = { \n"})
    clear_cache()
    loc = Localizer("en", root=tmp_path)
    assert loc.format("broken") == "broken" and "broken" in loc.missing
    assert loc.format("msg-a") == "A" and loc.errors  # the parse problem is reported


def test_the_index_finds_every_message_the_parser_finds():
    from game.i18n import load_catalog, shipped_languages

    for lang in shipped_languages():
        catalog = load_catalog(lang)
        indexed: set[str] = set()
        for path in sorted((locales_dir() / lang).glob("*.ftl")):
            indexed |= message_index(path)
        assert indexed == set(catalog.messages), lang


def test_the_main_menu_parses_only_the_files_it_shows(tmp_path, monkeypatch):
    from game.app import make_app
    from game.storage import Launch, Storage

    clear_cache()
    seen = _parsed(monkeypatch)
    asked: set[str] = set()
    has = Localizer._holds

    def recording(self, language, msg_id):
        asked.add(msg_id)
        return has(self, language, msg_id)

    monkeypatch.setattr(Localizer, "_holds", recording)
    pygame.init()
    try:
        store = Storage.open(tmp_path)
        settings = store.load_settings().replace(language="en")
        launch = Launch(storage=store, settings=settings, language="en", notices=store.take_notices())
        app = make_app(launch, pygame.display.set_mode((1280, 720)), threaded=False)
        app.step(0.0)
        # nor a Fluent bundle: the menu's messages are plain text (game/i18n/plain.py), so fluent.runtime,
        # Babel and its CLDR data are not needed
        assert app.ctx.localizer._bundles == {}
        app.close()
    finally:
        pygame.quit()
    every = sorted(p.name for p in (locales_dir() / "en").glob("*.ftl"))
    assert 0 < len(seen) <= 5 < len(every)  # all but the rule books before issue 44: 15 of 18
    for name in seen:  # each file parsed holds a message the screen asked for
        assert message_index(locales_dir() / "en" / name) & asked, name
