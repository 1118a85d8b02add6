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

from game.ui import netplay
from game.ui.testing import Driver


class OffscreenDriver(Driver):
    """A second game instance: its own App drawn on its own surface (the window belongs to the first)."""

    def __init__(self, data_dir, size=(1280, 720), language="en", **switches):
        from game.app import make_app
        from game.storage import Launch, Storage

        pygame.init()
        self.surface = pygame.Surface(size)
        store = Storage.open(data_dir)
        settings = store.load_settings().replace(language=language)
        launch = Launch(storage=store, settings=settings, language=language, notices=store.take_notices())
        for key, value in (("threaded", False), ("pacing", 0.0), ("speed", 0.0), ("catch_hold", 0.0)):
            switches.setdefault(key, value)
        self.app = make_app(launch, self.surface, **switches)


class NoDiscovery:
    available = False

    def start(self):
        return False

    def found(self):
        return []

    def close(self):
        pass


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _entry(screen, key):
    return next(e for e, k in screen.entries.items() if k == key)


def _type(drv, entry, text: str) -> None:
    drv.click(entry.rect.center)
    entry.set_text("")
    for ch in text:
        drv.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        drv.run(1)


def wait_for(drivers, done, seconds: float = 15.0) -> None:
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
    monkeypatch.setattr(netplay, "make_browser", NoDiscovery)
    host = Driver(tmp_path / "host")
    guest = OffscreenDriver(tmp_path / "guest")
    yield host, guest
    guest.close()
    host.close()


def open_hosted_table(host, seats: int = 3):
    from game.ui.lobby import LobbyScreen

    host.click_text("Play on the network")
    host.click_text("Host a network game")
    screen = host.top
    _type(host, _entry(screen, "name"), "Ann")
    while screen.seats > seats:
        host.click_text("−")
    port = free_port()
    _type(host, _entry(screen, "port"), str(port))
    host.click_text("Open the table")
    wait_for([host], lambda: isinstance(host.top, LobbyScreen))
    return host.top, port


def join(guest, port: int, code: str):
    guest.click_text("Play on the network")
    guest.click_text("Join a network game")
    screen = guest.top
    _type(guest, _entry(screen, "name"), "Bob")
    _type(guest, _entry(screen, "address"), f"127.0.0.1:{port}")
    _type(guest, _entry(screen, "code"), code)
    guest.click_text("Join")
    return screen


def test_a_wrong_room_code_against_the_real_server(pair):
    host, guest = pair
    lobby, port = open_hosted_table(host)
    screen = join(guest, port, "ZZZZ9")
    wait_for([host, guest], lambda: screen.error != "")
    assert guest.top is screen
    assert screen.status_text() == guest.app.ctx.t("ui-net-error-no-room")
    assert _entry(screen, "address").get_text() == f"127.0.0.1:{port}"
    assert _entry(screen, "code").get_text() == "ZZZZ9"
    assert _entry(screen, "name").get_text() == "Bob"
    # the right code still works from the same screen
    _type(guest, _entry(screen, "code"), lobby.session.room)
    guest.click_text("Join")
    from game.ui.lobby import LobbyScreen

    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))


def test_an_address_where_nobody_serves(pair):
    _host, guest = pair
    screen = join(guest, free_port(), "ABCD")
    wait_for([guest], lambda: screen.error != "")
    assert screen.status_text() == guest.app.ctx.t("ui-net-unreachable")
    assert _entry(screen, "code").get_text() == "ABCD"


def test_two_games_meet_in_the_lobby_and_the_host_starts(pair):
    from game.ui.lobby import LobbyScreen

    host, guest = pair
    lobby, port = open_hosted_table(host, seats=3)
    code = lobby.session.room
    assert code and lobby.session.is_host
    join(guest, port, code)
    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
    wait_for([host, guest], lambda: len([s for s in lobby.session.lobby.seats if s["name"]]) == 2)
    names = [s["name"] for s in guest.top.session.lobby.seats]
    assert names[:2] == ["Ann", "Bob"]
    assert host.find(host.app.ctx.t("ui-setup-start")) is None  # Bob is not ready yet
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(host.app.ctx.t("ui-setup-start")) is not None)
    host.click_text(host.app.ctx.t("ui-setup-start"))
    wait_for([host, guest], lambda: lobby.session.started and guest.top.__class__.__name__ != "LobbyScreen")
