"""Issue 41, "nothing overlaps" with the table's overlays up: the keys' glyphs by the hand, the hint's
toast, a pad's note, the pause menu, the colour, challenge and stack dialogs, three towers held by the
person, the round summary's countdown to the next round at a network table (the keys' hint bar covered
its words), the replay's controls and the lesson's box; at the sizes of `make test` (960x540 at 100% and
150%, 1920x1080 at 150%, the TV preset), with ten seats and long names. The long sizes run in the
profile (tests/test_ui_table_overlap.py)."""

from __future__ import annotations

import pygame
import pytest
from table_overlap import countdown_summary, findings, open_table
from test_play_replay import finished_game
from test_ui_table_overlap import at

from game.rules import Options, Play
from game.ui.kit import Dialog
from game.ui.table.dialogs import ColorDialog
from game.ui.testing import Driver

SIZES = [
    ((960, 540), 100, False),
    ((960, 540), 150, False),
    ((1920, 1080), 150, False),
    ((960, 540), 100, True),
]
IDS = ["960x540-100", "960x540-150", "1920x1080-150", "960x540-tv"]


def driver(tmp_path, size, scale, tv, language):
    drv = Driver(tmp_path / "data", size=size, language=language)
    drv.run(2)
    at(drv, scale, tv)
    return drv


def close_table(drv) -> None:
    while drv.top is not None and type(drv.top).__name__ != "MainMenu":
        drv.app.pop()
    drv.run(1)


def click_card(drv, table, code) -> None:
    node = next(n for n in table.scene.hands[table.scene.me] if n.drawable.code == code)
    drv.click((node.x, node.y))
    drv.run(5)


def walk(drv) -> dict[str, list[str]]:
    """Each overlay up in turn; what the check finds with it."""
    found: dict[str, list[str]] = {}

    def look(name, table):
        drv.run(3)
        problems = findings(drv, table)
        if problems:
            found[name] = problems[:6]

    table = open_table(drv, 10, 12)
    drv.key(pygame.K_RIGHT)  # the keys are in use: their glyphs by the hand and on the buttons
    table.show_hint()
    drv.app.pads.say(drv.app.ctx.t("pad-connected", name="Wireless Controller"))
    look("keys, hint and a note", table)
    drv.key(pygame.K_ESCAPE)
    assert type(drv.top).__name__ == "PauseMenu"
    look("pause", table)
    close_table(drv)

    table = open_table(drv, 10, 12, drawn=("r9",))  # a card drawn that fits: Play it or Keep it
    drv.key(pygame.K_d)
    assert table.view.decision == "drawn" and table.buttons["keep"].visible
    look("Keep the drawn card", table)
    close_table(drv)

    table = open_table(drv, 10, 12, extra=("W",))
    click_card(drv, table, "W")
    assert isinstance(drv.top, ColorDialog)
    look("the colour dialog", table)
    close_table(drv)

    table = open_table(drv, 10, 9, last=("W4",), before=(Play("W4", "b"),))
    assert isinstance(drv.top, Dialog), "the challenge is asked"
    look("the challenge dialog", table)
    close_table(drv)

    stacking = Options(stacking=True)
    table = open_table(drv, 10, 9, extra=("gD2",), last=("rD2",), before=(Play("rD2"),), options=stacking)
    assert isinstance(drv.top, Dialog), "the stack is asked"
    look("the stack dialog", table)
    close_table(drv)

    table = open_table(drv, 4, 7, "power", towers={"U": 0, "N": 0, "O": 0, "!": None})
    drv.key(pygame.K_RIGHT)
    look("three towers of the person", table)
    close_table(drv)

    # between rounds at a network table: whom the next round waits for, its countdown, the keys' bar
    # (the pad's note said at the first table has gone by then)
    while drv.app.pads.notes:
        drv.run(1, dt=0.5)
    table, summary = countdown_summary(drv, 10)
    drv.key(pygame.K_DOWN)
    look("the round countdown", table)
    assert summary.waiting_rects, "the countdown is said"
    # two pads' notes at once over the ten rows: at 960x540, 150% no place but over the title held the
    # two, and the newest alone finds a corner (the older runs out unseen)
    drv.app.pads.say(drv.app.ctx.t("pad-connected", name="Wireless Controller"))
    drv.app.pads.say(drv.app.ctx.t("pad-disconnected", name="PS5 Controller"))
    look("two pads' notes over the round summary", table)
    assert drv.app.pads.note_rects, "a note is shown"
    close_table(drv)
    return found


@pytest.mark.parametrize(("size", "scale", "tv"), SIZES, ids=IDS)
def test_the_overlays_cover_nothing_that_must_be_read(tmp_path, size, scale, tv):
    drv = driver(tmp_path, size, scale, tv, "hu")
    try:
        assert walk(drv) == {}
    finally:
        drv.close()


def test_the_overlays_in_english_at_960x540_150(tmp_path):
    drv = driver(tmp_path, (960, 540), 150, False, "en")
    try:
        assert walk(drv) == {}
    finally:
        drv.close()


@pytest.fixture(scope="module")
def ten_seat_game():
    return finished_game(5, "classic", ("Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"))


@pytest.mark.parametrize(("size", "scale", "tv"), SIZES, ids=IDS)
def test_the_replay_controls_keep_off_the_plates(tmp_path, ten_seat_game, size, scale, tv):
    """Six controls in a column and "Move 0 of 72" above them ran over the plates at the right."""
    from game.ui.replays.replays import ReplayScreen

    drv = driver(tmp_path, size, scale, tv, "fi")
    try:
        replay = ReplayScreen(drv.app, ten_seat_game)
        drv.app.push(replay)
        drv.run(20)
        assert findings(drv, replay) == []
        drv.key(pygame.K_SPACE)  # playing: "Pause" instead of "Play"
        drv.run(20)
        assert findings(drv, replay) == []
    finally:
        drv.close()


@pytest.mark.parametrize(
    ("size", "scale"), [((960, 540), 150), ((1920, 1080), 100)], ids=["960x540-150", "1920x1080"]
)
def test_the_lessons_box_keeps_off_the_table(tmp_path, size, scale):
    from test_ui_tutorial import open_lesson

    drv = driver(tmp_path, size, scale, False, "sv")
    try:
        table, _guide = open_lesson(drv, "classic")
        for _ in range(3):
            assert findings(drv, table) == []
            drv.key(pygame.K_n)
            drv.run(30)
    finally:
        drv.close()
