"""Drawn glyphs of a pad's buttons (Xbox, PlayStation and Nintendo looks) and of keyboard keys, for the
hints. Drawn with pygame.draw (no image files, no font for the PlayStation symbols), cached by size.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.i18n import font_path
from game.scene.glyphs import live_font
from game.ui.pad.devices import NINTENDO, PLAYSTATION

WHITE, INK = (250, 250, 246), (28, 30, 34)
_XBOX_FACE = {"a": (92, 178, 62), "b": (214, 62, 52), "x": (46, 120, 214), "y": (236, 184, 36)}
_PS_FACE = {"a": (124, 170, 238), "b": (238, 92, 96), "x": (226, 132, 200), "y": (74, 196, 160)}
_SHOULDER = {
    "xbox": {"lb": "LB", "rb": "RB"},
    PLAYSTATION: {"lb": "L1", "rb": "R1"},
    NINTENDO: {"lb": "L", "rb": "R"},
}
_KEY_NAMES = {
    pygame.K_RETURN: "Enter",
    pygame.K_ESCAPE: "Esc",
    pygame.K_PAGEUP: "PgUp",
    pygame.K_PAGEDOWN: "PgDn",
    pygame.K_TAB: "Tab",
    pygame.K_SPACE: "Space",
}
_ARROWS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}


_FONTS: dict[int, pygame.font.Font] = {}


def _font(px: int) -> pygame.font.Font:
    """The UI font at `px` pixels, kept while pygame's font module lives (game.scene.glyphs.live_font)."""
    px = max(6, px)
    return live_font(_FONTS, px, lambda: pygame.font.Font(str(font_path(True)), px))


def _text(surface: pygame.Surface, text: str, center, px: int, color) -> None:
    img = _font(px).render(text, True, color)
    surface.blit(img, img.get_rect(center=center))


def _triangle(surface, center, r: float, direction: str, color) -> None:
    x, y = center
    points = {
        "up": [(x, y - r), (x - r, y + r * 0.7), (x + r, y + r * 0.7)],
        "down": [(x, y + r), (x - r, y - r * 0.7), (x + r, y - r * 0.7)],
        "left": [(x - r, y), (x + r * 0.7, y - r), (x + r * 0.7, y + r)],
        "right": [(x + r, y), (x - r * 0.7, y - r), (x - r * 0.7, y + r)],
    }[direction]
    pygame.draw.polygon(surface, color, points)


@lru_cache(maxsize=256)
def pad_glyph(control: str, layout: str, h: int) -> pygame.Surface:
    """The glyph of `control` ("a", "lb", "start", "dpad_lr", "page"...) on a `layout` pad, `h` tall."""
    h = max(12, h)
    if control in ("a", "b", "x", "y"):
        return _face(control, layout, h)
    if control in ("lb", "rb"):
        surf = pygame.Surface((round(h * 1.5), h), pygame.SRCALPHA)
        rect = surf.get_rect().inflate(-2, -round(h * 0.16))
        pygame.draw.rect(surf, (70, 74, 82), rect, border_radius=h // 3)
        pygame.draw.rect(surf, WHITE, rect, max(1, h // 14), border_radius=h // 3)
        _text(surf, _SHOULDER.get(layout, _SHOULDER["xbox"])[control], rect.center, round(h * 0.5), WHITE)
        return surf
    if control in ("start", "back"):
        return _middle(control, layout, h)
    if control.startswith("dpad") or control in ("up", "down", "left", "right"):
        return _dpad(control, h)
    if control == "page":  # the right stick, up and down
        surf = pygame.Surface((h, h), pygame.SRCALPHA)
        c = (h // 2, h // 2)
        pygame.draw.circle(surf, (70, 74, 82), c, h // 2 - 1)
        pygame.draw.circle(surf, WHITE, c, h // 2 - 1, max(1, h // 14))
        _text(surf, "R", c, round(h * 0.42), WHITE)
        _triangle(surf, (h // 2, round(h * 0.14)), h * 0.1, "up", WHITE)
        _triangle(surf, (h // 2, round(h * 0.86)), h * 0.1, "down", WHITE)
        return surf
    raise ValueError(f"no glyph for {control!r}")


def _face(control: str, layout: str, h: int) -> pygame.Surface:
    surf = pygame.Surface((h, h), pygame.SRCALPHA)
    c, r = (h // 2, h // 2), h // 2 - 1
    line = max(2, round(h / 9))
    if layout == PLAYSTATION:
        pygame.draw.circle(surf, INK, c, r)
        color, s = _PS_FACE[control], h * 0.24
        x, y = c
        if control == "a":  # cross
            pygame.draw.line(surf, color, (x - s, y - s), (x + s, y + s), line)
            pygame.draw.line(surf, color, (x - s, y + s), (x + s, y - s), line)
        elif control == "b":  # circle
            pygame.draw.circle(surf, color, c, round(s * 1.1), line)
        elif control == "x":  # square
            side = round(s * 1.9)
            pygame.draw.rect(
                surf, color, pygame.Rect(0, 0, side, side).move(x - side // 2, y - side // 2), line
            )
        else:  # triangle
            pts = [(x, y - s * 1.15), (x - s * 1.15, y + s * 0.8), (x + s * 1.15, y + s * 0.8)]
            pygame.draw.polygon(surf, color, pts, line)
        return surf
    if layout == NINTENDO:
        pygame.draw.circle(surf, (226, 226, 222), c, r)
        pygame.draw.circle(surf, INK, c, r, max(1, h // 16))
        _text(surf, control.upper(), c, round(h * 0.58), INK)
        return surf
    pygame.draw.circle(surf, _XBOX_FACE[control], c, r)
    pygame.draw.circle(surf, INK, c, r, max(1, h // 16))
    _text(surf, control.upper(), c, round(h * 0.58), WHITE)
    return surf


def _middle(control: str, layout: str, h: int) -> pygame.Surface:
    """Start and Back (Menu and View, Options and Create, + and -)."""
    if layout == NINTENDO:
        surf = pygame.Surface((h, h), pygame.SRCALPHA)
        c = (h // 2, h // 2)
        pygame.draw.circle(surf, (70, 74, 82), c, h // 2 - 1)
        s, line = round(h * 0.26), max(2, h // 8)
        pygame.draw.line(surf, WHITE, (c[0] - s, c[1]), (c[0] + s, c[1]), line)
        if control == "start":
            pygame.draw.line(surf, WHITE, (c[0], c[1] - s), (c[0], c[1] + s), line)
        return surf
    w = round(h * 1.3)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect().inflate(-2, -round(h * 0.2))
    pygame.draw.rect(surf, (70, 74, 82), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surf, WHITE, rect, max(1, h // 14), border_radius=rect.h // 2)
    cx, cy = rect.center
    line = max(1, h // 12)
    if control == "start":  # three lines: Menu (Xbox), Options (PlayStation)
        for dy in (-1, 0, 1):
            y = cy + dy * round(h * 0.14)
            pygame.draw.line(surf, WHITE, (cx - round(h * 0.2), y), (cx + round(h * 0.2), y), line)
    elif layout == PLAYSTATION:  # Create / Share: a small burst of three rays
        for dx in (-1, 0, 1):
            x = cx + dx * round(h * 0.14)
            pygame.draw.line(surf, WHITE, (x, cy - round(h * 0.16)), (x, cy + round(h * 0.16)), line)
    else:  # View: two overlapping windows
        s = round(h * 0.22)
        pygame.draw.rect(surf, WHITE, pygame.Rect(cx - s, cy - s, s + s // 2, s + s // 3), line)
        pygame.draw.rect(surf, WHITE, pygame.Rect(cx - s // 2, cy - s // 3, s + s // 2, s + s // 3), line)
    return surf


def _dpad(control: str, h: int) -> pygame.Surface:
    surf = pygame.Surface((h, h), pygame.SRCALPHA)
    pygame.draw.circle(surf, (20, 22, 26, 210), (h // 2, h // 2), h // 2)  # readable on any felt
    arm = max(4, round(h * 0.34))
    full = pygame.Rect(0, 0, h - 2, arm)
    full.center = (h // 2, h // 2)
    tall = pygame.Rect(0, 0, arm, h - 2)
    tall.center = (h // 2, h // 2)
    pygame.draw.rect(surf, (96, 100, 110), full, border_radius=2)
    pygame.draw.rect(surf, (96, 100, 110), tall, border_radius=2)
    lit = {
        "dpad_lr": ("left", "right"),
        "dpad_ud": ("up", "down"),
        "dpad": ("up", "down", "left", "right"),
    }.get(control, (control,))
    c = (h // 2, h // 2)
    far = h // 2 - arm // 2 - 1
    for d in ("up", "down", "left", "right"):
        dx, dy = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}[d]
        color = WHITE if d in lit else (140, 144, 150)
        _triangle(surf, (c[0] + dx * far, c[1] + dy * far), arm * 0.32, d, color)
    return surf


@lru_cache(maxsize=128)
def key_cap(key: int, h: int) -> pygame.Surface:
    """A keyboard key: its name (or an arrow) on a key cap, `h` tall."""
    h = max(12, h)
    name = _KEY_NAMES.get(key) or ("" if key in _ARROWS else pygame.key.name(key).upper())
    font = _font(round(h * 0.5))
    w = max(h, font.size(name)[0] + round(h * 0.5)) if name else h
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, (236, 236, 230), rect, border_radius=max(2, h // 6))
    pygame.draw.rect(surf, (120, 122, 126), rect, max(1, h // 14), border_radius=max(2, h // 6))
    if name:
        _text(surf, name, rect.center, round(h * 0.5), INK)
    else:
        _triangle(surf, rect.center, h * 0.2, _ARROWS[key], INK)
    return surf
