"""The last plain screens in the look (issue 42), driven through real events: Learn to play's lesson
tiles (what each teaches, whether it was finished, kept in the settings), the pause menu's panel, the
hot-seat pass screen (the next person large, what happened since their last turn), the Replays cards
(Watch, Review, an empty state that invites a first game), Back in one place, the entry motion and
reduced motion; every drawn word whole and nothing over anything else at 960x540 and 1280x720, UI scale
100% and 150%, in every language."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from test_play_replay import finished_game
from test_ui_flow import answer_dialog, person_move

from game.play.tutorial import LESSONS, Guide
from game.storage import SavedGame, Seat, Storage
from game.storage.saves import write_replay
from game.storage.settings import Settings
from game.ui.kit import Dialog
from game.ui.kit.back import back_rect
from game.ui.menus.main_menu import MainMenu
from game.ui.menus.pause import PauseMenu
from game.ui.replays.replays import ReplayScreen, ReplaysScreen
from game.ui.replays.review import ReviewScreen
from game.ui.table.learn import LearnScreen
from game.ui.table.privacy import PrivacyScreen, since_last_turn
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")
SIZES = ((960, 540), (1280, 720))


def driver(tmp_path, size=(960, 540), language="en", scale=100, reduced=False, **kw) -> Driver:
    data = tmp_path / "data"
    store = Storage.open(data)
    s = store.load_settings()
    store.save_settings(s.replace(look=dataclasses.replace(s.look, ui_scale=scale, reduced_motion=reduced)))
    drv = Driver(data, size=size, language=language, **kw)
    drv.run(2)
    return drv


def whole(texts) -> list:
    """The drawn words cut short with an ellipsis (none may be)."""
    return [t for t, _ in texts if t.endswith("…")]


def widgets(screen) -> list[pygame.Rect]:
    return [b.rect for b in screen.focusables]


def apart(rects) -> list:
    """Pairs of rects that overlap."""
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a.colliderect(b)]


# ------------------------------------------------------------------------------------ Learn to play
@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("size", SIZES, ids=("960x540", "1280x720"))
@pytest.mark.parametrize("language", LANGUAGES)
def test_learn_to_play_is_lesson_tiles_that_say_what_each_teaches_whole(tmp_path, language, size, scale):
    drv = driver(tmp_path, size, language, scale)
    try:
        screen = drv.app.push(LearnScreen(drv.app))
        drv.run(3)
        drv.app.draw(drv.surface)
        assert set(screen.tiles) == set(LESSONS)
        window = pygame.Rect((0, 0), size)
        for ed, tile in screen.tiles.items():
            shown = [t for t, _ in tile.drawn_texts]
            teaches = drv.app.ctx.t(f"tutorial-teaches-{ed}")
            assert " ".join(shown[:-1]) == " ".join(teaches.split()), (ed, shown)  # whole, never cut
            assert shown[-1] == drv.app.ctx.t("tutorial-not-finished")
            assert window.contains(tile.rect)
            for _text, rect in tile.drawn_texts:
                assert tile.rect.contains(rect), (ed, _text)
            b = tile.button
            assert b.font.size(b.text)[0] <= b.rect.w - 4
        assert not apart(widgets(screen))  # the tiles and Back: nothing over anything
        assert not whole(screen.drawn_texts())
    finally:
        drv.close()


def test_a_lesson_played_to_its_end_is_marked_finished_and_kept(tmp_path):
    drv = driver(tmp_path)
    try:
        t = drv.app.ctx.t
        drv.click_text(t("tutorial-menu"))
        learn = drv.top
        assert isinstance(learn, LearnScreen)
        drv.click(learn.tiles["power"].button.rect.center)
        table = drv.top
        guide = table.coach.guide
        while not guide.over:  # every step through (a step that waits for a move is skipped by N)
            drv.key(pygame.K_n)
        assert drv.app.ctx.settings.lessons_done == ("power",)
        drv.click_text(t("tutorial-leave"))  # the lesson leaves for the main menu; Learn to play again
        drv.click_text(t("tutorial-menu"))
        drv.run(2)
        drv.app.draw(drv.surface)
        tiles = drv.top.tiles
        assert tiles["power"].finished and not tiles["classic"].finished
        assert tiles["power"].drawn_texts[-1][0] == t("tutorial-finished")
    finally:
        drv.close()
    again = Storage.open(tmp_path / "data").load_settings()
    assert again.lessons_done == ("power",)


def test_the_guide_tells_once_that_its_lesson_is_over_and_the_settings_keep_it():
    told = []
    guide = Guide(LESSONS["modern"], on_over=lambda: told.append(1))
    for _ in range(len(LESSONS["modern"].steps) + 3):
        guide.next()
    assert guide.over and told == [1]
    s = Settings(lessons_done=("classic", "modern"))
    assert Settings.from_json(s.to_json()).lessons_done == ("classic", "modern")
    assert (
        Settings.from_json({k: v for k, v in s.to_json().items() if k != "lessons_done"}).lessons_done == ()
    )


# ------------------------------------------------------------------------------------ the pause menu
def table_game(persons=1) -> SavedGame:
    seats = [Seat("Anna"), Seat("Bertil"), Seat("Cecilia")][:persons]
    seats += [Seat(f"CPU {i}", "ai", "easy") for i in range(3 - persons)]
    return SavedGame("classic", tuple(seats), seed=5)


@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("language", ("en", "hu", "fi"))
def test_the_pause_menu_is_a_panel_over_the_dimmed_table(tmp_path, language, scale):
    drv = driver(tmp_path, (960, 540), language, scale)
    try:
        table = drv.app.push(TableScreen.new(drv.app, table_game()))
        drv.run(5)
        drv.key(pygame.K_ESCAPE)
        pause = drv.top
        assert isinstance(pause, PauseMenu)
        drv.run(30)
        drv.app.draw(drv.surface)
        panel = pause.panel
        assert drv.surface.get_rect().contains(panel)
        for b in pause.focusables:
            assert panel.contains(b.rect), b.text
            assert b.font.size(b.text)[0] <= b.rect.w - 4, b.text
        assert not apart(widgets(pause))
        # between two buttons the panel shows, never the table's words
        a, b = pause.focusables[1].rect, pause.focusables[2].rect
        y = (a.bottom + b.top) // 2
        row = {tuple(drv.surface.get_at((x, y)))[:3] for x in range(a.x, a.right)}
        assert max(max(c) for c in row) < 80  # the panel and the plates' shadows: no light words through
        # the pointer on a button marks that one, and only that one, as the keys would
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b.center, rel=(0, 0), buttons=(0, 0, 0)))
        drv.run(10)
        assert pause.focused_button() is pause.focusables[2]
        lit = [p for p in pause.decor.items if p.hover > 0.5]
        assert [p.button for p in lit] == [pause.focusables[2]]
        drv.key(pygame.K_ESCAPE)
        assert not isinstance(drv.top, PauseMenu) and table in drv.app.stack  # back to the game
    finally:
        drv.close()


# ------------------------------------------------------------------------------------ the pass screen
def test_since_last_turn_is_what_came_after_the_seats_own_last_move():
    log = [
        ("log-play", {"player": 0, "card": "r5"}),
        ("log-play", {"player": 1, "card": "r7"}),
        ("log-draw", {"player": 1, "count": 1}),
        ("log-play", {"player": 2, "card": "b7"}),
        ("log-uno", {"player": 2}),
    ]
    assert since_last_turn(log, 1) == log[3:]
    assert since_last_turn(log, 2) == log[4:]
    assert since_last_turn(log, 3) == log  # not moved yet: all of it


@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pass_screen_shows_the_next_person_large_and_what_happened(tmp_path, language, scale):
    drv = driver(tmp_path, (960, 540), language, scale)
    try:
        table = drv.app.push(TableScreen.new(drv.app, table_game(persons=2)))
        asked = []
        for _ in range(3000):
            drv.run(1, dt=0.05)
            top = drv.top
            if isinstance(top, PrivacyScreen):
                asked.append(top.seat)
                if len(asked) == 2:
                    break
                drv.click(top.focusables[0].rect.center)
            elif isinstance(top, Dialog):  # a decision of the person's (a colour, keep or play, ...)
                answer_dialog(drv)
            elif top is table and table.view.turn == table.viewer and table.view.decision is not None:
                person_move(drv, table, use_keys=False)
        screen = drv.top
        assert isinstance(screen, PrivacyScreen) and sorted(asked) == [0, 1]  # each person, by turns
        drv.app.draw(drv.surface)
        seat, other = asked[1], asked[0]
        assert screen.seat == seat and screen.name == table.name(seat)
        assert drv.surface.get_at(screen.disc.center)[:3] == screen.colour  # the avatar, in its colour
        sprites = screen.manager.get_sprite_group().sprites()
        name = next(e for e in sprites if getattr(e, "text", "") == screen.name)
        assert name.font.size("B")[1] >= drv.app.ctx.font(30).get_height()  # the name, large
        news = [t for t, _ in screen.drawn]
        assert news[0] == drv.app.ctx.t("ui-privacy-news")
        expected = table.movelog.format(since_last_turn(table.movelog.entries(), seat))
        assert news[1:] and news[1:] == expected[-len(news[1:]) :]
        assert any(table.name(other) in line for line in news[1:])  # the other's move since

        assert not whole(screen.drawn_texts())
        for b in screen.focusables:
            assert b.font.size(b.text)[0] <= b.rect.w - 4
        rects = [r for _, r in screen.drawn] + widgets(screen)
        assert not apart(rects)
    finally:
        drv.close()


# ------------------------------------------------------------------------------------ Replays
def store_games(data, count=3):
    store = Storage.open(data)
    eds = ("classic", "power", "modern")
    for i in range(count):
        names = ("Maximiliana Longname", "Bo", "Cy", "Dee")[: 2 + i % 3]
        write_replay(store.paths, finished_game(3 + i, eds[i % 3], names, finished=f"2026-11-2{i}T10:00:00Z"))


@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("size", SIZES, ids=("960x540", "1280x720"))
@pytest.mark.parametrize("language", ("en", "hu", "fi", "sv"))
def test_each_kept_game_is_a_card_with_watch_and_review(tmp_path, language, size, scale):
    store_games(tmp_path / "data", 5)
    drv = driver(tmp_path, size, language, scale)
    try:
        screen = drv.app.push(ReplaysScreen(drv.app))
        drv.run(30)
        drv.app.draw(drv.surface)
        assert screen.cards
        window = pygame.Rect((0, 0), size)
        for _path, game, card, watch, review in screen.cards:
            texts = [t for t, _ in card.drawn_texts]
            winner = game.seats[game.result["winner"]].name
            assert texts[0] == drv.app.ctx.t(f"edition-{game.ruleset}")
            assert drv.app.ctx.t("ui-replays-winner", winner=winner) == texts[-1]
            assert not whole(card.drawn_texts), texts
            for b in (watch, review):
                assert card.rect.contains(b.rect) and b.font.size(b.text)[0] <= b.rect.w - 4
            for _t, rect in card.drawn_texts:
                assert card.rect.contains(rect) and rect.right <= watch.rect.x
            assert window.contains(card.rect)
        assert not apart(widgets(screen))
        back = drv.find(drv.app.ctx.t("ui-back"))
        assert not any(c[2].rect.colliderect(back.rect) for c in screen.cards)
        assert not apart([c[2].rect for c in screen.cards])
    finally:
        drv.close()


def test_watch_and_review_open_that_game(tmp_path):
    store_games(tmp_path / "data", 2)
    drv = driver(tmp_path)
    try:
        drv.click_text("Replays")
        screen = drv.top
        assert isinstance(screen, ReplaysScreen)
        _path, game, _card, watch, review = screen.cards[1]
        drv.click(watch.rect.center)
        assert isinstance(drv.top, ReplayScreen) and drv.top.player.game.started == game.started
        drv.key(pygame.K_ESCAPE)
        assert drv.top is screen
        drv.click(review.rect.center)
        assert isinstance(drv.top, ReviewScreen) and drv.top.game.started == game.started
        drv.key(pygame.K_ESCAPE)
        assert drv.top is screen
    finally:
        drv.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_replays_yet_invites_a_first_game(tmp_path, language):
    drv = driver(tmp_path, (960, 540), language, 150)
    try:
        screen = drv.app.push(ReplaysScreen(drv.app))
        drv.run(3)
        drv.app.draw(drv.surface)
        labels = [e.text for e in screen.manager.get_sprite_group().sprites() if hasattr(e, "text")]
        assert drv.app.ctx.t("ui-replays-empty") in labels and drv.app.ctx.t("ui-replays-none") in labels
        for e in screen.manager.get_sprite_group().sprites():
            if getattr(e, "text", "") and hasattr(e, "font"):
                assert e.font.size(e.text)[0] <= e.rect.w - 4, e.text
        assert not apart(widgets(screen))
        start = screen.focused_button()
        assert start.text == drv.app.ctx.t("ui-replays-first-game")
        drv.key(pygame.K_RETURN)
        assert type(drv.top).__name__ == "NewGameScreen"
        drv.key(pygame.K_ESCAPE)
        assert isinstance(drv.top, MainMenu)
    finally:
        drv.close()


# ------------------------------------------------------------------------------------ every screen
@pytest.mark.parametrize("scale", (100, 150))
def test_back_stands_in_the_same_place_on_every_screen(tmp_path, scale):
    store_games(tmp_path / "data", 1)
    drv = driver(tmp_path, (1280, 720), "en", scale)
    try:
        place = None
        for name in ("learn", "replays", "new_game", "net_menu"):
            screen = drv.app.push(name)
            drv.run(3)
            back = drv.find(drv.app.ctx.t("ui-back"))
            assert back is not None, name
            if place is None:
                place = back.rect.bottomleft
                assert place == back_rect(screen).bottomleft
            assert back.rect.bottomleft == place, name
            drv.app.pop()
            drv.run(2)
    finally:
        drv.close()


@pytest.mark.parametrize("reduced", (False, True))
def test_the_screens_enter_with_the_others_motion_and_follow_reduced_motion(tmp_path, reduced):
    store_games(tmp_path / "data", 2)
    drv = driver(tmp_path, reduced=reduced, speed=1.0)
    try:
        for make in (LearnScreen, ReplaysScreen):
            screen = drv.app.push(make(drv.app))
            drv.run(1, dt=1 / 60)
            first = [item.shown for item in screen.decor.items]
            assert first
            if reduced:
                assert all(s == 1.0 for s in first), make.__name__
            else:
                assert any(s < 1.0 for s in first), make.__name__
            drv.run(90, dt=1 / 60)
            assert all(item.shown == 1.0 for item in screen.decor.items)
            drv.app.pop()
            drv.run(2)
        assert isinstance(drv.top, MainMenu)
    finally:
        drv.close()


# ------------------------------------------------------------------------------------ Rules
@pytest.mark.parametrize("scale", (100, 150))
@pytest.mark.parametrize("language", ("en", "hu", "fi"))
def test_the_rules_open_on_what_is_different_and_set_each_section_on_pages(tmp_path, language, scale):
    from game.ui.menus.rules import RulesScreen

    drv = driver(tmp_path, (960, 540), language, scale)
    try:
        for edition in ("classic", "power", "modern"):
            rules = drv.app.push(RulesScreen(drv.app, edition))
            drv.run(2)
            assert rules.sections[0].id == "different" and rules.section == 0
            for i in range(len(rules.sections)):
                rules.show(i)
                for page in range(len(rules.pages)):
                    rules.page = page
                    drv.app.draw(drv.surface)
                    for _text, rect in rules.drawn_texts:
                        assert rules.page_rect.contains(rect), (edition, i, _text)
                    assert not whole(rules.drawn_texts)
                shown = " ".join(t for p in rules.pages for kind, t, _y in p if kind == "body")
                assert shown.split() == " ".join(rules.sections[i].paragraphs).split()  # every word, once
            for b in rules.focusables:
                assert b.font.size(b.text)[0] <= b.rect.w - 4 or b.text.endswith("…"), b.text
            drv.app.pop()
            drv.run(2)
    finally:
        drv.close()
