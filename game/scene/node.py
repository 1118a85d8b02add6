"""Scene nodes: a local transform, opacity, z-order, children and an optional drawable.

Coordinates are screen pixels, y down. A node's rotation is in degrees, positive clockwise on screen.
The world transform of a node is its parent's world transform composed with its own local one:

    world = parent . translate(x, y) . rotate(rotation) . scale(scale) . translate(offset)

(`offset` is a shift in the node's own rotated frame: a hovered card lifts along its own "up").
Every transform here is a similarity (uniform scale), so a world transform is four numbers.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Transform:
    x: float = 0.0
    y: float = 0.0
    rotation: float = 0.0  # degrees, clockwise on screen
    scale: float = 1.0

    def apply(self, px: float, py: float) -> tuple[float, float]:
        """A point of this frame in the parent (world) frame."""
        rad = math.radians(self.rotation)
        c, s = math.cos(rad), math.sin(rad)
        px, py = px * self.scale, py * self.scale
        return self.x + c * px - s * py, self.y + s * px + c * py

    def inverse_apply(self, wx: float, wy: float) -> tuple[float, float]:
        """A world point in this frame."""
        rad = math.radians(self.rotation)
        c, s = math.cos(rad), math.sin(rad)
        dx, dy = wx - self.x, wy - self.y
        lx, ly = c * dx + s * dy, -s * dx + c * dy
        if self.scale == 0:
            return math.inf, math.inf
        return lx / self.scale, ly / self.scale

    def compose(
        self, x: float, y: float, rotation: float, scale: float, ox: float = 0.0, oy: float = 0.0
    ) -> Transform:
        """This transform followed by a child's local one."""
        cx, cy = self.apply(x, y)
        rot = self.rotation + rotation
        sc = self.scale * scale
        if ox or oy:
            rad = math.radians(rot)
            c, s = math.cos(rad), math.sin(rad)
            cx += (c * ox - s * oy) * sc
            cy += (s * ox + c * oy) * sc
        return Transform(cx, cy, rot, sc)


IDENTITY = Transform()


class Node:
    """A scene node. `size` (w, h), centred on the node's origin, makes it hit-testable."""

    def __init__(
        self,
        x: float = 0.0,
        y: float = 0.0,
        rotation: float = 0.0,
        scale: float = 1.0,
        opacity: float = 1.0,
        z: float = 0.0,
        drawable=None,
        size: tuple[float, float] | None = None,
        name: str = "",
        hittable: bool = True,
    ):
        self.x = float(x)
        self.y = float(y)
        self.rotation = float(rotation)
        self.scale = float(scale)
        self.opacity = float(opacity)
        self.z = z
        self.offset_x = 0.0
        self.offset_y = 0.0
        self.flip = 1.0  # horizontal squeeze for card flips: 1 full width, 0 edge-on
        self.discard_angle = 0.0  # a card on the discard pile lies turned by this much (set by the table)
        self.visible = True
        self.drawable = drawable
        self.size = size
        self.name = name
        self.hittable = hittable
        self.parent: Node | None = None
        self.children: list[Node] = []
        self._order = 0  # insertion order, for a stable z sort

    # -- tree ------------------------------------------------------------------------------------
    _counter = 0

    def add(self, child: Node) -> Node:
        if child.parent is not None:
            child.parent.remove(child)
        child.parent = self
        Node._counter += 1
        child._order = Node._counter
        self.children.append(child)
        return child

    def remove(self, child: Node) -> None:
        if child.parent is self:
            self.children.remove(child)
            child.parent = None

    def detach(self) -> None:
        if self.parent is not None:
            self.parent.remove(self)

    def ordered_children(self) -> list[Node]:
        """Children in drawing order: z, then insertion."""
        return sorted(self.children, key=lambda n: (n.z, n._order))

    # -- transforms --------------------------------------------------------------------------------
    @property
    def pos(self) -> tuple[float, float]:
        return self.x, self.y

    @pos.setter
    def pos(self, value: tuple[float, float]) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    def local_in(self, parent_world: Transform) -> Transform:
        return parent_world.compose(self.x, self.y, self.rotation, self.scale, self.offset_x, self.offset_y)

    def world(self) -> Transform:
        chain = []
        node: Node | None = self
        while node is not None:
            chain.append(node)
            node = node.parent
        t = IDENTITY
        for node in reversed(chain):
            t = node.local_in(t)
        return t

    def world_opacity(self) -> float:
        o, node = 1.0, self
        while True:
            o *= node.opacity
            if node.parent is None:
                return o
            node = node.parent

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface, parent: Transform = IDENTITY, opacity: float = 1.0) -> None:
        if not self.visible:
            return
        opacity *= self.opacity
        if opacity <= 0.004:
            return
        world = self.local_in(parent)
        if self.drawable is not None:
            self.drawable.draw(surface, world, opacity, self)
        if self.children:
            for child in self.ordered_children():
                child.draw(surface, world, opacity)

    # -- hit-testing -------------------------------------------------------------------------------
    def contains(self, world: Transform, px: float, py: float) -> bool:
        if self.size is None:
            return False
        lx, ly = world.inverse_apply(px, py)
        w, h = self.size
        return abs(lx) <= w * max(self.flip, 0.0) / 2 and abs(ly) <= h / 2

    def hit(self, px: float, py: float, parent: Transform | None = None) -> Node | None:
        """The topmost hittable node under the point: children above their parent, higher z first."""
        if not self.visible or self.opacity <= 0:
            return None
        world = self.local_in(parent if parent is not None else self._parent_world())
        for child in reversed(self.ordered_children()):
            found = child.hit(px, py, world)
            if found is not None:
                return found
        if self.hittable and self.contains(world, px, py):
            return self
        return None

    def _parent_world(self) -> Transform:
        return self.parent.world() if self.parent is not None else IDENTITY

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()

    def __repr__(self) -> str:
        return f"Node({self.name or id(self)}, x={self.x:.1f}, y={self.y:.1f}, rot={self.rotation:.1f})"
