"""The compact Gin table at a large Text size gives the move feed the column left of the
stock (issue 16): the stock's count is a badge on the stock itself; the knock limit stays in
the score panel at every size (RULES.md: always visible); at 100 % both stay where they were."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import session, settle, show


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 2.0), ((800, 600), 2.0),
                                             ((1280, 720), 1.0)])
def test_the_stock_count_and_the_knock_limit_at_a_large_text_size(app, size, scale):
    i18n.set_language("en")
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session("classic", 2, 3))
    settle(app, table)
    marks = probe_draw(app.res, size, table.draw).marks
    assert problems(marks, size) == []
    stock = pygame.Rect(table.stock_rect())
    label = f"Stock {table.stock}"
    on_stock = " ".join(m.label for m in marks if m.kind == "text" and stock.contains(m.rect))
    count = [m.rect for m in marks if m.kind == "text" and m.label == label]
    limit = "Knock at 10 or less"
    rows = [text for text, _c, _s in table._info_rows()]
    # the limit stays in the panel at every size (the rules want it on the table: it was
    # left to the Knock button's tooltip in the compact layout, unseen by a play-tester)
    assert limit in " ".join(rows).replace("\u00a0", " ")
    if table.compact_rows:
        assert on_stock == label                  # on the stock's back (on one or two lines)
    else:
        assert count and count[0].top >= stock.bottom         # under the stock
