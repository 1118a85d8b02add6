"""Polish found playing at 1280x720: the theme loads without warnings, edition and colour buttons show
their state, the move log says a penalty once, the person's turn waits for the scene."""

from __future__ import annotations

import warnings

import pygame
import pygame_gui
import pytest


def test_theme_loads_without_warnings():
    from game.resources import assets_dir
    from game.selftest.assets import _load_theme
    from game.ui.kit import theme_for

    pygame.init()
    pygame.display.set_mode((320, 200))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pygame_gui.UIManager((1280, 720), theme_for(1.0), enable_live_theme_updates=False)
        pygame_gui.UIManager((1920, 1080), theme_for(1.5), enable_live_theme_updates=False)
        _load_theme(assets_dir() / "themes" / "default.json")  # the self-test loads the file itself
    assert [str(w.message) for w in caught] == []


def test_penalty_draw_and_lost_turn_said_once():
    from game.play import log_entries
    from game.rules import events as ev

    events = [ev.CardsDrawn(2, ("r1", "b2"), "penalty"), ev.TurnSkipped(2)]
    assert [m for m, _ in log_entries(events)] == ["log-draw-penalty"]
    # a Skip still says it
    assert [m for m, _ in log_entries([ev.TurnSkipped(1)])] == ["log-skip"]


@pytest.fixture
def drv(tmp_path):
    from game.ui.testing import Driver

    d = Driver(tmp_path / "data")
    yield d
    d.close()


def test_chosen_edition_is_selected_and_focus_is_apart(drv, tmp_path):
    drv.click_text("New game")
    setup = drv.top
    editions = {setup.t(f"edition-{ed}") for ed in ("classic", "power", "modern")}

    def chosen_editions() -> list[str]:  # the scoring's segmented control shows its own choice too
        return [x.text for x in drv.buttons() if x.is_selected and x.text in editions]

    for name, ed in (("Modern", "modern"), ("Classic", "classic")):
        b = next(b for b in drv.buttons() if b.text.lower() == setup.t(f"edition-{ed}").lower())
        drv.click(b.rect.center)
        assert setup.ruleset == ed
        assert chosen_editions() == [setup.t(f"edition-{ed}")], name
    drv.key(pygame.K_TAB)
    drv.key(pygame.K_TAB)
    focused = setup.focused_button()
    assert focused is not None and not focused.is_selected  # focus is a ring, not the selected look
    assert chosen_editions() == [setup.t("edition-classic")]
    drv.shot(tmp_path / "setup.png")


def test_colour_buttons_keep_their_colour_and_the_picker_fits(drv, tmp_path):
    from test_ui_dialogs import DRAW, click_card, stacked

    from game.ui.kit import FOCUS_RING
    from game.ui.table.dialogs import ColorDialog

    table = stacked(drv, "classic", [["W", "r5", "g3"], ["b1", "b2", "b3"]], "r1", DRAW)
    click_card(drv, table, "W")
    dialog = drv.top
    assert isinstance(dialog, ColorDialog)
    red = drv.find("red")
    assert dialog.focused_button() is red
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=red.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(3)
    drv.app.draw(drv.surface)
    r, g, b = drv.surface.get_at((red.rect.x + 6, red.rect.y + 6))[:3]
    assert r > 180 and g < 120 and b < 120, (r, g, b)  # red, hovered and focused: never gold
    ring = red.rect.inflate(2 * max(2, dialog.px(3)), 2 * max(2, dialog.px(3)))
    assert tuple(drv.surface.get_at((ring.centerx, ring.top))[:3]) == FOCUS_RING
    blue = drv.find("blue")  # its shape (a circle, as on colour-blind cards) beside the name
    assert tuple(drv.surface.get_at((blue.rect.x + dialog.px(21), blue.rect.centery))[:3]) == (255, 255, 255)
    panel = dialog.panel_rect()
    assert panel.bottom - red.rect.bottom <= dialog.px(30)  # no empty band below the buttons
    drv.shot(tmp_path / "colours.png")


def test_the_persons_turn_begins_once_the_scene_caught_up(tmp_path):
    from test_ui_dialogs import DRAW, click_card, stacked

    from game.ui.testing import Driver

    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = stacked(drv, "classic", [["r5", "g3", "b7"], ["r2", "b1", "b3"]], "r1", DRAW)
        drv.run(240)  # the deal
        assert table.my_turn()
        click_card(drv, table, "r5")
        s = table.session
        for _ in range(600):  # until the AI has played (it waits for the table to show the person's move)
            drv.run(1)
            if s.state.turn == 0:
                break
        assert s.state.turn == 0 and table.scene.busy  # the AI's card is still flying
        assert not table.my_turn()
        assert not table.buttons["draw"].is_enabled and not table.buttons["hint"].is_enabled
        before = len(s.game.moves)
        click_card(drv, table, "g3")
        drv.key(pygame.K_d)
        assert len(s.game.moves) == before  # input waits for the table
        for _ in range(600):
            drv.run(1)
            if not table.scene.busy:
                break
        drv.run(2)
        assert table.my_turn() and table.buttons["draw"].is_enabled
        drv.shot(tmp_path / "turn.png")
    finally:
        drv.close()


def test_rules_viewer_shows_its_edition_and_section_selected(drv):
    drv.click_text("Rules")
    rules = drv.top
    chosen = [b.text for b in drv.buttons() if b.is_selected]
    assert rules.t(f"edition-{rules.edition}") in chosen and rules.sections[rules.section].title in chosen
