"""Small drawn icons, by name, in one line weight: menu tiles, house options, the match in numbers.
Each is drawn into a square with pygame's shapes (no image files), in the colour given, so the same
icon serves a dark tile and a gold one. `draw_icon(surface, "gear", rect, colour)`; an unknown name
draws a dot (a plug-in's menu entry without an icon still gets one)."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

Painter = Callable[[pygame.Surface, pygame.Rect, tuple, int], None]
ICONS: dict[str, Painter] = {}


def icon(name: str):
    def register(fn: Painter) -> Painter:
        ICONS[name] = fn
        return fn

    return register


def _p(r: pygame.Rect, x: float, y: float) -> tuple[int, int]:
    return (round(r.x + x * r.w), round(r.y + y * r.h))


def _poly(s, r, colour, points, width=0) -> None:
    pygame.draw.polygon(s, colour, [_p(r, x, y) for x, y in points], width)


def _line(s, r, colour, a, b, lw) -> None:
    pygame.draw.line(s, colour, _p(r, *a), _p(r, *b), lw)


def _circle(s, r, colour, c, radius, width=0) -> None:
    pygame.draw.circle(s, colour, _p(r, *c), max(1, round(radius * r.w)), width)


def _card(s, r, colour, x, y, w, h, lw, fill=False) -> None:
    rect = pygame.Rect(*_p(r, x, y), round(w * r.w), round(h * r.h))
    pygame.draw.rect(s, colour, rect, 0 if fill else lw, border_radius=max(2, rect.w // 6))


@icon("play")
def _play(s, r, c, lw):
    _poly(s, r, c, [(0.3, 0.18), (0.3, 0.82), (0.82, 0.5)])


@icon("new")
def _new(s, r, c, lw):
    _card(s, r, c, 0.16, 0.22, 0.4, 0.58, lw)
    _card(s, r, c, 0.44, 0.14, 0.4, 0.58, lw, fill=True)


@icon("network")
def _network(s, r, c, lw):
    for a, b in (((0.5, 0.22), (0.2, 0.74)), ((0.5, 0.22), (0.8, 0.74)), ((0.2, 0.74), (0.8, 0.74))):
        _line(s, r, c, a, b, lw)
    for pt in ((0.5, 0.22), (0.2, 0.74), (0.8, 0.74)):
        _circle(s, r, c, pt, 0.12)


@icon("rules")
def _rules(s, r, c, lw):
    _poly(s, r, c, [(0.14, 0.22), (0.48, 0.3), (0.48, 0.84), (0.14, 0.76)], lw)
    _poly(s, r, c, [(0.86, 0.22), (0.52, 0.3), (0.52, 0.84), (0.86, 0.76)], lw)


@icon("settings")
def _gear(s, r, c, lw):
    centre = _p(r, 0.5, 0.5)
    outer, inner = 0.4 * r.w, 0.28 * r.w
    points = []
    for i in range(16):
        a = i * math.pi / 8
        rad = outer if i % 2 == 0 else inner
        points.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(s, c, points)
    pygame.draw.circle(s, (0, 0, 0, 0), centre, max(1, round(0.13 * r.w)))  # the layer shows through


@icon("statistics")
def _stats(s, r, c, lw):
    for i, hgt in enumerate((0.3, 0.55, 0.42, 0.7)):
        _card(s, r, c, 0.14 + i * 0.19, 0.86 - hgt, 0.14, hgt, lw, fill=True)


@icon("replays")
def _replays(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.14, 0.14), round(0.72 * r.w), round(0.72 * r.h))
    pygame.draw.arc(s, c, rect, math.radians(-60), math.radians(200), lw)
    _poly(s, r, c, [(0.06, 0.4), (0.3, 0.42), (0.16, 0.62)])
    _line(s, r, c, (0.5, 0.32), (0.5, 0.52), lw)
    _line(s, r, c, (0.5, 0.52), (0.64, 0.6), lw)


@icon("quit")
def _quit(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.18, 0.2), round(0.64 * r.w), round(0.64 * r.h))
    pygame.draw.arc(s, c, rect, math.radians(120), math.radians(420), lw)
    _line(s, r, c, (0.5, 0.12), (0.5, 0.48), lw)


@icon("rejoin")
def _rejoin(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.16, 0.16), round(0.68 * r.w), round(0.68 * r.h))
    pygame.draw.arc(s, c, rect, math.radians(30), math.radians(330), lw)
    _poly(s, r, c, [(0.72, 0.12), (0.9, 0.36), (0.64, 0.38)])


@icon("learn")
def _learn(s, r, c, lw):
    _poly(s, r, c, [(0.5, 0.2), (0.92, 0.4), (0.5, 0.6), (0.08, 0.4)])
    _poly(s, r, c, [(0.26, 0.5), (0.26, 0.72), (0.5, 0.82), (0.74, 0.72), (0.74, 0.5), (0.5, 0.62)])


@icon("person")
def _person(s, r, c, lw):
    _circle(s, r, c, (0.5, 0.32), 0.16)
    rect = pygame.Rect(*_p(r, 0.2, 0.56), round(0.6 * r.w), round(0.5 * r.h))
    pygame.draw.ellipse(s, c, rect)
    pygame.draw.rect(s, (0, 0, 0, 0), pygame.Rect(r.x, _p(r, 0, 0.86)[1], r.w, r.h))


@icon("computer")
def _computer(s, r, c, lw):
    _card(s, r, c, 0.12, 0.18, 0.76, 0.5, lw)
    _line(s, r, c, (0.5, 0.68), (0.5, 0.8), lw)
    _line(s, r, c, (0.3, 0.82), (0.7, 0.82), lw)


@icon("stacking")
def _stacking(s, r, c, lw):
    for i in range(3):
        _card(s, r, c, 0.18 + i * 0.12, 0.14 + i * 0.1, 0.4, 0.56, lw, fill=i == 2)


@icon("forced_play")
def _forced(s, r, c, lw):
    _card(s, r, c, 0.1, 0.2, 0.36, 0.56, lw)
    _line(s, r, c, (0.5, 0.5), (0.86, 0.5), lw)
    _poly(s, r, c, [(0.78, 0.36), (0.94, 0.5), (0.78, 0.64)])


@icon("draw_until_playable")
def _draw_until(s, r, c, lw):
    for i in range(3):
        _card(s, r, c, 0.1 + i * 0.06, 0.14 + i * 0.06, 0.36, 0.52, lw)
    _circle(s, r, c, (0.74, 0.56), 0.16)


@icon("seven_zero")
def _seven_zero(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.14, 0.14), round(0.72 * r.w), round(0.72 * r.h))
    pygame.draw.arc(s, c, rect, math.radians(20), math.radians(160), lw)
    pygame.draw.arc(s, c, rect, math.radians(200), math.radians(340), lw)
    _poly(s, r, c, [(0.08, 0.42), (0.26, 0.42), (0.17, 0.58)])
    _poly(s, r, c, [(0.74, 0.58), (0.92, 0.58), (0.83, 0.42)])


@icon("two_player_reverse_skips")
def _reverse(s, r, c, lw):
    _line(s, r, c, (0.2, 0.36), (0.76, 0.36), lw)
    _poly(s, r, c, [(0.7, 0.22), (0.88, 0.36), (0.7, 0.5)])
    _line(s, r, c, (0.24, 0.66), (0.8, 0.66), lw)
    _poly(s, r, c, [(0.3, 0.52), (0.12, 0.66), (0.3, 0.8)])


@icon("jump_in")
def _jump(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.12, 0.3), round(0.76 * r.w), round(0.8 * r.h))
    pygame.draw.arc(s, c, rect, math.radians(20), math.radians(160), lw)
    _poly(s, r, c, [(0.74, 0.26), (0.92, 0.42), (0.7, 0.48)])
    _card(s, r, c, 0.1, 0.6, 0.22, 0.3, lw, fill=True)


@icon("teams")
def _teams(s, r, c, lw):
    _circle(s, r, c, (0.32, 0.34), 0.12)
    _circle(s, r, c, (0.68, 0.34), 0.12)
    for x in (0.1, 0.46):
        rect = pygame.Rect(*_p(r, x, 0.52), round(0.44 * r.w), round(0.36 * r.h))
        pygame.draw.ellipse(s, c, rect)


@icon("uno_penalty")
def _penalty(s, r, c, lw):
    _circle(s, r, c, (0.5, 0.5), 0.38, lw)
    _line(s, r, c, (0.5, 0.26), (0.5, 0.58), lw)
    _circle(s, r, c, (0.5, 0.72), 0.05)


@icon("custom_card")
def _custom(s, r, c, lw):
    _card(s, r, c, 0.22, 0.1, 0.56, 0.8, lw)
    _poly(
        s,
        r,
        c,
        [
            (0.5, 0.3),
            (0.56, 0.46),
            (0.7, 0.5),
            (0.56, 0.54),
            (0.5, 0.7),
            (0.44, 0.54),
            (0.3, 0.5),
            (0.44, 0.46),
        ],
    )


@icon("trophy")
def _trophy(s, r, c, lw):
    _poly(s, r, c, [(0.26, 0.16), (0.74, 0.16), (0.68, 0.5), (0.32, 0.5)])
    _line(s, r, c, (0.5, 0.5), (0.5, 0.72), lw)
    _card(s, r, c, 0.3, 0.72, 0.4, 0.12, lw, fill=True)
    for x, sweep in ((0.12, (90, 270)), (0.64, (-90, 90))):
        rect = pygame.Rect(*_p(r, x, 0.2), round(0.24 * r.w), round(0.24 * r.h))
        pygame.draw.arc(s, c, rect, math.radians(sweep[0]), math.radians(sweep[1]), lw)


@icon("star")
def _star(s, r, c, lw):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = 0.42 if i % 2 == 0 else 0.18
        pts.append((0.5 + rad * math.cos(a), 0.52 + rad * math.sin(a)))
    _poly(s, r, c, pts)


@icon("uno_call")
def _uno_call(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.1, 0.16), round(0.8 * r.w), round(0.56 * r.h))
    pygame.draw.ellipse(s, c, rect, lw)
    _poly(s, r, c, [(0.3, 0.64), (0.22, 0.9), (0.46, 0.7)])


@icon("catch")
def _catch(s, r, c, lw):
    _circle(s, r, c, (0.42, 0.42), 0.26, lw)
    _line(s, r, c, (0.6, 0.6), (0.86, 0.86), lw + 1)


@icon("copy")
def _copy(s, r, c, lw):
    _card(s, r, c, 0.16, 0.1, 0.48, 0.58, lw)
    _card(s, r, c, 0.36, 0.32, 0.48, 0.58, lw, fill=True)


@icon("check")
def _check(s, r, c, lw):
    pygame.draw.lines(s, c, False, [_p(r, 0.16, 0.52), _p(r, 0.42, 0.76), _p(r, 0.86, 0.26)], lw + 1)


@icon("server")
def _server(s, r, c, lw):
    for y in (0.16, 0.42, 0.68):
        _card(s, r, c, 0.16, y, 0.68, 0.2, lw)
        _circle(s, r, c, (0.3, y + 0.1), 0.04)


@icon("timer")
def _timer(s, r, c, lw):
    _circle(s, r, c, (0.5, 0.56), 0.34, lw)
    _line(s, r, c, (0.5, 0.56), (0.5, 0.34), lw)
    _line(s, r, c, (0.5, 0.56), (0.66, 0.64), lw)
    _line(s, r, c, (0.4, 0.1), (0.6, 0.1), lw + 1)


@icon("listed")
def _listed(s, r, c, lw):
    rect = pygame.Rect(*_p(r, 0.08, 0.26), round(0.84 * r.w), round(0.48 * r.h))
    pygame.draw.ellipse(s, c, rect, lw)
    _circle(s, r, c, (0.5, 0.5), 0.12)


@icon("crown")
def _crown(s, r, c, lw):
    _poly(
        s,
        r,
        c,
        [(0.12, 0.74), (0.16, 0.3), (0.34, 0.52), (0.5, 0.22), (0.66, 0.52), (0.84, 0.3), (0.88, 0.74)],
    )


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect, colour: tuple) -> None:
    """The icon `name` drawn into the square centred in `rect` (line weight from its size)."""
    side = min(rect.w, rect.h)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    lw = max(2, round(side / 12))
    painter = ICONS.get(name)
    if painter is None:
        pygame.draw.circle(surface, colour, square.center, max(2, side // 5))
        return
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    painter(layer, layer.get_rect(), (*colour[:3], 255), lw)
    surface.blit(layer, square.topleft)
