"""Tweens: easing, completion callbacks, timelines that sequence and stagger, animation speed."""

import pytest

from game.scene.node import Node
from game.scene.tween import EASINGS, Animator, Timeline, Tween


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easings_start_at_0_and_end_at_1(name):
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_linear_tween_interpolates_and_completes_once():
    node = Node()
    done = []
    tw = Tween(node, "x", 100.0, 1.0, "linear", on_complete=lambda: done.append(node.x))
    assert tw.update(0.25) is False and node.x == pytest.approx(25)
    assert tw.update(0.5) is False and node.x == pytest.approx(75)
    assert tw.update(0.5) is True and node.x == 100
    tw.update(1.0)
    tw.finish()
    assert done == [100]


def test_easing_shapes_the_path():
    a, b = Node(), Node()
    Tween(a, "x", 100.0, 1.0, "in_quad").update(0.5)
    Tween(b, "x", 100.0, 1.0, "out_quad").update(0.5)
    assert a.x == pytest.approx(25)
    assert b.x == pytest.approx(75)


def test_tween_on_a_tuple_property_and_delay():
    node = Node(0, 0)
    tw = Tween(node, "pos", (10.0, 20.0), 1.0, "linear", delay=0.5)
    tw.update(0.4)
    assert node.pos == (0, 0)
    tw.update(0.6)  # 0.5 s into the motion
    assert node.pos == pytest.approx((5.0, 10.0))


def test_start_value_is_read_when_the_tween_starts():
    node = Node()
    tl = Timeline()
    tl.then(Tween(node, "x", 10.0, 1.0, "linear"))
    tl.then(Tween(node, "x", 30.0, 1.0, "linear"))
    tl.update(1.5)
    assert node.x == pytest.approx(20.0)  # halfway from 10 to 30
    tl.update(0.6)
    assert tl.done and node.x == 30


def test_timeline_stagger_and_with():
    nodes = [Node() for _ in range(3)]
    tl = Timeline()
    tl.stagger([Tween(n, "x", 1.0, 1.0, "linear") for n in nodes], gap=0.5)
    tl.with_(Tween(nodes[0], "y", 1.0, 1.0, "linear"))  # beside the last one (starts at 1.0)
    assert tl.total == pytest.approx(2.0)
    tl.update(0.75)
    assert [n.x for n in nodes] == pytest.approx([0.75, 0.25, 0.0])
    assert nodes[0].y == 0
    tl.update(0.75)
    assert nodes[0].y == pytest.approx(0.5)
    tl.update(1.0)
    assert tl.done and all(n.x == 1 for n in nodes) and nodes[0].y == 1


def test_timeline_callbacks_run_in_order_and_on_complete():
    order = []
    tl = Timeline(on_complete=lambda: order.append("end"))
    tl.call(lambda: order.append("a"))
    tl.wait(1.0)
    tl.call(lambda: order.append("b"))
    tl.update(0.5)
    assert order == ["a"]
    tl.update(0.6)
    assert order == ["a", "b", "end"]


def test_animator_speed_scales_time():
    fast, slow = Node(), Node()
    a2, a1 = Animator(speed=2.0), Animator(speed=1.0)
    a2.play(Tween(fast, "x", 100.0, 1.0, "linear"))
    a1.play(Tween(slow, "x", 100.0, 1.0, "linear"))
    a2.update(0.25)
    a1.update(0.25)
    assert fast.x == pytest.approx(50) and slow.x == pytest.approx(25)


def test_instant_speed_completes_everything_at_once_in_order():
    node = Node()
    order = []
    anim = Animator(speed=0)
    tl = Timeline(on_complete=lambda: order.append("done"))
    tl.then(Tween(node, "x", 10.0, 1.0, on_complete=lambda: order.append(node.x)))
    tl.then(Tween(node, "x", 20.0, 1.0, on_complete=lambda: order.append(node.x)))
    anim.play(tl)
    assert node.x == 20 and order == [10, 20, "done"] and not anim.busy


def test_finish_all_and_busy():
    node = Node()
    anim = Animator()
    anim.play(Tween(node, "opacity", 0.0, 5.0))
    assert anim.busy
    anim.finish_all()
    assert not anim.busy and node.opacity == 0
