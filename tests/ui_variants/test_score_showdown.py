"""The score panel shows the showdown: both hands in small cards, the lay-offs edged in gold,
with no text over a card and every text inside the panel (issue 16, "showdown readable")."""

from __future__ import annotations

import pygame
import pytest

from game.core.events import LaidOff
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import score_after_first_hand


def _score_after_layoffs(app):
    """Seed 2 of classic: Ann knocks, Bob lays off three cards."""
    sess, score = score_after_first_hand(app, "classic", 2, 2)
    laid = [x.card for x in sess.engine.events if isinstance(x, LaidOff)]
    assert laid
    return sess, score, laid


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_both_hands_and_the_layoffs_are_on_the_score_panel(app, size, language):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        sess, score, laid = _score_after_layoffs(app)
        surf = probe_draw(app.res, size, score.draw)
        sd = score.table.state.showdown
        box = score.box()
        shown = {m.label for m in surf.marks if m.kind == "card" and box.contains(m.rect)}
        # every card of both hands is on the panel, the laid-off ones included
        hands = set(sd.defender_hand) | set(laid) | set(sd.knocker_deadwood) | \
            {c for m in sd.knocker_melds for c in m}
        assert {str(c) for c in hands} <= shown
        assert problems(surf.marks, size) == []
        outside = [m.label for m in surf.marks if m.kind == "text" and m.label.strip()
                   and not box.contains(m.rect)]
        assert outside == []
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size,scale", [((800, 600), 2.0), ((800, 600), 1.75),
                                        ((1024, 768), 2.0)],
                         ids=["800x600-200", "800x600-175", "1024x768-200"])
def test_the_both_hands_view_shows_the_cards_as_large_as_it_holds(app, size, scale):
    """The tabbed panel's "Both hands" view (a small canvas) drew the strip's 60 design px
    cards in the middle of an empty view (45 px wide at 800x600 / 200 %): its cards now take
    the view's height, every card whole inside it, none of them cut and no text over one."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    sess, score, laid = _score_after_layoffs(app)
    if len(score.view_tabs) < 2:
        pytest.skip("one view at a time only on a small canvas")
    score.show_view("showdown")
    app.step()
    surf = probe_draw(app.res, size, score.draw)
    cards = [m for m in surf.marks if m.kind == "card" and score.box().contains(m.rect)]
    assert cards
    view = score.view_rect
    assert all(view.contains(m.rect) for m in cards), view
    natural = max(36, app.layout.px(60))
    assert min(m.rect.height for m in cards) >= 1.25 * natural, (
        min(m.rect.height for m in cards), natural)
    assert problems(surf.marks, size) == []


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_wide_panel_grows_both_hands_into_the_room_the_sheet_leaves(app, size):
    """After an early hand the sheet is a row or two: the strip's cards were 60 design px
    over an empty half of the panel, then at most 84 (a third of the panel stood empty at
    800x600). They grow into that room as far as the hands lie side by side, the strip no
    taller than its cards (the sheet follows them, the room left under it), and stay clear
    of the rule under them."""
    set_window(app, size)
    _sess, score, _laid = _score_after_layoffs(app)
    lay = app.layout
    parts = score.panel_layout()
    assert parts.strip is not None and parts.sheet is not None
    surf = probe_draw(app.res, size, score.draw)
    cards = [m.rect for m in surf.marks if m.kind == "card" and parts.strip.contains(m.rect)]
    assert cards and max(r.height for r in cards) > lay.px(60)
    assert max(r.bottom for r in cards) < parts.rules[-1]    # the cards do not touch the rule
    # the strip holds its two rows of cards and no blank band above or below them
    assert min(r.top for r in cards) - parts.strip.top <= lay.px(4)
    assert parts.strip.bottom - max(r.bottom for r in cards) <= lay.px(20)
    if size == (800, 600):      # the room there took cards past the old cap
        assert max(r.height for r in cards) > lay.px(84) * 1.15
    # the cards stop at the panel's width or the sheet's room, whichever comes first
    right = max(r.right for r in cards)
    room_left = parts.sheet.bottom - parts.sheet.top
    assert right > parts.strip.right - lay.px(140) or room_left < lay.px(160), (right,
                                                                              room_left)
    assert problems(surf.marks, size) == []


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_gold_edge_is_explained_beside_a_row(app, size, language):
    """The note saying what the gold edge means stood only right of the knocker's row, which
    a knock of three groups fills at 1280x720: the card edged in gold went unexplained. It
    now stands right of the defender's row where the knocker's has no room, and under the
    knocker's label where neither has (800x600), inside the strip and over no card."""
    i18n.set_language(language)
    try:
        set_window(app, size)
        sess, score, _laid = _score_after_layoffs(app)
        _assert_the_note_explains_the_edge(app, size, sess, score)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(800, 600), (1024, 768)])
def test_width_bound_runs_close_up_to_take_the_room(app, monkeypatch, size):
    """A knock of three groups fills the strip's width at 800x600: the cards stopped at 75 px
    with 100 px blank under the sheet. Its runs close up (each card's index still showing,
    a step of `TIGHT` of a card's width at the least) so the cards take that room."""
    from game.ui import showdown_strip

    set_window(app, size)
    _sess, score, _laid = _score_after_layoffs(app)

    def cards():
        parts = score.panel_layout()
        surf = probe_draw(app.res, size, score.draw)
        shown = [m.rect for m in surf.marks if m.kind == "card"
                 and parts.strip.contains(m.rect)]
        return shown, surf

    tight = showdown_strip.TIGHT
    monkeypatch.setattr(showdown_strip, "TIGHT", showdown_strip.OVERLAP)   # as it was
    before, _surf = cards()
    monkeypatch.setattr(showdown_strip, "TIGHT", tight)
    after, surf = cards()
    assert max(r.height for r in after) >= 1.1 * max(r.height for r in before)
    width = max(r.width for r in after)
    lefts = sorted({r.left for r in after if r.top == min(q.top for q in after)})
    steps = [b - a for a, b in zip(lefts, lefts[1:], strict=False)]
    assert min(steps) >= int(showdown_strip.TIGHT * width) - 1     # every index shows
    assert problems(surf.marks, size) == []

def _assert_the_note_explains_the_edge(app, size, sess, score) -> None:
    """The gold edge's note is drawn whole inside the hands' strip, over no card."""
    parts = score.panel_layout()
    surf = probe_draw(app.res, size, score.draw)
    name = sess.names[score.table.state.showdown.defender]
    note = i18n._("gold edge: laid off by {name}").format(name=name)
    said = [m for m in surf.marks if m.kind == "text" and m.label and m.label in note
            and parts.strip.contains(m.rect)]
    assert " ".join(m.label for m in said) == note, [m.label for m in surf.marks]
    assert problems(surf.marks, size) == []


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1024, 768), (1280, 720)])
def test_a_long_gold_edge_note_wraps_beside_a_row_rather_than_vanish(app, size, language):
    """Seed 4's knock fills both rows at 800x600: the Polish note ("złota ramka: karty
    dołożone (…)") fit neither beside a row on one line nor in two lines under the narrow
    label, and was left out, the gold edge unexplained. It now wraps beside a row."""
    i18n.set_language(language)
    try:
        set_window(app, size)
        sess, score = score_after_first_hand(app, "classic", 2, 4)
        assert score.table.state.showdown.layoffs
        _assert_the_note_explains_the_edge(app, size, sess, score)
    finally:
        i18n.set_language("en")



@pytest.mark.parametrize("variant,options", [("gin-rami", {}), ("classic", {}),
                                             ("oklahoma", {"scoring": "hollywood"})])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_showdown_keeps_both_hands_on_the_panel_beside_any_sheet(app, size, variant,
                                                                   options):
    """At 1280x720 003's score panel drew its sheet and the three columns' sheets and left
    neither hand (800x600 and 1920x1080 showed them): a sheet that leaves the hands no
    room scrolls instead, its main table shown whole where the hands keep their natural
    size (three of its seven rows showed at 1920x1080: a play-tester)."""
    set_window(app, size)
    _sess, score = score_after_first_hand(app, variant, 2, 7, **options)
    assert score.table.state.showdown is not None and score.table.last_scored.winner is not None
    parts = score.panel_layout()
    assert parts.strip is not None, "the hands are not on the panel"
    assert parts.sheet is not None and parts.sheet.height > 0
    if score.scrolls:     # the main table's rows (and its header and title) in view
        rows = len(parts.score_sheet.rows)
        step = int(app.layout.font_small * 1.3)
        assert parts.sheet.height >= min(rows + 2, 7) * step, (parts.sheet.height, step)
    surf = probe_draw(app.res, size, score.draw)
    assert problems(surf.marks, size) == []
