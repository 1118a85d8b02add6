"""The saved game: autosave after every move, Continue rebuilds the exact state, bad saves, replays."""

import json
import os
import random
from pathlib import Path

import pytest

from game.bench.randomplay import choose_move
from game.rules import Options, apply, legal_actions, new_game
from game.storage import SavedGame, Seat, Storage
from game.storage import saves as saves_module
from game.storage.saves import GameSaver, list_replays, write_replay


@pytest.fixture
def store(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    return Storage.open()


def seats(n: int, people: int = 1) -> tuple[Seat, ...]:
    return tuple(
        Seat(f"Person {i}") if i < people else Seat(f"Computer {i}", "ai", "normal") for i in range(n)
    )


def choose(state, rng: random.Random):
    """A random legal move, with UNO calls, catches and forgotten calls more often than the soak's."""
    return choose_move(state, rng, side_chance=0.7, forget_chance=0.5)


SETUPS = {
    "classic": ("classic", 4, Options(stacking=True, blank_cards="hand_to_seven")),
    "power": ("power", 3, Options(forced_play=True)),
    "modern": (
        "modern",
        5,
        Options(seven_zero=True, custom_cards=("draw_until_color", "extra_turn", "discard_wilds")),
    ),
}


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_resume_after_every_action_of_two_rounds_rebuilds_the_identical_state(store, name):
    ruleset, players, options = SETUPS[name]
    game = SavedGame(ruleset, seats(players), options, seed=20261122)
    saver = GameSaver(store.paths, game, store.notices, compact_every=16)  # both files in play
    state = game.new_state()
    rng = random.Random(name)
    moves = 0
    kinds = set()
    while not (state.phase == "game_over" or state.phase == "round_over" and state.round_no == 2):
        seat, action = choose(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
        moves += 1
        kinds.add(type(action).__name__)
        loaded = Storage.open().load_game()  # as if the program had stopped right here
        assert loaded is not None
        assert loaded.state.to_json() == state.to_json(), f"move {moves}"
        assert len(loaded.game.moves) == moves
    assert moves > 20
    assert kinds >= {"Play", "Draw", "NextRound"}
    assert store.take_notices() == []
    # Continue, then play on: the resumed save keeps going
    loaded = store.load_game()
    saver.close()
    again = store.start_game(loaded.game)
    state = loaded.state
    for seat, action in [(0, legal_actions(state, 0)[0])]:
        apply(state, seat, action)
        again.record(seat, action)
    assert store.load_game().state.to_json() == state.to_json()
    again.close()


def test_the_autosave_appends_a_line_and_does_not_rewrite_the_game_file(store):
    game = SavedGame("classic", seats(3), seed=5)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(1)
    before = store.paths.save_file.stat()
    sizes = []
    for _ in range(10):
        seat, action = choose(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
        sizes.append(store.paths.journal_file.stat().st_size)
    after = store.paths.save_file.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    steps = [b - a for a, b in zip(sizes, sizes[1:], strict=False)]
    assert all(0 < step < 200 for step in steps)  # one short line per move
    saver.close()


def test_compaction_folds_the_journal_into_the_game_file(store):
    game = SavedGame("modern", seats(2), seed=9)
    saver = GameSaver(store.paths, game, compact_every=5)
    state = game.new_state()
    rng = random.Random(2)
    for _ in range(12):
        seat, action = choose(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
    on_disk = json.loads(store.paths.save_file.read_text())
    assert len(on_disk["moves"]) == 10
    assert len(store.paths.journal_file.read_text().splitlines()) == 1 + 2  # header and two moves
    assert store.load_game().state.to_json() == state.to_json()
    saver.close()


def _play_some(store, n: int, seed: int = 3):
    game = SavedGame("classic", seats(4), seed=seed)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(seed)
    states = [state.to_json()]
    for _ in range(n):
        seat, action = choose(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
        states.append(state.to_json())
    saver.close()
    return game, states


def test_a_last_line_cut_short_by_a_crash_is_ignored(store):
    game, states = _play_some(store, 8)
    with open(store.paths.journal_file, "ab") as journal:
        journal.write(b'{"i": 8, "seat": 1, "act')
    loaded = store.load_game()
    assert loaded.state.to_json() == states[8]
    assert store.take_notices() == []


def test_a_damaged_line_inside_the_journal_loses_only_the_moves_after_it(store):
    game, states = _play_some(store, 8)
    lines = store.paths.journal_file.read_bytes().split(b"\n")
    lines[5] = b"#####"  # the fifth move (line 1 is the header)
    store.paths.journal_file.write_bytes(b"\n".join(lines))
    loaded = store.load_game()
    assert loaded.state.to_json() == states[4]
    notices = store.take_notices()
    assert [n.kind for n in notices] == ["moves_lost"]
    assert Path(notices[0].moved_to).read_bytes() == b"\n".join(lines)  # the journal is kept


def test_a_journal_of_another_game_is_ignored(store):
    game, states = _play_some(store, 6)
    journal = store.paths.journal_file.read_bytes()
    _play_some(store, 0, seed=4)  # a new game replaces the save...
    store.paths.journal_file.write_bytes(journal)  # ...but the old journal is left behind
    loaded = store.load_game()
    assert loaded.game.seed == 4 and loaded.game.moves == []
    assert store.take_notices() == []


def test_a_move_the_rules_refuse_makes_the_save_bad(store):
    game = SavedGame("classic", seats(2), seed=1, moves=[(1, {"do": "play", "card": "W4", "color": "r"})])
    state = game.new_state()
    assert state.turn != 1 or "W4" not in state.hands[1]  # (this move is illegal in this deal)
    store.paths.saves_dir.mkdir(parents=True)
    store.paths.save_file.write_text(json.dumps(game.to_json()))
    assert store.load_game() is None
    notices = store.take_notices()
    assert [n.kind for n in notices] == ["bad_moves"]
    assert Path(notices[0].moved_to).exists() and not store.paths.save_file.exists()


def _good_save_text() -> str:
    return json.dumps(SavedGame("power", seats(3), seed=8, moves=[]).to_json())


def _edit(**changes) -> str:
    data = json.loads(_good_save_text())
    data.update(changes)
    return json.dumps(data)


BAD_SAVES = {
    "empty": ("", "empty"),
    "truncated": (_good_save_text()[:-30], "truncated"),
    "not_json": ("PK\x03\x04 this is a zip", "not_json"),
    "newer": (_edit(version=2), "newer_version"),
    "one_seat": (_edit(seats=[{"name": "Solo", "kind": "person", "level": None}]), "wrong_shape"),
    "negative_seed": (_edit(seed=-1), "wrong_shape"),
    "moves_not_a_list": (_edit(moves={"0": "play"}), "wrong_shape"),
    "unknown_move": (_edit(moves=[[0, {"do": "cheat"}]]), "wrong_shape"),
    "seat_out_of_range": (_edit(moves=[[7, {"do": "draw"}]]), "wrong_shape"),
    "unknown_edition": (_edit(ruleset="go-fish"), "wrong_shape"),
    "option_for_other_edition": (_edit(options={"seven_zero": True}), "wrong_shape"),
}


@pytest.mark.parametrize("case", sorted(BAD_SAVES))
def test_bad_saves_are_kept_aside_reported_and_the_game_goes_on(store, case):
    text, kind = BAD_SAVES[case]
    store.paths.saves_dir.mkdir(parents=True)
    store.paths.save_file.write_text(text, "utf-8")
    store.paths.journal_file.write_text('{"journal": 1, "game": "x"}\n')
    assert store.load_game() is None
    notices = store.take_notices()
    assert [n.kind for n in notices] == [kind]
    assert Path(notices[0].moved_to).read_text("utf-8") == text
    assert not store.paths.save_file.exists() and not store.paths.journal_file.exists()
    assert len(list(store.paths.saves_dir.glob("current.journal.bad-*"))) == 1
    assert notices[0].text().startswith("The saved game file")
    # a new game saves and loads normally afterwards
    game, states = _play_some(store, 3)
    assert store.load_game().state.to_json() == states[3]


def test_a_finished_game_becomes_a_replay_and_is_counted_once(store):
    game = SavedGame("classic", seats(3, people=2), Options(scoring="single_round"), seed=77)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(4)
    while state.phase != "game_over":
        seat, action = choose(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)
    path = store.finish_game(saver, state)
    assert path is not None and path.parent == store.paths.replays_dir
    assert not store.paths.save_file.exists() and not store.paths.journal_file.exists()
    assert store.load_game() is None
    replay = store.load_replay(path)
    assert replay.result["winner"] == state.game_winner and replay.result["scores"] == state.scores
    assert replay.rebuild().to_json() == state.to_json()
    stats = store.load_stats()
    total_games = sum(stats.get(s.name, "classic").games for s in game.seats)
    assert total_games == 2  # the two people, not the computer
    winner = game.seats[state.game_winner]
    if winner.is_person:
        assert stats.get(winner.name, "classic").wins == 1
    # finishing it again (a crash between the statistics and the replay) does not count it twice
    again = GameSaver(store.paths, game)
    store.finish_game(again)
    assert sum(store.load_stats().get(s.name, "classic").games for s in game.seats) == 2
    assert store.take_notices() == []


def test_only_the_newest_replays_are_kept(store):
    for seed in range(6):
        write_replay(store.paths, SavedGame("classic", seats(2), seed=seed), keep=3)
    kept = list_replays(store.paths)
    assert [store.load_replay(p).seed for p in kept] == [3, 4, 5]


def test_a_failing_disk_is_reported_once_and_the_save_catches_up(store, monkeypatch):
    game = SavedGame("classic", seats(2), seed=11)
    saver = store.start_game(game)
    state = game.new_state()
    rng = random.Random(5)
    real_write = os.write

    def full_disk(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves_module.os, "write", full_disk)
    for _ in range(3):
        seat, action = choose(state, rng)
        apply(state, seat, action)
        saver.record(seat, action)  # never raises
    assert [n.kind for n in store.take_notices()] == ["not_saved"]
    monkeypatch.setattr(saves_module.os, "write", real_write)
    seat, action = choose(state, rng)
    apply(state, seat, action)
    saver.record(seat, action)
    assert store.load_game().state.to_json() == state.to_json()
    saver.close()


def test_discard_forgets_the_game(store):
    _play_some(store, 2)
    assert store.has_saved_game()
    store.discard_game()
    assert not store.has_saved_game() and store.load_game() is None


def test_saved_game_json_round_trip():
    game = SavedGame(
        "modern", seats(3), Options(stacking=True), seed=123, moves=[(0, {"do": "draw"}), (1, {"do": "uno"})]
    )
    again = SavedGame.from_json(json.loads(json.dumps(game.to_json())))
    assert again == game
    assert again.players == 3 and again.record().players == 3
    assert new_game("modern", 3, Options(stacking=True), 123).to_json() == again.new_state().to_json()
