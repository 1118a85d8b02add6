"""Issue 20: no file, name or second window crashes the game or loses a result. One regression test
(or more) per defect: huge numbers and wrong types in every file, the notices list, a full disk at
the end of a game, two processes on one folder, game ids, no display, the window size, a BOM."""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

import game.__main__ as cli
import game.app
import game.ui.start
from game.bench.randomplay import choose_move
from game.rules import Options, apply
from game.storage import SavedGame, Seat, Settings, Storage
from game.storage import files as files_module
from game.storage import saves as saves_module
from game.storage.saves import write_replay

ROOT = Path(__file__).resolve().parent.parent
HUGE = "9" * 5000  # past Python's 4,300-digit limit: json.loads raises ValueError


@pytest.fixture
def store(tmp_path):
    return Storage.open(tmp_path / "data")


def seats(n: int = 3, people: int = 2) -> tuple[Seat, ...]:
    return tuple(Seat(f"Person {i}") if i < people else Seat(f"Computer {i}", "ai", "easy") for i in range(n))


def play(store, moves: int = 8, seed: int = 3, game: SavedGame | None = None):
    game = game or SavedGame("classic", seats(), Options(), seed=seed)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(seed)
    for _ in range(moves):
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
    return game, saver, state


def play_to_the_end(store, seed: int = 8):
    game = SavedGame("classic", seats(3, people=2), Options(scoring="single_round"), seed=seed)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(seed)
    while state.phase != "game_over":
        seat, action = choose_move(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
    return game, saver, state


def kinds(store) -> list[str]:
    return [n.kind for n in store.take_notices()]


def set_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bad-*"))


# ------------------------------------------------------------------------------- 1. huge integers


def test_a_huge_integer_in_the_settings_is_set_aside_at_start(launched_cli, tmp_path):
    data = tmp_path / "d"
    store = Storage.open(data)
    store.paths.config_dir.mkdir(parents=True)
    raw = f'{{"version": 1, "window_size": [{HUGE}, 720]}}'
    store.paths.settings_file.write_text(raw)
    launch = launched_cli("--data-dir", str(data))  # crashed on every start
    assert launch.settings == Settings()
    assert [n.kind for n in launch.notices] == ["not_json"]
    assert [p.read_text() for p in set_aside(store.paths.settings_file)] == [raw]
    launch = launched_cli("--data-dir", str(data))  # and the next start is clean
    assert launch.notices == []


@pytest.mark.parametrize("where", ["seed", "version", "moves"])
def test_a_huge_integer_in_the_save_is_set_aside_on_continue(store, where):
    play(store)[1].close()
    text = store.paths.save_file.read_text()
    data = json.loads(text)
    if where == "moves":
        data["moves"].append([0, {"do": "catch", "target": 0}])
    text = (
        json.dumps(data).replace('"target": 0', f'"target": {HUGE}')
        if where == "moves"
        else text.replace(f'"{where}":{data[where]}', f'"{where}":{HUGE}')
    )
    assert HUGE in text
    store.paths.save_file.write_text(text)
    assert store.load_game() is None
    assert kinds(store) == ["not_json"]
    assert len(set_aside(store.paths.save_file)) == 1 and not store.has_saved_game()


def test_a_huge_integer_in_a_journal_line_loses_only_that_line(store):
    game, saver, state = play(store, moves=6)
    saver.close()
    lines = store.paths.journal_file.read_text().splitlines()
    lines[3] = lines[3].replace('"i":', f'"i":{HUGE},"j":')
    store.paths.journal_file.write_text("\n".join(lines) + "\n")
    loaded = store.load_game()  # crashed on Continue, every time
    assert loaded is not None and len(loaded.game.moves) == 2  # the moves before the bad line
    assert kinds(store) == ["moves_lost"]
    assert len(set_aside(store.paths.journal_file)) == 1


def test_a_huge_integer_in_the_statistics_is_set_aside_at_game_end(store):
    store.paths.data_dir.mkdir(parents=True, exist_ok=True)
    raw = f'{{"version": 1, "players": {{"Anna": {{"classic": {{"games": {HUGE}}}}}}}}}'
    store.paths.stats_file.write_text(raw)
    game, saver, state = play_to_the_end(store)
    assert store.finish_game(saver, state) is not None  # crashed at game end
    assert kinds(store) == ["not_json"]
    assert [p.read_text() for p in set_aside(store.paths.stats_file)] == [raw]
    stats = store.load_stats()
    assert sum(stats.get(s.name, "classic").games for s in game.seats) == 2  # the game is counted
    assert not store.has_saved_game()


# ------------------------------------------------------------------------------- 2. wrong types


@pytest.mark.parametrize(
    "action",
    [
        {"do": {}},
        {"do": []},
        {"do": "play", "card": {}},
        {"do": "play", "card": "r1", "towers": 5},
        {"do": "play", "card": "r1", "towers": [{}]},
        {"do": "discard", "cards": [{}, []]},
        {"do": "catch", "target": {}},
        {"do": "play", "card": "r1", "swap_with": []},
        {"do": None},
    ],
)
def test_a_journal_line_with_a_wrong_type_loses_only_that_line(store, action):
    game, saver, state = play(store, moves=4)
    saver.close()
    with open(store.paths.journal_file, "a") as journal:
        journal.write(json.dumps({"i": 4, "seat": state.turn, "action": action}) + "\n")
    loaded = store.load_game()  # `"do": {}` raised TypeError on Continue, every time
    assert loaded is not None and loaded.state.to_json() == state.to_json()
    assert kinds(store) == ["moves_lost"]


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["seats"][0].update(name={}),
        lambda d: d["seats"][1].update(level=[1]),
        lambda d: d.update(options=[]),
        lambda d: d["options"].update(custom_cards={}),
        lambda d: d.update(moves={"0": 1}),
        lambda d: d["moves"].append([0, {"do": {}}]),
        lambda d: d.update(started=["x"]),
        lambda d: d.update(started="\ud800"),
        lambda d: d.update(result=[]),
        lambda d: d["seats"][1].update(level="\ud800"),
        lambda d: d.update(ruleset={}),
    ],
)
def test_a_save_with_a_wrong_type_is_set_aside(store, change):
    play(store)[1].close()
    data = json.loads(store.paths.save_file.read_text())
    change(data)
    store.paths.save_file.write_text(json.dumps(data))
    assert store.load_game() is None
    assert kinds(store) in (["wrong_shape"], ["bad_moves"])
    assert not store.has_saved_game()


# ------------------------------------------------------------------------------- 4. the notices list


def test_the_not_saved_notice_survives_a_settings_change_during_a_game(store, monkeypatch):
    game, saver, state = play(store, moves=2)
    store.save_settings(Settings(colorblind=True))
    store.take_notices()  # what the UI does after saving the settings (replaced the saver's list)
    monkeypatch.setattr(
        saves_module.os,
        "write",
        lambda fd, data: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left")),
    )
    rng = random.Random(1)
    seat, action = choose_move(state, rng)
    apply(state, seat, action)
    saver.record(seat, action)
    assert kinds(store) == ["not_saved"]  # was lost: the saver reported into a list nobody read
    saver.close()


#: a deal whose first move opens no decision dialog (seed 3, for one, turns up a Wild: its colour dialog)
SEEDED_DEAL = 1


def test_the_player_is_told_at_the_table_after_a_settings_change(tmp_path, monkeypatch):
    from game.ui.kit import Dialog
    from game.ui.table.screen import TableScreen
    from game.ui.testing import Driver

    drv = Driver(tmp_path / "data")
    try:
        # a fixed deal: a random one may open a decision dialog first (a Wild turned up: its colour),
        # which stays on top of the notice until it is answered
        drv.app.ctx.launch = dataclasses.replace(drv.app.ctx.launch, seed=SEEDED_DEAL)
        drv.click_text("New game")
        drv.click_text("Start the game")
        table = drv.app.find(TableScreen)
        drv.app.ctx.settings = drv.app.ctx.settings.replace(animation_speed="fast")
        drv.app.ctx.save_settings()  # the settings screen's save, in the middle of the game
        monkeypatch.setattr(
            saves_module.os,
            "write",
            lambda fd, data: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left")),
        )
        session = table.session
        seat = session.state.turn
        session.apply(seat, session.legal(seat)[-1])
        drv.run(3)
        assert isinstance(drv.top, Dialog)
        assert drv.top.message == drv.app.ctx.t("storage-not-saved", what="saved_game")
    finally:
        drv.close()


# ------------------------------------------------------------------------------- 5. full disk at the end


def full_disk(monkeypatch):
    def no_space(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files_module.tempfile, "mkstemp", no_space)
    monkeypatch.setattr(saves_module.os, "write", no_space)


def test_a_full_disk_at_the_end_keeps_the_game_until_it_is_stored(store, monkeypatch):
    game, saver, state = play_to_the_end(store)
    with monkeypatch.context() as patch:
        full_disk(patch)
        assert store.finish_game(saver, state) is None
    assert kinds(store) == ["not_saved", "game_kept"]  # the statistics, then what happens now
    assert store.has_saved_game() and store.list_replays() == []
    assert not store.paths.stats_file.exists()
    # the disk has room again: Continue shows the end and stores it (counted once)
    loaded = store.load_game()
    assert loaded.state.to_json() == state.to_json() and loaded.state.phase == "game_over"
    again = store.start_game(loaded.game)
    path = store.finish_game(again, loaded.state)
    assert path is not None and store.load_replay(path).rebuild().to_json() == state.to_json()
    assert not store.has_saved_game() and kinds(store) == []
    assert sum(store.load_stats().get(s.name, "classic").games for s in game.seats) == 2
    store.finish_game(store.start_game(loaded.game), loaded.state)  # once more: not counted twice
    assert sum(store.load_stats().get(s.name, "classic").games for s in game.seats) == 2


def test_a_replay_that_cannot_be_written_keeps_the_game_too(store, monkeypatch):
    game, saver, state = play_to_the_end(store)

    def no_replay(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saves_module, "write_replay", no_replay)
    assert store.finish_game(saver, state) is None
    notices = store.take_notices()
    assert [n.kind for n in notices] == ["game_kept"] and "No space left" in notices[0].text()
    assert store.has_saved_game() and store.load_game().state.phase == "game_over"
    assert sum(store.load_stats().get(s.name, "classic").games for s in game.seats) == 2


def test_game_over_on_a_full_disk_tells_the_player_and_continue_stores_it(tmp_path, monkeypatch):
    from game.ui.kit import Dialog
    from game.ui.menus.main_menu import MainMenu
    from game.ui.table.game_over import GameOverScreen
    from game.ui.table.round_summary import RoundSummary
    from game.ui.testing import Driver

    def to_the_winner(drv):
        """Frames (answering what the table asks) until the game-over screen, via See the winner."""
        for _ in range(400):
            if isinstance(drv.top, GameOverScreen):
                return drv.top
            if isinstance(drv.top, RoundSummary) and drv.find("See the winner") is not None:
                drv.click_text("See the winner")
            elif isinstance(drv.top, Dialog):
                drv.click(drv.top.focusables[0].rect.center)
            else:
                drv.run(5)
        raise AssertionError(f"no game-over screen: {drv.top}")

    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("New game")
        setup = drv.top
        drv.click_text(setup.t("ui-look-scoring-single-round"))  # the scoring's segmented control
        assert setup.options.scoring == "single_round"
        drv.click_text("Start the game")
        # the table (a random deal may already have opened a decision dialog over it, such as the colour
        # of a first Wild when seat 0 plays first)
        session = drv.app.find("table").session
        rng = random.Random(2)
        while session.state.phase != "game_over":
            seat, action = choose_move(session.state, rng)
            session.apply(seat, action)
        name = session.game.seats[0].name
        with monkeypatch.context() as patch:
            full_disk(patch)
            to_the_winner(drv)
            drv.click_text(drv.app.ctx.t("ui-main-menu"))
            assert isinstance(drv.app.stack[0], MainMenu)
            told = []
            while isinstance(drv.top, Dialog):
                told.append(drv.top.message)
                drv.click(drv.top.focusables[0].rect.center)
        assert drv.app.ctx.t("storage-game-kept") in told  # the player is told what happened
        store = drv.app.ctx.storage
        assert store.list_replays() == [] and not store.paths.stats_file.exists()
        # the disk has room again: Continue shows the end once more, and this time it is stored
        drv.click_text("Continue")
        to_the_winner(drv)
        assert len(store.list_replays()) == 1 and not store.has_saved_game()
        assert store.load_stats().get(name, "classic").games == 1
    finally:
        drv.close()


# ------------------------------------------------------------------------------- 6. two processes

HOLDER = textwrap.dedent("""
    import sys, time
    from game.storage import Storage
    store = Storage.open(sys.argv[1])
    assert store.lock_instance()
    print("holding", flush=True)
    sys.stdin.readline()
""")

COUNTER = textwrap.dedent("""
    import sys, uuid
    from game.storage import Storage
    from game.storage.stats import SeatResult
    store = Storage.open(sys.argv[1])
    result = [SeatResult("Anna", True, True, 1, 10)]
    for _ in range(int(sys.argv[2])):
        game_id = uuid.uuid4().hex
        assert store.update_stats(lambda stats: stats.record_game(game_id, "classic", result))
""")


def env_for_children() -> dict:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))


def test_a_second_instance_on_the_same_folder_is_told_and_changes_nothing(tmp_path):
    data = tmp_path / "d"
    store = Storage.open(data)
    game, saver, state = play(store, moves=5)
    saver.close()
    before = store.paths.save_file.read_bytes(), store.paths.journal_file.read_bytes()
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env=env_for_children(),
    )
    try:
        assert holder.stdout.readline().strip() == "holding"
        second = subprocess.run(
            [
                sys.executable,
                "-m",
                "game",
                "--data-dir",
                str(data),
                "--frames",
                "30",
                "--demo",
                "--lang",
                "en",
            ],
            capture_output=True,
            text=True,
            timeout=60,
            env=env_for_children(),
        )
        assert second.returncode == cli.EXIT_ALREADY_RUNNING
        assert "UNO Table is already open with the same files" in second.stderr
        assert str(data.resolve() / "data") in second.stderr
        assert (store.paths.save_file.read_bytes(), store.paths.journal_file.read_bytes()) == before
    finally:
        holder.communicate("\n", timeout=30)
    # the first one has gone: the folder is free again
    after = subprocess.run(
        [sys.executable, "-m", "game", "--data-dir", str(data), "--frames", "2"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env_for_children(),
    )
    assert after.returncode == 0, after.stderr


def test_the_lock_goes_with_the_process_and_within_one_process(tmp_path):
    a, b = Storage.open(tmp_path / "d"), Storage.open(tmp_path / "d")
    assert a.lock_instance() and a.lock_instance()  # taking it again is fine
    assert not b.lock_instance()
    a.unlock_instance()
    assert b.lock_instance()
    b.unlock_instance()


def test_statistics_updates_from_two_processes_are_never_lost(tmp_path):
    data = tmp_path / "d"
    each = 40
    started = time.monotonic()
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", COUNTER, str(data), str(each)],
            env=env_for_children(),
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    for worker in workers:
        _, err = worker.communicate(timeout=120)
        assert worker.returncode == 0, err
    stats = Storage.open(data).load_stats()
    assert stats.get("Anna", "classic").games == 2 * each, f"{time.monotonic() - started:.1f} s"
    assert len(stats.counted) == 2 * each


# ------------------------------------------------------------------------------- 7. game ids


@pytest.mark.parametrize("game_id", ["/../../x", "../x", "a/b", "a\x00b", "a b", "x" * 65, "", ".", "é"])
def test_a_bad_game_id_in_a_save_is_refused(store, game_id):
    play(store)[1].close()
    data = json.loads(store.paths.save_file.read_text())
    data["game_id"] = game_id
    store.paths.save_file.write_text(json.dumps(data))
    assert store.load_game() is None
    assert kinds(store) == ["wrong_shape"] and not store.has_saved_game()


def test_a_replay_is_always_written_inside_the_replays_folder(store):
    game = SavedGame("classic", seats(), seed=1, game_id="/../../escaped")
    path = write_replay(store.paths, game)
    assert path.parent == store.paths.replays_dir and "escaped" not in path.name
    assert not (store.paths.data_dir.parent / "escaped").exists()


def test_a_bad_game_id_in_the_statistics_is_damage(store):
    store.paths.data_dir.mkdir(parents=True)
    store.paths.stats_file.write_text('{"version": 1, "players": {}, "counted": ["a\\u0000b"]}')
    store.load_stats()
    assert kinds(store) == ["wrong_shape"]


# ------------------------------------------------------------------------------- 8. no display


@pytest.mark.parametrize(
    "env, platform, missing",
    [
        ({}, "linux", True),
        ({"DISPLAY": ":0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"SDL_VIDEODRIVER": "dummy"}, "linux", False),
        ({"DISPLAY": ""}, "freebsd13", True),
        ({}, "win32", False),
        ({}, "darwin", False),
    ],
)
def test_no_display_is_noticed(env, platform, missing):
    assert cli.no_display(env, platform) is missing


def test_without_a_display_the_game_says_so_and_exits_non_zero(tmp_path):
    env = {
        k: v
        for k, v in env_for_children().items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    result = subprocess.run(
        [sys.executable, "-m", "game", "--data-dir", str(tmp_path / "d"), "--frames", "2", "--lang", "en"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == cli.EXIT_NO_DISPLAY
    assert "No display found" in result.stderr and "SDL_VIDEODRIVER" in result.stderr
    assert not (tmp_path / "d").exists()  # nothing was started
    headless = subprocess.run(
        [sys.executable, "-m", "game", "--data-dir", str(tmp_path / "d"), "--frames", "2"],
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(env, SDL_VIDEODRIVER="dummy"),
    )
    assert headless.returncode == 0, headless.stderr


# ------------------------------------------------------------------------------- 9. window size, BOM


def test_the_window_is_never_larger_than_the_displays():
    assert game.ui.start.fit_to_displays((16384, 16384), [(1920, 1080), (1280, 1024)]) == (1920, 1080)
    assert game.ui.start.fit_to_displays((800, 600), [(1920, 1080)]) == (800, 600)
    assert game.ui.start.fit_to_displays((800, 600), []) == (800, 600)
    import pygame

    pygame.init()
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
        surface = game.ui.start.open_window((16384, 16384), False)  # settings allow it: 1.2 GB of window
        assert surface.get_size() == desktop
    finally:
        pygame.quit()


def test_a_settings_file_with_a_byte_order_mark_is_read(store):
    store.paths.config_dir.mkdir(parents=True)
    store.paths.settings_file.write_bytes(
        b"\xef\xbb\xbf" + json.dumps({"version": 1, "language": "fi", "colorblind": True}).encode()
    )
    settings = store.load_settings()
    assert (settings.language, settings.colorblind) == ("fi", True)
    assert kinds(store) == [] and set_aside(store.paths.settings_file) == []


# ------------------------------------------------------------------------------- fixtures


@pytest.fixture
def launched_cli(monkeypatch):
    """`main(argv)` with the app replaced by a recorder: the Launch it would have been given."""
    got = {}

    def fake_run(max_frames=0, launch=None):
        got["launch"] = launch
        return 0

    monkeypatch.setattr(game.app, "run", fake_run)

    def call(*argv):
        assert cli.main(list(argv)) == 0
        return got["launch"]

    return call
