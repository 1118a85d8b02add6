"""Where the cards of a hand lie: the order of the local hand (`hand_sort_key`), how many rows it
needs so that every corner index shows, and each card's slot in a seat's fan or rows.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.rules.cards import CARDS, COLORS

from .cardart import card_height

if TYPE_CHECKING:
    from .table import TableScene

#: where a card goes: x, y, rotation, scale, z
Slot = tuple[float, float, float, float, float]

_RANK_ORDER = {
    r: i
    for i, r in enumerate(
        [
            "0",
            "1",
            "2",
            "3",
            "4",
            "5",
            "6",
            "7",
            "8",
            "9",
            "S",
            "R",
            "D1",
            "D2",
            "T2",
            "X",
            "W",
            "W4",
            "WT",
            "WS",
            "WC1",
            "WC2",
            "WC3",
        ]
    )
}

#: a card of the local hand shows at least this share of its width, so its corner index can be read
MIN_SHOWN = 0.36
#: rows of the local hand stand this share of a card's height apart (the back row's index shows)
ROW_STEP = 0.4
MAX_ROWS = 3
#: the local hand's cards shrink no smaller than this share of their size to fit (then they overlap more)
LEAST_CARD = 0.45
#: room above the hand's top row for a card lifted under the pointer or the cursor (a share of its height)
LIFT_ROOM = 0.14


def local_rows(n: int, card_w: float, span: float) -> int:
    """How many rows the local hand of `n` cards needs so that every corner index shows."""
    per_row = max(1, int(span / (card_w * MIN_SHOWN)) + 1)
    return min(MAX_ROWS, math.ceil(n / per_row))


def hand_height(card_w: int, rows: int) -> float:
    """The height a local hand of `rows` rows takes, a lifted card included."""
    h = card_height(card_w)
    return h * (1 + LIFT_ROOM) + (rows - 1) * h * ROW_STEP


def local_fit(n: int, card_w: int, span: float, room: float) -> tuple[int, int]:
    """(rows, card width) of a local hand of `n` cards in `span` pixels across (from the first card's
    centre to the last's) and `room` pixels high: the biggest cards (at most `card_w`) whose corner
    indexes all show in at most MAX_ROWS rows that fit the room."""
    w = card_w
    while True:
        rows = local_rows(n, w, span)
        fits = math.ceil(n / rows) <= int(span / (w * MIN_SHOWN)) + 1
        if (fits and hand_height(w, rows) <= room) or w <= card_w * LEAST_CARD:
            return rows, w
        w = min(w - 1, round(w * 0.96))


def hand_sort_key(code: str):
    card = CARDS[code]
    return (COLORS.index(card.color) if card.color else 9, _RANK_ORDER[card.rank], card.symbol or "")


def hand_slots(scene: TableScene, seat: int, n: int) -> list[Slot]:
    sl = scene.layout.seat(seat)
    if n == 0:
        return []
    fx, fy = sl.fan_center
    scale = sl.card_w / scene.ref_w
    cw = sl.card_w
    if sl.local:
        room = sl.area.bottom - sl.hand_top
        rows, cw = local_fit(n, cw, sl.fan_span, room)
        scale = cw / scene.ref_w
        # the hand sits on the bottom of its area: smaller cards come down with it
        fy += (card_height(sl.card_w) - card_height(cw)) / 2
        if rows > 1:
            return rows_slots(sl, n, rows, cw, fx, fy, scale)
        spacing = min(cw * 0.72, sl.fan_span / max(1, n - 1))
        spread = min(3.0, 26.0 / n)
        drop = card_height(cw) * 3.0
    elif scene.revealed:  # round over: the hands lie open, larger and spread so they can be read
        cw = scene.reveal_w
        scale = cw / scene.ref_w
        spacing = min(cw * 0.42, sl.area.width * 1.05 / max(1, n - 1))
        spread = min(3.0, 24.0 / n)
        drop = card_height(cw) * 2.0
        fy = sl.plate.top - card_height(cw) * 0.45
    else:
        spacing = min(cw * 0.34, sl.fan_span / max(1, n - 1))
        spread = min(5.0, 36.0 / n)
        drop = card_height(cw) * 2.0
    slots: list[Slot] = []
    mid = (n - 1) / 2
    for i in range(n):
        k = i - mid
        rot = k * spread
        slots.append((fx + k * spacing, fy + drop * (1 - math.cos(math.radians(rot))), rot, scale, 300 + i))
    return slots


def rows_slots(sl, n: int, rows: int, cw: int, fx: float, fy: float, scale: float) -> list[Slot]:
    """A hand too big for one readable fan: `rows` flat rows of cards `cw` wide, the first cards in the
    back row; each back row shows the top of its cards (the corner index) above the row in front."""
    per = math.ceil(n / rows)
    step = card_height(cw) * ROW_STEP
    slots: list[Slot] = []
    for i in range(n):
        row, col = divmod(i, per)
        count = min(per, n - row * per)
        spacing = min(cw * 0.72, sl.fan_span / max(1, count - 1))
        k = col - (count - 1) / 2
        y = fy - (rows - 1 - row) * step
        slots.append((fx + k * spacing, y, 0.0, scale, 300 + i))
    return slots
