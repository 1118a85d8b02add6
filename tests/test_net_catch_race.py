"""Issue 40 (the people soak): a "Catch ...!" pressed just as the chance went is not sent to be refused.

The soak saw a person click "Catch P0-1!" and the server answer "That move is not allowed now.": the
computer that had just taken P0-1's seat called UNO for it, and the table moved on between the button's
press and the press being read (a button's press is read a frame after the mouse is let go). The move
was sent from the new view, where nobody could be caught. Now the table says it is too late, and sends
nothing. Real engine events through the real network table screen and its real buttons, clicked."""

from __future__ import annotations

import pygame
from test_net_moment_names import DRAW, ME, Table, drv  # noqa: F401  (the fixture)

from game.rules import CallUno, Play, table_state


def _exposed_alice(drv):  # noqa: F811
    """Alice played her second-last card without UNO: Bob's table offers "Catch Alice!"."""
    state = table_state("classic", 3, [["r5", "g9"], ["r7", "b2", "y4"], ["g1", "y8"]], "r3", DRAW, dealer=2)
    table = Table(drv, state)
    table.move(0, Play("r5"))
    table.show()
    button = table.screen.catch_buttons[0]
    assert button.visible and button.is_enabled and 0 in table.screen.view.catchable
    return table, button


def _press(drv, pos, before_release=None) -> None:  # noqa: F811
    """The mouse on `pos`, pressed, and let go; `before_release()` happens just before it is let go."""
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(1)
    drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    drv.run(1)
    if before_release is not None:
        before_release()
    drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    drv.run(4)


def _catches(table) -> list:
    return [m for m in table.client.sent if m.get("type") == "action" and m["action"].get("do") == "catch"]


def test_a_catch_pressed_as_the_target_calls_uno_says_too_late_and_sends_nothing(drv):  # noqa: F811
    t = drv.app.ctx.t
    table, button = _exposed_alice(drv)
    _press(drv, button.rect.center, before_release=lambda: table.move(0, CallUno()))
    assert table.screen.view.catchable == ()  # Alice called UNO: the table moved on
    assert _catches(table) == []  # nothing sent to be refused
    assert table.screen.message == t("ui-catch-too-late", player="Alice")
    assert not table.screen.catch_buttons[0].visible


def test_a_catch_pressed_while_the_chance_is_open_is_sent(drv):  # noqa: F811
    table, button = _exposed_alice(drv)
    _press(drv, button.rect.center)
    (sent,) = _catches(table)
    assert sent["action"]["target"] == 0 and sent["version"] == table.screen.view.version
    assert table.screen.message != drv.app.ctx.t("ui-catch-too-late", player="Alice")


def test_too_late_is_said_in_every_language():
    from game.i18n import Localizer

    for language in ("en", "sv", "da", "nb", "fi", "hu"):
        text = Localizer(language).format("ui-catch-too-late", player="Ágnes")
        assert "Ágnes" in text and text != "ui-catch-too-late", language
