"""Colours of the table and the cards, and the shape each card colour carries for colour-blind players."""

from __future__ import annotations

import math

import pygame

CARD_RGB = {"r": (214, 38, 42), "y": (247, 196, 22), "g": (46, 156, 74), "b": (24, 98, 196)}
WILD_RGB = (28, 28, 30)
WHITE = (250, 250, 247)
INK = (22, 22, 26)
FELT = (18, 96, 62)
FELT_DARK = (10, 60, 40)
GOLD = (255, 214, 90)
GLOW = (255, 244, 160)
COLOR_NAMES = {"r": "red", "y": "yellow", "g": "green", "b": "blue"}

#: every colour also carries a shape: red triangle, yellow star, green square, blue circle
SHAPES = {"r": "triangle", "y": "star", "g": "square", "b": "circle"}


def shape_points(kind: str, cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    if kind == "triangle":
        return [
            (cx + r * math.cos(math.radians(a)), cy + r * 1.1 * math.sin(math.radians(a)) + r * 0.12)
            for a in (-90, 30, 150)
        ]
    if kind == "star":
        pts = []
        for i in range(10):
            rr = r * 1.1 if i % 2 == 0 else r * 0.45
            a = math.radians(-90 + 36 * i)
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        return pts
    if kind == "square":
        s = r * 0.82
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    return [
        (cx + r * 0.9 * math.cos(math.radians(a)), cy + r * 0.9 * math.sin(math.radians(a)))
        for a in range(0, 360, 15)
    ]


def draw_shape(
    surface: pygame.Surface, color: str, center: tuple[float, float], radius: float, fill=None, outline=INK
) -> None:
    """The shape of card colour `color`, filled (default: the colour itself) with a dark outline."""
    pts = shape_points(SHAPES[color], center[0], center[1], radius)
    pygame.draw.polygon(surface, fill or CARD_RGB[color], pts)
    if outline is not None:
        pygame.draw.polygon(surface, outline, pts, max(1, round(radius * 0.18)))
