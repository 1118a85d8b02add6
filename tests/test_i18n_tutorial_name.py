"""Learn to play names the person's seat as every other table does: with the person's own name, or on a
first start (no name known yet) with the neutral "Player" of New game and Host (issue 43). It used to
fill the seat with the word "You", which the move log and the banners put in the third person in
every language: "You plays a card", "Your turn, You", da "Dig lægger", fi "Sinä pelaa", hu "Te húz".

Driven through real events: the main menu's Learn to play, an edition, the first card played with the
keyboard, in all six languages."""

from __future__ import annotations

import pygame
import pytest

from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")
#: what the old seat name was in each language: none of it may name the person's seat again
OLD_SEAT_NAMES = {"en": "You", "sv": "Du", "da": "Dig", "nb": "Du", "fi": "Sinä", "hu": "Te"}


def run(drv, seconds=1.5):
    for _ in range(int(seconds * 20)):
        drv.run(1, dt=0.05)


def lesson(drv, edition="classic"):
    t = drv.app.ctx.t
    drv.click_text(t("tutorial-menu"))
    drv.click_text(t(f"edition-{edition}"))
    run(drv)
    return drv.top


def first_play(drv, table):
    """Play the lesson's first glowing card (the red 7) with the arrow keys and Enter."""
    hand = table.local_hand()
    for _ in range(len(hand) + 1):
        if 0 <= table.selected < len(hand) and hand[table.selected] == "r7":
            break
        drv.key(pygame.K_RIGHT)
    drv.key(pygame.K_RETURN)
    run(drv, 3)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_first_start_names_the_persons_seat_player_in_every_language(tmp_path, language):
    drv = Driver(tmp_path / "data", size=(960, 540), language=language)
    try:
        drv.run(2)
        assert drv.app.ctx.settings.default_names == ()
        table = lesson(drv)
        t = drv.app.ctx.t
        neutral = t("ui-setup-default-person")
        assert table.name(table.viewer) == neutral
        assert table.name(table.viewer) != OLD_SEAT_NAMES[language]
        first_play(drv, table)
        mine = [line for line in table.log_lines() if neutral in line]
        assert mine, table.log_lines()  # the person's play is logged under the neutral name
        assert all(not line.startswith(OLD_SEAT_NAMES[language] + " ") for line in table.log_lines())
    finally:
        drv.close()


def test_the_persons_own_name_is_used_when_the_game_knows_it(tmp_path):
    drv = Driver(tmp_path / "data", size=(960, 540))
    try:
        drv.run(2)
        ctx = drv.app.ctx
        ctx.settings = ctx.settings.replace(default_names=("Åsa", "Lars"))
        table = lesson(drv, "power")
        assert table.name(table.viewer) == "Åsa"
        assert table.name(1 - table.viewer) == ctx.t("tutorial-opponent")
    finally:
        drv.close()


def test_a_name_that_draws_nothing_falls_back_to_player(tmp_path):
    drv = Driver(tmp_path / "data", size=(960, 540), language="hu")
    try:
        drv.run(2)
        ctx = drv.app.ctx
        ctx.settings = ctx.settings.replace(default_names=("\u200b",))
        table = lesson(drv, "modern")
        assert table.name(table.viewer) == "Játékos"
    finally:
        drv.close()
