"""The table's frame is drawn from caches and only where it changed (issue 25), pixel for pixel the same
as drawing every card face directly and the whole scene every frame; the caches stay bounded."""

from __future__ import annotations

import random

import pygame
import pytest

from game.bench.randomplay import choose_move
from game.play.tableview import state_view
from game.rules import NextRound, Options, apply, new_game
from game.rules.editions import edition
from game.scene import glyphs
from game.scene.cardart import BACK, CardArt
from game.scene.table import TableScene

SIZE = (960, 540)


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def pixels(surface: pygame.Surface) -> bytes:
    return surface.get_buffer().raw


def whole(scene: TableScene) -> pygame.Surface:
    """The frame drawn the plain way: the felt, then every node."""
    ref = pygame.Surface(scene.size)
    ref.blit(scene._bg, (0, 0))
    scene.root.draw(ref)
    return ref


def test_compositor_frames_are_the_whole_scene_pixel_for_pixel():
    """A 6-seat deal and play, with a hover, the keyboard marker, a colour-blind switch and a resize
    on the way: every frame the compositor gives is the frame drawing the whole scene gives, and most
    frames were drawn only in part (what changed)."""
    rng = random.Random(4)
    events: list = []
    state = new_game("classic", 6, Options(), seed=4, events=events)
    scene = TableScene(SIZE, 6, 0, "classic", speed=6.0, seed=4)
    scene.feed(events, state_view(state, 0))
    screen = pygame.Surface(SIZE)
    moves = 0
    for frame in range(150):
        if not scene.queue:
            if state.phase == "round_over":
                scene.feed(apply(state, 0, NextRound()), state_view(state, 0))
            elif state.phase != "game_over":
                seat, action = choose_move(state, rng)
                scene.feed(apply(state, seat, action), state_view(state, 0))
                moves += 1
        if frame == 100 and scene.hands[0]:
            scene.hover(scene.hands[0][0])
        if frame in (110, 125) and len(scene.hands[0]) > 1:  # the keyboard cursor's marker on, then off
            scene.hands[0][1].drawable.marked = frame == 110
        if frame == 120:
            scene.set_colour_blind(True)
        if frame == 135:
            scene.resize((1000, 560))
            screen = pygame.Surface(scene.size)
        scene.update(1 / 60)
        scene.draw(screen)
        assert pixels(screen) == pixels(whole(scene)), f"frame {frame}"
    comp = scene.compositor
    assert moves > 3
    assert comp.full_frames < comp.frames / 10  # the rest drawn only where something changed
    assert comp.dirty_area < 0.5 * comp.frames * SIZE[0] * SIZE[1]


def test_a_plate_pulse_and_a_flash_are_redrawn_where_they_are():
    """Things that change without moving (the halo's pulse, a penalty's flash) are tracked too."""
    state = new_game("classic", 4, Options(), seed=2, events=[])
    scene = TableScene(SIZE, 4, 0, "classic", speed=0, seed=2)
    scene.snap(state_view(state, 0))
    screen = pygame.Surface(SIZE)
    for flash in (1.0, 0.6, 0.3, 0.0):
        scene.plates[2].flash = flash
        pygame.time.wait(30)  # the active seat's halo pulses by the clock
        scene.draw(screen)
        assert pixels(screen) == pixels(whole(scene))


def faces_of(art: CardArt, plan: list[tuple[str, int]]) -> dict[tuple[str, int], bytes]:
    return {key: pixels(art.face(*key)) for key in plan}


def test_faces_drawn_ahead_in_slices_are_the_faces_drawn_at_once():
    """Drawing faces ahead a little each frame (a glyph's outline stopped half way and finished in a
    later frame) gives the same pixels as drawing each face in one go, and so do the dimmed and
    glowing variants made ahead for a resting card."""
    codes = sorted(set(edition("classic").deck(Options())))[::5] + [BACK, "W4", "rD2"]
    plan = [(code, width) for width in (60, 132) for code in codes]

    glyphs._OUTLINES.clear()
    direct = CardArt()
    want = faces_of(direct, plan)
    want_variants = {
        (code, glow): pixels(direct.variant(code, 132, 7, dim=not glow, glow=glow))
        for code in ("r5", "W4")
        for glow in (False, True)
    }

    glyphs._OUTLINES.clear()
    glyphs._PARTIAL.clear()
    ahead = CardArt()
    todo = plan[::-1]
    calls = 0
    while todo:
        ahead.prepare(todo, 1, seconds=0.0)  # no time at all: a step, or an outline's slice
        calls += 1
        assert calls < 40 * len(plan)  # it always gets on
    assert calls > len(plan)  # some outlines did take more than one call
    assert not glyphs._PARTIAL
    renders = ahead.renders
    assert faces_of(ahead, plan) == want
    assert ahead.renders == renders  # every face was there already
    for code in ("r5", "W4"):
        ahead.wish(code, 132, 7)
    while ahead._wishes:
        ahead.prepare([], 1, seconds=0.0)
    for (code, glow), image in want_variants.items():
        assert (code, 132, 7, not glow, glow, 100) in ahead._rotated
        assert pixels(ahead.variant(code, 132, 7, dim=not glow, glow=glow)) == image


def test_variant_cache_is_bounded_in_bytes():
    art = CardArt(max_bytes=2_000_000)
    for angle in range(0, 360, 3):
        art.variant("g7", 90, angle, glow=angle % 2 == 0)
        assert art.variant_bytes <= 2_000_000
    kept = sum(s.get_pitch() * s.get_height() for s in art._rotated.values())
    assert art.variant_bytes == kept and len(art._rotated) > 5


def test_caches_stay_bounded_across_resizes():
    """Window sizes come and go: the faces kept are those of the sizes shown now, the canvas is the
    window's size, and the turned variants and glyph outlines stay under their byte limits."""
    state = new_game("classic", 6, Options(), seed=9, events=[])
    scene = TableScene(SIZE, 6, 0, "classic", speed=0, seed=9)
    scene.snap(state_view(state, 0))
    for size in [(960, 540), (1280, 720), (1100, 700), (1600, 900), (1920, 1080), (1000, 560)] * 2:
        scene.resize(size)
        surface = pygame.Surface(size)
        for _ in range(4):
            scene.update(1 / 60)
            scene.draw(surface)
        assert {w for _code, w in scene.art._faces} <= set(scene.art.rest_widths)
        assert scene.compositor.canvas.get_size() == size
        assert scene.art.variant_bytes <= scene.art._max_bytes
        assert glyphs._OUTLINE_BYTES[0] <= glyphs.MAX_OUTLINE_BYTES
        assert len(scene.art._wishes) <= 64
