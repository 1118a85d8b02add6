"""The table screen's keyboard and mouse: which card the arrow keys choose, the letter keys for the turn
controls, clicks on cards, the draw pile and the seats, and the mouse wheel for the move log. Every
handler takes the table screen (as an `InputHost`: game/ui/table/host.py) and returns what the input
asks for (an `Intent`: a move, a card of the hand to play, a hint) or None when the input is not the
table's; the screen carries it out exactly as the matching button does. Only the looks (the cursor, a
lifted or dragged card, the log's scroll) are changed here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules import CallUno, Catch, Draw, Pass

if TYPE_CHECKING:
    from game.ui.table.host import InputHost

#: how far (pixels at 1280x720) the pointer moves with the button down before a card is dragged
DRAG_START = 10


@dataclass(frozen=True)
class Intent:
    """What one input asks the table for (all empty: handled, nothing to do)."""

    action: object | None = None  # a move as it is: draw, keep, UNO, a catch
    card: str | None = None  # a card of the shown hand to play (its plays may need a choice first)
    hint: bool = False
    then: Callable[[], None] | None = None  # looks to put right once it is carried out


HANDLED = Intent()


def handle_key(table: InputHost, event) -> Intent | None:
    """The table's keys: arrows choose a card of the shown hand, Enter plays it; D draws, K keeps the drawn
    card, U calls UNO, H asks for a hint, C catches someone who forgot UNO, J jumps in (house option) with
    the card under the cursor, or the first card that may jump in."""
    key = event.key
    hand = table.local_hand()
    if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
        table.focus = -1  # the arrows choose in the hand: Enter plays the card, not a focused button
        table.move_cursor(1 if key == pygame.K_RIGHT else -1)
        lift_selected(table)
        return HANDLED
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        if table.focus >= 0 and not table.pointer_focus:
            return None  # the keyboard put the focus ring on a button: Enter presses it
        if 0 <= table.selected < len(hand) and (
            table.my_turn() or hand[table.selected] in table.jump_in_cards()
        ):
            return Intent(card=hand[table.selected])
    if key == pygame.K_j:
        cards = table.jump_in_cards()
        if not cards:
            return HANDLED
        chosen = hand[table.selected] if 0 <= table.selected < len(hand) else None
        return Intent(card=chosen if chosen in cards else cards[0])
    if key == pygame.K_d:
        return Intent(Draw())
    if key == pygame.K_k:
        return Intent(Pass())
    if key == pygame.K_u:
        return Intent(CallUno())
    if key == pygame.K_h:
        return Intent(hint=True)
    if key == pygame.K_c:
        legal = table.port.view.actions() if table.can_side_act() else []
        targets = [a for a in legal if isinstance(a, Catch)]
        return Intent(targets[0]) if targets else HANDLED
    return None


def lift_selected(table: InputHost) -> None:
    """Lift the card chosen with the arrow keys, as the mouse pointer over it would."""
    table.pointing = False  # the keys are in use: the cursor's card is lifted (until the mouse moves)
    scene = table.scene
    if scene is not None and scene.hovered is not None:
        scene.hover(None)
    table.show_cursor()


def handle_pointer(table: InputHost, event) -> Intent | None:
    """The mouse on the table: hover lifts a card; a click on a card plays it, and so does dragging it
    and letting it go over the piles (a card let go over the hand goes back); a click draws or catches a
    seat; the wheel scrolls the move log (while the hand lies face down only catches)."""
    scene = table.scene
    if scene is None:
        return None
    if event.type == pygame.MOUSEMOTION:
        if table.pressed is not None:
            node, _code, start = table.pressed
            far = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) >= table.px(DRAG_START)
            if node is not None and (table.dragging or far):
                table.dragging = True
                scene.drag(node, event.pos)
                return HANDLED
        if not table.hidden:
            table.pointing = True  # the mouse lifts what it points at, and nothing once it has left
            scene.pointer(event.pos)
        return None
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        target = scene.target_at(event.pos)
        if target is None:
            return None
        kind, what = target
        if table.hidden and kind != "seat":
            return None
        if kind == "card":  # played when the button comes up: a click, or the end of a throw
            table.pressed = (scene.local_card_at(event.pos), str(what), event.pos)
            table.dragging = False
        elif kind == "draw":
            return Intent(Draw())
        elif kind == "seat" and isinstance(what, int):
            return Intent(Catch(what))
        return HANDLED
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and table.pressed is not None:
        node, code, _start = table.pressed
        thrown, dragged = scene.throw_zone(event.pos), table.dragging
        table.pressed, table.dragging = None, False
        # a dragged card not played (refused, let go over the hand, or a colour still to name) goes back
        drop = (lambda: scene.drop(node)) if dragged and node is not None else None
        if not table.hidden and (not dragged or thrown):
            return Intent(card=code, then=drop)
        return Intent(then=drop)
    if event.type == pygame.MOUSEWHEEL:
        table.movelog.scroll(event.y)
        return HANDLED
    return None
