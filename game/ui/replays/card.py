"""A kept game as a card on the Replays screen: the edition's card as its picture, the edition's name,
when it was played and how long it went, the players as discs (the winner's ringed in gold, with a
crown) and the winner's name; its Watch and Review buttons stand at its right (the screen makes them)."""

from __future__ import annotations

import pygame

from game.ui.kit import paint, tokens
from game.ui.kit.icons import draw_icon
from game.ui.kit.widgets import Drawn, avatar, seat_colour
from game.ui.menus.edition_tile import EDITION_CARDS

#: each edition's accent (the statistics' edition colours)
ACCENTS = {"classic": tokens.CARD_FILL["r"], "power": tokens.CARD_FILL["b"], "modern": tokens.CARD_FILL["g"]}


class ReplayCard(Drawn):
    """One kept game's card; `words`: (edition, when and how long, the winner's line)."""

    def __init__(self, screen, rect: pygame.Rect, line, words: tuple[str, str, str], art, delay: float = 0.0):
        super().__init__(screen, None, delay=delay)
        self._rect = pygame.Rect(rect)
        self.line = line  # game.play.replay.ReplaySummary
        self.words = words
        self.art = art
        self.text_right = self._rect.right  # where the buttons begin (the screen sets it)
        self.drawn_texts: list[tuple[str, pygame.Rect]] = []

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    def picture_width(self) -> int:
        pad = self.screen.px(tokens.SPACE_S)
        return round((self.rect.h - 2 * pad) / 1.5)

    def draw(self, surface: pygame.Surface) -> None:
        px = self.screen.px
        ctx = self.screen.ctx
        r = self.rect.move(0, self.entry_offset())
        radius = px(tokens.RADIUS_MEDIUM)
        paint.rounded(surface, r, tokens.SURFACE, radius, depth=tokens.SHADOW_LOW, px=px)
        accent = ACCENTS.get(self.line.ruleset, tokens.GOLD)
        band = pygame.Rect(r.x, r.y, max(2, px(tokens.SPACE_XS + 2)), r.h)
        pygame.draw.rect(
            surface, accent, band, border_top_left_radius=radius, border_bottom_left_radius=radius
        )
        pad = px(tokens.SPACE_S)
        card_w = self.picture_width()
        try:
            face = self.art.face(EDITION_CARDS.get(self.line.ruleset, "back"), card_w)
            surface.blit(face, face.get_rect(midleft=(r.x + band.w + pad, r.centery)))
        except Exception:
            pass
        x = r.x + band.w + 2 * pad + card_w
        width = self.text_right - pad - x
        edition, when, winner = self.words
        head = ctx.font(tokens.TYPE_BODY, True)
        small = ctx.font(tokens.TYPE_CAPTION)
        self.drawn_texts = []
        y = r.y + pad
        self.drawn_texts.append(paint.text(surface, head, edition, tokens.TEXT, "topleft", (x, y), width))
        y += head.get_linesize()
        self.drawn_texts.append(paint.text(surface, small, when, tokens.TEXT_MUTED, "topleft", (x, y), width))
        y += small.get_linesize() + px(tokens.SPACE_XS)
        # the players' discs, the winner's ringed in gold
        names = self.line.names
        disc = max(px(8), min(px(13), (r.bottom - pad - small.get_linesize() - y) // 2))
        step = min(2 * disc + px(tokens.SPACE_XS), max(disc, (width - 2 * disc) // max(1, len(names) - 1)))
        cy = y + disc
        for i, name in enumerate(names):
            cx = x + disc + i * step
            if name in self.line.winners:
                pygame.draw.circle(surface, tokens.GOLD_BRIGHT, (cx, cy), disc + max(2, px(2)))
            avatar(surface, ctx, (cx, cy), disc, name, seat_colour(i))
        y = cy + disc + px(tokens.SPACE_XS)
        colour = tokens.GOLD_TEXT if self.line.winners else tokens.TEXT_MUTED
        icon = small.get_height()
        if self.line.winners:
            draw_icon(surface, "crown", pygame.Rect(x, y, icon, icon), tokens.GOLD_TEXT)
        left = x + (icon + px(tokens.SPACE_XS) if self.line.winners else 0)
        self.drawn_texts.append(
            paint.text(surface, small, winner, colour, "topleft", (left, y), self.text_right - pad - left)
        )
