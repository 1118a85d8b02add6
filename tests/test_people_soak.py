"""The people soak (issue 30): real game processes at a real server on loopback, each played by a bot
that acts only on what its screen shows, with a person's timing (game.bench.people_soak). The short
case plays one table for about twenty seconds; the long profile (`pytest -m profile`, or `python -m
game.bench people-soak --minutes 30`) plays table after table over editions, house options and 2-6
seats, killing and restarting the server and the games as it goes."""

from __future__ import annotations

import argparse
import json
import os
from types import SimpleNamespace

import pytest

from game.bench import people_soak


def soak_args(tmp_path, **values) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    people_soak.add_arguments(parser)
    args = parser.parse_args([])
    args.out, args.quiet = tmp_path / "soak", True
    for key, value in values.items():
        setattr(args, key, value)
    return args


def test_two_people_play_at_a_real_table_as_people_do(tmp_path):
    result = people_soak.Soak(soak_args(tmp_path, minutes=0.35, seed=7, people=2, no_chaos=True)).run()
    assert result["tables"] == 1 and result["notes"] == [], result  # both sat down and the table started
    assert result["actions"] >= 8, result  # four presses each to reach the table, then their moves
    assert result["violations"] == [], result["violations"]


@pytest.mark.profile
def test_the_long_people_soak(tmp_path):
    minutes = float(os.environ.get("PEOPLE_SOAK_MINUTES", "10"))
    result = people_soak.Soak(soak_args(tmp_path, minutes=minutes, quiet=False)).run()
    print({k: v for k, v in result.items() if k != "violations"})
    assert result["rounds"] >= 1
    assert result["violations"] == [], result["violations"][:20]


class _View:
    """A seat's view as the player-bot reads it (its turn, a red 5 in hand)."""

    version, round_no, phase, decision, turn, seat = 40, 1, "play", "play", 0, 0
    hand = ("r5", "g2")
    seats = (SimpleNamespace(name="Ann"), SimpleNamespace(name="P0-1"))

    def decision_key(self):
        return ("play", 0)

    def is_person(self, seat):
        return True


def _table(status: str):
    lit = SimpleNamespace(drawable=SimpleNamespace(glow=True, code="r5"))
    scene = SimpleNamespace(
        hands=[[lit]], me=0, busy=False, playable={"r5"}, jumpable=set(), local_card_at=lambda pos: lit
    )
    return SimpleNamespace(
        view=_View(),
        scene=scene,
        net=SimpleNamespace(status=status),
        message="",
        message_time=0.0,
        manager=None,
        queued=None,
        ticket=None,
        awaiting=lambda: False,
        my_turn=lambda: True,
        _lost_shown=status != "open",
    )


def _bot(tmp_path, table):
    from game.bench.people_player import PlayerBot, Report

    app = SimpleNamespace(ctx=SimpleNamespace(t=lambda msg_id, **_: msg_id), stack=[table], top=table)
    args = SimpleNamespace(seed=1, stall=25.0)
    report = Report(tmp_path / "report.jsonl", "Ann")
    bot = PlayerBot(app, args, report)
    bot.click = {"card": "r5", "version": 40, "count": 1, "at": 0.0, "message": ("", 0.0), "pos": (1, 2)}
    return bot, report


@pytest.mark.parametrize("status", ["lost", "open"])
def test_a_click_cut_off_by_a_lost_connection_is_not_a_click_that_did_nothing(tmp_path, status):
    """The soak kills the server: a click on a lit card made just before is lost with the connection, and
    the screen says the connection is lost (the person clicks again once it is back). The player-bot
    counts it as cut off, not as "lit card click did nothing"; with the connection up, a click with no
    outcome after CLICK_ANSWER seconds is still that failure."""
    table = _table(status)
    bot, report = _bot(tmp_path, table)
    bot.check(table)
    report.file.close()
    kinds = [json.loads(line) for line in (tmp_path / "report.jsonl").read_text().splitlines()]
    if status == "lost":
        assert [k["kind"] for k in kinds] == ["cut_off"]
    else:
        assert [(k["kind"], k["what"]) for k in kinds] == [("violation", "lit card click did nothing")]
        assert kinds[0]["under"] == "r5" and kinds[0]["my_turn"] is True
    assert bot.click is None


@pytest.mark.parametrize("dropped", [True, False])
def test_a_decision_asked_again_after_its_answer_went_with_the_server_is_not_a_dialog_that_came_back(
    tmp_path, dropped
):
    """Bob challenges a Wild Draw Four at version 247 just as the soak kills the server: the answer goes
    with it, the restarted server's table is still at 247 and asks him again. That is right (counted as
    cut off); the same dialog opening again with the connection up all along is "dialog came back"."""
    from game.ui.kit import Dialog

    table = _table("open")
    table.view.version, table.view.decision = 247, "challenge"
    bot, report = _bot(tmp_path, table)
    bot.click = None
    first = object.__new__(Dialog)
    first.title, first.result_callback = "P0-1 played a Wild Draw Four", print
    first.manager, first.choices = None, []
    bot.app.stack = [table, first]
    bot.check(table)
    bot.answer(first, table)  # (its buttons are not there: only the memory of the answer counts here)
    bot.app.stack = [table]
    table.ticket = object()  # the dialog closed with its ticket; the table makes a new one when it asks
    if dropped:
        table.net.status, table._lost_shown = "lost", True
        bot.check(table)
        table.net.status, table._lost_shown = "open", False
    again = object.__new__(Dialog)
    again.title, again.result_callback = first.title, print
    bot.app.stack = [table, again]
    bot.check(table)
    report.file.close()
    lines = [json.loads(line) for line in (tmp_path / "report.jsonl").read_text().splitlines()]
    came_back = [k for k in lines if k["kind"] == "violation" and k["what"] == "dialog came back"]
    assert (came_back == []) is dropped
    assert any(k["kind"] == "cut_off" for k in lines) is dropped


def _kinds(tmp_path, report) -> list[dict]:
    report.file.close()
    return [json.loads(line) for line in (tmp_path / "report.jsonl").read_text().splitlines()]


def test_a_catch_said_too_late_is_a_fair_race_and_a_refused_one_a_false_button(tmp_path):
    """Issue 40: a catch pressed as its chance went is not sent; the table says it is too late. The
    player-bot counts that as a race another seat won; "not allowed" after a catch the screen offered
    is still an invariant failure (the screen offered a move the server refuses)."""
    table = _table("open")
    bot, report = _bot(tmp_path, table)
    bot.click = None
    bot.pressed = ("ui-catch", 1.0)
    table.message, table.message_time = "ui-catch-too-late", 2.0
    bot.check(table)
    table.message, table.message_time = "ui-refused", 2.0
    bot.check(table)
    kinds = _kinds(tmp_path, report)
    assert [(k["kind"], k.get("what")) for k in kinds] == [("raced", None), ("violation", "refused")]


def test_a_newcomer_who_comes_after_the_game_ended_loses_no_seat(tmp_path):
    """Issue 40: the soak sends a newcomer to a seat given up; the table's game may end before the
    newcomer's Join arrives, and the server rightly refuses it ("game over"). Nobody's seat was lost:
    the player-bot says the table was over, and the soak counts no failure for it."""
    table = _table("open")
    bot, report = _bot(tmp_path, table)
    bot.args = SimpleNamespace(seed=1, stall=25.0, name="N7", address="127.0.0.1:1", code="R7E48")
    screen = SimpleNamespace(entries={}, error="over", error_code="game_over", status_text=lambda: "over")
    bot.join(screen)
    assert bot.done
    kinds = _kinds(tmp_path, report)
    assert [k["kind"] for k in kinds] == ["table_over"]
    soak = people_soak.Soak(soak_args(tmp_path))
    soak.reports = [tmp_path / "report.jsonl"]
    result = soak.summary()
    assert result["violations"] == [] and result["table_over"] == 1 and result["gave_up"] == 0


def test_the_chaos_never_starts_again_the_game_of_a_person_who_left_for_good(tmp_path, monkeypatch):
    """Issue 40: the soak's chaos picked a game whose person had just confirmed Leave (its process still
    ending) and started it again: it joined as a stranger and took the seat the newcomer was sent for.
    A game whose report says its person left is left alone; another is still killed and started again."""
    import time

    soak = people_soak.Soak(soak_args(tmp_path))
    soak.rng = SimpleNamespace(uniform=lambda a, b: 0.0, random=lambda: 0.9, randrange=lambda n: 0)
    started: list[str] = []
    monkeypatch.setattr(soak, "start_game", lambda name, code, seed: started.append(name) or _Alive())
    monkeypatch.setattr(soak, "_newcomers", lambda games, names, code: None)
    (soak.out / "report-P0-1.jsonl").write_text('{"who": "P0-1", "kind": "left"}\n')
    games = [_Alive()]
    soak._watch(games, ["P0-1"], "CODE", True, time.monotonic() + 1.2)
    assert games[0].signals == [] and started == []
    first = _Alive()
    games = [first]
    soak._watch(games, ["P0-2"], "CODE", True, time.monotonic() + 1.2)
    assert first.signals and started and set(started) == {"P0-2"} and games[0] is not first


class _Alive:
    """A game process that runs until it is sent a signal."""

    def __init__(self):
        self.signals: list = []

    def poll(self):
        return 0 if self.signals else None

    def send_signal(self, sig):
        self.signals.append(sig)

    def wait(self, timeout=None):
        return 0
