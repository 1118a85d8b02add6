"""The table screen's keyboard and mouse: which card the arrow keys choose, the letter keys for the turn
controls, clicks on cards, the draw pile and the seats, and the mouse wheel for the move log. Every
handler takes the `TableScreen` and acts through its own moves (`play_card`, `draw_card`, `catch`, ...),
so a key or a click does exactly what the matching button does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules import Catch

if TYPE_CHECKING:
    from .table import TableScreen

#: how far (pixels at 1280x720) the pointer moves with the button down before a card is dragged
DRAG_START = 10


def handle_key(table: TableScreen, event) -> bool:
    """The table's keys: arrows choose a card of the shown hand, Enter plays it; D draws, K keeps the drawn
    card, U calls UNO, H asks for a hint, C catches someone who forgot UNO."""
    key = event.key
    hand = table.local_hand()
    if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
        table.move_cursor(1 if key == pygame.K_RIGHT else -1)
        lift_selected(table)
        return True
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= table.selected < len(hand) and table.my_turn():
        table.play_card(hand[table.selected])
        return True
    if key == pygame.K_d:
        table.draw_card()
        return True
    if key == pygame.K_k:
        table.keep_drawn()
        return True
    if key == pygame.K_u:
        table.call_uno()
        return True
    if key == pygame.K_h:
        table.show_hint()
        return True
    if key == pygame.K_c:
        legal = table.session.legal(table.viewer) if table.can_side_act() else []
        targets = [a for a in legal if isinstance(a, Catch)]
        if targets:
            table.act(targets[0])
        return True
    return False


def lift_selected(table: TableScreen) -> None:
    """Lift the card chosen with the arrow keys, as the mouse pointer over it would."""
    if table.scene.hovered is not None:
        table.scene.hover(None)
    table.show_cursor()


def handle_pointer(table: TableScreen, event) -> bool:
    """The mouse on the table: hover lifts a card; a click on a card plays it, and so does dragging it
    and letting it go over the piles (a card let go over the hand goes back); a click draws or catches a
    seat; the wheel scrolls the move log (while the hand lies face down only catches)."""
    scene = table.scene
    if scene is None:
        return False
    if event.type == pygame.MOUSEMOTION:
        if table.pressed is not None:
            node, _code, start = table.pressed
            far = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) >= table.px(DRAG_START)
            if table.dragging or far:
                table.dragging = True
                scene.drag(node, event.pos)
                return True
        if not table.hidden:
            scene.pointer(event.pos)
        return False
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        target = scene.target_at(event.pos)
        if target is None:
            return False
        kind, what = target
        if table.hidden and kind != "seat":
            return False
        if kind == "card":  # played when the button comes up: a click, or the end of a throw
            table.pressed = (scene.local_card_at(event.pos), what, event.pos)
            table.dragging = False
        elif kind == "draw":
            table.draw_card()
        elif kind == "seat":
            table.catch(what)
        return True
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and table.pressed is not None:
        node, code, _start = table.pressed
        thrown, dragged = scene.throw_zone(event.pos), table.dragging
        table.pressed, table.dragging = None, False
        if not table.hidden and (not dragged or thrown):
            table.play_card(code)
        if dragged:
            scene.drop(node)  # not played (refused, let go over the hand, or a colour still to name)
        return True
    if event.type == pygame.MOUSEWHEEL:
        table.movelog.scroll(event.y)
        return True
    return False
