"""The seat's lifecycle at a network table (issue 40; docs/network.md, "A seat's lifecycle"): a seat is
held by its person until that person confirms "Leave the table". Every other way out (the window
closed, Quit, SIGTERM, a crash, a lost connection, "Main menu" from the lost-connection dialog) keeps
the seat for a Rejoin, the computer playing it meanwhile. Each arrow is driven through the real
screens with real events against a real server on a loopback port; SIGTERM and SIGKILL against real
game processes (tests/test_net_seat_processes.py)."""

from __future__ import annotations

import pygame
import pytest
from net_fakes import NoDiscovery
from netkit import fast_server
from test_ui_net_play import OffscreenDriver, _type, both_seated, table_of, wait_for, wait_for_tables

from game.net.config import Config
from game.net.thread import ServerThread
from game.ui.netplay import links
from game.ui.testing import Driver


def _started_table(tmp_path, server):
    """Ann hosts a 3-seat table on the running server, Bob joins from his own game; started. Returns
    (host, guest, code)."""
    from game.ui.netplay.lobby import LobbyScreen

    host, guest = Driver(tmp_path / "host"), OffscreenDriver(tmp_path / "guest")
    address = f"127.0.0.1:{server.address[1]}"
    t = host.app.ctx.t
    host.click_text("Play on the network")
    host.click_text("Host a network game")
    screen = host.top
    _type(host, screen.field_entry("name"), "Ann")
    while screen.seats > 3:
        host.click_text("−")
    host.click_text(t("net-look-where-server"))
    _type(host, screen.field_entry("server_address"), address)
    host.click_text(t("ui-net-open-table"))
    wait_for([host], lambda: isinstance(host.top, LobbyScreen))
    lobby = host.top
    code = lobby.session.room
    guest.click_text("Play on the network")
    guest.click_text("Join a network game")
    _type(guest, guest.top.field_entry("name"), "Bob")
    _type(guest, guest.top.field_entry("address"), address)
    _type(guest, guest.top.field_entry("code"), code)
    guest.click_text("Join")
    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
    both_seated(host, guest, lobby)
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(t("ui-setup-start")) is not None)
    host.click_text(t("ui-setup-start"))
    wait_for_tables([host, guest])
    return host, guest, code


#: the server's seed of a three-seat classic table whose first card is a wild, Bob to choose its colour
#: (tests/test_ui_net_play.py DEALS)
COLOUR_FOR_BOB = 98


def _deal(monkeypatch, seed: int) -> None:
    """The server deals `seed` (its secrets' randbits)."""
    import secrets
    from types import SimpleNamespace

    from game.net import server as server_module

    dealt = SimpleNamespace(
        randbits=lambda n: seed, choice=secrets.choice, token_urlsafe=secrets.token_urlsafe
    )
    monkeypatch.setattr(server_module, "secrets", dealt)


def _slot(server, code, seat):
    """(given up, token still valid, a computer holds it) of `seat`, read on the server's loop."""

    def read():
        room = server.hub.rooms[code]
        slot = room.slots[seat]
        return slot.left, slot.token in server.hub.tokens, slot.ai_holding

    return server.call(read)


@pytest.fixture
def server():
    srv = fast_server(grace=0.5)
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(autouse=True)
def _no_discovery(monkeypatch):
    monkeypatch.setattr(links, "make_browser", NoDiscovery)


def _open_menu_leave(guest):
    t = guest.app.ctx.t
    if guest.find(t("ui-net-leave-table")) is None:  # the menu is not open (Stay goes back to it)
        guest.key(pygame.K_ESCAPE)
    guest.click_text(t("ui-net-leave-table"))
    guest.run(2)


def test_leave_the_table_asks_first_and_only_a_confirmed_leave_gives_the_seat_up(tmp_path, server):
    from game.ui.kit import Dialog

    host, guest, code = _started_table(tmp_path, server)
    try:
        t = guest.app.ctx.t
        held = tmp_path / "guest" / "data" / "network" / "seat.json"
        assert held.exists()
        _open_menu_leave(guest)
        dialog = guest.top
        assert isinstance(dialog, Dialog) and dialog.title == t("ui-net-give-up-title")
        assert dialog.message == t("ui-net-give-up-text")  # says what it means: no coming back
        # the safe answer has the focus: Enter right away stays
        assert dialog.focusables[dialog.focus].text == t("ui-net-stay")
        guest.key(pygame.K_RETURN, frames=3)
        assert table_of(guest) is not None and held.exists()
        assert _slot(server, code, 1)[:2] == (False, True)
        # asked again, Escape stays too
        _open_menu_leave(guest)
        guest.key(pygame.K_ESCAPE, frames=3)
        assert table_of(guest) is not None and _slot(server, code, 1)[:2] == (False, True)
        # confirmed: the seat is given up for good, the Rejoin entry goes
        _open_menu_leave(guest)
        guest.click_text(t("ui-net-give-up-yes"))
        wait_for([host, guest], lambda: _slot(server, code, 1)[0])
        left, token_valid, ai = _slot(server, code, 1)
        assert left and not token_valid and ai
        assert not held.exists()
        assert guest.find(t("ui-menu-rejoin", code=code)) is None
    finally:
        guest.close()
        host.close()


def _kept_and_rejoined(tmp_path, server, code, host) -> None:
    """The seat is still Bob's on the server (not given up, its token alive), a computer plays it after
    the grace, and Bob's game started again offers Rejoin, which hands it back."""
    wait_for([host], lambda: _slot(server, code, 1)[2], 20)  # the grace is over: a computer plays it
    left, token_valid, _ai = _slot(server, code, 1)
    assert not left and token_valid
    again = OffscreenDriver(tmp_path / "guest")
    try:
        rejoin = again.app.ctx.t("ui-menu-rejoin", code=code)
        assert again.find(rejoin) is not None
        again.click_text(rejoin)
        (table,) = wait_for_tables([again])
        wait_for([host, again], lambda: table.remote.ready and table.remote.presence[1:2] == ["here"])
        assert table.viewer == 1 and table.view.seats[1].name == "Bob"
        assert not _slot(server, code, 1)[2]  # the computer gave it back
    finally:
        again.close()


@pytest.mark.parametrize("way", ["window_close", "quit_after_main_menu"])
def test_closing_the_window_or_quitting_keeps_the_seat(tmp_path, server, way):
    host, guest, code = _started_table(tmp_path, server)
    try:
        if way == "window_close":  # the window's close button (SDL turns SIGTERM into the same event)
            guest.post(pygame.event.Event(pygame.QUIT))
            guest.run(1)
            assert not guest.app.running
        else:  # back to the main menu some other way than Leave, then Quit
            table_of(guest).to_menu()
            guest.run(2)
            guest.app.quit()
        guest.app.close()  # what the game does as its window goes (game/app.py)
        _kept_and_rejoined(tmp_path, server, code, host)
    finally:
        guest.close()
        host.close()


@pytest.mark.parametrize("deal", [None, COLOUR_FOR_BOB])
def test_main_menu_from_a_lost_connection_keeps_the_seat_through_a_server_restart(
    tmp_path, monkeypatch, deal
):
    """The server goes down: the table says the connection is lost; "Main menu" there leaves the seat
    kept; once the server is back (same port, same journal) the main menu's Rejoin hands it back.
    With Bob's colour dialog open as the server goes (the deal of COLOUR_FOR_BOB) the dialog closes:
    it hid the message and its Main menu (CI once failed so, on a deal that opened a dialog), and no
    card may glow while nothing can be sent; the dialog opens again once he is back."""
    from game.ui.table.dialogs import ColorDialog

    if deal is not None:
        _deal(monkeypatch, deal)
    data = tmp_path / "server"
    first = ServerThread("127.0.0.1", 0, data_dir=data, config=Config(grace=0.5, pacing=0.0, tick=0.01))
    first.start()
    port = first.address[1]
    second = None
    host, guest, code = _started_table(tmp_path, first)
    try:
        t = guest.app.ctx.t
        table = table_of(guest)
        if deal is not None:
            wait_for([host, guest], lambda: isinstance(guest.top, ColorDialog))
        first.stop()
        wait_for(
            [host, guest], lambda: table.connection_lost() and table.lost_buttons.get("menu") is not None
        )
        assert guest.top is table and not table.can_act() and not table.my_turn()
        guest.click(table.lost_buttons["menu"].rect.center)
        guest.run(3)
        assert table_of(guest) is None
        held = tmp_path / "guest" / "data" / "network" / "seat.json"
        assert held.exists()
        assert guest.find(t("ui-menu-rejoin", code=code)) is not None
        host.close()
        second = ServerThread(
            "127.0.0.1", port, data_dir=data, config=Config(grace=0.5, pacing=0.0, tick=0.01)
        )
        second.start()
        guest.click_text(t("ui-menu-rejoin", code=code))
        (table,) = wait_for_tables([guest])
        wait_for([guest], lambda: table.remote.ready and table.remote.presence[1:2] == ["here"])
        assert table.viewer == 1 and table.view.seats[1].name == "Bob"
        if deal is not None:  # his colour is still his to choose: the table asks again
            wait_for([guest], lambda: isinstance(guest.top, ColorDialog))
    finally:
        guest.close()
        host.close()
        if second is not None:
            second.stop()
