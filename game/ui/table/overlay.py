"""Drawing the table screen: the scene, the move log, the turn's prompt ("Your turn", jump in), the
message toast, the coach's panel of a lesson and the widgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.table.dialogs import rule_words

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def draw(table: TableScreen, surface) -> None:
    scene = table.scene
    assert scene is not None, "the scene is made when the screen is entered"
    scene.draw(surface)
    draw_over(table, surface)


def draw_over(table: TableScreen, surface) -> None:
    """Everything over the scene (issue 44: the light frames of the turning ring keep it in a cache)."""
    scene = table.scene
    assert scene is not None, "the scene is made when the screen is entered"
    table.movelog.draw(surface, scene.layout, scene.me)
    layout = scene.layout
    band = layout.prompt  # between the centre and the hand: over no card, plate or pile count
    table.drawn_texts = []
    line = layout.prompt_line  # the prompt's line; the message has the rest
    gold = (255, 230, 120)
    pad = table.px(6)
    message = None
    said = table.message if table.message_time > 0 else card_tip(table)
    if said:
        white, width = (255, 255, 255), band.width - 4 * pad
        message = fitted(table, said, 18, white, width, 10_000)  # at its size, wrapped
        if message.get_height() > band.height - line - 2 * pad:  # a long message takes the whole band
            message = fitted(table, said, 18, white, width, band.height - 2 * pad)
            line = 0
    if table.can_act() and line:
        prompt = ""
        if table.view.turn == table.viewer and table.caught_up():
            prompt = table.t("ui-your-turn", player=table.name(table.viewer))
        elif table.jump_in_cards():  # out of turn: the twin of the top card glows in the hand
            on_pad = table.app.pads.mode == "pad"  # gamepads (issue 35): the glyph of J after the words
            prompt = table.t("pad-jump-in-prompt" if on_pad else "ui-jump-in-prompt")
        if prompt:
            img = fitted(table, prompt, 20, gold, band.width, line)
            rect = img.get_rect(midtop=band.midtop)
            if table.jump_in_cards() and table.app.pads.mode == "pad":
                from game.ui.pad.hints import glyph_after

                glyph_after(table.app, table, surface, img, rect, pygame.K_j)
            else:
                surface.blit(img, rect)
            table.drawn_texts.append((prompt, rect))
    if message is not None:
        room = band.height - line - 2 * pad
        if message.get_height() > room:  # even the smallest type is too tall: the lines that fit
            message = message.subsurface((0, 0, message.get_width(), room))
        rect = message.get_rect(midtop=(band.centerx, band.top + line + pad))
        bg = rect.inflate(3 * pad, 2 * pad)
        pygame.draw.rect(surface, (0, 0, 0), bg, border_radius=table.px(8))
        surface.blit(message, rect)
        table.drawn_texts.append((said, bg))
    if table.coach is not None:
        table.coach.draw(table, surface)
    if table.manager is not None:
        table.manager.draw_ui(surface)


def fitted(table: TableScreen, text: str, size: int, colour, width: int, height: float) -> pygame.Surface:
    """`text` in bold at `size` points, wrapped to `width` pixels, a point smaller at a time until it is
    no taller than `height` (a long message in a small window; the TV preset's larger type)."""
    while True:
        img = table.ctx.font(size, True).render(text, True, colour, wraplength=max(1, width))
        if (img.get_height() <= height and img.get_width() <= width) or size <= 9:
            return img
        size -= 1


def card_tip(table: TableScreen) -> str:
    """The house rule of the card of the shown hand under the pointer or the cursor (a custom wild, a
    blank card), named with what it does: said in the prompt's band while no message is ("" for none)."""
    scene = table.scene
    if scene is None or table.hidden:
        return ""
    node = scene.hovered
    code = node.drawable.code if node is not None and node.drawable.face_up else None
    if code is None:
        return ""
    return rule_words(table, code)
