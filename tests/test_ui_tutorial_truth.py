"""Issue 41, "say only what is true" for Learn to play: every step's instruction works literally (the mouse
on Next, Enter right away, a pad's buttons), and a step's words are shown only while the table is as
they say (checked against what the table screen shows: the glowing cards, the catch button, the dialog
on top), whatever the person skipped."""

from __future__ import annotations

import pygame
import pytest
from test_ui_tutorial import open_lesson, run

from game.ui.kit import Dialog
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    driver = Driver(tmp_path / "data", size=(960, 540))
    driver.run(2)
    yield driver
    driver.close()


def words(table) -> str:
    return " ".join(table.coach.step_lines(table, 10_000))


def click_coach(drv, table, msg_id):
    """Click the coach's button `msg_id` with the mouse (the pointer rests on it afterwards)."""
    drv.click_text(table.t(msg_id))
    run(drv, 0.5)


def check_words_against_table(drv, table) -> None:
    """What the coach says now is true of what the table shows now."""
    t = table.t
    said = words(table)
    lit = set(table.scene.playable)
    mine = table.view.turn == table.viewer and table.caught_up()
    if said == t("tutorial-draw") or said == t("tutorial-again"):
        assert mine and not lit, (said, lit)
    if said == t("tutorial-glow"):
        assert mine and lit, said
    if said == t("tutorial-drawn"):
        assert mine and table.view.drawn in lit, (said, lit)
    if said == t("tutorial-uno"):
        assert mine and len(table.local_hand()) == 2 and lit
    if said == t("tutorial-catch"):
        assert any(b.visible for b in table.catch_buttons.values()), "no catch button to press"
        assert table.view.hand_sizes[1] == 1
    if said == t("tutorial-w4"):
        assert isinstance(drv.top, Dialog)
    if said == t("tutorial-finish"):
        assert not table.view.ended


def test_next_clicked_twice_then_enter_plays_the_glowing_card(drv):
    """The issue's walk: two clicks on Next with the mouse, then Enter as the step says: the red 7 is
    played (the focus ring was left on Skip, and Enter skipped the step)."""
    table, guide = open_lesson(drv, "classic")
    click_coach(drv, table, "tutorial-next")
    click_coach(drv, table, "tutorial-next")
    assert guide.step.key == "glow" and words(table) == table.t("tutorial-glow")
    assert table.focus < 0, "no coach button holds the focus while the step asks for a card"
    drv.key(pygame.K_RETURN)  # no arrow first: the cursor starts on the glowing card
    run(drv)
    assert "r7" not in table.view.hand, "Enter played the glowing red 7"
    assert guide.step.key == "draw"
    run(drv, 2)
    check_words_against_table(drv, table)


def test_a_skipped_step_never_contradicts_the_table(drv):
    """Skip on "play a glowing card": the next step ("none of your cards matches") is not said while the
    red 7 still glows; it is said once it is true."""
    table, guide = open_lesson(drv, "classic")
    drv.key(pygame.K_n)
    drv.key(pygame.K_n)
    click_coach(drv, table, "tutorial-skip")
    assert guide.step.key == "draw"
    assert "r7" in table.scene.playable
    assert words(table) == table.t("tutorial-wait")
    assert table.coach.target_rect(table) is None  # it points at nothing meanwhile
    check_words_against_table(drv, table)
    drv.key(pygame.K_RETURN)  # the red 7, as the person would
    run(drv, 3)
    assert words(table) == table.t("tutorial-draw")
    check_words_against_table(drv, table)


def test_the_catch_step_waits_until_alex_has_one_card(drv):
    """The catch step is said only while Alex holds one card and may be caught (it appeared while Alex
    still had two)."""
    table, guide = open_lesson(drv, "classic")
    drv.key(pygame.K_n)
    drv.key(pygame.K_n)
    seen = []
    for _ in range(200):
        check_words_against_table(drv, table)
        seen.append(words(table))
        step = guide.step
        if step is None or step.key == "again":
            break
        if step.key == "catch" and words(table) == table.t("tutorial-catch"):
            drv.key(pygame.K_c)  # as the step says
        elif table.my_turn() and step.key in ("glow", "drawn", "uno", "draw"):
            if step.key == "uno" and words(table) == table.t("tutorial-uno"):
                drv.key(pygame.K_u)
            if words(table) == table.t("tutorial-draw"):
                drv.key(pygame.K_d)
            else:
                drv.key(pygame.K_RETURN)
        run(drv, 0.3)
    assert table.t("tutorial-catch") in seen
    assert guide.step is not None and guide.step.key == "again"


def test_the_lesson_by_pad_alone(drv):
    """A pad's buttons do what the steps say: d-pad down is Next, A plays the glowing card."""
    pad = drv.plug_pad()
    table, guide = open_lesson(drv, "classic")
    drv.pad("down", pad)
    drv.pad("down", pad)
    assert guide.step.key == "glow"
    drv.pad("a", pad)
    run(drv)
    assert "r7" not in table.view.hand
    drv.app.draw(drv.surface)  # the Next/Skip button carries the pad's glyph: drawn without a fault
