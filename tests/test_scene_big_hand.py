"""A big local hand (issue 18): at any hand size and window size every card's corner index stays
readable (no card drawn above it covers it) and the hand stays on the window, clear of the turn
controls at the right."""

import pygame
import pytest

from game.scene.cardart import card_height
from game.scene.table import TableScene


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def _rect(slot, card_w) -> pygame.Rect:
    x, y, _rot, _scale, _z = slot
    w, h = card_w, card_height(card_w)
    return pygame.Rect(round(x - w / 2), round(y - h / 2), w, h)


def _index(card: pygame.Rect) -> pygame.Rect:
    """Where the top-left corner index is drawn (game/scene/cardart.py)."""
    return pygame.Rect(
        card.x + round(card.w * 0.06),
        card.y + round(card.h * 0.04),
        round(card.w * 0.24),
        round(card.h * 0.17),
    )


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (1280, 1024)])
@pytest.mark.parametrize("players", [2, 4, 10])
def test_every_corner_index_shows_at_any_hand_size(size, players):
    scene = TableScene(size, players)
    card_w = scene.layout.seat(scene.me).card_w
    controls_left = size[0] - round((150 + 14) * max(0.75, min(size[0] / 1280, size[1] / 720)))
    for n in range(1, 49):
        slots = scene.hand_slots(scene.me, n)
        rects = [_rect(s, card_w) for s in slots]
        for i, (slot, rect) in enumerate(zip(slots, rects, strict=True)):
            index = _index(rect).inflate(-2, -2)
            above = [r for s, r in zip(slots, rects, strict=True) if s[4] > slot[4]]
            covered = [r for r in above if r.colliderect(index)]
            assert not covered, f"{n} cards at {size}: card {i}'s index is covered"
            assert 0 <= rect.left and rect.bottom <= size[1], f"{n} cards at {size}: card {i} off the window"
            assert rect.right <= controls_left, f"{n} cards at {size}: card {i} runs under the buttons"
