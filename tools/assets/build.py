"""Write every asset where `game.assets_manifest` says it lives, and the command line for it."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import pygame

from game.assets_manifest import (
    CARD_BACKS,
    FACE_INDICES,
    ICON_FILE,
    ICON_ICO_FILE,
    ICON_SIZE,
    RANKS,
    SOUNDS,
    SUITS,
    card_back_file,
    card_face_file,
    sound_file,
)
from tools.assets.backs import make_back
from tools.assets.faces import make_face
from tools.assets.geometry import FOUR_COLOUR_INK, STANDARD_INK
from tools.assets.icon import ICO_SIZES, make_icon, write_ico
from tools.assets.sounds import make_sounds, write_wav

DEFAULT_OUT = Path(__file__).resolve().parents[2] / "assets"


def _target(out: Path, relative: str) -> Path:
    path = out / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def generate(out: Path) -> list[Path]:
    """Write every asset below ``out``; return the written paths."""
    written: list[Path] = []
    faces: dict[str, pygame.Surface] = {}
    for four_colour, inks in ((False, STANDARD_INK), (True, FOUR_COLOUR_INK)):
        for suit in SUITS:
            for rank in RANKS:
                img = make_face(rank, suit, inks)
                path = _target(out, card_face_file(rank, suit, four_colour))
                pygame.image.save(img, str(path))
                written.append(path)
                if not four_colour:
                    faces[rank + suit] = img
                # the languages whose cards print another letter for the rank (French V D R,
                # Polish W D): the same face with that letter in its corners
                for language, letters in FACE_INDICES.items():
                    if rank in letters:
                        path = _target(out, card_face_file(rank, suit, four_colour, language))
                        pygame.image.save(make_face(rank, suit, inks, letters[rank]), str(path))
                        written.append(path)
    for name in CARD_BACKS:
        path = _target(out, card_back_file(name))
        pygame.image.save(make_back(name), str(path))
        written.append(path)

    icon = make_icon(faces["AS"], faces["JH"], ICON_SIZE[0])
    path = _target(out, ICON_FILE)
    pygame.image.save(icon, str(path))
    written.append(path)
    ico_images = [icon if n == ICON_SIZE[0] else pygame.transform.smoothscale(icon, (n, n))
                  for n in ICO_SIZES]
    path = _target(out, ICON_ICO_FILE)
    write_ico(path, ico_images)
    written.append(path)

    signals = make_sounds()
    for name in SOUNDS:
        path = _target(out, sound_file(name))
        write_wav(path, signals[name])
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(
        prog="python -m tools.assets",
        description="Generate every art and sound asset of the game procedurally.")
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output directory (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    pygame.font.init()
    try:
        written = generate(args.out.resolve())
    finally:
        pygame.quit()
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files ({total / 1024:.0f} KiB) to {args.out}")
    return 0
