"""Network play as two people met it (issue 30), through real screens driven by real events and real
servers on loopback ports: a table hosted on a running server (as `uno-table serve` runs it) and found
by a friend with Find tables, no code typed; and a guest whose game crashed mid-game, started again
on the same data folder, offered Rejoin on the main menu and handed the seat back from the computer."""

from __future__ import annotations

import pytest
from net_fakes import NoDiscovery
from netkit import fast_server
from test_ui_net_play import (
    OffscreenDriver,
    _type,
    both_seated,
    serve_here,
    table_of,
    until_own_move,
    wait_for,
    wait_for_tables,
)

from game.net.config import Config
from game.net.thread import ServerThread
from game.ui.netplay import links
from game.ui.testing import Driver


@pytest.fixture
def server():
    srv = fast_server(grace=0.5)
    srv.start()
    yield srv
    srv.stop()


def test_host_on_a_running_server_and_a_friend_finds_the_table_listed(tmp_path, monkeypatch, server):
    from game.ui.netplay.lobby import LobbyScreen

    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    monkeypatch.setattr(links, "make_server", lambda *a, **k: pytest.fail("no server of the game's own"))
    host, guest = Driver(tmp_path / "host"), OffscreenDriver(tmp_path / "guest")
    try:
        address = f"127.0.0.1:{server.address[1]}"
        t = host.app.ctx.t
        host.click_text("Play on the network")
        host.click_text("Host a network game")
        screen = host.top
        _type(host, screen.field_entry("name"), "Ann")
        host.click_text(t("net-look-where-server"))  # players on a server
        _type(host, screen.field_entry("server_address"), address)
        host.click_text(t("ui-net-listed"))  # listed
        host.click_text(t("ui-net-open-table"))
        wait_for([host], lambda: isinstance(host.top, LobbyScreen))
        lobby = host.top
        code = lobby.session.room
        assert lobby.session.server is None and lobby.session.is_host
        assert server.call(lambda: server.hub.rooms[code].public)

        guest.click_text("Play on the network")
        guest.click_text("Join a network game")
        join = guest.top
        _type(guest, join.field_entry("name"), "Bob")
        _type(guest, join.field_entry("address"), address)
        guest.click_text(t("ui-net-find"))
        listed = "Ann"  # the listed table's card, by its host's name
        wait_for([host, guest], lambda: guest.find(listed) is not None)
        assert join.field_entry("code").get_text() == ""  # nothing typed
        guest.click_text(listed)
        wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
        wait_for([host, guest], lambda: [s["name"] for s in lobby.session.lobby.seats[:2]] == ["Ann", "Bob"])
    finally:
        guest.close()
        host.close()


@pytest.mark.parametrize("way", ["menu", "join"])
def test_a_guest_whose_game_crashed_rejoins_from_the_main_menu(tmp_path, monkeypatch, way):
    from game.ui.netplay.lobby import LobbyScreen

    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    servers: list = []

    def quick_server(host, port, data_dir, pacing=1.0, catch_hold=None):
        srv = ServerThread(host, port, data_dir=data_dir, config=Config(grace=0.5, pacing=0.0, tick=0.01))
        servers.append(srv)
        return srv

    monkeypatch.setattr(links, "make_server", quick_server)
    host, guest = Driver(tmp_path / "host"), OffscreenDriver(tmp_path / "guest")
    again = None
    try:
        t = host.app.ctx.t
        host.click_text("Play on the network")
        host.click_text("Host a network game")
        _type(host, host.top.field_entry("name"), "Ann")
        while host.top.seats > 3:
            host.click_text("−")
        port = serve_here(host)
        lobby = host.top
        code = lobby.session.room
        guest.click_text("Play on the network")
        guest.click_text("Join a network game")
        _type(guest, guest.top.field_entry("name"), "Bob")
        _type(guest, guest.top.field_entry("address"), f"127.0.0.1:{port}")
        _type(guest, guest.top.field_entry("code"), code)
        guest.click_text("Join")
        wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
        both_seated(host, guest, lobby)
        guest.click_text("I'm ready")
        wait_for([host, guest], lambda: host.find(t("ui-setup-start")) is not None)
        host.click_text(t("ui-setup-start"))
        wait_for_tables([host, guest])
        held = tmp_path / "guest" / "data" / "network" / "seat.json"
        assert held.exists()

        # the guest's game dies: its connection drops with no word (no leave), its screens never exit
        table_of(guest).net.client.close()
        srv = servers[0]
        wait_for([host], lambda: srv.call(lambda: 1 in srv.hub.rooms[code].match.ai), 20)

        again = OffscreenDriver(tmp_path / "guest")  # the game started again on the same data folder
        rejoin = t("ui-menu-rejoin", code=code)
        assert again.find(rejoin) is not None
        if way == "menu":
            again.click_text(rejoin)
        else:  # what the person tried first: Join with the address and the code, as before the crash
            again.click_text("Play on the network")
            again.click_text("Join a network game")
            _type(again, again.top.field_entry("address"), f"127.0.0.1:{port}")
            _type(again, again.top.field_entry("code"), code.lower())
            again.click_text("Join")
        (table,) = wait_for_tables([again])
        wait_for([host, again], lambda: table.remote.ready and table.remote.presence[1:2] == ["here"])
        assert table.viewer == 1 and table.view.seats[1].name == "Bob"
        assert not srv.call(lambda: 1 in srv.hub.rooms[code].match.ai)  # the computer gave it back
    finally:
        if again is not None:
            again.close()
        host.close()


def test_an_unknown_host_name_gets_its_own_words(tmp_path, monkeypatch):
    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    drv = Driver(tmp_path)
    try:
        drv.click_text("Play on the network")
        drv.click_text("Join a network game")
        join = drv.top
        _type(drv, join.field_entry("address"), "no-such-host.invalid:47474")
        _type(drv, join.field_entry("code"), "ABCD")
        drv.click_text("Join")
        wait_for([drv], lambda: join.error != "", 20)
        assert join.status_text() == drv.app.ctx.t("ui-net-unknown-host", host="no-such-host.invalid")
        assert join.field_entry("code").get_text() == "ABCD"
    finally:
        drv.close()


def test_a_started_table_is_said_and_can_be_watched(tmp_path, monkeypatch):
    from game.ui.netplay.table import NetTableScreen

    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    host, guest = Driver(tmp_path / "host"), OffscreenDriver(tmp_path / "guest")
    try:
        t = host.app.ctx.t
        host.click_text("Play on the network")
        host.click_text("Host a network game")
        while host.top.seats > 2:
            host.click_text("−")
        port = serve_here(host)
        code = host.top.session.room
        host.click_text(t("ui-setup-start"))  # the open seat becomes a computer player
        wait_for_tables([host])

        guest.click_text("Play on the network")
        guest.click_text("Join a network game")
        join = guest.top
        _type(guest, join.field_entry("address"), f"127.0.0.1:{port}")
        _type(guest, join.field_entry("code"), code)
        guest.click_text("Join")
        wait_for([host, guest], lambda: join.error != "")
        assert join.status_text() == t("ui-net-error-started")
        assert guest.find(t("ui-net-wait-seat")) is not None
        guest.click_text(t("ui-net-watch"))
        wait_for([host, guest], lambda: isinstance(guest.top, NetTableScreen) and guest.top.remote.ready)
        table = guest.top
        assert table.view.seat is None and table.view.hand is None and table.hidden
        assert not table.can_act() and table.port.persons == []
        guest.run(30)  # the table draws and goes on for a spectator
        assert not (tmp_path / "guest" / "data" / "network" / "seat.json").exists()  # no seat to rejoin
        # the host's menu: no "Paused" (the table goes on), and leaving asks first
        import pygame

        until_own_move([host, guest], host)  # no decision dialog of the deal's over the host's table
        host.key(pygame.K_ESCAPE)
        assert host.top.__class__.__name__ == "PauseMenu"
        titles = [e.text for e in host.top.manager.get_sprite_group().sprites() if getattr(e, "text", "")]
        assert t("ui-net-menu-title") in titles and t("ui-pause-title") not in titles
        host.click_text(t("ui-net-leave-table"))
        host.click_text(t("ui-cancel"))
        assert host.top.__class__.__name__ == "PauseMenu" and host.app.find("table").net.server is not None
        host.click_text(t("ui-net-leave-table"))
        host.click_text(t("ui-net-host-leave-yes"))
        wait_for([host, guest], lambda: table.connection_lost())  # the spectator is told the table closed
    finally:
        guest.close()
        host.close()


def test_a_table_whose_game_is_over_is_said_so_and_a_new_table_is_offered(tmp_path, monkeypatch, server):
    """Join on a finished game's table: its words say the game is over (not "under way"), no Wait for a
    seat or Watch (nothing comes of them); Host a table there opens Host on that server."""
    import asyncio

    from netkit import open_table, play, url_of

    from game.ui.netplay.lobby import LobbyScreen

    async def finished() -> str:
        clients, code = await open_table(
            url_of(server), "classic", ["person", "person"], {"scoring": "single_round"}
        )
        await asyncio.wait_for(asyncio.gather(*(play(c, 25) for c in clients)), 30)
        return code

    code = asyncio.run(finished())
    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    monkeypatch.setattr(links, "make_server", lambda *a, **k: pytest.fail("no server of the game's own"))
    drv = Driver(tmp_path)
    try:
        t = drv.app.ctx.t
        address = f"127.0.0.1:{server.address[1]}"
        drv.click_text("Play on the network")
        drv.click_text("Join a network game")
        join = drv.top
        _type(drv, join.field_entry("name"), "Cleo")
        _type(drv, join.field_entry("address"), address)
        _type(drv, join.field_entry("code"), code)
        drv.click_text("Join")
        wait_for([drv], lambda: join.error != "", 20)
        assert join.status_text() == t("ui-net-error-game-over")
        assert drv.find(t("ui-net-wait-seat")) is None and drv.find(t("ui-net-watch")) is None
        drv.click_text(t("net-over-host"))
        host = drv.top
        assert host.__class__.__name__ == "HostScreen" and host.where == "server"
        assert host.field_entry("server_address").get_text() == address
        drv.click_text(t("ui-net-open-table"))
        wait_for([drv], lambda: isinstance(drv.top, LobbyScreen), 20)
        assert drv.top.session.room != code and drv.top.session.is_host
    finally:
        drv.close()
