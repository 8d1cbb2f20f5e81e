"""At 800x600 / 100 % (the table's full, not compact, layout) the hand's arc kept its ends
4 px off the window's bottom, the meld outline on it (a Polish play-tester of Oklahoma saw
the hand cut off by the edge): every variant's hand, with its card just drawn too, keeps a
whole margin under its lowest card."""

from __future__ import annotations

import pygame
import pytest

from game.core.actions import parse_action
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import session, settle, show

CASES = [("classic", 2), ("oklahoma", 2), ("gin-rami", 2), ("gin-only", 2), ("rami", 2),
         ("rami", 4)]


def lowest(app, table) -> int:
    lay = table.layout
    marks = probe_draw(app.res, lay.size, table.draw).marks
    hand = [pygame.Rect(s.target) for s in table.hand]
    drawn = [m.rect for m in marks if m.kind == "card" and m.rect.collidelist(hand) >= 0
             and m.rect.bottom > lay.h // 2]
    assert len(hand) >= 6 and drawn
    return max(r.bottom for r in hand + drawn)


@pytest.mark.parametrize(("variant", "seats"), CASES, ids=[f"{v}-{n}" for v, n in CASES])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=["800x600", "1280x720"])
def test_the_hand_keeps_its_margin_at_100_percent(app, variant, seats, size):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 1.0)
    table = show(app, session(variant, seats, 3), autoplayer=None)
    settle(app, table)
    lay = table.layout
    assert not lay.compact
    assert size[1] - lowest(app, table) >= lay.margin
    engine = table.session.engine
    draws = [a for a in engine.legal_actions() if str(a).startswith("draw")]
    if draws:                      # the card just drawn joins the hand, one card more
        before = len(table.hand)
        table.session.match.apply_human(parse_action(str(draws[0])))
        settle(app, table)
        assert len(table.hand) == before + 1
        assert size[1] - lowest(app, table) >= lay.margin
