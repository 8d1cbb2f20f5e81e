"""Which characters the bundled UI fonts can draw: a name typed in a script they lack (李明)
showed as boxes. pygame.font measures the box as if it were a letter; pygame.freetype tells
a missing glyph (its metrics are None)."""

from __future__ import annotations

import functools
import logging

import pygame
import pygame.freetype

from game.assets_manifest import FONT_BOLD_FILE, FONT_REGULAR_FILE
from game.paths import asset_path

log = logging.getLogger(__name__)


def _faces() -> tuple[pygame.freetype.Font, ...]:
    """The regular and bold faces (a name is drawn in both); none if they cannot load.
    Opened again after `pygame.quit()`, which closes them."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
        _open_faces.cache_clear()
    return _open_faces()


@functools.cache
def _open_faces() -> tuple[pygame.freetype.Font, ...]:
    faces = []
    for name in (FONT_REGULAR_FILE, FONT_BOLD_FILE):
        try:
            face = pygame.freetype.Font(str(asset_path(name)), 16)
            face.ucs4 = True     # characters past U+FFFF whole, not as surrogate pairs
            faces.append(face)
        except (OSError, pygame.error) as exc:
            log.warning("cannot read the UI font %s for its glyphs: %s", name, exc)
    return tuple(faces)


@functools.cache
def drawable(ch: str) -> bool:
    """Whether the UI fonts draw `ch` (a space always; every character when the fonts
    cannot be read, as before)."""
    if ch.isspace():
        return True
    return all(face.get_metrics(ch)[0] is not None for face in _faces())


def keep_drawable(text: str) -> str:
    """`text` without the characters the UI fonts cannot draw."""
    return "".join(ch for ch in text if drawable(ch))
