"""The hand's banner on the prompt's line ("Retourne: descente at 4 or less", Gin-Rami at
1280x720) touched the player's "Deadwood 30 · 20 after the best discard" pill under it: the
band counted the tags a few pixels short. The banner now keeps clear of the own tags."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.table import banner
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import session, settle, show


def _banner_box(app, monkeypatch, table) -> pygame.Rect:
    boxes = []
    real = banner.draw_panel

    def spy(surface, rect, colour, alpha, radius, border=None, width=2):
        if border == theme.GOLD and width == 2:
            boxes.append(pygame.Rect(rect))
        return real(surface, rect, colour, alpha, radius, border, width)

    monkeypatch.setattr(banner, "draw_panel", spy)
    table._draw_prompt(pygame.Surface(app.layout.size))
    assert len(boxes) == 1
    return boxes[0]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("variant", ["gin-rami", "rami"])
def test_the_banner_keeps_clear_of_the_own_tags(app, monkeypatch, size, variant):
    set_window(app, size)
    table = show(app, session(variant, seed=3))
    settle(app, table)
    table.banner = "Retourne: descente at 4 or less"
    box = _banner_box(app, monkeypatch, table)
    tags_top = table.own_tags_top()
    assert tags_top is not None
    assert box.bottom <= tags_top, (box, tags_top)
    if variant == "gin-rami" and table.roomy_tags():
        for tag in table.roomy_tag_rects(table._seat_label(table.viewer),
                                         table.deadwood_text()):
            assert not box.colliderect(tag), (box, tag)
