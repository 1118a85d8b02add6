"""Issue 41's minor findings, each through the real screens: the lesson's panel off the opponent's plate
and its ring round the cards (not the plate), the cursor's marker hidden on other players' turns, the
match's numbers never giving a tie to one player, the review's praise only after a won game and its
"points" said as percentage points, and a hint's "19 %" kept on one line."""

from __future__ import annotations

import pygame
import pytest
from table_overlap import open_table
from test_ui_tutorial import open_lesson

from game.play import Match
from game.play.port import LocalTable
from game.rules import Options, Play, apply, table_state
from game.storage import SavedGame, Seat
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def scaled(tmp_path, size, scale, language="en"):
    drv = Driver(tmp_path / "data", size=size, language=language)
    ctx = drv.app.ctx
    ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=scale))
    drv.app.resize(ctx.size)
    drv.run(2)
    return drv


@pytest.mark.parametrize("language", ("en", "hu"))
@pytest.mark.parametrize("size", ((960, 540), (1920, 1080)), ids=("960x540", "1920x1080"))
@pytest.mark.parametrize("scale", (100, 150))
def test_the_lesson_panel_keeps_off_the_opponent_and_rings_the_cards(tmp_path, language, size, scale):
    drv = scaled(tmp_path, size, scale, language)
    try:
        for edition in ("classic", "power", "modern"):
            table, guide = open_lesson(drv, edition)
            layout = table.scene.layout
            others = [s for s in layout.seats if not s.local]
            for _ in guide.lesson.steps:
                drv.app.draw(drv.surface)
                panel = table.coach.panel
                for s in others:
                    assert not panel.colliderect(s.plate), (edition, guide.step.key, panel, s.plate)
                    assert not panel.colliderect(s.area), (edition, guide.step.key, panel, s.area)
                if guide.step.target == "hand" and table.coach.showing(table):
                    ring = table.coach.target_rect(table)
                    assert ring is not None and not ring.colliderect(layout.seat(0).plate)
                guide.next()
                table.rebuild()
            drv.app.pop_to("main_menu")
            drv.run(2)
    finally:
        drv.close()


def test_the_cursor_marker_is_hidden_on_other_players_turns(tmp_path):
    drv = Driver(tmp_path / "data", size=(1280, 720))
    try:
        drv.run(2)
        table = open_table(drv, 3, 7)
        assert table.my_turn()
        marked = [n for n in table.scene.hands[0] if n.drawable.marked]
        assert len(marked) == 1  # on the person's turn the cursor shows, on a glowing card
        drv.key(pygame.K_RETURN)
        drv.run(20)
        assert table.view.turn != 0 and not table.jump_in_cards()
        assert table.cursor is not None
        assert not [n for n in table.scene.hands[0] if n.drawable.marked]
    finally:
        drv.close()


def ended_table(drv, log):
    from game.ui.table.screen import TableScreen

    hands = [["r1"], ["b2", "g7"], ["r3", "y9"], ["g0", "y3"]]
    options = Options(scoring="single_round")
    state = table_state("classic", 4, hands, "r5", ["b1", "b3", "y1", "y2"], dealer=3, options=options)
    apply(state, 0, Play("r1"))
    seats = (
        Seat("Anna"),
        Seat("Bence", "ai", "normal"),
        Seat("Cleo", "ai", "normal"),
        Seat("Dani", "ai", "easy"),
    )
    match = Match(
        SavedGame("classic", seats, options, seed=1), state, None, threaded=False, pacing=0.0, log=log
    )
    drv.app.push(TableScreen(drv.app, LocalTable(match)))
    for _ in range(200):
        top = drv.top
        if type(top).__name__ == "RoundSummary":
            top.next()
        if type(drv.top).__name__ == "GameOverScreen":
            return drv.top
        drv.run(5)
    raise AssertionError("no game over")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tie_in_the_match_numbers_is_never_one_players(tmp_path, language):
    drv = Driver(tmp_path / "data", size=(1280, 720), language=language)
    try:
        drv.run(2)
        caught = [("log-uno-caught", {"catcher": c, "player": 0, "count": 2}) for c in (1, 2)]
        three = [("log-uno", {"player": p}) for p in (1, 2, 3)]
        over = ended_table(drv, caught + three)
        rows = {what: (value, whose) for _, what, value, whose in over.highlights()}
        t = drv.app.ctx.t
        value, whose = rows[t("ui-look-numbers-catches")]
        assert value == "1" and whose == t("ui-team-name", first="Bence", second="Cleo")
        value, whose = rows[t("ui-look-numbers-uno")]
        assert value == "1" and whose == t("ui-look-numbers-tied", count=3)
        drv.app.draw(drv.surface)
    finally:
        drv.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_review_praises_only_a_won_game(tmp_path, language):
    drv = Driver(tmp_path / "data", language=language)
    try:
        loc = drv.app.ctx.localizer
        praise = loc.format("review-well-played")
        assert praise not in loc.format("review-no-costly", points=5)
        if language == "en":  # the graph shows %: the text says percentage points, never game points
            assert "percentage points" in loc.format("review-no-costly", points=5)
            assert "percentage point " in loc.format("review-well-found", number=2, move="Red 7", points=1)
    finally:
        drv.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hints_percentage_stays_on_one_line(tmp_path, language):
    """A message wraps at spaces only: "19" and "%" are joined by a no-break space (or no space)."""
    drv = Driver(tmp_path / "data", language=language)
    try:
        loc = drv.app.ctx.localizer
        for msg in ("ui-hint-figures", "ui-hint-figures-next"):
            text = loc.format(msg, move="Red 7", chance=19, other="Wild", other_chance=7)
            assert "19" in text and " %" not in text, text
    finally:
        drv.close()


def test_a_does_not_fit_message_goes_with_its_turn(tmp_path):
    """ "The red 2 does not fit" is about the decision it was said at: once the person draws (a new
    decision), it is gone at once, not three seconds later (it outlived its turn)."""
    drv = Driver(tmp_path / "data", size=(1280, 720))
    try:
        drv.run(2)
        table = open_table(drv, 2, 20)  # the red cards fit the red 5, the yellow ones do not
        dark = next(n for n in table.scene.hands[0] if n.drawable.code not in table.scene.playable)
        drv.click((int(dark.x), int(dark.y)))
        drv.app.draw(drv.surface)
        said = [text for text, _ in table.drawn_texts]
        assert table.message in said and "does not fit here" in table.message
        assert table.message_time > 2.5
        drv.key(pygame.K_d)  # draw: the decision is now the drawn card's
        drv.run(3)
        drv.app.draw(drv.surface)
        assert table.view.phase == "drawn" or table.view.turn != 0
        assert table.message_time <= 0, table.message
        assert not [t for t, _ in table.drawn_texts if t == table.message]
    finally:
        drv.close()


def test_the_demo_plays_on_by_itself_and_shows_no_buttons_for_nobody(tmp_path):
    """`uno-table --demo` (a table of computers only) stopped at the first round's summary and waited for
    a click; it showed UNO!, Hint and Menu to nobody. It plays on: the summary moves to the next round,
    the game over to the next game, with no input at all."""
    from types import SimpleNamespace

    from game.ui.start import _start_demo

    drv = Driver(tmp_path / "data", size=(1280, 720))
    try:
        drv.run(2)
        _start_demo(drv.app, SimpleNamespace(demo=True, seed=5))  # what `--demo --seed 5` starts
        table = drv.top
        drv.run(5)
        assert not any(table.buttons[name].visible for name in ("uno", "hint", "menu"))
        seen, rounds = set(), set()
        for _ in range(6000):
            top = drv.top
            seen.add(type(top).__name__)
            table = top if type(top).__name__ == "TableScreen" else table
            rounds.add((id(table), table.view.round_no))
            if "GameOverScreen" in seen and type(top).__name__ == "TableScreen" and len(rounds) > 2:
                break
            drv.run(1, dt=0.1)
        assert {"RoundSummary", "TableScreen"} <= seen, seen
        assert len(rounds) > 2, rounds  # it went on past a summary (and past a game over when one came)
    finally:
        drv.close()


def test_the_stack_dialog_asks_only_what_may_be_done_and_take_stays_put(tmp_path):
    """A Draw Two stacked on the person who holds nothing to stack: the dialog does not invite stacking;
    Take is its first button whether or not cards may be stacked (it moved with their number)."""
    from test_ui_dialogs import DRAW, stacked

    from game.ui.kit import Dialog

    drv = Driver(tmp_path / "data")
    try:
        drv.run(2)
        hands = [["g5", "r5", "b3"], ["rD2", "y2", "y3"]]
        options = Options(stacking=True)
        table = stacked(
            drv, "classic", hands, "r1", DRAW, dealer=0, options=options, before=[(1, Play("rD2"))]
        )
        drv.run(3)
        dialog = drv.top
        assert isinstance(dialog, Dialog) and dialog.title == "Draw cards are stacked"
        assert dialog.message == table.t("ui-stack-none", count=2)
        take = table.t("ui-stack-take", count=2)
        assert dialog.focusables[0].text == take
        drv.click(dialog.focusables[0].rect.center)
        drv.run(3)
        assert len(table.session.state.hands[0]) == 3 + 2
        # with a Draw Two to stack: Take is still first, the stacking offered after it
        table2 = stacked(
            drv, "classic", [["gD2", "r5", "b3"], ["rD2", "y2", "y3"]], "r1", DRAW, dealer=0,
            options=options, before=[(1, Play("rD2"))],
        )  # fmt: skip
        drv.run(3)
        assert drv.top.focusables[0].text == take
        assert drv.top.message == table2.t("ui-stack-question", count=2)
    finally:
        drv.close()


@pytest.mark.parametrize("size", ((960, 540), (1920, 1080)), ids=("960x540", "1920x1080"))
def test_the_enter_glyph_by_the_cursor_keeps_off_your_turn(tmp_path, size):
    """With the keyboard in use the Enter key's glyph sits by the cursor's card: it covered "Your turn"
    at 150%."""
    from table_overlap import findings

    drv = scaled(tmp_path, size, 150, "sv")
    try:
        table = open_table(drv, 2, 3)
        drv.key(pygame.K_RIGHT)  # the keys are in use: their glyphs show
        drv.key(pygame.K_LEFT)
        drv.app.draw(drv.surface)
        assert drv.app.pads.glyph_rects, "the Enter glyph is drawn"
        assert findings(drv, table) == []
    finally:
        drv.close()
