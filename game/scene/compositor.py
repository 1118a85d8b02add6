"""Draws the scene onto a kept canvas, redrawing only the regions that changed since the last frame.

Most of a frame at rest is the same as the last one: the felt, the name plates, the hands. Each
drawable tells what it will draw this frame as *parts*, `(key, rect)` pairs (`parts(world, opacity,
node)`): the key says what is drawn (an image, its opacity, a shape's points), the rect where on the
screen. A part that appeared, went away or changed its place in the drawing order makes its rect
dirty; each dirty rect is drawn again from the felt up, every drawable that reaches into it drawn in
order with the canvas clipped to it. So the canvas holds, pixel for pixel, what drawing the whole
scene would give, at the cost of the changed regions and one copy of the canvas to the window.

A drawable without `parts` (or whose `parts` returns None) cannot be tracked: that frame and the
next are drawn whole.
"""

from __future__ import annotations

import pygame

#: above this share of the window dirty, the whole canvas is drawn again (cheaper than many clips)
FULL_SHARE = 0.45


class Compositor:
    def __init__(self) -> None:
        self.canvas: pygame.Surface | None = None
        self._background: pygame.Surface | None = None
        self._parts: list[tuple] | None = None  # last frame's parts, in drawing order; None: redraw all
        self.frames = 0
        self.full_frames = 0  # frames drawn whole (the first, after a resize, untracked drawables)
        self.dirty_area = 0  # pixels drawn again in partial frames, summed (for the bench)
        self.last_share = 1.0  # the share of the window the last frame drew again
        self._items: list | None = None  # the last frame's drawables (for `redraw`)
        self._boxes: list[pygame.Rect] = []

    def draw(self, surface: pygame.Surface, root, background: pygame.Surface) -> None:
        """Draw `background` and the tree under `root` onto `surface` (the size of `background`)."""
        size = background.get_size()
        items = root.collect([])
        parts: list[tuple] | None = []
        boxes: list[pygame.Rect] = []
        for drawable, world, opacity, node in items:
            get = getattr(drawable, "parts", None)
            got = get(world, opacity, node) if get is not None else None
            if got is None:
                parts = None
                boxes.append(pygame.Rect(0, 0, *size))
                continue
            if parts is not None:
                parts.extend(got)
            boxes.append(_union([r for _k, r in got]))
        canvas = self.canvas
        if canvas is None or canvas.get_size() != size:
            canvas = self.canvas = pygame.Surface(size)
            self._parts = None
        full = self._parts is None or parts is None or background is not self._background
        dirty: list[pygame.Rect] = []
        if not full:
            assert parts is not None and self._parts is not None
            dirty = merge_rects(_changed(self._parts, parts), pygame.Rect(0, 0, *size))
            full = sum(r.w * r.h for r in dirty) > FULL_SHARE * size[0] * size[1]
        self.frames += 1
        area = size[0] * size[1] or 1
        self.last_share = 1.0 if full else sum(r.w * r.h for r in dirty) / area
        if full:
            self.full_frames += 1
            canvas.set_clip(None)
            canvas.blit(background, (0, 0))
            for drawable, world, opacity, node in items:
                drawable.draw(canvas, world, opacity, node)
        else:
            for rect in dirty:
                self.dirty_area += rect.w * rect.h
                canvas.set_clip(rect)
                canvas.blit(background, rect, rect)
                for i in rect.collidelistall(boxes):
                    drawable, world, opacity, node = items[i]
                    drawable.draw(canvas, world, opacity, node)
            canvas.set_clip(None)
        self._parts = parts
        self._background = background
        self._items, self._boxes = items, boxes
        surface.blit(canvas, (0, 0))

    def redraw(self, rects: list[pygame.Rect], fresh=()) -> bool:
        """Draw `rects` of the canvas again, the last frame's drawables as they are now (only what is in
        `fresh` moved since: its reach is asked again). False: there is no frame to draw on."""
        canvas, items, background = self.canvas, self._items, self._background
        if canvas is None or items is None or background is None:
            return False
        boxes = list(self._boxes)
        for i, (drawable, world, opacity, node) in enumerate(items):
            if drawable in fresh:
                boxes[i] = _union([r for _k, r in drawable.parts(world, opacity, node)])
        for rect in rects:
            canvas.set_clip(rect)
            canvas.blit(background, rect, rect)
            for i in rect.collidelistall(boxes):
                drawable, world, opacity, node = items[i]
                drawable.draw(canvas, world, opacity, node)
        canvas.set_clip(None)
        return True


def _union(rects: list) -> pygame.Rect:
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return pygame.Rect(rects[0]).unionall(rects[1:]) if len(rects) > 1 else pygame.Rect(rects[0])


def _changed(prev: list[tuple], cur: list[tuple]) -> list:
    """The rects of parts that are in only one of the two frames, or whose order among the parts in
    both changed (those off the longest run kept in order)."""
    where: dict[tuple, list[int]] = {}
    for i, part in enumerate(prev):
        where.setdefault(part, []).append(i)
    used: dict[tuple, int] = {}
    common: list[tuple[int, tuple]] = []  # (index in prev, part) in the current order
    dirty = []
    for part in cur:
        seen = where.get(part)
        k = used.get(part, 0)
        if seen is not None and k < len(seen):
            used[part] = k + 1
            common.append((seen[k], part))
        else:
            dirty.append(part[1])
    for part, seen in where.items():
        for _ in seen[used.get(part, 0) :]:
            dirty.append(part[1])
    order = [i for i, _part in common]
    if any(a > b for a, b in zip(order, order[1:], strict=False)):
        keep = _increasing(order)
        dirty.extend(part[1] for j, (_i, part) in enumerate(common) if j not in keep)
    return dirty


def _increasing(seq: list[int]) -> set[int]:
    """The positions of a longest increasing subsequence of `seq` (patience sorting)."""
    import bisect

    tails: list[int] = []  # value of the smallest tail of each length
    tail_at: list[int] = []  # its position
    back = [-1] * len(seq)
    for j, v in enumerate(seq):
        k = bisect.bisect_left(tails, v)
        if k == len(tails):
            tails.append(v)
            tail_at.append(j)
        else:
            tails[k] = v
            tail_at[k] = j
        back[j] = tail_at[k - 1] if k else -1
    keep = set()
    j = tail_at[-1] if tail_at else -1
    while j >= 0:
        keep.add(j)
        j = back[j]
    return keep


def merge_rects(rects, bounds: pygame.Rect) -> list[pygame.Rect]:
    """The rects clipped to `bounds` (the window), overlapping ones joined (each pixel drawn once); the
    screens' light frames (game/ui/kit/frames.py) send the window the same."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r).clip(bounds)
        if r.w <= 0 or r.h <= 0:
            continue
        i = r.collidelist(out)
        while i >= 0:
            r.union_ip(out.pop(i))
            i = r.collidelist(out)
        out.append(r)
    return out
