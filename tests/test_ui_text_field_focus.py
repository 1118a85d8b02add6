"""The keyboard reaches the text fields (issue 31: the keyboard on every screen): Tab moves into a field,
which then takes the typing, and Tab or Shift+Tab move on; a field clicked into takes the focus ring
too. Real key events through the real Join and New game screens (headless)."""

from __future__ import annotations

import pygame
from net_fakes import ScriptedClient

from game.ui.kit.focus import is_text_field
from game.ui.netplay import links


def _tab_to_field(drv, screen, key) -> None:
    """Tab (only) until the keyboard focus is on the field the screen keeps as `key`."""
    for _ in range(len(screen.focusables) + 1):
        focused = screen.focused_button()
        if is_text_field(focused) and screen.entries.get(focused) == key:
            return
        drv.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reaches the {key!r} field")


def _type(drv, text: str) -> None:
    for ch in text:
        drv.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        drv.run(1)


def test_join_is_filled_in_and_sent_with_the_keyboard_alone(drv, monkeypatch):
    monkeypatch.setattr(
        links, "make_client", lambda url, name, token=None: ScriptedClient(url, name, answers=lambda m: [])
    )
    drv.app.push("net_join")
    join = drv.top
    join.field_entry("address").set_text("")
    _tab_to_field(drv, join, "address")
    _type(drv, "10.1.2.3:5000")
    assert join.field_entry("address").get_text() == "10.1.2.3:5000"
    drv.key(pygame.K_TAB)  # leaves the address for the next field, the room code
    assert join.entries.get(join.focused_button()) == "code"
    _type(drv, "ROOM")
    assert join.field_entry("code").get_text() == "ROOM"
    assert join.field_entry("address").get_text() == "10.1.2.3:5000"  # typing went where the focus is
    drv.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # and back
    assert join.entries.get(join.focused_button()) == "address"
    drv.key(pygame.K_TAB)
    drv.key(pygame.K_RETURN)  # Enter in the room code joins
    drv.run(3)
    assert ScriptedClient.made and ScriptedClient.made[-1].url == "ws://10.1.2.3:5000/"
    assert {"type": "join", "room": "ROOM"} in ScriptedClient.made[-1].sent


def test_leaving_a_field_by_tab_stops_the_typing_and_buttons_take_the_keys_again(drv):
    drv.app.push("net_join")
    join = drv.top
    _tab_to_field(drv, join, "code")
    for _ in range(len(join.focusables)):
        drv.key(pygame.K_TAB)
        if not is_text_field(join.focused_button()):
            break
    assert join.focused_button() is not None and not is_text_field(join.focused_button())
    assert not join._typing()
    before = {k: e.get_text() for e, k in join.entries.items()}
    _type(drv, "zz")
    assert {k: e.get_text() for e, k in join.entries.items()} == before


def test_a_field_clicked_into_takes_the_focus_ring(drv):
    drv.app.push("net_join")
    join = drv.top
    code = join.field_entry("code")
    drv.click(code.rect.center)
    assert join.focused_button() is code and join._typing()
    drv.key(pygame.K_TAB)
    assert join.focused_button() is not code


def test_new_game_seed_is_typed_after_tab(drv):
    drv.app.push("new_game")
    setup = drv.top
    _tab_to_field(drv, setup, "seed")
    _type(drv, "4242")
    assert setup.field_entry("seed").get_text() == "4242"


def test_the_arrows_pass_over_a_field_and_enter_types_into_it_and_escape_lets_go(drv):
    """The pad's d-pad sends the arrows and its A sends Enter: it must never be caught in a field."""
    drv.app.push("net_join")
    join = drv.top
    code = join.field_entry("code")
    join.focus = join.focusables.index(code) - 1
    drv.key(pygame.K_DOWN)
    assert join.focused_button() is code and not join._typing()  # on it, not in it
    drv.key(pygame.K_DOWN)
    assert join.focused_button() is not code  # and past it
    drv.key(pygame.K_UP)
    drv.key(pygame.K_RETURN)
    assert join.focused_button() is code and join._typing()
    code.set_text("")
    _type(drv, "AB")
    drv.key(pygame.K_ESCAPE)
    assert not join._typing() and drv.top is join and code.get_text() == "AB"
    drv.key(pygame.K_RETURN)
    drv.key(pygame.K_DOWN)  # Down leaves the field being typed into
    assert not join._typing() and join.focused_button() is not code
