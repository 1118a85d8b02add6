"""Sound (issue 24): the event -> sound table, the files, the mixer's limits, what is written to a real
(disk) audio device, the settings and keys, and a game without any audio device."""

from __future__ import annotations

import array
import json
import logging
import math
import os
import random
import subprocess
import sys
import wave
from pathlib import Path

import pygame
import pytest

import game.audio.cues as cues_mod
from game.audio import SOUNDS, Mixer, Table, all_sounds
from game.audio.cues import cues
from game.audio.mixer import sound_path, sounds_dir
from game.play.tableview import state_view
from game.rules import EDITIONS, Options, apply, legal_actions, new_game, redact
from game.rules import events as ev
from game.scene import animations
from game.scene.table import TableScene
from game.storage import Storage
from game.storage.files import ShapeError
from game.storage.settings import AudioSettings, Settings
from game.ui.testing import Driver

ROOT = Path(__file__).resolve().parent.parent
PROBE = Path(__file__).resolve().parent / "audio_probe.py"


@pytest.fixture
def mixer():
    pygame.init()
    m = Mixer(AudioSettings())
    assert m.start(), m.reason  # SDL_AUDIODRIVER=dummy: a device that plays into nothing
    yield m
    m.close()


def _events_of_random_games(games: int = 6):
    """(event, players) from whole rounds of every edition, random legal moves, unredacted."""
    rng = random.Random(5)
    for g in range(games):
        edition = list(EDITIONS)[g % len(EDITIONS)]
        players = 2 + g % 4
        events: list = []
        state = new_game(edition, players, Options(), 100 + g, events=events)
        for e in events:
            yield e, players
        moves = 0
        while state.phase not in ("round_over", "game_over") and moves < 2000:
            seat = state.turn
            action = rng.choice(legal_actions(state, seat))
            for e in apply(state, seat, action):
                yield e, players
            moves += 1


# -- the table ----------------------------------------------------------------------------------------------


def test_every_event_kind_the_scene_animates_has_sounds_or_an_explicit_none():
    animated = set(animations.HANDLERS)
    assert animated <= set(SOUNDS), sorted(k.__name__ for k in animated - set(SOUNDS))
    assert set(cues_mod._RULES) == set(SOUNDS)  # a rule for every kind listed, none unlisted
    # the list, by the sound each makes
    wanted = {
        "deal",
        "card_play_1",
        "draw",
        "shuffle",
        "skip",
        "reverse",
        "penalty",
        "wild",
        "shuffle_hands",
        "tower",
        "block",
        "towers_return",
        "uno",
        "caught",
        "challenge_won",
        "challenge_lost",
        "your_turn",
        "round_won",
        "round_lost",
        "match_won",
        "click",
    }
    assert wanted <= set(all_sounds())


def test_every_mapped_sound_loads_and_the_set_is_small(mixer):
    names = all_sounds()
    for name in names + [cues_mod.MUSIC]:
        sound = pygame.mixer.Sound(str(sound_path(name)))
        assert 0.01 < sound.get_length() < 30, name
    assert sorted(mixer.sounds) == sorted(names)
    total = sum(p.stat().st_size for p in sounds_dir().iterdir())
    assert total < 1_000_000
    readme = (sounds_dir() / "README.md").read_text(encoding="utf-8")
    for name in names + [cues_mod.MUSIC]:
        assert sound_path(name).name in readme  # each file's source and licence is written down


def test_cues_name_only_listed_sounds_and_hear_only_what_the_seat_may_know():
    """Every cue of real games is one its kind lists; and each seat hears exactly the same from the event
    with other seats' secrets removed (the sound never tells what a hidden card was)."""
    heard = set()
    for event, players in _events_of_random_games():
        for seat in range(players):
            persons = tuple(s == seat for s in range(players))
            table = Table(seat, persons, turn_before=-1)
            full = cues(event, table)
            assert full == cues(redact(event, seat), table), event
            assert {c.sound for c in full} <= set(SOUNDS[type(event)]), event
            heard |= {c.sound for c in full}
    assert {"deal", "draw", "shuffle", "your_turn", "round_won", "round_lost"} <= heard


def test_the_sound_table_is_plain_data_without_pygame():
    """game.audio's table and mixer module load without pygame (it is imported only to play): a server or
    a test can ask what an event sounds like headless."""
    code = (
        "import sys, game.audio, game.audio.cues; "
        "assert not [m for m in sys.modules if m.startswith('pygame')], 'pygame loaded'"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr


def test_your_turn_rings_for_a_persons_new_turn_only():
    t = Table(me=0, persons=(True, False, False), turn_before=2)
    assert [c.sound for c in cues(ev.TurnChanged(0, "play"), t)] == ["your_turn"]
    assert cues(ev.TurnChanged(1, "play"), t) == []  # a computer player's turn
    same = Table(me=0, persons=(True, False, False), turn_before=0)
    assert cues(ev.TurnChanged(0, "drawn"), same) == []  # the same turn, a second phase
    # who won decides the phrase; a table of computers (the demo) cheers every winner
    assert cues(ev.RoundEnded(1, 10, ((), (), ()), (0, 10, 0)), t)[0].sound == "round_lost"
    assert cues(ev.RoundEnded(0, 10, ((), (), ()), (10, 0, 0)), t)[0].sound == "round_won"
    demo = Table(me=0, persons=(False, False))
    assert cues(ev.GameEnded(1, (0, 500)), demo)[0].sound == "match_won"


# -- the files ----------------------------------------------------------------------------------------------


def test_the_committed_effects_are_what_the_script_writes(tmp_path):
    from game.audio.make_sounds import write_effects

    for path in write_effects(tmp_path, ["deal", "card_play_1", "click", "skip"]):
        assert path.read_bytes() == (sounds_dir() / path.name).read_bytes(), path.name


def _wav(name: str) -> list[int]:
    with wave.open(str(sounds_dir() / f"{name}.wav")) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        return list(array.array("h", w.readframes(w.getnframes())))


def test_the_sounds_are_shaped_like_a_card_table_not_beeps():
    """A card's snap is a short noise burst: loud at once, most of its energy in the first 30 ms, and
    noisy (many zero crossings of irregular spacing, unlike a tone); a riffle is a train of clicks; every
    sound starts and ends at silence (no click)."""
    rate = 22050
    snap = _wav("card_play_1")
    peak_at = max(range(len(snap)), key=lambda i: abs(snap[i]))
    assert peak_at < 0.005 * rate
    energy = [v * v for v in snap]
    assert sum(energy[: int(0.03 * rate)]) > 0.8 * sum(energy)
    crossings = [i for i in range(1, len(snap)) if (snap[i - 1] < 0) != (snap[i] < 0)]
    gaps = [b - a for a, b in zip(crossings, crossings[1:], strict=False)]
    mean = sum(gaps) / len(gaps)
    spread = math.sqrt(sum((g - mean) ** 2 for g in gaps) / len(gaps))
    assert spread > 0.5 * mean  # irregular: noise, not a pitch
    riffle = _wav("shuffle")
    window = int(0.004 * rate)
    levels = [max(abs(v) for v in riffle[i : i + window]) for i in range(0, int(0.7 * rate), window)]
    bursts = sum(1 for a, b in zip(levels, levels[1:], strict=False) if b > 2.5 * a and b > 2000)
    assert bursts >= 10  # many separate clicks
    for name in all_sounds():
        x = _wav(name)
        assert abs(x[0]) < 200 and abs(x[-1]) < 200, name


def test_the_music_loops_without_a_click(mixer):
    from game.audio.make_sounds import MUSIC_BARS, MUSIC_BPM

    music = pygame.mixer.Sound(str(sound_path(cues_mod.MUSIC)))
    freq, _size, channels = pygame.mixer.get_init()
    raw = array.array("h", music.get_raw())
    left = raw[::channels]
    length = MUSIC_BARS * 4 * 60 / MUSIC_BPM
    assert abs(len(left) - length * freq) <= 2  # exactly the bars: the beat goes on across the seam
    steps = sorted(abs(left[i + 1] - left[i]) for i in range(len(left) - 1))
    seam = abs(left[0] - left[-1])
    assert seam <= steps[int(len(steps) * 0.995)]  # the jump round the loop is an ordinary step
    ms = int(0.05 * freq)
    rms = [math.sqrt(sum(v * v for v in part) / len(part)) for part in (left[-ms:], left[:ms])]
    assert min(rms) > 300  # neither end fades to silence (a loop that did would leave a gap each time)


# -- the mixer ---------------------------------------------------------------------------------------------


def _table_scene(players: int, mixer, speed: float = 1.0) -> TableScene:
    pygame.display.set_mode((320, 200))
    scene = TableScene((1280, 720), players, me=0, speed=speed, ai=[s != 0 for s in range(players)])
    scene.audio = mixer
    return scene


def _run(scene, mixer, seconds: float) -> list[int]:
    """Frames of the scene; how many effects ring (on the game's clock) after each."""
    busy = []
    for _ in range(int(seconds * 60)):
        scene.update(1 / 60)
        mixer.tick(1 / 60)
        busy.append(sum(1 for end, _name in mixer.ringing if end > mixer.now))
    return busy


def test_a_deal_at_ten_seats_is_soft_ticks_not_a_wall_of_noise(mixer):
    scene = _table_scene(10, mixer)
    events: list = []
    state = new_game("classic", 10, Options(), 3, events=events)
    scene.feed(events, state_view(state, 0))
    busy = _run(scene, mixer, 8.0)
    deals = mixer.played.count("deal")
    assert 50 <= deals <= 70  # about one tick per card at normal speed
    assert max(busy) <= 4  # never more than a few voices at once
    # the whole deal at once ("instant" speed): one tick, not seventy on top of each other
    mixer.played.clear()
    scene = _table_scene(10, mixer, speed=0.0)
    scene.feed(events, state_view(state, 0))
    mixer.tick(1 / 60)
    assert mixer.played.count("deal") == 1


def test_the_snap_rings_when_the_card_lands_not_when_it_is_played(mixer):
    scene = _table_scene(2, mixer)
    events: list = []
    state = new_game("classic", 2, Options(), 8, events=events)
    scene.feed(events, state_view(state, 0))
    _run(scene, mixer, 6.0)
    from game.rules import Play

    seat = state.turn
    play = next(a for a in legal_actions(state, seat) if isinstance(a, Play))
    mixer.played.clear()
    scene.feed(apply(state, seat, play), state_view(state, 0))
    scene.update(1 / 60)
    assert not any(n.startswith("card_play") for n in mixer.played)  # the card is still in the air
    _run(scene, mixer, 0.5)
    assert any(n.startswith("card_play") for n in mixer.played)


def test_volumes_and_mute_apply_at_once(mixer):
    assert mixer.effects_level == pytest.approx(0.8) and mixer.music_level == 0.0  # music off by default
    mixer.apply(AudioSettings(master=50, effects=40, music=30))
    assert mixer.effects_level == pytest.approx(0.2) and mixer.music_level == pytest.approx(0.15)
    assert mixer._music_channel.get_busy()  # the loop started
    mixer.apply(AudioSettings(master=50, effects=40, music=30, muted=True))
    assert not mixer._music_channel.get_busy()
    assert mixer.play("click") is False and mixer.cues(ev.UnoCalled(0), 0, [False]) == []


# -- a real device: SDL's disk driver ----------------------------------------------------------------------


def _probes(tmp_path, runs: dict[str, list[str]]) -> dict[str, tuple[dict, array.array]]:
    """Run the probe once per entry, side by side (each mostly waits for its audio to be written)."""
    started = {}
    for name, args in runs.items():
        out = tmp_path / f"{name}.raw"
        env = dict(
            os.environ,
            SDL_AUDIODRIVER="disk",
            SDL_DISKAUDIOFILE=str(out),
            SDL_DISKAUDIODELAY="1",
            SDL_VIDEODRIVER="dummy",
        )
        started[name] = (
            out,
            subprocess.Popen(
                [sys.executable, str(PROBE), "--pace", "11", *args],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            ),
        )
    results = {}
    for name, (out, proc) in started.items():
        stdout, stderr = proc.communicate(timeout=120)
        assert proc.returncode == 0, stderr
        report = json.loads(stdout.strip().splitlines()[-1])
        assert report["ok"] and report["format"] == [22050, -16, 2], report
        results[name] = (report, array.array("h", out.read_bytes()))
    return results


def test_disk_output_is_heard_silent_when_muted_and_scales_with_the_effects_volume(tmp_path):
    runs = _probes(
        tmp_path, {"full": ["--effects", "100"], "half": ["--effects", "50"], "muted": ["--muted"]}
    )
    (full, loud), (half, soft), (muted, silent) = runs["full"], runs["half"], runs["muted"]
    assert any(n.startswith("card_play") for n in full["played"])
    assert max(map(abs, loud)) > 3000  # cards were heard
    assert max(map(abs, loud)) < 32767  # not clipped: the comparison below is fair
    assert len(silent) > 22050 and max(map(abs, silent)) == 0 and muted["played"] == []
    assert half["played"] == full["played"]  # the same sounds, only softer
    ratio = math.sqrt(sum(v * v for v in soft) / sum(v * v for v in loud))
    assert ratio == pytest.approx(0.5, abs=0.04)


def _game(tmp_path, driver: str, frames: int) -> tuple[subprocess.CompletedProcess, Path]:
    data = tmp_path / "data"
    out = tmp_path / "demo.raw"
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER=driver,
        SDL_DISKAUDIOFILE=str(out),
        PYTHONPATH=str(ROOT),
    )
    result = subprocess.run(
        [sys.executable, "-m", "game", "--demo", "--frames", str(frames), "--data-dir", str(data)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return result, data / "logs" / "uno-table.log"


def test_the_demo_is_heard_with_effects_on_by_default(tmp_path):
    result, log = _game(tmp_path, "disk", 60)
    assert result.returncode == 0, result.stderr
    written = array.array("h", (tmp_path / "demo.raw").read_bytes())
    assert len(written) > 0 and max(map(abs, written)) > 1000
    assert "sound is on: driver disk" in log.read_text()


def test_a_driver_that_fails_to_open_runs_silently_with_one_line_in_the_log(tmp_path):
    result, log = _game(tmp_path, "no-such-driver", 30)
    assert result.returncode == 0, result.stderr
    lines = [line for line in log.read_text().splitlines() if "game.audio" in line]
    assert len(lines) == 1 and "sound is off" in lines[0]


def test_a_round_plays_to_its_end_when_the_mixer_cannot_open(tmp_path, monkeypatch, caplog):
    from test_ui_flow import play_until_summary, start_game

    tries = []
    pygame.init()
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-driver")  # SDL reads it when pygame.init() opens audio
    monkeypatch.setattr(pygame.mixer, "init", lambda *a, **k: tries.append(a))
    caplog.set_level(logging.INFO, logger="game.audio")
    drv = Driver(tmp_path / "data")
    try:
        assert drv.app.ctx.audio.ok is False
        lines = [r.getMessage() for r in caplog.records if r.name == "game.audio"]
        assert len(lines) == 1 and lines[0].startswith("sound is off: ") and "no-such-driver" in lines[0]
        assert tries == []  # pygame.init() already failed to open it: no second try (and no second wait)
        table = start_game(drv, persons=1, ais=2)
        drv.key(pygame.K_m)  # muting without a device is fine too
        play_until_summary(drv)
        assert table.session.state.phase in ("round_over", "game_over")
        assert drv.app.ctx.audio.played == []
    finally:
        drv.close()


# -- settings and keys -------------------------------------------------------------------------------------


def test_audio_settings_round_trip_and_refuse_bad_values():
    s = Settings(audio=AudioSettings(master=30, effects=70, music=20, muted=True))
    assert Settings.from_json(json.loads(json.dumps(s.to_json()))).audio == s.audio
    old = s.to_json()
    del old["audio"]
    assert Settings.from_json(old).audio == AudioSettings()  # an older file: effects on, music off
    assert AudioSettings().effects > 0 and AudioSettings().music == 0 and not AudioSettings().muted
    for bad in ({"master": 101}, {"effects": -1}, {"music": "loud"}, {"muted": 1}, {"master": True}, []):
        with pytest.raises(ShapeError):
            AudioSettings.from_json(bad)


def test_m_mutes_anywhere_shows_in_the_pause_menu_and_is_saved(tmp_path):
    from test_ui_flow import start_game

    from game.ui.menus.pause import PauseMenu
    from game.ui.menus.settings import SettingsScreen

    drv = Driver(tmp_path / "data")
    try:
        ctx = drv.app.ctx
        drv.key(pygame.K_m)  # the main menu
        assert ctx.settings.audio.muted and ctx.audio.effects_level == 0
        assert Storage.open(tmp_path / "data").load_settings().audio.muted
        drv.key(pygame.K_m)
        assert not ctx.settings.audio.muted
        start_game(drv, persons=1, ais=1)
        drv.key(pygame.K_m)  # at the table
        assert ctx.settings.audio.muted
        drv.key(pygame.K_ESCAPE)
        assert isinstance(drv.top, PauseMenu)
        assert drv.find("Sound (M): muted") is not None
        drv.key(pygame.K_m)  # the pause menu says so at once
        assert drv.find("Sound (M): on") is not None
        drv.click_text("Sound (M): on")
        assert ctx.settings.audio.muted
        drv.click_text("Settings")
        assert isinstance(drv.top, SettingsScreen)
        drv.app.draw(drv.surface)
        assert "Off" in [t for t, _ in drv.top.drawn_texts]  # the sound switch shows it muted
        drv.click_text("Sound (M)")
        assert not ctx.settings.audio.muted
    finally:
        drv.close()


def test_m_in_a_name_field_types_an_m(tmp_path):
    drv = Driver(tmp_path / "data")
    try:
        drv.click_text("New game")
        setup = drv.top
        entry = next(e for e, key in setup.entries.items() if key != "seed")
        drv.click(entry.rect.center)
        drv.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
        drv.post(pygame.event.Event(pygame.TEXTINPUT, text="m"))
        drv.run(2)
        assert not drv.app.ctx.settings.audio.muted
        assert entry.get_text().endswith("m")
    finally:
        drv.close()


def test_the_settings_screen_sets_each_volume_at_once_and_saves_it(tmp_path):
    from game.ui.menus.settings import SettingsScreen

    drv = Driver(tmp_path / "data")
    try:
        ctx = drv.app.ctx
        screen = drv.app.push(SettingsScreen(drv.app))
        drv.run(2)

        def row(key):
            return next(b for b, r in screen.rows.items() if r.key == key)

        def focus(key):
            while screen.focused_button() is not row(key):
                drv.key(pygame.K_DOWN)

        focus("effects")
        drv.key(pygame.K_LEFT)  # the arrow keys step the slider in focus
        assert ctx.settings.audio.effects == 90 and ctx.audio.effects_level == pytest.approx(0.8 * 0.9)
        drv.app.draw(drv.surface)
        assert "90%" in [t for t, _ in screen.drawn_texts]
        focus("music")
        drv.key(pygame.K_RIGHT)
        assert ctx.settings.audio.music == 10 and ctx.audio._music_channel.get_busy()
        track = screen.track(screen.controls["master"])
        drv.click((track.left, track.centery))  # a click on the track's left end: nothing
        assert ctx.settings.audio.master == 0 and ctx.audio.effects_level == 0
        drv.click((track.left + track.width // 2, track.centery))  # its middle: half
        assert ctx.settings.audio.master == 50
        focus("master")
        for _ in range(6):
            drv.key(pygame.K_LEFT, frames=1)
        assert ctx.settings.audio.master == 0
        saved = Storage.open(tmp_path / "data").load_settings().audio
        assert (saved.master, saved.effects, saved.music) == (0, 90, 10)
    finally:
        drv.close()
