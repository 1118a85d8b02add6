"""Small sound-synthesis kit in pure Python (standard library only: `array`, `math`, `random`).

Used offline by `python -m game.audio.make_sounds` to write the game's sounds into assets/sounds/;
the game itself only loads the files. Signals are plain lists of floats in -1..1 at `RATE` samples a
second. Everything is seeded, so the same code writes the same bytes.

The building blocks are the ones a card table needs: noise bursts shaped by band-pass filters and fast
exponential decays (a card's snap, a riffle's clicks, a slide), damped sine modes (wood knocks, marimba
and bell-like chimes) and a circular mix for music that loops without a seam.
"""

from __future__ import annotations

import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050  # effects: a card's crack lives below 10 kHz; half the size of 44.1 kHz


def silence(seconds: float, rate: int = RATE) -> list[float]:
    return [0.0] * max(1, round(seconds * rate))


def noise(seconds: float, rng: random.Random, rate: int = RATE) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(max(1, round(seconds * rate)))]


# -- filters (RBJ audio-EQ cookbook biquads, direct form I) --------------------------------------------


def _biquad(x: list[float], b0, b1, b2, a0, a1, a2) -> list[float]:
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(x)
    for i, v in enumerate(x):
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out[i] = y
    return out


def _w(freq: float, q: float, rate: int):
    w0 = 2 * math.pi * min(freq, rate * 0.45) / rate
    return math.cos(w0), math.sin(w0) / (2 * q)


def lowpass(x: list[float], freq: float, q: float = 0.707, rate: int = RATE) -> list[float]:
    c, alpha = _w(freq, q, rate)
    return _biquad(x, (1 - c) / 2, 1 - c, (1 - c) / 2, 1 + alpha, -2 * c, 1 - alpha)


def highpass(x: list[float], freq: float, q: float = 0.707, rate: int = RATE) -> list[float]:
    c, alpha = _w(freq, q, rate)
    return _biquad(x, (1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + alpha, -2 * c, 1 - alpha)


def bandpass(x: list[float], freq: float, q: float = 1.0, rate: int = RATE) -> list[float]:
    """Constant 0 dB peak gain at `freq`."""
    c, alpha = _w(freq, q, rate)
    return _biquad(x, alpha, 0.0, -alpha, 1 + alpha, -2 * c, 1 - alpha)


def sweep_bandpass(
    x: list[float], freqs: list[tuple[float, float]], q: float = 1.5, rate: int = RATE
) -> list[float]:
    """A band-pass whose centre moves through `freqs` [(time 0..1, Hz), ...] (a swish)."""
    out = [0.0] * len(x)
    x1 = x2 = y1 = y2 = 0.0
    n = len(x)
    block = 32
    for start in range(0, n, block):
        t = start / max(1, n - 1)
        f = _interp(freqs, t)
        c, alpha = _w(f, q, rate)
        a0 = 1 + alpha
        b0, b2, a1, a2 = alpha / a0, -alpha / a0, -2 * c / a0, (1 - alpha) / a0
        for i in range(start, min(n, start + block)):
            v = x[i]
            y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
            x2, x1, y2, y1 = x1, v, y1, y
            out[i] = y
    return out


def _interp(points: list[tuple[float, float]], t: float) -> float:
    if t <= points[0][0]:
        return points[0][1]
    for (t0, v0), (t1, v1) in zip(points, points[1:], strict=False):
        if t <= t1:
            k = (t - t0) / max(1e-9, t1 - t0)
            return v0 * (v1 / v0) ** k  # log-spaced: a sweep sounds even
    return points[-1][1]


# -- envelopes -------------------------------------------------------------------------------------------


def decay(x: list[float], tau: float, attack: float = 0.0005, rate: int = RATE) -> list[float]:
    """Linear attack of `attack` seconds, then exp(-t/tau)."""
    a = max(1, round(attack * rate))
    k = math.exp(-1.0 / (tau * rate))
    out = [0.0] * len(x)
    g = 1.0
    for i, v in enumerate(x):
        if i < a:
            out[i] = v * (i + 1) / a
        else:
            out[i] = v * g
            g *= k
    return out


def swell(x: list[float], rise: float, tau: float, rate: int = RATE) -> list[float]:
    """A smooth rise (half a cosine over `rise` s) into an exponential decay: slides and swishes."""
    r = max(1, round(rise * rate))
    k = math.exp(-1.0 / (tau * rate))
    out = [0.0] * len(x)
    g = 1.0
    for i, v in enumerate(x):
        if i < r:
            out[i] = v * 0.5 * (1 - math.cos(math.pi * i / r))
        else:
            out[i] = v * g
            g *= k
    return out


def fade(x: list[float], seconds: float = 0.003, rate: int = RATE) -> list[float]:
    """Short fades at both ends: no sound starts or stops with a click."""
    n = min(len(x) // 2, max(1, round(seconds * rate)))
    out = list(x)
    for i in range(n):
        g = 0.5 * (1 - math.cos(math.pi * i / n))
        out[i] *= g
        out[-1 - i] *= g
    return out


# -- tones -----------------------------------------------------------------------------------------------


def modes(
    seconds: float,
    partials: list[tuple[float, float, float]],
    attack: float = 0.001,
    rate: int = RATE,
    phase: float = 0.0,
) -> list[float]:
    """Damped sine modes [(Hz, amplitude, decay tau in s), ...]: wood, marimba bars, bells."""
    n = max(1, round(seconds * rate))
    out = [0.0] * n
    a = max(1, round(attack * rate))
    for freq, amp, tau in partials:
        if freq >= rate * 0.48:
            continue
        w = 2 * math.pi * freq / rate
        k = math.exp(-1.0 / (tau * rate))
        g = amp
        # a rotating phasor: one multiply-add per sample instead of a sin() call
        cw, sw = math.cos(w), math.sin(w)
        re, im = math.cos(phase), math.sin(phase)
        for i in range(n):
            out[i] += im * g
            re, im = re * cw - im * sw, re * sw + im * cw
            g *= k
            if g < 1e-5:
                break
    for i in range(min(a, n)):
        out[i] *= (i + 1) / a
    release = min(n // 4, round(0.06 * rate))  # modes still ringing at the end fade out, not stop dead
    for i in range(release):
        out[n - 1 - i] *= 0.5 * (1 - math.cos(math.pi * i / release))
    return out


def midi(note: float) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


# -- mixing ----------------------------------------------------------------------------------------------


def mix(
    into: list[float],
    src: list[float],
    at: float = 0.0,
    gain: float = 1.0,
    rate: int = RATE,
    wrap: bool = False,
) -> list[float]:
    """Add `src` into `into` starting `at` seconds (grows `into`, or wraps round it when `wrap`)."""
    start = round(at * rate)
    n = len(into)
    if not wrap and start + len(src) > n:
        into.extend([0.0] * (start + len(src) - n))
    for i, v in enumerate(src):
        j = start + i
        if wrap:
            j %= n
        into[j] += v * gain
    return into


def scale(x: list[float], gain: float) -> list[float]:
    return [v * gain for v in x]


def normalize(x: list[float], peak_db: float) -> list[float]:
    """Scaled so the loudest sample is `peak_db` dB below full scale."""
    peak = max((abs(v) for v in x), default=0.0)
    if peak <= 0:
        return x
    return scale(x, 10 ** (peak_db / 20) / peak)


def trim(x: list[float], floor_db: float = -50.0, rate: int = RATE, tail: float = 0.02) -> list[float]:
    """Cut the tail below `floor_db` of the peak; the last `tail` seconds fade out (half a cosine), so
    the cut is never heard."""
    peak = max((abs(v) for v in x), default=0.0)
    limit = peak * 10 ** (floor_db / 20)
    end = len(x)
    while end > 1 and abs(x[end - 1]) < limit:
        end -= 1
    out = fade(x[:end], 0.0005, rate)  # half a millisecond in: a snap keeps its crack
    n = min(len(out) // 2, round(tail * rate))
    for i in range(n):
        out[-1 - i] *= 0.5 * (1 - math.cos(math.pi * i / n))
    return out


def circular_filter(x: list[float], fn) -> list[float]:
    """Apply filter `fn` to a looping signal: run it over two copies and keep the second (the filter's
    state at the loop's start is then the state it has at the loop's end, so the seam stays smooth)."""
    n = len(x)
    return fn(x + x)[n:]


# -- files -----------------------------------------------------------------------------------------------


def to_pcm16(x: list[float]) -> array:
    return array("h", (max(-32767, min(32767, round(v * 32767))) for v in x))


def write_wav(path: Path, x: list[float], rate: int = RATE) -> Path:
    """A mono 16-bit WAV file."""
    pcm = to_pcm16(x)
    if pcm.itemsize != 2:  # pragma: no cover
        raise RuntimeError("array('h') is not 16-bit here")
    import sys

    if sys.byteorder == "big":  # pragma: no cover - WAV is little-endian
        pcm.byteswap()
    path = Path(path)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())
    return path
