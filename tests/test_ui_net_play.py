"""The issue's UI test: two game instances in one process (two App objects, each with its own
storage) meet at one table through the real Host and Join screens, driven by real pygame events,
over a real server on a loopback port (started by the host's game, as a player's would be), and
play to the end of a round; computer players fill the other seats, at the fastest pacing.
Also: a wrong room code against the real server is said in words and nothing typed is lost."""

from __future__ import annotations

import socket
import time

import pygame
import pytest
from net_fakes import NoDiscovery

from game.bench.people_player import visible_point
from game.ui.netplay import links
from game.ui.testing import Driver


class OffscreenDriver(Driver):
    """A second game instance: its own App drawn on its own surface (the window belongs to the first)."""

    def __init__(self, data_dir, size=(1280, 720), language="en", **switches):
        from game.storage import Launch, Storage
        from game.ui.start import make_app

        pygame.init()
        self.surface = pygame.Surface(size)
        store = Storage.open(data_dir)
        settings = store.load_settings().replace(language=language)
        launch = Launch(storage=store, settings=settings, language=language, notices=store.take_notices())
        for key, value in (("threaded", False), ("pacing", 0.0), ("speed", 0.0), ("catch_hold", 0.0)):
            switches.setdefault(key, value)
        self.app = make_app(launch, self.surface, **switches)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _type(drv, entry, text: str) -> None:
    drv.click(entry.rect.center)
    entry.set_text("")
    for ch in text:
        drv.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        drv.run(1)


def wait_for(drivers, done, seconds: float = 60.0) -> None:
    """Run every instance's frames (the network answers on its own threads) until `done()`."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            tops = [type(d.top).__name__ for d in drivers]
            raise AssertionError(f"timed out; screens: {tops}")
        for d in drivers:
            d.run(1)
        time.sleep(0.005)


@pytest.fixture
def pair(tmp_path, monkeypatch):
    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    host = Driver(tmp_path / "host")
    guest = OffscreenDriver(tmp_path / "guest")
    yield host, guest
    guest.close()
    host.close()


def serve_here(host) -> int:
    """On the Host screen: type a free port and open the table, until the lobby shows; its port. A port
    found free can be taken before the game listens on it (another test's server, a client's own end of
    a connection: the same range), and the screen then says so: another port is typed, as a person
    would."""
    from game.ui.netplay.lobby import LobbyScreen

    screen = host.top
    for _ in range(5):
        port = free_port()
        _type(host, screen.field_entry("port"), str(port))
        host.click_text(host.app.ctx.t("ui-net-open-table"))
        wait_for([host], lambda: isinstance(host.top, LobbyScreen) or screen.error != "")
        if isinstance(host.top, LobbyScreen):
            return port
        assert screen.status_text() == host.app.ctx.t("ui-net-port-busy", port=str(port))
    raise AssertionError("no free port in five tries")


def open_hosted_table(host, seats: int = 3):
    host.click_text("Play on the network")
    host.click_text("Host a network game")
    screen = host.top
    _type(host, screen.field_entry("name"), "Ann")
    while screen.seats > seats:
        host.click_text("−")
    port = serve_here(host)
    return host.top, port


def table_of(drv):
    """The instance's network table screen, also under a decision dialog (None before the start)."""
    from game.ui.netplay.table import NetTableScreen

    return drv.app.find(NetTableScreen)


def wait_for_tables(drivers) -> list:
    """Every instance's table once each has one. Never `top` itself: the first state can open a decision
    at once (the first card turned is a wild, a computer's Wild Draw Four), and the dialog stays until
    its person answers, so a wait for every top to be the table could last for ever (on a loaded
    machine the other instance's table comes later, after that dialog opened)."""
    wait_for(drivers, lambda: all(table_of(d) is not None for d in drivers))
    return [table_of(d) for d in drivers]


def until_own_move(drivers, drv) -> None:
    """Answer `drv`'s decision dialogs until the table waits on its person's ordinary move (a card or
    Draw, no dialog): the table holds still there, whatever the deal and the computers' moves were."""
    from game.ui.kit import Dialog

    def waits_on_the_person() -> bool:
        top = drv.top
        if isinstance(top, Dialog):
            _answer(drv)
            return False
        table = table_of(drv)
        return top is table and table.my_turn() and table.view.decision == "play" and not table.scene.busy

    wait_for(drivers, waits_on_the_person)


def join(guest, port: int, code: str):
    guest.click_text("Play on the network")
    guest.click_text("Join a network game")
    screen = guest.top
    _type(guest, screen.field_entry("name"), "Bob")
    _type(guest, screen.field_entry("address"), f"127.0.0.1:{port}")
    _type(guest, screen.field_entry("code"), code)
    guest.click_text("Join")
    return screen


def both_seated(host, guest, lobby) -> None:
    """Both lobbies show Ann and Bob seated (the screens are built from that message)."""

    def seated(session):
        return session.lobby is not None and [s["name"] for s in session.lobby.seats[:2]] == ["Ann", "Bob"]

    wait_for([host, guest], lambda: seated(lobby.session) and seated(guest.top.session))
    for d in (host, guest):
        d.run(2)


def test_a_wrong_room_code_against_the_real_server(pair):
    host, guest = pair
    lobby, port = open_hosted_table(host)
    screen = join(guest, port, "ZZZZ9")
    wait_for([host, guest], lambda: screen.error != "")
    assert guest.top is screen
    assert screen.status_text() == guest.app.ctx.t("ui-net-error-no-room")
    assert screen.field_entry("address").get_text() == f"127.0.0.1:{port}"
    assert screen.field_entry("code").get_text() == "ZZZZ9"
    assert screen.field_entry("name").get_text() == "Bob"
    # the right code still works from the same screen
    _type(guest, screen.field_entry("code"), lobby.session.room)
    guest.click_text("Join")
    from game.ui.netplay.lobby import LobbyScreen

    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))


def test_an_address_where_nobody_serves(pair):
    _host, guest = pair
    screen = join(guest, free_port(), "ABCD")
    wait_for([guest], lambda: screen.error != "")
    assert screen.status_text() == guest.app.ctx.t("ui-net-unreachable")
    assert screen.field_entry("code").get_text() == "ABCD"


def test_two_games_meet_in_the_lobby_and_the_host_starts(pair):
    from game.ui.netplay.lobby import LobbyScreen

    host, guest = pair
    lobby, port = open_hosted_table(host, seats=3)
    code = lobby.session.room
    assert code and lobby.session.is_host
    join(guest, port, code)
    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
    both_seated(host, guest, lobby)
    names = [s["name"] for s in guest.top.session.lobby.seats]
    assert names[:2] == ["Ann", "Bob"]
    assert host.find(host.app.ctx.t("ui-setup-start")) is None  # Bob is not ready yet
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(host.app.ctx.t("ui-setup-start")) is not None)
    host.click_text(host.app.ctx.t("ui-setup-start"))
    wait_for([host, guest], lambda: lobby.session.started and guest.top.__class__.__name__ != "LobbyScreen")


def _answer(drv) -> None:
    """Click the first answer of the open decision (for a multi-choice one, pick then OK). Every click
    runs a few frames of its own instance: pygame-gui posts the button press as an event, read at the
    next frame, and the two instances share pygame's event queue."""
    top = drv.top
    if hasattr(top, "toggles"):
        for b in top.toggles[: top.need]:
            drv.click(b.rect.center)
        drv.click(top.ok.rect.center)
        return
    drv.click(top.focusables[0].rect.center)


def _move(drv, table) -> bool:
    """The person's move as a player makes it: a playable card clicked, else Draw, else Keep it.
    False when there is nothing to click yet (a decision dialog is about to open)."""
    scene = table.scene
    view = table.view
    if view.decision not in ("play", "stack", "drawn"):
        return False
    if view.may_call_uno and len(view.hand or ()) == 2:
        drv.key(pygame.K_u)
    playable = [c for c in table.local_hand() if c in scene.playable]
    if playable:
        node = next(n for n in scene.hands[scene.me] if n.drawable.code == playable[0])
        drv.last_move = (view.version, playable[0], table.awaiting(), scene.busy)
        drv.click(visible_point(scene, node))  # where the card shows: a two-row hand covers its middle
        return True
    for word in (drv.app.ctx.t("ui-draw"), drv.app.ctx.t("ui-keep")):
        if drv.find(word) is not None:
            drv.click_text(word)
            return True
    return False


def _stuck(drv) -> dict:
    """What an instance shows when a round does not end: the screen, whose turn, what it waits on."""
    from game.ui.netplay.table import NetTableScreen

    table = drv.app.find(NetTableScreen)
    if table is None:
        return {"top": type(drv.top).__name__}
    view = table.view
    return {
        "top": type(drv.top).__name__,
        "version": view.version,
        "turn": view.turn,
        "seat": view.seat,
        "decision": view.decision,
        "phase": view.phase,
        "my_turn": table.my_turn(),
        "busy": table.scene.busy,
        "awaiting": table.awaiting(),
        "queued": table.queued is not None,
        "lit": sorted(table.scene.playable),
        "status": table.net.status,
        "error": table.net.error,  # (the server's last refusal: which one made a `failed` status)
        "hand": list(view.hand or ()),
        "legal": [a.get("do") + ":" + str(a.get("card", "")) for a in view.legal],
        "message": table.message if table.message_time > 0 else "",
        "last_move": getattr(drv, "last_move", None),
    }


#: the least time between two moves of one person (a person's pace; the server takes 10 messages a
#: second from a connection, and UNO and a card are two)
PERSON_GAP = 0.2


def play_round(drivers, seconds: float = 300.0) -> None:
    """Every instance plays its person's moves through clicks until each shows the round summary."""
    from game.ui.kit import Dialog
    from game.ui.netplay.table import NetTableScreen
    from game.ui.table.round_summary import RoundSummary

    end = time.monotonic() + seconds
    waiting = {id(d): (None, 0.0) for d in drivers}  # (the version a move was made from, when)
    while not all(isinstance(d.top, RoundSummary) for d in drivers):
        assert time.monotonic() < end, "; ".join(str(_stuck(d)) for d in drivers)
        for d in drivers:
            top = d.top
            if isinstance(top, Dialog) and not isinstance(top, RoundSummary):
                _answer(d)
            elif isinstance(top, NetTableScreen) and top.my_turn() and not top.scene.busy:
                version, now = top.view.version, time.monotonic()
                made, at = waiting[id(d)]
                # one move per view, never tried again: a click that does not take stalls the round and
                # fails the test (it once hid the stale dialogs of issue 30: UNO pressed and a card
                # clicked at once sent the card from a version the table had left); and at a person's
                # pace: moves as fast as the frames (a fast machine, the computer playing at once)
                # passed the server's rate of 10 messages a second, and it refused one (issue 44)
                if made != version and now - at >= PERSON_GAP and _move(d, top):
                    waiting[id(d)] = (version, now)
                else:
                    d.run(1)
            else:
                d.run(1)
        time.sleep(0.002)


#: deals of a three-seat classic table (the server's seed): any; the first card a wild, Ann to choose its
#: colour; Bob to choose it (the first state opens a dialog at once, on one instance only)
DEALS = (None, 3, 98)


@pytest.mark.parametrize("deal", DEALS)
def test_two_games_play_a_round_at_one_network_table(pair, monkeypatch, deal):
    """The issue's UI test: Host and Join screens, the lobby, the start, and a whole round played by
    two people (and a computer player in the open seat) to the round summary on both screens."""
    import secrets
    from types import SimpleNamespace

    from game.net import server as server_module
    from game.ui.table.round_summary import RoundSummary

    if deal is not None:
        dealt = SimpleNamespace(
            randbits=lambda n: deal, choice=secrets.choice, token_urlsafe=secrets.token_urlsafe
        )
        monkeypatch.setattr(server_module, "secrets", dealt)
    host, guest = pair
    lobby, port = open_hosted_table(host, seats=3)
    join(guest, port, lobby.session.room)
    wait_for([host, guest], lambda: guest.top.__class__.__name__ == "LobbyScreen")
    both_seated(host, guest, lobby)
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(host.app.ctx.t("ui-setup-start")) is not None)
    host.click_text(host.app.ctx.t("ui-setup-start"))
    host_table, guest_table = wait_for_tables([host, guest])
    assert (host_table.viewer, guest_table.viewer) == (0, 1)
    assert [s.kind for s in host_table.view.seats] == ["person", "person", "normal"]
    assert host_table.view.hand != guest_table.view.hand  # each sees only its own hand
    assert guest_table.view.seats[0].name == "Ann" and host_table.view.seats[1].name == "Bob"
    play_round([host, guest])
    summaries = [d.top for d in (host, guest)]
    assert all(isinstance(s, RoundSummary) for s in summaries)
    assert host_table.view.round_winner == guest_table.view.round_winner is not None
    assert host_table.view.version == guest_table.view.version
