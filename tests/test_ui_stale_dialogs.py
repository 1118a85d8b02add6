"""Issue 30, defect 2 (the "clicks do nothing" stall): a decision dialog belongs to the decision and the
view version it was opened for. It closes the moment the view moves past them, it never comes back for
a decision already answered, and a click on it can never send a move of another meaning.

Network: the real Join screen and table over a real server on loopback, reached through a relay that
delays every chunk as a far server would (a move's outcome comes a round trip later, while the table
runs frames); the other seat is a scripted person. Stacking and draw-until-playable on, the dialogs
answered within a few frames, as the people who found it did. Local and hot-seat: the same rules with
fast computer players, a catch changing the person's hand under an open dialog.
"""

from __future__ import annotations

import asyncio
import queue
import secrets
import threading
import time
from types import SimpleNamespace

import pygame
import pytest
from net_fakes import NoDiscovery
from netkit import LatencyProxy, choose, fast_server

from game.bench.people_player import visible_point
from game.net.client import ScriptedClient
from game.rules import Play
from game.ui.kit import Dialog
from game.ui.netplay import links
from game.ui.testing import Driver

#: a deal where Bob (seat 1) faces stacked draw cards and a colour choice within the first round
SEED = 4
OPTIONS = {"stacking": True, "draw_until_playable": True}


def _host(url: str, codes: queue.Queue, stop: threading.Event) -> None:
    """Ann, a scripted person at seat 0: creates the table, starts it once Bob is ready, plays each view
    as it comes (`netkit.choose`: deterministic), and stops at the round's end."""

    async def run() -> None:
        ann = await ScriptedClient.open(url, "Ann")
        await ann.send(
            {
                "type": "create",
                "edition": "classic",
                "options": OPTIONS,
                "seats": [{"kind": "person"}] * 2,
                "code": None,
            }
        )
        codes.put((await ann.until("joined"))["room"])
        await ann.until("lobby", timeout=60, pred=lambda m: all(s["ready"] for s in m["seats"]))
        await ann.send({"type": "start"})
        while not stop.is_set():
            try:
                msg = await ann.recv(0.2)
            except TimeoutError:
                continue
            if msg["type"] != "state" or msg["view"]["phase"] != "play" and msg["view"]["decision"] is None:
                continue
            view = msg["view"]
            if view["phase"] in ("round_over", "game_over"):
                return
            move = choose(view)
            if move is not None:
                action = {"type": "action", "id": f"a{view['version']}", "version": view["version"]}
                await ann.send({**action, "action": move})

    try:
        asyncio.run(run())
    except Exception as exc:  # the server stopped under it at the test's end
        codes.put(exc)


@pytest.fixture
def far_table(tmp_path, monkeypatch):
    """Bob's game (a Driver) at a network table with Ann, over a relay 80 ms each way."""
    from game.net import server as server_module
    from game.ui.netplay.lobby import LobbyScreen
    from game.ui.netplay.table import NetTableScreen

    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    monkeypatch.setattr(
        server_module, "secrets", SimpleNamespace(randbits=lambda n: SEED, choice=secrets.choice)
    )
    server = fast_server()
    host, port = server.start()
    proxy = LatencyProxy((host, port), delay=0.08)
    codes: queue.Queue = queue.Queue()
    stop = threading.Event()
    ann = threading.Thread(target=_host, args=(f"ws://{host}:{port}/", codes, stop), daemon=True)
    ann.start()
    drv = Driver(tmp_path / "bob")
    try:
        code = codes.get(timeout=20)
        assert isinstance(code, str), code
        drv.click_text("Play on the network")
        drv.click_text("Join a network game")
        screen = drv.top
        for key, text in (("name", "Bob"), ("address", f"127.0.0.1:{proxy.port}"), ("code", code)):
            entry = next(e for e, k in screen.entries.items() if k == key)
            entry.set_text(text)
        drv.click_text("Join")
        run_until(drv, lambda: isinstance(drv.top, LobbyScreen) and drv.top.session.lobby is not None)
        drv.click_text("I'm ready")
        run_until(drv, lambda: isinstance(drv.top, NetTableScreen))
        yield drv, drv.top
    finally:
        stop.set()
        drv.close()
        proxy.close()
        server.stop()
        ann.join(5)


def run_until(drv, done, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, type(drv.top).__name__
        drv.run(1)
        time.sleep(0.005)


def is_decision_dialog(screen) -> bool:
    """A dialog whose answer is a move (not the cards a challenge showed, not the round's summary)."""
    from game.ui.table.round_summary import RoundSummary

    return (
        isinstance(screen, Dialog)
        and not isinstance(screen, RoundSummary)
        and screen.result_callback is not None
    )


def choice_for(dialog) -> int:
    """Which answer a person gives: take the stacked cards (the answer that turned into an ordinary
    draw), accept a Wild Draw Four, the first of anything else."""
    texts = [text for text, _ in dialog.choices]
    for i, text in enumerate(texts):
        if text.startswith("Take ") or text.startswith("Accept"):
            return i
    return 0


class Watch:
    """What the person sees, checked every frame: a decision dialog never opens for a version whose
    decision was already answered, never stays once the view has moved to another decision, and no
    move is answered "not allowed" or "moved on"."""

    def __init__(self, drv, table):
        self.drv, self.table = drv, table
        self.opened: dict = {}  # dialog -> (version, decision key) when it appeared
        self.answered: set[int] = set()
        self.answers = 0
        self.problems: list[tuple] = []
        t = drv.app.ctx.t
        self.refusals = {t("ui-refused"), t("ui-net-error-stale")}

    def check(self) -> None:
        view = self.table.view
        for screen in self.drv.app.stack:
            if is_decision_dialog(screen) and screen not in self.opened:
                self.opened[screen] = (view.version, view.decision_key())
                if view.version in self.answered:
                    self.problems.append(("came back", screen.title, view.version))
        for screen, (version, key) in self.opened.items():
            if screen in self.drv.app.stack and version != view.version and key != view.decision_key():
                self.problems.append(("outlived its decision", screen.title, version, view.version))
        if self.table.message_time > 0 and self.table.message in self.refusals:
            self.problems.append(("refused", self.table.message, view.version))
            self.table.message_time = 0.0

    def answer(self, dialog) -> None:
        self.answered.add(self.opened[dialog][0])
        self.answers += 1
        if hasattr(dialog, "toggles"):
            for b in dialog.toggles[: dialog.need]:
                self.drv.click(b.rect.center, frames=1)
            self.drv.click(dialog.ok.rect.center, frames=1)
            return
        self.drv.click(dialog.focusables[choice_for(dialog)].rect.center, frames=1)


def play_as_bob(drv, table, watch: Watch, seconds: float = 90.0) -> None:
    """Bob's round: the dialog showing answered a few frames after it opens; on his turn the first lit
    card clicked (UNO pressed first with two cards), else Draw, else Keep it. Until the round ends."""
    from game.ui.table.round_summary import RoundSummary

    end = time.monotonic() + seconds
    moved_at: int | None = None
    shown_for = 0
    while not isinstance(drv.top, RoundSummary):
        assert time.monotonic() < end, ("the round did not end", watch.problems)
        drv.run(1)
        time.sleep(0.003)
        watch.check()
        top = drv.top
        if is_decision_dialog(top):
            shown_for += 1
            if shown_for >= 3:
                watch.answer(top)
                shown_for = 0
            continue
        shown_for = 0
        if isinstance(top, Dialog) and not isinstance(top, RoundSummary):  # cards shown: read, then OK
            drv.click(top.focusables[0].rect.center, frames=1)
            continue
        view = table.view
        if top is not table or not table.my_turn() or table.scene.busy or moved_at == view.version:
            continue
        if view.decision not in ("play", "drawn"):
            continue
        moved_at = view.version
        if view.may_call_uno and len(view.hand or ()) == 2:
            drv.key(pygame.K_u, frames=1)
        scene = table.scene
        lit = [n for n in scene.hands[scene.me] if n.drawable.code in scene.playable]
        if lit:
            drv.click(visible_point(scene, lit[0]), frames=1)
        elif drv.find("Draw") is not None:
            drv.click_text("Draw", frames=1)
        elif drv.find("Keep it") is not None:
            drv.click_text("Keep it", frames=1)


def test_network_dialogs_belong_to_their_decision_and_version(far_table):
    drv, table = far_table
    watch = Watch(drv, table)
    play_as_bob(drv, table, watch)
    assert watch.answers >= 2, "the deal gave Bob no decision dialog: pick another SEED"
    assert watch.problems == []
    # both ends agree on the round (nothing was lost on the way)
    assert table.view.round_winner is not None


# ---------------------------------------------------------------------------------------- this computer
def _local_table(drv, hands, persons=(0,), levels=None):
    from test_ui_dialogs import DRAW, stacked

    from game.rules import Options

    return stacked(
        drv, "classic", hands, "r1", DRAW, persons=persons, options=Options(stacking=True), levels=levels
    )


def _run_until(drv, done, frames: int = 600) -> None:
    for _ in range(frames):
        if done():
            return
        drv.run(1)
    raise AssertionError("it did not happen")


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def test_local_a_catch_under_the_colour_picker_closes_it_and_its_colour_sends_nothing(drv):
    """Ann skips the computer with her second-to-last card and forgets UNO; she clicks her wild, and
    while she picks its colour the computer catches her: two cards come, the question she was asked
    (her last card's colour) is gone. The picker closes; its button, pressed late, sends nothing."""
    from game.ui.table.dialogs import ColorDialog

    table = _local_table(drv, [["rS", "W"], ["b1", "b2", "b3", "b4"]], levels={1: "expert"})
    seen = []
    table.session.listeners.append(lambda seat, action, events: seen.append((seat, action)))
    node = next(n for n in table.scene.hands[0] if n.drawable.code == "rS")
    drv.click((node.x, node.y))  # no UNO: she can be caught, and it is her turn again
    _run_until(drv, lambda: table.my_turn())
    node = next(n for n in table.scene.hands[0] if n.drawable.code == "W")
    drv.click((node.x, node.y))
    picker = drv.top
    assert isinstance(picker, ColorDialog)
    _run_until(drv, lambda: any(type(a).__name__ == "Catch" for _, a in seen))
    drv.run(2)
    assert picker not in drv.app.stack, "the colour picker outlived the question it asked"
    before = len(seen)
    picker.answer("r")  # a click that was on its way to the gone picker's red button
    drv.run(3)
    assert [a for s, a in seen[before:] if s == 0] == []
    assert len(table.session.state.hands[0]) == 3  # W and the two cards of the catch


def test_hotseat_another_seats_uno_call_under_a_dialog_keeps_it_and_its_answer_means_the_same(drv):
    """Hot-seat: the computer plays a Draw Two on Bob with its second-to-last card and no UNO call; Bob is
    asked to stack or take it, and meanwhile the computer calls UNO late: the version moves, Bob's
    question is the same, so his dialog stays, and "Take 2 cards" takes the two cards."""
    from test_ui_dialogs import DRAW, stacked

    from game.rules import Draw, Options, Play

    table = stacked(
        drv,
        "classic",
        [["r5", "g7", "g8"], ["rD2", "y2"], ["gD2", "b9", "y3"]],
        "r1",
        DRAW,
        persons=(0, 2),
        options=Options(stacking=True),
        levels={1: "expert"},
        before=[(0, Play("r5")), (1, Play("rD2"))],
    )
    seen = []
    table.session.listeners.append(lambda seat, action, events: seen.append((seat, action)))
    _run_until(drv, lambda: drv.find(drv.top.t("ui-privacy-ready", player="P2")) is not None)
    drv.click_text(drv.top.t("ui-privacy-ready", player="P2"))
    _run_until(drv, lambda: is_decision_dialog(drv.top))
    dialog = drv.top
    version = table.view.version
    assert table.session.state.exposed == [1]
    _run_until(drv, lambda: any(type(a).__name__ == "CallUno" for _, a in seen))
    drv.run(2)
    assert table.view.version > version
    assert drv.top is dialog, "the same question stays asked"
    drv.click_text("Take 2 cards")
    assert [a for s, a in seen if s == 2] == [Draw()]
    assert len(table.session.state.hands[2]) == 3 + 2


# ---------------------------------------------------------------------------------------- lit cards
def test_a_lit_card_goes_dark_as_soon_as_the_move_that_ends_its_chance_arrives(tmp_path):
    """A lit card is one a click plays now: Ann plays her red 5, and while it flies to the pile her red
    6 (lit a moment ago) is dark already, not once the flight has landed."""
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = _local_table(drv, [["r5", "r6", "g3"], ["b1", "b2", "b3", "b4"]])
        _run_until(drv, lambda: table.my_turn())
        hand = {n.drawable.code: n for n in table.scene.hands[0]}
        assert hand["r6"].drawable.glow
        drv.click((hand["r5"].x, hand["r5"].y), frames=1)
        assert table.scene.busy  # the red 5 is on its way
        assert not hand["r6"].drawable.glow and "r6" not in table.scene.playable
    finally:
        drv.close()


def test_a_click_on_a_lit_card_while_the_table_still_moves_plays_it_once_shown(tmp_path):
    """Ann's cards are lit on her turn when the computer calls its forgotten UNO: while the table shows
    the call, her click on a lit card is kept and played as soon as the table is still (it used to do
    nothing at all)."""
    from test_ui_dialogs import DRAW, stacked

    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = stacked(
            drv,
            "classic",
            [["r5", "r6", "g3"], ["r7", "y2"]],
            "r1",
            DRAW,
            dealer=0,
            levels={1: "expert"},
            before=[(1, Play("r7"))],  # its second-to-last card, and no UNO called
        )
        seen = []
        table.session.listeners.append(lambda seat, action, events: seen.append((seat, action)))
        _run_until(drv, lambda: table.my_turn())
        _run_until(drv, lambda: bool(seen))  # the computer calls UNO late, on Ann's turn
        assert type(seen[0][1]).__name__ == "CallUno"
        lit = next(n for n in table.scene.hands[0] if n.drawable.glow)
        code, pos = lit.drawable.code, (int(lit.x), int(lit.y))
        drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        drv.run(1)
        assert table.scene.busy  # the call is on show
        drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))  # the click, meanwhile
        drv.run(1)
        _run_until(drv, lambda: len(seen) >= 2)
        assert seen[1][0] == 0 and seen[1][1].card == code
    finally:
        drv.close()


def _bot_click(drv, pos, dt: float) -> None:
    """A click as the people soak's player makes it: the pointer arrives, the button goes down a frame
    later and comes up a frame after that (the card is aimed at where it is when the person decides)."""
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(1, dt)
    drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    drv.run(1, dt)
    drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def test_a_drawn_card_lights_only_once_it_lies_in_the_hand_and_a_click_then_plays_it(tmp_path):
    """Ann has nothing to play and draws a Wild Draw Four. It used to light up while it still flew from
    the pile to her hand: clicked the moment it glowed, the click landed where the card had been and
    found nothing, and the lit card stayed unplayed (the people soak's "lit card click did nothing").
    Now it lights once it lies in the hand, and the first click on it asks for its colour."""
    from test_ui_dialogs import stacked

    from game.rules import Options
    from game.ui.table.dialogs import ColorDialog

    dt = 1 / 30  # the soak's games run 30 frames a second
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        draw = ["W4", "y2", "y3", "y4", "g5", "g6"]
        table = stacked(drv, "classic", [["g3", "y7", "b8", "g9"], ["b1", "b2", "b3", "b4"]], "r1", draw)
        assert table.session.state.options == Options()  # drawn, the card may be played or kept
        _run_until(drv, lambda: table.my_turn())
        assert not any(n.drawable.glow for n in table.scene.hands[0])
        drv.key(pygame.K_d, frames=0)
        for _ in range(300):  # the first frame the drawn card glows, the person aims at it
            lit = [n for n in table.scene.hands[0] if n.drawable.glow]
            if lit:
                break
            drv.run(1, dt)
        assert [n.drawable.code for n in lit] == ["W4"]
        _bot_click(drv, visible_point(table.scene, lit[0]), dt)
        for _ in range(90):
            drv.run(1, dt)
            if isinstance(drv.top, ColorDialog):
                break
        assert isinstance(drv.top, ColorDialog), "the click on the lit card did nothing"
    finally:
        drv.close()


def test_a_lit_card_never_moves(tmp_path):
    """A lit card is one a click plays now, where it glows: over a round at the normal speed (the deal,
    cards drawn, other seats' moves, the hand sorted anew) no glowing card of the hand moves from one
    frame to the next (a hover's lift is only a look: it does not move the card a click finds). In this
    round Ann draws a Wild Draw Four, which used to glow all the way from the pile to her hand."""
    from game.ui.table.round_summary import RoundSummary
    from tests.test_ui_flow import answer_dialog, start_game

    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        table = start_game(drv, persons=1, ais=2, seed="7")
        where: dict = {}
        glowed, moved = 0, []
        for _ in range(3000):
            if isinstance(drv.top, RoundSummary):
                break
            nodes = table.scene.hands[table.scene.me] if drv.top is table else []
            now = {id(n): (n.drawable.code, round(n.x), round(n.y)) for n in nodes if n.drawable.glow}
            glowed += len(now)
            moved += [(where[k], p) for k, p in now.items() if where.get(k, p) != p]
            where = now
            if isinstance(drv.top, Dialog):
                answer_dialog(drv)
            elif drv.top is table and table.my_turn():  # a playable card, else draw, else keep
                playable = [c for c in table.local_hand() if c in table.scene.playable]
                if playable:
                    table.play_card(playable[0])
                elif table.view.phase == "play":
                    table.draw_card()
                else:
                    table.keep_drawn()
            drv.run(1, 1 / 30)
        assert isinstance(drv.top, RoundSummary)
        assert glowed > 0 and moved == [], moved[:3]
    finally:
        drv.close()
