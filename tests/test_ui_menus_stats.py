"""The menus' two safety nets and the statistics table, driven by real events through the real screens:
a new game asks before it replaces a saved one (Cancel keeps the save byte for byte and every choice on
the set-up screen); the statistics table shows a real statistics file in aligned columns, filters by
edition, scrolls, and resets only after a confirmation."""

from __future__ import annotations

import pygame
import pytest

from game.storage import SavedGame, Seat, Statistics, Storage
from game.storage.stats import Record
from game.ui.kit import ConfirmDialog
from game.ui.menus.main_menu import MainMenu
from game.ui.menus.new_game import NewGameScreen
from game.ui.menus.statistics import StatisticsScreen
from game.ui.table.screen import TableScreen
from game.ui.testing import Driver

# ------------------------------------------------------------------------------------------ saved game


def save_a_game(data) -> Storage:
    store = Storage.open(data)
    saver = store.start_game(SavedGame("modern", (Seat("Saga"), Seat("CPU", "ai", "easy")), seed=77))
    assert store.has_saved_game()
    assert saver is not None
    return store


def save_bytes(store: Storage) -> dict:
    paths = store.paths
    return {p.name: p.read_bytes() for p in (paths.save_file, paths.journal_file) if p.exists()}


def open_setup(drv) -> NewGameScreen:
    drv.click_text("New game")
    assert isinstance(drv.top, NewGameScreen)
    return drv.top


def test_no_question_when_nothing_is_saved(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        open_setup(drv)
        drv.click_text("Start the game")
        assert not any(isinstance(s, ConfirmDialog) for s in drv.app.stack)
        assert drv.app.find(TableScreen) is not None
    finally:
        drv.close()


def test_cancel_keeps_the_save_and_every_choice(tmp_path):
    store = save_a_game(tmp_path / "data")
    before = save_bytes(store)
    settings_before = store.paths.settings_file.read_bytes() if store.paths.settings_file.exists() else None
    drv = Driver(tmp_path / "data")
    try:
        assert drv.find("Continue") is not None
        setup = open_setup(drv)
        drv.click_text("Power Towers")
        drv.click_text("−")  # 3 seats
        drv.click_text("Computer")  # the first computer seat (the second seat) becomes a person
        assert setup.seats[1]["kind"] == "person"
        seed_entry = next(e for e, key in setup.entries.items() if key == "seed")
        seed_entry.set_text("4242")
        drv.click_text("Start the game")
        dialog = drv.top
        assert isinstance(dialog, ConfirmDialog)
        assert dialog.title == "Replace the saved game?"
        assert [b.text for b in drv.buttons()] == ["Start a new game", "Cancel"]
        drv.click_text("Cancel")
        assert drv.top is setup
        assert (setup.ruleset, len(setup.seats), setup.seats[1]["kind"], setup.seed_text) == (
            "power",
            3,
            "person",
            "4242",
        )
        assert drv.find("Power Towers").is_selected  # the screen shows the same choices
        assert save_bytes(store) == before  # the saved game is untouched
        assert (
            store.paths.settings_file.read_bytes() if store.paths.settings_file.exists() else None
        ) == settings_before  # nor is the last set-up remembered
        assert drv.app.find(TableScreen) is None
    finally:
        drv.close()


def test_escape_cancels_and_enter_confirms(tmp_path):
    store = save_a_game(tmp_path / "data")
    before = save_bytes(store)
    drv = Driver(tmp_path / "data")
    try:
        setup = open_setup(drv)
        drv.click_text("Classic")
        drv.key(pygame.K_RETURN, mod=pygame.KMOD_CTRL)  # Ctrl+Enter starts too: the same question
        assert isinstance(drv.top, ConfirmDialog)
        drv.key(pygame.K_ESCAPE)
        assert drv.top is setup and save_bytes(store) == before
        drv.click_text("Start the game")
        assert isinstance(drv.top, ConfirmDialog)
        assert drv.top.focused_button().text == "Start a new game"
        drv.key(pygame.K_RETURN)
        assert drv.app.find(TableScreen) is not None
        assert save_bytes(store) != before
        assert store.load_game().game.ruleset == "classic"  # the new game replaced the saved one
    finally:
        drv.close()


def test_confirm_by_click_starts_the_game_as_set_up(tmp_path):
    store = save_a_game(tmp_path / "data")
    drv = Driver(tmp_path / "data")
    try:
        setup = open_setup(drv)
        drv.click_text("Power Towers")
        seed_entry = next(e for e, key in setup.entries.items() if key == "seed")
        seed_entry.set_text("99")
        drv.click_text("Start the game")
        drv.click_text("Start a new game")
        table = drv.app.find(TableScreen)
        assert table is not None and not any(isinstance(s, NewGameScreen) for s in drv.app.stack)
        saved = store.load_game().game
        assert (saved.ruleset, saved.seed) == ("power", 99)
        assert drv.app.ctx.storage.load_settings().last_setup.ruleset == "power"
    finally:
        drv.close()


# ------------------------------------------------------------------------------------------ statistics

RECORDS = {
    # name: {edition: Record(games, wins, rounds_won, points, best_streak, streak)}
    "Anna": {"classic": Record(12, 7, 30, 12005, 4, 2), "power": Record(3, 0, 2, 150, 0, 0)},
    "Bo": {"classic": Record(20, 5, 25, 900, 2, 0)},
    "Cecilia": {"modern": Record(1, 1, 3, 88, 1, 1)},
}


def write_stats(data, records=RECORDS, counted=("g1", "g2")) -> Storage:
    store = Storage.open(data)
    stats = Statistics({name: dict(eds) for name, eds in records.items()}, list(counted))
    assert store.save_stats(stats)
    return store


def open_stats(drv) -> StatisticsScreen:
    drv.click_text("Statistics")
    assert isinstance(drv.top, StatisticsScreen)
    return drv.top


def row_of(screen, name, edition) -> dict:
    """The row's cells by column key, as drawn."""
    i = screen.keys.index((name, edition))
    return {c["key"]: screen.cell_text(i, c) for c in screen.columns}


def ink(surface, rect) -> int:
    """How many pixels in `rect` are drawn in a text colour (light), not the row's green."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            r, g, b, *_ = surface.get_at((x, y))
            count += r > 150 and g > 150 and b > 150
    return count


@pytest.fixture
def stats_drv(tmp_path):
    store = write_stats(tmp_path / "data")
    drv = Driver(tmp_path / "data")
    drv.store = store
    yield drv
    drv.close()


def test_table_shows_the_file_in_the_right_columns(stats_drv):
    drv = stats_drv
    screen = open_stats(drv)
    assert [c["head"] for c in screen.columns] == [
        "Player",
        "Edition",
        "Games",
        "Wins",
        "Win %",
        "Rounds won",
        "Points",
        "Best streak",
        "Current streak",
    ]
    assert row_of(screen, "Anna", "classic") == {
        "player": "Anna",
        "edition": "Classic",
        "games": "12",
        "wins": "7",
        "win_rate": "58%",
        "rounds": "30",
        "points": "12,005",
        "best_streak": "4",
        "streak": "2",
    }
    assert row_of(screen, "Anna", "power")["win_rate"] == "0%"
    assert row_of(screen, "Cecilia", "modern")["edition"] == "Modern"
    # sorted by games played, most first
    assert screen.keys == [("Bo", "classic"), ("Anna", "classic"), ("Anna", "power"), ("Cecilia", "modern")]
    # columns side by side, left to right, inside the window; each value is drawn in its column
    xs = [(c["x"], c["x"] + c["w"]) for c in screen.columns]
    assert all(a[1] <= b[0] for a, b in zip(xs, xs[1:], strict=False))
    assert xs[0][0] >= 0 and xs[-1][1] <= drv.app.ctx.size[0]
    drv.shot(drv.app.ctx.storage.paths.data_dir / "stats.png")
    surface = drv.surface
    wins = screen.cell_rect(1, "wins")
    assert ink(surface, wins) > 10  # Anna's "7"
    # the number is right-aligned: its ink is in the right half of the cell
    assert ink(surface, pygame.Rect(wins.x, wins.y, wins.w // 2, wins.h)) == 0
    player = screen.cell_rect(1, "player")
    assert ink(surface, pygame.Rect(player.x, player.y, player.w // 2, player.h)) > 10  # names on the left


def test_filter_by_edition_changes_the_rows(stats_drv):
    drv = stats_drv
    screen = open_stats(drv)
    assert drv.find("All editions").is_selected
    drv.click_text("Classic")
    assert drv.top is screen and screen.edition == "classic"
    assert screen.keys == [("Bo", "classic"), ("Anna", "classic")]
    assert drv.find("Classic").is_selected and not drv.find("All editions").is_selected
    drv.click_text("Power Towers")
    assert screen.keys == [("Anna", "power")]
    drv.click_text("Modern")
    assert screen.keys == [("Cecilia", "modern")]
    drv.click_text("All editions")
    assert len(screen.keys) == 4


def test_an_edition_without_games_says_so(tmp_path):
    write_stats(tmp_path / "data", {"Bo": {"classic": Record(2, 1, 3, 40, 1, 0)}})
    drv = Driver(tmp_path / "data")
    try:
        screen = open_stats(drv)
        drv.click_text("Modern")
        assert screen.rows == [] and screen.columns == []
        assert screen.message.text == "No finished games in Modern yet."
        assert drv.find("Reset statistics") is not None  # there are statistics to reset
    finally:
        drv.close()


def test_empty_statistics_keep_the_friendly_message(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        screen = open_stats(drv)
        assert screen.message.text == "No finished games yet."
        assert not screen.reset_button.is_enabled
    finally:
        drv.close()


def test_reset_asks_first_and_cancel_keeps_everything(stats_drv):
    drv = stats_drv
    screen = open_stats(drv)
    before = drv.store.paths.stats_file.read_bytes()
    drv.click_text("Reset statistics")
    dialog = drv.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == "Reset the statistics?"
    assert dialog.focused_button().text == "Cancel"  # Enter alone never erases
    drv.click_text("Cancel")
    assert drv.top is screen and len(screen.rows) == 4
    drv.click_text("Reset statistics")
    drv.key(pygame.K_ESCAPE)
    assert drv.top is screen
    drv.click_text("Reset statistics")
    drv.key(pygame.K_RETURN)
    assert drv.top is screen
    assert drv.store.paths.stats_file.read_bytes() == before


def test_reset_after_confirm_clears_the_file_and_the_table(stats_drv):
    drv = stats_drv
    screen = open_stats(drv)
    drv.click_text("Reset statistics")
    drv.click_text("Reset")
    assert drv.top is screen
    stats = drv.store.load_stats()
    assert stats.players == {}
    assert stats.counted == ["g1", "g2"]  # a game already counted is not counted again later
    assert screen.rows == [] and screen.message.text == "No finished games yet."
    assert not screen.reset_button.is_enabled
    drv.key(pygame.K_ESCAPE)
    assert isinstance(drv.top, MainMenu)
    open_stats(drv)
    assert drv.top.rows == []


def many_records(count: int) -> dict:
    return {f"Player {i:02d}": {"classic": Record(100 - i, 1, 1, 10, 1, 0)} for i in range(count)}


def test_many_rows_scroll_by_keys_wheel_and_bar(tmp_path):
    write_stats(tmp_path / "data", many_records(40))
    drv = Driver(tmp_path / "data", size=(960, 540))
    try:
        screen = open_stats(drv)
        assert screen.scrollbar is not None and screen.content_h > screen.body_rect.h
        assert screen.scroll == 0
        drv.key(pygame.K_PAGEDOWN, frames=3)
        assert screen.scroll > 0
        drv.key(pygame.K_END, frames=3)
        assert screen.scroll == screen.content_h - screen.body_rect.h
        last = screen.cell_rect(len(screen.rows) - 1, "player")
        assert screen.body_rect.top <= last.top and last.bottom <= screen.body_rect.bottom + 1
        drv.key(pygame.K_HOME, frames=3)
        assert screen.scroll == 0
        centre = screen.body_rect.center
        drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.mouse.set_pos(centre)
        drv.run(1)
        drv.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False, precise_x=0.0, precise_y=-2.0)
        )
        drv.run(3)
        assert screen.scroll > 0
        drv.key(pygame.K_HOME, frames=3)
        assert screen.scroll == 0
        bar = screen.scrollbar.rect
        drv.click((bar.centerx, bar.bottom - 4), frames=20)  # the scroll bar's down arrow
        assert screen.scroll > 0
    finally:
        drv.close()


LONG = "Väinämöinen Kalevanpoika Ilmarinen-Lemmi"  # as long as a name may be (40)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "hu"])
def test_columns_fit_and_align_at_every_size(tmp_path, size, language):
    records = dict(RECORDS, **{LONG: {"power": Record(1234, 1000, 4321, 987654, 321, 12)}})
    write_stats(tmp_path / "data", records)
    drv = Driver(tmp_path / "data", size=size, language=language)
    try:
        drv.app.push(StatisticsScreen(drv.app))
        drv.run(2)
        screen = drv.top
        keys = [c["key"] for c in screen.columns]
        assert keys[:8] == [
            "player",
            "edition",
            "games",
            "wins",
            "win_rate",
            "rounds",
            "points",
            "best_streak",
        ]
        if size != (960, 540):
            assert keys[-1] == "streak"  # room for the current streak too
        for column in screen.columns:
            room = column["w"] - 2 * screen.pad
            assert screen.head_font.size(column["head"])[0] <= room, column["head"]
            for i in range(len(screen.rows)):
                assert screen.cell_font.size(screen.cell_text(i, column))[0] <= room
        assert screen.columns[-1]["x"] + screen.columns[-1]["w"] <= size[0]
        long = screen.keys.index((LONG, "power"))
        assert screen.cell_text(long, screen.columns[0]).startswith("Väinämöinen")
        points = row_of(screen, LONG, "power")["points"]
        assert points == ("987,654" if language == "en" else "987\xa0654")
    finally:
        drv.close()


@pytest.mark.parametrize("events", [120, pytest.param(300, marks=pytest.mark.profile)])
def test_random_events_on_a_full_table_never_raise(tmp_path, events):
    """Random clicks, keys, wheel turns and resizes on the statistics screen with many rows (the
    reset dialog included: it is answered at random too); the file is either intact or reset."""
    import random

    store = write_stats(tmp_path / "data", many_records(30))
    before = store.paths.stats_file.read_bytes()
    drv = Driver(tmp_path / "data")
    rng = random.Random(11)
    keys = [
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_PAGEDOWN,
        pygame.K_PAGEUP,
        pygame.K_HOME,
        pygame.K_END,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_SPACE,
    ]
    try:
        drv.app.push(StatisticsScreen(drv.app))
        for i in range(events):
            if not isinstance(drv.top, (StatisticsScreen, ConfirmDialog)):
                drv.app.push(StatisticsScreen(drv.app))
            w, h = drv.app.ctx.size
            r = rng.random()
            if r < 0.5:
                pos = (rng.randrange(w), rng.randrange(h))
                drv.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                drv.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                drv.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            elif r < 0.85:
                key = rng.choice(keys)
                drv.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            elif r < 0.95:
                drv.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
            else:
                size = (rng.randrange(900, 2000), rng.randrange(500, 1200))
                drv.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            if i % 3 == 0:
                drv.run(1)
        drv.run(2)
        after = store.paths.stats_file.read_bytes()
        assert after == before or store.load_stats().players == {}
    finally:
        drv.close()
