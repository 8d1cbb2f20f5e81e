"""Sound effects synthesised from noise, tones and bells, one per name of
``game.assets_manifest.SOUNDS``, written as 16-bit mono WAV."""

from __future__ import annotations

import array
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
Signal = list[float]


def zeros(seconds: float) -> Signal:
    """A silent buffer."""
    return [0.0] * round(seconds * RATE)


def add(dst: Signal, src: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Mix ``src`` into ``dst`` starting at ``at`` seconds (truncating at the end)."""
    start = round(at * RATE)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        dst[j] += v * gain


def lowpass(sig: Sequence[float], cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in sig:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(sig: Sequence[float], cutoff: float) -> Signal:
    """One-pole high-pass filter (signal minus its low-passed version)."""
    return [v - lp for v, lp in zip(sig, lowpass(sig, cutoff), strict=True)]


def noise(rng: random.Random, seconds: float) -> Signal:
    """Uniform white noise."""
    return [rng.uniform(-1, 1) for _ in range(round(seconds * RATE))]


def envelope(n: int, attack: float, decay: float) -> Signal:
    """Linear attack then exponential decay (time constants in seconds)."""
    na = max(1, round(attack * RATE))
    out = []
    for i in range(n):
        if i < na:
            out.append(i / na)
        else:
            out.append(math.exp(-(i - na) / (decay * RATE)))
    return out


def mul(a: Sequence[float], b: Sequence[float]) -> Signal:
    """Element-wise product."""
    return [x * y for x, y in zip(a, b, strict=False)]


def tone(
    freq: float | Callable[[float], float],
    seconds: float,
    partials: Sequence[tuple[float, float]] = ((1.0, 1.0),),
    vibrato: float = 0.0,
) -> Signal:
    """Additive tone; ``freq`` may be a function of time; partials are (ratio, amp)."""
    n = round(seconds * RATE)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        if vibrato:
            f *= 1 + vibrato * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.15)
        phase += 2 * math.pi * f / RATE
        out.append(sum(a * math.sin(r * phase) for r, a in partials))
    return out


def damped(freq: float, seconds: float, decay: float, amp: float = 1.0) -> Signal:
    """Exponentially decaying sine."""
    n = round(seconds * RATE)
    return [
        amp * math.sin(2 * math.pi * freq * i / RATE) * math.exp(-i / (decay * RATE))
        for i in range(n)
    ]


def finalize(sig: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.012) -> Signal:
    """Remove DC, normalise to ``peak`` and apply short raised-cosine fades."""
    mean = sum(sig) / len(sig)
    sig = [v - mean for v in sig]
    top = max(abs(v) for v in sig) or 1.0
    sig = [v * peak / top for v in sig]
    n_in, n_out = max(1, round(fade_in * RATE)), max(1, round(fade_out * RATE))
    for i in range(min(n_in, len(sig))):
        sig[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(sig))):
        sig[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return sig


def write_wav(path: Path, sig: Sequence[float]) -> None:
    """Write 16-bit mono PCM at 44.1 kHz."""
    data = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in sig))
    if data.itemsize != 2:  # pragma: no cover - exotic platforms
        raise RuntimeError("array('h') is not 16-bit here")
    if struct.pack("=h", 1) != struct.pack("<h", 1):  # pragma: no cover - big endian
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def flick(rng: random.Random, length: float, decay: float, lo: float, hi: float) -> Signal:
    """A papery card flick: band-limited noise burst."""
    src = noise(rng, length)
    band = lowpass(highpass(src, lo), hi)
    return mul(band, envelope(len(band), 0.0015, decay))


def snd_shuffle(rng: random.Random) -> Signal:
    """Riffle shuffle: a fast train of flaps that speeds up then settles."""
    out = zeros(0.62)
    n = 46
    t = 0.03
    for i in range(n):
        x = i / (n - 1)
        gain = 0.45 + 0.55 * math.sin(math.pi * min(1.0, x * 1.15)) ** 0.6
        add(out, flick(rng, 0.02, 0.0035, 1800, 7000), t, gain * rng.uniform(0.7, 1.0))
        t += 0.0125 - 0.004 * math.sin(math.pi * x) + rng.uniform(-0.0015, 0.0015)
    whirr = lowpass(highpass(noise(rng, 0.6), 600), 3000)
    add(
        out, mul(whirr, [0.08 * math.sin(math.pi * i / len(whirr)) for i in range(len(whirr))]), 0.0
    )
    # the two halves settling together
    add(out, flick(rng, 0.05, 0.012, 300, 2500), t + 0.02, 0.8)
    add(out, damped(150, 0.05, 0.01), t + 0.02, 0.25)
    return finalize(out, 0.7, 0.004, 0.02)


def snd_deal() -> Signal:
    """A soft single card flick."""
    rng = random.Random(11)
    sig = flick(rng, 0.08, 0.012, 1200, 6500)
    swish = mul(
        lowpass(highpass(noise(rng, 0.08), 900), 4000), envelope(round(0.08 * RATE), 0.02, 0.015)
    )
    out = [a + 0.5 * b for a, b in zip(sig, swish, strict=True)]
    return finalize(out, 0.55, 0.001, 0.01)


def snd_draw() -> Signal:
    """A card slid off the pile."""
    rng = random.Random(12)
    n = round(0.18 * RATE)
    slide = lowpass(highpass(noise(rng, 0.18), 700), 3200)
    env = [math.sin(math.pi * min(1.0, i / n * 1.25)) ** 1.5 * (1 - i / n) ** 0.5 for i in range(n)]
    out = mul(slide, env)
    add(out, flick(rng, 0.03, 0.006, 1500, 6000), 0.135, 0.7)
    return finalize(out, 0.5, 0.003, 0.015)


def snd_discard() -> Signal:
    """A card slapped onto the table."""
    rng = random.Random(13)
    out = zeros(0.17)
    add(out, flick(rng, 0.06, 0.007, 400, 5000), 0.0, 1.0)
    add(out, damped(140, 0.17, 0.03), 0.002, 0.55)
    add(out, damped(95, 0.17, 0.04), 0.002, 0.35)
    add(out, flick(rng, 0.03, 0.004, 2500, 8000), 0.0, 0.4)
    return finalize(out, 0.8, 0.0005, 0.02)


def snd_knock() -> Signal:
    """Two knuckle knocks on a wooden table."""
    rng = random.Random(14)
    out = zeros(0.48)
    for at, g in ((0.0, 1.0), (0.19, 0.85)):
        add(out, damped(190, 0.25, 0.045), at, 1.0 * g)
        add(out, damped(465, 0.2, 0.022), at, 0.55 * g)
        add(out, damped(1040, 0.1, 0.009), at, 0.3 * g)
        add(out, flick(rng, 0.01, 0.0015, 800, 5000), at, 0.5 * g)
    return finalize(out, 0.85, 0.0005, 0.03)


BELL = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.15), (4.2, 0.08), (5.43, 0.05))


def bell(freq: float, seconds: float, decay: float) -> Signal:
    """A glockenspiel-like note."""
    n = round(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        v = 0.0
        for r, a in BELL:
            v += a * math.sin(2 * math.pi * freq * r * t) * math.exp(-t * r / decay)
        out.append(v)
    return out


def snd_gin() -> Signal:
    """Bright rising arpeggio chime."""
    out = zeros(1.15)
    notes = (1046.5, 1318.5, 1568.0, 2093.0)
    for i, f in enumerate(notes):
        add(out, bell(f, 1.15 - i * 0.075, 0.45), i * 0.075, 1.0 - i * 0.1)
    add(out, bell(2637.0, 0.8, 0.3), 0.3, 0.35)
    return finalize(out, 0.75, 0.001, 0.05)


BRASS = tuple((k, 1 / k**0.9) for k in range(1, 9))


def brass(freq: float, seconds: float) -> Signal:
    """A soft synthetic brass note with a quick swell."""
    n = round(seconds * RATE)
    raw = tone(freq, seconds, BRASS, vibrato=0.004)
    a, r = round(0.02 * RATE), round(0.06 * RATE)
    env = [
        min(1.0, i / a) * min(1.0, (n - i) / r) * (0.85 + 0.15 * math.exp(-i / (0.05 * RATE)))
        for i in range(n)
    ]
    return lowpass(mul(raw, env), 3500)


def snd_win() -> Signal:
    """A short triumphant fanfare."""
    out = zeros(1.45)
    seq = (
        (392.0, 0.0, 0.11),
        (523.25, 0.12, 0.11),
        (659.25, 0.24, 0.11),
        (783.99, 0.36, 0.28),
        (659.25, 0.66, 0.12),
    )
    for f, at, dur in seq:
        add(out, brass(f, dur), at, 0.5)
    for f in (523.25, 659.25, 783.99, 1046.5):
        add(out, brass(f, 0.65), 0.79, 0.32)
    return finalize(out, 0.8, 0.002, 0.08)


def snd_lose() -> Signal:
    """Four descending, slightly mournful tones."""
    out = zeros(1.3)
    soft = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12), (4.0, 0.05))
    seq = ((392.0, 0.0, 0.26), (369.99, 0.27, 0.26), (349.23, 0.54, 0.26))
    for f, at, dur in seq:
        n = round(dur * RATE)
        env = [min(1.0, i / 400) * min(1.0, (n - i) / 1500) for i in range(n)]
        add(out, mul(tone(f, dur, soft), env), at, 0.6)
    n = round(0.48 * RATE)
    glide = tone(lambda t: 329.63 * (1 - 0.03 * t), 0.48, soft, vibrato=0.012)
    env = [min(1.0, i / 400) * math.exp(-i / (0.3 * RATE)) for i in range(n)]
    add(out, mul(glide, env), 0.81, 0.65)
    return finalize(lowpass(out, 2500), 0.55, 0.002, 0.05)


def snd_click() -> Signal:
    """A crisp short UI click."""
    rng = random.Random(15)
    out = zeros(0.035)
    add(out, damped(1900, 0.035, 0.004), 0.0, 1.0)
    add(out, damped(3600, 0.02, 0.0018), 0.0, 0.5)
    add(out, flick(rng, 0.004, 0.0007, 2000, 9000), 0.0, 0.6)
    return finalize(out, 0.55, 0.0003, 0.006)


def snd_error() -> Signal:
    """A soft, low double buzz."""
    out = zeros(0.34)
    odd = ((1.0, 1.0), (3.0, 0.3), (5.0, 0.14), (7.0, 0.07))
    for at in (0.0, 0.17):
        dur = 0.15
        n = round(dur * RATE)
        env = [min(1.0, i / 300) * min(1.0, (n - i) / 900) for i in range(n)]
        buzz = [a + 0.6 * b for a, b in zip(tone(118, dur, odd), tone(124, dur, odd), strict=True)]
        add(out, mul(buzz, env), at, 1.0)
    return finalize(lowpass(out, 900), 0.4, 0.004, 0.02)


def make_sounds() -> dict[str, Signal]:
    """All sound effects, by name."""
    return {
        "shuffle": snd_shuffle(random.Random(10)),
        "deal": snd_deal(),
        "draw": snd_draw(),
        "discard": snd_discard(),
        "knock": snd_knock(),
        "gin": snd_gin(),
        "win": snd_win(),
        "lose": snd_lose(),
        "click": snd_click(),
        "error": snd_error(),
    }
