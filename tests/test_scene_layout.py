"""Table layout: every seat count fits every window size without overlaps."""

import itertools

import pygame
import pytest

from game.scene.layout import LEAST_ROOM, compute, unit

SIZES = [(960, 540), (1280, 720), (1920, 1080), (1920, 1200), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("towers", [False, True])
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_no_two_seat_areas_overlap(size, players, towers, scale):
    for me in (0, players - 1):
        L = compute(*size, players, me, towers=towers, scale=scale)
        screen = pygame.Rect(0, 0, *size)
        areas = [L.seat(s).area for s in range(players)]
        assert len(areas) == players and L.seat(me).local
        for a, b in itertools.combinations(areas, 2):
            assert not a.colliderect(b), (a, b)
        for s in range(players):
            sl = L.seat(s)
            assert screen.contains(sl.area), sl.area
            assert not sl.area.colliderect(L.center_area)
            assert sl.area.contains(sl.plate)
        assert screen.contains(L.center_area)


def test_seats_go_clockwise_from_the_local_seat_left():
    L = compute(1280, 720, 4, me=2)
    assert L.seat(2).local
    left, top, right = L.seat(3).area.center, L.seat(0).area.center, L.seat(1).area.center
    assert left[0] < top[0] < right[0]
    assert top[1] < left[1] and top[1] < right[1]
    assert L.seat(2).area.centery > max(left[1], right[1])


def test_layout_scales_with_the_window():
    small, big = compute(960, 540, 6), compute(3840, 2160, 6)
    assert big.pile_w > 3 * small.pile_w
    assert big.seat(0).card_w > 3 * small.seat(0).card_w


def test_the_ui_scale_grows_the_table_but_leaves_it_its_least_room():
    """At 150% the cards, piles and plates are half again as big on a big window, as the table's words
    and the menus are; on the smallest window they grow only as far as the table's least room (the
    4-seat power-tower table overlapped at the menus' two thirds); below 100% the table stays as it is."""
    for size in ((1920, 1080), (3840, 2160)):
        plain, big = compute(*size, 4, towers=True), compute(*size, 4, towers=True, scale=1.5)
        assert big.unit == pytest.approx(plain.unit * 1.5, rel=0.01) or big.unit == pytest.approx(
            min(size[0] / LEAST_ROOM[0], size[1] / LEAST_ROOM[1])
        )
        assert big.pile_w > plain.pile_w * 1.3 and big.seat(0).plate.height > plain.seat(0).plate.height * 1.3
    small = compute(960, 540, 4, towers=True, scale=1.5)
    assert small.unit == pytest.approx(1.0)  # 960x540 pixels hold 960x540 design units: the least room
    assert unit(960, 540, 1.5) == unit(1280, 720, 1.0) == 1.0
    assert compute(1920, 1080, 4, scale=0.7).unit == compute(1920, 1080, 4).unit
