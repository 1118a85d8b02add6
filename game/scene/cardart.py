"""Procedural card faces and backs, rendered at the size they are shown and cached per size.

Each card is drawn at twice its pixel size and smoothly scaled down (never up): rounded card, white
border, the tilted oval, a big centre glyph and big corner indices. In colour-blind mode every
coloured card also carries its colour's shape in the corners and under the centre glyph, and the
wild cards' oval quarters carry theirs.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.rules.cards import CARDS, TOWER_COLOR
from game.rules.options import CUSTOM_RANKS, HAND_TARGET, STUCK_DRAW

from . import glyphs
from .palette import CARD_RGB, INK, SHAPES, WHITE, WILD_RGB, draw_shape, shape_points

ASPECT = 1.5  # height / width
BACK = "back"
SS = 2  # supersampling factor


def card_height(width: int) -> int:
    return round(width * ASPECT)


def _rounded(size, color, radius) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, color, s.get_rect(), border_radius=round(radius))
    return s


def _oval(w: int, h: int, colors=None, fill=WHITE) -> pygame.Surface:
    """An upright oval (w x h); with `colors`, four quarters in those card colours."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    if colors is None:
        pygame.draw.ellipse(s, fill, s.get_rect())
        return s
    quads = pygame.Surface((w, h), pygame.SRCALPHA)
    half_w, half_h = w // 2, h // 2
    for (x, y), c in zip(((0, 0), (half_w, 0), (half_w, half_h), (0, half_h)), colors, strict=True):
        quads.fill(
            (*CARD_RGB[c], 255), pygame.Rect(x, y, w - half_w if x else half_w, h - half_h if y else half_h)
        )
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(mask, (255, 255, 255, 255), mask.get_rect())
    quads.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    s.blit(quads, (0, 0))
    return s


class CardArt:
    """Card surfaces by (code, width). `code` is a card code or "back". Thread-unsafe, cheap to share."""

    def __init__(self, colour_blind: bool = False, max_rotated: int = 3000):
        self.colour_blind = colour_blind
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._rotated: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._max_rotated = max_rotated
        self.renders = 0  # how many faces were drawn (the cache's misses)
        self.rest_widths: list[int] = []  # the widths cards rest at (set by the layout), ascending
        self.house_rules: dict[str, str] = {}  # rank (X, WC1..WC3) -> the house rule it carries

    def bucket(self, width: int) -> int:
        """The smallest resting width >= `width` (cards in flight are drawn from it, scaled down)."""
        for w in self.rest_widths:
            if w >= width:
                return w
        return width

    def transient(self, code: str, width: int, angle: int, squeeze: float = 1.0) -> pygame.Surface:
        """A card between sizes or mid-flip, made from the next larger cached face (never scaled up)."""
        base = self.face(code, self.bucket(width))
        size = (max(1, round(width * squeeze)), card_height(width))
        if size != base.get_size():
            base = pygame.transform.smoothscale(base, size)
        return pygame.transform.rotozoom(base, -angle, 1.0) if angle % 360 else base

    # -- public --------------------------------------------------------------------------------------
    def face(self, code: str, width: int) -> pygame.Surface:
        key = (code, int(width))
        surf = self._faces.get(key)
        if surf is None:
            surf = self._render(code, int(width))
            self._faces[key] = surf
            self.renders += 1
        return surf

    def variant(
        self, code: str, width: int, angle: int, dim: bool = False, glow: bool = False, squeeze: int = 100
    ) -> pygame.Surface:
        """The face turned by `angle` degrees (clockwise), maybe dimmed, glowing or squeezed (flip)."""
        key = (code, width, angle, dim, glow, squeeze)
        surf = self._rotated.get(key)
        if surf is not None:
            self._rotated.move_to_end(key)
            return surf
        base = self.face(code, width)
        if dim or glow or squeeze != 100:
            base = self._decorate(base, width, dim, glow, squeeze)
        surf = pygame.transform.rotozoom(base, -angle, 1.0) if angle % 360 else base
        self._rotated[key] = surf
        if len(self._rotated) > self._max_rotated:
            self._rotated.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._faces.clear()
        self._rotated.clear()

    def set_colour_blind(self, on: bool) -> None:
        """Switch the marks in place: every sprite shares this art, so every card changes at once."""
        if on != self.colour_blind:
            self.colour_blind = on
            self.clear()

    # -- decoration ----------------------------------------------------------------------------------
    def _decorate(
        self, base: pygame.Surface, width: int, dim: bool, glow: bool, squeeze: int
    ) -> pygame.Surface:
        w, h = base.get_size()
        radius = width * 0.09
        if glow:
            pad = max(3, round(width * 0.07))
            out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            for i in range(pad, 0, -1):
                alpha = round(200 * (1 - i / (pad + 1)) ** 1.5)
                r = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
                pygame.draw.rect(out, (255, 236, 120, alpha), r, border_radius=round(radius + i))
            out.blit(base, (pad, pad))
            base = out
        elif dim:
            base = base.copy()
            shade = _rounded((w, h), (20, 24, 28, 120), radius)
            base.blit(shade, (0, 0))
        if squeeze != 100:
            nw = max(1, round(base.get_width() * squeeze / 100))
            base = pygame.transform.smoothscale(base, (nw, base.get_height()))
        return base

    # -- drawing -------------------------------------------------------------------------------------
    def _render(self, code: str, width: int) -> pygame.Surface:
        W, H = width * SS, card_height(width) * SS
        surf = pygame.Surface((W, H), pygame.SRCALPHA)
        radius = W * 0.09
        # the white card with a fine grey edge
        pygame.draw.rect(surf, (120, 120, 120), surf.get_rect(), border_radius=round(radius))
        pygame.draw.rect(
            surf, WHITE, surf.get_rect().inflate(-SS * 2, -SS * 2), border_radius=round(radius - SS)
        )
        border = round(W * 0.065)
        inner = pygame.Rect(border, border, W - 2 * border, H - 2 * border)
        if code == BACK:
            self._back(surf, inner, radius)
        else:
            self._front(surf, inner, radius, code)
        return pygame.transform.smoothscale(surf, (width, card_height(width)))

    def _body(self, inner: pygame.Rect, radius: float, rgb) -> pygame.Surface:
        return _rounded(inner.size, rgb, radius * 0.6)

    def _tilted_oval(self, body: pygame.Surface, colors=None, fill=WHITE) -> None:
        bw, bh = body.get_size()
        oval = _oval(round(bw * 0.72), round(bh * 0.86), colors, fill)
        oval = pygame.transform.rotate(oval, -32)
        body.blit(oval, oval.get_rect(center=(bw / 2, bh / 2)))

    def _back(self, surf, inner, radius) -> None:
        body = self._body(inner, radius, WILD_RGB)
        self._tilted_oval(body, fill=CARD_RGB["r"])
        bw, bh = body.get_size()
        word = glyphs.outlined_text(
            "UNO", round(bh * 0.36), CARD_RGB["y"], INK, 0.06, italic=True, shadow=0.05
        )
        glyphs.blit_center(body, word, (bw / 2, bh / 2), angle=22)
        surf.blit(body, inner)

    def _front(self, surf, inner, radius, code: str) -> None:
        card = CARDS[code]
        color, rank, symbol = card.color, card.rank, card.symbol
        rgb = CARD_RGB[color] if color else WILD_RGB
        body = self._body(inner, radius, rgb)
        bw, bh = body.get_size()
        wild = color is None
        if wild:
            self._tilted_oval(body, colors=("r", "b", "y", "g") if rank != "W4" else ("b", "g", "r", "y"))
        else:
            self._tilted_oval(body)
        centre = (bw / 2, bh / 2)
        big = bh * 0.5
        if wild:
            self._glyph(body, rank, centre, big, WHITE, INK, centre=True)
        else:
            self._glyph(body, rank, centre, big, rgb, INK, centre=True)
        if self.colour_blind:
            if wild:
                self._quarter_shapes(body)
            elif color is not None:
                draw_shape(body, color, (bw / 2, bh * 0.84), bh * 0.055, fill=rgb)
        surf.blit(body, inner)
        # corner indices: top-left and, turned over, bottom-right
        W, H = surf.get_size()
        corner = pygame.Surface((round(W * 0.42), round(H * 0.34)), pygame.SRCALPHA)
        cw, ch = corner.get_size()
        small = H * 0.205
        self._glyph(corner, rank, (cw * 0.42, ch * 0.33), small, WHITE, INK, centre=False)
        if self.colour_blind and color:
            draw_shape(corner, color, (cw * 0.42, ch * 0.8), H * 0.045, fill=WHITE)
        pos = (inner.x + W * 0.005, inner.y + H * 0.005)
        surf.blit(corner, pos)
        flipped = pygame.transform.rotate(corner, 180)
        surf.blit(flipped, (inner.right - cw - W * 0.005, inner.bottom - ch - H * 0.005))
        if symbol:
            self._power_badge(surf, symbol, (inner.right - W * 0.13, inner.y + H * 0.1), W * 0.1)
            self._power_badge(surf, symbol, (inner.x + W * 0.13, inner.bottom - H * 0.1), W * 0.1, flip=True)

    def _quarter_shapes(self, body) -> None:
        bw, bh = body.get_size()
        for c, (fx, fy) in zip(
            ("r", "b", "y", "g"), ((0.36, 0.3), (0.64, 0.3), (0.64, 0.7), (0.36, 0.7)), strict=True
        ):
            draw_shape(body, c, (bw * fx, bh * fy), bh * 0.04, fill=WHITE)

    def _house_glyph(self, surf, rank: str, center, size: float, fill, outline, centre: bool) -> None:
        """A card carrying a house rule shows the rule's picture (`house_rules`, set by the game's
        options); with no rule known, or "plain", the X card its "?" and a WC card its number."""
        rule = self.house_rules.get(rank, "plain")
        if rank in CUSTOM_RANKS:
            fill = WHITE
            if centre and rule != "plain":  # a dark plate: the picture stands out from the four colours
                plate = pygame.Rect(0, 0, round(size * 1.2), round(size * 0.86))
                plate.center = (round(center[0]), round(center[1]))
                rim = plate.inflate(size * 0.1, size * 0.1)
                pygame.draw.rect(surf, WHITE, rim, border_radius=round(size * 0.3))
                pygame.draw.rect(surf, WILD_RGB, plate, border_radius=round(size * 0.26))
        numbers = {"stuck": STUCK_DRAW, "hand": HAND_TARGET}
        if glyphs.house_rule(surf, center, size * (0.95 if centre else 0.9), fill, outline, rule, numbers):
            return
        if rank == "X":
            text = glyphs.outlined_text("?", round(size * 0.9), fill, outline, 0.08, italic=centre)
            glyphs.blit_center(surf, text, center)
        else:
            glyphs.custom_badge(surf, center, size * (0.8 if centre else 0.7), WHITE, INK, rank[2])

    def set_house_rules(self, rules: dict[str, str]) -> None:
        """Which house rule each X / WC card carries in this game: its faces are drawn anew if it changed."""
        rules = dict(rules)
        changed = {r for r in set(rules) | set(self.house_rules) if rules.get(r) != self.house_rules.get(r)}
        if changed:
            self.house_rules = rules
            stale = {code for code in CARDS if CARDS[code].rank in changed}
            for cache in (self._faces, self._rotated):
                for key in [k for k in cache if k[0] in stale]:
                    del cache[key]

    def _power_badge(self, surf, symbol: str, center, r: float, flip: bool = False) -> None:
        tc = TOWER_COLOR[symbol]
        pygame.draw.circle(surf, INK, center, r * 1.12)
        pygame.draw.circle(surf, WHITE, center, r * 0.98)
        pygame.draw.circle(surf, CARD_RGB[tc], center, r * 0.8)
        text_color = INK if tc == "y" else WHITE
        label = glyphs.font(round(r * 1.9)).render(symbol, True, text_color)
        glyphs.blit_center(surf, label, (center[0], center[1] + r * 0.08), angle=180 if flip else 0)

    def _glyph(self, surf, rank: str, center, size: float, fill, outline, centre: bool) -> None:
        """The rank's picture: a number, +2, a skip ring, arrows... `centre` for the big middle one."""
        cx, cy = center
        if rank.isdigit():
            text = glyphs.outlined_text(
                rank,
                round(size * (1.25 if centre else 1.05)),
                fill,
                outline,
                0.075 if centre else 0.07,
                italic=centre,
                shadow=0.05 if centre else 0.04,
            )
            glyphs.blit_center(surf, text, (cx, cy))
            if rank in ("6", "9"):  # the underline that tells 6 from 9
                uw, uh = text.get_width() * 0.5, max(2, size * 0.07)
                bar = pygame.Rect(0, 0, uw, uh)
                bar.center = (round(cx), round(cy + text.get_height() * 0.3))
                pygame.draw.rect(surf, outline, bar.inflate(uh * 0.9, uh * 0.9), border_radius=round(uh))
                pygame.draw.rect(surf, fill, bar, border_radius=round(uh / 2))
            return
        if rank in ("D2", "D1", "W4"):
            text = glyphs.outlined_text(
                "+" + rank[1],
                round(size * (0.95 if centre else 0.9)),
                fill,
                outline,
                0.08,
                italic=centre,
                shadow=0.05,
            )
            glyphs.blit_center(surf, text, (cx, cy))
            return
        if rank == "S":
            glyphs.skip(surf, (cx, cy), size * (0.95 if centre else 0.85), fill, outline)
        elif rank == "R":
            glyphs.reverse(surf, (cx, cy), size * (0.95 if centre else 0.9), fill, outline)
        elif rank == "WS":
            glyphs.shuffle(surf, (cx, cy), size * (0.95 if centre else 0.85), fill, outline)
        elif rank == "T2":
            h = size * (0.55 if centre else 0.5)
            glyphs.tower(surf, (cx - h * 0.3, cy - h * 0.12), h, fill, outline)
            glyphs.tower(surf, (cx + h * 0.3, cy + h * 0.12), h, fill, outline)
        elif rank == "WT":
            glyphs.tower(surf, (cx, cy), size * (0.6 if centre else 0.55), fill, outline)
        elif rank == "X" or rank in CUSTOM_RANKS:
            self._house_glyph(surf, rank, (cx, cy), size, fill, outline, centre)
        elif rank == "W" and not centre:
            s = pygame.Surface((round(size * 0.7), round(size * 0.9)), pygame.SRCALPHA)
            s.blit(_oval(s.get_width(), s.get_height(), ("r", "b", "y", "g")), (0, 0))
            pygame.draw.ellipse(s, INK, s.get_rect(), max(1, round(size * 0.05)))
            glyphs.blit_center(surf, s, (cx, cy), angle=-32)


def rule_badge(rule: str, height: int) -> pygame.Surface | None:
    """The picture of a house rule as the custom wild cards show it (white on a dark plate), `height`
    pixels tall: for the set-up screen beside each card's choice. None for "plain"."""
    H = max(8, height) * SS
    W = round(H * 1.3)
    img = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(img, WHITE, img.get_rect(), border_radius=round(H * 0.3))
    pygame.draw.rect(img, WILD_RGB, img.get_rect().inflate(-H * 0.1, -H * 0.1), border_radius=round(H * 0.26))
    numbers = {"stuck": STUCK_DRAW, "hand": HAND_TARGET}
    if not glyphs.house_rule(img, (W / 2, H / 2), H * 0.92, WHITE, INK, rule, numbers):
        return None
    return pygame.transform.smoothscale(img, (W // SS, H // SS))


def house_rules_of(options) -> dict[str, str]:
    """rank -> the house rule its cards carry in a game with these options (X and WC1..WC3)."""
    return {rank: options.house_rule(rank) for rank in ("X", *CUSTOM_RANKS)}


def all_codes(include_back: bool = True) -> list[str]:
    """Every card code the game knows (every edition), and the back."""
    codes = sorted(CARDS)
    return codes + [BACK] if include_back else codes


__all__ = [
    "CardArt",
    "card_height",
    "all_codes",
    "house_rules_of",
    "rule_badge",
    "BACK",
    "ASPECT",
    "SHAPES",
    "shape_points",
]
