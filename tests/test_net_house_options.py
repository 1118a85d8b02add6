"""House options for a network table (issue 40, major 6): the host sets the edition and house options on
Host or in the lobby (New game's own switches), guests see them read-only and as they change, the
started game plays by them; New game keeps its switches when left with Back."""

from __future__ import annotations

import pygame
import pytest
from netkit import url_of
from test_net_faults import WAIT, run, server  # noqa: F401  (the fixture)
from test_ui_net_play import (  # noqa: F401  (pair: the fixture)
    _type,
    both_seated,
    join,
    pair,
    serve_here,
    table_of,
    wait_for,
)

from game.net.client import ScriptedClient
from game.rules import Options
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path / "data")
    yield d
    d.close()


# ------------------------------------------------------------------------------ New game keeps its switches
def test_new_game_keeps_its_switches_and_seats_when_left_with_back_or_escape(drv):
    drv.click_text("New game")
    setup = drv.top
    t = setup.t
    assert not setup.options.stacking
    drv.click_text(t("edition-modern"))
    drv.click_text(t("ui-look-option-stacking"))
    drv.click_text("+")
    assert setup.options.stacking and len(setup.seats) == 5
    drv.click_text(t("ui-back"))
    assert type(drv.top).__name__ == "MainMenu"
    drv.click_text("New game")
    again = drv.top
    assert again is not setup
    assert again.ruleset == "modern" and again.options.stacking and len(again.seats) == 5
    # kept in the settings file too: a game started again finds them
    kept = drv.app.ctx.storage.load_settings().last_setup
    assert kept is not None and kept.ruleset == "modern" and kept.options.stacking
    # Escape keeps them as Back does
    drv.click_text(t("ui-look-option-jump-in"))
    drv.key(pygame.K_ESCAPE)
    drv.run(2)
    drv.click_text("New game")
    assert drv.top.options.jump_in and drv.top.options.stacking


def test_the_edition_carries_the_choices_it_has_and_drops_the_others():
    from game.rules import carry_options, default_options

    o = Options(seven_zero=True, blank_cards="extra_turn", stacking=True)
    power = carry_options(o, "classic", "power")
    assert power.stacking and not power.seven_zero and power.blank_cards is None
    modern = carry_options(default_options("classic"), "classic", "modern")
    assert modern.scoring == default_options("modern").scoring  # a scoring nobody changed follows
    kept = carry_options(Options(scoring="alternative"), "classic", "modern")
    assert kept.scoring == "alternative"


# ------------------------------------------------------------------------------ the server's `rules`
def test_only_the_host_changes_the_rules_in_the_lobby_and_everyone_sees_them(server):  # noqa: F811
    async def body():
        url = url_of(server)
        host = await ScriptedClient.open(url, "Ann")
        await host.send(
            {
                "type": "create",
                "edition": "classic",
                "options": {},
                "seats": [{"kind": "person"}] * 2 + [{"kind": "open"}] * 2,
                "code": None,
            }
        )
        code = (await host.until("joined"))["room"]
        guest = await ScriptedClient.open(url, "Bob")
        await guest.send({"type": "join", "room": code})
        await guest.until("joined")
        # a guest may not
        await guest.send({"type": "rules", "edition": "modern", "options": {"stacking": True}})
        assert (await guest.until("error"))["code"] == "not_host"
        # the host may: every lobby shows the new edition and options
        rules = {"edition": "modern", "options": {"stacking": True, "teams": True, "scoring": "standard"}}
        await host.send({"type": "rules", **rules})
        for c in (host, guest):
            lobby = await c.until("lobby", WAIT, pred=lambda m: m["edition"] == "modern")
            assert lobby["options"]["stacking"] and lobby["options"]["teams"]
        # options that make no table for these seats are refused, and nothing changes
        await host.send({"type": "rules", "edition": "power", "options": {"seven_zero": True}})
        assert (await host.until("error"))["code"] == "bad_message"
        await host.send({"type": "rules", "edition": "pinochle", "options": {}})
        assert (await host.until("error"))["code"] == "bad_message"
        assert server.call(lambda: server.hub.rooms[code].edition) == "modern"
        # the game plays by them
        await guest.send({"type": "ready", "ready": True})
        await host.until("lobby", WAIT, pred=lambda m: m["seats"][1]["ready"])
        await host.send({"type": "start"})
        state = await guest.until("state", WAIT)
        assert state["view"]["options"]["stacking"] and state["view"]["options"]["teams"]
        game = server.call(lambda: server.hub.rooms[code].match.game)
        assert game.ruleset == "modern" and game.options.stacking and game.options.teams
        # and after the start nobody changes them
        await host.send({"type": "rules", "edition": "classic", "options": {}})
        assert (await host.until("error", WAIT))["code"] == "not_now"
        for c in (host, guest):
            await c.close()

    run(body())


# ------------------------------------------------------------------------------ on the screens
def _house_options(drv, opener: str):
    """Open the house options screen with the button `opener`; the screen."""
    drv.click_text(opener)
    drv.run(2)
    screen = drv.top
    assert type(screen).__name__ == "HouseOptionsScreen"
    return screen


def test_house_options_set_on_host_and_in_the_lobby_are_in_force_at_the_table(pair):  # noqa: F811
    from game.ui.netplay.lobby import LobbyScreen

    host, guest = pair
    t = host.app.ctx.t
    host.click_text("Play on the network")
    host.click_text("Host a network game")
    screen = host.top
    _type(host, screen.field_entry("name"), "Ann")
    while screen.seats > 4:
        host.click_text("−")
    while screen.seats < 4:
        host.click_text("+")
    # on Host: stacking on; Back on the options screen changes nothing, Done brings them back
    house = _house_options(host, t("ui-net-house-options"))
    assert "seed" not in house.entries.values()  # the server picks the seed
    host.click_text(t("ui-look-option-draw-until-playable"))
    host.click_text(t("ui-back"))
    assert host.top is screen and not screen.options().draw_until_playable
    house = _house_options(host, t("ui-net-house-options"))
    host.click_text(t("ui-look-option-stacking"))
    host.click_text(t("ui-house-done"))
    assert host.top is screen and screen.options().stacking
    host.run(2)
    host.app.draw(host.surface)
    assert any(t("ui-look-option-stacking") in text for text, _r in screen.note_lines())
    port = serve_here(host)
    lobby = host.top
    assert isinstance(lobby, LobbyScreen) and lobby.session.lobby.options["stacking"]
    join(guest, port, lobby.session.room)
    wait_for([host, guest], lambda: isinstance(guest.top, LobbyScreen))
    both_seated(host, guest, lobby)
    seen = guest.top
    assert seen.change_button is None  # a guest sees them, read-only
    # in the lobby: modern, with team play (4 seats), and the guest's lobby shows it as it changes
    house = _house_options(host, t("ui-net-house-options"))
    assert house.ruleset == "classic" and house.options.stacking
    host.click_text(t("edition-modern"))
    host.click_text(t("ui-look-option-teams"))
    host.click_text(t("ui-house-done"))
    assert host.top is lobby

    def guest_shows_them() -> bool:
        shown = guest.top.session.lobby
        return shown.edition == "modern" and bool(shown.options.get("teams"))

    wait_for([host, guest], guest_shows_them)
    guest.run(2)
    guest.app.draw(guest.surface)
    drawn = [getattr(d, "text", d) for d in guest.top.drawn_texts]
    words = " ".join(str(w) for w in drawn)
    assert guest.app.ctx.t("edition-modern") in words and guest.app.ctx.t("ui-look-option-teams") in words
    # started: the game plays by them, on the server and at both tables
    guest.click_text("I'm ready")
    wait_for([host, guest], lambda: host.find(t("ui-setup-start")) is not None)
    host.click_text(t("ui-setup-start"))
    wait_for([host, guest], lambda: table_of(host) is not None and table_of(guest) is not None)
    ours = lobby.session.server
    code = lobby.session.room
    game = ours.call(lambda: ours.hub.rooms[code].match.game)
    assert game.ruleset == "modern" and game.options.stacking and game.options.teams
    for d in (host, guest):
        view = table_of(d).view
        assert view.options["stacking"] and view.options["teams"]


def test_the_house_options_screen_refuses_options_that_make_no_table(drv):
    """Team play at three seats is not offered; a set that makes no table is said and not handed back."""
    from game.ui.screens import make

    got: list = []
    done = lambda *chosen: got.append(chosen)  # noqa: E731
    screen = drv.app.push(make("house_options", drv.app, "classic", Options(), ["Ann", "", ""], done))
    drv.run(2)
    assert drv.find(screen.t("ui-look-option-teams")) is None
    screen.options = Options(uno_penalty=3)
    drv.click_text(screen.t("ui-house-done"))
    assert got == [] and drv.top is screen and screen.error
    screen.options = Options(stacking=True)
    drv.click_text(screen.t("ui-house-done"))
    assert got == [("classic", Options(stacking=True))] and drv.top is not screen
