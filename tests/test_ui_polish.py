"""Polish found playing at 1280x720: the theme loads without warnings, edition and colour buttons show
their state, the move log says a penalty once, the person's turn waits for the scene."""

from __future__ import annotations

import warnings

import pygame
import pygame_gui


def test_theme_loads_without_warnings():
    from game.resources import assets_dir
    from game.selftest import _load_theme
    from game.ui.core import theme_for

    pygame.init()
    pygame.display.set_mode((320, 200))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pygame_gui.UIManager((1280, 720), theme_for(1.0), enable_live_theme_updates=False)
        pygame_gui.UIManager((1920, 1080), theme_for(1.5), enable_live_theme_updates=False)
        _load_theme(assets_dir() / "themes" / "default.json")  # the self-test loads the file itself
    assert [str(w.message) for w in caught] == []


def test_penalty_draw_and_lost_turn_said_once():
    from game.rules import events as ev
    from game.ui.session import log_entries

    events = [ev.CardsDrawn(2, ("r1", "b2"), "penalty"), ev.TurnSkipped(2)]
    assert [m for m, _ in log_entries(events)] == ["log-draw-penalty"]
    # a Skip still says it
    assert [m for m, _ in log_entries([ev.TurnSkipped(1)])] == ["log-skip"]
