"""Issue 18, item 18: the main menu marks one button at a time. The pointer moving onto a button takes
the keyboard focus there, and a key that moves the focus away takes the hover look off the button the
pointer still rests on. Driven by real mouse and key events through the real App."""

import pygame
import pytest

from game.ui.menus.main_menu import MainMenu
from game.ui.testing import Driver


@pytest.fixture
def drv(tmp_path):
    d = Driver(tmp_path)
    pygame.mouse.set_pos((0, 0))  # the pointer an earlier test left over a menu button would hover it
    d.run(2)
    yield d
    d.close()


def highlighted(screen) -> set[str]:
    """Every button that looks marked: the one with the keyboard focus ring, and any drawn hovered."""
    marked = set()
    focused = screen.focused_button()
    if focused is not None:
        marked.add(focused.text)
    for b in screen.focusables:
        if b.alive() and b.visible and b.drawable_shape.active_state.state_id == "hovered":
            marked.add(b.text)
    return marked


def move_mouse(drv, pos) -> None:
    """The pointer itself moves (pygame-gui reads where it is) and the motion event arrives."""
    pygame.mouse.set_pos(pos)
    drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    drv.run(3)


def test_the_pointer_takes_the_focus_and_keys_take_the_hover_away(drv):
    menu = drv.top
    assert isinstance(menu, MainMenu)
    move_mouse(drv, (1, 1))  # the pointer starts off every button (an earlier test may have left it anywhere)
    assert highlighted(menu) == {"New game"}  # the focus starts on the first button
    rules, settings = drv.find("Rules"), drv.find("Settings")
    move_mouse(drv, rules.rect.center)
    assert rules.hovered
    assert highlighted(menu) == {"Rules"}  # was New game (ring) and Rules (hover) before the fix
    drv.key(pygame.K_DOWN)
    assert highlighted(menu) == {"Settings"}  # the pointer still rests on Rules, unmarked
    move_mouse(drv, (rules.rect.centerx + 3, rules.rect.centery))  # the pointer moves again
    assert highlighted(menu) == {"Rules"}
    drv.key(pygame.K_RETURN)  # Enter opens what is marked
    assert type(drv.top).__name__ == "RulesScreen"
    drv.key(pygame.K_ESCAPE)
    move_mouse(drv, settings.rect.center)  # the menu was built again: a fresh button under the pointer
    assert highlighted(drv.top) == {"Settings"}
