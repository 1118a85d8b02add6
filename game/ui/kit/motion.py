"""The screens' motion, in the tokens' durations and curves: a screen entering or leaving slides and
fades over the frame that was on screen (`Transition`), and a pressed button sends out a short ring
(`PressRipple`). Both follow the animation speed, and the reduced-motion setting turns them down: no
sliding, only a quick fade (`Motion`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import tokens


@dataclass(frozen=True)
class Motion:
    """How the screens move now: the animation `speed` (0: instant, nothing moves) and `reduced`."""

    speed: float
    reduced: bool = False

    @property
    def still(self) -> bool:
        return self.speed <= 0

    def seconds(self, base: float) -> float:
        """`base` seconds at this speed (reduced motion: the fast duration, for fades only)."""
        if self.still:
            return 0.0
        return tokens.duration(min(base, tokens.MOTION_FAST) if self.reduced else base, self.speed)

    def slides(self) -> bool:
        return not self.still and not self.reduced


class Timed:
    """Something drawn for `duration` seconds of frames (`update` counts them)."""

    duration = 0.0

    def __init__(self) -> None:
        self.elapsed = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt


class Transition(Timed):
    """The frame that was on screen (`before`), drawn over the new screens while it fades out and slides
    a little away: `forward` (a screen pushed) to the left, back (popped) to the right."""

    def __init__(self, before: pygame.Surface, motion: Motion, forward: bool = True, px: int = 0):
        super().__init__()
        self.before = before
        self.duration = motion.seconds(tokens.MOTION_NORMAL)
        self.shift = (-px if forward else px) if motion.slides() else 0

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        t = tokens.ease_out(self.elapsed / self.duration)
        self.before.set_alpha(round(255 * (1.0 - t)))
        surface.blit(self.before, (round(self.shift * t), 0))


class PressRipple(Timed):
    """A pressed button's answer: a gold ring that grows out of its edge and fades (the overshoot curve
    gives it a small pop)."""

    def __init__(self, rect: pygame.Rect, motion: Motion, radius: int, grow: int):
        super().__init__()
        self.rect = pygame.Rect(rect)
        self.duration = motion.seconds(tokens.MOTION_SLOW) if motion.slides() else 0.0
        self.radius, self.grow = radius, grow

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        k = self.elapsed / self.duration
        spread = round(self.grow * tokens.overshoot(k))
        ring = self.rect.inflate(2 * spread, 2 * spread)
        layer = pygame.Surface(ring.size, pygame.SRCALPHA)
        width = max(1, self.grow // 3)
        color = (*tokens.GOLD_BRIGHT, round(200 * (1.0 - tokens.ease_out(k))))
        pygame.draw.rect(layer, color, layer.get_rect(), width, border_radius=self.radius + spread)
        surface.blit(layer, ring)
