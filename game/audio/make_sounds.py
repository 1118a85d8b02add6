"""Write the game's sounds into assets/sounds/: `python -m game.audio.make_sounds [folder]`.

Every sound is made here from noise and damped sine modes (game/audio/synth.py), seeded, so running
this again writes the same files. The effects are mono 16-bit WAV at 22.05 kHz; the music loop is
rendered the same way and then encoded to Ogg Vorbis with `sox` (Debian package `sox` with
`libsox-fmt-all`), because as WAV it alone would be larger than the whole budget (1 MB).

What each recipe imitates (listen-tested by rendering to WAV and looking at `sox f.wav -n stat` and
`sox f.wav -n spectrogram`):

* card sounds: a band-passed noise burst with a fast exponential decay is a card's snap on the pile;
  a softer, slower swell of lower noise is a card sliding off the deck; a riffle is a train of very
  short clicks that speeds up and then slows down, closed by the "bridge" flutter;
* wood: towers and knocks are a few inharmonic damped modes (a wooden piece on felt over a table);
* chimes: marimba-like bars (partials 1 : 4 : 10) and soft bells (1 : 2.76 : 5.4), never pure beeps.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from . import synth as s
from .synth import RATE

# -- card sounds -----------------------------------------------------------------------------------------


def _snap(rng: random.Random, center: float = 2600.0, tau: float = 0.011, body: float = 0.45) -> list[float]:
    """A card slapped onto the pile: a crack (band-passed noise, fast decay), a soft thump under it, and
    a second, quieter contact a few milliseconds later as the card lies flat."""
    crack = s.highpass(s.bandpass(s.noise(0.09, rng), center, 0.8), 700)
    crack = s.decay(crack, tau, 0.0004)
    thump = s.decay(s.lowpass(s.noise(0.09, rng), 320, 0.9), 0.02, 0.001)
    out = s.mix(s.scale(crack, 1.0), thump, 0.0, body * 3.0)
    flat = s.decay(s.bandpass(s.noise(0.05, rng), center * 1.3, 1.0), tau * 0.6, 0.0004)
    s.mix(out, flat, 0.004 + rng.uniform(0, 0.004), 0.35)
    return out


def card_play(variant: int) -> list[float]:
    rng = random.Random(100 + variant)
    center = (2300.0, 2700.0, 3100.0)[variant]
    return s.trim(s.normalize(_snap(rng, center, 0.010 + 0.002 * variant), -4.0))


def deal() -> list[float]:
    """One card dealt: a soft, short tick (at ten seats seventy of these come in three seconds)."""
    rng = random.Random(200)
    tick = s.decay(s.highpass(s.bandpass(s.noise(0.04, rng), 3400, 1.1), 900), 0.0045, 0.0003)
    body = s.decay(s.lowpass(s.noise(0.04, rng), 500), 0.006, 0.001)
    return s.trim(s.normalize(s.mix(tick, body, 0.0, 0.8), -14.0))


def flip() -> list[float]:
    """A card turned over: a light flick of air and a small snap."""
    rng = random.Random(300)
    air = s.swell(s.bandpass(s.noise(0.07, rng), 1800, 0.7), 0.025, 0.012)
    snap = _snap(rng, 3400.0, 0.006, 0.2)
    return s.trim(s.normalize(s.mix(s.scale(air, 0.5), snap, 0.03, 0.7), -9.0))


def draw() -> list[float]:
    """A card slid off the deck: a soft swell of mid-range noise with a grainy texture."""
    rng = random.Random(400)
    slide = s.sweep_bandpass(s.noise(0.2, rng), [(0, 1400), (0.5, 2200), (1, 1600)], 0.9)
    grain = s.lowpass([abs(v) for v in s.noise(0.2, rng)], 180)  # friction: a slowly wavering level
    slide = [v * (0.6 + 3.0 * g) for v, g in zip(slide, grain, strict=True)]
    slide = s.swell(s.highpass(slide, 400), 0.05, 0.045)
    end = s.decay(s.bandpass(s.noise(0.03, rng), 2600, 1.0), 0.004)
    return s.trim(s.normalize(s.mix(slide, end, 0.11, 0.25), -10.0))


def _riffle(rng: random.Random, seconds: float, clicks: int) -> list[float]:
    """Two halves of a deck riffled together: short clicks, closer together in the middle, louder in the
    middle, each a little different in pitch."""
    out = s.silence(seconds + 0.05)
    t = 0.02
    for i in range(clicks):
        k = i / max(1, clicks - 1)
        centre = 2800 + rng.uniform(-700, 900)
        click = s.decay(s.bandpass(s.noise(0.012, rng), centre, 1.4), 0.0018, 0.0002)
        level = (0.35 + 0.65 * (1 - abs(2 * k - 1))) * rng.uniform(0.7, 1.0)
        s.mix(out, click, t, level)
        t += (0.010 + 0.018 * abs(2 * k - 1) ** 1.5) * (seconds / 0.75) * rng.uniform(0.85, 1.15)
        if t > seconds:
            break
    bed = s.swell(s.bandpass(s.noise(seconds, rng), 2200, 0.6), seconds * 0.4, seconds * 0.4)
    return s.mix(out, bed, 0.0, 0.08)


def _bridge(rng: random.Random, seconds: float = 0.3) -> list[float]:
    """The bridge that ends a riffle: the cards fall together in a soft flutter."""
    out = s.silence(seconds)
    t = 0.0
    while t < seconds - 0.02:
        click = s.decay(s.bandpass(s.noise(0.01, rng), rng.uniform(1800, 3200), 1.2), 0.0012)
        s.mix(out, click, t, 0.35 * (1 - t / seconds))
        t += rng.uniform(0.004, 0.008)
    air = s.swell(s.lowpass(s.noise(seconds, rng), 1800), 0.04, seconds / 3)
    return s.mix(out, air, 0.0, 0.25)


def shuffle() -> list[float]:
    rng = random.Random(500)
    out = _riffle(rng, 0.7, 48)
    s.mix(out, _bridge(rng), 0.72, 0.8)
    s.mix(out, _snap(rng, 2000, 0.012, 0.8), 1.02, 0.6)  # squared up on the table
    return s.trim(s.normalize(s.highpass(out, 300), -8.0))


def shuffle_hands() -> list[float]:
    """Wild Shuffle Hands: every hand swept to the middle, then a long riffle."""
    rng = random.Random(600)
    sweep = s.sweep_bandpass(s.noise(0.35, rng), [(0, 900), (1, 2600)], 0.8)
    out = s.swell(sweep, 0.15, 0.12)
    s.mix(out, _riffle(rng, 0.8, 56), 0.3, 1.0)
    s.mix(out, _bridge(rng, 0.35), 1.08, 0.8)
    s.mix(out, _snap(rng, 2000, 0.012, 0.8), 1.44, 0.6)
    return s.trim(s.normalize(s.highpass(out, 300), -7.0))


def swap() -> list[float]:
    """Hands changing places: two slides crossing, one rising and one falling."""
    rng = random.Random(700)
    up = s.swell(s.sweep_bandpass(s.noise(0.35, rng), [(0, 900), (1, 3000)], 1.2), 0.18, 0.06)
    down = s.swell(s.sweep_bandpass(s.noise(0.35, rng), [(0, 3000), (1, 900)], 1.2), 0.18, 0.06)
    out = s.mix(up, down, 0.06, 0.8)
    return s.trim(s.normalize(out, -10.0))


def reverse() -> list[float]:
    """The direction turns: a swish that rises and falls back, like a hand sweeping round the table."""
    rng = random.Random(800)
    x = s.sweep_bandpass(s.noise(0.36, rng), [(0, 700), (0.45, 3200), (1, 900)], 1.6)
    x = s.swell(x, 0.16, 0.07)
    return s.trim(s.normalize(x, -10.0))


def penalty() -> list[float]:
    """Cards landing on a player: three quick slaps and a low thud under them."""
    rng = random.Random(900)
    out = s.silence(0.4)
    for i, t in enumerate((0.0, 0.065, 0.12)):
        s.mix(out, _snap(rng, 2200 - 200 * i, 0.012, 0.6), t, 1.0 - 0.15 * i)
    thud = s.modes(0.3, [(82, 1.0, 0.07), (164, 0.35, 0.04), (260, 0.2, 0.02)], 0.003)
    s.mix(out, s.lowpass(thud, 400), 0.12, 0.9)
    return s.trim(s.normalize(out, -5.0))


def discard_many() -> list[float]:
    """Several cards laid down one after the other under the pile."""
    rng = random.Random(1000)
    out = s.silence(0.3)
    for i in range(4):
        s.mix(out, _snap(rng, 2600 + 150 * i, 0.008, 0.35), 0.05 * i + rng.uniform(0, 0.01), 0.8)
    return s.trim(s.normalize(out, -9.0))


# -- wood ------------------------------------------------------------------------------------------------


def _wood(f0: float, rng: random.Random, bright: float = 1.0) -> list[float]:
    """A small wooden piece struck on the table: inharmonic damped modes and a click of contact."""
    tone = s.modes(
        0.25,
        [
            (f0, 1.0, 0.035),
            (f0 * 2.57, 0.55 * bright, 0.016),
            (f0 * 4.6, 0.3 * bright, 0.008),
            (f0 * 0.31, 0.5, 0.03),
        ],
        0.0006,
    )
    click = s.decay(s.bandpass(s.noise(0.02, rng), 3500, 1.0), 0.002)
    return s.mix(tone, click, 0.0, 0.5)


def knock() -> list[float]:
    """Play again: one knuckle rap on the table."""
    rng = random.Random(1100)
    return s.trim(s.normalize(_wood(240, rng, 0.7), -8.0))


def skip() -> list[float]:
    """A turn skipped: a double rap on the table."""
    rng = random.Random(1200)
    out = _wood(230, rng, 0.7)
    s.mix(out, _wood(250, rng, 0.6), 0.11, 0.8)
    return s.trim(s.normalize(out, -7.0))


def tower() -> list[float]:
    """A tower taken: a wooden piece set down on the felt, with a small bounce."""
    rng = random.Random(1300)
    out = _wood(780, rng)
    s.mix(out, _wood(800, rng, 0.8), 0.055, 0.3)
    thump = s.modes(0.15, [(130, 0.8, 0.03)], 0.002)
    s.mix(out, thump, 0.0, 0.6)
    return s.trim(s.normalize(out, -8.0))


def block() -> list[float]:
    """A tower blocks a penalty: a deep wooden thunk, then the tower's clack."""
    rng = random.Random(1400)
    out = s.modes(0.4, [(150, 1.0, 0.09), (150 * 2.4, 0.5, 0.05), (150 * 3.9, 0.25, 0.02)], 0.002)
    s.mix(out, _wood(900, rng), 0.09, 0.6)
    s.mix(out, s.decay(s.bandpass(s.noise(0.03, rng), 1500, 0.8), 0.006), 0.0, 0.4)
    return s.trim(s.normalize(out, -6.0))


def towers_return() -> list[float]:
    """All four towers go back to the tray: four clacks, then a sweep of the discarded cards."""
    rng = random.Random(1500)
    out = s.silence(0.7)
    for i, f in enumerate((760, 840, 700, 900)):
        s.mix(out, _wood(f, rng), 0.09 * i, 0.85)
    sweep = s.swell(s.sweep_bandpass(s.noise(0.3, rng), [(0, 1200), (1, 2600)], 1.0), 0.12, 0.08)
    s.mix(out, sweep, 0.36, 0.5)
    return s.trim(s.normalize(out, -7.0))


# -- chimes ----------------------------------------------------------------------------------------------


def _marimba(note: float, length: float = 0.9, soft: float = 1.0) -> list[float]:
    f = s.midi(note)
    return s.modes(
        length,
        [(f, 1.0, 0.32 * soft), (f * 3.93, 0.35, 0.05), (f * 9.2, 0.12, 0.012), (f * 2.0, 0.08, 0.1)],
        0.0015,
    )


def _bell(note: float, length: float = 1.2, tau: float = 0.5) -> list[float]:
    f = s.midi(note)
    return s.modes(
        length,
        [
            (f, 1.0, tau),
            (f * 2.0, 0.35, tau * 0.6),
            (f * 2.76, 0.4, tau * 0.35),
            (f * 5.4, 0.15, tau * 0.15),
            (f * 0.5, 0.12, tau * 0.8),
        ],
        0.004,
    )


def _notes(
    fn: Callable[[float], list[float]], notes: list[tuple[float, float, float]], peak_db: float
) -> list[float]:
    out: list[float] = s.silence(0.1)
    for at, note, gain in notes:
        s.mix(out, fn(note), at, gain)
    return s.trim(s.normalize(s.lowpass(out, 7000), peak_db), -38.0, tail=0.12)


def your_turn() -> list[float]:
    """Soft two-note chime: your turn (also heard when looking away)."""
    return _notes(lambda n: _bell(n, 0.8, 0.26), [(0.0, 76, 0.8), (0.14, 83, 0.6)], -9.0)


def uno() -> list[float]:
    """UNO! called: a bright rising fifth on bells, quick."""
    return _notes(lambda n: _bell(n, 0.6, 0.2), [(0.0, 79, 0.8), (0.09, 86, 1.0)], -6.0)


def caught() -> list[float]:
    """Caught without UNO: a table slap and a low falling phrase with a buzz in it."""
    rng = random.Random(1600)
    out = _snap(rng, 1800, 0.015, 1.0)
    for at, note in ((0.08, 58), (0.24, 53)):
        f = s.midi(note)
        tone = s.modes(
            0.5,
            [
                (f, 1.0, 0.16),
                (f * 2, 0.6, 0.1),
                (f * 3, 0.45, 0.07),
                (f * 4, 0.3, 0.05),
                (f * 5, 0.2, 0.04),
                (f * 1.007, 0.6, 0.16),
            ],
            0.004,
        )
        s.mix(out, s.lowpass(tone, 2000), at, 0.7)
    return s.trim(s.normalize(out, -5.0))


def jump_in() -> list[float]:
    """Someone jumps in: a short swish that rises fast (cutting in ahead) and two bright marimba notes
    a fourth apart, quicker than the colour's three (the card's own snap follows with the play)."""
    rng = random.Random(2100)
    swish = s.sweep_bandpass(s.noise(0.32, rng), [(0, 500), (0.55, 4800), (1, 5200)], 3.0)
    out = s.swell(swish, 0.17, 0.025)
    notes = _notes(lambda n: _marimba(n, 0.4, 0.7), [(0.0, 81, 0.8), (0.05, 86, 1.0)], -8.0)
    s.mix(out, notes, 0.14, 0.9)
    return s.trim(s.normalize(out, -8.0))


def wild() -> list[float]:
    """A colour named: three quick marimba notes rising, a small shimmer."""
    return _notes(lambda n: _marimba(n, 0.45, 0.6), [(0.0, 72, 0.7), (0.06, 76, 0.8), (0.12, 79, 1.0)], -8.0)


def challenge_won() -> list[float]:
    return _notes(lambda n: _marimba(n, 0.55), [(0.0, 67, 0.8), (0.1, 71, 0.9), (0.2, 74, 1.0)], -7.0)


def challenge_lost() -> list[float]:
    return _notes(lambda n: _marimba(n, 0.6), [(0.0, 64, 1.0), (0.16, 60, 0.9)], -8.0)


def round_won() -> list[float]:
    return _notes(
        lambda n: _marimba(n, 0.8, 1.2),
        [(0.0, 72, 0.7), (0.1, 76, 0.75), (0.2, 79, 0.8), (0.3, 84, 1.0), (0.3, 76, 0.4)],
        -6.0,
    )


def round_lost() -> list[float]:
    return _notes(lambda n: _marimba(n, 0.75, 1.1), [(0.0, 67, 0.9), (0.16, 64, 0.8), (0.34, 60, 0.9)], -9.0)


def match_won() -> list[float]:
    rng = random.Random(1700)
    notes = [
        (0.0, 60, 0.6),
        (0.09, 64, 0.65),
        (0.18, 67, 0.7),
        (0.27, 72, 0.75),
        (0.36, 76, 0.8),
        (0.45, 79, 0.85),
        (0.6, 84, 1.0),
        (0.6, 79, 0.5),
        (0.6, 76, 0.4),
    ]
    out = s.silence(0.1)
    for at, note, gain in notes:
        s.mix(out, _marimba(note, 1.0, 1.3), at, gain)
    for at, note in ((0.6, 88), (0.75, 91)):
        s.mix(out, _bell(note, 1.0, 0.4), at, 0.25)
    s.mix(out, _riffle(rng, 0.5, 30), 0.9, 0.3)  # the cards gathered for the next game
    return s.trim(s.normalize(s.lowpass(out, 7000), -5.0), -38.0, tail=0.2)


def click() -> list[float]:
    """A button: the lightest tap."""
    rng = random.Random(1800)
    tap = s.decay(s.bandpass(s.noise(0.02, rng), 3000, 1.3), 0.0025, 0.0003)
    tone = s.modes(0.03, [(1400, 0.4, 0.004)], 0.0005)
    return s.trim(s.normalize(s.mix(tap, tone), -16.0))


#: file name (without .wav) -> recipe
EFFECTS: dict[str, Callable[[], list[float]]] = {
    "card_play_1": lambda: card_play(0),
    "card_play_2": lambda: card_play(1),
    "card_play_3": lambda: card_play(2),
    "deal": deal,
    "flip": flip,
    "draw": draw,
    "shuffle": shuffle,
    "shuffle_hands": shuffle_hands,
    "swap": swap,
    "reverse": reverse,
    "skip": skip,
    "knock": knock,
    "penalty": penalty,
    "discard_many": discard_many,
    "tower": tower,
    "block": block,
    "towers_return": towers_return,
    "wild": wild,
    "jump_in": jump_in,
    "uno": uno,
    "caught": caught,
    "challenge_won": challenge_won,
    "challenge_lost": challenge_lost,
    "your_turn": your_turn,
    "round_won": round_won,
    "round_lost": round_lost,
    "match_won": match_won,
    "click": click,
}


# -- music -----------------------------------------------------------------------------------------------

MUSIC_BPM = 80
MUSIC_BARS = 8
# a slow ii-V-I-vi in C with the last bar turning back: (bass root, chord tones as MIDI notes)
_CHORDS = [
    (38, (62, 65, 69, 72)),  # Dm9-ish
    (43, (59, 65, 69, 74)),  # G13
    (36, (59, 64, 67, 71)),  # Cmaj7
    (45, (60, 64, 67, 73)),  # A7(13)
    (38, (62, 65, 69, 72)),
    (43, (59, 65, 67, 74)),
    (40, (59, 62, 67, 71)),  # Em7
    (45, (61, 64, 67, 70)),  # A7b9 back to the top
]


def _epiano(note: float, seconds: float) -> list[float]:
    """A soft electric piano: a sine with a little bell on top, long decay."""
    f = s.midi(note)
    return s.modes(
        seconds, [(f, 1.0, 1.4), (f * 2, 0.18, 0.5), (f * 3, 0.05, 0.25), (f * 7.02, 0.04, 0.05)], 0.008
    )


def _bass(note: float, seconds: float) -> list[float]:
    f = s.midi(note)
    return s.modes(seconds, [(f, 1.0, 0.7), (f * 2, 0.3, 0.35), (f * 3, 0.08, 0.2)], 0.01)


def music(rate: int = RATE) -> list[float]:
    """A quiet lounge loop. Rendered circularly: whatever rings past the end continues at the start, and
    the filters run round the loop, so the last sample leads smoothly into the first."""
    beat = 60.0 / MUSIC_BPM
    bar = 4 * beat
    length = MUSIC_BARS * bar
    out = s.silence(length, rate)
    rng = random.Random(2000)
    for i, (root, chord) in enumerate(_CHORDS):
        t0 = i * bar
        for hit, gain in ((0.0, 1.0), (2.5 * beat, 0.6)):  # on one and on the "and" of three
            for j, note in enumerate(chord):
                strum = j * 0.018 + rng.uniform(0, 0.006)
                s.mix(out, _epiano(note, 2.8), t0 + hit + strum, 0.16 * gain, rate, wrap=True)
        walk = [root, root + 7, root + 12 - 5, root + 4 if i % 2 else root + 3]
        for k, note in enumerate(walk):
            s.mix(out, _bass(note, 1.2), t0 + k * beat, 0.45 if k == 0 else 0.32, rate, wrap=True)
        # brushes: a soft swish on two and four
        for k in (1, 3):
            brush = s.swell(s.bandpass(s.noise(0.22, rng), 5000, 0.7), 0.05, 0.06)
            s.mix(out, brush, t0 + k * beat, 0.05, rate, wrap=True)
    out = s.circular_filter(out, lambda x: s.lowpass(x, 5000, 0.707, rate))
    out = s.circular_filter(out, lambda x: s.highpass(x, 40, 0.707, rate))
    return s.normalize(out, -9.0)


def write_music(folder: Path, rate: int = RATE) -> Path:
    """music_loop.ogg (Vorbis through sox; the WAV is only a step)."""
    sox = shutil.which("sox")
    if sox is None:
        raise SystemExit("the music loop needs `sox` (with Ogg Vorbis support) to encode it")
    with tempfile.TemporaryDirectory() as tmp:
        wav = s.write_wav(Path(tmp) / "music_loop.wav", music(rate), rate)
        target = folder / "music_loop.ogg"
        subprocess.run([sox, str(wav), "-C", "3", str(target)], check=True)
    return target


def write_effects(folder: Path, names=None) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return [s.write_wav(folder / f"{name}.wav", EFFECTS[name]()) for name in (names or EFFECTS)]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    from game.resources import assets_dir

    folder = Path(args[0]) if args and not args[0].startswith("-") else assets_dir() / "sounds"
    written = write_effects(folder)
    if "--no-music" not in args:
        written.append(write_music(folder))
    total = sum(p.stat().st_size for p in written)
    for p in written:
        print(f"{p.stat().st_size:>8}  {p.name}")
    print(f"{total:>8}  bytes in {len(written)} files ({folder})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
