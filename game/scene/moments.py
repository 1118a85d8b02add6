"""The table's big moments: someone calls UNO, someone is caught without it, someone jumps in.

UNO: the word bursts out near the caller's seat on a spiky star, wobbles, flings bits of the four card
colours about and flies off; the caller's plate sends out two gold pulses. Caught: an arrow shoots from
the catcher's plate to the caught player's, a red stamp slams down near them saying so, with who
caught whom and the penalty; their plate flashes red (the penalty cards then fly in as any draw).
Jump-in: a blue arrow cuts from the jumper's plate to the plate of the seat whose turn it takes, and a
blue stamp says who jumped in ahead of whom; when the turn taken is the local seat's, the stamp stands
in front of the local hand, where its owner is looking, and says "... jumped in ahead of you" (the
card then flies from the jumper's seat as any play).

Both are timelines on the scene graph (Node, Tween, Timeline), short (about a second at speed 1), in
front of the seat toward the table's centre (away from the corners where the move log lies), and at
speed 0 they finish at once and leave nothing behind. A second UNO call from a seat whose burst is still
on (the call made before the play, then the play) only pulses the plate again.
"""

from __future__ import annotations

import math
import random

import pygame

from . import glyphs
from .node import Node
from .palette import CARD_RGB, GOLD, INK, WHITE
from .textwrap import wrap
from .tween import Timeline, Tween

WORD_FILL = (255, 222, 60)
STAMP_RED = (214, 38, 42)
JUMP_BLUE = (22, 104, 200)
Z = 900  # above the cards in flight and the other marks of the fx layer


# -- sprites ---------------------------------------------------------------------------------------------


class _Turning:
    """A transient picture that may turn and scale: `big` is drawn at `HEADROOM` times its nominal
    size, so pop-ins that overshoot mostly scale it down."""

    HEADROOM = 1.4
    big: pygame.Surface

    _last: tuple | None = None  # (what was asked, the image): made once a frame

    def _image(self, world, opacity) -> pygame.Surface | None:
        k = world.scale / self.HEADROOM
        if k <= 0.01:
            return None
        angle = round(world.rotation)
        ask = (self.big, angle, k, opacity)
        if self._last is not None and self._last[0] == ask:
            return self._last[1]
        if angle == 0 and abs(k - 1.0) < 0.01:
            image = self.big
        else:
            image = pygame.transform.rotozoom(self.big, -angle, k)
        if opacity < 0.995:
            image = image.copy() if image is self.big else image
            image.set_alpha(round(255 * opacity))
        self._last = (ask, image)
        return image

    def parts(self, world, opacity, node) -> list[tuple]:
        image = self._image(world, opacity)
        if image is None:
            return []
        return [((image,), tuple(image.get_rect(center=(round(world.x), round(world.y)))))]

    def draw(self, surface, world, opacity, node) -> None:
        image = self._image(world, opacity)
        if image is not None:
            surface.blit(image, image.get_rect(center=(round(world.x), round(world.y))))

    def size(self) -> tuple[float, float]:
        """The nominal size (at node scale 1)."""
        return self.big.get_width() / self.HEADROOM, self.big.get_height() / self.HEADROOM


class WordSprite(_Turning):
    """The called word, big: yellow letters with a thick dark outline and a drop shadow."""

    def __init__(self, text: str, height: int):
        self.text = text
        size = round(height * self.HEADROOM)
        self.big = glyphs.outlined_text(text, size, WORD_FILL, INK, 0.1, shadow=0.07, ui=True)


class StarburstSprite(_Turning):
    """A spiky star behind the word: orange rays round a yellow heart, with a white rim."""

    def __init__(self, radius: int, spikes: int = 14):
        r = radius * self.HEADROOM
        s = round(r * 2 + 4)
        img = pygame.Surface((s, s), pygame.SRCALPHA)
        c = s / 2

        def star(outer, inner, color):
            pts = []
            for i in range(spikes * 2):
                rr = outer if i % 2 == 0 else inner
                a = math.pi * i / spikes - math.pi / 2
                pts.append((c + rr * math.cos(a), c + rr * math.sin(a)))
            pygame.draw.polygon(img, color, pts)

        star(r, r * 0.68, WHITE)
        star(r * 0.93, r * 0.62, (255, 140, 30))
        star(r * 0.7, r * 0.5, (255, 200, 60))
        self.big = img


class BitSprite(_Turning):
    """A bit of confetti: a small card-shaped chip in one of the card colours."""

    def __init__(self, color: str, length: int):
        w, h = round(length * 0.66 * self.HEADROOM), round(length * self.HEADROOM)
        img = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
        pygame.draw.rect(img, WHITE, pygame.Rect(0, 0, w + 2, h + 2), border_radius=max(1, w // 4))
        pygame.draw.rect(img, CARD_RGB[color], pygame.Rect(2, 2, w - 2, h - 2), border_radius=max(1, w // 5))
        self.big = img


class PulseSprite:
    """A gold outline round a name plate; the node's scale widens it (a pulse going out)."""

    def __init__(self, rect: pygame.Rect, color=GOLD):
        self.rect = pygame.Rect(rect)
        self.color = color

    def _rect(self, world) -> pygame.Rect:
        grow = max(0.0, world.scale - 1.0)
        r = self.rect.inflate(round(self.rect.width * grow * 0.5), round(self.rect.height * grow * 1.4))
        r.center = (round(world.x), round(world.y))
        return r

    def parts(self, world, opacity, node) -> list[tuple]:
        r = self._rect(world)
        box = r.inflate(8, 8)
        box.center = r.center
        return [(("pulse", tuple(r), round(255 * opacity), self.color), tuple(box))]

    def draw(self, surface, world, opacity, node) -> None:
        r = self._rect(world)
        layer = pygame.Surface(r.inflate(8, 8).size, pygame.SRCALPHA)
        width = max(2, round(self.rect.height * 0.1))
        pygame.draw.rect(
            layer,
            (*self.color, round(255 * opacity)),
            layer.get_rect().inflate(-8, -8),
            width,
            border_radius=r.height // 2,
        )
        surface.blit(layer, layer.get_rect(center=r.center))


class ArrowSprite:
    """An arrow from `a` to `b`, drawn as far as `progress` (0..1) along the way: who caught whom."""

    def __init__(self, a, b, width: float, color=STAMP_RED):
        self.a, self.b = a, b
        self.width = width
        self.color = color
        self.progress = 0.0

    def _box(self) -> tuple[pygame.Rect, tuple[float, float]]:
        (ax, ay), (bx, by) = self.a, self.b
        tip = (ax + (bx - ax) * self.progress, ay + (by - ay) * self.progress)
        box = pygame.Rect(min(ax, tip[0]), min(ay, tip[1]), abs(tip[0] - ax), abs(tip[1] - ay))
        pad = round(self.width * 3)
        box.inflate_ip(2 * pad, 2 * pad)
        return box, tip

    def parts(self, world, opacity, node) -> list[tuple]:
        if self.progress <= 0.02:
            return []
        box, _tip = self._box()
        key = ("arrow", self.a, self.b, self.progress, self.width, self.color, round(255 * opacity))
        return [(key, tuple(box))]

    def draw(self, surface, world, opacity, node) -> None:
        if self.progress <= 0.02:
            return
        (ax, ay) = self.a
        box, tip = self._box()
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        local_a = (ax - box.x, ay - box.y)
        local_tip = (tip[0] - box.x, tip[1] - box.y)
        glyphs.arrow(layer, WHITE, local_a, local_tip, self.width * 1.8, self.width * 3.4)
        glyphs.arrow(layer, self.color, local_a, local_tip, self.width, self.width * 2.6)
        if opacity < 0.995:
            layer.set_alpha(round(255 * opacity))
        surface.blit(layer, box.topleft)


class StampSprite(_Turning):
    """A stamp: a paper label edged in `color`, the word big in that colour, lines below it (caught: red,
    who caught whom and the penalty; jump-in: blue, who jumped in ahead of whom)."""

    def __init__(self, title: str, lines: list[str], height: int, color=STAMP_RED, max_width: int = 0):
        """A line wider than `max_width` (when given) wraps at its spaces."""
        self.title, self.lines = title, list(lines)
        k = self.HEADROOM
        big_font = round(height * 0.5 * k)
        word = glyphs.outlined_text(title, big_font, color, WHITE, 0.05, ui=True)
        small = glyphs.ui_font(round(height * 0.26 * k))
        pad = round(height * 0.16 * k)
        if max_width:
            lines = [row for line in lines for row in wrap(small, line, round(max_width * k) - 2 * pad)]
        rendered = [small.render(line, True, INK) for line in lines]
        w = max([word.get_width()] + [r.get_width() for r in rendered]) + 2 * pad
        h = word.get_height() + sum(r.get_height() for r in rendered) + 2 * pad
        img = pygame.Surface((w, h), pygame.SRCALPHA)
        edge = max(3, round(height * 0.06 * k))
        pygame.draw.rect(img, (255, 248, 236, 245), img.get_rect(), border_radius=round(pad * 0.8))
        pygame.draw.rect(img, color, img.get_rect(), edge, border_radius=round(pad * 0.8))
        inner = img.get_rect().inflate(-edge * 3, -edge * 3)
        pygame.draw.rect(img, color, inner, max(1, edge // 3), border_radius=round(pad * 0.6))
        y = pad - round(height * 0.04 * k)
        img.blit(word, word.get_rect(midtop=(w / 2, y)))
        y += word.get_height()
        for r in rendered:
            img.blit(r, r.get_rect(midtop=(w / 2, y)))
            y += r.get_height()
        self.big = img


def table_stamp(layout, title: str, lines: list[str], color=STAMP_RED) -> StampSprite:
    """A stamp (caught, jumped in) for a table `layout`: its lines wrap to stay within 45% of the
    table's width, however long the names in them."""
    height = max(44, round(104 * layout.unit))
    return StampSprite(title, lines, height, color, max_width=round(layout.width * 0.45))


# -- where ----------------------------------------------------------------------------------------------


def moment_spot(scene, seat: int, size: tuple[float, float]) -> tuple[float, float]:
    """Where a seat's moment shows: in front of the seat, toward the table's centre, kept inside the
    window (`size`: the moment's largest width and height)."""
    L = scene.layout
    sl = L.seat(seat)
    cx, cy = L.center
    if sl.local:
        x, y = cx, min(sl.front[1], sl.fan_center[1] - scene.ref_w * 1.2)
    else:
        ax, ay = sl.area.center
        x, y = ax + (cx - ax) * 0.55, ay + (cy - ay) * 0.55
    w, h = size
    x = min(max(x, w / 2 + 4), L.width - w / 2 - 4)
    y = min(max(y, h / 2 + 4), L.height - h / 2 - 4)
    return x, y


def _edges(start: pygame.Rect, end: pygame.Rect):
    """From the edge of plate `start` to the edge of plate `end`, along the line between their centres
    (so the arrow covers neither name)."""
    a, b = start.center, end.center
    out = start.clipline(a, b)
    into = end.clipline(a, b)
    return (out[1] if out else a), (into[0] if into else b)


# -- UNO! -----------------------------------------------------------------------------------------------


def _pulses(scene, seat, tl: Timeline, at: float, count: int = 2, color=GOLD) -> None:
    rect = scene.layout.seat(seat).plate
    for i in range(count):
        ring = scene.fx(
            Node(
                rect.centerx,
                rect.centery,
                z=Z - 1,
                opacity=0.0,
                drawable=PulseSprite(rect, color),
                hittable=False,
                name="pulse",
            )
        )
        start = at + i * 0.24
        tl.at(start, Tween(ring, "opacity", 1.0, 0.04, "linear"))
        tl.at(start, Tween(ring, "scale", 1.35, 0.5, "out_cubic"))
        tl.at(start + 0.14, Tween(ring, "opacity", 0.0, 0.36, "in_quad", on_complete=ring.detach))


def uno_called(scene, seat: int) -> tuple[Timeline, float]:
    """The UNO moment for `seat`; returns (timeline, hold)."""
    tl = Timeline()
    live = scene.uno_live
    word_node = live.get(seat)
    if word_node is not None and word_node.parent is not None:  # called again while the burst is on
        _pulses(scene, seat, tl, 0.0, 1)
        return tl, 0.1
    unit = scene.layout.unit
    height = max(36, round(84 * unit))
    word = WordSprite(scene.text("scene-uno"), height)
    ww, wh = word.size()
    radius = round(max(ww, wh) * 0.52)
    x, y = moment_spot(scene, seat, (radius * 2 * 1.2, radius * 2 * 1.2))
    star = scene.fx(
        Node(
            x,
            y,
            scale=0.1,
            opacity=0.0,
            z=Z,
            drawable=StarburstSprite(radius),
            hittable=False,
            name="uno-star",
        )
    )
    text = scene.fx(
        Node(
            x,
            y,
            scale=0.15,
            opacity=0.0,
            rotation=-14,
            z=Z + 2,
            drawable=word,
            hittable=False,
            name="uno-word",
        )
    )
    live[seat] = text
    # in: the star and the word burst out, the word overshoots and wobbles into place
    tl.at(0, Tween(star, "opacity", 0.95, 0.08, "linear"))
    tl.at(0, Tween(star, "scale", 1.0, 0.26, "out_back"))
    tl.at(0, Tween(star, "rotation", 24.0, 1.1, "linear"))
    tl.at(0, Tween(text, "opacity", 1.0, 0.06, "linear"))
    tl.at(0, Tween(text, "scale", 1.18, 0.2, "out_back"))
    tl.at(0.2, Tween(text, "scale", 1.0, 0.14, "in_out_sine"))
    tl.at(0.05, Tween(text, "rotation", 8.0, 0.15, "out_quad"))
    tl.at(0.2, Tween(text, "rotation", -4.0, 0.13, "in_out_sine"))
    tl.at(0.33, Tween(text, "rotation", 0.0, 0.12, "out_quad"))
    # bits of the four colours fling out from behind the word
    rng = random.Random(seat * 7919 + len(scene.fx_layer.children))
    bit_len = max(10, round(26 * unit))
    for i in range(12):
        color = "rybg"[i % 4]
        a = 2 * math.pi * i / 12 + rng.uniform(-0.2, 0.2)
        dist = radius * rng.uniform(1.1, 1.6)
        bit = scene.fx(
            Node(
                x,
                y,
                scale=0.6,
                opacity=0.0,
                rotation=rng.uniform(0, 360),
                z=Z + 1,
                drawable=BitSprite(color, bit_len),
                hittable=False,
                name="uno-bit",
            )
        )
        to = (x + dist * math.cos(a), y + dist * math.sin(a) * 0.8)
        tl.at(0.04, Tween(bit, "opacity", 1.0, 0.05, "linear"))
        tl.at(0.04, Tween(bit, "pos", to, 0.55, "out_cubic"))
        tl.at(0.04, Tween(bit, "rotation", bit.rotation + rng.choice((-1, 1)) * 240, 0.6, "out_quad"))
        tl.at(0.4, Tween(bit, "opacity", 0.0, 0.25, "in_quad", on_complete=bit.detach))
    _pulses(scene, seat, tl, 0.05)
    # out: the word swells and fades, the star shrinks away
    tl.at(0.82, Tween(text, "scale", 1.4, 0.26, "in_quad"))
    tl.at(0.82, Tween(text, "opacity", 0.0, 0.26, "in_quad", on_complete=text.detach))
    tl.at(0.74, Tween(star, "scale", 0.2, 0.3, "in_quad"))
    tl.at(0.74, Tween(star, "opacity", 0.0, 0.3, "in_quad", on_complete=star.detach))
    return tl, 0.45


# -- caught! --------------------------------------------------------------------------------------------


def uno_caught(scene, catcher: int, target: int, penalty: int) -> tuple[Timeline, float]:
    """The caught moment: an arrow from `catcher` to `target`, and the stamp near `target` saying who
    caught whom and the penalty. Returns (timeline, hold)."""
    tl = Timeline()
    unit = scene.layout.unit
    name = scene.name_of  # as the move names them (a seat may have changed hands since)
    _arrow(scene, tl, catcher, target, STAMP_RED, "caught-arrow", fade=0.7)
    lines = [
        scene.text("scene-caught-who", catcher=name(catcher), target=name(target)),
        scene.text("scene-caught-penalty", count=penalty),
    ]
    stamp = table_stamp(scene.layout, scene.text("scene-caught"), lines)
    node, x = _stamp(scene, target, stamp, "caught-stamp")
    _slam(tl, node, x, unit, stay=1.2)
    _pulses(scene, target, tl, 0.3, 2, STAMP_RED)
    scene.plates[target].flash = 1.0 if scene.speed > 0 else 0.0
    return tl, 0.6


def _arrow(scene, tl: Timeline, start: int, end: int, color, name: str, fade: float) -> None:
    """An arrow shooting from the plate of seat `start` to the plate of seat `end`, fading at `fade`."""
    a, b = _edges(scene.layout.seat(start).plate, scene.layout.seat(end).plate)
    arrow = ArrowSprite(a, b, max(3.0, 7 * scene.layout.unit), color)
    node = scene.fx(Node(z=Z - 2, drawable=arrow, hittable=False, name=name))
    tl.at(0, Tween(arrow, "progress", 1.0, 0.3, "out_cubic"))
    tl.at(fade, Tween(node, "opacity", 0.0, 0.25, "in_quad", on_complete=node.detach))


def _slam(tl: Timeline, node: Node, x: float, unit: float, stay: float) -> None:
    """The stamp slams down as the arrow arrives, shakes the table a little, stays, and lifts away."""
    tl.at(0.22, Tween(node, "opacity", 1.0, 0.08, "linear"))
    tl.at(0.22, Tween(node, "scale", 1.0, 0.16, "in_quad"))
    tl.at(0.38, Tween(node, "x", x + 5 * unit, 0.05, "linear"))
    tl.at(0.43, Tween(node, "x", x - 4 * unit, 0.06, "linear"))
    tl.at(0.49, Tween(node, "x", x, 0.06, "linear"))
    tl.at(stay, Tween(node, "opacity", 0.0, 0.28, "in_quad", on_complete=node.detach))
    tl.at(stay, Tween(node, "scale", 0.85, 0.28, "in_quad"))


def _stamp(scene, seat: int, stamp: StampSprite, name: str) -> tuple[Node, float]:
    """A stamp's node (invisible, big, tilted: ready to slam) in front of `seat`; and its x."""
    sw, sh = stamp.size()
    x, y = moment_spot(scene, seat, (sw * 1.1, sh * 1.2))
    node = Node(x, y, scale=2.2, opacity=0.0, rotation=-9, z=Z + 3, drawable=stamp, hittable=False, name=name)
    return scene.fx(node), x


# -- jump-in ----------------------------------------------------------------------------------------------


def jumped_in(scene, jumper: int, turn: int) -> tuple[Timeline, float]:
    """The jump-in moment: an arrow from `jumper` to `turn` (the seat whose turn it took) and a stamp
    saying so, in front of the local hand when the turn taken was the local person's. Returns (timeline,
    hold): the hold lets the stamp land before the card flies from the jumper's seat."""
    tl = Timeline()
    unit = scene.layout.unit
    name = scene.name_of  # as the move names them (a seat may have changed hands since)
    _arrow(scene, tl, jumper, turn, JUMP_BLUE, "jump-arrow", fade=0.9)
    mine = turn == scene.me and not scene.ai[turn]
    if mine:
        line = scene.text("scene-jumped-in-ahead-of-you", player=name(jumper))
    else:
        line = scene.text("scene-jumped-in-who", player=name(jumper), other=name(turn))
    stamp = table_stamp(scene.layout, scene.text("scene-jump-in"), [line], JUMP_BLUE)
    node, x = _stamp(scene, turn if mine else jumper, stamp, "jump-stamp")
    _slam(tl, node, x, unit, stay=1.6 if mine else 1.2)
    _pulses(scene, jumper, tl, 0.2, 2, JUMP_BLUE)
    return tl, 0.45
