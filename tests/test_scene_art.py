"""Card and tower art: every code of every edition, cached per size, drawn at the size shown."""

import pygame
import pytest

from game.rules.cards import COLORS, SYMBOLS
from game.rules.editions import EDITIONS, edition
from game.rules.options import Options
from game.scene.cardart import BACK, CardArt, all_codes, card_height
from game.scene.palette import SHAPES, shape_points
from game.scene.towerart import TowerArt


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def test_every_card_of_every_edition_has_a_face_at_several_sizes():
    art = CardArt()
    codes = set()
    for name in EDITIONS:
        codes |= set(edition(name).deck(Options(blank_cards="plain") if name == "classic" else Options()))
    assert codes <= set(all_codes())
    for code in sorted(codes) + [BACK]:
        for width in (24, 60, 140):
            surf = art.face(code, width)
            assert surf.get_size() == (width, card_height(width))  # drawn at the size shown
    # faces differ: no two card codes share a picture at one size
    pictures = {pygame.image.tobytes(art.face(c, 60), "RGBA") for c in sorted(codes) + [BACK]}
    assert len(pictures) == len(codes) + 1


def test_faces_are_cached_per_size():
    art = CardArt()
    a = art.face("r5", 80)
    assert art.face("r5", 80) is a
    assert art.renders == 1
    art.face("r5", 81)
    assert art.renders == 2
    assert art.variant("r5", 80, 10) is art.variant("r5", 80, 10)


def test_corners_are_transparent_and_centre_opaque():
    surf = CardArt().face("g7", 100)
    assert surf.get_at((0, 0)).a == 0
    assert surf.get_at((50, 75)).a == 255


def test_colour_blind_mode_adds_shapes_and_each_colour_has_its_own():
    assert len(set(SHAPES.values())) == len(COLORS)
    outlines = {tuple(map(round, sum(shape_points(SHAPES[c], 0, 0, 10), ()))) for c in COLORS}
    assert len(outlines) == 4
    plain, cb = CardArt(False), CardArt(True)
    for code in ("r3", "yS", "gD2", "b9", "W"):
        assert pygame.image.tobytes(plain.face(code, 80), "RGBA") != pygame.image.tobytes(
            cb.face(code, 80), "RGBA"
        )


def test_towers_show_what_they_block():
    art = TowerArt()
    for symbol in SYMBOLS:
        plain = art.tower(symbol, 40)
        badged = art.tower(symbol, 40, badge=True)
        assert plain.get_height() == 40 and badged.get_width() > plain.get_width()
    badges = {pygame.image.tobytes(art.tower(s, 40, badge=True), "RGBA") for s in SYMBOLS}
    assert len(badges) == 4
