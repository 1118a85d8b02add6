"""Issue 41, major 2: a custom wild's rule is named where the card is seen at the table (modern edition):
on the card under the pointer (said in the prompt's band), in the colour dialog (the rule and what it
does), and in the move log's line, in every language; a plain wild stays as it was."""

from __future__ import annotations

import pygame
import pytest

from game.play import Match
from game.play.port import LocalTable
from game.rules import Options, table_state
from game.storage import SavedGame, Seat
from game.ui.kit import Dialog
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def modern_table(drv):
    from game.ui.table.screen import TableScreen

    options = Options(custom_cards=("discard_wilds", "extra_turn", "plain"))
    hands = [["WC1", "b2", "g6"], ["r8", "b3", "g2", "W"]]
    state = table_state("modern", 2, hands, "r5", ["y1", "y2", "y3", "g1"], dealer=1, options=options)
    seats = (Seat("Anna"), Seat("Bence", "ai", "normal"))
    match = Match(SavedGame("modern", seats, options, seed=1), state, None, threaded=False, pacing=1e9)
    table = TableScreen(drv.app, LocalTable(match))
    drv.app.push(table)
    drv.run(20)
    return table


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_rule_is_named_on_the_card_in_the_dialog_and_in_the_log(tmp_path, language):
    drv = Driver(tmp_path / "data", size=(960, 540), language=language)
    try:
        drv.run(2)
        table = modern_table(drv)
        loc = drv.app.ctx.localizer
        rule = loc.format("house-rule-discard_wilds")
        effect = loc.attribute("house-rule-discard_wilds", "description")
        node = next(n for n in table.scene.hands[0] if n.drawable.code == "WC1")
        pos = (int(node.x), int(node.y))
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        drv.run(3)
        drv.app.draw(drv.surface)
        said = [text for text, _ in table.drawn_texts]
        assert any(rule in text and effect in text for text in said), said  # the card under the pointer
        tip = next(text for text in said if rule in text)
        assert not tip[:1].isalpha() or tip[:1].isupper(), tip  # a sentence: capitalised (nb: "tilpassbart")
        drv.click(pos)
        dialog = drv.top
        assert isinstance(dialog, Dialog) and dialog.message, "the colour dialog says the rule"
        assert rule in dialog.message and effect in dialog.message
        drv.click(dialog.focusables[0].rect.center)
        drv.run(10)
        lines = table.log_lines()
        assert any(rule in line for line in lines), lines
    finally:
        drv.close()


def test_a_plain_card_carries_no_rule_words(tmp_path):
    drv = Driver(tmp_path / "data", size=(960, 540))
    try:
        drv.run(2)
        table = modern_table(drv)
        node = next(n for n in table.scene.hands[0] if n.drawable.code == "b2")
        pos = (int(node.x), int(node.y))
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        drv.run(3)
        drv.app.draw(drv.surface)
        assert table.drawn_texts == [(table.t("ui-your-turn", player="Anna"), table.drawn_texts[0][1])]
    finally:
        drv.close()
