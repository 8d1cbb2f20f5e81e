"""The score screens' sheets as play-testers found them: 003's column headings scrolled away
with the rows at 200 %; three-player Gin folded its earlier hands away for good (and a low
box kept the letters' legend and lost the Totals line); two-player Gin folded rows with
room left; six players' Rami at 1280x720 showed no card held."""

from __future__ import annotations

import pygame
import pytest

from game.ui.holdings_strip import holdings
from game.ui.probe import probe_draw
from game.ui.showdown_strip import readable_card_h
from tests.ui.conftest import set_window
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


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_three_player_sheet_shows_every_hand_and_the_totals(app, size):
    set_window(app, size)
    _sess, score = score_after_first_hand(app, "three-player", 3, 7, hands=9)
    sheet = score.parts.score_sheet
    assert len(sheet.rows) >= 9
    area = score.parts.sheet
    texts = [m.label for m in _texts(app, size, score, score.box())]
    assert any(t.startswith("Totals:") for t in texts), texts
    assert sheet.rows[-1][1] in texts    # the latest hand is in view
    if score.scrolls:           # earlier hands a scroll away, said over the sheet
        assert any("earlier hand" in t for t in texts), texts
        score.text.scroll_by(-10 ** 6)
        texts = [m.label for m in _texts(app, size, score, area)]
        assert sheet.rows[0][1] in texts and any(t.startswith("Totals:") for t in texts)
    else:
        assert not any("earlier hand" in t for t in texts), texts


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
def test_two_player_sheet_uses_the_room_before_it_scrolls(app, size):
    from game.ui.score_sheet import ScoreSheetView

    set_window(app, size)
    lay = app.layout
    _sess, score = score_after_first_hand(app, "classic", 2, 7, hands=8)
    parts = score.parts
    cards = [m.rect for m in probe_draw(app.res, size, score.draw).marks
             if m.kind == "card" and parts.strip.colliderect(m.rect)]
    whole = ScoreSheetView(app.res, lay, parts.score_sheet).height(parts.inner.width)
    if score.scrolls:
        # folded only where readable cards leave the sheet too little room
        assert max(r.height for r in cards) <= readable_card_h(lay) + 1
        assert score.text.overflows and score.text.hidden_above > 0
    else:
        assert parts.sheet.height >= whole
    texts = [m.label for m in _texts(app, size, score, score.box())]
    assert any(t.startswith("Hands won:") for t in texts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
def test_six_players_rami_shows_the_cards_held(app, size):
    set_window(app, size)
    lay = app.layout
    _sess, score = score_after_first_hand(app, "rami", 6, 7)
    held = holdings(score.table.last_scored.lines)
    assert len(held) == 5
    parts = score.parts
    assert parts.held == held and parts.strip is not None
    cards = [m.rect for m in probe_draw(app.res, size, score.draw).marks
             if m.kind == "card" and parts.strip.colliderect(m.rect)]
    assert len(cards) == sum(len(h) for _s, h, _v in held)
    assert min(r.height for r in cards) >= max(64, int(readable_card_h(lay) * 0.85))
    assert all(score.box().contains(r) for r in cards)
