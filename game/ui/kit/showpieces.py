"""The drawn showpieces around the table: the wordmark, the slow drift of cards behind the menus,
confetti, the podium, bars and small charts. All in the tokens; all still with reduced motion."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from . import paint, tokens


# ------------------------------------------------------------------------------------------ wordmark
@lru_cache(maxsize=8)
def wordmark(title: str, height: int, font_path: str) -> pygame.Surface:
    """The game's name drawn as a mark: its first word large and white, outlined, on a tilted red oval
    with a gold rim; the rest on a gold ribbon under it. `height`: the mark's height in pixels."""
    first, _, rest = title.partition(" ")
    big = pygame.font.Font(font_path, max(10, round(height * 0.5)))
    small = pygame.font.Font(font_path, max(8, round(height * 0.2)))
    word = big.render(first, True, tokens.TEXT_STRONG)
    oval_w, oval_h = round(word.get_width() * 1.45), round(height * 0.72)
    oval = pygame.Surface((oval_w, oval_h), pygame.SRCALPHA)
    rim = max(2, height // 28)
    pygame.draw.ellipse(oval, paint.darker(tokens.CARD_FILL["r"], 0.45), oval.get_rect())
    pygame.draw.ellipse(oval, tokens.GOLD, oval.get_rect().inflate(-2 * rim, -2 * rim))
    pygame.draw.ellipse(oval, tokens.CARD_FILL["r"], oval.get_rect().inflate(-4 * rim, -4 * rim))
    shine = pygame.Rect(0, 0, oval_w * 0.7, oval_h * 0.34)
    shine.midtop = (oval_w // 2, round(oval_h * 0.1))
    gloss = pygame.Surface(oval.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 34), shine)
    oval.blit(gloss, (0, 0))
    # the word with a dark outline and a drop, slanted a little by a rotation of the whole mark
    outline = big.render(first, True, paint.darker(tokens.CARD_FILL["r"], 0.6))
    step = max(1, height // 40)
    cx, cy = oval_w // 2, oval_h // 2
    at = word.get_rect(center=(cx, cy))
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1), (0, 2), (2, 2), (-2, 0), (2, 0)):
        oval.blit(outline, at.move(dx * step, dy * step))
    oval.blit(word, at)
    tilted = pygame.transform.rotozoom(oval, 8, 1.0)
    ribbon_img = small.render(rest, True, tokens.TEXT_ON_LIGHT) if rest else None
    rib_h = round(height * 0.28)
    total_h = tilted.get_height() + (rib_h // 2 if ribbon_img else 0)
    width = max(tilted.get_width(), (ribbon_img.get_width() + rib_h * 2) if ribbon_img else 0)
    mark = pygame.Surface((width, total_h), pygame.SRCALPHA)
    mark.blit(tilted, tilted.get_rect(midtop=(width // 2, 0)))
    if ribbon_img is not None:
        rib = pygame.Rect(0, 0, ribbon_img.get_width() + rib_h * 2, rib_h)
        rib.midbottom = (width // 2, total_h)
        pygame.draw.rect(mark, (0, 0, 0, 90), rib.move(0, max(1, rib_h // 8)), border_radius=rib_h // 2)
        pygame.draw.rect(mark, tokens.GOLD_BRIGHT, rib, border_radius=rib_h // 2)
        mark.blit(ribbon_img, ribbon_img.get_rect(center=rib.center))
    return mark


# ------------------------------------------------------------------------------------------ drift
@dataclass
class _Drifting:
    img: pygame.Surface
    x: float
    y: float
    speed: float  # pixels a second, upward
    sway: float  # its phase of the side-to-side sway


class CardDrift:
    """Cards drifting slowly up behind a menu, dim, each at its own tilt and pace; seeded, so the same
    every time. Still (but present) with reduced motion or the instant speed."""

    CODES = ("back", "r7", "W4", "y2", "back", "gR", "b5", "WS", "back", "rS", "g9", "yD2", "back", "b0")

    def __init__(self, art, size: tuple[int, int], card_w: int, seed: int = 31):
        rng = random.Random(seed)
        w, h = size
        self.size = size
        self.cards: list[_Drifting] = []
        for i, code in enumerate(self.CODES):
            try:
                face = art.face(code, card_w if i % 3 else round(card_w * 1.25))
            except Exception:
                continue
            angle = rng.uniform(-28, 28)
            img = pygame.transform.rotozoom(face, angle, 1.0)
            img.set_alpha(rng.randint(22, 40))
            self.cards.append(
                _Drifting(
                    img,
                    (i + rng.uniform(0.1, 0.9)) / len(self.CODES) * w,
                    rng.uniform(0, h + img.get_height()),
                    rng.uniform(0.012, 0.03) * h,
                    rng.uniform(0, 6.28),
                )
            )
        self.t = 0.0
        self._rects: tuple[float, list[pygame.Rect]] | None = None  # where the cards are at time t

    def update(self, dt: float, moving: bool) -> None:
        if not moving:
            return
        self.t += dt
        h = self.size[1]
        for c in self.cards:
            c.y -= c.speed * dt
            if c.y < -c.img.get_height():
                c.y += h + 2 * c.img.get_height()

    def rects(self) -> list[pygame.Rect]:
        """Where each card is drawn now."""
        if self._rects is not None and self._rects[0] == self.t:
            return self._rects[1]
        rects = [
            c.img.get_rect(
                center=(round(c.x + math.sin(self.t * 0.4 + c.sway) * c.img.get_width() * 0.2), round(c.y))
            )
            for c in self.cards
        ]
        self._rects = (self.t, rects)
        return rects

    def draw(self, surface: pygame.Surface) -> None:
        clip = surface.get_clip()
        for c, rect in zip(self.cards, self.rects(), strict=True):
            if clip.colliderect(rect):  # a light frame draws a few small rectangles (issue 44)
                surface.blit(c.img, rect)


# ------------------------------------------------------------------------------------------ confetti
class Confetti:
    """Paper bits in the four colours and gold falling over the screen for a few seconds, the same
    every time for the same seed, drawn from the time elapsed (nothing to update)."""

    COLOURS = (*(tokens.CARD_FILL[c] for c in "rygb"), tokens.GOLD_BRIGHT, tokens.TEXT_STRONG)

    def __init__(self, seed: int, count: int = 110):
        rng = random.Random(seed)
        self.bits = [
            (
                rng.random(),
                rng.uniform(-0.6, 0.1),
                rng.uniform(0.16, 0.34),
                rng.uniform(0, 6.28),
                rng.choice(self.COLOURS),
            )
            for _ in range(count)
        ]

    def draw(self, surface, t: float, px, duration: float = 4.5) -> None:
        if t > duration:
            return
        w, h = surface.get_size()
        fade = 1.0 if t < duration - 1 else max(0.0, duration - t)
        size = max(3, px(7))
        for x0, y0, fall, phase, colour in self.bits:
            y = (y0 + fall * t) * h
            if not -size < y < h:
                continue
            x = x0 * w + math.sin(phase + t * 3.0) * px(18)
            flat = abs(math.cos(phase + t * 5.0))
            rect = pygame.Rect(0, 0, size, max(1, round(size * 0.5 * (0.3 + flat))))
            rect.center = (round(x), round(y))
            bit = pygame.Surface(rect.size, pygame.SRCALPHA)
            bit.fill((*colour, round(230 * fade)))
            surface.blit(bit, rect)


# ------------------------------------------------------------------------------------------ bars
def bar(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fraction: float,
    colour: tuple[int, int, int] = tokens.GOLD,
    *,
    track: tuple[int, int, int] = tokens.SURFACE_SUNKEN,
    ahead: float = 0.0,
) -> None:
    """A rounded bar: `fraction` (0-1) of `rect` filled in `colour`; `ahead` (0-1) a lighter part
    beyond it (what is being counted in)."""
    radius = rect.h // 2
    paint.rounded(surface, rect, track, radius)
    total = max(0.0, min(1.0, fraction + ahead))
    if total > 0:
        lit = pygame.Rect(rect.x, rect.y, max(rect.h, round(rect.w * total)), rect.h)
        paint.rounded(surface, lit, paint.lighter(colour, 0.45), radius)
    if fraction > 0:
        fill = pygame.Rect(rect.x, rect.y, max(rect.h, round(rect.w * min(1.0, fraction))), rect.h)
        paint.rounded(surface, fill, colour, radius)


def column_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    values: Sequence[float],
    colours: Sequence[tuple[int, int, int]],
    grow: float = 1.0,
) -> list[pygame.Rect]:
    """Small columns side by side in `rect`, tallest = full height; `grow` (0-1) raises them on entry.
    The columns' rects (for their labels)."""
    n = len(values)
    if n == 0:
        return []
    top = max(values) or 1
    gap = max(2, rect.w // (n * 5))
    w = max(2, (rect.w - gap * (n - 1)) // n)
    out = []
    for i, v in enumerate(values):
        h = max(2, round(rect.h * v / top * grow))
        col = pygame.Rect(rect.x + i * (w + gap), rect.bottom - h, w, h)
        pygame.draw.rect(
            surface,
            colours[i % len(colours)],
            col,
            border_top_left_radius=min(w // 3, 6),
            border_top_right_radius=min(w // 3, 6),
        )
        out.append(col)
    return out


def ring(surface: pygame.Surface, centre, radius: int, fraction: float, colour, width: int) -> None:
    """A ring chart: the sunken ring with `fraction` of it lit from the top, clockwise."""
    pygame.draw.circle(surface, tokens.SURFACE_SUNKEN, centre, radius, width)
    fraction = max(0.0, min(1.0, fraction))
    if fraction <= 0:
        return
    steps = max(2, round(64 * fraction))
    inner = radius - width
    outer_pts, inner_pts = [], []
    for i in range(steps + 1):
        a = -math.pi / 2 + 2 * math.pi * fraction * i / steps
        outer_pts.append((centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a)))
        inner_pts.append((centre[0] + inner * math.cos(a), centre[1] + inner * math.sin(a)))
    pygame.draw.polygon(surface, colour, outer_pts + inner_pts[::-1])


# ------------------------------------------------------------------------------------------ podium
PODIUM_ORDER = (1, 0, 2)  # left to right: second, first, third
PODIUM_HEIGHTS = (1.0, 0.72, 0.5)  # first, second, third, of the tallest
PODIUM_COLOURS = (tokens.GOLD, (176, 186, 196), (196, 128, 72))  # gold, silver, bronze


def podium_blocks(area: pygame.Rect, places: int, gap: int) -> list[tuple[int, pygame.Rect]]:
    """(place index, block rect) for the podium's blocks inside `area` (full height for the first)."""
    shown = [p for p in PODIUM_ORDER if p < places]
    w = (area.w - gap * (len(PODIUM_ORDER) - 1)) // len(PODIUM_ORDER)
    out = []
    for slot, place in enumerate(PODIUM_ORDER):
        if place not in shown:
            continue
        h = round(area.h * PODIUM_HEIGHTS[place])
        out.append((place, pygame.Rect(area.x + slot * (w + gap), area.bottom - h, w, h)))
    return out
