"""The network screens through real pygame events (headless), with the socket and LAN discovery stood
in for: the way from the main menu to Join, a refused join shown in words with nothing typed lost,
discovery offering a found table, the lobby's controls, and every text fitting at 960x540."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from net_fakes import NoDiscovery, ScriptedClient

from game.net import lan
from game.ui.netplay import links
from game.ui.netplay.join import JoinScreen
from game.ui.netplay.menu import NetMenu
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def _type(drv, entry, text: str) -> None:
    """Click into a text field and type `text` as key presses."""
    drv.click(entry.rect.center)
    entry.set_text("")
    for ch in text:
        drv.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        drv.run(1)


def test_a_wrong_room_code_is_said_in_words_and_nothing_typed_is_lost(drv, monkeypatch):
    def answers(msg):
        if msg["type"] == "join":
            return [{"type": "error", "code": "no_room", "detail": "no room WRONG"}]
        return []

    monkeypatch.setattr(
        links, "make_client", lambda url, name, token=None: ScriptedClient(url, name, answers=answers)
    )
    drv.click_text("Play on the network")
    drv.click_text("Join a network game")
    join = drv.top
    assert isinstance(join, JoinScreen)
    _type(drv, join.field_entry("address"), "10.1.2.3:5000")
    _type(drv, join.field_entry("code"), "WRONG")
    drv.click_text("Join")
    drv.run(5)
    assert drv.top is join
    assert join.status_text() == drv.app.ctx.t("ui-net-error-no-room")
    assert ScriptedClient.made[-1].url == "ws://10.1.2.3:5000/" and ScriptedClient.made[-1].closed
    assert ScriptedClient.made[-1].sent == [{"type": "join", "room": "WRONG"}]
    assert (
        join.field_entry("address").get_text() == "10.1.2.3:5000"
        and join.field_entry("code").get_text() == "WRONG"
    )
    assert drv.find("Join") is not None  # may try again


def test_an_unreachable_address_is_said_in_words(drv, monkeypatch):
    monkeypatch.setattr(
        links, "make_client", lambda url, name, token=None: ScriptedClient(url, name, status="refused")
    )
    drv.app.push("net_join")
    join = drv.top
    join.field_entry("address").set_text("192.0.2.1")
    join.field_entry("code").set_text("ROOM")
    drv.click_text("Join")
    drv.run(3)
    assert join.status_text() == drv.app.ctx.t("ui-net-unreachable")
    assert join.address == "192.0.2.1" and join.code == "ROOM"


def test_a_typed_address_that_is_not_one_is_refused_before_connecting(drv, monkeypatch):
    monkeypatch.setattr(links, "make_client", lambda *a, **k: pytest.fail("no connection for a bad address"))
    drv.app.push("net_join")
    join = drv.top
    join.field_entry("address").set_text("not an address")
    join.field_entry("code").set_text("ROOM")
    drv.click_text("Join")
    assert join.status_text() == drv.app.ctx.t("ui-net-bad-address")


def test_a_table_found_on_the_network_fills_the_address(drv, monkeypatch):
    class Found(NoDiscovery):
        available = True

        def found(self):
            return [lan.FoundTable("Ann", "192.168.1.7", 47474)]

    monkeypatch.setattr(links, "make_browser", Found)
    drv.app.push("net_join")
    drv.run(2)
    drv.click_text(drv.app.ctx.t("ui-net-find"))
    drv.run(2)
    drv.click_text("Ann")  # the table's card, by its host's name
    assert drv.top.address == "192.168.1.7:47474"
    assert drv.top.code == ""  # not listed: the person types the code they were given


def test_the_network_is_searched_only_when_asked_and_a_listed_table_needs_no_code(drv, monkeypatch):
    made = []

    class Found(NoDiscovery):
        available = True

        def __init__(self):
            made.append(self)

        def found(self):
            return [lan.FoundTable("Ann", "192.168.1.7", 47474, "K7Q2")]

    monkeypatch.setattr(links, "make_browser", Found)
    monkeypatch.setattr(
        links, "make_client", lambda url, name, token=None: ScriptedClient(url, name, status="connecting")
    )
    drv.app.push("net_join")
    drv.run(30)
    assert made == [] and drv.top.browse_text() == drv.app.ctx.t("net-look-find-hint")
    drv.click_text(drv.app.ctx.t("ui-net-find"))
    drv.run(2)
    assert len(made) == 1
    drv.click_text("Ann")  # the listed table's card: one click joins
    client = ScriptedClient.made[-1]
    assert client.url == "ws://192.168.1.7:47474/"
    assert client.sent == [] or client.sent[0] == {"type": "join", "room": "K7Q2"}
    drv.run(2)
    assert client.sent[0] == {"type": "join", "room": "K7Q2"}  # joined without a code typed


def test_no_tables_found_after_a_few_seconds(drv, monkeypatch):
    class Empty(NoDiscovery):
        available = True

    monkeypatch.setattr(links, "make_browser", Empty)
    drv.app.push("net_join")
    join = drv.top
    drv.click_text(drv.app.ctx.t("ui-net-find"))
    assert join.browse_text() == drv.app.ctx.t("ui-net-looking")
    drv.run(int(links.BROWSE_PATIENCE * 60) + 5)
    assert join.browse_text() == drv.app.ctx.t("ui-net-none-found")


def test_discovery_that_cannot_start_leaves_typing(drv, monkeypatch):
    class Broken:
        def __init__(self):
            raise OSError("no multicast here")

    monkeypatch.setattr(links, "make_browser", Broken)
    drv.app.push("net_join")
    drv.click_text(drv.app.ctx.t("ui-net-find"))
    assert drv.top.browse_text() == drv.app.ctx.t("ui-net-no-discovery")


def _lobby_seats(ready=False):
    return [
        {"name": "Ann", "kind": "person", "ready": False, "connected": True},
        {"name": "Bob", "kind": "person", "ready": ready, "connected": True},
        {"name": "", "kind": "open", "ready": False, "connected": False},
    ]


def _lobby_answers(state):
    def answers(msg):
        kind = msg["type"]
        if kind == "create":
            return [
                {"type": "joined", "room": "K7Q2", "seat": 0, "token": "tok", "host": True},
                {
                    "type": "lobby",
                    "room": "K7Q2",
                    "edition": msg["edition"],
                    "options": msg["options"],
                    "seats": state["seats"],
                    "host_seat": 0,
                },
            ]
        if kind == "seat":
            state["seats"][msg["index"]]["kind"] = msg["kind"]
            return [
                {
                    "type": "lobby",
                    "room": "K7Q2",
                    "edition": "classic",
                    "options": {},
                    "seats": state["seats"],
                    "host_seat": 0,
                }
            ]
        return []

    return answers


class FakeServer:
    def __init__(self, host, port, data_dir, pacing=1.0, catch_hold=None):
        self.host, self.port, self.stopped = host, port, False

    def start(self):
        return self.host, self.port or 40000

    def stop(self):
        self.stopped = True


def test_hosting_opens_a_lobby_where_the_host_sets_open_seats(drv, monkeypatch):
    state = {"seats": _lobby_seats()}
    monkeypatch.setattr(links, "make_server", FakeServer)
    monkeypatch.setattr(
        links,
        "make_client",
        lambda url, name, token=None: ScriptedClient(url, name, answers=_lobby_answers(state)),
    )
    drv.click_text("Play on the network")
    drv.click_text("Host a network game")
    drv.click_text("+")  # 5 seats
    drv.click_text("Open the table")
    drv.run(3)
    from game.ui.netplay.lobby import LobbyScreen

    lobby = drv.top
    assert isinstance(lobby, LobbyScreen)
    create = ScriptedClient.made[-1].sent[0]
    assert (
        create["type"] == "create" and len(create["seats"]) == 5 and create["seats"][0] == {"kind": "person"}
    )
    assert ScriptedClient.made[-1].url.startswith("ws://127.0.0.1:")
    # Bob is not ready: Start waits
    start = drv.find(drv.app.ctx.t("ui-setup-start"))
    assert start is None  # disabled buttons are not offered
    drv.click_text(drv.app.ctx.t("ui-net-seat-open"))
    assert ScriptedClient.made[-1].sent[-1] == {"type": "seat", "index": 2, "kind": next(iter(lobby.levels))}
    drv.run(2)
    assert lobby.lobby.seats[2]["kind"] != "open"
    server = lobby.session.server
    drv.click_text(drv.app.ctx.t("ui-net-leave"))
    assert not server.stopped  # the host is asked first: leaving closes the table for everyone
    drv.click_text(drv.app.ctx.t("ui-net-host-leave-yes"))
    assert server.stopped and ScriptedClient.made[-1].closed
    assert isinstance(drv.top, NetMenu)


def _overflows(screen) -> list:
    found = []
    for element in screen.manager.get_sprite_group().sprites():
        if not isinstance(element, (pygame_gui.elements.UIButton, pygame_gui.elements.UILabel)):
            continue
        if not element.visible or not element.text:
            continue
        width, height = element.font.size(element.text)
        if width > element.rect.width - 4 or height > element.rect.height:
            found.append((element.text, (width, height), element.rect.size))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_network_text_fits_at_960x540(tmp_path, monkeypatch, language):
    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    state = {"seats": _lobby_seats(ready=True)}
    state["seats"][0]["name"] = "Väinämöinen Kalevanpoika"
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        problems = {}
        for name in ("net_menu", "net_host", "net_join"):
            drv.app.push(name)
            drv.run(2)
            problems[name] = _overflows(drv.top)
            drv.app.pop()
        from game.net.session import NetSession

        session = NetSession(ScriptedClient("ws://x/", "Ann", answers=_lobby_answers(state)), None)
        session.address = "192.168.100.200:47474"
        session.send({"type": "create", "edition": "modern", "options": {}, "seats": []})
        drv.app.push("lobby", session)
        drv.run(3)
        problems["lobby"] = _overflows(drv.top)
        assert {k: v for k, v in problems.items() if v} == {}
    finally:
        drv.close()


def _table_session(players: int = 3):
    """A session whose first `state` (made by a real match, seat 1's view) has arrived."""
    from game.net.session import NetSession
    from game.play import Match
    from game.rules import event_to_json, new_game, redact
    from game.storage import SavedGame, Seat

    seats = (
        Seat("Ágnes Szőke-Kovács"),
        Seat("Väinämöinen"),
        *(Seat(f"CPU {i}", "ai", "easy") for i in range(players - 2)),
    )
    game = SavedGame("classic", seats, seed=4)
    events: list = []
    state = new_game(game.ruleset, game.players, game.options, game.seed, events=events)
    match = Match(game, state, threaded=False, pacing=0.0)
    client = ScriptedClient("ws://127.0.0.1:47474/", "Väinämöinen")
    client.inbox = [
        {"type": "joined", "room": "R2D2", "seat": 1, "token": "tok", "host": False},
        {
            "type": "state",
            "seq": 1,
            "view": match.table_view(1).to_json(),
            "events": [event_to_json(redact(e, 1)) for e in events],
            "by": None,
            "presence": ["away", "here"] + ["ai"] * (players - 2),
            "timer": None,
        },
    ]
    session = NetSession(client, None)
    session.update()
    return session, client


def test_the_network_table_sends_emotes_and_shows_them_over_the_seat(drv, monkeypatch):
    import types

    from game.net import session as session_module
    from game.ui.netplay import table as net_table

    clock = types.SimpleNamespace(now=1000.0)
    fake_time = types.SimpleNamespace(monotonic=lambda: clock.now)
    monkeypatch.setattr(session_module, "time", fake_time)
    monkeypatch.setattr(net_table, "time", fake_time)
    session, client = _table_session()
    table = drv.app.push("net_table", session)
    drv.run(5)
    drv.key(pygame.K_2)
    assert client.sent[-1] == {"type": "emote", "emote": "oops"}
    drv.key(pygame.K_3)  # within a second: not sent
    assert [m for m in client.sent if m["type"] == "emote"] == [{"type": "emote", "emote": "oops"}]
    drv.click_text(drv.app.ctx.t("ui-net-emotes"))  # the panel of reactions opens
    drv.click_text(f"6  {drv.app.ctx.t('ui-emote-gg')}")  # too soon after the last: not sent
    assert [m["emote"] for m in client.sent if m["type"] == "emote"] == ["oops"]
    assert drv.find(f"6  {drv.app.ctx.t('ui-emote-gg')}") is None  # the panel closed
    clock.now += 1.5
    drv.key(pygame.K_6)
    assert [m["emote"] for m in client.sent if m["type"] == "emote"] == ["oops", "gg"]
    plate = table.scene.layout.seat(0).plate
    above = pygame.Rect(0, 0, table.px(60), table.px(16))
    above.center = (plate.centerx, plate.top - table.px(26))
    drv.app.draw(drv.surface)
    before = pygame.image.tobytes(drv.surface.subsurface(above), "RGB")
    client.inbox.append({"type": "emote", "seat": 0, "emote": "gg"})
    drv.run(2)
    assert table.net.emotes[-1].seat == 0 and table.net.emotes[-1].emote == "gg"
    drv.app.draw(drv.surface)
    after = pygame.image.tobytes(drv.surface.subsurface(above), "RGB")
    assert after != before  # the bubble is drawn over seat 0
    assert after.count(b"\xff\xff\xff") > len(after) // 6  # mostly the white bubble
    clock.now += 3.0  # shown briefly
    drv.app.draw(drv.surface)
    assert pygame.image.tobytes(drv.surface.subsurface(above), "RGB") == before


def test_a_lost_connection_is_said_with_retry_and_main_menu(drv):
    session, client = _table_session()
    client.retried = 0
    client.retry = lambda: setattr(client, "retried", client.retried + 1)
    table = drv.app.push("net_table", session)
    drv.run(3)
    assert drv.find(drv.app.ctx.t("ui-net-retry")) is None
    client.status = "lost"
    drv.run(2)
    assert table.connection_lost() and drv.find(drv.app.ctx.t("ui-net-retry")) is not None
    drv.key(pygame.K_d)  # the table's keys wait while the message is up
    assert not [m for m in client.sent if m["type"] == "action"]
    drv.click_text(drv.app.ctx.t("ui-net-retry"))
    assert client.retried == 1
    client.status = "open"
    drv.run(2)
    assert drv.find(drv.app.ctx.t("ui-net-retry")) is None
    client.status = "lost"
    drv.run(2)
    drv.click_text(drv.app.ctx.t("ui-main-menu"))
    from game.ui.menus.main_menu import MainMenu

    assert isinstance(drv.top, MainMenu)
    # the seat is kept for a Rejoin (issue 40): the connection closes, no `leave` is sent
    assert {"type": "leave"} not in client.sent and client.closed


def test_a_stale_move_is_said_as_such(drv):
    session, client = _table_session()
    table = drv.app.push("net_table", session)
    drv.run(3)
    view = table.view
    client.inbox.append({"type": "reject", "id": "x-1", "code": "stale", "detail": ""})
    client.inbox.append(
        {
            "type": "state",
            "seq": 2,
            "view": view.to_json(),
            "events": [],
            "by": None,
            "presence": [],
            "timer": None,
        }
    )
    drv.run(2)
    assert table.message == drv.app.ctx.t("ui-net-error-stale")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_network_table_texts_fit_at_960x540(tmp_path, monkeypatch, language):
    drv = Driver(tmp_path, size=(960, 540), language=language)
    try:
        session, client = _table_session(players=6)
        table = drv.app.push("net_table", session)
        drv.run(3)
        table.toggle_emotes()
        drv.run(2)
        open_panel = _overflows(table)
        client.status = "lost"
        drv.run(2)
        lost = _overflows(table)
        drv.app.push("pause")
        drv.run(2)
        pause = _overflows(drv.top)
        assert (open_panel, lost, pause) == ([], [], [])
        assert drv.find(drv.app.ctx.t("ui-net-leave-table")) is not None
    finally:
        drv.close()


def test_hosting_for_the_local_network_announces_the_table_and_stops_with_it(drv, monkeypatch):
    state = {"seats": _lobby_seats()}
    announced = []

    class Announcer:
        def __init__(self, name, port, address, room=""):
            self.args, self.closed = (name, port, address, room), False

        def start(self):
            announced.append(self)
            return True

        def close(self):
            self.closed = True

        def update(self, edition, seats, free, started):
            self.table = (edition, seats, free, started)

    monkeypatch.setattr(links, "make_server", FakeServer)
    monkeypatch.setattr(links, "make_announcer", Announcer)
    monkeypatch.setattr(
        links,
        "make_client",
        lambda url, name, token=None: ScriptedClient(url, name, answers=_lobby_answers(state)),
    )
    monkeypatch.setattr(lan, "local_address", lambda: "192.168.1.20")
    drv.app.push("net_host")
    drv.click_text(drv.app.ctx.t("net-look-where-lan"))  # anyone on the local network
    drv.click_text(drv.app.ctx.t("ui-net-listed"))  # listed: the room code goes out with it
    drv.click_text(drv.app.ctx.t("ui-net-open-table"))
    drv.run(3)
    lobby = drv.top
    assert lobby.session.server.host == lan.EVERYWHERE
    assert announced and announced[0].args[1:] == (lan.DEFAULT_PORT, "192.168.1.20", "K7Q2")
    assert ScriptedClient.made[-1].sent[0]["public"] is True
    assert lobby.session.address == f"192.168.1.20:{lan.DEFAULT_PORT}"
    assert ScriptedClient.made[-1].url == f"ws://127.0.0.1:{lan.DEFAULT_PORT}/"  # the host joins like anyone
    drv.click_text(drv.app.ctx.t("ui-net-leave"))
    drv.click_text(drv.app.ctx.t("ui-net-host-leave-yes"))
    assert announced[0].closed


def test_a_chosen_room_code_is_checked_before_anything_starts(drv, monkeypatch):
    monkeypatch.setattr(links, "make_server", lambda *a, **k: pytest.fail("no server for a bad code"))
    drv.app.push("net_host")
    drv.top.field_entry("code").set_text("no spaces!")
    drv.click_text(drv.app.ctx.t("ui-net-open-table"))
    assert drv.top.status_text() == drv.app.ctx.t("ui-net-bad-code")
    assert drv.top.field_entry("code").get_text() == "no spaces!"


def test_a_port_in_use_is_said_in_words(drv, monkeypatch):
    class Busy(FakeServer):
        def start(self):
            raise OSError("address already in use")

    monkeypatch.setattr(links, "make_server", Busy)
    drv.app.push("net_host")
    drv.click_text(drv.app.ctx.t("ui-net-open-table"))
    assert drv.top.status_text() == drv.app.ctx.t("ui-net-port-busy", port=str(lan.DEFAULT_PORT))
    assert str(lan.DEFAULT_PORT) in drv.top.status_text()  # 47474, never "47,474"


def test_without_zeroconf_discovery_and_announcing_give_up_quietly(monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "zeroconf", None)  # import fails
    browser = lan.Browser()
    assert browser.start() is False and browser.available is False and browser.found() == []
    browser.close()
    announcer = lan.Announcer("Ann", 47474, "192.168.1.20")
    assert announcer.start() is False
    announcer.close()


def test_a_lobby_whose_connection_ends_for_good_says_why(drv, monkeypatch):
    from game.net.session import NetSession
    from game.ui.kit import Dialog

    state = {"seats": _lobby_seats()}
    client = ScriptedClient("ws://x/", "Ann", answers=_lobby_answers(state))
    session = NetSession(
        client, {"type": "create", "edition": "classic", "options": {}, "seats": [], "code": None}
    )
    drv.app.push("net_menu")
    drv.app.push("lobby", session)
    drv.run(3)
    assert session.lobby is not None
    client.inbox.append({"type": "error", "code": "replaced", "detail": "rejoined elsewhere"})
    drv.run(3)
    assert isinstance(drv.top, Dialog) and drv.top.message == drv.app.ctx.t("ui-net-error-replaced")
    assert client.closed
    drv.click_text(drv.app.ctx.t("ui-ok"))
    assert isinstance(drv.top, NetMenu)
