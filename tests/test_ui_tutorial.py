"""Learn to play through real events (headless): the main menu's Learn to play, the classic lesson played
step by step with the keyboard (the pile, the glowing cards, drawing, UNO, catching, a Wild Draw Four
challenged), the power lesson's tower and the modern lesson's Wild Shuffle Hands, skipping and leaving;
the coach's words fit at 960x540 in every language."""

from __future__ import annotations

import pygame
import pytest

from game.ui.kit import Dialog
from game.ui.menus.main_menu import MainMenu
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def run(drv, seconds=1.5):
    for _ in range(int(seconds * 20)):
        drv.run(1, dt=0.05)


def open_lesson(drv, edition):
    t = drv.app.ctx.t
    assert isinstance(drv.top, MainMenu)
    drv.click_text(t("tutorial-menu"))
    drv.click_text(t(f"edition-{edition}"))
    if getattr(drv.top, "title", None) == t("tutorial-resume-title"):  # left before: start it again
        drv.click_text(t("tutorial-resume-again"))
    table = drv.top
    assert table.coach is not None
    run(drv)
    return table, table.coach.guide


def leave(drv):
    """Leave, and confirm it ("Leave the lesson?")."""
    t = drv.app.ctx.t
    drv.click_text(t("tutorial-leave"))
    assert drv.top.title == t("tutorial-leave-title")
    drv.click_text(t("tutorial-leave-yes"))


def play(drv, table, card):
    """Choose `card` in the hand with the arrow keys and play it with Enter."""
    hand = table.local_hand()
    for _ in range(len(hand) + 1):
        if 0 <= table.selected < len(hand) and hand[table.selected] == card:
            break
        drv.key(pygame.K_RIGHT)
    assert hand[table.selected] == card
    drv.key(pygame.K_RETURN)
    run(drv)


def answer(drv, text):
    """Click the button `text` of the dialog on top."""
    assert isinstance(drv.top, Dialog), type(drv.top).__name__
    drv.click_text(text)
    run(drv)


@pytest.fixture
def drv(tmp_path):
    driver = Driver(tmp_path / "data", size=(960, 540))
    driver.run(2)
    yield driver
    driver.close()


def test_the_main_menu_offers_the_lesson_on_the_first_start(drv):
    labels = [e.text for e in drv.top.manager.get_sprite_group().sprites() if hasattr(e, "text")]
    assert drv.app.ctx.t("tutorial-offer") in labels


def test_the_classic_lesson_step_by_step_with_the_keyboard(drv):
    table, guide = open_lesson(drv, "classic")
    assert guide.step.key == "welcome"
    drv.key(pygame.K_n)
    assert guide.step.key == "pile" and table.coach.target_rect(table) is not None
    drv.key(pygame.K_n)
    assert guide.step.key == "glow"
    assert table.scene.playable == {"r7"} or "r7" in table.scene.playable
    play(drv, table, "r7")
    assert guide.step.key == "draw", guide.step
    drv.key(pygame.K_d)
    run(drv)
    assert guide.step.key == "drawn"
    play(drv, table, "r3")  # the drawn card glows: played like any card (or Keep it)
    assert guide.step.key == "uno"
    run(drv)
    drv.key(pygame.K_u)
    play(drv, table, "b2")
    assert guide.step.key == "catch", guide.step
    run(drv)
    drv.key(pygame.K_c)
    run(drv)
    assert guide.step.key == "again", guide.step
    drv.key(pygame.K_d)
    run(drv, 3)
    assert guide.step.key == "w4", guide.step
    answer(drv, drv.app.ctx.t("ui-challenge"))
    assert guide.step.key == "finish"
    if isinstance(drv.top, Dialog):  # Alex's hand, shown to the challenger
        drv.click(drv.top.focusables[0].rect.center)
        run(drv)
    assert table.view.hand_sizes[1] > 4  # the bluff was caught: Alex drew four
    leave(drv)
    assert isinstance(drv.top, MainMenu)


def test_the_power_lesson_takes_a_tower_and_the_modern_lesson_shuffles_hands(drv):
    table, guide = open_lesson(drv, "power")
    drv.key(pygame.K_n)
    drv.key(pygame.K_n)
    play(drv, table, "r7")
    run(drv)
    assert guide.step.key == "towers"
    play(drv, table, "b5U")
    assert guide.step.key == "blocked"
    assert table.view.towers.get("U") == 0
    drv.key(pygame.K_n)
    assert guide.step.key == "finish"
    drv.key(pygame.K_ESCAPE)  # the pause menu, and back to the lesson
    drv.key(pygame.K_ESCAPE)
    assert drv.top is table
    leave(drv)
    assert isinstance(drv.top, MainMenu)
    table, guide = open_lesson(drv, "modern")
    drv.key(pygame.K_n)
    drv.key(pygame.K_n)
    play(drv, table, "r7")
    run(drv)
    assert guide.step.key == "shuffle"
    play(drv, table, "WS")
    if isinstance(drv.top, Dialog):  # the colour
        drv.click(drv.top.focusables[0].rect.center)
        run(drv)
    assert guide.step.key == "finish"


def test_every_step_can_be_skipped(drv):
    table, guide = open_lesson(drv, "classic")
    for _ in range(len(guide.lesson.steps)):
        drv.key(pygame.K_n)
    assert guide.over
    assert drv.find(drv.app.ctx.t("tutorial-leave")) is not None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_coach_fits_at_960x540(tmp_path, language):
    from game.play.tutorial import LESSONS

    drv = Driver(tmp_path / "data", size=(960, 540), language=language)
    try:
        drv.run(2)
        for edition, lesson in LESSONS.items():
            table, guide = open_lesson(drv, edition)
            for _ in lesson.steps:
                drv.app.draw(drv.surface)
                panel = table.coach.panel
                assert drv.surface.get_rect().contains(panel)
                assert panel.height < 540 * 0.45, (guide.step, panel)
                for b in drv.buttons():
                    assert b.font.size(b.text)[0] <= b.rect.width - 4, b.text
                guide.next()
                table.rebuild()
            drv.app.pop_to("main_menu")
            drv.run(2)
        for b in drv.buttons():
            assert b.font.size(b.text)[0] <= b.rect.width - 4, b.text
    finally:
        drv.close()


def test_leave_asks_first_and_every_other_answer_keeps_the_lesson(drv):
    """Issue 41: Leave left the lesson at once, and a lesson left is not kept. It asks now, saying so;
    Keep playing (the focus: Enter), Esc and a click on Keep playing all stay at the same step."""
    t = drv.app.ctx.t
    table, guide = open_lesson(drv, "classic")
    drv.key(pygame.K_n)
    step = guide.index
    for answer in ("enter", "esc", "click"):
        drv.click_text(t("tutorial-leave"))
        dialog = drv.top
        assert dialog.title == t("tutorial-leave-title") and dialog.message == t("tutorial-leave-text")
        if answer == "enter":
            drv.key(pygame.K_RETURN)
        elif answer == "esc":
            drv.key(pygame.K_ESCAPE)
        else:
            drv.click_text(t("tutorial-leave-stay"))
        run(drv, 0.3)
        assert drv.top is table and guide.index == step, answer
    leave(drv)
    assert isinstance(drv.top, MainMenu)
    table, guide = open_lesson(drv, "classic")  # a lesson played to its end leaves at once
    while not guide.over:
        drv.key(pygame.K_n)
    drv.click_text(t("tutorial-leave"))
    assert isinstance(drv.top, MainMenu)


def test_a_lesson_left_goes_on_where_it_was_left_even_after_a_restart(tmp_path):
    """Issue 41: a lesson left could not be resumed. Left (confirmed), it is kept; after a restart Learn
    to play says so on the tile and asks: Go on deals it again at the same moment (the hand, the pile,
    the step, the log), Esc stays, Start again deals it from the beginning and forgets it."""
    from game.ui.table.learn import LearnScreen

    drv = Driver(tmp_path / "data", size=(960, 540))
    try:
        drv.run(2)
        table, guide = open_lesson(drv, "classic")
        drv.key(pygame.K_n)
        drv.key(pygame.K_n)
        play(drv, table, "r7")
        run(drv, 3)
        assert guide.step.key == "draw", guide.step
        before = table.view
        step, log = guide.index, table.log_lines()
        leave(drv)
        assert isinstance(drv.top, MainMenu)
    finally:
        drv.close()
    drv = Driver(tmp_path / "data", size=(960, 540))  # the game started again
    try:
        drv.run(2)
        t = drv.app.ctx.t
        drv.click_text(t("tutorial-menu"))
        learn = drv.top
        assert isinstance(learn, LearnScreen)
        drv.app.draw(drv.surface)
        assert t("tutorial-left") in [text for text, _ in learn.tiles["classic"].drawn_texts]
        drv.click(learn.tiles["classic"].button.rect.center)
        assert drv.top.title == t("tutorial-resume-title")
        drv.key(pygame.K_ESCAPE)
        assert drv.top is learn
        drv.click(learn.tiles["classic"].button.rect.center)
        drv.click_text(t("tutorial-resume-yes"))
        table = drv.top
        run(drv)
        guide = table.coach.guide
        assert guide.index == step and guide.step.key == "draw"
        after = table.view
        assert (after.hand, after.discard_top, after.hand_sizes, after.turn) == (
            before.hand,
            before.discard_top,
            before.hand_sizes,
            before.turn,
        )
        assert table.log_lines()[-len(log) :] == log
        drv.key(pygame.K_d)  # and the lesson goes on from there
        run(drv)
        assert guide.step.key == "drawn"
        leave(drv)
        drv.click_text(t("tutorial-menu"))
        drv.click(drv.top.tiles["classic"].button.rect.center)
        drv.click_text(t("tutorial-resume-again"))
        table = drv.top
        run(drv)
        assert table.coach.guide.index == 0 and len(table.view.hand) == len(before.hand) + 1
        assert drv.app.ctx.settings.lesson_left("classic") is None
    finally:
        drv.close()


def test_a_lesson_left_that_no_longer_fits_starts_again(tmp_path):
    """Moves kept that the lesson's deal refuses (another version of the lesson): it starts again, and
    the moves are forgotten."""
    from game.storage import LessonLeft, Storage

    store = Storage.open(tmp_path / "data")
    bad = LessonLeft("classic", 4, ((0, '{"card": "g9", "color": "g", "do": "play"}'),))
    store.save_settings(store.load_settings().with_lesson_left("classic", bad))
    drv = Driver(tmp_path / "data", size=(960, 540))
    try:
        drv.run(2)
        t = drv.app.ctx.t
        drv.click_text(t("tutorial-menu"))
        drv.click(drv.top.tiles["classic"].button.rect.center)
        drv.click_text(t("tutorial-resume-yes"))
        table = drv.top
        assert table.coach.guide.index == 0
        assert drv.app.ctx.settings.lesson_left("classic") is None
    finally:
        drv.close()


def test_next_stands_out_by_colour_not_size(drv):
    """Issue 41: Next was big and red beside a small Leave. Both are one height, in one size of words."""
    table, _ = open_lesson(drv, "classic")
    t = drv.app.ctx.t
    nxt, out = drv.find(t("tutorial-next")), drv.find(t("tutorial-leave"))
    assert nxt.rect.h == out.rect.h
    assert nxt.font.size("Ag")[1] == out.font.size("Ag")[1]
