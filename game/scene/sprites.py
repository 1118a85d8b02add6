"""Drawables: what a node shows. Each reads its node's world transform and opacity, never game state."""

from __future__ import annotations

import math

import pygame

from . import glyphs
from .cardart import BACK, CardArt, card_height
from .palette import CARD_RGB, GOLD, INK, WHITE, draw_shape
from .teammark import team_badge
from .towerart import TowerArt


def _blit(surface: pygame.Surface, image: pygame.Surface, x: float, y: float, opacity: float) -> None:
    if opacity < 0.995:
        image.set_alpha(round(255 * opacity))
        surface.blit(image, (round(x - image.get_width() / 2), round(y - image.get_height() / 2)))
        image.set_alpha(255)
    else:
        surface.blit(image, (round(x - image.get_width() / 2), round(y - image.get_height() / 2)))


def _blit_part(image: pygame.Surface, x: float, y: float, opacity: float) -> tuple:
    """The compositor's part for `_blit(surface, image, x, y, opacity)`: what is drawn and where."""
    w, h = image.get_size()
    alpha = round(255 * opacity) if opacity < 0.995 else 255
    return (image, alpha), (round(x - w / 2), round(y - h / 2), w, h)


def _box(points, pad: int = 2) -> tuple[int, int, int, int]:
    """A rect (x, y, w, h) holding `points` with `pad` pixels to spare (for drawn shapes)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = math.floor(min(xs)) - pad, math.floor(min(ys)) - pad
    return x0, y0, math.ceil(max(xs)) + pad - x0 + 1, math.ceil(max(ys)) + pad - y0 + 1


def _marker_points(x: float, top: float, card_w: int) -> tuple[list, int]:
    size = max(6, round(card_w * 0.16))
    tip = (round(x), round(top - size * 0.35))
    return [(tip[0] - size, tip[1] - size), (tip[0] + size, tip[1] - size), tip], size


def _cursor_marker(surface, x: float, top: float, card_w: int) -> None:
    """A small bright triangle pointing down at a card's top edge: the keyboard cursor."""
    points, size = _marker_points(x, top, card_w)
    pygame.draw.polygon(surface, (255, 214, 64), points)
    pygame.draw.polygon(surface, (30, 30, 30), points, max(1, size // 5))


class CardSprite:
    """A card: face (its code) or back. The node's scale sets the pixel width; flip squeezes it."""

    def __init__(self, art: CardArt, code: str | None, width: int, face_up: bool = True):
        self.art = art
        self.code = code
        self.width = width
        self.face_up = face_up
        self.dim = False
        self.glow = False
        self.marked = False  # the keyboard cursor is on this card: a marker above it
        self._last: tuple | None = None  # (what was asked, the image): a card in flight is made once a frame
        self._was: tuple | None = None  # the last frame's part: the same again means the card rests

    @property
    def shown(self) -> str:
        return self.code if (self.face_up and self.code) else BACK

    def size(self) -> tuple[float, float]:
        return self.width, card_height(self.width)

    def _image(self, world, node) -> tuple[pygame.Surface, int]:
        px = max(8, round(self.width * world.scale))
        angle = round(world.rotation) % 360
        ask = (self.shown, px, angle, node.flip, self.dim, self.glow, self.art.generation)
        if self._last is not None and self._last[0] == ask:
            return self._last[1], px
        if node.flip < 0.999 or px not in self.art.rest_widths:
            # in flight (between resting sizes) or mid-flip: drawn from a cached face, not cached itself
            image = self.art.transient(self.shown, px, angle, max(0.04, node.flip))
        else:
            image = self.art.variant(self.shown, px, angle, self.dim, self.glow)
        self._last = (ask, image)
        return image, px

    def parts(self, world, opacity, node) -> list[tuple]:
        image, px = self._image(world, node)
        part = _blit_part(image, world.x, world.y, opacity)
        still, self._was = self._was == part, part
        if self.code and not self.face_up:  # it turns up soon, at the latest where it comes to rest
            self.art.want(self.code, self.art.bucket(px))
            self.art.want(self.code, self.width)
        if still and px == self.width and self.face_up and self.code and not (self.dim or self.glow):
            # a card of the local hand at rest: its turn's dimmed and glowing looks are made ahead
            self.art.wish(self.code, px, round(world.rotation) % 360)
        if not self.marked:
            return [part]
        points, size = _marker_points(world.x, world.y - image.get_height() / 2, px)
        return [part, (("marker", tuple(points)), _box(points, pad=max(1, size // 5) + 2))]

    def draw(self, surface, world, opacity, node) -> None:
        image, px = self._image(world, node)
        _blit(surface, image, world.x, world.y, opacity)
        if self.marked:
            _cursor_marker(surface, world.x, world.y - image.get_height() / 2, px)


class TowerSprite:
    def __init__(self, art: TowerArt, symbol: str, height: int, badge: bool = False):
        self.art = art
        self.symbol = symbol
        self.height = height
        self.badge = badge
        self.glow = False
        self._last: tuple | None = None  # (what was asked, the image): made once a frame

    def _image(self, world) -> pygame.Surface:
        h = max(8, round(self.height * world.scale))
        angle = round(world.rotation)
        ask = (self.art, self.art.colour_blind, self.symbol, h, self.badge, angle)
        if self._last is not None and self._last[0] == ask:
            return self._last[1]
        image = self.art.sized(self.symbol, h, self.badge)
        if angle:  # a tower rocks when it arrives or blocks: a passing frame, not cached
            image = pygame.transform.rotozoom(image, -angle, 1.0)
        self._last = (ask, image)
        return image

    def parts(self, world, opacity, node) -> list[tuple]:
        return [_blit_part(self._image(world), world.x, world.y, opacity)]

    def draw(self, surface, world, opacity, node) -> None:
        _blit(surface, self._image(world), world.x, world.y, opacity)


class _Picture:
    """A transient picture drawn at `HEADROOM` times its nominal size, so that pop-in overshoots and
    bounces only ever scale it down; the last scaled copy is kept (most frames are at rest)."""

    HEADROOM = 1.4
    big: pygame.Surface | None = None
    _scaled: pygame.Surface | None = None  # the last scaled copy of `big`

    def parts(self, world, opacity, node) -> list[tuple]:
        image = self._image(world)
        return [] if image is None else [_blit_part(image, world.x, world.y, opacity)]

    def draw(self, surface, world, opacity, node) -> None:
        image = self._image(world)
        if image is not None:
            _blit(surface, image, world.x, world.y, opacity)

    def _image(self, world) -> pygame.Surface | None:
        big = self.big
        if big is None:
            return None
        k = world.scale / self.HEADROOM
        size = (max(1, round(big.get_width() * k)), max(1, round(big.get_height() * k)))
        cached = self._scaled
        if size == big.get_size():
            image = big
        elif cached is not None and cached.get_size() == size:
            image = cached
        else:
            fits = size[0] <= big.get_width()
            image = pygame.transform.smoothscale(big, size) if fits else pygame.transform.scale(big, size)
            self._scaled = image
        return image


class TextSprite(_Picture):
    """Outlined text in the UI font (labels such as +2 or Shuffle!)."""

    def __init__(self, text: str, size: int, color=WHITE, outline=INK, bold_outline: float = 0.08):
        self.size, self.color, self.outline, self.bold_outline = size, color, outline, bold_outline
        self._text: str | None = None
        self.text = text

    @property
    def text(self) -> str:
        return self._text or ""

    @text.setter
    def text(self, value: str) -> None:
        if value != self._text:
            self._text = value
            self._scaled = None
            self.big = (
                glyphs.outlined_text(
                    value,
                    round(self.size * self.HEADROOM),
                    self.color,
                    self.outline,
                    self.bold_outline,
                    ui=True,
                )
                if value
                else None
            )


class BubbleSprite(_Picture):
    """A speech bubble with text (UNO!, Caught!)."""

    def __init__(self, text: str, size: int, fill=(255, 255, 255), ink=INK):
        size = round(size * self.HEADROOM)
        label = glyphs.ui_font(size).render(text, True, ink)
        pad = size // 3
        w, h = label.get_width() + 2 * pad, label.get_height() + pad
        edge = max(2, size // 12)
        img = pygame.Surface((w + 2 * edge, h + size // 2 + 2 * edge), pygame.SRCALPHA)
        body = pygame.Rect(edge, edge, w, h)
        pygame.draw.rect(img, INK, body.inflate(2 * edge, 2 * edge), border_radius=h // 2)
        pygame.draw.rect(img, fill, body, border_radius=h // 2)
        tail = [(w * 0.35, h), (w * 0.55, h), (w * 0.32, h + size // 2)]
        pygame.draw.polygon(img, fill, tail)
        pygame.draw.lines(img, INK, False, [tail[1], tail[2], tail[0]], edge)
        img.blit(label, (edge + pad, edge + pad // 2))
        self.big = img


class IconSprite(_Picture):
    """A big transient mark: "skip", "reverse", "again", "shield", or a colour ("r", "y", "g", "b")."""

    def __init__(self, kind: str, size: int):
        self.kind = kind
        self.big = icon(kind, round(size * self.HEADROOM))


def icon(kind: str, size: int) -> pygame.Surface:
    s = size * 2
    img = pygame.Surface((s, s), pygame.SRCALPHA)
    c = (s / 2, s / 2)
    if kind == "skip":
        pygame.draw.circle(img, (255, 255, 255, 220), c, s * 0.46)
        glyphs.skip(img, c, s * 0.9, (220, 40, 40), None)
    elif kind == "reverse":
        pygame.draw.circle(img, (255, 255, 255, 220), c, s * 0.46)
        glyphs.reverse(img, c, s * 0.9, (40, 40, 40), None)
    elif kind == "again":
        pygame.draw.circle(img, (255, 255, 255, 220), c, s * 0.46)
        t = glyphs.font(round(s * 0.5)).render("+1", True, INK)
        glyphs.blit_center(img, t, c)
    elif kind == "shield":
        pygame.draw.circle(img, (255, 250, 200, 230), c, s * 0.46)
        pygame.draw.circle(img, GOLD, c, s * 0.46, max(2, s // 14))
        glyphs.tower(img, c, s * 0.55, (120, 120, 130))
    elif kind in CARD_RGB:
        pygame.draw.circle(img, (*CARD_RGB[kind], 230), c, s * 0.46)
        pygame.draw.circle(img, WHITE, c, s * 0.46, max(2, s // 16))
        draw_shape(img, kind, c, s * 0.2, fill=WHITE)
    return pygame.transform.smoothscale(img, (size, size))


class PlateSprite:
    """A seat's name plate: name, AI or human, hand size, score; gold edge for the seat to play."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.name = ""
        self.ai = False
        self.cards = 0
        self.score = 0
        self.info = ""  # "7 cards  120 pts" in the player's language (set by the scene)
        self.active = False
        self.dealer = False
        self.uno = False
        self.winner = False
        self.flash = 0.0  # 0..1: a red flash (penalty)
        self.towers = 0  # towers owned: room is left for them at the right end
        self.team: int | None = None  # team play (house option): the team's mark at the right end
        self._key: tuple | None = None
        self._image: pygame.Surface | None = None
        self.pulse_ms = 0.0  # the scene's clock the halo pulses by (TableScene.update and tick_small move it)
        self.words: list[tuple[str, int]] = []  # the words drawn last, each with its letters' pixel size

    def _render(self) -> pygame.Surface:
        w, h = self.rect.size
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = h // 3
        bg = (252, 246, 222, 240) if self.active else (16, 30, 28, 215)
        ink = INK if self.active else WHITE
        pygame.draw.rect(img, bg, img.get_rect(), border_radius=radius)
        edge = GOLD if (self.active or self.winner) else (255, 255, 255, 70)
        pygame.draw.rect(img, edge, img.get_rect(), max(2, h // 14), border_radius=radius)
        small = glyphs.ui_font(max(glyphs.LEGIBLE, round(h * 0.34)))
        # AI or human icon: a little robot head or a person
        ix, iy, r = h * 0.38, h * 0.38, h * 0.2
        if self.ai:
            pygame.draw.rect(img, ink, pygame.Rect(ix - r, iy - r * 0.8, 2 * r, 1.6 * r), 2, border_radius=3)
            pygame.draw.circle(img, ink, (ix - r * 0.4, iy), max(1, r * 0.18))
            pygame.draw.circle(img, ink, (ix + r * 0.4, iy), max(1, r * 0.18))
            pygame.draw.line(img, ink, (ix, iy - r * 0.8), (ix, iy - r * 1.2), 2)
        else:
            pygame.draw.circle(img, ink, (ix, iy - r * 0.35), r * 0.5)
            pygame.draw.ellipse(img, ink, pygame.Rect(ix - r * 0.9, iy + r * 0.2, r * 1.8, r * 1.1))
        reserve = h * 0.45 * self.towers + h * 0.3
        if self.team is not None:  # the team's letter on its colour (colour-blind safe: the letter)
            mark = team_badge(self.team, round(h * 0.46), glyphs.ui_font(max(8, round(h * 0.36))))
            img.blit(mark, (w - reserve - mark.get_width() + h * 0.1, h * 0.36 - mark.get_height() / 2))
            reserve += mark.get_width() + h * 0.08
        max_name = w - h * 0.75 - reserve - (h * 0.4 if self.dealer else 0)
        name, name_font = _fit(self.name, max(glyphs.LEGIBLE, round(h * 0.42)), max_name, ink)
        info_text = self.info or f"{self.cards}  {self.score}"
        info = spaced(small, info_text, ink)
        max_info = w - h * 0.3 - reserve
        if info.get_width() > max_info:
            info_text = f"{self.cards}  {self.score}"
            info = spaced(small, info_text, ink)
        # the two lines at their places, nearer the edges on a plate too low for them (ten seats)
        name_y = min(h * 0.38 - name.get_height() / 2, (h - name.get_height() - info.get_height()) / 2)
        img.blit(name, (h * 0.72, max(0, name_y)))
        info_y = max(h * 0.76 - info.get_height() / 2, max(0, name_y) + name.get_height() * 0.9)
        img.blit(info, (h * 0.3, min(h - info.get_height(), info_y)))
        self.words = [(self.name, name_font.point_size), (info_text, small.point_size)]
        if self.dealer:  # the dealer button, at the right end of the name row
            d = h * 0.16
            c = (w - reserve - d * 1.2, h * 0.36)
            pygame.draw.circle(img, WHITE, c, d)
            pygame.draw.circle(img, INK, c, d, 1)
            t = glyphs.font(round(d * 1.6)).render("D", True, INK)
            glyphs.blit_center(img, t, (c[0], c[1] + d * 0.08))
        return img

    def _halo(self, world) -> pygame.Rect:
        pulse = 0.5 + 0.5 * math.sin(self.pulse_ms / 260)
        halo = self.rect.inflate(8 + 6 * pulse, 8 + 6 * pulse)
        halo.center = (round(world.x), round(world.y))
        return halo

    def parts(self, world, opacity, node) -> list[tuple]:
        out: list[tuple] = []
        if self.active:
            halo = self._halo(world)
            out.append((("halo", tuple(halo)), tuple(halo)))
        out.append(_blit_part(self._current(), world.x, world.y, opacity))
        if self.flash > 0.01:
            r = (round(world.x - self.rect.width / 2), round(world.y - self.rect.height / 2), *self.rect.size)
            out.append((("flash", max(2, round(5 * self.flash))), r))
        return out

    def _current(self) -> pygame.Surface:
        key = (
            self.rect.size,
            self.name,
            self.ai,
            self.cards,
            self.score,
            self.info,
            self.active,
            self.dealer,
            self.winner,
            self.team,
        )
        if key != self._key or self._image is None:
            self._key = key
            self._image = self._render()
        return self._image

    def draw(self, surface, world, opacity, node) -> None:
        image = self._current()
        x, y = world.x - self.rect.width / 2, world.y - self.rect.height / 2
        if self.active:  # a soft pulsing halo round the seat to play
            halo = self._halo(world)
            pygame.draw.rect(surface, GOLD, halo, 3, border_radius=self.rect.height // 2)
        _blit(surface, image, world.x, world.y, opacity)
        if self.flash > 0.01:
            r = pygame.Rect(round(x), round(y), *self.rect.size)
            pygame.draw.rect(
                surface, (235, 50, 50), r, max(2, round(5 * self.flash)), border_radius=self.rect.height // 3
            )


def spaced(font: pygame.font.Font, text: str, color) -> pygame.Surface:
    """`text` with every space at least a third of the font's size wide: at a plate's small sizes the
    font's own space is a pixel or two and "7 cards  0 pts" read as "7cards 0pts"."""
    space = max(font.size(" ")[0], round(font.get_height() * 0.3))
    words = text.split(" ")
    images = [font.render(word, True, color) if word else None for word in words]
    width = sum(i.get_width() for i in images if i is not None) + space * (len(words) - 1)
    out = pygame.Surface((max(1, width), font.get_height()), pygame.SRCALPHA)
    x = 0
    for image in images:
        if image is not None:
            out.blit(image, (x, 0))
            x += image.get_width()
        x += space
    return out


def _fit(text: str, size: int, max_width: float, color) -> tuple[pygame.Surface, pygame.font.Font]:
    """`text` in the UI font, made smaller (down to 70%, never under `glyphs.LEGIBLE`) and then shortened
    with an ellipsis (clipped when not even that fits) to fit `max_width`; the font it is drawn in."""
    for k in (1.0, 0.9, 0.8, 0.7):
        font = glyphs.ui_font(max(glyphs.LEGIBLE, round(size * k)))
        image = font.render(text, True, color)
        if image.get_width() <= max_width:
            return image, font
    for end in range(len(text) - 1, 0, -1):
        short = text[:end].rstrip() + "…"
        if font.size(short)[0] <= max_width:
            return font.render(short, True, color), font
    clip = pygame.Rect(0, 0, max(1, min(image.get_width(), int(max_width))), image.get_height())
    return image.subsurface(clip), font


class PileSprite:
    """The draw pile: a stack of backs as thick as the pile, and its count."""

    def __init__(self, art: CardArt, width: int):
        self.art = art
        self.width = width
        self.count = 0
        self._label_key: tuple | None = None
        self._label: pygame.Surface | None = None

    def _label_for(self, w: int) -> pygame.Surface:
        key = (self.count, w)
        if key != self._label_key or self._label is None:
            self._label_key = key
            self._label = glyphs.outlined_text(str(self.count), max(10, round(w * 0.3)), WHITE, INK, 0.1)
        return self._label

    def parts(self, world, opacity, node) -> list[tuple]:
        w = max(8, round(self.width * world.scale))
        back = self.art.variant(BACK, w, 0)
        layers = min(6, (self.count + 9) // 10)
        step = max(1, w // 40)
        out = [_blit_part(back, world.x - i * step, world.y - i * step, opacity) for i in range(layers)]
        if self.count == 0:
            r = back.get_rect(center=(round(world.x), round(world.y)))
            out.append((("empty", w), tuple(r)))
        label = self._label_for(w)
        out.append(_blit_part(label, world.x, world.y + card_height(w) * 0.62, opacity))
        return out

    def draw(self, surface, world, opacity, node) -> None:
        w = max(8, round(self.width * world.scale))
        back = self.art.variant(BACK, w, 0)
        layers = min(6, (self.count + 9) // 10)
        step = max(1, w // 40)
        for i in range(layers):
            _blit(surface, back, world.x - i * step, world.y - i * step, opacity)
        if self.count == 0:
            r = back.get_rect(center=(round(world.x), round(world.y)))
            pygame.draw.rect(surface, (255, 255, 255), r, 2, border_radius=w // 10)
        _blit(surface, self._label_for(w), world.x, world.y + card_height(w) * 0.62, opacity)


class RingSprite:
    """The direction of play and the colour in force: a tinted ellipse round the piles with chevrons
    moving along it (clockwise or counter-clockwise)."""

    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.color = ""
        self.direction = 1
        self.phase = 0.0  # advanced by the scene every frame
        self._key: tuple | None = None
        self._image: pygame.Surface | None = None
        self._last: tuple | None = None

    def _ellipse(self) -> pygame.Surface:
        rgb = CARD_RGB.get(self.color, (200, 200, 200))
        key = (self.rect.size, self.color)
        if key != self._key or self._image is None:
            self._key = key
            w, h = self.rect.size
            img = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.ellipse(img, (*rgb, 70), img.get_rect(), max(4, h // 22))
            pygame.draw.ellipse(img, (*rgb, 200), img.get_rect().inflate(-h // 60, -h // 60), max(2, h // 70))
            self._image = img
        return self._image

    def _chevrons(self, world) -> list[tuple[list[tuple[float, float]], tuple]]:
        """The chevrons' points and boxes where the ring is now (made once a frame)."""
        ask = (self.phase, self.direction, world.x, world.y, self.rect.size)
        if self._last is not None and self._last[0] == ask:
            return self._last[1]
        rx, ry = self.rect.width / 2, self.rect.height / 2
        n = 8
        size = max(5, self.rect.height / 22)
        out = []
        for i in range(n):
            a = 2 * math.pi * i / n + self.phase * self.direction
            px, py = world.x + rx * math.cos(a), world.y + ry * math.sin(a)
            # tangent in the direction of play (clockwise on screen = increasing angle)
            tx, ty = -rx * math.sin(a) * self.direction, ry * math.cos(a) * self.direction
            t = math.hypot(tx, ty) or 1
            tx, ty = tx / t, ty / t
            nx, ny = -ty, tx
            tip = (px + tx * size, py + ty * size)
            pts = [
                tip,
                (px - tx * size + nx * size, py - ty * size + ny * size),
                (px - tx * size * 0.3, py - ty * size * 0.3),
                (px - tx * size - nx * size, py - ty * size - ny * size),
            ]
            out.append((pts, _box(pts)))
        self._last = (ask, out)
        return out

    def parts(self, world, opacity, node) -> list[tuple]:
        out = [_blit_part(self._ellipse(), world.x, world.y, opacity)]
        out += [(("chevron", tuple(pts)), box) for pts, box in self._chevrons(world)]
        return out

    def draw(self, surface, world, opacity, node) -> None:
        _blit(surface, self._ellipse(), world.x, world.y, opacity)
        clip = surface.get_clip()
        for pts, box in self._chevrons(world):
            if not clip.colliderect(box):  # drawn again in a small dirty rect: only what is in it
                continue
            pygame.draw.polygon(surface, WHITE, pts)
            pygame.draw.polygon(surface, INK, pts, 1)


class BannerSprite(_Picture):
    """A wide message band across the table (round over, game over)."""

    def __init__(self, text: str, width: int, height: int, sub: str = "", max_width: int = 0):
        """A band `width` wide, wider (up to `max_width`) for a long title, which then gets smaller."""
        self.title, self.sub = text, sub
        k = self.HEADROOM
        size = round(round(height * k) * (0.42 if sub else 0.55))
        need = (glyphs.ui_font(size).size(text)[0] + round(height * k) // 2) / k
        width = max(width, min(round(need), max_width))
        width, height = round(width * k), round(height * k)
        img = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(img, (12, 20, 18, 220), img.get_rect(), border_radius=height // 4)
        pygame.draw.rect(img, GOLD, img.get_rect(), max(3, height // 30), border_radius=height // 4)
        room = width - height // 2  # clear of the rounded ends
        for k in (1.0, 0.9, 0.8, 0.7):  # a long name: smaller (to 70%) rather than off the band
            fitted = max(6, round(size * k))
            if glyphs.ui_font(fitted).size(text)[0] <= room:
                break
        #: True when the title is wider than the band even at 70% (the tests look for that)
        self.clipped = glyphs.ui_font(fitted).size(text)[0] > room
        title = glyphs.outlined_text(text, fitted, GOLD, INK, 0.06, ui=True)
        glyphs.blit_center(img, title, (width / 2, height * (0.36 if sub else 0.5)))
        if sub:
            s = glyphs.ui_font(round(height * 0.26)).render(sub, True, WHITE)
            glyphs.blit_center(img, s, (width / 2, height * 0.74))
        self.big = img


class ColorBadgeSprite(_Picture):
    """The colour in force, with its shape: a disc next to the discard pile (it bounces on a change)."""

    def __init__(self, size: int):
        self.size = size
        self._color = ""

    @property
    def color(self) -> str:
        return self._color

    @color.setter
    def color(self, value: str) -> None:
        if value != self._color or self.big is None:
            self._color = value
            self._scaled = None
            self.big = icon(value, round(self.size * self.HEADROOM)) if value else None
