"""Drawing the table screen: the scene, the move log, the turn's prompt ("Your turn", jump in), the
message toast, the coach's panel of a lesson and the widgets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


def draw(table: TableScreen, surface) -> None:
    scene = table.scene
    assert scene is not None, "the scene is made when the screen is entered"
    scene.draw(surface)
    table.movelog.draw(surface, scene.layout, scene.me)
    layout = scene.layout
    x = layout.center[0]
    y = layout.ring.bottom + table.px(12)
    if table.can_act():
        if table.view.turn == table.viewer and table.caught_up():
            table.text(
                surface,
                table.t("ui-your-turn", player=table.name(table.viewer)),
                (x, y),
                20,
                (255, 230, 120),
                bold=True,
                anchor="midtop",
            )
        elif table.jump_in_cards() and table.app.pads.mode == "pad":  # gamepads (issue 35)
            from game.ui.pad.hints import glyph_after

            img = table.ctx.font(20, True).render(table.t("pad-jump-in-prompt"), True, (255, 230, 120))
            glyph_after(table.app, table, surface, img, img.get_rect(midtop=(x, y)), pygame.K_j)
        elif table.jump_in_cards():  # out of turn: the twin of the top card glows in the hand
            table.text(
                surface,
                table.t("ui-jump-in-prompt"),
                (x, y),
                20,
                (255, 230, 120),
                bold=True,
                anchor="midtop",
            )
    if table.message_time > 0 and table.message:
        img = table.ctx.font(18, True).render(
            table.message, True, (255, 255, 255), wraplength=round(layout.ring.width * 1.6)
        )
        rect = img.get_rect(midtop=(x, y + table.px(34)))
        bg = rect.inflate(table.px(20), table.px(10))
        pygame.draw.rect(surface, (0, 0, 0), bg, border_radius=table.px(8))
        surface.blit(img, rect)
    if table.coach is not None:
        table.coach.draw(table, surface)
    if table.manager is not None:
        table.manager.draw_ui(surface)
