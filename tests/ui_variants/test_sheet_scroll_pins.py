"""The score screens' sheets as play-testers found them: 003's column headings scrolled away
with the rows at 200 %."""

from __future__ import annotations

import pygame
import pytest

from game.ui.probe import probe_draw
from tests.ui_variants.helpers import score_after_first_hand


def _texts(app, size, score, box: pygame.Rect) -> list:
    drawn = probe_draw(app.res, size, score.draw)
    return [m for m in drawn.marks if m.kind == "text" and box.contains(m.rect)]


@pytest.mark.parametrize("big_app", [((1280, 720), 200, "en"), ((1920, 1080), 200, "en")],
                         indirect=True, ids=["1280x720-200", "1920x1080-200"])
def test_the_column_headings_stay_while_the_rows_scroll(big_app):
    app, size, _scale = big_app
    _sess, score = score_after_first_hand(app, "gin-rami", 2, 3, hands=4)
    assert score.compact
    score.show_view("sheet")
    app.step()
    box = score.text
    assert box.overflows
    area = box.text_rect(box.rect, app.layout)
    probe_draw(app.res, size, score.draw)
    # into the main table's rows, and on into the first column's (where the painted
    # sheet said its tables went)
    column = [p.head[1] + box.step // 2 for p in getattr(box, "pins", [])[1:2]]
    for rows in (2 * box.step, 4 * box.step, *column):
        box.scroll = 0
        box.scroll_by(rows)
        texts = _texts(app, size, score, area)
        heads = [m for m in texts if m.label in ("Column 1", "Total", "#")]
        assert heads, (rows, [m.label for m in texts])
        # the headings are the first line the box shows (under a table's title), over the rows
        head = min(m.rect.top for m in heads)
        first = sorted({m.rect.top for m in texts})
        assert head in first[:2], (rows, sorted((m.rect.top, m.label) for m in texts))
