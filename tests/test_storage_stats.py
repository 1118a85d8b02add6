"""Statistics per person's name and edition, from real games, surviving a restart."""

import json
import os
import random
import subprocess
import sys

import pytest

from game.rules import Options, apply
from game.rules.events import RoundEnded
from game.storage import Record, SavedGame, Seat, SeatResult, Statistics, Storage, game_results


@pytest.fixture
def xdg(tmp_path, monkeypatch):
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        monkeypatch.setenv(f"XDG_{name}_HOME", str(tmp_path / name.lower()))
    return tmp_path


def result(name, won, rounds=0, points=0, person=True):
    return SeatResult(name, person, won, rounds, points)


def test_games_wins_rounds_points_and_streaks_add_up():
    stats = Statistics()
    outcomes = [True, True, False, True, True, True, False]
    for i, won in enumerate(outcomes):
        assert stats.record_game(
            f"g{i}",
            "classic",
            [result("Anna", won, rounds=2, points=50 if won else 0), result("Bot", not won, person=False)],
        )
    anna = stats.get("Anna", "classic")
    assert anna == Record(games=7, wins=5, rounds_won=14, points=250, best_streak=3, streak=0)
    assert stats.get("Bot", "classic") == Record()  # computer players have no statistics
    assert stats.names() == ["Anna"]


def test_computer_players_are_counted_by_level_once_a_game():
    """Issue 41: a computer that wins had no row. Two seats of one level in a game are one game for the
    level, won when either won; the record survives the file."""
    stats = Statistics()
    seats = [
        result("Anna", False),
        SeatResult("Alex", False, True, 3, 120, "expert"),
        SeatResult("Billie", False, False, 1, 40, "expert"),
        SeatResult("Charlie", False, False, 0, 0, "easy"),
    ]
    assert stats.record_game("g1", "power", seats)
    assert not stats.record_game("g1", "power", seats)
    assert stats.levels() == ["easy", "expert"]
    assert stats.computer("expert") == {"power": Record(1, 1, 3, 120, 1, 1)}
    assert stats.computer("easy") == {"power": Record(1, 0, 0, 0, 0, 0)}
    assert stats.names() == ["Anna"]  # the computers' seat names are not people
    again = Statistics.from_json(json.loads(json.dumps(stats.to_json())))
    assert again == stats
    old = stats.to_json()
    del old["computers"]  # a file from before: no computers, nothing else lost
    assert Statistics.from_json(old).players == stats.players


def test_each_edition_is_counted_apart_and_names_are_tidied():
    stats = Statistics()
    stats.record_game("a", "classic", [result("  Anna   Berg ", True)])
    stats.record_game("b", "power", [result("Anna Berg", False)])
    assert stats.get("Anna Berg", "classic").wins == 1
    assert stats.get("Anna Berg", "power") == Record(games=1)
    assert set(stats.editions("Anna Berg")) == {"classic", "power"}


def test_a_game_is_counted_once():
    stats = Statistics()
    assert stats.record_game("same", "modern", [result("Eve", True)])
    assert not stats.record_game("same", "modern", [result("Eve", True)])
    assert stats.get("Eve", "modern").games == 1


def play(game: SavedGame, seed: int):
    from test_storage_saves import choose

    state = game.new_state()
    rng = random.Random(seed)
    rounds = [0] * game.players
    points = [0] * game.players
    while state.phase != "game_over":
        seat, action = choose(state, rng)
        for event in apply(state, seat, action):
            if isinstance(event, RoundEnded):
                rounds[event.winner] += 1
                points[event.winner] += event.points
        game.add(seat, action)
    return state, rounds, points


def test_results_of_a_real_game_come_from_its_moves():
    game = SavedGame(
        "power", (Seat("Anna"), Seat("Bo"), Seat("Cpu", "ai", "hard")), Options(target=60), seed=31
    )
    state, rounds, points = play(game, 31)
    results = game_results(game)
    assert [r.rounds_won for r in results] == rounds
    assert [r.points for r in results] == points
    assert [r.won for r in results] == [i == state.game_winner for i in range(3)]
    assert [r.person for r in results] == [True, True, False]
    assert [r.level for r in results] == [None, None, "hard"]
    assert sum(rounds) == state.round_no and sum(rounds) >= 1


BAD_STATS = {
    "empty": ("", "empty"),
    "truncated": ('{"version": 1, "players": {"Anna": {"classic": {"games": 3', "truncated"),
    "not_json": ("games=3", "not_json"),
    "newer": ('{"version": 5}', "newer_version"),
    "negative": ('{"version": 1, "players": {"A": {"classic": {"games": -1}}}}', "wrong_shape"),
    "more_wins_than_games": (
        '{"version": 1, "players": {"A": {"classic": {"games": 1, "wins": 2}}}}',
        "wrong_shape",
    ),
    "unknown_edition": ('{"version": 1, "players": {"A": {"chess": {"games": 1}}}}', "wrong_shape"),
    "players_list": ('{"version": 1, "players": []}', "wrong_shape"),
    "computers_list": ('{"version": 1, "players": {}, "computers": []}', "wrong_shape"),
    "computer_edition": ('{"version": 1, "computers": {"easy": {"chess": {"games": 1}}}}', "wrong_shape"),
}


@pytest.mark.parametrize("case", sorted(BAD_STATS))
def test_bad_statistics_files_are_kept_aside_and_counting_starts_again(xdg, case):
    text, kind = BAD_STATS[case]
    store = Storage.open()
    store.paths.data_dir.mkdir(parents=True)
    store.paths.stats_file.write_text(text)
    assert store.load_stats() == Statistics()
    notices = store.take_notices()
    assert [n.kind for n in notices] == [kind] and "statistics file" in notices[0].text()
    with open(notices[0].moved_to) as kept:
        assert kept.read() == text


FINISH = """
import random, sys
sys.path.insert(0, {tests!r})
from test_storage_stats import play
from game.rules import Options
from game.storage import SavedGame, Seat, Storage
store = Storage.open()
seats = (Seat("Anna"), Seat("Cpu", "ai", "easy"))
game = SavedGame("classic", seats, Options(scoring="single_round"), seed=5)
saver = store.start_game(game)
state, rounds, points = play(game, 5)
store.finish_game(saver, state)
print(state.game_winner, rounds[0], points[0])
"""
READ = """
import json
from game.storage import Storage
store = Storage.open()
stats = store.load_stats()
print(json.dumps({"anna": vars(stats.get("Anna", "classic")), "notices": len(store.take_notices())}))
"""


def test_statistics_survive_a_restart(xdg):
    tests = os.path.dirname(__file__)
    env = dict(os.environ)
    out = subprocess.run(
        [sys.executable, "-c", FINISH.format(tests=tests)],
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=60,
    ).stdout.split()
    winner, rounds, points = map(int, out)
    read = json.loads(
        subprocess.run(
            [sys.executable, "-c", READ], env=env, check=True, capture_output=True, text=True, timeout=60
        ).stdout
    )
    assert read["notices"] == 0
    assert read["anna"] == {
        "games": 1,
        "wins": int(winner == 0),
        "rounds_won": rounds,
        "points": points,
        "best_streak": int(winner == 0),
        "streak": int(winner == 0),
    }
