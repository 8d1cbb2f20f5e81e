"""The review of a hand ("Review my play") over the score screen is one panel: it covers the
score's panel whole, so no second frame shows around or inside it (issue 16, seen at
1920x1080 / 200 % in Polish)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_large_text_layout import review_scene
from tests.ui_variants.helpers import score_after_first_hand

CASES = [((1920, 1080), 200, "pl"), ((1280, 720), 150, "fr"), ((800, 600), 100, "en"),
         ((800, 600), 200, "pl"), ((1920, 1080), 100, "en")]


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"{w}x{h}-{s}-{lang}" for (w, h), s, lang in CASES])
def test_the_review_covers_the_score_panel_it_opens_over(big_app, monkeypatch):
    app, size, _scale = big_app
    _sess, score = score_after_first_hand(app, "rami", 4, 3)
    under = pygame.Rect(score.box())
    review = review_scene(app, monkeypatch)
    app.scenes.push(review)
    app.step()
    panel = review.panel_rect()
    assert panel.contains(under), (tuple(panel), tuple(under))
    assert pygame.Rect(0, 0, *size).contains(panel)
    # the back button and the decisions stay inside the one panel
    assert panel.contains(review.b_back.rect)
    top, bottom = review.room()
    assert panel.top < top < bottom <= review.b_back.rect.top


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"{w}x{h}-{s}-{lang}" for (w, h), s, lang in CASES])
def test_no_costly_decisions_stands_in_the_middle_of_the_panel(big_app, monkeypatch):
    """"No costly decisions" stood at the panel's top over two-thirds of it left empty."""
    import threading

    from game.ui.scenes import review as review_module

    app, size, _scale = big_app
    _sess, _score = score_after_first_hand(app, "classic", 2, 1)
    done = {"progress": 1.0, "result": []}
    monkeypatch.setattr(review_module, "review_in_thread",
                        lambda record, seed: (threading.Thread(), threading.Event(), done))
    review = review_module.ReviewScene(app, record=None)
    app.scenes.push(review)
    app.step()
    top, bottom = review.room()
    inner = review.panel_rect().inflate(-review.layout.px(40), -review.layout.px(28))
    verdict = review.verdict_rect(inner, top, bottom)
    assert top <= verdict.top and verdict.bottom <= bottom
    assert inner.contains(verdict)
    assert abs(verdict.centery - (top + bottom) // 2) <= 1


def _review_of(app, monkeypatch, sess, made: int, costs: list[float], found=None):
    """The review of a hand where the player made `made` decisions and the coach found
    decisions costing `costs` (or the decisions `found`; the coach's own thread is tested in
    tests/coach)."""
    import threading
    from types import SimpleNamespace

    from game.coach.review import CostlyDecision
    from game.core.actions import parse_action
    from game.core.cards import Card
    from game.ui.scenes import review as review_module

    hand = tuple(Card.parse(c) for c in "AS 2S 3S 7H 8H 9D KC KD QS JH".split())
    if found is None:
        found = [CostlyDecision(i, hand, Card.parse("5C"), parse_action("discard KC"),
                                parse_action("discard QS"), cost, turn=i + 1,
                                stock=30 - 2 * i) for i, cost in enumerate(costs)]
    done = {"progress": 1.0, "result": found}
    monkeypatch.setattr(review_module, "review_in_thread",
                        lambda record, seed: (threading.Thread(), threading.Event(), done))
    record = SimpleNamespace(decisions=[SimpleNamespace(view=SimpleNamespace(
        rules=sess.rules))] * made)
    review = review_module.ReviewScene(app, record=record)
    app.scenes.push(review)
    app.step()
    return review


@pytest.mark.parametrize("big_app", [((1280, 720), 100, "en"), ((800, 600), 100, "pl"),
                                     ((800, 600), 200, "pl")],
                         indirect=True, ids=["1280x720-en", "800x600-pl", "800x600-200-pl"])
def test_the_review_sums_up_the_hand(big_app, monkeypatch):
    """A single costly decision over an otherwise empty panel said nothing of the rest of
    the hand: a line under the headline says how many decisions were reviewed, how many
    differ from the coach's and the points lost in all, and stands clear of the key."""
    from game.ui import i18n
    from game.ui.probe import probe_draw, problems
    from game.ui.scenes.review import SEPARATOR

    app, size, _scale = big_app
    sess, _score = score_after_first_hand(app, "classic", 2, 1)
    review = _review_of(app, monkeypatch, sess, 14, [2.4])
    line = review.summary(review.box["result"])
    if i18n.language() == "pl":
        assert line == ("Sprawdzono 14 decyzji  ·  1 różni się od wyboru trenera  ·  "
                        "łącznie strata około 2 punktów")
    else:
        assert line == ("14 decisions reviewed  ·  1 differs from the coach's choice  ·  "
                        "about 2 points lost in all")
    drawn = probe_draw(app.res, size, review.draw_content)
    lines, _px = review.summary_lines()
    said = [m for m in drawn.marks if m.kind == "text" and m.label in lines]
    # every part drawn whole, none cut: at 200 % it takes two lines, broken between parts
    parts = [part for m in said for part in m.label.split(SEPARATOR)]
    assert parts == line.split(SEPARATOR)
    assert not any(m.label.endswith("·") or m.label.startswith("·") for m in said)
    inner = review.panel_rect().inflate(-review.layout.px(40), -review.layout.px(28))
    for m in said:
        assert inner.contains(m.rect)
        assert m.rect.bottom <= review.legend_y() and m.rect.top >= review.summary_y()
    assert review.room()[0] > review.legend_y()
    assert problems(drawn.marks, size) == []


def test_the_summary_counts_in_the_players_language(app, monkeypatch):
    """Plural forms for each count, and "the costliest 5" where the coach keeps only its
    five costliest (there may be more)."""
    from game.ui import i18n

    sess, _score = score_after_first_hand(app, "classic", 2, 1)
    review = _review_of(app, monkeypatch, sess, 1, [0.4])
    assert review.summary(review.box["result"]) == (
        "1 decision reviewed  ·  1 differs from the coach's choice  ·  "
        "about 1 point lost in all")
    review = _review_of(app, monkeypatch, sess, 22, [5.0, 4.0, 3.0, 2.0, 1.0])
    assert review.summary(review.box["result"]) == (
        "22 decisions reviewed  ·  the costliest 5 shown  ·  about 15 points lost in all")
    i18n.set_language("pl")
    try:
        assert review.summary(review.box["result"]) == (
            "Sprawdzono 22 decyzje  ·  poniżej 5 najbardziej kosztownych  ·  "
            "łącznie strata około 15 punktów")
        review = _review_of(app, monkeypatch, sess, 2, [1.0, 1.0])
        assert review.summary(review.box["result"]) == (
            "Sprawdzono 2 decyzje  ·  2 różnią się od wyboru trenera  ·  "
            "łącznie strata około 2 punktów")
    finally:
        i18n.set_language("en")


def test_a_clean_review_says_how_many_decisions_it_looked_at(app, monkeypatch):
    """"No costly decisions" alone did not say whether the coach had looked at two
    decisions or twenty: it says how many, as the summary over costly ones does."""
    from game.ui.probe import probe_draw

    sess, _score = score_after_first_hand(app, "classic", 2, 1)
    review = _review_of(app, monkeypatch, sess, 9, [])
    inner = review.panel_rect().inflate(-review.layout.px(40), -review.layout.px(28))
    texts = [t for t, _px, _c in review.verdict_lines(inner.width)]
    assert texts[0] == "No costly decisions" and texts[-1] == "9 decisions reviewed"
    top, bottom = review.room()
    verdict = review.verdict_rect(inner, top, bottom)
    drawn = probe_draw(app.res, app.screen.get_size(), review.draw_content)
    said = [m for m in drawn.marks if m.kind == "text" and m.label == "9 decisions reviewed"]
    assert len(said) == 1 and verdict.contains(said[0].rect)


def test_a_clean_review_reads_as_its_result(app, monkeypatch):
    """The verdict is the review's result: its headline stands larger than the explanation
    under it, and that larger than the count (three small lines had stood alone in the
    panel that covers the score's), every line inside the panel."""
    from game.ui.probe import probe_draw

    sess, _score = score_after_first_hand(app, "classic", 2, 1)
    review = _review_of(app, monkeypatch, sess, 9, [])
    inner = review.inner_rect()
    drawn = probe_draw(app.res, app.screen.get_size(), review.draw_content)
    texts = {m.label: m.rect for m in drawn.marks if m.kind == "text"}
    head = texts["No costly decisions"]
    why = texts["Every choice you made was as good as the coach's, or close to it."]
    count = texts["9 decisions reviewed"]
    assert head.height > why.height > count.height
    assert head.bottom <= why.top and why.bottom <= count.top
    assert all(inner.contains(r) for r in (head, why, count))


@pytest.mark.parametrize("big_app", [((1280, 720), 100, "en"), ((800, 600), 100, "fr"),
                                     ((1920, 1080), 200, "pl")],
                         indirect=True, ids=["1280x720-en", "800x600-fr", "1920x1080-200-pl"])
def test_a_draw_from_the_stock_is_outlined_on_the_stock(big_app, monkeypatch):
    """"Draw from the stock" against the coach's "take the discard": the legend's red (your
    choice) named nothing, only the pile's card was outlined in blue (a play-tester). The
    stock's card stands beside the pile, outlined in red, and in the row."""
    from game.coach.review import CostlyDecision
    from game.core.actions import parse_action
    from game.core.cards import Card
    from game.ui import theme
    from game.ui.probe import probe_draw
    from game.ui.scenes import review as review_module

    app, size, _scale = big_app
    sess, _score = score_after_first_hand(app, "classic", 2, 1)
    hand = tuple(Card.parse(c) for c in "AS 2S 3S 7H 8H 9D KC KD QS JH".split())
    found = [CostlyDecision(0, hand, Card.parse("5C"), parse_action("draw stock"),
                            parse_action("draw discard"), 4.0, turn=2, stock=28)]
    review = _review_of(app, monkeypatch, sess, 9, [], found)
    assert review_module.stock_colour(found[0]) == theme.ILLEGAL
    outlines = []
    real = review._outline
    monkeypatch.setattr(review, "_outline", lambda surface, rect, colour: (
        outlines.append((pygame.Rect(rect), colour)), real(surface, rect, colour)))
    drawn = probe_draw(app.res, size, review.draw_content)
    colours = [c for _r, c in outlines]
    assert theme.ILLEGAL in colours and colours.count(theme.ILLEGAL) == 1
    stock_rect = next(r for r, c in outlines if c == theme.ILLEGAL)
    word = next(m for m in drawn.marks if m.kind == "text" and m.label == review.stock_word())
    inner = review.panel_rect()
    assert inner.contains(stock_rect) and inner.contains(word.rect)
    assert word.rect.left > stock_rect.right
    for m in drawn.marks:     # nothing drawn over the stock's card but its own outline
        if m.kind == "text" and m is not word:
            assert not m.rect.colliderect(stock_rect), m.label
