"""The project icon written out at other sizes (hicolor icons for the Linux desktop entry, see
`game.desktop`); here because only `game.ui` imports pygame."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

from game.assets_manifest import ICON_FILE  # noqa: E402
from game.paths import asset_path  # noqa: E402


def save_icon_sizes(targets: dict[int, Path]) -> list[Path]:
    """Save `assets/icon.png` smooth-scaled to N×N at `targets[N]`, for every N given."""
    source = pygame.image.load(str(asset_path(ICON_FILE)))
    written = []
    for size, target in targets.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(pygame.transform.smoothscale(source, (size, size)), str(target))
        written.append(target)
    return written
