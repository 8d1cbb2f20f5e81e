"""The generator in `tools/assets/` reproduces the committed assets, and takes its ranks, suits
and file names from `game.assets_manifest` (it redefines none of them)."""

from __future__ import annotations

import ast
import wave
from pathlib import Path

import pygame

from game.assets_manifest import (
    CARD_BACKS,
    ICON_FILE,
    ICON_ICO_FILE,
    RANKS,
    SOUNDS,
    SUITS,
    card_back_file,
    card_face_file,
    card_face_files,
    sound_file,
)
from tools.assets.build import generate

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
GENERATOR = ROOT / "tools" / "assets"


def _pixels(path: Path) -> tuple[tuple[int, int], bytes]:
    image = pygame.image.load(str(path))
    return image.get_size(), pygame.image.tobytes(image, "RGBA")


def test_regenerated_assets_match_the_committed_ones(tmp_path):
    """Same pixels in every PNG and the same samples in every WAV (the PNG bytes themselves are
    identical too with the pinned pygame, but zlib may differ between platforms)."""
    pygame.font.init()
    written = {p.relative_to(tmp_path).as_posix() for p in generate(tmp_path)}
    expected = {card_face_file(r, s, fc) for fc in (False, True) for s in SUITS for r in RANKS}
    expected |= set(card_face_files())   # the French and Polish courts
    expected |= {card_back_file(b) for b in CARD_BACKS} | {sound_file(n) for n in SOUNDS}
    expected |= {ICON_FILE, ICON_ICO_FILE}
    assert written == expected
    for name in sorted(written):
        if name.endswith(".png"):
            assert _pixels(tmp_path / name) == _pixels(ASSETS / name), name
        elif name.endswith(".wav"):
            with wave.open(str(tmp_path / name)) as new, wave.open(str(ASSETS / name)) as old:
                assert new.getparams() == old.getparams(), name
                assert new.readframes(new.getnframes()) == old.readframes(old.getnframes()), name


def test_the_generator_defines_no_rank_suit_or_file_name_of_its_own():
    owned = {"RANKS", "SUITS", "CARD_SIZE", "CARD_BACKS", "SOUNDS", "ICON_FILE", "ICON_SIZE"}
    for source in GENERATOR.glob("*.py"):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        assigned = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
                    for t in node.targets if isinstance(t, ast.Name)}
        assert not assigned & owned, f"{source.name} redefines {assigned & owned}"
        text = source.read_text(encoding="utf-8")
        assert '"A23456789TJQK"' not in text and '".png"' not in text and '".wav"' not in text


def test_every_generator_module_stays_small():
    sizes = {p.name: len(p.read_text(encoding="utf-8").splitlines())
             for p in GENERATOR.glob("*.py")}
    assert max(sizes.values()) <= 400, sizes
