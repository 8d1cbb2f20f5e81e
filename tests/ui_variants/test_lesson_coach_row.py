"""Hint and Undo in a lesson's panel read as a pair (a Polish play-tester at 800x600: they
stood on two rows; in French "Annuler" shrank beside a full-size "Indice"): side by side,
both labels whole at one size, or, where "Podpowiedź" does not fit half the panel, one a
row, each as wide as the lesson's own button and lined up with it."""

from __future__ import annotations

import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.probe import probe_draw

CASES = [((800, 600), scale, lang) for lang in ("pl", "fr") for scale in (100, 150, 200)]


def _at_the_first_move(app):
    """The Gin lesson at its first step that asks for the player's move."""
    app.clear_to_scene("tutorial")
    app.scenes.top.start("gin")
    table = app.scenes.top
    for _ in range(40):
        for _ in range(300):
            app.step()
        if table.b_hint.visible and table.b_hint.rect.width:
            return table
        if table.guide.b_next.visible and table.guide.b_next.enabled:
            table.guide.b_next.activate()
    raise AssertionError("the lesson never asked for a move")


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"{lang}-{scale}" for _s, scale, lang in CASES])
def test_hint_and_undo_stand_as_a_pair(big_app):
    app, size, _scale = big_app
    table = _at_the_first_move(app)
    hint, undo, leave = table.b_hint, table.b_undo, table.guide.b_skip
    assert hint.visible and undo.visible and leave.visible
    marks = [m for m in probe_draw(app.res, size, app.scenes.draw).marks if m.kind == "text"]
    labels = {}
    for b in (hint, undo):
        inside = [m for m in marks if b.rect.inflate(0, 8).contains(m.rect)]
        assert [m.label for m in inside] == [b.text], (b.text, [m.label for m in inside])
        assert not b.label_cut, b.text
        labels[b.text] = inside[0].rect
    if hint.rect.top == undo.rect.top:          # one row: the labels at one size
        heights = {r.height for r in labels.values()}
        assert len(heights) == 1, labels
        assert hint.rect.right < undo.rect.left and hint.rect.height == undo.rect.height
        assert hint.rect.left == leave.rect.left and undo.rect.right == leave.rect.right
    else:                                       # one a row, lined up with Leave lesson
        assert hint.rect.bottom < undo.rect.top < undo.rect.bottom < leave.rect.top
        for b in (hint, undo):
            assert (b.rect.left, b.rect.width) == (leave.rect.left, leave.rect.width)
