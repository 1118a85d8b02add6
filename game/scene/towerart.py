"""The four power towers, drawn procedurally and cached per size: U red, N blue, O green, ! yellow.

With `badge`, a tower also shows what it blocks: a small card (+1, +2, +4 or the skip ring) under a
red "no" sign.
"""

from __future__ import annotations

import pygame

from game.rules.cards import TOWER_BLOCKS, TOWER_COLOR

from . import glyphs
from .palette import CARD_RGB, INK, WHITE, WILD_RGB, draw_shape

SS = 2


class TowerArt:
    def __init__(self, colour_blind: bool = False):
        self.colour_blind = colour_blind
        self._cache: dict[tuple, pygame.Surface] = {}
        self.rest_heights: list[int] = []  # heights towers stand at (tray, seats), ascending

    def set_colour_blind(self, on: bool) -> None:
        """Switch the marks in place: every tower sprite shares this art."""
        if on != self.colour_blind:
            self.colour_blind = on
            self._cache.clear()

    def sized(self, symbol: str, height: int, badge: bool = False) -> pygame.Surface:
        """A tower at any height: cached at resting heights; in between (flying) it is scaled down
        from the next larger resting one."""
        if height in self.rest_heights or not self.rest_heights or height > self.rest_heights[-1]:
            return self.tower(symbol, height, badge)
        bucket = next(h for h in self.rest_heights if h >= height)
        big = self.tower(symbol, bucket, badge)
        k = height / bucket
        return pygame.transform.smoothscale(big, (max(1, round(big.get_width() * k)), height))

    def tower(self, symbol: str, height: int, badge: bool = False, glow: bool = False) -> pygame.Surface:
        key = (symbol, int(height), badge, glow)
        surf = self._cache.get(key)
        if surf is None:
            surf = self._render(symbol, max(8, int(height)), badge, glow)
            self._cache[key] = surf
        return surf

    @staticmethod
    def width_of(height: int, badge: bool = False) -> int:
        return round(height * (1.4 if badge else 0.8))

    def _render(self, symbol: str, height: int, badge: bool, glow: bool) -> pygame.Surface:
        H = height * SS
        W = self.width_of(height, badge) * SS
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        color = TOWER_COLOR[symbol]
        rgb = CARD_RGB[color]
        th = H * 0.92
        tx = H * 0.4
        if glow:
            pygame.draw.ellipse(surf, (255, 240, 140, 110), pygame.Rect(tx - H * 0.42, 0, H * 0.84, H))
        pts = glyphs.tower_points(tx, H / 2, th)
        shade = [(x + H * 0.03, y + H * 0.03) for x, y in pts]
        pygame.draw.polygon(surf, (0, 0, 0, 90), shade)
        pygame.draw.polygon(surf, rgb, pts)
        # light side
        lighter = tuple(min(255, c + 45) for c in rgb)
        pygame.draw.polygon(
            surf, lighter, [(x, y) for x, y in pts if x <= tx] + [(tx, H / 2 + th / 2), (tx, H / 2 - th / 2)]
        )
        pygame.draw.polygon(surf, INK, pts, max(2, round(H * 0.045)))
        text_color = INK if color == "y" else WHITE
        label = glyphs.outlined_text(
            symbol, round(th * 0.5), text_color, INK if color != "y" else WHITE, 0.07
        )
        glyphs.blit_center(surf, label, (tx, H * 0.55))
        if self.colour_blind:
            draw_shape(surf, color, (tx, H * 0.86), H * 0.06, fill=WHITE)
        if badge:
            self._blocks_badge(surf, TOWER_BLOCKS[symbol], (W - H * 0.3, H * 0.66), H * 0.54)
        return pygame.transform.smoothscale(surf, (W // SS, H // SS))

    @staticmethod
    def _blocks_badge(surf, rank: str, center, h: float) -> None:
        """The card a tower blocks under a red "no" sign; the card's mark is drawn over the slash, so
        that +1, +2, +4 and the skip ring stay readable at small sizes."""
        cx, cy = center
        w = h * 0.7
        card = pygame.Rect(0, 0, w, h)
        card.center = (round(cx), round(cy))
        pygame.draw.rect(surf, WHITE, card, border_radius=round(w * 0.15))
        pygame.draw.rect(surf, WILD_RGB, card.inflate(-w * 0.14, -w * 0.14), border_radius=round(w * 0.1))
        r = h * 0.52
        red = (235, 45, 45)
        pygame.draw.circle(surf, red, (cx, cy), r, max(2, round(h * 0.1)))
        k = r * 0.7
        glyphs.thick_line(surf, red, (cx - k, cy - k), (cx + k, cy + k), h * 0.1)
        if rank == "S":
            glyphs.skip(surf, (cx, cy), w * 0.95, WHITE, INK)
        else:
            text = glyphs.outlined_text("+" + rank[1], round(h * 0.62), WHITE, INK, 0.12)
            glyphs.blit_center(surf, text, (cx, cy))
