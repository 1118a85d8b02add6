"""Tweens (any numeric or tuple property, with easing), timelines that sequence and stagger them,
and the animator that plays them at the chosen speed (0 = instant).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Protocol


class Item(Protocol):
    """What a timeline holds: a tween, a call or another timeline."""

    @property
    def total(self) -> float: ...
    def update(self, dt: float) -> bool: ...
    def finish(self) -> None: ...


def _out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def _out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": lambda t: t,
    "in_quad": lambda t: t * t,
    "out_quad": lambda t: 1 - (1 - t) * (1 - t),
    "in_out_quad": lambda t: 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2,
    "in_cubic": lambda t: t**3,
    "out_cubic": lambda t: 1 - (1 - t) ** 3,
    "in_out_cubic": lambda t: 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2,
    "in_out_sine": lambda t: -(math.cos(math.pi * t) - 1) / 2,
    "out_back": _out_back,
    "out_elastic": _out_elastic,
}


def lerp(a, b, k: float):
    if isinstance(a, tuple):
        return tuple(x + (y - x) * k for x, y in zip(a, b, strict=True))
    return a + (b - a) * k


class Tween:
    """Animate `target.attr` to `to` over `duration` seconds after `delay`.

    The start value is read when the tween starts (after its delay), so tweens sequenced on one
    property chain smoothly. `on_complete` runs exactly once, when the end value has been set.
    """

    def __init__(
        self,
        target,
        attr: str,
        to,
        duration: float,
        ease: str | Callable = "out_cubic",
        delay: float = 0.0,
        on_complete: Callable[[], None] | None = None,
        start=None,
    ):
        self.target, self.attr, self.to = target, attr, to
        self.duration = max(0.0, float(duration))
        self.delay = max(0.0, float(delay))
        self.ease = EASINGS[ease] if isinstance(ease, str) else ease
        self.on_complete = on_complete
        self.start = start
        self.elapsed = 0.0
        self.started = False
        self.done = False

    @property
    def total(self) -> float:
        return self.delay + self.duration

    def _begin(self) -> None:
        self.started = True
        if self.start is None:
            self.start = getattr(self.target, self.attr)

    def update(self, dt: float) -> bool:
        """Advance by dt seconds; True once finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self.started:
            self._begin()
        t = self.elapsed - self.delay
        if t >= self.duration:
            self.finish()
            return True
        setattr(self.target, self.attr, lerp(self.start, self.to, self.ease(t / self.duration)))
        return False

    def finish(self) -> None:
        if self.done:
            return
        if not self.started:
            self._begin()
        setattr(self.target, self.attr, self.to)
        self.done = True
        if self.on_complete is not None:
            self.on_complete()


class Call:
    """A callback as a timeline item (zero duration)."""

    def __init__(self, fn: Callable[[], None]):
        self.fn = fn
        self.done = False
        self.total = 0.0

    def update(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            self.fn()


class Timeline:
    """Items placed at start times. `then` sequences, `with_` runs beside the last item, `stagger`
    spreads items `gap` seconds apart; `wait` moves the cursor. A timeline is itself an item."""

    def __init__(self, on_complete: Callable[[], None] | None = None):
        self.items: list[tuple[float, Item]] = []
        self.cursor = 0.0  # where `then` places the next item
        self.last_start = 0.0
        self.elapsed = 0.0
        self.done = False
        self.on_complete = on_complete
        self._next = 0  # index of the first item not yet started (items are kept sorted by start)
        self._active: list[tuple[float, Item]] = []

    @property
    def total(self) -> float:
        return max((start + item.total for start, item in self.items), default=0.0)

    def add(self, item, at: float) -> Timeline:
        self.items.append((at, item))
        self.items.sort(key=lambda pair: pair[0])
        self.last_start = at
        self.cursor = max(self.cursor, at + item.total)
        return self

    def then(self, item) -> Timeline:
        return self.add(item, self.cursor)

    def with_(self, item) -> Timeline:
        return self.add(item, self.last_start)

    def at(self, time: float, item) -> Timeline:
        return self.add(item, time)

    def call(self, fn: Callable[[], None]) -> Timeline:
        return self.then(Call(fn))

    def wait(self, seconds: float) -> Timeline:
        self.cursor += seconds
        return self

    def stagger(self, items, gap: float, at: float | None = None) -> Timeline:
        start = self.cursor if at is None else at
        for i, item in enumerate(items):
            self.add(item, start + i * gap)
        return self

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += dt
        still = [(start, item) for start, item in self._active if not item.update(dt)]
        while self._next < len(self.items) and self.items[self._next][0] <= self.elapsed:
            start, item = self.items[self._next]
            self._next += 1
            if not item.update(self.elapsed - start):
                still.append((start, item))
        self._active = still
        if self._next >= len(self.items) and not self._active:
            self._complete()
        return self.done

    def finish(self) -> None:
        if self.done:
            return
        while self._next < len(self.items):
            self._active.append(self.items[self._next])
            self._next += 1
        # finish in start order so chained tweens read the right start values
        for _start, item in sorted(self._active, key=lambda pair: pair[0]):
            item.finish()
        self._active = []
        self._complete()

    def _complete(self) -> None:
        if not self.done:
            self.done = True
            if self.on_complete is not None:
                self.on_complete()


class Animator:
    """Plays items. `speed` multiplies time: 1 normal, 2 twice as fast, 0 instant."""

    def __init__(self, speed: float = 1.0):
        self.speed = speed
        self.items: list = []

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def play(self, item):
        if self.speed <= 0:
            item.finish()
        else:
            self.items.append(item)
        return item

    def update(self, dt: float) -> None:
        if self.speed <= 0:
            self.finish_all()
            return
        dt *= self.speed
        items, self.items = self.items, []
        for item in items:
            if not item.update(dt):
                self.items.append(item)

    def finish_all(self) -> None:
        while self.items:
            items, self.items = self.items, []
            for item in items:
                item.finish()

    def cancel(self, target) -> None:
        """Drop running tweens on `target` (they stay where they are)."""
        self.items = [i for i in self.items if getattr(i, "target", None) is not target]
