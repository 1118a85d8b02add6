"""Issue 41's remaining table minors, each through the real screens with real events: a first card that
goes back into the draw pile is explained; the hint says why, from what the computer weighed; ..."""

from __future__ import annotations

import pygame
import pytest
from test_ui_dialogs import DRAW, stacked

from game.rules import Draw, Play
from game.ui.testing import Driver


def run_until(drv, done, frames=60 * 30):
    for _ in range(frames):
        if done():
            return True
        drv.run(1)
    return done()


@pytest.mark.parametrize("language", ("en", "sv"))
def test_a_first_card_that_goes_back_is_explained_in_the_log_and_on_the_table(tmp_path, language):
    """Seed 54 turns a Wild Draw Four up first (RULES.md: it goes back into the draw pile, the next card
    is turned): the log and a toast say so, once the cards have moved, and name the card that stays."""
    drv = Driver(tmp_path / "data", language=language, seed=54, speed=1.0)
    try:
        drv.click_text(drv.app.ctx.t("ui-menu-new-game"))
        drv.click_text(drv.app.ctx.t("ui-setup-start"))
        table = drv.top
        loc = drv.app.ctx.localizer
        wild, first = loc.card_name("W4"), loc.card_name("r5")
        returned = loc.format("ui-log-card-returned", card=wild)
        turned = loc.format("ui-log-next-card", card=first)
        assert run_until(drv, lambda: returned in table.message)
        assert turned in table.message  # the toast says what lies on the pile now
        lines = table.log_lines()
        assert returned in lines and turned in lines
        assert lines.index(returned) < lines.index(turned)
    finally:
        drv.close()


def hint_said(drv, table, how: str) -> str:
    """Ask for the hint by `how` (the H key, or a click on the Hint button): the table's message."""
    assert run_until(drv, table.my_turn)
    if how == "key":
        drv.key(pygame.K_h)
    else:
        drv.click(table.buttons["hint"].rect.center)
    return table.message


@pytest.mark.parametrize("how", ("key", "click"))
@pytest.mark.parametrize("language", ("en", "fi"))
def test_the_hint_says_why_from_what_the_computer_weighed(tmp_path, language, how):
    """The next player has one card: the hint picks the Skip and says so; with a wild and a plain card
    it plays the plain card and says it keeps the wild; with nothing that fits it draws and says so. Each
    reason is true of the table when shown."""
    drv = Driver(tmp_path / "data", language=language)
    try:
        t = drv.app.ctx.t
        table = stacked(drv, "classic", [["rS", "r3", "g7", "b2"], ["y1"], ["y2", "y3"]], "r5", DRAW)
        said = hint_said(drv, table, how)
        assert table.view.hand_sizes[1] == 1  # true of the table: the next player holds one card
        why = t("hint-why-threat", player=table.name(1), count=1)
        assert said == t("ui-hint-says-why", move=table.describe(Play("rS")), why=why)
        drv.app.pop_to("main_menu")

        table = stacked(drv, "classic", [["W", "r3", "g7", "b2"], ["y1", "y4"], ["y2", "y3"]], "r5", DRAW)
        said = hint_said(drv, table, how)
        why = t("hint-why-hold")
        assert said == t("ui-hint-says-why", move=table.describe(Play("r3")), why=why)
        drv.app.pop_to("main_menu")

        table = stacked(drv, "classic", [["g7", "b2"], ["y1", "y4"], ["y2", "y3"]], "r5", DRAW)
        said = hint_said(drv, table, how)
        assert not any(isinstance(a, Play) for a in table.view.actions())  # true: nothing fits
        assert said == t("ui-hint-says-why", move=table.describe(Draw()), why=t("hint-why-nothing"))
    finally:
        drv.close()
