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
