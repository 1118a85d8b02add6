"""Where everything goes on a table of 2 to 10 seats in a window of any size (960x540 .. 3840x2160).

The local seat sits at the bottom; the others are spaced by arc length along the upper part of an
ellipse, clockwise from the local seat's left. Seat areas shrink together until none overlaps
another, the centre (piles, tray) or the window's edge.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from .cardart import card_height

MIN_SIZE = (960, 540)
ARC = (155.0, 385.0)  # screen angles (y down): 90 is the bottom, 180 left, 270 top


@dataclass
class SeatLayout:
    seat: int
    local: bool
    area: pygame.Rect
    plate: pygame.Rect
    fan_center: tuple[float, float]
    card_w: int
    fan_span: float  # how far the fan may spread, in pixels
    towers: list[tuple[float, float]] = field(default_factory=list)  # four slots by the plate
    tower_h: int = 20
    bubble: tuple[float, float] = (0.0, 0.0)  # where speech bubbles and marks appear
    front: tuple[float, float] = (0.0, 0.0)  # in front of the seat, toward the table centre
    hand_top: float = 0.0  # the local hand: the highest its cards may reach (below the turn's prompt)


@dataclass
class Layout:
    width: int
    height: int
    players: int
    me: int
    unit: float
    center: tuple[float, float]
    center_area: pygame.Rect
    draw_pos: tuple[float, float]
    discard_pos: tuple[float, float]
    pile_w: int
    ring: pygame.Rect
    color_pos: tuple[float, float]
    tray: pygame.Rect | None
    tray_slots: list[tuple[float, float]]
    tray_tower_h: int
    seats: list[SeatLayout]
    prompt_line: int = 0  # the height of the prompt's own line at the band's top
    #: the band between the centre (the piles and the draw pile's count) and the local hand: the turn's
    #: prompt ("Your turn") and the table's messages are said there, over no card and no plate
    prompt: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    def seat(self, seat: int) -> SeatLayout:
        return self.seats[seat]


def _ellipse_points(cx, cy, rx, ry, a0, a1, steps=720):
    pts = []
    for i in range(steps + 1):
        a = math.radians(a0 + (a1 - a0) * i / steps)
        pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return pts


def _spread(points, count):
    """`count` points at equal arc length along the polyline (half a step from each end)."""
    lengths = [0.0]
    for (x0, y0), (x1, y1) in zip(points, points[1:], strict=False):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    total = lengths[-1]
    out = []
    j = 0
    for k in range(count):
        target = total * (k + 0.5) / count
        while j < len(lengths) - 2 and lengths[j + 1] < target:
            j += 1
        seg = lengths[j + 1] - lengths[j] or 1.0
        f = (target - lengths[j]) / seg
        (x0, y0), (x1, y1) = points[j], points[j + 1]
        out.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    return out


#: the least room, in design units, that the table keeps at a UI scale above 100%: three quarters of the
#: 1280x720 design each way (the smallest window, MIN_SIZE, at 100%). Every seat count fits there with
#: the tower tray too; at the screens' two thirds (game/ui/kit/context.py) 4, 9 and 10 seats with the
#: tray overlap (tests/test_scene_layout.py)
LEAST_ROOM = (1280 * 3 / 4, 720 * 3 / 4)
#: the table's column of buttons at the right (UNO!, Draw, Keep, Hint, Menu), in design units with its
#: margins: the local hand stays left of it
BUTTONS_W = 172
#: the prompt's band in design units: "Your turn" (a line of the 20-point bold) and a message's line
#: (18 points; a longer message is set smaller to fit) under it
PROMPT_H = 70
#: the prompt's own line in the band, in design units (the message has the rest)
PROMPT_LINE = 28


def unit(width: int, height: int, scale: float = 1.0) -> float:
    """Pixels per design unit: the window against the 1280x720 design, times the UI scale, but never so
    much that the table has less than its least room. Below 100% the table keeps the window's unit
    (a smaller UI scale gives the menus more room; the table has no scrolling list to gain from it)."""
    fit = min(height / 720, width / 1280)
    most = min(width / LEAST_ROOM[0], height / LEAST_ROOM[1])
    return max(fit, min(most, fit * scale))


def compute(
    width: int,
    height: int,
    players: int,
    me: int = 0,
    towers: bool = False,
    scale: float = 1.0,
    buttons_w: float = BUTTONS_W,
) -> Layout:
    """The layout of a `players`-seat table in a window of `width` x `height` pixels at a UI `scale`
    (1.0 is 100%): the cards, piles and plates grow with the scale as the table's words and the menus do.
    `buttons_w`: the design units the hand leaves at the right for the screen's column of buttons."""
    width, height = max(width, 320), max(height, 240)
    u = unit(width, height, scale)
    cx, cy = width / 2, height * 0.45
    pile_w = max(24, round(70 * u))
    pile_h = card_height(pile_w)
    draw_pos = (cx - pile_w * 0.8, cy)
    discard_pos = (cx + pile_w * 0.8, cy)
    ring = pygame.Rect(0, 0, round(pile_w * 3.9), round(pile_h * 1.55))
    ring.center = (round(cx), round(cy))
    color_pos = (cx + pile_w * 2.25, cy - pile_h * 0.55)
    tray = None
    tray_slots: list[tuple[float, float]] = []
    tray_h = max(22, round(46 * u))
    center_area = ring.inflate(round(pile_w * 0.2), round(pile_h * 0.1))
    if towers:  # the tray: a title, then two rows of two cells, each a tower over its caption
        tray, tray_slots = tray_geometry(u, tray_h)
        tray.midright = (ring.left - round(10 * u), round(cy))
        tray_slots = [(x + tray.x, y + tray.y) for x, y in tray_slots]
        center_area = center_area.union(tray)

    # the local seat: the hand along the bottom, its plate at the left of it
    grown = u / unit(width, height)  # what the UI scale added: the hand's cap grows with it
    hand_w = max(40, round(min(92 * u, width * 0.075 * grown)))
    hand_h = card_height(hand_w)
    # the prompt's band under the centre: a line for "Your turn" and one for a message
    prompt = pygame.Rect(0, 0, min(width - 2 * round(buttons_w * u), round(ring.width * 1.9)), 0)
    prompt.height = round(PROMPT_H * u)
    prompt.midtop = (round(cx), center_area.bottom + round(2 * u))
    # the hand leaves the window's right end to the table's buttons (UNO!, Draw, Hint, Menu: a column
    # BUTTONS_W design units wide, growing with the UI scale as the hand does) and rises no higher than
    # the prompt's band; its plate sits at its left end
    bottom = height - round(4 * u)
    local_area = pygame.Rect(round(6 * u), prompt.bottom, 0, bottom - prompt.bottom)
    local_area.width = width - round(buttons_w * u) - local_area.x
    plate_w, plate_h = round(230 * u), round(52 * u)
    local_plate = pygame.Rect(local_area.x, local_area.bottom - plate_h - round(6 * u), plate_w, plate_h)
    fan_left, fan_right = local_plate.right + hand_w * 0.6, local_area.right - hand_w * 0.55
    fan_center = ((fan_left + fan_right) / 2, local_area.bottom - hand_h * 0.5 - round(10 * u))
    local_span = fan_right - fan_left
    local = SeatLayout(
        me,
        True,
        local_area,
        local_plate,
        fan_center,
        hand_w,
        local_span,
        # above the hand, left of its middle: not the plate, the move log sits above it
        bubble=(
            max(fan_left + hand_w * 0.4, fan_center[0] - hand_w),
            fan_center[1] - hand_h * 0.6 - round(6 * u),
        ),
        front=(cx, fan_center[1] - hand_h * 0.9),
        hand_top=prompt.bottom,
    )
    local.tower_h = max(12, round(30 * u))
    _tower_slots(local, u)

    others = players - 1
    seats: list[SeatLayout | None] = [None] * players
    seats[me] = local
    if others:
        factor = 1.0
        while True:
            placed = _place_others(width, height, cx, cy, u, others, factor)
            areas = [s[0] for s in placed]
            if factor <= 0.3 or _fits(areas, [local_area, center_area, prompt], width, height):
                break
            factor *= 0.94
        for k, (area, center) in enumerate(placed):
            seat = (me + 1 + k) % players
            seats[seat] = _opponent(seat, area, center, u * factor, (cx, cy), pile_h)
    placed_seats = [s for s in seats if s is not None]
    assert len(placed_seats) == players, "every seat is placed"
    return Layout(
        width,
        height,
        players,
        me,
        u,
        (cx, cy),
        center_area,
        draw_pos,
        discard_pos,
        pile_w,
        ring,
        color_pos,
        tray,
        tray_slots,
        tray_h,
        placed_seats,
        round(PROMPT_LINE * u),
        prompt,
    )


def tray_geometry(u: float, tower_h: int) -> tuple[pygame.Rect, list[tuple[float, float]]]:
    """The tower tray's size and its four slots (relative to its top left): a title row, then two rows
    of two cells; a cell is a tower with what it blocks beside it, and a caption below (free, or the
    name of who holds it). See `tray_parts` for the rows' heights."""
    pad, title_h, cell_w, caption_h = tray_parts(u, tower_h)
    tray = pygame.Rect(0, 0, 2 * cell_w + 3 * pad, title_h + 2 * (tower_h + caption_h) + 3 * pad)
    slots = []
    for i in range(4):
        col, row = i % 2, i // 2
        slots.append(
            (
                pad + col * (cell_w + pad) + cell_w / 2,
                title_h + pad + row * (tower_h + caption_h + pad) + tower_h / 2,
            )
        )
    return tray, slots


def tray_parts(u: float, tower_h: int) -> tuple[int, int, int, int]:
    """(padding, title row height, cell width, caption height) of the tower tray."""
    return round(7 * u), max(12, round(22 * u)), round(tower_h * 1.75), max(10, round(16 * u))


def _place_others(width, height, cx, cy, u, count, factor):
    aw, ah = round(200 * u * factor), round(118 * u * factor)
    margin = 6 * u
    rx = width / 2 - aw / 2 - margin
    ry_top = cy - ah / 2 - margin
    pts = _ellipse_points(cx, cy, rx, ry_top, *ARC)
    centers = _spread(pts, count)
    placed = []
    for x, y in centers:
        area = pygame.Rect(0, 0, aw, ah)
        area.center = (round(x), round(y))
        area.clamp_ip(pygame.Rect(0, 0, width, height))
        placed.append((area, area.center))
    return placed


def _fits(areas, fixed, width, height) -> bool:
    screen = pygame.Rect(0, 0, width, height)
    for i, a in enumerate(areas):
        if not screen.contains(a):
            return False
        if any(a.colliderect(f) for f in fixed):
            return False
        if any(a.colliderect(b) for b in areas[i + 1 :]):
            return False
    return True


#: the least height of an opponent's plate, in pixels: its two lines of words at their least legible size
#: (sprites.PlateSprite, glyphs.LEGIBLE) with room between them; the plate's fan gives it up (ten seats)
PLATE_LEAST = 33


def _opponent(seat, area: pygame.Rect, center, u, table_center, pile_h) -> SeatLayout:
    plate_h = max(round(area.height * 0.4), min(area.height // 2, PLATE_LEAST))
    plate = pygame.Rect(area.x, area.bottom - plate_h, area.width, plate_h)
    card_w = max(14, round(min(area.height * 0.56, area.height - plate_h) / 1.5))
    fan_center = (area.centerx, plate.top - card_height(card_w) * 0.5)
    tx, ty = table_center
    dx, dy = tx - area.centerx, ty - area.centery
    d = math.hypot(dx, dy) or 1.0
    ux, uy = abs(dx / d) or 1e-9, abs(dy / d) or 1e-9
    edge = min(area.width / 2 / ux, area.height / 2 / uy)
    half_card = min(pile_h / 1.5 / 2 / ux, pile_h / 2 / uy)
    reach = min(d - pile_h, edge + half_card + 4 * u)
    front = (area.centerx + dx / d * reach, area.centery + dy / d * reach)
    s = SeatLayout(
        seat,
        False,
        area,
        plate,
        fan_center,
        card_w,
        area.width * 0.62,
        bubble=(area.centerx, area.top + area.height * 0.25),
        front=front,
    )
    s.tower_h = max(10, round(plate_h * 0.62))
    _tower_slots(s, u)
    return s


def _tower_slots(s: SeatLayout, u: float) -> None:
    """Four slots for owned towers, inside the right end of the plate."""
    step = s.tower_h * 0.66
    y = s.plate.centery
    right = s.plate.right - s.tower_h * 0.5
    s.towers = [(right - step * (3 - i), y) for i in range(4)]
