"""A list of rows longer than its room (a big UI scale, a small window, ten seats): the screen builds only
the rows shown, from `first`; the mouse wheel over the list, the keyboard moving past its first or last
row shown, and the arrow marks at its ends bring the others in. Screens build again cheaply (their state
lives outside the widgets), so scrolling is building again from another first row.

  self.seat_scroll.fit(total, room, row_h)      # in build: which rows are shown (a range)
  self.seat_scroll.add(index, button)           # each row's focusable buttons, as they are built
  self.seat_scroll.draw(surface, self)          # the "more above" and "more below" marks
  scroll_focus(self, step, self.seat_scroll)    # in move_focus: Tab or an arrow past an end scrolls
"""

from __future__ import annotations

import pygame

from . import tokens


class ScrollList:
    def __init__(self) -> None:
        self.first = 0
        self.total = 0
        self.shown = 0
        self.last_first = 0  # the first row when scrolled to the end
        self.area = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[int, list] = {}  # row index -> its focusable buttons (the rows shown)

    def fit(self, total: int, area: pygame.Rect, row_h: int | list[int]) -> range:
        """The rows shown in `area`, `row_h` tall each (or each its own height, a list): every row when
        they all fit, else as many as fit from `first`. A range of row indexes."""
        heights = list(row_h) if isinstance(row_h, list) else [row_h] * total
        self.total = total
        self.area = pygame.Rect(area)
        self.last_first = total - self._count(heights[::-1], 0)
        self.first = max(0, min(self.first, self.last_first))
        self.shown = self._count(heights, self.first)
        self.buttons = {}
        return range(self.first, self.first + self.shown)

    def hide(self) -> None:
        """The list is not on screen (another page is): no wheel, no marks; it keeps its place."""
        self.area = pygame.Rect(0, 0, 0, 0)
        self.total = self.shown = 0
        self.buttons = {}

    def _count(self, heights: list[int], start: int) -> int:
        """How many rows from `start` fit the area (at least one)."""
        used = count = 0
        for h in heights[start:]:
            if used + h > self.area.h and count:
                break
            used += h
            count += 1
        return max(1, count) if heights else 0

    def add(self, index: int, button) -> None:
        """`button` is one of row `index`'s focusable buttons (in Tab order)."""
        self.buttons.setdefault(index, []).append(button)

    @property
    def scrolls(self) -> bool:
        return self.shown < self.total

    @property
    def more_above(self) -> bool:
        return self.first > 0

    @property
    def more_below(self) -> bool:
        return self.first + self.shown < self.total

    def step(self, rows: int) -> bool:
        """Scroll by `rows` (down when positive); whether the rows shown changed."""
        first = max(0, min(self.first + rows, self.last_first))
        changed = first != self.first
        self.first = first
        return changed

    def reveal(self, index: int) -> bool:
        """Scroll so that row `index` is shown; whether the rows shown changed."""
        if index < self.first:
            return self.step(index - self.first)
        if index >= self.first + self.shown:
            return self.step(index - self.first - self.shown + 1)
        return False

    def wheel(self, screen, event) -> bool:
        """A mouse wheel turn over the list scrolls it (the screen is built again); whether it did."""
        pointer = getattr(screen, "pointer", None)
        if event.type != pygame.MOUSEWHEEL or pointer is None or not self.area.collidepoint(pointer):
            return False
        if self.step(-event.y):
            screen.rebuild()
        return True

    def draw(self, surface: pygame.Surface, screen) -> None:
        """A small gold chevron just right of the list, at its top when rows are above the first one
        shown and at its bottom when rows are below the last one."""
        if not self.scrolls:
            return
        px = screen.px
        half = px(tokens.SPACE_XS + 2)
        cx = self.area.right + px(tokens.SPACE_S)
        for more, y, sign in (
            (self.more_above, self.area.top + half, -1),
            (self.more_below, self.area.bottom - half, 1),
        ):
            if more:
                tip = (cx, y + sign * half)
                base = y - sign * half
                pygame.draw.polygon(surface, tokens.GOLD_BRIGHT, [(cx - half, base), (cx + half, base), tip])


def scroll_focus(screen, step: int, *lists: ScrollList) -> bool:
    """Tab or an arrow key moving the focus past the first or last row shown of a list that has more
    rows there scrolls that list one row instead (built again, the focus on the row brought in): whether
    it did. Call it from the screen's `move_focus` before the focus moves."""
    focused = screen.focused_button()
    if focused is None:
        return False
    for rows in lists:
        index = next((i for i, bs in rows.buttons.items() if focused in bs), None)
        if index is None:
            continue
        down = step > 0
        edge = rows.first + rows.shown - 1 if down else rows.first
        at_end = rows.buttons[index][-1 if down else 0] is focused
        if index != edge or not at_end or not rows.step(1 if down else -1):
            return False
        screen.rebuild()
        brought = rows.buttons.get(index + (1 if down else -1), [])
        if brought and brought[0 if down else -1] in screen.focusables:
            screen.focus = screen.focusables.index(brought[0 if down else -1])
        screen.pointer_focus = False
        screen._show_focus()
        return True
    return False
