"""Drawing in the tokens: rounded shapes with soft shadows, colour mixing, text cut to fit. The drawn
widgets (`kit.widgets`) and the screens paint with these, never with their own numbers."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from . import tokens

RGB = tuple[int, int, int]


def mix(a: tuple[int, ...], b: tuple[int, ...], t: float) -> RGB:
    """`a` moved a share `t` (0-1) of the way toward `b`."""
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def lighter(c: tuple[int, ...], t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def darker(c: tuple[int, ...], t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


#: the soft shadows made so far, by (size, radius, spread, alpha), the least recently used first: a
#: dialog's panel at 4K is a 33 MB shadow, and a long session meets many sizes (every resize, UI scale and
#: language lays panels out again); kept to at most SHADOW_BYTES of pixels, at least the last one
_SHADOWS: OrderedDict[tuple, pygame.Surface] = OrderedDict()
SHADOW_BYTES = 64 * 1024 * 1024
_SHADOW_BYTES = [0]


def _shadow(size: tuple[int, int], radius: int, spread: int, alpha: int) -> pygame.Surface:
    """A soft shadow: rounded rectangles growing outward with falling opacity (cached per size)."""
    key = (size, radius, spread, alpha)
    surf = _SHADOWS.get(key)
    if surf is not None:
        _SHADOWS.move_to_end(key)
        return surf
    w, h = size
    surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    steps = max(1, spread)
    for i in range(steps, 0, -1):
        a = round(alpha * (1 - i / (steps + 1)) / steps * 2)
        rect = pygame.Rect(spread - i, spread - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(surf, (0, 0, 0, min(255, a)), rect, border_radius=radius + i)
    pygame.draw.rect(surf, (0, 0, 0, alpha), pygame.Rect(spread, spread, w, h), border_radius=radius)
    _SHADOWS[key] = surf
    _SHADOW_BYTES[0] += surf.get_pitch() * surf.get_height()
    while len(_SHADOWS) > 1 and _SHADOW_BYTES[0] > SHADOW_BYTES:
        old = _SHADOWS.popitem(last=False)[1]
        _SHADOW_BYTES[0] -= old.get_pitch() * old.get_height()
    return surf


def shadow_bytes() -> int:
    """The bytes of pixels the kept shadows hold."""
    return _SHADOW_BYTES[0]


def shadow(surface: pygame.Surface, rect: pygame.Rect, radius: int, depth: tokens.Shadow, px) -> None:
    """The soft drop shadow of a shape at `rect` (`depth`: SHADOW_LOW or SHADOW_HIGH, scaled by `px`)."""
    spread = max(1, px(depth.spread))
    if rect.w <= 0 or rect.h <= 0:
        return
    img = _shadow(rect.size, radius, spread, depth.alpha)
    surface.blit(img, (rect.x - spread, rect.y - spread + px(depth.offset)))


def rounded(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, ...],
    radius: int,
    *,
    depth: tokens.Shadow | None = None,
    px=None,
    edge: tuple[int, ...] | None = None,
    edge_width: int = 0,
) -> None:
    """A filled rounded rectangle, with a soft shadow under it (`depth`) and a soft edge (`edge`)."""
    if depth is not None and px is not None:
        shadow(surface, rect, radius, depth, px)
    if len(colour) == 4:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if edge is not None and edge_width > 0:
        pygame.draw.rect(surface, edge, rect, edge_width, border_radius=radius)


def glow(
    surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...], radius: int, strength: float
) -> None:
    """A soft halo round `rect` (the gold of a winner, a hovered tile); `strength` 0-1."""
    if strength <= 0:
        return
    spread = max(2, rect.h // 8)
    img = _shadow(rect.size, radius, spread, round(90 * min(1.0, strength)))
    tinted = img.copy()
    tinted.fill((*colour[:3], 255), special_flags=pygame.BLEND_RGB_ADD)
    surface.blit(tinted, (rect.x - spread, rect.y - spread))


def fit_text(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut with an ellipsis when it is wider than `width` in `font`."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fitting_font(ctx, text: str, width: int, sizes: tuple[int, ...], bold: bool = False) -> pygame.font.Font:
    """The largest type size of `sizes` (largest first) in which `text` fits `width`, else the smallest."""
    for size in sizes:
        font = ctx.font(size, bold)
        if font.size(text)[0] <= width:
            return font
    return ctx.font(sizes[-1], bold)


def text(
    surface: pygame.Surface,
    font: pygame.font.Font,
    words: str,
    colour: tuple[int, ...],
    anchor: str,
    pos,
    width: int | None = None,
) -> tuple[str, pygame.Rect]:
    """Draw `words` (cut to `width` when given) anchored at `pos`; (the words drawn, their rect)."""
    if width is not None:
        words = fit_text(font, words, width)
    img = font.render(words, True, colour)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return words, rect
