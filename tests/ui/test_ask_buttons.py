"""A question's answers stand within the text's margins of its panel, at every window and
text size (at 1920x1080 / 200 % three answers reached the panel's sides: a play-tester)."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.ask import AskScene

CASES = [((w, h), scale, "en") for (w, h) in ((800, 600), (1280, 720), (1920, 1080))
         for scale in (100, 200)]


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"{w}x{h}-{s}" for (w, h), s, _l in CASES])
def test_the_answers_keep_the_panels_margins(big_app):
    app, _size, _scale = big_app
    question = ("The Gin-Rami with columns (two decks) match (after hand 1) is not finished. "
                "Starting a new game abandons it.")
    scene = AskScene(app, question, [("continue-old", "Continue it", lambda: None),
                                     ("abandon", "Abandon it", lambda: None)])
    app.scenes.push(scene)
    scene.place()
    box, text = scene._box()
    margin = text.left - box.left
    inner = box.inflate(-2 * margin, 0)
    for b in scene.widgets.widgets:
        assert inner.contains(pygame.Rect(b.rect)), (b.text, b.rect, inner)
    scene.draw(app.screen)
    assert not any(b.label_cut for b in scene.widgets.widgets)
