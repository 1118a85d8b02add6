"""Fuzz: thousands of randomly mutated saves, journals, settings and statistics files, each read the way
the game reads it (issue 20, items 1-2). None may crash the game, and none may load into a broken
state: a loaded game replays to the same state and passes the engine's invariants, everything loaded
can be written back (UTF-8, no lone surrogates), names are normalised, and a file that was refused
has been set aside (so the next start does not meet it again).

`make test` mutates 5,000 files (about 9 s of CPU, in five tests of 1,000 that run side by side);
FUZZ_FILES=N mutates N, and HYPOTHESIS_PROFILE=long ten times as many. Mutations are byte-level
(flips, cuts, insertions, a BOM) and structural (any value of the document replaced by a number of
5,000 digits, NaN, a wrong type, a lone surrogate, NUL, invisible characters, a path, a deep
nesting...). fsync is switched off: this is about what is read.
"""

from __future__ import annotations

import json
import logging
import os
import random
from collections import Counter

import pytest

from game.bench.randomplay import choose_move
from game.rules import Options, apply
from game.rules.invariants import problems
from game.storage import SavedGame, Seat, Settings, Storage
from game.storage.files import dump_json
from game.storage.names import normalize_name
from game.storage.saves import valid_game_id
from game.storage.settings import MAX_WINDOW, MIN_WINDOW, Setup
from game.storage.stats import Record

LONG = os.environ.get("HYPOTHESIS_PROFILE") == "long"
FILES = int(os.environ.get("FUZZ_FILES", 50_000 if LONG else 5_000))
SHARE = {"save": 0.4, "journal": 0.3, "settings": 0.15, "statistics": 0.15}
PARTS = 5  # the files in five tests of a fifth each

HUGE = "@HUGE@"  # put in as a JSON string, then written as a 5,000-digit number
POOL = [
    0,
    -1,
    1,
    3,
    2**70,
    1.5,
    -0.0,
    1e308,
    float("nan"),
    float("inf"),
    True,
    False,
    None,
    "",
    "x",
    "\x00",
    "\ud800",
    "a\udfffb",
    "/../../x",
    "..",
    "r5",
    "W",
    "W4",
    "yT2",
    "U",
    "play",
    "person",
    "ai",
    "classic",
    "power",
    "\u200b",
    "\u202e\u200f",
    "\ufeff",
    "x" * 5000,
    {},
    [],
    [[]],
    [0, 0],
    {"do": {}},
    {"do": "play", "card": "r5"},
    {"do": "play", "card": "r5", "towers": ["U", "N"]},
    {"i": 0},
    HUGE,
    [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
]
WORDS = [
    "version",
    "game_id",
    "moves",
    "seats",
    "name",
    "kind",
    "level",
    "options",
    "seed",
    "do",
    "card",
    "players",
    "counted",
    "games",
    "wins",
    "language",
    "window_size",
    "default_names",
    "last_setup",
    "i",
    "seat",
    "action",
    "journal",
    "game",
    "towers",
    "uno",
    "swap_with",
    "color",
    "result",
]


# ---------------------------------------------------------------------------------------------- bases


def _played(store, ruleset, players, options, seed, moves, people=2):
    seats = tuple(
        Seat(f"Spieler {i} ✓") if i < people else Seat(f"CPU {i}", "ai", "easy") for i in range(players)
    )
    game = SavedGame(ruleset, seats, options, seed=seed)
    saver = store.start_game(game)
    saver.compact_every = 10_000
    state = game.new_state()
    rng = random.Random(seed)
    for n in range(moves):
        if state.phase == "game_over":
            break
        seat, action = choose_move(state, rng, side_chance=0.5, forget_chance=0.3)
        apply(state, seat, action)
        if n == moves // 2:
            saver.compact()  # half the moves in current.json, the rest in the journal
        saver.record(seat, action)
    saver.close()
    return store.paths.save_file.read_bytes(), store.paths.journal_file.read_bytes()


@pytest.fixture(scope="module")
def bases(tmp_path_factory):
    store = Storage.open(tmp_path_factory.mktemp("bases"))
    games = [
        _played(store, "classic", 3, Options(stacking=True, seven_zero=True), 11, 40),
        _played(store, "power", 4, Options(forced_play=True, draw_until_playable=True), 12, 50),
        _played(store, "modern", 2, Options(custom_cards=("extra_turn", "discard_wilds", "plain")), 13, 30),
    ]
    setup = Setup("power", (Seat("Åsa"), Seat("CPU", "ai", "expert")), Options(stacking=True))
    settings = Settings(
        language="sv",
        window_size=(1024, 600),
        colorblind=True,
        default_names=("Åsa", "שרה"),
        last_setup=setup,
    ).to_json()
    record = {"games": 5, "wins": 2, "rounds_won": 7, "points": 300, "best_streak": 2, "streak": 1}
    stats = {
        "version": 1,
        "players": {"Åsa": {"classic": record, "power": record}, "Bo": {"modern": record}},
        "counted": ["0123456789abcdef0123456789abcdef", "a" * 32],
    }
    return {"games": games, "settings": settings, "statistics": stats}


# ---------------------------------------------------------------------------------------------- mutations


def _encode(data, rng) -> bytes:
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5, separators=(",", ":"))
    return text.replace(json.dumps(HUGE), "9" * 5000).encode("utf-8", "surrogatepass")


def _nodes(data, path=()):
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _nodes(value, path + (key,))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from _nodes(value, path + (i,))


def _mutate_tree(data, rng):
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        paths = list(_nodes(data))
        path = rng.choice(paths)
        if not path:
            continue
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        how = rng.random()
        if how < 0.55:
            parent[last] = json.loads(json.dumps(rng.choice(POOL)))
        elif how < 0.7 and isinstance(parent, dict):
            del parent[last]
        elif how < 0.8 and isinstance(parent, dict):
            parent[rng.choice(WORDS)] = json.loads(json.dumps(rng.choice(POOL)))
        elif how < 0.9 and isinstance(parent[last], str):
            text = parent[last]
            cut = rng.randrange(len(text) + 1)
            parent[last] = (
                text[:cut] + rng.choice(("\x00", "\ud800", "\u200b", "/", "\n", "é", "🎲")) + text[cut:]
            )
        elif isinstance(parent[last], int) and not isinstance(parent[last], bool):
            parent[last] = parent[last] + rng.choice((-1, 1, 10**6, -(10**6)))
        else:
            parent[last] = [parent[last]]
    return data


def _mutate_bytes(raw: bytes, rng) -> bytes:
    raw = bytearray(raw)
    how = rng.randrange(6)
    at = rng.randrange(len(raw) + 1)
    if how == 0 and raw:
        raw[min(at, len(raw) - 1)] ^= 1 << rng.randrange(8)
    elif how == 1:
        del raw[at : at + rng.randrange(1, 40)]
    elif how == 2:
        raw[at:at] = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 8)))
    elif how == 3:
        raw = raw[:at]
    elif how == 4:
        raw[at:at] = rng.choice(
            (b"\xef\xbb\xbf", b"\x00", b"\\u0000", b"\\ud800", b"[", b"}", b"\n", b"9" * 4400)
        )
    else:
        raw = b"\xef\xbb\xbf" + raw
    return bytes(raw)


def mutated(raw: bytes, rng) -> bytes:
    try:
        data = json.loads(raw)
    except ValueError:  # already damaged (a journal line mutated twice)
        data = None
    if data is None or rng.random() < 0.3:
        return _mutate_bytes(raw, rng)
    return _encode(_mutate_tree(data, rng), rng)


def mutated_journal(raw: bytes, rng) -> bytes:
    lines = raw.split(b"\n")
    body = [i for i in range(len(lines)) if lines[i].strip()]
    for _ in range(rng.choice((1, 1, 2))):
        i = rng.choice(body)
        lines[i] = mutated(lines[i], rng).replace(b"\n", b" ") if rng.random() < 0.85 else b""
    if rng.random() < 0.1:
        rng.shuffle(lines)
    return b"\n".join(lines)


# ---------------------------------------------------------------------------------------------- checks


def _name_ok(name) -> bool:
    return isinstance(name, str) and name != "" and normalize_name(name) == name


def check_game(store, loaded, kind, raw):
    if loaded is None:
        assert not store.has_saved_game(), f"a refused {kind} was left in place: {raw[:300]!r}"
        return "refused"
    game, state = loaded.game, loaded.state
    assert game.rebuild().to_json() == state.to_json()
    assert problems(state) == []
    assert valid_game_id(game.game_id) and all(_name_ok(s.name) for s in game.seats)
    dump_json(game.to_json())  # the autosave can write it back
    assert game.options.problems(game.ruleset) == []
    return "loaded"


def check_settings(store, settings, raw):
    assert isinstance(settings, Settings)
    assert all(lo <= v <= hi for v, lo, hi in zip(settings.window_size, MIN_WINDOW, MAX_WINDOW, strict=True))
    assert all(_name_ok(n) for n in settings.default_names)
    if settings.last_setup is not None:
        assert all(_name_ok(s.name) for s in settings.last_setup.seats)
        assert settings.last_setup.options.problems(settings.last_setup.ruleset) == []
    dump_json(settings.to_json())


def check_stats(store, stats):
    for name in stats.names():
        assert _name_ok(name)
        for record in stats.editions(name).values():
            assert isinstance(record, Record) and record.wins <= record.games
    assert all(valid_game_id(c) for c in stats.counted)
    dump_json(stats.to_json())


@pytest.mark.parametrize("part", range(PARTS))
def test_mutated_files_never_crash_the_game_nor_load_broken(bases, tmp_path, monkeypatch, caplog, part):
    """One of PARTS parts of the files (its own seeded mutations): the parts run side by side on the
    suite's workers instead of one long test at the end of a run."""
    caplog.set_level(logging.ERROR, logger="game.storage")  # thousands of set-aside files: not logged here
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    monkeypatch.setattr(os, "fdatasync", lambda fd: None, raising=False)
    rng = random.Random(20 + 1000 * part)
    store = Storage.open(tmp_path / "data")
    paths = store.paths
    for folder in (paths.config_dir, paths.saves_dir, paths.data_dir):
        folder.mkdir(parents=True, exist_ok=True)
    outcomes: Counter = Counter()
    plan = [kind for kind, share in SHARE.items() for _ in range(round(FILES / PARTS * share))]
    rng.shuffle(plan)
    for n, kind in enumerate(plan):
        case = f"file {n} ({kind})"
        for folder in (paths.config_dir, paths.saves_dir, paths.data_dir):
            for old in folder.iterdir():
                if old.is_file():
                    old.unlink()
        save, journal = rng.choice(bases["games"])
        if kind == "save":
            raw = mutated(save, rng)
            paths.save_file.write_bytes(raw)
            paths.journal_file.write_bytes(journal)
        elif kind == "journal":
            raw = mutated_journal(journal, rng)
            paths.save_file.write_bytes(save)
            paths.journal_file.write_bytes(raw)
        elif kind == "settings":
            raw = mutated(dump_json(bases["settings"]), rng)
            paths.settings_file.write_bytes(raw)
        else:
            raw = mutated(dump_json(bases["statistics"]), rng)
            paths.stats_file.write_bytes(raw)
        try:
            if kind in ("save", "journal"):
                outcome = check_game(store, store.load_game(), kind, raw)
                if kind == "journal":
                    assert outcome == "loaded", case  # the save itself is whole: it always loads
            elif kind == "settings":
                check_settings(store, store.load_settings(), raw)
                outcome = "refused" if not paths.settings_file.exists() else "loaded"
            else:
                check_stats(store, store.load_stats())
                outcome = "refused" if not paths.stats_file.exists() else "loaded"
        except Exception as exc:  # a crash: say which file did it, to be reproduced
            raise AssertionError(f"{case} crashed or loaded broken: {exc!r}\n{raw[:600]!r}") from exc
        notices = store.take_notices()
        if outcome == "refused":
            assert notices, f"{case} was refused without telling the player"
        outcomes[(kind, outcome)] += 1
    counts = ", ".join(f"{k} {o}: {c}" for (k, o), c in sorted(outcomes.items()))
    print(f"\n{len(plan)} mutated files: {counts}")
    assert len(plan) >= FILES // PARTS - 2 and sum(outcomes.values()) == len(plan)
    for kind in SHARE:  # the mutations reach both ways out
        assert outcomes[(kind, "loaded")] > 0 and (kind == "journal" or outcomes[(kind, "refused")] > 0)
