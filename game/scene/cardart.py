"""Procedural card faces and backs, rendered at the size they are shown and cached per size.

Each card is drawn at twice its pixel size and smoothly scaled down (never up): rounded card, white
border, the tilted oval, a big centre glyph and big corner indices. In colour-blind mode every
coloured card also carries its colour's shape in the corners and under the centre glyph, and the
wild cards' oval quarters carry theirs.

A face costs milliseconds at 4K, too much for one frame: `prepare` draws them ahead a few
milliseconds a frame, in steps (`_drawing` is a generator), the faces of cards about to turn up
first (`want`), then the dimmed and glowing looks of resting cards (`wish`).
"""

from __future__ import annotations

import time
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


#: the most bytes of turned and decorated card variants kept (oldest used dropped first); the faces
#: themselves are kept for the resting sizes only (dropped when the sizes change)
MAX_BYTES = 160 * 1024 * 1024

#: faces and variants asked for ahead (`want`, `wish`) and not drawn yet, at most (oldest dropped)
MAX_WISHES = 64


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


class CardArt:
    """Card surfaces by (code, width). `code` is a card code or "back". Thread-unsafe, cheap to share."""

    def __init__(self, colour_blind: bool = False, max_rotated: int = 3000, max_bytes: int = MAX_BYTES):
        self.colour_blind = colour_blind
        self._faces: dict[tuple[str, int], pygame.Surface] = {}
        self._ovals: dict[tuple, pygame.Surface] = {}  # the tilted ovals by body size and colours
        self._rotated: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._max_rotated = max_rotated
        self._max_bytes = max_bytes  # the turned and decorated variants' pixels, at most
        self.variant_bytes = 0
        self._wishes: OrderedDict[tuple, None] = OrderedDict()  # variants likely asked for soon
        self._pending: tuple | None = None  # (key, its drawing steps) of a face drawn ahead, half made
        self._wanted: OrderedDict[tuple[str, int], None] = OrderedDict()  # faces wanted before the plan
        self.renders = 0  # how many faces were drawn (the cache's misses)
        self.rest_widths: list[int] = []  # the widths cards rest at (set by the layout), ascending
        self.house_rules: dict[str, str] = {}  # rank (X, WC1..WC3) -> the house rule it carries
        self.generation = 0  # counts changes of look (colour-blind, house rules): sprite memos key on it

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
        if angle % 360:  # turned from the upright variant (decorated once, not at every angle)
            surf = pygame.transform.rotozoom(self.variant(code, width, 0, dim, glow, squeeze), -angle, 1.0)
        elif dim or glow or squeeze != 100:
            surf = self._decorate(self.face(code, width), width, dim, glow, squeeze)
        else:
            return self.face(code, width)
        self._rotated[key] = surf
        self.variant_bytes += _bytes(surf)
        while self._rotated and (
            len(self._rotated) > self._max_rotated or self.variant_bytes > self._max_bytes
        ):
            self.variant_bytes -= _bytes(self._rotated.popitem(last=False)[1])
        return surf

    def prepare(self, plan: list[tuple[str, int]], count: int, seconds: float | None = None) -> None:
        """Draw faces from the end of `plan` (code, width), popping each once it is cached: up to
        `count` faces, or with `seconds`, as many as fit in that time (at least one is started; a
        glyph's outline is drawn in slices, and one the time ran out in is finished next time)."""
        deadline = None if seconds is None else time.perf_counter() + seconds
        started = 0
        while deadline is not None and self._wanted:  # faces of cards about to turn up go first
            key = self._wanted.popitem()[0]
            if key not in self._faces and key not in plan[-4:]:
                plan.append(key)
        while plan and (deadline is None or started == 0 or time.perf_counter() < deadline):
            code, width = plan[-1]
            if (code, width) in self._faces:
                plan.pop()
                continue
            if deadline is None and started >= count:
                return
            started += 1
            if deadline is None:
                self.face(code, width)
            elif not self._advance((code, width), deadline):
                return
            plan.pop()
        while deadline is not None and self._wishes and (started == 0 or time.perf_counter() < deadline):
            wish: tuple = next(iter(self._wishes))
            if wish not in self._rotated:
                started += 1
                try:
                    with glyphs.until(deadline):
                        code, width, angle, dim, glow, squeeze = wish
                        self.variant(code, width, angle, dim, glow, squeeze)
                except glyphs.OutOfTime:
                    return
            del self._wishes[wish]

    def _advance(self, key: tuple[str, int], deadline: float) -> bool:
        """Draw the face `key` step by step until it is done (True) or `deadline` passed (False: it
        goes on from the last step next time; at least one step is drawn)."""
        if self._pending is None or self._pending[0] != key:
            self._pending = (key, self._drawing(*key))
        steps = self._pending[1]
        try:
            with glyphs.until(deadline):
                while True:
                    next(steps)
                    if time.perf_counter() >= deadline:
                        return False
        except StopIteration as done:
            self._pending = None
            self._faces[key] = done.value
            self.renders += 1
            return True
        except glyphs.OutOfTime:  # a glyph's outline is half made: the face starts again next time
            self._pending = None
            return False

    def want(self, code: str, width: int) -> None:
        """A face down card that will turn up: its face is drawn ahead first (by `prepare`)."""
        key = (code, width)
        if key not in self._faces and key not in self._wanted:
            self._wanted[key] = None
            if len(self._wanted) > MAX_WISHES:
                self._wanted.popitem(last=False)

    def wish(self, code: str, width: int, angle: int) -> None:
        """A card rests at this size and angle undecorated: its dimmed and glowing variants are made
        ahead (by `prepare`), so that the turn that lights the hand up costs no frame."""
        for dim, glow in ((True, False), (False, True)):
            key = (code, width, angle, dim, glow, 100)
            if key not in self._rotated and key not in self._wishes:
                self._wishes[key] = None
                if len(self._wishes) > MAX_WISHES:
                    self._wishes.popitem(last=False)

    def clear(self) -> None:
        self._faces.clear()
        self._rotated.clear()
        self._wishes.clear()
        self._wanted.clear()
        self._pending = None
        self.variant_bytes = 0
        self._ovals.clear()
        self.generation += 1

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
        steps = self._drawing(code, width)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value

    def _drawing(self, code: str, width: int):
        """The face, drawn in steps (a generator: it yields between the costly ones, so that drawing
        ahead can stop between two frames; it returns the face)."""
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
        yield
        if code == BACK:
            yield from self._back(surf, inner, radius)
        else:
            yield from self._front(surf, inner, radius, code)
        yield
        return pygame.transform.smoothscale(surf, (width, card_height(width)))

    def _body(self, inner: pygame.Rect, radius: float, rgb) -> pygame.Surface:
        return _rounded(inner.size, rgb, radius * 0.6)

    def _tilted_oval(self, body: pygame.Surface, colors=None, fill=WHITE) -> None:
        bw, bh = body.get_size()
        key = (bw, bh, colors, fill)
        oval = self._ovals.get(key)
        if oval is None:  # the same for every card of a colour scheme at a size: made once
            oval = _oval(round(bw * 0.72), round(bh * 0.86), colors, fill)
            oval = self._ovals[key] = pygame.transform.rotate(oval, -32)
        body.blit(oval, oval.get_rect(center=(bw / 2, bh / 2)))

    def _back(self, surf, inner, radius):
        body = self._body(inner, radius, WILD_RGB)
        self._tilted_oval(body, fill=CARD_RGB["r"])
        yield
        bw, bh = body.get_size()
        word = glyphs.outlined_text(
            "UNO", round(bh * 0.36), CARD_RGB["y"], INK, 0.06, italic=True, shadow=0.05
        )
        glyphs.blit_center(body, word, (bw / 2, bh / 2), angle=22)
        surf.blit(body, inner)

    def _front(self, surf, inner, radius, code: str):
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
        yield
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
        yield
        # corner indices: top-left and, turned over, bottom-right
        W, H = surf.get_size()
        corner = pygame.Surface((round(W * 0.42), round(H * 0.34)), pygame.SRCALPHA)
        cw, ch = corner.get_size()
        small = H * 0.205
        self._glyph(corner, rank, (cw * 0.42, ch * 0.33), small, WHITE, INK, centre=False)
        if self.colour_blind and color:
            draw_shape(corner, color, (cw * 0.42, ch * 0.8), H * 0.045, fill=WHITE)
        yield
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
            self.generation += 1
            self._pending = None
            stale = {code for code in CARDS if CARDS[code].rank in changed}
            for key in [k for k in self._faces if k[0] in stale]:
                del self._faces[key]
            for key in [k for k in self._rotated if k[0] in stale]:
                self.variant_bytes -= _bytes(self._rotated.pop(key))

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
