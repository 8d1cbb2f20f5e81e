"""A Rami score screen with three players and more (play-testers): the held cards were
thumbnails (64 px at 1280x720, 73 at 1920x1080) in a low strip whose rows stood half empty;
the sheet's Result column said "wyjście" without saying who went out; the fair-deal button
was set smaller than Next hand and Main menu."""

from __future__ import annotations

import pytest

from game.ui import i18n
from game.ui.holdings_strip import holdings
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import TextSpy, score_after_first_hand


@pytest.mark.parametrize("size,seats,seed", [((1280, 720), 3, 5), ((1280, 720), 4, 5),
                                             ((1920, 1080), 3, 5), ((1920, 1080), 4, 5)])
def test_the_held_cards_are_a_tenth_of_the_screen_high(app, size, seats, seed):
    set_window(app, size)
    app.layout = Layout(size)
    _sess, score = score_after_first_hand(app, "rami", seats, seed)
    score.place()
    parts = score.parts
    assert parts.held and parts.strip is not None
    drawn = probe_draw(app.res, size, score.draw_content)
    cards = [m.rect for m in drawn.marks if m.kind == "card" and parts.strip.colliderect(m.rect)]
    assert len(cards) == sum(len(hand) for _s, hand, _v in parts.held)
    assert min(r.height for r in cards) >= size[1] // 10, (min(r.height for r in cards), size)
    # ... inside the strip, each hand's label clear of every card
    labels = [m.rect for m in drawn.marks if m.kind == "text" and parts.strip.colliderect(m.rect)]
    assert len(labels) == len(parts.held)
    for r in cards:
        assert parts.strip.contains(r)
        assert not any(r.colliderect(label) for label in labels), r


@pytest.mark.parametrize("language,word", [("pl", "wyjście"), ("en", "going out"),
                                           ("fr", "sortie")])
def test_the_result_column_names_who_went_out(app, language, word):
    i18n.set_language(language)
    try:
        _sess, score = score_after_first_hand(app, "rami", 3, 5)
        e = score.table.last_scored
        assert e.kind == "out" and e.winner is not None
        result = score.sheet().rows[-1][-1]
        assert word in result and score.table.names[e.winner] in result, result
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size,language", [((800, 600), "en"), ((1280, 720), "pl"),
                                           ((1920, 1080), "fr")])
def test_the_buttons_under_the_score_share_one_size(app, monkeypatch, size, language):
    set_window(app, size)
    app.layout = Layout(size)
    i18n.set_language(language)
    try:
        _sess, score = score_after_first_hand(app, "rami", 3, 5)
        score.place()
        spy = TextSpy(monkeypatch, app.res)
        app.scenes.mark_dirty()
        app.step()
        buttons = [score.b_fair, score.b_next, score.b_menu]
        sizes = {b.name: {px for text, px in spy.drawn if text == i18n.resolve(b.text)}
                 for b in buttons}
        assert all(sizes.values()) and len(set().union(*sizes.values())) == 1, sizes
        assert not any(b.label_cut for b in buttons)
        assert holdings(score.table.last_scored.lines)
    finally:
        i18n.set_language("en")
