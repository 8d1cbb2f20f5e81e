"""A short hint keeps a gap under the stock and the discard pile, and under the hint's ring
drawn round the pile it names (a play-tester at 1920x1080 / 200 %: the two-line hint "Take
the three of clubs — it lowers your deadwood; …", pressed H on the first turn of a classic
game, rose from the prompt's band onto the piles' foot)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.actions import DISCARD_PILE, STOCK, Draw
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import session, settle, show

SIZES = [(800, 600), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_hint_stands_clear_of_the_piles(app, size, scale, seed):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session("classic", 2, seed, names=["Ann", "Computer"]),
                 autoplayer=None)
    settle(app, table)
    table.on_hint()                 # as the H key does, on the player's first turn
    assert table.note_shown()
    marks = probe_draw(app.res, size, table.draw).marks
    box = table.note_panel
    lay = table.layout
    gap = lay.px(4)
    action = table.shown_hint().action
    for source, pile in ((STOCK, table.stock_rect()), (DISCARD_PILE, table.pile_rect())):
        # the hint's outline round the pile it says to draw from, its width twice outside
        ringed = isinstance(action, Draw) and action.source == source
        ring = 2 * max(2, lay.px(4)) if ringed else 0
        foot = pygame.Rect(pile).inflate(2 * (ring + gap), 2 * (ring + gap))
        assert not box.colliderect(foot), (tuple(box), tuple(pygame.Rect(pile)))
    cards = [pygame.Rect(s.rect) for s in table.hand]
    assert not any(box.colliderect(c) for c in cards), tuple(box)
    tags_top = table.own_tags_top()
    if tags_top is not None and not lay.beside:
        assert box.bottom <= tags_top - gap, (tuple(box), tags_top)
    assert problems(marks, size) == []
