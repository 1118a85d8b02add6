"""Players' names (issue 20, item 3): one normaliser for the set-up screen, settings, saves and
statistics; invisible, control and surrogate characters never crash the drawing or the autosave."""

from __future__ import annotations

import json

import pygame
import pygame_gui
import pytest

from game.rules import Options
from game.storage import SavedGame, Seat, Storage
from game.storage.files import dump_json
from game.storage.names import has_visible, normalize_name
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver

INVISIBLE_FIRSTS = ["\u200b", "\ufeff", "\u200f", "\u202e"]  # zero-width space, BOM, RLM, RLO
RTL = "שרה כהן"
ARABIC = "مُحَمَّد"
EMOJI = "Ana 👩\u200d👩\u200d👧 🎲"


@pytest.mark.parametrize(
    "raw, name",
    [
        ("  Anna   Berg ", "Anna Berg"),
        ("A\x00n\x1bna\ud800", "Anna"),  # NUL, escape, a lone surrogate
        ("Bob\n\tSmith", "Bob Smith"),
        ("\u200b\u200fZoe\u202e", "Zoe"),  # invisible characters at the ends go
        ("e\u0301mile", "émile"),  # NFC
        (RTL, RTL),
        (ARABIC, ARABIC),
        (EMOJI, EMOJI),  # RTL names and emoji keep their characters
        ("नमस्ते", "नमस्ते"),  # ends with a vowel sign (a combining mark): kept
        ("x" * 60, "x" * 40),
    ],
)
def test_the_normaliser(raw, name):
    assert normalize_name(raw, "Player 1") == name
    assert normalize_name(name) == name  # normalising twice changes nothing
    dump_json(name)  # always has a UTF-8 form


@pytest.mark.parametrize(
    "raw",
    INVISIBLE_FIRSTS
    + ["", "   ", "\u200b\ufeff\u200d", "\x00\x01", "\ud800", "\u0301\u0302", "\u3164", 7, None, ["x"]],
)
def test_a_name_with_nothing_visible_becomes_the_default(raw):
    assert normalize_name(raw, "Player 2") == "Player 2"


# ---------------------------------------------------------------------------------------------- screen


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def first_name_field(drv):
    drv.click_text("New game")
    setup = drv.top
    entry = next(e for e, key in setup.entries.items() if key == 0)
    drv.click(entry.rect.center)
    assert entry.is_focused
    drv.key(pygame.K_a, mod=pygame.KMOD_CTRL)  # select all, then delete: an empty field
    drv.key(pygame.K_BACKSPACE)
    assert entry.get_text() == ""
    return setup, entry


def type_text(drv, text: str) -> None:
    drv.post(pygame.event.Event(pygame.TEXTINPUT, text=text, window=None))
    drv.run(2)


@pytest.mark.parametrize("char", INVISIBLE_FIRSTS)
def test_typing_an_invisible_first_character_into_the_name_field_does_not_crash(drv, char):
    setup, entry = first_name_field(drv)
    type_text(drv, char)  # crashed with "Text has zero width"
    assert entry.get_text() == ""
    type_text(drv, char + "Li")  # the invisible one is refused while nothing visible is there
    assert entry.get_text() == "Li"
    type_text(drv, char)  # after a visible character it stays (a mark in a mixed name)
    assert entry.get_text() == "Li" + char
    drv.key(pygame.K_HOME)
    drv.key(pygame.K_DELETE)
    drv.key(pygame.K_DELETE)  # only the invisible character is left: the field empties itself
    assert entry.get_text() == ""
    drv.run(3)
    assert setup.seats[0]["name"] == ""


@pytest.mark.parametrize("char", INVISIBLE_FIRSTS)
def test_pasting_an_invisible_first_character_into_the_name_field_does_not_crash(drv, char, monkeypatch):
    setup, entry = first_name_field(drv)
    clipboard = {"text": char}
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: clipboard["text"], raising=False)
    drv.key(pygame.K_v, mod=pygame.KMOD_CTRL)
    assert entry.get_text() == ""
    clipboard["text"] = char + "Mo\x00"
    drv.key(pygame.K_v, mod=pygame.KMOD_CTRL)
    assert has_visible(entry.get_text()) and "\x00" not in entry.get_text()
    drv.run(3)
    assert setup.seat_list()[0].name == "Mo"


def test_an_invisible_name_starts_as_the_default_name(drv):
    setup, entry = first_name_field(drv)
    type_text(drv, "Li")
    type_text(drv, "\u200b")
    drv.key(pygame.K_HOME)
    drv.key(pygame.K_DELETE)
    drv.key(pygame.K_DELETE)
    assert setup.seat_list()[0].name == "Player 1"


def test_rtl_and_emoji_names_are_typed_played_saved_and_counted(drv):
    setup, entry = first_name_field(drv)
    type_text(drv, RTL)
    assert entry.get_text() == RTL
    drv.click_text("Computer")  # the second seat becomes a person too
    second = next(e for e, key in setup.entries.items() if key == 1)
    drv.click(second.rect.center)
    drv.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    drv.key(pygame.K_BACKSPACE)
    type_text(drv, EMOJI)
    next(e for e, key in setup.entries.items() if key == "seed").set_text("3")
    drv.click_text("Start the game")
    table = drv.app.find(TableScreen)
    assert table is not None
    assert [table.session.name(i) for i in (0, 1)] == [RTL, EMOJI]
    drv.run(30)  # the table draws both names (hot seat: the pass screen names the first person)
    store = drv.app.ctx.storage
    loaded = store.load_game()
    assert [s.name for s in loaded.game.seats[:2]] == [RTL, EMOJI]
    assert drv.app.ctx.settings.default_names == (RTL, EMOJI)
    assert store.load_settings().default_names == (RTL, EMOJI)


# ---------------------------------------------------------------------------------------------- files


def test_names_in_a_saved_game_are_normalised_and_drawn(tmp_path):
    store = Storage.open(tmp_path / "data")
    game = SavedGame("classic", (Seat("Ann"), Seat("Bo", "ai", "easy")), Options(), seed=5)
    store.start_game(game).close()
    data = json.loads(store.paths.save_file.read_text())
    data["seats"][0]["name"] = "\u200bA\x00l\ud800"  # NUL crashed drawing, the surrogate the autosave
    data["seats"][1]["name"] = "\u202e\ufeff"
    store.paths.save_file.write_text(json.dumps(data))
    loaded = store.load_game()
    assert [s.name for s in loaded.game.seats] == ["Al", "Player 2"]
    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("Continue")
        table = drv.app.find(TableScreen)
        assert [table.session.name(i) for i in (0, 1)] == ["Al", "Player 2"]
        drv.run(20)
        assert drv.app.ctx.storage.load_game() is not None  # the autosave wrote it back
    finally:
        drv.close()


def test_names_in_settings_and_statistics_are_normalised(tmp_path):
    store = Storage.open(tmp_path / "data")
    store.paths.config_dir.mkdir(parents=True)
    store.paths.settings_file.write_text(
        json.dumps({"version": 1, "default_names": ["\u200b", "E\x00va", "\ud800Ola"]})
    )
    assert store.load_settings().default_names == ("Eva", "Ola")
    store.paths.data_dir.mkdir(parents=True)
    record = {"games": 2, "wins": 1, "rounds_won": 3, "points": 40, "best_streak": 1, "streak": 0}
    store.paths.stats_file.write_text(
        json.dumps(
            {
                "version": 1,
                "players": {
                    "Eva": {"classic": record},
                    " E\u0000va ": {"classic": record},
                    "\u200f": {"classic": record},
                },
                "counted": [],
            }
        )
    )
    stats = store.load_stats()
    assert stats.names() == ["Eva"] and stats.get("Eva", "classic").games == 4
    assert store.take_notices() == []
    dump_json(stats.to_json())


def test_pygame_gui_refuses_what_the_field_refuses():
    """The crash the field prevents is pygame-gui's own (if a later version draws invisible text,
    the field's guard is still harmless)."""
    pygame.init()
    manager = pygame_gui.UIManager((400, 200))
    plain = pygame_gui.elements.UITextEntryLine(pygame.Rect(0, 0, 300, 40), manager)
    plain.focus()
    with pytest.raises(pygame.error):
        plain.process_event(pygame.event.Event(pygame.TEXTINPUT, text="\u200b", window=None))
