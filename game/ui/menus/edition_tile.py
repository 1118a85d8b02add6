"""An edition as a tile on the New game screen (game/ui/menus/new_game.py)."""

from __future__ import annotations

import pygame

from game.scene.textwrap import wrap
from game.ui.kit import paint, tokens
from game.ui.kit.widgets import Drawn

#: the card each edition's tile shows: what sets the edition apart
EDITION_CARDS = {"classic": "W4", "power": "bT2", "modern": "WS"}


class EditionTile(Drawn):
    """An edition as a tile: a card of it on the left, its name, and what it is in a line or two when
    those lines hold it whole (never cut short: the help line says it whole when the tile is marked)."""

    def __init__(self, screen, button, ruleset: str, description: str):
        super().__init__(screen, button)
        self.ruleset = ruleset
        self.description = description
        self.drawn_texts: list = []
        from game.scene.cardart import CardArt, card_height

        self._art = CardArt(screen.ctx.settings.colorblind)
        pad = screen.px(tokens.SPACE_S)
        self.card_w = max(8, round((button.rect.h - 2 * pad) * button.rect.h / card_height(button.rect.h)))

    def words_left(self) -> int:
        return self.card_w + 2 * self.screen.px(tokens.SPACE_S)

    def title_height(self) -> int:
        return self.button.font.size("Ág")[1] + self.screen.px(8)

    def description_lines(self, r: pygame.Rect) -> list[str]:
        """The description wrapped under the title in `r`, or no lines when they would not hold it."""
        px = self.screen.px
        font = self.screen.ctx.font(tokens.TYPE_CAPTION)
        width = r.right - px(tokens.SPACE_S) - (r.x + self.words_left())
        room = max(1, (r.bottom - px(4) - (r.y + self.title_height())) // font.get_linesize())
        lines = wrap(font, self.description, width)
        return lines if len(lines) <= room else []

    def draw(self, surface) -> None:
        px = self.screen.px
        r = self.plate_rect()
        selected = self.button.is_selected
        radius = px(tokens.RADIUS_MEDIUM)
        if self.hover > 0:
            paint.glow(surface, r, tokens.GOLD, radius, self.hover * 0.6)
        base, lit = (tokens.GOLD, tokens.GOLD_BRIGHT) if selected else (tokens.SURFACE, tokens.SURFACE_HOVER)
        paint.rounded(surface, r, self.plate_colour(base, lit), radius, depth=tokens.SHADOW_LOW, px=px)
        face = self._art.face(EDITION_CARDS[self.ruleset], self.card_w)
        lift = round(self.hover * px(4))
        surface.blit(face, face.get_rect(midleft=(r.x + px(tokens.SPACE_S), r.centery - lift)))
        font = self.screen.ctx.font(tokens.TYPE_CAPTION)
        left = r.x + self.words_left()
        title_h = self.title_height()
        lines = self.description_lines(r)
        colour = tokens.TEXT_ON_LIGHT if selected else tokens.TEXT_MUTED
        self.drawn_texts = []
        for i, line in enumerate(lines):
            img = font.render(line, True, colour)
            rect = surface.blit(img, (left, r.y + title_h + i * font.get_linesize()))
            self.drawn_texts.append((line, rect))
