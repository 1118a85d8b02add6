"""The pointer on the table: the local card lifted under it, a card dragged and dropped, and what a
click at a point means (a card of the local hand, the draw pile, a seat's name plate).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cardart import card_height
from .node import Node, Transform
from .tween import Tween

if TYPE_CHECKING:
    from .table import TableScene


def pointer(scene: TableScene, pos) -> str | None:
    """Hover: lift the local card under the pointer (returns its code); a tower's tip opens."""
    scene.tower_tips.hover(pos)
    node = local_card_at(scene, pos)
    hover(scene, node)
    return node.drawable.code if node is not None else None


def hover(scene: TableScene, node: Node | None) -> None:
    """Lift `node` (a card of the local hand, or None for none) and lower the one lifted before."""
    if node is not scene.hovered:
        lift = -card_height(scene.ref_w) * 0.2
        if node is not None:  # never up into the turn's prompt band (issue 41: a message covered its index)
            top = node.y - card_height(round(node.drawable.width * node.scale)) / 2
            lift = min(0.0, max(lift, scene.layout.prompt.bottom - top))
        for n, to in ((scene.hovered, 0.0), (node, lift)):
            if n is not None:
                scene.cosmetic.cancel(n)
                scene.cosmetic.play(Tween(n, "offset_y", to, 0.12, "out_quad"))
        scene.hovered = node


def drag(scene: TableScene, node: Node, pos) -> None:
    """A card of the local hand held under the pointer (drag and throw): it follows the pointer,
    above everything, level and unlifted."""
    if scene.hovered is node:
        scene.cosmetic.cancel(node)
        scene.hovered = None
    scene.animator.cancel(node)
    node.offset_y = 0.0
    node.x, node.y = float(pos[0]), float(pos[1])
    node.rotation = 0.0
    if node.z < 1000:
        node.z = scene._next_flight_z()


def drop(scene: TableScene, node: Node) -> None:
    """A dragged card let go without being played: back to its place in the hand."""
    if node in scene.hands[scene.me]:
        scene.animator.play(scene.settle(0.22))


def throw_zone(scene: TableScene, pos) -> bool:
    """Letting a dragged card go here plays it: over the piles, or anywhere above the hand."""
    L = scene.layout
    if L.center_area.collidepoint(pos):
        return True
    return pos[1] < L.seat(scene.me).area.top - card_height(scene.ref_w) * 0.2


def target_at(scene: TableScene, pos) -> tuple[str, object] | None:
    """What a click at `pos` means: ("card", code) in the local hand, ("draw", None) on the draw
    pile, ("seat", n) on a name plate (to catch a player), or None."""
    node = local_card_at(scene, pos)
    if node is not None:
        return "card", node.drawable.code
    if scene.pile_node.contains(scene.pile_node.world(), *pos):
        return "draw", None
    for seat in range(scene.players):
        if scene.layout.seat(seat).plate.collidepoint(pos):
            return "seat", seat
    return None


def local_card_at(scene: TableScene, pos) -> Node | None:
    """The local card under the pointer, judged at its resting place (a lifted card does not
    slide out from under the pointer that lifted it)."""
    px, py = pos
    for node in sorted(scene.hands[scene.me], key=lambda n: (n.z, n._order), reverse=True):
        if node.contains(Transform(node.x, node.y, node.rotation, node.scale), px, py):
            return node
    return None
