"""Issue 40's minors on the server and the network screens: each with a test that failed before."""

from __future__ import annotations

import logging

import pytest
from netkit import open_table, url_of
from test_net_faults import WAIT, run, server  # noqa: F401  (the fixture)
from test_ui_net_play import pair, serve_here  # noqa: F401  (the fixture)

from game.net.client import ScriptedClient
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


def test_a_join_with_an_unknown_code_is_logged_and_a_waiting_persons_refusals_once(server, caplog):  # noqa: F811
    caplog.set_level(logging.INFO, logger="game.net.server")

    async def body():
        url = url_of(server)
        stranger = await ScriptedClient.open(url, "Eve")
        await stranger.send({"type": "join", "room": "QQQQ7"})
        assert (await stranger.until("error", WAIT))["code"] == "no_room"
        clients, code = await open_table(url, "classic", ["person", "normal"])
        for _ in range(3):  # a person waiting for a seat asks again every 5 s, each time anew
            waiting = await ScriptedClient.open(url, "Carol")
            await waiting.send({"type": "join", "room": code})
            assert (await waiting.until("error", WAIT))["code"] == "started"
            await waiting.close()
        for c in [stranger, *clients]:
            await c.close()
        return code

    code = run(body())
    lines = [r.getMessage() for r in caplog.records if r.name == "game.net.server"]
    unknown = [line for line in lines if "QQQQ7" in line]
    assert len(unknown) == 1 and "no such table" in unknown[0] and "127.0.0.1" in unknown[0]
    started = [line for line in lines if code in line and "has started" in line]
    assert len(started) == 1, started


# ------------------------------------------------------------------------------ tables on the local network
def test_a_lan_announcement_says_the_edition_the_seats_and_a_started_game():
    from game.net import lan

    announcer = lan.Announcer("Ann", 47474, "192.168.1.20", "K7Q2")
    announcer.update("modern", 4, 2, False)
    props = {k.encode(): v.encode() for k, v in announcer.properties().items()}
    found = lan.table_of(props, "Ann", "192.168.1.20", 47474)
    assert (found.room, found.edition, found.seats, found.free, found.started) == (
        "K7Q2",
        "modern",
        4,
        2,
        False,
    )
    announcer.update("modern", 4, 0, True)
    props = {k.encode(): v.encode() for k, v in announcer.properties().items()}
    assert lan.table_of(props, "Ann", "192.168.1.20", 47474).started
    # an older game's announcement (the name and the room only) still reads
    old = lan.table_of({b"name": b"Ann", b"room": b"K7Q2"}, "Ann", "192.168.1.20", 47474)
    assert old.room == "K7Q2" and old.edition == "" and not old.started
    junk = lan.table_of({b"seats": b"999", b"free": b"x", b"room": b"no good"}, "Ann", "1.2.3.4", 1)
    assert junk.seats == 0 and junk.free == 0 and junk.room == ""


def _labels(screen) -> list[str]:
    import pygame_gui

    return [
        e.text
        for e in screen.manager.get_root_container().elements
        if isinstance(e, pygame_gui.elements.UILabel)
    ]


def _join_with(drv, monkeypatch, tables, address=""):
    from net_fakes import NoDiscovery

    from game.ui.netplay import links

    class Found(NoDiscovery):
        available = True

        def found(self):
            return tables

    monkeypatch.setattr(links, "make_browser", Found)
    monkeypatch.setattr(
        links, "make_search", lambda host, port, name: type("S", (), {"found": [], "done": True})()
    )
    drv.app.push("net_join")
    drv.run(2)
    if address:
        drv.top.set_field("address", address)
    drv.click_text(drv.app.ctx.t("ui-net-find"))
    drv.run(2)
    return drv.top


def test_a_lan_row_says_edition_and_seats_and_a_started_game_is_no_one_click_join(drv, monkeypatch):
    from game.net import lan

    t = drv.app.ctx.t
    waiting = lan.FoundTable("Ann", "192.168.1.7", 47474, "K7Q2", "modern", 4, 2, False)
    started = lan.FoundTable("Bo", "192.168.1.8", 47474, "Q7K2", "classic", 3, 0, True)
    join = _join_with(drv, monkeypatch, [waiting, started])
    lines, room = join.card_words(waiting)
    assert lines[0] == t("net-look-table-seats", edition=t("edition-modern"), taken=2, seats=4)
    assert lines[1] == t("net-look-on-lan-listed") and room == "K7Q2"
    lines, _room = join.card_words(started)
    assert lines[0] == t("net-look-table-seats", edition=t("edition-classic"), taken=3, seats=3)
    assert lines[1] == t("net-look-on-lan-started")
    assert t("ui-net-found") in _labels(join)  # only the local network was asked


def test_the_join_heading_says_found_when_a_server_was_asked(drv, monkeypatch):
    t = drv.app.ctx.t
    _join_with(drv, monkeypatch, [], address="uno.example.org:8765")
    assert t("ui-net-found") not in _labels(drv.top) and t("ui-net-found-any") in _labels(drv.top)


def test_the_hosts_lobby_keeps_its_lan_announcement_up_to_date(pair):  # noqa: F811
    from test_ui_net_play import join, wait_for

    from game.ui.netplay.lobby import LobbyScreen

    host, guest = pair
    updates = []

    class Announcer:
        def __init__(self, name, port, address, room=""):
            pass

        def start(self):
            return True

        def update(self, edition, seats, free, started):
            updates.append((edition, seats, free, started))

        def close(self):
            pass

    from game.ui.netplay import links

    links_make = links.make_announcer
    links.make_announcer = Announcer
    try:
        host.click_text("Play on the network")
        host.click_text("Host a network game")
        screen = host.top
        host.click_text(host.app.ctx.t("net-look-where-lan"))
        while screen.seats > 3:
            host.click_text("−")
        port = serve_here(host)
        lobby = host.top
        assert updates[-1] == ("classic", 3, 2, False)
        join(guest, port, lobby.session.room)
        wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
        wait_for([host, guest], lambda: updates[-1] == ("classic", 3, 1, False))
        guest.click_text("I'm ready")
        wait_for([host, guest], lambda: host.find(host.app.ctx.t("ui-setup-start")) is not None)
        host.click_text(host.app.ctx.t("ui-setup-start"))
        wait_for([host, guest], lambda: updates[-1][3] is True)
    finally:
        links.make_announcer = links_make


# ------------------------------------------------------------------------------ the table's words
def test_a_stacked_wild_draw_four_is_taken_with_the_stack_dialogs_own_words(drv):
    """A Wild Draw Four stacked on a Wild Draw Four (no challenge then): its button reads "Take 8 cards"
    as the stack dialog's does everywhere, no longer "Accept: draw 8 cards"."""
    from test_ui_dialogs import DRAW, stacked

    from game.rules import Options, Play
    from game.ui.kit import Dialog

    drv.run(2)
    hands = [["r5", "g3", "b7"], ["W4", "r9", "y2"], ["W4", "g9", "y3"]]
    before = [(1, Play("W4", "b")), (2, Play("W4", "g"))]
    table = stacked(
        drv, "classic", hands, "r1", DRAW, dealer=0, options=Options(stacking=True), before=before
    )
    drv.run(3)
    dialog = drv.top
    assert isinstance(dialog, Dialog) and dialog.title == table.t("ui-stack-title")
    texts = [b.text for b in drv.buttons()]
    assert table.t("ui-stack-take", count=8) in texts and table.t("ui-accept-draw", count=8) not in texts
    drv.click_text(table.t("ui-stack-take", count=8))
    assert len(table.view.hand) == 3 + 8


def test_after_a_draw_another_card_is_said_to_wait_for_the_drawn_one(drv):
    """Draw until playable: after the draw only the drawn card may be played; a click on another card
    (one that fit before the draw) says so, not that it "does not fit"."""
    from test_ui_dialogs import click_card, stacked

    from game.rules import Options

    drv.run(2)
    hands = [["r5", "g3", "b7"], ["b1", "b2", "y3"]]
    options = Options(draw_until_playable=True)
    draw = ["y7", "g8", "r9", "y1", "y2", "b4", "b5", "b6", "b8", "b9"]
    table = stacked(drv, "classic", hands, "r1", draw, dealer=1, options=options)
    drv.click_text(table.t("ui-draw"))
    drv.run(5)
    view = table.view
    assert view.decision == "drawn" and view.drawn is not None
    drawn = view.drawn
    click_card(drv, table, "r5")
    name = table.ctx.localizer.card_name(drawn)
    assert table.message == table.t("ui-only-drawn", card=name)


def _watching_session():
    """A spectator's session whose first `state` (a real match's public view) has arrived."""
    from net_fakes import ScriptedClient as FakeClient

    from game.net.session import NetSession
    from game.play import Match
    from game.rules import event_to_json, new_game, redact
    from game.storage import SavedGame, Seat

    seats = (Seat("Ann"), Seat("Bob"), Seat("Dana", "ai", "easy"))
    game = SavedGame("classic", seats, seed=4)
    events: list = []
    state = new_game(game.ruleset, game.players, game.options, game.seed, events=events)
    match = Match(game, state, threaded=False, pacing=0.0)
    client = FakeClient("ws://127.0.0.1:47474/", "Eve")
    client.inbox = [
        {
            "type": "state",
            "seq": 1,
            "view": match.table_view(None).to_json(),
            "events": [event_to_json(redact(e, None)) for e in events],
            "by": None,
            "presence": ["here", "here", "ai"],
            "timer": None,
        },
    ]
    session = NetSession(client, {"type": "watch", "room": "R2D2"})
    session.update()
    return session, client


def test_a_spectator_is_offered_no_uno_and_no_reactions(drv):
    import pygame

    session, client = _watching_session()
    assert session.watching and session.started
    table = drv.app.push("net_table", session)
    drv.run(5)
    t = drv.app.ctx.t
    shown = [b.text for b in drv.buttons() if b.visible]
    assert t("ui-uno") not in shown and t("ui-net-emotes") not in shown, shown
    for key in (pygame.K_u, pygame.K_e, pygame.K_1, pygame.K_6):
        drv.key(key)
    drv.run(2)
    assert [m for m in client.sent if m.get("type") in ("emote", "action")] == []
    assert not table.emotes_open and drv.find(f"1  {t('ui-emote-nice')}") is None


def test_the_key_hint_bar_keeps_clear_of_the_countdown_to_the_next_round(drv, monkeypatch):
    """A network table's round summary says whom the next round waits for and when it starts, bottom
    left; the keyboard's hint bar goes elsewhere (it covered those words)."""
    import pygame

    from game.bench.shots import _ended_table
    from game.ui.table.round_summary import RoundSummary

    monkeypatch.setattr(RoundSummary, "shared", property(lambda self: True))
    summary = _ended_table(drv, 500, [120, 230, 60, 10])
    words = drv.app.ctx.t("ui-net-round-starts-in", seconds=12)
    monkeypatch.setattr(RoundSummary, "waiting_text", lambda self: words)
    drv.key(pygame.K_DOWN)  # the keyboard is in use: its hints show
    drv.run(3)
    drv.app.draw(drv.surface)
    bar = drv.app.pads.bar_rect
    assert bar is not None and summary.waiting_rects
    assert bar.collidelist(summary.waiting_rects) < 0, (bar, summary.waiting_rects)


# ------------------------------------------------------------------------------ the host's game gone
def test_when_the_hosts_game_is_gone_its_guests_are_told_the_table_ended(pair):  # noqa: F811
    """The host's game (its server inside) stops: the guest's table says the table has ended, offers no
    Retry that could do nothing, and no card of theirs glows."""
    from test_ui_net_play import both_seated, join, open_hosted_table, wait_for, wait_for_tables

    from game.ui.netplay.lobby import LobbyScreen

    host, guest = pair
    lobby, port = open_hosted_table(host, seats=3)
    join(guest, port, lobby.session.room)
    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
    both_seated(host, guest, lobby)
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(host.app.ctx.t("ui-setup-start")) is not None)
    host.click_text(host.app.ctx.t("ui-setup-start"))
    _host_table, table = wait_for_tables([host, guest])
    assert table.net.game_hosted and not table.net.host_game_gone()
    lobby.session.server.stop()  # the host's game is gone, its server with it
    t = guest.app.ctx.t
    wait_for([guest], lambda: table.lost_buttons and table.lost_text() == t("ui-net-host-game-ended"))
    guest.run(2)
    assert table.lost_buttons["retry"].is_enabled is False
    scene = table.scene
    assert not table.can_act() and not [n for n in scene.hands[scene.me] if n.drawable.glow]


def test_a_guest_whose_host_address_refuses_connections_is_told_the_table_ended():
    """After a SIGKILL of the host's game nothing listens at its address: a refused reconnection of a
    table served by a game says the table has ended; a server run on its own (`uno-table serve`) may
    come back, and a lost connection to it is only lost."""
    from net_fakes import ScriptedClient as FakeClient

    from game.net import protocol
    from game.net.session import NetSession

    client = FakeClient("ws://127.0.0.1:47474/", "Bob")
    client.inbox = [
        {"type": "welcome", "protocol": protocol.PROTOCOL, "server": "1.0" + protocol.GAME_HOSTED}
    ]
    session = NetSession(client, None)
    session.update()
    assert session.game_hosted and not session.host_game_gone()
    client.status, client.problem = "lost", "unreachable"  # the network: it may come back
    assert not session.host_game_gone()
    client.problem = "refused"  # the computer answers, nothing listens
    assert session.host_game_gone()
    other = FakeClient("ws://127.0.0.1:8765/", "Bob")
    other.inbox = [{"type": "welcome", "protocol": protocol.PROTOCOL, "server": "1.0"}]
    served = NetSession(other, None)
    served.update()
    other.status, other.problem = "lost", "refused"
    assert not served.game_hosted and not served.host_game_gone()


# ------------------------------------------------------------------------------ Host and Join keep it
def test_host_and_join_keep_what_was_typed_when_left_and_opened_again(drv):
    from test_ui_net_play import _type

    t = drv.app.ctx.t
    drv.click_text("Play on the network")
    drv.click_text("Host a network game")
    host = drv.top
    drv.click_text(t("net-look-where-server"))
    _type(drv, host.field_entry("server_address"), "uno.example.org:8765")
    _type(drv, host.field_entry("code"), "FRIDAY")
    _type(drv, host.field_entry("name"), "Zsófi")
    drv.click_text("−")
    drv.click_text(t("edition-modern"))
    drv.click_text(t("ui-back"))
    drv.click_text("Host a network game")
    again = drv.top
    assert again is not host
    assert (
        again.where == "server" and again.field_entry("server_address").get_text() == "uno.example.org:8765"
    )
    assert (
        again.field_entry("code").get_text() == "FRIDAY" and again.field_entry("name").get_text() == "Zsófi"
    )
    assert again.seats == 3 and again.edition == "modern"
    drv.click_text(t("ui-back"))
    drv.click_text("Join a network game")
    join = drv.top
    _type(drv, join.field_entry("address"), "192.168.1.7:47474")
    _type(drv, join.field_entry("code"), "K7Q2")
    drv.click_text(t("ui-back"))
    drv.click_text("Join a network game")
    join = drv.top
    assert join.field_entry("address").get_text() == "192.168.1.7:47474"
    assert join.field_entry("code").get_text() == "K7Q2"


# ------------------------------------------------------------------------------ the log after a rejoin
def test_a_rejoining_person_is_told_the_round_so_far_before_the_table_and_the_log_shows_it(server):  # noqa: F811
    import json

    from net_fakes import ScriptedClient as FakeClient
    from netkit import choose

    from game.net.remote import RemoteTable
    from game.net.session import NetSession

    async def body():
        url = url_of(server)
        clients, code = await open_table(url, "classic", ["person", "person"], {"scoring": "single_round"})
        host, guest = clients
        for c in clients:
            await c.until("state", WAIT)
        moved = 0
        while moved < 4:  # a few moves, whoever is on turn
            for c in clients:
                view = c.state["view"] if c.state else None
                move = choose(view) if view else None
                if move is not None:
                    await c.send(
                        {"type": "action", "id": f"m{moved}", "version": view["version"], "action": move}
                    )
                    moved += 1
                    await c.until("ack", WAIT)
            for c in clients:
                while True:  # the latest state each
                    try:
                        await c.recv(0.3)
                    except TimeoutError:
                        break
        token = guest.token
        guest.abort()
        back = await ScriptedClient.open(url, "Bob", token)
        frames = []
        while True:
            msg = await back.recv(WAIT)
            frames.append(msg)
            if msg["type"] == "state":
                break
        for c in (host, back):
            await c.close()
        return frames, back.frames

    frames, raw = run(body())
    kinds = [m["type"] for m in frames]
    assert kinds[-2:] == ["past", "state"], kinds
    past = frames[-2]["events"]
    assert any(e["event"] == "CardPlayed" or e["event"] == "CardsDrawn" for e in past), past
    for e in past:  # as the seat may see it: no card of the other hand
        if e["event"] in ("CardDealt", "CardsDrawn") and e.get("seat") == 0:
            assert all(c is None for c in (e.get("cards") or [e.get("card")])), e
    # the game's table fills its move log from it
    client = FakeClient("ws://127.0.0.1:1/", "Bob")
    client.inbox = [json.loads(f) for f in raw if json.loads(f)["type"] in ("joined", "past", "state")]
    session = NetSession(client, None)
    session.update()
    table = RemoteTable(session)
    assert len(table.log) >= 2, table.log


# ------------------------------------------------------------------------------ whoever made the move
def _challenge_session(actor: str, name_now: str):
    """Bob's session facing a challenge of the Wild Draw Four seat 0 played (by `actor`); seat 0's plate
    reads `name_now` (its person now)."""
    from net_fakes import ScriptedClient as FakeClient

    from game.net.session import NetSession
    from game.play import Match
    from game.rules import Options, Play, event_to_json, redact, table_state
    from game.storage import SavedGame, Seat

    hands = [["W4", "r9", "y2"], ["r5", "g3", "b7"]]
    state = table_state("classic", 2, hands, "r1", ["g1", "g2", "g3", "g4", "g5", "g6"], dealer=1)
    game = SavedGame("classic", (Seat("Alice"), Seat("Bob")), Options(), 0)
    match = Match(game, state, None, threaded=False, pacing=0.0)
    caught: list = []
    match.subscribe(lambda s, a, evs: caught.extend(evs))
    match.submit(0, Play("W4", "b"), match.version)
    view = match.table_view(1).to_json()
    view["seats"][0]["name"] = name_now
    client = FakeClient("ws://127.0.0.1:47474/", "Bob")
    client.inbox = [
        {"type": "joined", "room": "R2D2", "seat": 1, "token": "tok", "host": False},
        {
            "type": "state",
            "seq": 1,
            "view": view,
            "events": [event_to_json(redact(e, 1)) for e in caught],
            "by": 0,
            "actor": actor,
            "presence": ["ai" if actor == "stand_in" else "here", "here"],
            "timer": None,
            "clock": None,
            "ready": [],
            "away": [None, None],
        },
    ]
    session = NetSession(client, None)
    session.update()
    return session


def test_the_challenge_dialog_names_whoever_played_the_wild_draw_four(drv):
    """A computer played Alice's seat while she was away: the challenge is of its Wild Draw Four, as
    the log says ("Computer for Alice"); a seat taken over since still names who played it."""
    from game.ui.kit import Dialog

    t = drv.app.ctx.t
    session = _challenge_session("stand_in", "Alice")
    drv.app.push("net_table", session)
    drv.run(10)
    dialog = drv.top
    assert isinstance(dialog, Dialog), type(dialog).__name__
    mover = drv.app.ctx.localizer.format("net-log-stand-in", player="Alice")
    assert dialog.title == t("ui-challenge-title", player=mover)


def test_the_challenge_dialog_keeps_the_name_of_who_played_after_a_take_over(drv):
    import copy

    from game.ui.kit import Dialog

    session = _challenge_session("person", "Alice")
    later = copy.deepcopy(session.states[-1])  # Carol took Alice's given-up seat since: the plate says so
    later.update(seq=2, by=None, actor=None, events=[])
    later["view"]["seats"][0]["name"] = "Carol"
    session.states.append(later)
    table = drv.app.push("net_table", session)
    drv.run(10)
    dialog = drv.top
    assert isinstance(dialog, Dialog) and table.name(0) == "Carol"
    assert dialog.title == drv.app.ctx.t("ui-challenge-title", player="Alice")
