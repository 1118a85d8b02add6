"""The table's own words (plates, bubbles, labels) come from Fluent in the player's language."""

import random

import pygame

from game.bench.randomplay import choose_move
from game.i18n import Localizer
from game.i18n.catalog import load_catalog
from game.play.tableview import state_view
from game.rules import Options, apply, new_game
from game.scene.table import TableScene


def test_plates_speak_the_players_language():
    state = new_game("classic", 3, seed=4)
    scene = TableScene((1280, 720), 3, 0, "classic", speed=0, text=Localizer("fi").format)
    scene.feed([], state_view(state, 0))
    scene.update(0.1)
    scene.draw(pygame.Surface((1280, 720)))
    infos = [plate.info for plate in scene.plates]
    assert len(infos) == 3 and all(info.startswith("7 korttia") for info in infos), infos


def test_every_word_the_scene_asks_for_exists():
    asked = set()
    english = Localizer("en", strict=True)

    def text(msg_id, **args):
        asked.add(msg_id)
        return english.format(msg_id, **args)  # strict: a missing id raises

    rng = random.Random(8)
    events = []
    state = new_game("power", 4, Options(), seed=8, events=events)
    scene = TableScene((1280, 720), 4, 0, "power", speed=1.0, seed=8, text=text)
    scene.feed(events, state_view(state, 0))
    moves = 0
    while state.phase not in ("round_over", "game_over") and moves < 2000:
        seat, action = choose_move(state, rng)
        scene.feed(apply(state, seat, action), state_view(state, 0))
        scene.update(1 / 30)
        moves += 1
    for _ in range(3000):
        if not scene.busy:
            break
        scene.update(1 / 30)
    assert {"scene-plate", "scene-dealer"} <= asked
    scene_ids = {i for i, m in load_catalog("en").messages.items() if m.file.endswith("scene.ftl")}
    assert asked <= scene_ids
