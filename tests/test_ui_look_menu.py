"""The main menu in the new look (issue 31): tiles from the data-driven entries, Continue saying what it
continues, everything inside the window and apart at every size and in every language, the keyboard
reaching every tile, and the drift of cards behind it still when motion is off."""

import pygame
import pytest

from game.storage import SavedGame, Seat, Storage
from game.ui.menus import main_menu
from game.ui.menus.main_menu import MainMenu, MenuEntry, add_menu_entry
from game.ui.testing import Driver

LANGUAGES = ("en", "sv", "da", "nb", "fi", "hu")


def _save(tmp_path, seats=("Anna", "Billie", "CPU")):
    store = Storage.open(tmp_path)
    game = SavedGame(
        "power", tuple(Seat(n) if i == 0 else Seat(n, "ai", "easy") for i, n in enumerate(seats)), seed=5
    )
    store.start_game(game).close()
    return game


def test_continue_says_what_it_continues(tmp_path):
    _save(tmp_path)
    drv = Driver(tmp_path)
    try:
        menu = drv.top
        assert isinstance(menu, MainMenu)
        tile = menu.tiles["continue"]
        assert tile.button.text == "Continue"
        assert tile.captions[0] == "Power Towers · 3 players · round 1"
        assert tile.captions[1] == "Anna, Billie, CPU"  # nobody has scored yet: who plays
        drv.run(2)
        assert [text for text, _ in menu.drawn_texts()] == tile.captions
        drv.click_text("Continue")
        assert type(drv.top).__name__ == "TableScreen"
    finally:
        drv.close()


def test_an_added_entry_becomes_a_tile_the_keyboard_reaches(tmp_path, monkeypatch):
    monkeypatch.setattr(main_menu, "MENU_ENTRIES", list(main_menu.MENU_ENTRIES))
    opened = []
    add_menu_entry(MenuEntry("daily", "ui-menu-rules", "star", lambda menu: opened.append(menu)))
    add_menu_entry(MenuEntry("daily", "ui-menu-quit", "star", "rules"))  # once only
    drv = Driver(tmp_path)
    try:
        menu = drv.top
        keys = list(menu.tiles)
        assert keys[-2:] == ["daily", "quit"]  # before Quit unless told
        learn = menu.tiles["daily"].button
        assert learn in menu.focusables
        while menu.focused_button() is not learn:
            drv.key(pygame.K_TAB)
        drv.key(pygame.K_RETURN)
        assert opened == [menu]
    finally:
        drv.close()


def _apart(rects) -> bool:
    return all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


@pytest.mark.parametrize("size", ((960, 540), (1280, 720), (3840, 2160)), ids=("960", "1280", "3840"))
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tiles_fit_the_window_and_their_words(tmp_path, language, size):
    _save(tmp_path, ("Ágnes Szőke-Kovácsné Dr", "Väinämöinen Kalevanpoika", "Søren Kierkegaard-Ølgaard"))
    drv = Driver(tmp_path, size=size, language=language)
    try:
        menu = drv.top
        drv.run(2)
        window = pygame.Rect((0, 0), size)
        rects = [tile.rect for tile in menu.tiles.values()]
        assert len(rects) == 9
        assert all(window.contains(r) for r in rects)
        assert _apart(rects)
        assert not any(menu.mark_rect.colliderect(r) for r in rects)  # the wordmark above or beside them
        for tile in menu.tiles.values():
            b = tile.button
            assert b.font.size(b.text)[0] <= b.rect.width - 4, b.text
            icon = tile.icon_rect()
            assert tile.rect.contains(icon)
        for text, rect in menu.drawn_texts():
            tile = menu.tiles["continue"].rect
            assert tile.contains(rect), (text, rect, tile)
    finally:
        drv.close()


def test_the_cards_drift_only_while_motion_is_on(tmp_path):
    for speed, moves in ((0.0, False), (1.0, True)):
        drv = Driver(tmp_path, speed=speed)
        try:
            drift = drv.top.drift
            before = [c.y for c in drift.cards]
            drv.run(30)
            assert ([c.y for c in drift.cards] != before) is moves
        finally:
            drv.close()


def test_the_drawn_widgets_buttons_are_themed_clear(tmp_path):
    """The buttons under drawn widgets let the drawing show: the theme gives them clear colours."""
    drv = Driver(tmp_path)
    try:
        theme = drv.top.manager.get_theme()
        for oid in ("#tile", "#tile_big", "#ghost", "#ghost_bold", "#segment"):
            for state in ("normal_bg", "hovered_bg", "normal_border"):
                colour = theme.get_colour_or_gradient(state, [oid, "button"])
                assert colour.a == 0, (oid, state)
        assert theme.get_colour_or_gradient("normal_bg", ["button"]).a == 255  # a plain button stays
    finally:
        drv.close()


@pytest.mark.parametrize("size", ((960, 540), (1280, 720), (1920, 1080)), ids=("960", "1280", "1920"))
@pytest.mark.parametrize("look", ((100, False), (150, False), (150, True)), ids=("100", "150", "150-tv"))
@pytest.mark.parametrize("language", ("en", "hu"))
def test_a_tiles_words_stay_clear_of_its_icon_and_captions(tmp_path, language, look, size):
    """Issue 41: at 150% with the TV preset the Continue tile is short, and its title was written over
    the captions under it (the icon kept its share of the tile). Now the words rise and the icon takes
    what is left above them, on every tile."""
    percent, tv = look
    _save(tmp_path, ("Ágnes Szőke-Kovácsné Dr", "Väinämöinen Kalevanpoika", "Søren Kierkegaard-Ølgaard"))
    store = Storage.open(tmp_path)
    settings = store.load_settings()
    store.save_settings(settings.replace(big_screen=tv, look=settings.look.replace(ui_scale=percent)))
    drv = Driver(tmp_path, size=size, language=language)
    try:
        menu = drv.top
        drv.run(2)
        for key, tile in menu.tiles.items():
            b = tile.button
            words = pygame.Rect(
                b.rect.x, b.rect.y + b.text_vert_alignment_padding, b.rect.w, b.font.size(b.text)[1]
            )
            assert tile.rect.contains(words), (key, words, tile.rect)
            assert tile.icon_rect().bottom <= words.top + 1, key
            for text, rect in tile.drawn_texts:
                assert not rect.colliderect(words), (key, text, rect, words)
        # the logo keeps its weight beside the tiles (at 150% it shrank while they grew): never shorter
        # than a small tile, and clear of every tile
        small = min(t.rect.h for k, t in menu.tiles.items() if k not in ("continue", "new_game"))
        assert menu.mark_rect.h >= small, (menu.mark_rect, small)
        assert not any(menu.mark_rect.colliderect(t.rect) for t in menu.tiles.values())
    finally:
        drv.close()


def test_the_menu_is_laid_out_again_only_when_what_it_shows_changed(tmp_path):
    """Back from Rules (nothing changed) the main menu is as it was left, its tiles the same widgets (it
    was laid out again at every return: a fifth of a second, issue 44); back from a game left half
    played, Continue has come and the menu is laid out again; back from Settings after a change of the
    UI scale, too."""
    from game.ui.table.screen import TableScreen

    drv = Driver(tmp_path / "data", size=(1280, 720))
    try:
        menu = drv.top
        tiles = dict(menu.tiles)
        drv.click_text("Rules")
        drv.key(pygame.K_ESCAPE, frames=30)
        assert drv.top is menu and menu.tiles == tiles
        assert "continue" not in menu.tiles
        seats = (Seat("Anna"), Seat("Billie", "ai", "easy"))
        drv.app.push(TableScreen.new(drv.app, SavedGame("classic", seats, seed=3)))
        drv.run(30)
        drv.app.pop_to(type(menu))
        drv.run(2)
        assert drv.top is menu and "continue" in menu.tiles and menu.tiles != tiles
        tiles = dict(menu.tiles)
        drv.app.push("settings")
        ctx = drv.app.ctx
        ctx.settings = ctx.settings.replace(look=ctx.settings.look.replace(ui_scale=120))
        drv.app.pop()
        drv.run(2)
        assert menu.tiles != tiles
    finally:
        drv.close()
