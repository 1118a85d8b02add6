"""The table's turn controls: UNO, Draw, Keep, Hint, Menu and a Catch button by each plate (`build`), shown
and enabled by what the shown seat may do now (`refresh_buttons`, every frame; redone only on a change).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.rules import CallUno, Catch, Draw, Pass

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def build(table: TableScreen) -> None:
    w, h = table.ctx.size
    px = table.px
    bw, bh = px(150), px(46)
    x = w - bw - px(14)
    y = h - px(14) - bh
    b = {}
    b["uno"] = table.button(
        (x, y - bh - px(10), bw, bh + px(6)),
        table.t("ui-uno"),
        table.call_uno,
        "#uno",
        tooltip=table.t("ui-key-uno"),
    )
    b["draw"] = table.button((x, y - 2 * (bh + px(10)) - px(6), bw, bh), table.t("ui-draw"), table.draw_card)
    # Keep is offered only after a draw, when Draw is not: it takes Draw's place (one row higher it ran
    # over the plates at the right with ten seats, issue 41)
    b["keep"] = table.button((x, y - 2 * (bh + px(10)) - px(6), bw, bh), table.t("ui-keep"), table.keep_drawn)
    b["hint"] = table.button((x, y, bw // 2 - px(4), bh), table.t("ui-hint"), table.show_hint)
    b["menu"] = table.button(
        (x + bw // 2 + px(4), y, bw // 2 - px(4), bh), table.t("ui-menu"), table.on_escape
    )
    layout = table.scene.layout if table.scene is not None else None
    table.catch_buttons = {}
    for seat in range(len(table.port.seats)):
        if layout is None:
            break
        plate = layout.seat(seat).plate
        rect = pygame.Rect(0, 0, px(130), px(34))
        rect.midtop = (plate.centerx, plate.bottom + px(4))
        if rect.bottom > h - px(4):
            rect.midbottom = (plate.centerx, plate.top - px(4))
        rect.clamp_ip(pygame.Rect(0, 0, w, h))
        table.catch_buttons[seat] = table.grow_to_text(
            table.button(
                rect,
                table.t("ui-catch", player=table.name(seat)),
                partial(table.catch, seat),
                focus=False,
            )
        )
    table.buttons = b
    table._sig = None
    refresh_buttons(table)
    if table.coach is not None:  # a guided game (Learn to play): the coach's panel and buttons
        table.coach.build(table)


def refresh_buttons(table: TableScreen) -> None:
    view = table.view
    legal = view.actions() if table.can_side_act() else []
    if not table.can_act() or not table.caught_up():  # out of turn, face down or the table still moving:
        legal = [a for a in legal if isinstance(a, (CallUno, Catch))]  # only UNO and catches
    sig = (tuple(map(repr, legal)), table.can_act(), table.caught_up(), table.hidden, view.phase)
    if sig == table._sig:
        return
    table._sig = sig
    kinds = {type(a) for a in legal}
    b = table.buttons
    nobody = not table.port.persons  # the demo: no UNO, Hint or Menu for nobody (Escape still pauses)
    _show(b["uno"], not nobody, CallUno in kinds)
    _show(b["draw"], Draw in kinds, Draw in kinds)
    _show(b["keep"], Pass in kinds, Pass in kinds)
    _show(b["hint"], not nobody, table.my_turn())
    _show(b["menu"], not nobody, not nobody)
    targets = {a.target for a in legal if isinstance(a, Catch)}
    for seat, button in table.catch_buttons.items():
        _show(button, seat in targets, seat in targets)


def _show(button, visible: bool, enabled: bool) -> None:
    if visible:
        button.show()
    else:
        button.hide()
    if enabled:
        button.enable()
    else:
        button.disable()


def catch_or_say(table: TableScreen, action: Catch) -> None:
    """Catch a seat that may still be caught. The chance can go between the button's showing and the
    press being read (its UNO called, caught by another, a turn made: the table moved on a frame
    before): then nothing is sent, and the table says it is too late (it was sent, and refused as "not
    allowed")."""
    target = action.target
    if target in table.view.catchable:
        table.act(action)
    elif target is not None:
        table.say(table.t("ui-catch-too-late", player=table.name(target)))
