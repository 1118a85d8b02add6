"""Issue 41's table minors, each through the real table screen and real events: the challenge's shown
hand says who won the challenge; the Finnish colour picker's shape keeps clear of its word."""

from __future__ import annotations

import pygame
import pytest
from test_ui_dialogs import DRAW, stacked

from game.rules import Play
from game.ui.kit import Dialog
from game.ui.table.dialogs import ColorDialog
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data", size=(960, 540))
    yield d
    d.close()


@pytest.mark.parametrize(
    ("hand", "verdict", "drawer"),
    [
        (["W4", "r9", "y2"], "The challenge succeeds: AI1 draws 4 cards.", "AI1"),  # held a red card
        (["W4", "b9", "y2"], "The challenge fails: P0 draws 6 cards.", "P0"),  # held none of red
    ],
    ids=("guilty", "innocent"),
)
def test_the_shown_hand_says_who_won_the_challenge(tmp_path, hand, verdict, drawer):
    drv = Driver(tmp_path / "data", size=(960, 540), pacing=1e9)  # an innocent computer waits to move
    before = [(1, Play("W4", "b"))]
    table = stacked(drv, "classic", [["r5", "g3", "b7"], hand], "r1", DRAW, dealer=0, before=before)
    drv.run(3)
    drv.click_text("Challenge")
    for _ in range(600):  # the hand is shown once the draw has been shown
        if drv.top is not table:
            break
        drv.run(1)
    dialog = drv.top
    assert isinstance(dialog, Dialog) and dialog.title == "The hand of AI1"
    assert verdict in dialog.message, dialog.message
    assert "yellow 2" in dialog.message
    drv.click_text("OK")
    assert drv.top is table
    drv.close()


@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("language", ("fi", "hu", "en"))
def test_the_colour_pickers_shapes_keep_clear_of_their_words(tmp_path, language, scale):
    """In Finnish the shape drawn on each colour button touched the colour's name ("Keltainen")."""
    from test_ui_table_overlap import at

    d = Driver(tmp_path / "data", size=(960, 540), language=language)
    try:
        d.run(2)
        at(d, scale)
        table = stacked(d, "classic", [["W", "r5", "g3"], ["b1", "b2", "b3"]], "r1", DRAW)
        node = next(n for n in table.scene.hands[0] if n.drawable.code == "W")
        d.click((node.x, node.y))
        d.run(5)
        dialog = d.top
        assert isinstance(dialog, ColorDialog)
        d.app.draw(d.surface)
        names = {d.app.ctx.localizer.color_name(c) for c in "rygb"}
        buttons = [b for b in dialog.focusables if b.text in names]
        assert len(buttons) == 4
        px = d.app.ctx.px
        for b in buttons:  # the shape: a circle of radius 9 design units, 12 from the button's left edge
            shape = pygame.Rect(b.rect.x + px(12), 0, 2 * px(9), 1)
            words = b.font.size(b.text)[0]
            left = b.rect.centerx - words // 2  # the name is centred on its button
            assert shape.right + d.app.ctx.px(4) <= left, (b.text, shape, left)
            assert left + words <= b.rect.right - d.app.ctx.px(4), b.text
    finally:
        d.close()


@pytest.mark.parametrize("language", ("en", "fi"))
def test_a_one_round_games_podium_tells_won_points_from_points_left(tmp_path, language):
    """Two players, one round: the winner's 9 points (what the round was worth) and the loser's 9 points
    left in hand showed as the same "9 points" under both blocks."""
    from game.play import Match
    from game.play.port import LocalTable
    from game.rules import Options, apply, table_state
    from game.storage import SavedGame, Seat
    from game.ui.table.game_over import GameOverScreen
    from game.ui.table.screen import TableScreen

    d = Driver(tmp_path / "data", size=(960, 540), language=language)
    try:
        options = Options(scoring="single_round")
        state = table_state(
            "classic", 2, [["r1"], ["b2", "g7"]], "r5", ["b1", "b3", "y1"], dealer=1, options=options
        )
        apply(state, 0, Play("r1"))
        seats = (Seat("Anna"), Seat("Billie", "ai", "normal"))
        match = Match(SavedGame("classic", seats, options, seed=1), state, None, threaded=False, pacing=0.0)
        d.app.push(TableScreen(d.app, LocalTable(match)))
        t = d.app.ctx.t
        for _ in range(300):
            if d.find(t("ui-game-over-next")) is not None:
                break
            d.run(5)
        d.click_text(t("ui-game-over-next"))
        over = d.top
        assert isinstance(over, GameOverScreen)
        d.run(240)  # the blocks have risen
        texts = [text for text, _ in over.drawn_texts]
        won, left = t("ui-look-podium-won", points=9), t("ui-look-podium-left", points=9)
        assert won in texts and left in texts, texts
        assert won != left
    finally:
        d.close()
