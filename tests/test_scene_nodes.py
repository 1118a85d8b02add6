"""Scene graph: transform composition down the tree and top-down hit-testing."""

import math

import pytest

from game.scene.node import Node, Transform


def close(a, b, eps=1e-6):
    return all(abs(x - y) < eps for x, y in zip(a, b, strict=True))


def test_world_transform_composes_translation_rotation_and_scale():
    root = Node(100, 50)
    arm = root.add(Node(10, 0, rotation=90, scale=2))
    hand = arm.add(Node(5, 0, rotation=45, scale=0.5))
    w = hand.world()
    # arm origin at (110, 50); rotated 90 deg clockwise (y down) and scaled 2: local (5, 0) -> (0, 10)
    assert close((w.x, w.y), (110, 60))
    assert w.rotation == pytest.approx(135)
    assert w.scale == pytest.approx(1.0)


def test_offset_is_applied_in_the_node_own_rotated_frame():
    card = Node(0, 0, rotation=90)
    card.offset_y = -10  # lift 10 along the card's own "up"
    w = card.world()
    assert close((w.x, w.y), (10, 0))  # the card's up points to +x after 90 deg clockwise


def test_inverse_apply_undoes_apply():
    t = Transform(30, -20, 33, 1.7)
    for p in [(0, 0), (5, 9), (-12.5, 3)]:
        assert close(t.inverse_apply(*t.apply(*p)), p)


def test_world_transform_follows_a_parent_change():
    root = Node()
    parent = root.add(Node(50, 0))
    child = parent.add(Node(0, 10))
    assert close((child.world().x, child.world().y), (50, 10))
    parent.rotation = 180
    assert close((child.world().x, child.world().y), (50, -10))


def _card(x, y, rot, z):
    return Node(x, y, rotation=rot, z=z, size=(60, 90), name=f"card{z}")


def test_hit_testing_overlapping_rotated_cards_picks_the_topmost():
    root = Node()
    layer = root.add(Node())
    low = layer.add(_card(100, 100, 20, z=1))
    high = layer.add(_card(130, 100, -20, z=2))
    # a point in both cards: the higher z wins
    assert low.contains(low.world(), 115, 100) and high.contains(high.world(), 115, 100)
    assert root.hit(115, 100) is high
    # raise the lower one: it wins now
    low.z = 3
    assert root.hit(115, 100) is low
    # a point only in the left card (outside the right card's rotated rectangle)
    assert root.hit(75, 100) is low
    # a point outside both
    assert root.hit(300, 300) is None


def test_hit_testing_respects_rotation():
    root = Node()
    card = root.add(Node(0, 0, rotation=90, size=(20, 100)))
    # rotated 90 deg the card is wide: (40, 0) is inside, (0, 40) is not
    assert root.hit(40, 0) is card
    assert root.hit(0, 40) is None


def test_hit_testing_skips_invisible_and_unhittable_nodes_and_sees_scale():
    root = Node()
    under = root.add(Node(0, 0, size=(50, 50), z=0))
    over = root.add(Node(0, 0, size=(50, 50), z=1, hittable=False))
    assert root.hit(0, 0) is under
    over.hittable = True
    assert root.hit(0, 0) is over
    over.visible = False
    assert root.hit(0, 0) is under
    under.scale = 0.2  # now 10 x 10
    assert root.hit(20, 0) is None
    assert root.hit(4, 0) is under


def test_children_draw_in_z_order_then_insertion_order():
    root = Node()
    a = root.add(Node(z=1, name="a"))
    b = root.add(Node(z=0, name="b"))
    c = root.add(Node(z=1, name="c"))
    assert [n.name for n in root.ordered_children()] == ["b", "a", "c"]
    assert math.isclose(a.world_opacity(), 1.0) and b.parent is root and c.parent is root
