"""Table layout: every seat count fits every window size without overlaps."""

import itertools

import pygame
import pytest

from game.scene.layout import compute

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("towers", [False, True])
def test_no_two_seat_areas_overlap(size, players, towers):
    for me in (0, players - 1):
        L = compute(*size, players, me, towers=towers)
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
