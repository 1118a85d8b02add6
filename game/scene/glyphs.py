"""Small vector drawings shared by the card and tower art: outlined text, skip, reverse, shuffle, tower.

All take a target surface, a centre and a size in pixels; callers draw at 2x and downsample.
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable

import pygame

from .palette import INK

_FONTS: dict[tuple[int, bool], pygame.font.Font] = {}
#: the most fonts a `live_font` cache keeps, the least recently used dropped first: each size is a font
#: (half a megabyte for the UI font), and a long session's resizes and UI scales meet hundreds of sizes
MAX_FONTS = 64


def live_font(cache: dict, key, make: Callable[[], pygame.font.Font]) -> pygame.font.Font:
    """`cache[key]`, made by `make()` when missing, or when pygame's font module was quit and started
    again since it was made (a font of a quit module is dead: every later draw with it raises); at most
    MAX_FONTS kept."""
    if not pygame.font.get_init():
        pygame.font.init()
        cache.clear()
    f = cache.pop(key, None)
    if f is not None:
        try:
            f.get_height()  # raises if the font module was restarted since this font was made
            cache[key] = f  # the last used last: the least used go first
            return f
        except pygame.error:
            cache.clear()
    f = cache[key] = make()
    while len(cache) > MAX_FONTS:  # sizes follow the window, the cards and the UI scale: a few in use
        del cache[next(iter(cache))]
    return f


def font(size: int, italic: bool = False) -> pygame.font.Font:
    """pygame's default font at `size` px, cached; rebuilt if pygame was quit and started again."""
    key = (max(6, int(size)), italic)

    def make() -> pygame.font.Font:
        f = pygame.font.Font(None, key[0])
        f.set_italic(italic)
        return f

    return live_font(_FONTS, key, make)


_UI_FONT_FILE: list = []  # [path or None], looked up once
#: the UI font's size (see `ui_font`) whose letters are 10 px: the least the table's plates draw their words
#: at (issue 41: at 960x540 with ten seats a plate's name and count were 7 px)
LEGIBLE = 15
_TEXT_FLOOR = [0]  # no word is drawn smaller than this many pixels (the big-screen preset; 0: off)


def text_floor() -> int:
    return _TEXT_FLOOR[0]


def set_text_floor(px: int) -> None:
    """The smallest pixel size words (`ui_font`) are drawn at: a TV across the room (ui/pad/big_screen.py).
    The card faces' own figures (`font`) are pictures, not words, and keep their sizes."""
    _TEXT_FLOOR[0] = max(0, int(px))


def ui_font(size: int) -> pygame.font.Font:
    """The shipped UI font (Noto Sans Bold: every character of our six languages) for names and
    messages, sized to match `font(size)`; pygame's default font if the file is not there."""
    if not _UI_FONT_FILE:
        try:
            from game.i18n.paths import font_path

            path = font_path(bold=True)
            _UI_FONT_FILE.append(str(path) if path.is_file() else None)
        except Exception:  # a missing data folder must not stop the table from drawing
            _UI_FONT_FILE.append(None)
    if _UI_FONT_FILE[0] is None:
        return font(size)
    px = max(5, round(size * 0.66), _TEXT_FLOOR[0])
    path = _UI_FONT_FILE[0]
    # negative sizes: the UI font's entries, by their real pixel size
    return live_font(_FONTS, (-px, False), lambda: pygame.font.Font(path, px))


def outlined_text(
    text: str,
    size: int,
    fill,
    outline=INK,
    width: float = 0.07,
    italic: bool = False,
    shadow: float = 0.0,
    ui: bool = False,
) -> pygame.Surface:
    """Text with a dark outline (and an optional drop shadow), on a transparent surface. `ui`: in the
    UI font (names, messages) instead of the card font."""
    f = ui_font(size) if ui else font(size, italic)
    r = max(1, round(size * width))
    key = (text, f, outline, r, round(size * shadow))
    edges = _OUTLINES.get(key)
    if edges is None:
        edges = _OUTLINES[key] = _outline(key, f.render(text, True, outline), r, key[4], outline)
        _OUTLINE_BYTES[0] += edges.get_pitch() * edges.get_height()
        while len(_OUTLINES) > 1 and (
            len(_OUTLINES) > _MAX_OUTLINES or _OUTLINE_BYTES[0] > MAX_OUTLINE_BYTES
        ):
            old = _OUTLINES.pop(next(iter(_OUTLINES)))
            _OUTLINE_BYTES[0] -= old.get_pitch() * old.get_height()
    out = edges.copy()
    out.blit(f.render(text, True, fill), (r, r))
    return out


#: the outline (and shadow) of a text, without its fill, by (text, font, outline colour, radius,
#: shadow): the costly part of a card face (dozens of blits of the text), and the same for the four
#: colours of a number (oldest dropped first)
_OUTLINES: dict[tuple, pygame.Surface] = {}
_MAX_OUTLINES = 400
MAX_OUTLINE_BYTES = 96 * 1024 * 1024  # and at most this many bytes of them (big windows, resizes)
_OUTLINE_BYTES = [0]

#: outlines a warm-up left half made: key -> (the surface, its blits, how many are done)
_PARTIAL: dict[tuple, tuple[pygame.Surface, list, int]] = {}
_DEADLINES: list[float] = []  # while a warm-up runs: the time.perf_counter() by which it stops
SLICE = 24  # blits of an outline between two looks at the clock


class OutOfTime(Exception):
    """A warm-up's time ran out in the middle of an outline: it is kept half made and goes on from
    there the next time it is asked for (byte for byte the same as made in one go)."""


@contextlib.contextmanager
def until(deadline: float):
    """Outlines drawn inside stop (OutOfTime) once `time.perf_counter()` passes `deadline`."""
    _DEADLINES.append(deadline)
    try:
        yield
    finally:
        _DEADLINES.pop()


def _outline(key: tuple, edge: pygame.Surface, r: int, sh: int, outline) -> pygame.Surface:
    """The text `edge` (in the `outline` colour) blitted around a ring of radius `r` (and first, `sh`
    lower and to the right, the shadow's ring).

    Only the glyphs' bounding box is blitted, a fraction of a big glyph's area: the rest of a rendered
    text is transparent pixels of the outline colour, which change no pixel that holds something and
    copy themselves into one that is still empty. That copy is made by filling the area the whole
    texts would cover with the transparent outline colour first, so the result is the same, byte for
    byte (it is scaled down afterwards, where the colour of transparent pixels shows at the edges)."""
    half = _PARTIAL.pop(key, None)
    if half is None:
        out, blits = _outline_start(edge, r, sh, outline)
        done = 0
    else:
        out, blits, done = half
    while done < len(blits):
        step = len(blits) - done if not _DEADLINES else SLICE
        out.fblits(blits[done : done + step])
        done += step
        if done < len(blits) and _DEADLINES and time.perf_counter() >= _DEADLINES[-1]:
            _PARTIAL[key] = (out, blits, done)  # at least a slice a time: it always gets done
            while len(_PARTIAL) > 4:  # one abandoned (its art dropped) is not kept for ever
                del _PARTIAL[next(iter(_PARTIAL))]
            raise OutOfTime
    return out


def _outline_start(edge: pygame.Surface, r: int, sh: int, outline) -> tuple[pygame.Surface, list]:
    """The outline's surface with its covered area cleared, and the blits that draw the ring."""
    w, h = edge.get_size()
    out = pygame.Surface((w + 2 * r + sh, h + 2 * r + sh), pygame.SRCALPHA)
    ring = _ring(r)
    shadow = [(r + dx + sh, r + dy + sh) for dx, dy in ring] if sh else []
    origins = shadow + [(r + dx, r + dy) for dx, dy in ring]
    clear = pygame.Color(outline)
    clear.a = 0
    covered = pygame.Mask(out.get_size())  # the union of the w x h boxes at the origins
    box_mask = pygame.Mask((w, h), fill=True)
    for origin in origins:
        covered.draw(box_mask, origin)
    covered.to_surface(out, setcolor=clear, unsetcolor=None)  # sets the pixels, no blending
    box = edge.get_bounding_rect()
    if not (box.width and box.height):
        return out, []
    glyphs = edge.subsurface(box)
    return out, [(glyphs, (x + box.x, y + box.y)) for x, y in origins]


def _ring(r: int) -> list[tuple[int, int]]:
    steps = max(8, r * 4)
    pts = {
        (round(r * math.cos(2 * math.pi * i / steps)), round(r * math.sin(2 * math.pi * i / steps)))
        for i in range(steps)
    }
    return sorted(pts)


def blit_center(surface: pygame.Surface, image: pygame.Surface, center, angle: float = 0.0) -> None:
    if angle:
        image = pygame.transform.rotate(image, angle)
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def thick_line(surface, color, a, b, width: float) -> None:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pygame.draw.polygon(
        surface, color, [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)]
    )
    pygame.draw.circle(surface, color, a, width / 2)
    pygame.draw.circle(surface, color, b, width / 2)


def arrow(surface, color, a, b, width: float, head: float) -> None:
    """A straight arrow from a to b with a triangular head at b."""
    ax, ay = a
    bx, by = b
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    base = (bx - ux * head, by - uy * head)
    thick_line(surface, color, a, base, width)
    nx, ny = -uy * head * 0.75, ux * head * 0.75
    pygame.draw.polygon(
        surface,
        color,
        [
            (bx + ux * width * 0.3, by + uy * width * 0.3),
            (base[0] + nx, base[1] + ny),
            (base[0] - nx, base[1] - ny),
        ],
    )


def skip(surface, center, size, fill, outline=INK) -> None:
    """A ring with a slash: drawn as annuli so the inside stays the background."""
    cx, cy = center
    r = size * 0.36
    w = size * 0.12
    o = size * 0.06 if outline is not None else 0
    if outline is not None:
        pygame.draw.circle(surface, outline, (cx, cy), r + o, round(w + 2 * o))
        k = (r - w / 2) / math.sqrt(2)
        thick_line(surface, outline, (cx - k, cy + k), (cx + k, cy - k), w + 2 * o)
    pygame.draw.circle(surface, fill, (cx, cy), r, round(w))
    k = (r - w / 2) / math.sqrt(2)
    thick_line(surface, fill, (cx - k, cy + k), (cx + k, cy - k), w)


def reverse(surface, center, size, fill, outline=INK) -> None:
    """Two parallel arrows pointing opposite ways along the diagonal."""
    cx, cy = center
    L = size * 0.36
    off = size * 0.13
    w = size * 0.11
    h = size * 0.2
    dx, dy = 0.7071, -0.7071  # up-right
    px, py = 0.7071, 0.7071  # across the diagonal
    pairs = [
        ((cx - dx * L - px * off, cy - dy * L - py * off), (cx + dx * L - px * off, cy + dy * L - py * off)),
        ((cx + dx * L + px * off, cy + dy * L + py * off), (cx - dx * L + px * off, cy - dy * L + py * off)),
    ]
    for a, b in pairs:
        if outline is not None:
            arrow(surface, outline, a, b, w + size * 0.1, h + size * 0.09)
    for a, b in pairs:
        arrow(surface, fill, a, b, w, h)


def shuffle(surface, center, size, fill, outline=INK) -> None:
    """Two crossing arrows (shuffle hands)."""
    cx, cy = center
    s = size * 0.36
    w = size * 0.1
    h = size * 0.19
    pairs = [
        ((cx - s, cy + s * 0.6), (cx + s, cy - s * 0.6)),
        ((cx - s, cy - s * 0.6), (cx + s, cy + s * 0.6)),
    ]
    for a, b in pairs:
        if outline is not None:
            arrow(surface, outline, a, b, w + size * 0.1, h + size * 0.09)
    for a, b in pairs:
        arrow(surface, fill, a, b, w, h)


def tower_points(cx: float, cy: float, h: float) -> list[tuple[float, float]]:
    """The outline of a tower with three merlons, centred on (cx, cy), h tall."""
    w = h * 0.62
    top, bottom = cy - h / 2, cy + h / 2
    left, right = cx - w / 2, cx + w / 2
    m = w / 5
    notch = h * 0.13
    body_top = top + notch
    base_w = w * 1.16
    return [
        (cx - base_w / 2, bottom),
        (cx + base_w / 2, bottom),
        (right, bottom - h * 0.1),
        (right, top),
        (right - m, top),
        (right - m, body_top),
        (right - 2 * m, body_top),
        (right - 2 * m, top),
        (left + 2 * m, top),
        (left + 2 * m, body_top),
        (left + m, body_top),
        (left + m, top),
        (left, top),
        (left, bottom - h * 0.1),
    ]


def tower(surface, center, h, fill, outline=INK) -> None:
    pts = tower_points(center[0], center[1], h)
    pygame.draw.polygon(surface, fill, pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, max(1, round(h * 0.06)))


def custom_badge(surface, center, size, fill, outline, number: str) -> None:
    """A rounded square with a number: the customizable wild cards."""
    cx, cy = center
    s = size * 0.62
    rect = pygame.Rect(0, 0, s, s)
    rect.center = (round(cx), round(cy))
    if outline is not None:
        pygame.draw.rect(
            surface, outline, rect.inflate(size * 0.12, size * 0.12), border_radius=round(s * 0.3)
        )
    pygame.draw.rect(surface, fill, rect, border_radius=round(s * 0.25))
    pygame.draw.rect(surface, outline or INK, rect, max(1, round(s * 0.07)), border_radius=round(s * 0.25))
    label = font(round(s * 0.9)).render(number, True, outline or INK)
    blit_center(surface, label, (cx, cy + s * 0.04))


def _four_colour_disc(surface, center, r: float, outline=INK) -> None:
    """A small disc in the four card colours: "the chosen colour"."""
    from .palette import CARD_RGB

    cx, cy = center
    if outline is not None:
        pygame.draw.circle(surface, outline, (cx, cy), r * 1.22)
    quads = (("r", -90), ("b", 0), ("y", 90), ("g", 180))
    for color, start in quads:
        pts = [(cx, cy)]
        for k in range(10):
            a = math.radians(start + 9 * k)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        pygame.draw.polygon(surface, CARD_RGB[color], pts)


def _mini_wild(surface, center, h: float, fill, outline=INK) -> None:
    """A little wild card standing up: dark body, white edge, a four-colour oval."""
    cx, cy = center
    w = h * 0.66
    card = pygame.Rect(0, 0, round(w), round(h))
    card.center = (round(cx), round(cy))
    if outline is not None:
        pygame.draw.rect(surface, outline, card.inflate(h * 0.16, h * 0.16), border_radius=round(w * 0.25))
    pygame.draw.rect(surface, fill, card, border_radius=round(w * 0.2))
    pygame.draw.rect(surface, (28, 28, 30), card.inflate(-w * 0.2, -w * 0.2), border_radius=round(w * 0.14))
    _four_colour_disc(surface, (cx, cy), w * 0.26, None)


def loop_arrow(surface, center, size, fill, outline=INK) -> None:
    """A circular arrow turning back on itself: "play again"."""
    cx, cy = center
    r = size * 0.28
    w = size * 0.1
    start, end = 200, 470  # degrees, clockwise on screen, a little short of a full turn

    def arc(color, width):
        pts = []
        for k in range(25):
            a = math.radians(start + (end - start) * k / 24)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        for p, q in zip(pts, pts[1:], strict=False):
            thick_line(surface, color, p, q, width)
        return pts

    a_end = math.radians(end)
    tip = (cx + r * math.cos(a_end), cy + r * math.sin(a_end))
    tangent = (-math.sin(a_end), math.cos(a_end))
    head = size * 0.2
    nx, ny = -tangent[1], tangent[0]
    base = (tip[0] - tangent[0] * head * 0.2, tip[1] - tangent[1] * head * 0.2)
    tri = [
        (base[0] + tangent[0] * head, base[1] + tangent[1] * head),
        (base[0] + nx * head * 0.75, base[1] + ny * head * 0.75),
        (base[0] - nx * head * 0.75, base[1] - ny * head * 0.75),
    ]
    if outline is not None:
        arc(outline, w + size * 0.09)
        pygame.draw.polygon(surface, outline, tri, max(1, round(size * 0.09)))
        pygame.draw.polygon(surface, outline, tri)
    arc(fill, w)
    pygame.draw.polygon(surface, fill, tri)


def house_rule(surface, center, size, fill, outline, rule: str, numbers: dict[str, int]) -> bool:
    """The picture of a house rule on a card (WC1-3, X): +● draw to the colour, a wild card and a down
    arrow for discard the wild cards, +3? three when stuck, a loop for extra turn, =7 seven cards.
    `numbers` holds the rules' own figures ("stuck", "hand"). False for "plain" (nothing to draw)."""
    cx, cy = center

    def words(text, scale):
        img = outlined_text(text, round(size * scale), fill, outline, 0.08, shadow=0.04)
        blit_center(surface, img, (cx, cy))
        return img

    if rule == "draw_until_color":
        plus = outlined_text("+", round(size * 0.9), fill, outline, 0.08, shadow=0.04)
        r = size * 0.17
        total = plus.get_width() * 0.8 + r * 2.4
        left = cx - total / 2
        blit_center(surface, plus, (left + plus.get_width() * 0.4, cy))
        _four_colour_disc(surface, (left + plus.get_width() * 0.8 + r * 1.2, cy), r, outline)
    elif rule == "discard_wilds":
        h = size * 0.55
        _mini_wild(surface, (cx - size * 0.13, cy - size * 0.05), h, fill, outline)
        a, b = (cx + size * 0.22, cy - size * 0.3), (cx + size * 0.22, cy + size * 0.32)
        if outline is not None:
            arrow(surface, outline, a, b, size * 0.2, size * 0.27)
        arrow(surface, fill, a, b, size * 0.1, size * 0.2)
    elif rule == "draw_three_if_stuck":
        words(f"+{numbers['stuck']}?", 0.7)
    elif rule == "extra_turn":
        loop_arrow(surface, center, size, fill, outline)
    elif rule == "hand_to_seven":
        words(f"={numbers['hand']}", 0.8)
    else:
        return False
    return True
