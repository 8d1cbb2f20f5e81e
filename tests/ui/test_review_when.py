"""The review says when each costly decision was made (they are listed costliest first, not in
the hand's order: "Your turn 5 · Stock 24" over turn 1's), keys the red and blue outlines
once over the decisions, and sets a page's sentences at one size."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.probe import probe_draw
from game.ui.scenes.review import decision_text, decision_when
from game.ui.wording import stock_label
from tests.ui.test_large_text_layout import review_scene

CASES = [((1280, 720), 100, "en"), ((800, 600), 100, "fr"), ((1920, 1080), 100, "pl"),
         ((1280, 720), 150, "pl")]


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"{w}x{h}-{s}-{lang}" for (w, h), s, lang in CASES])
def test_each_decision_says_when_it_was_made(big_app, monkeypatch):
    app, size, _scale = big_app
    review = review_scene(app, monkeypatch)
    app.scenes.push(review)
    app.step()
    per = review.per_page()
    found = review.box["result"]
    texts = []
    for page in range(review.pages()):
        review.page = page
        drawn = probe_draw(app.res, size, review.draw_content)
        marks = [m for m in drawn.marks if m.kind == "text"]
        texts += [m.label for m in marks]
        shown = found[page * per:(page + 1) * per]
        for d in shown:
            when = [m for m in marks if m.label == decision_when(d)]
            assert len(when) == 1
            # over its own hand's cards: the first card drawn under it starts below it
            cards = [m.rect for m in drawn.marks if m.kind == "card"
                     and m.rect.top >= when[0].rect.bottom]
            assert cards and min(c.top for c in cards) - when[0].rect.bottom <= \
                app.layout.px(8)
        # one decision follows another without a gap of blank lines (2.6 lines were kept
        # under every hand for a sentence of one)
        said = [decision_text(d) for d in shown]
        sentences = sorted(m.rect for m in marks if len(m.label) > 20 and
                           any(m.label in text for text in said))
        assert len(sentences) >= len(shown)
        whens = sorted(m.rect for m in marks if any(m.label == decision_when(d) for d in shown))
        lasts = [max((r for r in sentences if r.top < w.top), key=lambda r: r.top)
                 for w in whens[1:]]
        for last, nxt in zip(lasts, whens[1:], strict=True):
            assert 0 <= nxt.top - last.bottom <= app.layout.px(30), (last, nxt)
        # the legend, once a page, above the first decision
        for word in (i18n._("your choice"), i18n._("the coach's choice")):
            legend = [m for m in marks if m.label == word]
            assert len(legend) == 1
            assert legend[0].rect.bottom <= review.room()[0]
    assert decision_when(found[0]) == i18n._("Your turn {n}").format(n=1) + "  ·  " + \
        stock_label(30)
    assert decision_when(found[4]) == i18n._("Laying off after the knock")
    assert all(decision_when(d) in texts for d in found)


@pytest.mark.parametrize("big_app", [((1280, 720), 100, "fr")], indirect=True, ids=["fr"])
def test_a_pages_sentences_share_one_size(big_app, monkeypatch):
    import dataclasses

    from game.core.actions import parse_action

    app, size, _scale = big_app
    review = review_scene(app, monkeypatch)
    found = review.box["result"]
    # a long choice beside a short one: the long one no longer fits at full size
    found[1] = dataclasses.replace(found[1], played=parse_action("layoff QS 1"),
                                   preferred=parse_action("discard KC"))
    app.scenes.push(review)
    app.step()
    per = review.per_page()
    assert per >= 2
    shown = found[:per]
    from game.ui.widgets import fit_lines
    inner_w = review.panel_rect().inflate(-review.layout.px(40), 0).width
    alone = {fit_lines(app.res, decision_text(d), app.layout.font_small, inner_w,
                       int(app.layout.font_small * 2.6))[1] for d in shown}
    assert len(alone) == 2          # each fitted alone, they would read at two sizes
    drawn = probe_draw(app.res, size, review.draw_content)
    heights = {m.rect.height for m in drawn.marks if m.kind == "text"
               and any(m.label in decision_text(d) for d in shown) and len(m.label) > 20}
    assert len(heights) == 1, heights


def test_every_played_card_is_outlined():
    """A Rami meld's three cards, a going out's cards and a pile card taken are outlined as
    a discard's card is (a meld showed no outline at all)."""
    from game.core.actions import DRAW_STOCK, TAKE_DISCARD, parse_action
    from game.core.cards import Card
    from game.ui.scenes.review import cards_of

    ad, two, three = (Card.parse(c) for c in ("AD", "2D", "3D"))
    assert cards_of(parse_action("meld AD 2D 3D")) == (ad, two, three)
    assert cards_of(parse_action("discard KC")) == (Card.parse("KC"),)
    top = Card.parse("QS")
    assert cards_of(TAKE_DISCARD, top) == (top,)
    assert cards_of(DRAW_STOCK, top) == ()
    out = parse_action("goout [AD 2D 3D] [7C 7H 7S]")
    assert set(cards_of(out)) == {ad, two, three, *(Card.parse(c) for c in ("7C", "7H", "7S"))}
