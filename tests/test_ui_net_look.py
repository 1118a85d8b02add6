"""Host, Join and the lobby in the kit's look (issue 31), through real events on the real screens
(headless), the socket and the discovery stood in for: the keyboard reaches every new control and what
it chooses reaches the server; found tables are cards that say what the table is and join in one
click; the room code goes to the clipboard and the screen says so; ready marks pop in at the motion
setting's pace; the host's turn timer is a segmented control; the focus stays put as the lobby moves."""

from __future__ import annotations

import pygame
import pytest
from net_fakes import NoDiscovery, ScriptedClient
from test_ui_net_screens import FakeServer, _lobby_answers, _lobby_seats

from game.net.finder import ListedTable
from game.net.session import NetSession
from game.ui.netplay import links
from game.ui.netplay.lobby import COPIED_FOR, LobbyScreen
from game.ui.testing import Driver


def _focus_on(drv, text: str) -> None:
    """Tab until the keyboard focus is on the button that says `text` (at most once round)."""
    screen = drv.top
    for _ in range(len(screen.focusables) + 1):
        b = screen.focused_button()
        if b is not None and b.text == text:
            return
        drv.key(pygame.K_TAB)
    raise AssertionError(f"the keyboard never reaches {text!r}: {[b.text for b in screen.focusables]}")


def test_host_is_chosen_with_the_keyboard_alone_and_the_choices_reach_the_server(drv, monkeypatch):
    monkeypatch.setattr(links, "make_server", FakeServer)
    state = {"seats": _lobby_seats()}
    monkeypatch.setattr(
        links,
        "make_client",
        lambda url, name, token=None: ScriptedClient(url, name, answers=_lobby_answers(state)),
    )
    t = drv.app.ctx.t
    drv.app.push("net_host")
    host = drv.top
    texts = [b.text for b in host.focusables]
    for word in ("net-look-where-local", "net-look-where-lan", "net-look-where-server", "edition-modern"):
        assert t(word) in texts
    assert t("ui-net-listed") not in texts  # this computer only: nothing to list
    _focus_on(drv, t("net-look-where-lan"))
    drv.key(pygame.K_RETURN)
    assert host.where == "lan" and t("ui-net-listed") in [b.text for b in host.focusables]
    _focus_on(drv, t("ui-net-listed"))
    drv.key(pygame.K_SPACE)
    _focus_on(drv, t("edition-modern"))
    drv.key(pygame.K_RETURN)
    _focus_on(drv, t("ui-net-timer-seconds", seconds="60"))
    drv.key(pygame.K_RETURN)
    _focus_on(drv, "+")
    drv.key(pygame.K_RETURN)
    assert (host.public, host.edition, host.timer, host.seats) == (True, "modern", 60, 5)
    # the chosen tile and segments show gold: their buttons are selected
    chosen = {b.text for b in host.focusables if getattr(b, "is_selected", False)}
    assert chosen == {t("net-look-where-lan"), t("edition-modern"), t("ui-net-timer-seconds", seconds="60")}
    _focus_on(drv, t("ui-net-open-table"))
    drv.key(pygame.K_RETURN)
    drv.run(3)
    create = ScriptedClient.made[-1].sent[0]
    assert (create["edition"], create["timer"], create["public"], len(create["seats"])) == (
        "modern",
        60,
        True,
        5,
    )
    assert isinstance(drv.top, LobbyScreen)


class _Search:
    """A server's answer to Find tables: two listed tables."""

    def __init__(self, host, port, name):
        self.done = True
        self.found = [
            ListedTable(host, port, "FRIDAY", "Billie", "modern", 2, 4),
            ListedTable(host, port, "ZX81", "Søren", "classic", 1),
        ]

    def start(self):
        return self


def test_found_tables_are_cards_that_say_what_the_table_is_and_join_in_one_key(drv, monkeypatch):
    monkeypatch.setattr(links, "make_search", _Search)
    monkeypatch.setattr(
        links, "make_client", lambda url, name, token=None: ScriptedClient(url, name, status="connecting")
    )
    t = drv.app.ctx.t
    join = drv.app.push("net_join")
    drv.run(2)
    assert join.browse_text() == t("net-look-find-hint")
    join.set_field("address", "uno.example.org:8765")
    _focus_on(drv, t("ui-net-find"))
    drv.key(pygame.K_RETURN)
    drv.run(2)
    drv.app.draw(drv.surface)
    cards = {card.button.text: card for card in join.decor.items if type(card).__name__ == "TableCard"}
    assert set(cards) == {"Billie", "Søren"}
    words = {w for card in cards.values() for w, _ in card.drawn_texts}
    assert t("net-look-table-seats", edition=t("edition-modern"), taken=2, seats=4) in words
    assert t("net-look-table-free", edition=t("edition-classic"), free=1) in words
    assert {"FRIDAY", "ZX81"} <= words  # the room codes as chips
    assert all(drv.surface.get_rect().contains(r) for card in cards.values() for _, r in card.drawn_texts)
    assert all(card.rect.contains(r) for card in cards.values() for _, r in card.drawn_texts)
    _focus_on(drv, "Billie")
    drv.key(pygame.K_RETURN)
    drv.run(2)
    client = ScriptedClient.made[-1]
    assert client.url == "ws://uno.example.org:8765/" and client.sent[0] == {"type": "join", "room": "FRIDAY"}


def test_the_join_screen_says_it_is_searching_and_then_that_nothing_was_found(drv, monkeypatch):
    class Slow:
        def __init__(self, host, port, name):
            self.done, self.found = False, []

        def start(self):
            return self

    monkeypatch.setattr(links, "make_search", Slow)
    t = drv.app.ctx.t
    join = drv.app.push("net_join")
    join.set_field("address", "uno.example.org:8765")
    drv.click_text(t("ui-net-find"))
    drv.app.draw(drv.surface)
    assert [w for w, _ in join.browse_texts] == [t("ui-net-looking")]
    join.searches[0].done = True
    drv.run(2)
    drv.app.draw(drv.surface)
    assert " ".join(w for w, _ in join.browse_texts) == t("ui-net-none-found")


def _lobby(drv, seat: int = 0, **kw):
    """A lobby (Ann hosts at seat 0, Bob at seat 1, seat 2 open), seen from `seat`."""
    state = {"seats": _lobby_seats(**kw)}
    answers = _lobby_answers(state)

    def as_seat(msg):
        out = answers(msg)
        if msg["type"] == "create" and seat != 0:
            out[0] = {**out[0], "seat": seat, "host": False}
        return out

    client = ScriptedClient("ws://x/", "Ann", answers=as_seat)
    session = NetSession(
        client, {"type": "create", "edition": "classic", "options": {}, "seats": [], "code": None}
    )
    session.address = "192.168.1.20:47474"
    screen = drv.app.push("lobby", session)
    drv.run(3)
    return screen, client, state


def test_copy_puts_the_room_code_on_the_clipboard_and_says_so(drv):
    t = drv.app.ctx.t
    lobby, _client, _state = _lobby(drv)
    pygame.scrap.put_text("something else")
    _focus_on(drv, t("net-look-copy"))
    drv.key(pygame.K_RETURN)
    assert pygame.scrap.get_text() == "K7Q2"
    assert drv.find(t("net-look-copied")) is not None  # the button says it
    drv.app.draw(drv.surface)
    assert t("net-look-copied-note", code="K7Q2") in " ".join(w for w, _ in lobby.drawn_texts)
    assert lobby.focused_button().text == t("net-look-copied")  # the focus stayed on it
    drv.run(round(COPIED_FOR * 60) + 2)
    assert drv.find(t("net-look-copy")) is not None
    drv.app.draw(drv.surface)
    assert t("net-look-copied-note", code="K7Q2") not in " ".join(w for w, _ in lobby.drawn_texts)


@pytest.mark.parametrize("reduced", [False, True])
def test_a_ready_mark_pops_in_at_the_motion_pace(tmp_path, monkeypatch, reduced):
    monkeypatch.setattr(links, "make_browser", NoDiscovery)
    drv = Driver(tmp_path / "data", speed=1.0)
    try:
        if reduced:
            settings = drv.app.ctx.settings
            drv.app.ctx.settings = settings.replace(look=settings.look.replace(reduced_motion=True))
        lobby, client, state = _lobby(drv)
        assert lobby.marks[1] == 0.0
        state["seats"][1]["ready"] = True
        client.inbox.append(
            {
                "type": "lobby",
                "room": "K7Q2",
                "edition": "classic",
                "options": {},
                "seats": state["seats"],
                "host_seat": 0,
            }
        )
        drv.run(2)
        if reduced:
            assert lobby.marks[1] == 1.0
        else:
            assert 0.0 < lobby.marks[1] < 1.0  # on its way
            drv.run(30)
            assert lobby.marks[1] == 1.0
        card = next(c for c in lobby.decor.items if getattr(c, "seat", None) == 1)
        drv.app.draw(drv.surface)
        centre = drv.surface.get_at(card.mark_rect().center)[:3]
        assert centre[1] > centre[0] + 40  # green behind the white check... or the check itself
    finally:
        drv.close()


def test_the_host_sets_the_turn_timer_and_the_focus_stays_on_it(drv):
    t = drv.app.ctx.t
    lobby, client, _state = _lobby(drv)
    sixty = t("ui-net-timer-seconds", seconds="60")
    _focus_on(drv, sixty)
    drv.key(pygame.K_RETURN)
    assert client.sent[-1] == {"type": "timer", "timer": 60}
    # the server's answer rebuilds the screen: the keyboard focus stays on the timer
    client.inbox.append(
        {
            "type": "lobby",
            "room": "K7Q2",
            "edition": "classic",
            "options": {},
            "seats": _lobby_seats(),
            "host_seat": 0,
            "timer": 60,
        }
    )
    drv.run(2)
    assert lobby.focused_button().text == sixty and lobby.focused_button().is_selected


def test_a_guest_sees_seat_cards_and_who_the_table_waits_for(drv):
    t = drv.app.ctx.t
    lobby, client, state = _lobby(drv, seat=1)
    assert not lobby.session.is_host
    assert lobby.focused_button().text == t("ui-net-ready")  # the guest's main button, first
    assert lobby.status_text() == t("net-look-waiting-for", players="Bob")
    drv.key(pygame.K_RETURN)
    assert client.sent[-1] == {"type": "ready", "ready": True}
    drv.app.draw(drv.surface)
    words = [w for w, _ in lobby.drawn_texts]
    assert {"Ann", "Bob", t("ui-net-seat-open"), t("net-look-hosted-by", player="Ann")} <= set(words)
    assert lobby.seat_buttons == {}  # only the host changes seats
