"""Every label and button text fits its widget at the smallest window (960x540), in every shipped
language: measured by rendering with the widget's own font, not guessed."""

import pygame_gui
import pytest

from game.storage import SavedGame, Seat
from game.ui.menus import MainMenu, PauseMenu, RulesScreen, SettingsScreen, StatisticsScreen
from game.ui.setup import NewGameScreen
from game.ui.table import TableScreen
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")
SCREENS = (MainMenu, SettingsScreen, StatisticsScreen, NewGameScreen, RulesScreen, PauseMenu, TableScreen)
TEXT_WIDGETS = (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)


def _open(drv, kind):
    if kind is TableScreen:
        game = SavedGame("power", (Seat("Ágnes Szőke-Kovács"), Seat("Väinämöinen", "ai", "normal"),
                                   Seat("CPU", "ai", "easy")), seed=3)
        return TableScreen.new(drv.app, game)
    return kind(drv.app)


def _overflows(screen) -> list:
    found = []
    for element in screen.manager.get_sprite_group().sprites():
        if not isinstance(element, TEXT_WIDGETS) or not element.visible or not element.text:
            continue
        width, height = element.font.size(element.text)
        if width > element.rect.width - 4 or height > element.rect.height:
            found.append((type(element).__name__, element.text, (width, height), element.rect.size))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_fits_its_widget_at_960x540(tmp_path, language):
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        problems = {}
        for kind in SCREENS:
            drv.app.push(_open(drv, kind))
            drv.run(2)
            found = _overflows(drv.top)
            if found:
                problems[kind.__name__] = found
            drv.app.pop()
        assert problems == {}
    finally:
        drv.close()


def _text_box_scrolls(screen) -> list:
    return [e.html_text for e in screen.manager.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UITextBox) and e.scroll_bar is not None]


@pytest.mark.parametrize("language", LANGUAGES)
def test_statistics_table_and_confirmations_fit_at_960x540(tmp_path, language):
    """The drawn statistics table (headings and cells, with a name as long as a name may be and big
    numbers), its buttons, and the two confirmations (replace the saved game, reset the statistics):
    every text fits and no message needs a scroll bar."""
    from game.storage import Statistics, Storage
    from game.storage.stats import Record

    store = Storage.open(tmp_path)
    long_name = "Väinämöinen Kalevanpoika Ilmarinen-Lemmi"
    store.save_stats(Statistics({long_name: {ed: Record(12345, 9999, 54321, 1234567, 999, 99)
                                             for ed in ("classic", "power", "modern")},
                                 "Bo": {"power": Record(1, 0, 0, 0, 0, 0)}}))
    store.start_game(SavedGame("classic", (Seat("Anna"), Seat("CPU", "ai", "easy")), seed=1))
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        stats = drv.app.push(StatisticsScreen(drv.app))
        drv.run(2)
        assert _overflows(stats) == []
        assert len(stats.columns) >= 8
        for column in stats.columns:
            room = column["w"] - 2 * stats.pad
            texts = [(stats.head_font, column["head"])] + \
                [(stats.cell_font, stats.cell_text(i, column)) for i in range(len(stats.rows))]
            assert [t for font, t in texts if font.size(t)[0] > room] == [], column["key"]
        assert stats.columns[-1]["x"] + stats.columns[-1]["w"] <= drv.app.ctx.size[0]
        stats.ask_reset()
        drv.run(2)
        assert _overflows(drv.top) == [] and _text_box_scrolls(drv.top) == []
        drv.app.pop()
        drv.app.pop()
        setup = drv.app.push(NewGameScreen(drv.app))
        drv.run(1)
        setup.start()
        drv.run(2)
        assert type(drv.top).__name__ == "ConfirmDialog"
        assert _overflows(drv.top) == [] and _text_box_scrolls(drv.top) == []
        r = drv.top.panel_rect()
        assert r.top >= 0 and r.bottom <= drv.app.ctx.size[1]
    finally:
        drv.close()
