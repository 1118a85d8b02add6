"""A writer process killed with SIGKILL in the middle of saving leaves the previous save loadable.

A child process plays pre-recorded games into the autosave (resuming after each kill, as Continue
does) and rewrites the settings every few moves; the parent kills it at a random moment, 200 times.
After every kill the settings and the saved game must load without a single notice, and the saved game
must rebuild exactly the state after some prefix of the recorded moves, never going backwards.
"""

import gc
import os
import random
import signal
import time

import pytest

from game.rules import Options, apply
from game.storage import SavedGame, Seat, Settings, Storage
from game.storage.saves import GameSaver

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork and SIGKILL")

#: kills per run: `make test` 60, the on-demand profile (`pytest -m profile`) 200
KILLS = 60
PROFILE_KILLS = 200
SEEDS = (101, 202, 303)
MOVES_PER_GAME = 90


def record_plan():
    """For each seed: the game's set-up, its moves (seat, action JSON) and the state after each prefix."""
    from test_storage_saves import choose  # the same random legal moves as the saves tests

    plans = {}
    for seed in SEEDS:
        game = SavedGame(
            "classic",
            (Seat("Ann"), Seat("Bo", "ai", "normal"), Seat("Cy", "ai", "normal")),
            Options(stacking=True),
            seed=seed,
            game_id=f"game-{seed}",
        )
        state = game.new_state()
        rng = random.Random(seed)
        moves, states = [], [state.to_json()]
        while len(moves) < MOVES_PER_GAME and state.phase != "game_over":
            seat, action = choose(state, rng)
            apply(state, seat, action)
            moves.append((seat, game.add(seat, action)))
            states.append(state.to_json())
        game.moves.clear()
        plans[seed] = (game, moves, states)
    return plans


def writer(store: Storage, plans) -> None:
    """Play the planned games into the autosave forever (until killed)."""
    count = 0
    while True:
        loaded = store.load_game()
        if loaded is None or len(loaded.game.moves) == len(plans[loaded.game.seed][1]):
            seed = SEEDS[0] if loaded is None else SEEDS[(SEEDS.index(loaded.game.seed) + 1) % len(SEEDS)]
            template = plans[seed][0]
            game = SavedGame(template.ruleset, template.seats, template.options, seed, [], template.game_id)
        else:
            game = loaded.game
        saver = GameSaver(store.paths, game, compact_every=7)  # compactions (atomic replaces) happen often
        for seat, action in plans[game.seed][1][len(game.moves) :]:
            saver.record(seat, action)
            count += 1
            if count % 3 == 0:
                store.save_settings(Settings(window_size=(640 + count % 5000, 480 + count % 7)))
        saver.close()


@pytest.mark.parametrize("kills", [KILLS, pytest.param(PROFILE_KILLS, marks=pytest.mark.profile)])
def test_sigkill_mid_save_always_leaves_a_loadable_save(tmp_path, kills):
    plans = record_plan()
    paths = Storage.open(tmp_path).paths
    rng = random.Random(7)
    last_game, last_length = None, 0
    mid_write = torn = progressed = 0
    seen_temp: set[str] = set()
    # how long the writer runs before the kill: fsync may take 0.2 ms or 20 ms on a busy disk, so the
    # window grows while kills find nothing new saved and shrinks while they do
    window = 0.005
    for kill in range(kills):
        ready_r, ready_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: never returns into pytest
            try:
                gc.disable()  # a collection would touch (and so copy) the whole inherited heap
                os.close(ready_r)
                os.write(ready_w, b"!")  # forking a big process takes a while: say when it is running
                writer(Storage(paths), plans)
            finally:
                os._exit(3)
        os.close(ready_w)
        assert os.read(ready_r, 1) == b"!"
        os.close(ready_r)
        time.sleep(rng.uniform(0.0, window))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, "the writer failed by itself"

        temp = {
            p.name
            for folder in (paths.config_dir, paths.saves_dir)
            if folder.exists()
            for p in folder.iterdir()
            if p.name.endswith(".tmp")
        }
        mid_write += bool(temp - seen_temp)
        seen_temp |= temp
        if paths.journal_file.exists():
            raw = paths.journal_file.read_bytes()
            torn += bool(raw) and not raw.endswith(b"\n")

        store = Storage(paths)
        settings = store.load_settings()
        loaded = store.load_game()
        assert store.take_notices() == [], f"kill {kill}"
        assert settings == Settings() or settings.window_size[1] >= 480
        if loaded is None:
            assert last_game is None  # only before the very first save
            window = min(0.25, window * 1.3)
            continue
        game, moves, states = plans[loaded.game.seed]
        n = len(loaded.game.moves)
        assert loaded.game.moves == moves[:n], f"kill {kill}"
        assert loaded.state.to_json() == states[n], f"kill {kill}"
        if loaded.game.game_id == last_game:
            assert n >= last_length, f"kill {kill}: moves were lost"
            progressed += n > last_length
            window = min(0.25, window * 1.3) if n == last_length else max(0.002, window * 0.8)
        last_game, last_length = loaded.game.game_id, n

    assert progressed > kills // 20  # the writer really wrote between kills
    assert mid_write + torn > 0  # and some kills landed in the middle of a write
    print(
        f"{kills} kills: {mid_write} left a temporary file, {torn} a torn journal line, "
        f"{progressed} found more moves saved; final window {window * 1000:.1f} ms"
    )
