"""The Replays screen through real pygame events (headless): the list (newest first, a bad file set aside
and told), a replay played to the end on the table's scene from one seat's side, the seat switched, back
to the list and the menu; every language fits at 960x540."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_play_replay import finished_game

from game.rules.events import CardsDrawn
from game.storage import Seat, Storage
from game.storage.saves import write_replay
from game.ui.kit import ConfirmDialog
from game.ui.menus.main_menu import MainMenu
from game.ui.replays.replays import ReplayScreen, ReplaysScreen
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def store_replays(data_dir) -> tuple:
    """Two kept games (the older a 3-seat classic one, the newer a 4-seat power one with a person at
    seat 1) and one damaged file between them."""
    store = Storage.open(data_dir)
    old = finished_game(3, "classic", ("Ann", "Bo", "Cy"), finished="2026-11-20T10:00:00Z")
    new = finished_game(5, "power", ("Dee", "Eve", "Fay", "Gus"), finished="2026-11-24T18:30:00Z")
    new.seats = (new.seats[0], Seat("Eve", "person"), *new.seats[2:])
    write_replay(store.paths, old)
    bad = store.paths.replays_dir / (write_replay(store.paths, old).name)  # a third file, then damaged
    bad.write_text("{not json", encoding="utf-8")
    write_replay(store.paths, new)
    return old, new, bad


@pytest.fixture
def setup(tmp_path):
    data = tmp_path / "data"
    old, new, bad = store_replays(data)
    drv = Driver(data, size=(960, 540))
    drv.run(2)
    yield drv, old, new, bad
    drv.close()


def open_list(drv) -> ReplaysScreen:
    assert isinstance(drv.top, MainMenu)
    drv.click_text("Replays")
    if isinstance(drv.top, ConfirmDialog):  # the damaged file, told once
        drv.click(drv.top.focusables[0].rect.center)
    assert isinstance(drv.top, ReplaysScreen)
    return drv.top


def test_the_list_shows_the_good_replays_newest_first_and_tells_of_the_bad_one(setup):
    drv, old, new, bad = setup
    drv.click_text("Replays")
    dialog = drv.top
    assert isinstance(dialog, ConfirmDialog) and "replay" in dialog.message.lower()
    assert not bad.exists() and list(bad.parent.glob(bad.name + ".bad-*"))  # set aside, kept
    drv.click(dialog.focusables[0].rect.center)
    screen = drv.top
    assert isinstance(screen, ReplaysScreen)
    drv.app.draw(drv.surface)
    cards = [(game, card) for _path, game, card, _watch, _review in screen.cards]
    assert len(cards) == 2
    assert cards[0][0].ruleset == "power" and cards[0][1].line.names == ("Dee", "Eve", "Fay", "Gus")  # newest
    assert cards[1][0].ruleset == "classic" and cards[1][1].line.names == ("Ann", "Bo", "Cy")
    for (_game, card), shown in zip(cards, (new, old), strict=True):
        winner = shown.seats[shown.result["winner"]].name
        texts = [t for t, _ in card.drawn_texts]
        assert texts[0] == ("Power Towers" if shown is new else "Classic")
        assert texts[-1] == f"Winner: {winner}"
    drv.click_text("Back")
    assert isinstance(drv.top, MainMenu)


def test_a_replay_plays_to_the_end_as_a_spectator_and_goes_back_to_the_list(setup):
    drv, old, new, _bad = setup
    screen = open_list(drv)
    watch = next(c[3] for c in screen.cards if c[1].ruleset == "power")
    drv.click(watch.rect.center)
    replay = drv.top
    assert isinstance(replay, ReplayScreen)
    player, scene = replay.player, replay.scene
    assert player.viewer == 1 and scene.me == 1  # your own side of the table (the person's seat)
    drv.key(pygame.K_SPACE)
    assert player.playing and drv.find("Pause") is not None
    drv.key(pygame.K_PLUS)
    drv.key(pygame.K_PLUS)
    assert player.speed == 4.0
    told = []
    player.match.subscribe(lambda seat, action, events: told.append(events))
    for _ in range(4000):
        if player.at_end and not scene.busy:
            break
        drv.run(1, dt=0.1)
        if not scene.revealed:  # until a round's end lays them open, the other hands are backs
            for seat, nodes in enumerate(scene.hands):
                if seat != scene.me:
                    assert not any(n.drawable.face_up for n in nodes), seat
    assert player.at_end and not player.playing
    assert len(told) == len(new.moves) - 1  # the first move was made before the subscription
    assert player.match.state.to_json() == new.rebuild().to_json()
    assert drv.find("Play") is None and drv.find("Next move") is None  # nothing more to play
    drv.click_text("Back")
    assert drv.top is screen
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, MainMenu)


def test_the_seat_button_and_a_step_show_the_table_from_another_side(setup):
    drv, old, _new, _bad = setup
    screen = open_list(drv)
    drv.click(next(c[3] for c in screen.cards if c[1].ruleset == "classic").rect.center)
    replay = drv.top
    assert replay.player.viewer == 0  # computer players only: the first seat
    drv.run(30)
    drv.click_text("Next move")
    drv.run(30)
    assert replay.player.position == 1 and not replay.player.playing
    drv.click_text("Seat: Ann")
    assert replay.player.viewer == 1 and replay.scene.me == 1
    drv.run(30)
    view = replay.player.view
    assert view.seat == 1 and view.version == 1
    shown = sorted(n.drawable.code for n in replay.scene.hands[1])
    assert shown == sorted(view.hand)  # that seat's own hand, face up
    assert all(n.drawable.face_up for n in replay.scene.hands[1])
    for seat in (0, 2):
        assert not any(n.drawable.face_up for n in replay.scene.hands[seat])
    # what the scene is told from now on is that seat's: every card another seat draws stays a back
    others_drawn = 0
    fed = replay.scene.feed
    told: list = []
    replay.scene.feed = lambda events, view, *a, **kw: (
        told.append((events, view)),
        fed(events, view, *a, **kw),
    )[1]
    while not replay.player.at_end:
        drv.key(pygame.K_RIGHT, frames=1)
    drv.run(5)
    assert told and all(view.seat == 1 for _events, view in told)
    for events, _view in told:
        for e in events:
            if isinstance(e, CardsDrawn) and e.seat != 1:
                assert set(e.cards) == {None}
                others_drawn += 1
    assert others_drawn > 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_replay_screens_fit_at_960x540(tmp_path, language):
    data = tmp_path / "data"
    _old, new, _bad = store_replays(data)
    names = [f"Maximiliana Longname {i}" for i in range(len(new.seats))]
    long = dataclasses.replace(
        new, seats=tuple(Seat(n, s.kind, s.level) for n, s in zip(names, new.seats, strict=True))
    )
    write_replay(Storage.open(data).paths, long)
    drv = Driver(data, size=(960, 540), language=language)
    try:
        drv.run(2)
        menu = drv.top
        drv.click_text(menu.t("ui-menu-replays"))
        if isinstance(drv.top, ConfirmDialog):
            drv.click(drv.top.focusables[0].rect.center)
        screens = [drv.top]
        drv.click(drv.top.cards[0][3].rect.center)
        drv.key(pygame.K_SPACE)
        drv.run(5)
        screens.append(drv.top)
        for screen in screens:
            for b in drv.buttons(screen):
                assert pygame.Rect(0, 0, 960, 540).contains(b.rect), (b.text, b.rect)
                assert b.font.size(b.text)[0] <= b.rect.w - 4, (language, b.text)
    finally:
        drv.close()
