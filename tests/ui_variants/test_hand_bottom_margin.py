"""The player's hand keeps a margin above the window's bottom (a play-tester: at 800x600 with
text at 200 % the compact Gin table's hand touched the bottom edge, 3 px off it; the hand lay
px(5) into the margin and its arc's ends px(9) lower still)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import session, settle, show

CASES = [(variant, size, scale)
         for variant in ("classic", "gin-rami")
         for size, scale in (((800, 600), 2.0), ((800, 600), 1.75), ((800, 600), 1.5),
                             ((1024, 768), 2.0))]


@pytest.mark.parametrize(("variant", "size", "scale"), CASES,
                         ids=[f"{v}-{w}x{h}-{int(s * 100)}" for v, (w, h), s in CASES])
def test_the_hands_lowest_card_keeps_half_a_margin(app, variant, size, scale):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session(variant, 2, 3), autoplayer=None)
    settle(app, table)
    lay = table.layout
    assert lay.compact and not lay.beside
    marks = probe_draw(app.res, size, table.draw).marks
    hand = [pygame.Rect(s.target) for s in table.hand]
    drawn = [m.rect for m in marks if m.kind == "card" and m.rect.collidelist(hand) >= 0
             and m.rect.bottom > lay.h // 2]
    assert len(hand) >= 10 and drawn
    lowest = max(r.bottom for r in hand + drawn)
    assert size[1] - lowest >= lay.margin // 2, (size[1] - lowest, lay.margin)
