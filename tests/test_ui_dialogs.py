"""Every decision dialog of the table opened, answered and closed through real events, on stacked
tables (game.rules.table_state); and a late UNO call that saves a person from an AI's catch."""

from __future__ import annotations

import pygame
import pytest

from game.play import Match as Session
from game.play.port import LocalTable
from game.rules import Options, Play, table_state
from game.rules import events as ev
from game.storage import SavedGame, Seat
from game.ui.kit import Dialog, MultiDialog
from game.ui.table.dialogs import ColorDialog
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def stacked(
    drv,
    ruleset,
    hands,
    start,
    draw,
    persons=(0,),
    options=None,
    dealer=None,
    levels=None,
    catch_hold=0.0,
    towers=None,
    before=(),
) -> TableScreen:
    players = len(hands)
    seats = tuple(
        Seat(f"P{i}", "person") if i in persons else Seat(f"AI{i}", "ai", (levels or {}).get(i, "normal"))
        for i in range(players)
    )
    options = options or Options()
    dealer = players - 1 if dealer is None else dealer
    state = table_state(ruleset, players, hands, start, draw, dealer=dealer, options=options, towers=towers)
    game = SavedGame(ruleset, seats, options, 0)
    session = Session(game, state, None, threaded=False, pacing=0.0, catch_hold=catch_hold)
    for seat, action in before:  # moves made before the table is shown (a computer player's)
        session.apply(seat, action)
    table = TableScreen(drv.app, LocalTable(session))
    drv.app.push(table)
    drv.run(2)
    return table


def click_card(drv, table, code) -> None:
    scene = table.scene
    node = next(n for n in scene.hands[scene.me] if n.drawable.code == code)
    drv.click((node.x, node.y))


def catches(seen):
    return [(seat, action) for seat, action, _ in seen if type(action).__name__ == "Catch"]


def record(table):
    seen = []
    table.session.listeners.append(lambda seat, action, events: seen.append((seat, action, events)))
    return seen


POWER_DRAW = ["y9", "y8", "y7", "y6", "b9", "b8", "b7", "g9", "g8"]
DRAW = ["g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9", "y1", "y2", "y3", "y4", "y5"]


def test_colour_picker_names_the_colour_of_a_wild(drv):
    table = stacked(drv, "classic", [["W", "r5", "g3"], ["b1", "b2", "b3"]], "r1", DRAW)
    seen = record(table)
    click_card(drv, table, "W")
    assert isinstance(drv.top, ColorDialog)
    drv.click_text("green")
    assert drv.top is table or not isinstance(drv.top, ColorDialog)
    seat, action, _ = seen[0]
    assert (seat, action.card, action.color) == (0, "W", "g")


def test_uno_in_the_colour_picker_for_a_second_to_last_wild(drv):
    table = stacked(drv, "classic", [["W", "r5"], ["b1", "b2", "b3"]], "r1", DRAW)
    seen = record(table)
    click_card(drv, table, "W")
    assert isinstance(drv.top, ColorDialog)
    drv.key(pygame.K_u)  # UNO while the picker is open
    assert isinstance(drv.top, ColorDialog)
    drv.click_text("blue")
    events = [e for _, _, es in seen for e in es]
    assert any(isinstance(e, ev.UnoCalled) and e.seat == 0 for e in events)
    assert 0 not in table.session.state.exposed


def test_challenge_or_accept_shows_the_hand_to_the_challenger_only(drv):
    table = stacked(
        drv,
        "classic",
        [["r5", "g3", "b7"], ["W4", "r9", "y2"]],
        "r1",
        DRAW,
        dealer=0,
        before=[(1, Play("W4", "b"))],
    )  # seat 1 held a red card: an illegal Wild Draw Four
    drv.run(3)
    assert isinstance(drv.top, Dialog) and drv.top.title.startswith("AI1")
    drv.click_text("Challenge")
    assert isinstance(drv.top, Dialog)  # the challenged hand, shown to the challenger
    shown = drv.top.message
    assert "red 9" in shown.lower() and "yellow 2" in shown.lower()
    drv.click_text("OK")
    assert drv.top is table
    assert len(table.session.state.hands[1]) == 2 + 4  # guilty: four cards
    # the AI seat's redacted events did not carry the hand
    assert table.session.view(1).shown is None


def test_accept_draws_the_four(drv):
    table = stacked(
        drv,
        "classic",
        [["r5", "g3", "b7"], ["W4", "g9", "y2"]],
        "b1",
        DRAW,
        dealer=0,
        before=[(1, Play("W4", "r"))],
    )
    drv.run(3)
    drv.click_text("Accept: draw 4 cards")
    assert len(table.session.state.hands[0]) == 3 + 4


def test_tower_picker_takes_the_chosen_towers(drv):
    table = stacked(drv, "power", [["rT2", "r5", "g3"], ["b1", "b2", "b3"]], "r1", POWER_DRAW)
    seen = record(table)
    click_card(drv, table, "rT2")
    assert isinstance(drv.top, Dialog) and drv.top.title == "Take towers"
    choice = drv.top.choices[2]
    drv.click_text(choice[0])
    assert seen[0][1].towers == choice[1]
    assert all(table.session.state.towers[s] == 0 for s in choice[1])


def test_keep_one_card_after_four_towers(drv):
    towers = {"U": 0, "N": 0, "O": 0, "!": None}
    table = stacked(
        drv, "power", [["WT", "r5", "g3", "b4"], ["b1", "b2", "b3"]], "r1", POWER_DRAW, towers=towers
    )
    click_card(drv, table, "WT")
    drv.click_text("red")
    drv.run(3)
    assert isinstance(drv.top, Dialog) and drv.top.title == "All four towers"
    drv.click_text("green 3")
    assert table.session.state.hands[0] == ["g3"]


def test_seven_zero_target(drv):
    options = Options(seven_zero=True)
    table = stacked(
        drv,
        "classic",
        [["r7", "g2", "b3"], ["b1", "b2"], ["y1", "y2", "y3", "y4"]],
        "r1",
        DRAW,
        options=options,
    )
    click_card(drv, table, "r7")
    assert isinstance(drv.top, Dialog) and drv.top.title == "Swap hands"
    drv.click_text("AI2")
    assert sorted(table.session.state.hands[0]) == ["y1", "y2", "y3", "y4"]


def test_exactly_seven_discard_chooser(drv):
    options = Options(custom_cards=("hand_to_seven", "plain", "plain"))
    big = ["r2", "r3", "r4", "r5", "r6", "g2", "g3", "g4", "g5"]
    table = stacked(
        drv,
        "modern",
        [["WC1", "b9"], big],
        "r1",
        DRAW,
        persons=(1,),
        options=options,
        dealer=1,
        before=[(0, Play("WC1", "r"))],
    )
    drv.run(3)
    dialog = drv.top
    assert isinstance(dialog, MultiDialog) and dialog.need == 2
    drv.click(dialog.toggles[0].rect.center)
    assert not dialog.ok.is_enabled  # one of two picked: not yet
    drv.click(dialog.toggles[1].rect.center)
    drv.click(dialog.ok.rect.center)
    assert len(table.session.state.hands[1]) == 7


def test_stacking_answer(drv):
    options = Options(stacking=True)
    table = stacked(
        drv,
        "classic",
        [["gD2", "r5", "b3"], ["rD2", "y2", "y3"]],
        "r1",
        DRAW,
        dealer=0,
        options=options,
        before=[(1, Play("rD2"))],
    )
    drv.run(3)
    assert isinstance(drv.top, Dialog) and drv.top.title == "Draw cards are stacked"
    drv.click_text("Play the green Draw Two")
    assert "gD2" in table.session.state.discard
    assert len(table.session.state.hands[1]) == 2 + 4  # the computer had no Draw Two: it took the stack


def test_a_late_uno_call_saves_a_person_from_the_catch(drv):
    table = stacked(
        drv, "classic", [["r5", "r6"], ["b1", "b2", "b3"]], "r1", DRAW, levels={1: "expert"}, catch_hold=3.0
    )
    seen = record(table)
    click_card(drv, table, "r5")  # forgot UNO
    assert table.session.state.exposed == [0]
    drv.run(10)  # a sixth of a second: no computer catches that fast (fastest 0.7 s)
    drv.key(pygame.K_u)
    assert table.session.state.exposed == []
    drv.run(240)  # four seconds
    assert catches(seen) == []
    assert any(type(a).__name__ == "CallUno" for _, a, _ in seen)
    assert len(seen) > 2  # the game went on (the computer played after the call)


def test_without_the_late_call_the_ai_catches_after_its_reaction_time(drv):
    table = stacked(
        drv, "classic", [["r5", "r6"], ["b1", "b2", "b3"]], "r1", DRAW, levels={1: "expert"}, catch_hold=3.0
    )
    seen = record(table)
    click_card(drv, table, "r5")
    drv.run(30)  # half a second: still not caught (expert needs 0.7 s or more)
    assert table.session.state.exposed == [0]
    drv.run(120)
    assert [(seat, a.target) for seat, a in catches(seen)] == [(1, 0)]
    assert len(table.session.state.hands[0]) == 1 + 2


def test_move_log_in_words_without_repeating_the_colour(drv):
    table = stacked(drv, "classic", [["W", "r5", "g3"], ["b1", "b2", "b3"]], "r1", DRAW)
    click_card(drv, table, "W")
    drv.click_text("green")
    lines = table.log_lines()
    assert lines[0] == "P0 plays a Wild and picks green."
    assert not any("picks green" in line for line in lines[1:])
    drv.app.ctx.localizer.set_language("sv")  # the log is re-worded in the new language
    assert table.log_lines()[0] != lines[0] and "P0" in table.log_lines()[0]
    drv.app.ctx.localizer.set_language("en")


def test_a_failing_autosave_is_told_at_the_table(drv):
    from game.storage import Notice

    table = stacked(drv, "classic", [["r5", "g3", "b7"], ["b1", "b2", "b3"]], "r1", DRAW)
    notice = Notice("not_saved", "saved_game", "/x/current.json", None, "disk full")
    drv.app.ctx.storage.notices.append(notice)
    drv.run(2)
    assert isinstance(drv.top, Dialog) and "could not be saved" in drv.top.message
    drv.click_text("OK")
    assert drv.top is table
