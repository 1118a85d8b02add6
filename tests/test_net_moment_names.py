"""Issue 40: the table's big moments name whoever made the move, as the move log does.

A plate shows who sits there now; a past move keeps the name of whoever made it. The stamps (caught,
jumped in) and the banners (round won, game won) of a network table are shown when their move's
animation gets to them, by which time the seat may have changed hands (a newcomer took a seat given
up) or was played by a computer for its person (away, or the turn timer's move). Real engine events,
told as the server tells them (`state` messages with `by` and `actor`), through the real network table
screen and its real scene at speed 1; each test fails on the code that named the seat's person now.
"""

from __future__ import annotations

import pytest

from game.play.tableview import state_view
from game.rules import Catch, Options, Play, apply, event_to_json, redact, table_state
from game.rules import events as ev
from game.scene import animations, moments

NAMES = {0: "Alice", 1: "Bob", 2: "Dana"}
KINDS = ["person", "person", "normal"]
ME = 1
DRAW = ["b9", "b8", "g6", "g7", "y6", "y7"]


@pytest.fixture
def drv(tmp_path, monkeypatch):
    """The network screens at animation speed 1 (the moments are on show for a while)."""
    from net_fakes import NoDiscovery, ScriptedClient

    from game.ui.netplay import links
    from game.ui.testing import Driver

    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    ScriptedClient.made = []
    d = Driver(tmp_path / "data", size=(1280, 720), speed=1.0)
    yield d
    d.close()


@pytest.fixture
def shown(monkeypatch):
    """What the stamps and banners said, in the order they were made (the real sprites are drawn)."""
    said: list[tuple[str, ...]] = []
    real_stamp, real_banner = moments.table_stamp, animations.BannerSprite

    def stamp(layout, title, lines, *args, **kwargs):
        said.append((title, *lines))
        return real_stamp(layout, title, lines, *args, **kwargs)

    def banner(text, *args, **kwargs):
        said.append((text,))
        return real_banner(text, *args, **kwargs)

    monkeypatch.setattr(moments, "table_stamp", stamp)
    monkeypatch.setattr(animations, "BannerSprite", banner)
    return said


class Table:
    """Bob's network table (seat 1), fed `state` messages made from a real engine state."""

    def __init__(self, drv, state):
        from net_fakes import ScriptedClient

        from game.net.session import NetSession

        self.drv, self.state, self.seq = drv, state, 0
        self.client = ScriptedClient("ws://127.0.0.1:47474/", "Bob")
        self.client.inbox = [{"type": "joined", "room": "N4M3", "seat": ME, "token": "tok", "host": False}]
        self.client.inbox.append(self.message([], None, None))
        session = NetSession(self.client, None)
        session.update()
        self.screen = drv.app.push("net_table", session)
        drv.run(3)

    def message(self, events, by, actor, names=NAMES) -> dict:
        self.seq += 1
        seats = [names[s] for s in range(3)]
        view = state_view(self.state, ME, seats, KINDS, version=self.seq).to_json()
        return {
            "type": "state",
            "seq": self.seq,
            "view": view,
            "events": [event_to_json(redact(e, ME)) for e in events],
            "by": by,
            "actor": actor,
            "presence": ["here", "here", "ai"],
            "timer": None,
            "clock": None,
            "ready": [],
            "away": [None, None, None],
        }

    def move(self, seat, action, actor="person") -> None:
        """`seat` makes `action` on the engine state; its `state` message waits to be read."""
        self.client.inbox.append(self.message(apply(self.state, seat, action), seat, actor))

    def take_over(self, seat, name) -> None:
        """`name` takes `seat` (given up by its person): a state with no move, the newcomer's name on it."""
        self.client.inbox.append(self.message([], None, None, {**NAMES, seat: name}))

    def show(self, seconds: float = 6.0) -> None:
        """Every message waiting is read in one frame; then the table plays until it is still."""
        self.drv.run(1)
        for _ in range(round(seconds * 60)):
            if not self.screen.scene.busy:
                break
            self.drv.run(1)
        assert not self.screen.scene.busy


def _lines(t, said, title_id):
    title = t(title_id)
    return [line for entry in said if entry[0] == title for line in entry[1:2]]


def test_a_catch_names_who_was_caught_though_the_seat_changed_hands_before_it_was_shown(drv, shown):
    """Alice plays her second-last card without UNO and Bob catches her; before the table has shown
    it, Alice's given-up seat is taken by Carol. The stamp says Bob caught Alice (the log too), the
    plate says Carol."""
    t = drv.app.ctx.t
    state = table_state("classic", 3, [["r5", "g9"], ["r7", "b2", "y4"], ["g1", "y8"]], "r3", DRAW, dealer=2)
    table = Table(drv, state)
    table.move(0, Play("r5"))
    table.move(ME, Catch(0))
    table.take_over(0, "Carol")
    table.show()
    assert _lines(t, shown, "scene-caught") == [t("scene-caught-who", catcher="Bob", target="Alice")]
    assert table.screen.scene.plates[0].name == "Carol"
    log = table.screen.movelog.lines()
    assert any(line.startswith("Bob catches Alice") for line in log), log


def test_a_computer_standing_in_is_named_on_the_jump_in_stamp_as_in_the_log(drv, shown):
    """Alice is away and a computer plays her seat: its jump-in is "Computer for Alice", on the stamp
    as in the log (it was "Alice")."""
    t = drv.app.ctx.t
    loc = drv.app.ctx.localizer
    jump = Options(jump_in=True)
    hands = [["r3", "g9", "b1"], ["r7", "b2", "y4"], ["g1", "y8", "b4"]]
    state = table_state("classic", 3, hands, "r3", DRAW, dealer=1, options=jump)
    table = Table(drv, state)
    assert state.turn == 2
    table.move(0, Play("r3"), actor="stand_in")
    table.show()
    computer = loc.format("net-log-stand-in", player="Alice")
    assert _lines(t, shown, "scene-jump-in") == [t("scene-jumped-in-who", player=computer, other="Dana")]
    log = table.screen.movelog.lines()
    assert any(line.startswith(computer) for line in log), log


def test_a_round_and_game_won_by_the_turn_timers_move_name_the_computer_then_the_newcomer_is_on_the_plate(
    drv, shown
):
    """Alice's time ran out on her last card: the computer played it for her and won the round and the
    game. The banners say so as the log does, though Carol took the seat before they were shown."""
    loc = drv.app.ctx.localizer
    t = drv.app.ctx.t
    state = table_state(
        "classic",
        3,
        [["r5"], ["r7", "b2", "y4"], ["g1", "y8"]],
        "r3",
        DRAW,
        dealer=2,
        options=Options(target=5),
    )
    table = Table(drv, state)
    events = apply(state, 0, Play("r5"))
    assert any(isinstance(e, ev.GameEnded) for e in events)
    table.client.inbox.append(table.message(events, 0, "timer"))
    table.take_over(0, "Carol")
    drv.run(1)  # both read in one frame: the table says whose time ran out (Alice's, not Carol's)
    assert table.screen.message == t("net-time-out", player="Alice")
    table.show(10.0)
    computer = loc.format("net-log-stand-in", player="Alice")
    titles = [entry[0] for entry in shown if len(entry) == 1]
    assert titles == [t("scene-round-won", player=computer), t("scene-game-won", player=computer)]
    log = table.screen.movelog.lines()
    assert t("net-log-time-out", player="Alice") in log
    assert any(line.startswith(t("log-round-won", player=computer, points=0)[:20]) for line in log), log
    assert table.screen.scene.plates[0].name == "Carol"


def test_a_game_of_this_computer_still_names_its_seats(drv, shown):
    """No network: the moments name the seats as the plates do (no names told per move)."""
    from game.play import Match
    from game.play.port import LocalTable
    from game.storage import SavedGame, Seat
    from game.ui.table.screen import TableScreen

    t = drv.app.ctx.t
    state = table_state("classic", 3, [["r5", "g9"], ["r7", "b2", "y4"], ["g1", "y8"]], "r3", DRAW, dealer=2)
    seats = (Seat("Ann", "ai", "normal"), Seat("Ben"), Seat("Cyd", "ai", "normal"))
    match = Match(SavedGame("classic", seats, Options(), 0), state, None, threaded=False, pacing=0.0)
    port = LocalTable(match)
    match.submit(0, Play("r5"), match.version)
    match.submit(1, Catch(0), match.version)
    drv.app.push(TableScreen(drv.app, port))
    for _ in range(6 * 60):
        drv.run(1)
        if _lines(t, shown, "scene-caught"):
            break
    assert _lines(t, shown, "scene-caught") == [t("scene-caught-who", catcher="Ben", target="Ann")]


def test_the_round_summary_keeps_the_names_of_the_round_as_it_ended(drv):
    """Alice won the round; while Bob reads his summary she gives her seat up and Carol takes it. The
    summary (its title and rows) keeps the round as it ended, also when it is made again (a language
    switched); the table's plate says Carol."""
    import pygame_gui

    from game.ui.table.round_summary import RoundSummary

    state = table_state("classic", 3, [["r5"], ["r7", "b2", "y4"], ["g1", "y8"]], "r3", DRAW, dealer=2)
    table = Table(drv, state)
    table.move(0, Play("r5"))
    table.show()
    for _ in range(120):
        if isinstance(drv.top, RoundSummary):
            break
        drv.run(1)
    summary = drv.top
    assert isinstance(summary, RoundSummary)
    table.take_over(0, "Carol")
    drv.run(3)
    drv.app.ctx.localizer.set_language("sv")  # the summary is made again, in Swedish
    drv.run(3)
    assert drv.top is summary and table.screen.name(0) == "Carol"
    t = drv.app.ctx.t
    title = t("ui-round-title", player="Alice", points=summary.view.round_points)
    labels = [
        e.text
        for e in summary.manager.get_sprite_group().sprites()
        if isinstance(e, pygame_gui.elements.UILabel)
    ]
    assert title in labels, labels
    drv.run(2)
    names = [text for text, _rect in summary.drawn_texts]
    assert "Alice" in names and "Carol" not in names


def test_the_challenge_verdict_names_the_computer_that_challenged_for_the_person(drv):
    """Bob's time ran out on Alice's Wild Draw Four and the computer challenged for him: it was wrong,
    and the dialog showing Alice's hand says who draws as the log does ("Computer for Bob"; it printed
    the log's raw pair)."""
    from game.rules import Challenge
    from game.ui.kit import Dialog

    loc = drv.app.ctx.localizer
    state = table_state(
        "classic", 3, [["W4", "g9", "b1"], ["r7", "b2", "y4"], ["g1", "y8"]], "r3", DRAW, dealer=2
    )
    table = Table(drv, state)
    table.move(0, Play("W4", "b"))
    table.move(ME, Challenge(), actor="timer")
    table.show()
    for _ in range(60):
        if isinstance(drv.top, Dialog):
            break
        drv.run(1)
    dialog = drv.top
    assert isinstance(dialog, Dialog) and dialog.title == drv.app.ctx.t("ui-shown-title", player="Alice")
    computer = loc.format("net-log-stand-in", player="Bob")
    verdict = loc.format("log-challenge-innocent", player=computer, count=6)
    assert verdict in dialog.message, dialog.message
