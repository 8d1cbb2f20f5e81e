"""The UI font: the bundled DejaVu Sans family, a real bold face, whole runs with kerning."""

from __future__ import annotations

import pygame

from game.assets_manifest import FONT_BOLD_FILE, FONT_LICENSE_FILE, FONT_REGULAR_FILE
from game.paths import asset_path
from game.ui.resources import FONT_SCALE, Resources


def test_the_font_family_and_its_licence_ship_in_assets():
    for name in (FONT_REGULAR_FILE, FONT_BOLD_FILE, FONT_LICENSE_FILE):
        assert asset_path(name).is_file(), name
    assert "Bitstream Vera" in asset_path(FONT_LICENSE_FILE).read_text(encoding="utf-8")


def test_resources_use_the_bundled_faces_not_a_synthetic_bold():
    pygame.font.init()
    res = Resources()
    regular, bold = res.font(20), res.font(20, bold=True)
    assert regular is res.font(20)                           # cached
    assert not regular.bold                                  # regular face, no fake bold
    sample = "Computer 1 · 3 cards"
    direct = pygame.font.Font(str(asset_path(FONT_BOLD_FILE)), round(20 * FONT_SCALE))
    assert bold.size(sample) == direct.size(sample)          # the bold face file itself
    assert bold.size(sample)[0] > regular.size(sample)[0]
    # the default font had no suit symbols; this one draws them and the Polish letters
    assert all(regular.metrics(c)[0] is not None for c in "♠♥♦♣ąłńśźżœ«»\u202f")


def test_text_is_one_run_with_the_font_spacing_at_small_sizes():
    """'written' is as wide as the font's own run (kerning, no per-letter gaps)."""
    pygame.font.init()
    res = Resources()
    for px in (13, 15, 20):
        font = res.font(px)
        word = "written player blitz"
        surf = res.text(word, px)
        assert surf.get_width() == font.size(word)[0]
        advances = sum(m[4] for m in font.metrics(word))
        # the run is never wider than the glyph advances laid end to end
        assert surf.get_width() <= advances + 1
