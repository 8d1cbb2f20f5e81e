"""The generated art and sound assets exist, load, and have the expected formats.

The assets are produced by ``tools/make_assets.py`` and committed; these tests catch a
missing or corrupt file before the game (or the packaged executable) trips over it.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import struct  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.assets_manifest import (  # noqa: E402
    CARD_BACKS,
    CARD_SIZE,
    ICON_FILE,
    ICON_ICO_FILE,
    ICON_SIZE,
    RANKS,
    SOUNDS,
    SUITS,
    card_back_file,
    card_face_file,
    card_face_files,
    sound_file,
)

ASSETS = Path(__file__).resolve().parents[1] / "assets"

DEFAULT_FACES = [
    card_face_file(r, s, four_colour=fc) for fc in (False, True) for s in SUITS for r in RANKS
]
# with the French (V D R) and Polish (W D) courts, drawn apart
FACE_FILES = list(card_face_files())
BACK_FILES = [card_back_file(name) for name in CARD_BACKS]
SOUND_FILES = [sound_file(name) for name in SOUNDS]

# (min, max) duration in seconds for each sound effect
SOUND_DURATIONS = {
    "shuffle": (0.4, 1.0),
    "deal": (0.03, 0.2),
    "draw": (0.05, 0.4),
    "discard": (0.05, 0.4),
    "knock": (0.2, 0.8),
    "gin": (0.4, 1.6),
    "win": (0.6, 1.7),
    "lose": (0.5, 1.7),
    "click": (0.01, 0.12),
    "error": (0.1, 0.6),
}


def test_manifest_counts() -> None:
    assert len(DEFAULT_FACES) == 104 and len(set(DEFAULT_FACES)) == 104
    # French jack, queen, king and Polish jack, queen; four suits, two colour sets each
    assert len(FACE_FILES) == 104 + (3 + 2) * 4 * 2 and set(DEFAULT_FACES) <= set(FACE_FILES)
    assert len(BACK_FILES) >= 3
    assert len(SOUND_FILES) == 10
    assert set(SOUND_DURATIONS) == set(SOUNDS)


def test_manifest_paths() -> None:
    assert card_face_file("A", "S") == "cards/AS.png"
    assert card_face_file("T", "H", four_colour=True) == "cards/four_colour/TH.png"
    assert card_back_file("blue") == "cards/back_blue.png"
    assert sound_file("gin") == "sounds/gin.wav"
    for bad in (("1", "S"), ("A", "X"), ("", "S"), ("AS", "S")):
        with pytest.raises(ValueError):
            card_face_file(*bad)
    with pytest.raises(ValueError):
        card_back_file("purple")
    with pytest.raises(ValueError):
        sound_file("nope")


@pytest.mark.parametrize("rel", FACE_FILES + BACK_FILES)
def test_card_image(rel: str) -> None:
    path = ASSETS / rel
    assert path.is_file(), f"missing {rel}"
    img = pygame.image.load(str(path))
    assert img.get_size() == CARD_SIZE
    # rounded corners: the very corner is transparent, the centre is opaque
    assert img.get_at((0, 0)).a == 0
    assert img.get_at((CARD_SIZE[0] // 2, CARD_SIZE[1] // 2)).a == 255
    # not a blank card: the face contains more than one colour
    colours = {tuple(img.get_at((x, y))) for x in range(20, 220, 9) for y in range(20, 316, 9)}
    assert len(colours) > 2


def test_four_colour_differs_for_diamonds_and_clubs() -> None:
    for suit, same in (("S", True), ("H", True), ("D", False), ("C", False)):
        a = (ASSETS / card_face_file("5", suit)).read_bytes()
        b = (ASSETS / card_face_file("5", suit, four_colour=True)).read_bytes()
        assert (a == b) is same


def test_icon_png() -> None:
    path = ASSETS / ICON_FILE
    assert path.is_file()
    img = pygame.image.load(str(path))
    assert img.get_size() == ICON_SIZE


def test_icon_ico() -> None:
    data = (ASSETS / ICON_ICO_FILE).read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    assert count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, planes, bpp, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert offset + size <= len(data)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        sizes.add(w or 256)
        assert (w or 256) == (h or 256)
        assert bpp == 32 and planes == 1
    assert {256, 48, 32, 16} <= sizes


@pytest.mark.parametrize("name", SOUNDS)
def test_sound(name: str) -> None:
    path = ASSETS / sound_file(name)
    assert path.is_file(), f"missing {path}"
    assert path.stat().st_size < 150 * 1024
    with wave.open(str(path), "rb") as w:
        assert w.getframerate() == 44100
        assert w.getsampwidth() == 2
        assert w.getnchannels() == 1
        frames = w.getnframes()
        raw = w.readframes(frames)
    lo, hi = SOUND_DURATIONS[name]
    assert lo <= frames / 44100 <= hi
    samples = struct.unpack(f"<{frames}h", raw)
    peak = max(abs(v) for v in samples)
    assert 3000 < peak < 32767, "silent or clipping"
    # faded in and out: no click at either end
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200


def test_total_size_reasonable() -> None:
    files = FACE_FILES + BACK_FILES + SOUND_FILES + [ICON_FILE, ICON_ICO_FILE]
    total = sum((ASSETS / rel).stat().st_size for rel in files)
    assert total < 8 * 1024 * 1024
