"""The power towers on the table, made readable: where each tower stands, the tray, and the tip.

- A free tower stands in the tray beside the piles; a held one stands by its owner's name plate (under
  an opponent's plate, over the local one), in a row as tall as the plate, always with the card it
  blocks beside it (a small card under a red "no" sign).
- The tray is also the legend: a title, and for each of the four towers a cell with the tower (or its
  faint outline when someone holds it) and a caption: "free", or the holder's name.
- Pointing at a tower, at the seat or in the tray, opens a tip: its name and colour, what it blocks
  and what that means, and who holds it or how to take it. The numbers and the tower-to-card table
  come from game.rules (TOWER_BLOCKS, TOWER_COLOR), the words from scene.ftl.
"""

from __future__ import annotations

import pygame

from game.rules.cards import SYMBOLS, TOWER_BLOCKS, TOWER_COLOR

from . import glyphs
from .layout import tray_parts
from .node import Node
from .palette import CARD_RGB, GOLD, WHITE
from .textwrap import wrap
from .towerart import TowerArt

TIP_Z = 50  # above every layer of the table


# -- where the towers stand ------------------------------------------------------------------------------


def seat_tower_h(layout, seat: int) -> int:
    """How tall a held tower stands by its owner's plate."""
    return max(20, round(layout.seat(seat).plate.height * 1.0))


def rest_heights(layout) -> list[int]:
    """Every height a tower rests at: the tray's and each seat's (their art is cached at these)."""
    return sorted({layout.tray_tower_h} | {seat_tower_h(layout, s) for s in range(layout.players)})


def seat_slots(layout, seat: int, count: int) -> list[tuple[float, float]]:
    """Centres for `count` towers held by `seat`: a row under an opponent's plate (centred on it), or
    over the local plate (from its left end: left of it, they ran into it), kept inside the window."""
    sl = layout.seat(seat)
    h = seat_tower_h(layout, seat)
    step = TowerArt.width_of(h, badge=True) + h * 0.08
    plate = sl.plate
    if sl.local:  # a row over the plate, from its left end (left of it is the window's edge)
        xs = [plate.left + step / 2 + step * i for i in range(count)]
        y = plate.top - h * 0.56
    else:
        xs = [plate.centerx + step * (i - (count - 1) / 2) for i in range(count)]
        y = plate.bottom + h * 0.56
    low = step / 2
    shift = max(0.0, low - min(xs, default=low)) - max(0.0, max(xs, default=0) - (layout.width - low))
    y = min(y, layout.height - h / 2)
    return [(x + shift, y) for x in xs]


def tower_target(scene, symbol: str) -> tuple[float, float, float, float, float]:
    """(x, y, rotation, scale, z) of a tower node where the scene's model puts it."""
    L = scene.layout
    owner = scene.towers[symbol]
    if owner is None:
        x, y = L.tray_slots[SYMBOLS.index(symbol)] if L.tray_slots else L.center
        return x, y, 0.0, 1.0, 0
    mine = [s for s in SYMBOLS if scene.towers[s] == owner]
    x, y = seat_slots(L, owner, len(mine))[mine.index(symbol)]
    return x, y, 0.0, seat_tower_h(L, owner) / L.tray_tower_h, 0


def local_top(layout) -> int:
    """The top of what stands at the local seat: its plate, and in an edition with towers the row of
    towers it may hold over the plate (the move log and the key glyphs keep above it)."""
    plate = layout.seat(layout.me).plate
    if layout.tray is None:
        return plate.top
    return round(plate.top - seat_tower_h(layout, layout.me) * 1.12)


def held_rects(scene, seat: int) -> list[pygame.Rect]:
    """Where the towers `seat` holds stand on the screen now (none: it holds none, or no towers)."""
    return [
        tower_rect(node, scene.layout.tray_tower_h)
        for symbol, node in scene.tower_nodes.items()
        if scene.towers.get(symbol) == seat
    ]


def tower_rect(node: Node, height: int) -> pygame.Rect:
    """The screen rectangle of a tower node drawn `height` pixels tall at scale 1."""
    h = height * node.scale
    rect = pygame.Rect(0, 0, round(TowerArt.width_of(round(h), badge=True)), round(h))
    rect.center = (round(node.x), round(node.y))
    return rect


# -- the tray ----------------------------------------------------------------------------------------------


def captions(scene) -> dict[str, tuple[str, bool]]:
    """symbol -> (caption, held): "free" in the player's language, or the holder's name."""
    out = {}
    for symbol in SYMBOLS:
        owner = scene.towers[symbol]
        out[symbol] = (scene.text("scene-tower-free"), False) if owner is None else (scene.names[owner], True)
    return out


class TraySprite:
    """The tray: a dark inlay with its title, a socket for each tower, the faint outline of a tower
    that someone holds, and each tower's caption. Drawn again only when a caption or the size changes."""

    def __init__(self, scene):
        self.scene = scene
        self._key = None
        self._image: pygame.Surface | None = None

    def parts(self, world, opacity, node) -> list[tuple]:
        image = self._current()
        rect = image.get_rect(center=(round(world.x), round(world.y)))
        return [((image,), tuple(rect))]

    def draw(self, surface, world, opacity, node) -> None:
        image = self._current()
        surface.blit(image, image.get_rect(center=(round(world.x), round(world.y))))

    def _current(self) -> pygame.Surface:
        scene = self.scene
        L = scene.layout
        key = (
            L.tray.size,
            tuple(L.tray_slots),
            scene.text("scene-towers-title"),
            tuple(captions(scene).items()),
            scene.tower_art.colour_blind,
        )
        if key != self._key or self._image is None:
            self._key = key
            self._image = self._render()
        return self._image

    def _render(self) -> pygame.Surface:
        scene = self.scene
        L = scene.layout
        rect, h = L.tray, L.tray_tower_h
        pad, title_h, cell_w, caption_h = tray_parts(L.unit, h)
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        r = img.get_rect()
        radius = max(6, round(14 * L.unit))
        pygame.draw.rect(img, (8, 50, 34, 235), r, border_radius=radius)
        pygame.draw.rect(img, (120, 170, 140), r, 2, border_radius=radius)
        words = scene.text("scene-towers-title")
        title = fit_text(words, max(10, round(title_h * 0.78)), r.width - 2 * pad, GOLD)
        img.blit(title, title.get_rect(midtop=(r.centerx, pad // 2 + 1)))
        small = max(9, round(caption_h * 0.86))
        for symbol, (text, held) in captions(scene).items():
            x, y = L.tray_slots[SYMBOLS.index(symbol)]
            x, y = x - rect.x, y - rect.y
            sock = pygame.Rect(0, 0, round(h * 0.72), round(h * 0.24))
            sock.center = (round(x - h * 0.22), round(y + h * 0.43))
            pygame.draw.ellipse(img, (4, 34, 22), sock)
            if held:  # the tower's outline stays in the legend, faint, while someone holds it
                ghost = scene.tower_art.tower(symbol, h, badge=True).copy()
                ghost.set_alpha(70)
                img.blit(ghost, ghost.get_rect(center=(round(x), round(y))))
            label = fit_text(text, small, cell_w, GOLD if held else (215, 235, 220))
            img.blit(label, label.get_rect(midtop=(round(x), round(y + h / 2 + 1))))
        return img


def fit_text(text: str, size: int, width: float, color) -> pygame.Surface:
    """`text` in the UI font, smaller (to 70%) and then cut with an ellipsis to fit `width` pixels."""
    image = None
    for k in (1.0, 0.9, 0.8, 0.7):
        font = glyphs.ui_font(max(6, round(size * k)))
        image = font.render(text, True, color)
        if image.get_width() <= width:
            return image
    while len(text) > 1 and font.size(text + "…")[0] > width:
        text = text[:-1]
    return font.render(text + "…", True, color)


# -- the tip -------------------------------------------------------------------------------------------


def tip_lines(scene, symbol: str) -> tuple[str, str, list[str]]:
    """(title, what it blocks, the explanation's sentences) for the tower `symbol` now."""
    rank = TOWER_BLOCKS[symbol]
    owner = scene.towers[symbol]
    title = scene.text("scene-tower-title", color=TOWER_COLOR[symbol], tower=symbol)
    blocks = scene.text("scene-tower-blocks", rank=rank)
    how = scene.text("scene-tower-how", rank=rank)
    where = (
        scene.text("scene-tower-take", tower=symbol)
        if owner is None
        else scene.text("scene-tower-held", player=scene.names[owner])
    )
    return title, blocks, [how, where]


class TipSprite:
    """A tower's tip: a panel with the tower itself, its name, what it blocks, and two sentences."""

    def __init__(self):
        self.image: pygame.Surface | None = None
        self.key = None

    def set(self, scene, symbol: str) -> None:
        key = (
            symbol,
            scene.towers[symbol],
            scene.layout.unit,
            tip_lines(scene, symbol),
            scene.tower_art.colour_blind,
        )
        if key != self.key:
            self.key = key
            self.image = render_tip(scene, symbol)

    def size(self) -> tuple[int, int]:
        return self.image.get_size() if self.image is not None else (0, 0)

    def parts(self, world, opacity, node) -> list[tuple]:
        if self.image is None:
            return []
        return [((self.image,), tuple(self.image.get_rect(center=(round(world.x), round(world.y)))))]

    def draw(self, surface, world, opacity, node) -> None:
        if self.image is not None:
            surface.blit(self.image, self.image.get_rect(center=(round(world.x), round(world.y))))


def render_tip(scene, symbol: str) -> pygame.Surface:
    u = scene.layout.unit
    title, blocks, sentences = tip_lines(scene, symbol)
    width = max(230, round(330 * u))
    pad = max(8, round(12 * u))
    tower_h = max(30, round(58 * u))
    tower = scene.tower_art.tower(symbol, tower_h, badge=True)
    text_w = width - 3 * pad - tower.get_width()
    head = glyphs.ui_font(max(13, round(23 * u)))
    body = glyphs.ui_font(max(11, round(17 * u)))
    rows: list[pygame.Surface] = [head.render(title, True, WHITE), body.render(blocks, True, GOLD)]
    gaps = {1}  # a little space after these rows: under the heading lines, between the sentences
    for sentence in sentences:
        rows += [body.render(line, True, (225, 232, 226)) for line in wrap(body, sentence, text_w)]
        gaps.add(len(rows) - 1)
    gaps.discard(len(rows) - 1)
    text_h = sum(r.get_height() for r in rows) + len(gaps) * (pad // 2)
    height = max(tower_h, text_h) + 2 * pad
    img = pygame.Surface((width, height), pygame.SRCALPHA)
    r = img.get_rect()
    rgb = CARD_RGB[TOWER_COLOR[symbol]]
    pygame.draw.rect(img, (14, 22, 20, 242), r, border_radius=pad)
    pygame.draw.rect(img, rgb, r, max(2, round(3 * u)), border_radius=pad)
    img.blit(tower, (pad, pad))
    x, y = 2 * pad + tower.get_width(), pad
    for i, row in enumerate(rows):
        img.blit(row, (x, y))
        y += row.get_height() + (pad // 2 if i in gaps else 0)
    return img


class TowerTips:
    """The tip of the tower under the pointer (`hover`); one node above the table, hidden otherwise."""

    def __init__(self, scene):
        self.scene = scene
        self.sprite = TipSprite()
        self.node = scene.root.add(Node(z=TIP_Z, drawable=self.sprite, hittable=False, name="tower-tip"))
        self.node.visible = False
        self.symbol: str | None = None

    def tower_at(self, pos) -> tuple[str, pygame.Rect] | None:
        """The tower under `pos` (where it stands, or its cell in the tray) and its rectangle."""
        scene = self.scene
        L = scene.layout
        for symbol, node in scene.tower_nodes.items():
            rect = tower_rect(node, L.tray_tower_h)
            if rect.collidepoint(pos):
                return symbol, rect
        if L.tray is not None and L.tray.collidepoint(pos):
            _pad, _title, cell_w, caption_h = tray_parts(L.unit, L.tray_tower_h)
            for symbol, (x, y) in zip(SYMBOLS, L.tray_slots, strict=True):
                cell = pygame.Rect(0, 0, cell_w, L.tray_tower_h + caption_h)
                cell.midtop = (round(x), round(y - L.tray_tower_h / 2))
                if cell.collidepoint(pos):
                    return symbol, cell
        return None

    def hover(self, pos) -> str | None:
        found = self.tower_at(pos) if self.scene.tower_nodes else None
        if found is None:
            self.hide()
            return None
        symbol, rect = found
        self.sprite.set(self.scene, symbol)
        self.symbol = symbol
        self.node.visible = True
        self.place(rect)
        return symbol

    def place(self, rect: pygame.Rect) -> None:
        """Beside the tower: to its right when there is room, else to its left; inside the window."""
        L = self.scene.layout
        w, h = self.sprite.size()
        gap = max(6, round(10 * L.unit))
        x = rect.right + gap + w / 2
        if x + w / 2 > L.width - 4:
            x = rect.left - gap - w / 2
        x = min(max(x, w / 2 + 4), L.width - w / 2 - 4)
        y = min(max(rect.centery, h / 2 + 4), L.height - h / 2 - 4)
        self.node.x, self.node.y = x, y

    def hide(self) -> None:
        self.node.visible = False
        self.symbol = None

    def refresh(self) -> None:
        """The towers moved or changed hands: an open tip shows the news."""
        if self.symbol is not None:
            self.sprite.set(self.scene, self.symbol)
