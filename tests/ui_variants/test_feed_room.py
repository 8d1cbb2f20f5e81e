"""The move feed has a place of its own at every window size and Text size (issue 16: "What
the computer did: a short, readable move feed at the table"): its newest line reads whole,
and nothing else drawn (a card, a text, a tag, a button, the prompt, the score panel)
reaches into its panel."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core import events as ev
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.session import Session
from game.ui.table.feed import feed_rect, narrow
from tests.ui_variants.helpers import settle, show

SIZES = ((800, 600), (1280, 720), (1920, 1080))
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
FAMILIES = (("classic", 2), ("three-player", 3), ("gin-rami", 2), ("rami", 2), ("rami", 4),
            ("rami", 6))
CASES = [pytest.param(v, n, size, scale, id=f"{v}-{n}p-{size[0]}x{size[1]}-{int(scale * 100)}")
         for v, n in FAMILIES for size in SIZES for scale in SCALES]


#: the compact Gin tables in French and Polish (longer words), and English, with the longest
#: of a turn's lines newest ("Ordinateur expert 1 a pris votre 7♥, défaussé K♣"); where
#: 003's tall panel leaves it too few rows at 200 % it reads whole a little smaller (80 %)
LANG_CASES = [pytest.param(v, n, size, scale, lang,
                           id=f"{lang}-{v}-{n}p-{size[0]}x{size[1]}-{int(scale * 100)}")
              for lang in ("en", "fr", "pl") for v, n in FAMILIES[:3] for size in SIZES
              for scale in (1.75, 2.0)]


@pytest.mark.parametrize(("variant", "seats", "size", "scale"), CASES)
def test_the_newest_line_reads_whole_in_a_place_of_its_own(app, variant, seats, size, scale):
    _check_feed(app, variant, seats, size, scale, "en", took_yours=False)


@pytest.mark.parametrize(("variant", "seats", "size", "scale", "language"), LANG_CASES)
def test_a_pickup_of_your_discard_reads_whole_in_every_language(app, variant, seats, size,
                                                                scale, language):
    try:
        _check_feed(app, variant, seats, size, scale, language, took_yours=True)
    finally:
        i18n.set_language("en")


#: the showdown's lines (a knock listing every meld, the defender's spread) in the three
#: languages, at 100 % (a wide feed: the sentence, or its few words where it does not fit)
#: and at the compact tables' 200 %
SHOWDOWN_CASES = [pytest.param(v, n, size, scale, lang,
                               id=f"{lang}-{v}-{n}p-{size[0]}x{size[1]}-{int(scale * 100)}")
                  for lang in ("en", "fr", "pl") for v, n in FAMILIES[:3] for size in SIZES
                  for scale in (1.0, 2.0)]


@pytest.mark.parametrize(("variant", "seats", "size", "scale", "language"), SHOWDOWN_CASES)
def test_the_showdowns_lines_read_whole(app, variant, seats, size, scale, language):
    try:
        table, sess = _table(app, variant, seats, size, scale, language)
        solver = table.solver
        hand = sess.engine.hands[1][:10]
        knock = solver.best_arrangement(hand)
        table.feed.note(ev.Knocked(1, knock.melds, knock.deadwood_cards, knock.deadwood,
                                   "knock"))
        _check_newest(app, table, size)
        spread = solver.best_arrangement(sess.engine.hands[0][:10])
        table.feed.note(ev.Spread(0, spread.melds, spread.deadwood_cards, spread.deadwood))
        _check_newest(app, table, size)
    finally:
        i18n.set_language("en")


def _table(app, variant, seats, size, scale, language):
    i18n.set_language(language)
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    names = [i18n._("You")] + [f"{i18n._('Expert computer')} {n}" for n in range(1, seats)]
    sess = Session.create(variant, {}, "ai", names, "easy", seats=seats, seed=3)
    table = show(app, sess)
    settle(app, table)
    return table, sess


def _check_feed(app, variant, seats, size, scale, language, took_yours):
    table, sess = _table(app, variant, seats, size, scale, language)
    seen = sess.engine.view(0).discards_seen
    table.feed.note(ev.Drew(1, "stock", None))
    table.feed.note(ev.Discarded(1, seen[-1]))
    table.feed.note(ev.Drew(0, "stock", None))
    table.feed.note(ev.Discarded(0, seen[-1]))
    table.feed.note(ev.Drew(1, "discard" if took_yours else "stock",
                            seen[-1] if took_yours else None))
    table.feed.note(ev.Discarded(1, seen[0] if took_yours else seen[-1]))
    line = table.feed.lines()[-1]
    assert (line.took is not None) == took_yours
    _check_newest(app, table, size, line.brief if narrow(table) else line.text)


def _check_newest(app, table, size, newest: str | None = None):
    """The feed's newest line reads whole in its own panel (`newest`, or else its sentence
    or its few words), and nothing else reaches into the panel."""
    line = table.feed.lines()[-1]
    app.step()
    surf = probe_draw(app.res, size, table.draw)
    panel = table.feed_panel
    assert panel is not None, f"no feed (its region {tuple(feed_rect(table))})"
    assert feed_rect(table).contains(panel)
    if table.compact_rows:   # above the prompt's band, where a prompt on two lines grows
        assert panel.bottom < table._prompt_band()[0], (panel, table._prompt_band())
    texts = [m for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]
    rows = [m.label for m in texts]
    wordings = [newest] if newest is not None else [line.text, line.brief]
    assert any(" ".join(rows).endswith(w) for w in wordings), (rows, wordings)
    line_h = app.res.font(table.layout.font_small).get_linesize()
    assert min(m.rect.height for m in texts) >= 0.8 * line_h - 2     # never smaller
    inner = panel.inflate(-4, -4)
    others = [m for m in surf.marks if m.rect.colliderect(inner) and not panel.contains(m.rect)
              and m.rect != panel]
    assert others == [], others
    buttons = [b.text for b in table.widgets.widgets
               if b.visible and b.rect.width and b.rect.colliderect(inner)]
    assert buttons == []
