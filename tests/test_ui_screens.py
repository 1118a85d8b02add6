"""Screens: resize re-lays out, the language switch re-words at once, settings, statistics, rules,
pause; and a monkey test of random mouse and key events on every screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.ui.kit import Dialog
from game.ui.menus.main_menu import MainMenu
from game.ui.menus.new_game import NewGameScreen
from game.ui.menus.pause import PauseMenu
from game.ui.menus.rules import RulesScreen
from game.ui.menus.settings import SettingsScreen
from game.ui.menus.statistics import StatisticsScreen
from game.ui.table.round_summary import RoundSummary
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def test_every_screen_relays_out_on_resize(drv):
    screens = [MainMenu, NewGameScreen, SettingsScreen, StatisticsScreen, RulesScreen]
    for kind in screens:
        if not isinstance(drv.top, kind):
            drv.app.push(kind(drv.app))
        drv.run(1)
        sizes = ((960, 540), (1920, 1080), (500, 300)) + (((3840, 2160),) if kind is MainMenu else ())
        for size in sizes:
            drv.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            drv.run(1)
            w, h = drv.app.ctx.size
            assert (w, h) == (max(960, size[0]), max(540, size[1]))
            assert drv.top.manager.window_resolution == (w, h)
            for b in drv.buttons():
                assert 0 <= b.rect.left and b.rect.right <= w and 0 <= b.rect.top and b.rect.bottom <= h, (
                    kind.__name__,
                    size,
                    b.text,
                    b.rect,
                )


def test_language_switch_rewords_at_once(drv):
    drv.click_text("Settings")
    assert isinstance(drv.top, SettingsScreen)
    seen = set()
    for _ in range(len(drv.app.ctx.localizer.available())):
        seen.add(drv.top.focusables[-1].text)  # "Back" in the language now shown
        drv.click(drv.top.focusables[0].rect.center)  # the language button
    assert {"Back", "Tillbaka", "Takaisin"} <= seen
    assert drv.app.ctx.localizer.language == "en"  # round the list and back
    assert drv.app.ctx.storage.load_settings().language == "en"


def test_settings_change_and_persist(drv):
    drv.click_text("Settings")
    drv.click(drv.top.focusables[1].rect.center)  # animation speed
    drv.click(drv.top.focusables[2].rect.center)  # colour-blind mode
    s = drv.app.ctx.storage.load_settings()
    assert s.animation_speed == "fast" and s.colorblind


def test_rules_viewer_sections_and_editions(drv):
    drv.click_text("Rules")
    rules = drv.top
    assert isinstance(rules, RulesScreen)
    drv.click_text("Power Towers")
    assert rules.edition == "power"
    drv.key(pygame.K_PAGEDOWN)
    assert rules.section == 1
    drv.click(next(b for b in rules.focusables if b.text == rules.sections[4].title).rect.center)
    assert rules.section == 4
    drv.shot_ok = True


def test_pause_menu_resume_and_save_and_quit(drv):
    drv.click_text("New game")
    drv.click_text("Start the game")
    table = drv.app.find(TableScreen)
    while isinstance(drv.top, Dialog):
        drv.click(drv.top.focusables[0].rect.center)
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, PauseMenu)
    clock = table.session.clock
    drv.run(30)
    assert table.session.clock == clock  # paused: the game's clock stands still
    drv.click_text("Resume")
    assert drv.top is table
    drv.key(pygame.K_ESCAPE)
    drv.click_text("Save and quit")
    assert isinstance(drv.top, MainMenu)
    assert drv.find("Continue") is not None


MONKEY_KEYS = [
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_d,
    pygame.K_u,
    pygame.K_k,
    pygame.K_h,
    pygame.K_c,
    pygame.K_r,
    pygame.K_g,
    pygame.K_PAGEDOWN,
    pygame.K_a,
    pygame.K_1,
    pygame.K_BACKSPACE,
    pygame.K_ESCAPE,
]


def monkey(drv, rng: random.Random, events: int, escape_weight: float = 0.02) -> set[str]:
    w, h = drv.app.ctx.size
    visited = set()
    for i in range(events):
        if not drv.app.stack:
            drv.app.running = True
            drv.app.push(MainMenu(drv.app))
        visited.add(type(drv.top).__name__)
        r = rng.random()
        if r < 0.45:
            pos = (rng.randrange(w), rng.randrange(h))
            drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 1, 3))))
            drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        elif r < 0.45 + escape_weight:
            drv.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        elif r < 0.95:
            key = rng.choice(MONKEY_KEYS[:-1])
            drv.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        elif r < 0.97:
            drv.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
        else:
            size = (rng.randrange(900, 2000), rng.randrange(500, 1200))
            drv.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        if i % 3 == 0:
            drv.run(1)
    drv.run(2)
    return visited


#: random events per monkey run: `make test` 150, the on-demand profile (`pytest -m profile`) 400
MONKEY_EVENTS = [150, pytest.param(400, marks=pytest.mark.profile)]


@pytest.mark.parametrize("events", MONKEY_EVENTS)
@pytest.mark.parametrize(
    "start", [MainMenu, NewGameScreen, SettingsScreen, StatisticsScreen, RulesScreen, TableScreen]
)
def test_monkey_random_events_never_raise(drv, start, events):
    rng = random.Random(start.__name__)
    if start is TableScreen:
        drv.click_text("New game")
        drv.click_text("Start the game")
    elif start is not MainMenu:
        drv.app.push(start(drv.app))
    drv.run(1)
    visited = monkey(drv, rng, events)
    assert start.__name__ in visited


@pytest.mark.parametrize("events", MONKEY_EVENTS)
def test_monkey_on_a_whole_game_with_summaries(tmp_path, events):
    """Random clicks and keys on a 2-seat table until round summaries come up; nothing raises."""
    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("New game")
        setup = drv.top
        drv.click_text("−")
        drv.click_text("−")
        assert len(setup.seats) == 2
        drv.click_text("Start the game")
        rng = random.Random(5)
        seen = set()
        for _ in range(2):
            seen |= monkey(drv, rng, events, escape_weight=0.0)
            if isinstance(drv.top, RoundSummary):
                break
        assert "TableScreen" in seen
    finally:
        drv.close()
