"""The mixer: a thin layer over `pygame.mixer` that plays our sounds by name, at the player's volumes.

* `start()` opens the audio device (or uses the one `pygame.init()` opened) and loads every effect.
  No device, a broken one, a driver that fails to open: the game runs silently; one line goes to the
  log and `ok` stays False. Nothing here raises into the game or waits on the device.
* `play(name, pan)` starts an effect on a free channel (else on the one that has rung longest). Two
  limits keep a busy table from turning into a wall of noise (seventy deal ticks at ten seats, every
  sound of an "instant" batch in one frame): a sound does not start again sooner than its `gap` after
  its last start, and no more than its `voices` copies ring at once. Channel 0 is kept for the music.
* Volumes (0..100: master, effects, music) and mute apply at once (`apply`).
* Gaps and ringing voices are counted on the game's own clock (`tick(dt)` once a frame), not on the
  device's progress, so the same game makes the same sounds on any machine (and in a test).
"""

from __future__ import annotations

import logging
import math
import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .sounds import MUSIC, all_sounds

if TYPE_CHECKING:  # pygame is imported only when the mixer opens
    import pygame

    from .cues import Cue

log = logging.getLogger("game.audio")

CHANNELS = 16  # channel 0 is the music's; the effects share the rest
#: the device's format: our sounds' own rate (assets/sounds are 22.05 kHz), so loading them needs no
#: resampling (at 44.1 kHz SDL's resampler took ~190 ms of start-up for the set; at this rate 2 ms)
FORMAT = (22050, -16, 2, 512)


def pre_init() -> None:
    """Ask for our format before `pygame.init()` opens the device (else `start` opens it again)."""
    import pygame

    pygame.mixer.pre_init(*FORMAT)


@dataclass(frozen=True)
class Voice:
    gain: float = 1.0  # the sound's level in the mix (the files are normalised to their own peaks)
    gap: float = 0.03  # seconds (game time) before the same sound may start again
    voices: int = 3  # copies of it ringing at once, at most


VOICES: dict[str, Voice] = {
    "deal": Voice(0.55, 0.03, 2),
    "draw": Voice(0.7, 0.04, 3),
    "flip": Voice(0.7, 0.05, 2),
    "card_play_1": Voice(0.9, 0.05, 2),
    "card_play_2": Voice(0.9, 0.05, 2),
    "card_play_3": Voice(0.9, 0.05, 2),
    "shuffle": Voice(0.8, 0.6, 1),
    "shuffle_hands": Voice(0.85, 0.8, 1),
    "your_turn": Voice(0.6, 0.5, 1),
    "click": Voice(0.5, 0.04, 1),
    "round_won": Voice(0.7, 0.5, 1),
    "round_lost": Voice(0.6, 0.5, 1),
    "match_won": Voice(0.8, 1.0, 1),
    # the tunes are longer than a card's snap and sound louder at the same peak: a little lower
    "uno": Voice(0.7, 0.3, 2),
    "caught": Voice(0.75, 0.3, 1),
    "wild": Voice(0.7, 0.2, 1),
    "challenge_won": Voice(0.7, 0.3, 1),
    "challenge_lost": Voice(0.7, 0.3, 1),
}
DEFAULT_VOICE = Voice(0.85, 0.08, 2)


def sounds_dir() -> Path:
    from game.resources import assets_dir

    return assets_dir() / "sounds"


def sound_path(name: str, folder: Path | None = None) -> Path:
    folder = folder or sounds_dir()
    wav = folder / f"{name}.wav"
    return wav if wav.is_file() else folder / f"{name}.ogg"


def pan_gains(pan: float) -> tuple[float, float]:
    """Equal-power stereo for `pan` in -1 (left) .. 1 (right); the middle plays at full level."""
    pan = max(-1.0, min(1.0, pan))
    angle = (pan + 1) * math.pi / 4
    return min(1.0, math.sqrt(2) * math.cos(angle)), min(1.0, math.sqrt(2) * math.sin(angle))


class Mixer:
    def __init__(self, audio=None, folder: Path | None = None):
        from game.storage.settings import AudioSettings

        self.settings = audio if audio is not None else AudioSettings()
        self.folder = folder
        self.ok = False
        self.reason = "not started"
        self.driver = ""
        self.sounds: dict = {}
        self.now = 0.0
        self.last: dict[str, float] = {}
        self.played: list[str] = []  # names started, newest last (tests and the self-test read it)
        self.lengths: dict[str, float] = {}
        self.ringing: list[tuple[float, str]] = []  # (ends at, name) of the effects started, game time
        self._started: dict[int, float] = {}  # effect channel -> when its sound started
        self._music: pygame.mixer.Sound | None = None
        self._music_channel: pygame.mixer.Channel | None = None
        self._channels: list = []

    # ------------------------------------------------------------------------------------ start, stop
    def start(self) -> bool:
        """Open the device and load the sounds; False (and one line in the log) when there is no sound."""
        try:
            import pygame

            opened = pygame.mixer.get_init()
            if opened is None and pygame.get_init():
                # pygame.init() tried to open the device and could not: trying again would only wait again
                said = pygame.get_error()
                driver = os.environ.get("SDL_AUDIODRIVER") or "SDL's default"
                raise RuntimeError(
                    f"no audio device could be opened (driver {driver})" + (f": {said}" if said else "")
                )
            if opened is not None and opened[0] != FORMAT[0]:  # opened without pre_init(): once more
                pygame.mixer.quit()
                opened = None
            if opened is None:
                pygame.mixer.init(*FORMAT)
            if pygame.mixer.get_init() is None:
                raise RuntimeError("the mixer did not open")
            pygame.mixer.set_num_channels(CHANNELS)
            pygame.mixer.set_reserved(1)
            self._music_channel = pygame.mixer.Channel(0)
            self._channels = [pygame.mixer.Channel(i) for i in range(1, CHANNELS)]
            self.driver = _driver(pygame)
            missing = []
            folder = self.folder or sounds_dir()
            for name in all_sounds():
                path = sound_path(name, folder)
                try:
                    self.sounds[name] = pygame.mixer.Sound(str(path))
                    self.lengths[name] = self.sounds[name].get_length()
                except (pygame.error, FileNotFoundError) as exc:
                    missing.append(f"{name} ({exc})")
        except Exception as exc:  # no device, a broken one, no mixer module: silent, never a crash
            self.ok = False
            self.reason = str(exc) if isinstance(exc, RuntimeError) else f"{type(exc).__name__}: {exc}"
            self.sounds.clear()
            log.warning("sound is off: %s", self.reason)
            return False
        self.ok, self.reason = True, ""
        opened = pygame.mixer.get_init()
        assert opened is not None  # checked above
        freq, size, chans = opened
        note = f"; missing: {', '.join(missing)}" if missing else ""
        log.info(
            "sound is on: driver %s, %d Hz, %d channels, %d sounds%s",
            self.driver or "?",
            freq,
            chans,
            len(self.sounds),
            note,
        )
        self.apply(self.settings)
        return True

    def close(self) -> None:
        if self.ok:
            try:
                import pygame

                if pygame.mixer.get_init() is not None:
                    pygame.mixer.stop()
            except Exception:  # closing never fails the game
                pass
        self.ok = False

    # ------------------------------------------------------------------------------------ volumes
    @property
    def effects_level(self) -> float:
        a = self.settings
        return 0.0 if a.muted else a.master / 100 * a.effects / 100

    @property
    def music_level(self) -> float:
        a = self.settings
        return 0.0 if a.muted else a.master / 100 * a.music / 100

    def apply(self, audio) -> None:
        """New volumes or mute: heard at once (muting stops what is ringing)."""
        self.settings = audio
        if not self.ok:
            return
        try:
            if self.effects_level <= 0:
                for channel in self._channels:
                    channel.stop()
            self._update_music()
        except Exception as exc:  # a device that went away: go silent
            self._lost(exc)

    def _update_music(self) -> None:
        level = self.music_level
        channel = self._music_channel
        if channel is None:  # the mixer never opened
            return
        if level <= 0:
            if channel.get_busy():
                channel.stop()
            return
        if self._music is None:
            import pygame

            try:
                self._music = pygame.mixer.Sound(str(sound_path(MUSIC, self.folder)))
            except (pygame.error, FileNotFoundError) as exc:
                log.warning("no music: %s", exc)
                self.settings = self.settings.replace(music=0)
                return
        channel.set_volume(level)
        if not channel.get_busy():
            channel.play(self._music, loops=-1)

    # ------------------------------------------------------------------------------------ playing
    def cues(self, event, me: int, ai, turn_before: int = -1) -> list[Cue]:
        """The sounds of an event the scene animates (none while muted or without a device)."""
        if not self.ok or self.effects_level <= 0:
            return []
        from .cues import Table, cues  # with the rules' events: at a table, not at the start (issue 44)

        return cues(event, Table(me, tuple(not a for a in ai), turn_before))

    def tick(self, dt: float) -> None:
        self.now += dt

    def play(self, name: str, pan: float = 0.0) -> bool:
        """Start effect `name` (panned to `pan`, -1..1); False when it is not heard (muted, no device,
        too soon after the same sound, too many copies ringing, no free channel)."""
        level = self.effects_level
        if not self.ok or level <= 0:
            return False
        sound = self.sounds.get(name)
        if sound is None:
            return False
        voice = VOICES.get(name, DEFAULT_VOICE)
        last = self.last.get(name)
        if last is not None and self.now - last < voice.gap:
            return False
        self.ringing = [(end, n) for end, n in self.ringing if end > self.now]
        if sum(1 for _end, n in self.ringing if n == name) >= voice.voices:
            return False
        try:
            free = [i for i, ch in enumerate(self._channels) if not ch.get_busy()]
            index = free[0] if free else min(self._started, key=self._started.__getitem__)
            channel = self._channels[index]
            channel.stop()
            left, right = pan_gains(pan * 0.6)  # a hint of where the seat is, never one ear only
            gain = level * voice.gain
            channel.set_volume(gain * left, gain * right)  # before play: the first samples are right
            channel.play(sound)
        except Exception as exc:
            self._lost(exc)
            return False
        self._started[index] = self.now
        self.ringing.append((self.now + self.lengths.get(name, 0.0), name))
        self.last[name] = self.now
        self.played.append(name)
        del self.played[:-200]
        return True

    def _lost(self, exc: Exception) -> None:
        self.ok, self.reason = False, f"{type(exc).__name__}: {exc}"
        log.warning("sound is off: %s", self.reason)


def _driver(pygame) -> str:
    try:
        return str(pygame.mixer.get_driver())
    except Exception:  # older pygame-ce
        return ""
