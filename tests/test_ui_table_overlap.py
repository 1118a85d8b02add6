"""Issue 41, "nothing overlaps" on the table: at every window size and UI scale Settings offers, with 2 to
10 seats and hands of 1 to 60 cards, every corner index of the person's hand shows and can be read, the
turn's prompt and the messages are said over no card, plate or pile count, and the hand stays off the
draw pile's count (at 960x540 and 150% a big hand hid its indexes, "Your turn" was drawn over it and its
top row covered the count); the plates' words and the move log are drawn no smaller than 10 px (at
960x540 with ten seats a plate's were 7 px). The long sizes and the full walk run as `pytest -m profile`."""

from __future__ import annotations

import itertools

import pytest
from table_overlap import findings, open_table

from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def at(drv, scale: int, tv: bool = False) -> None:
    from game.ui.pad.big_screen import sync

    ctx = drv.app.ctx
    look = ctx.settings.look.replace(ui_scale=scale)
    ctx.settings = ctx.settings.replace(look=look, big_screen=tv)
    drv.app.resize(ctx.size)
    sync(drv.app)
    drv.run(2)


def walk(tmp_path, size, scale, language, seats, hands, tv=False, message=True) -> dict:
    drv = Driver(tmp_path / "data", size=size, language=language)
    found = {}
    try:
        drv.run(2)
        at(drv, scale, tv)
        for players, n in itertools.product(seats, hands):
            table = open_table(drv, players, n)
            if message:  # a long message in the prompt's band (a hint's figures, a refusal)
                table.say(
                    table.t(
                        "ui-hint-figures-next",
                        move="Wild Draw Four",
                        chance=19,
                        other="Red 7",
                        other_chance=7,
                    ),
                    5,
                )
            drv.run(2)
            problems = findings(drv, table)
            if problems:
                found[(players, n)] = problems[:6]
            drv.app.pop()
            drv.run(1)
    finally:
        drv.close()
    return found


@pytest.mark.parametrize("scale", (100, 150))
def test_a_big_hand_at_960x540_shows_every_index_and_the_prompt_clear_of_it(tmp_path, scale):
    assert walk(tmp_path, (960, 540), scale, "en", (2, 4), (1, 7, 21, 40, 60)) == {}


@pytest.mark.parametrize("scale", (100, 150))
def test_ten_seats_and_long_names_at_960x540(tmp_path, scale):
    """... and every plate's words legible (they were 7 px at 100%)."""
    assert walk(tmp_path, (960, 540), scale, "hu", (10,), (12, 33)) == {}


@pytest.mark.parametrize("size", ((960, 540), (1920, 1080)), ids=("960x540", "1920x1080"))
def test_the_tv_preset(tmp_path, size):
    assert walk(tmp_path, size, 100, "fi", (4,), (7, 30), tv=True) == {}


@pytest.mark.profile
@pytest.mark.parametrize(
    "size",
    ((960, 540), (1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)),
    ids=lambda s: f"{s[0]}x{s[1]}",
)
@pytest.mark.parametrize("scale", (70, 100, 150))
@pytest.mark.parametrize("language", LANGUAGES)
def test_nothing_overlaps_at_every_size_scale_and_language(tmp_path, size, scale, language):
    assert walk(tmp_path, size, scale, language, (2, 3, 6, 10), (1, 2, 21, 60)) == {}
