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
