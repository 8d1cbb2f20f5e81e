"""The "Rami!" call window holds its question whole and covers nothing of the side column,
and the prompt's line (the same question) is not drawn under it: at 1280x720 / 150 % in
French the question ran out of the box on both sides, over the pile and the buttons, with
the prompt showing left and right of the box (seen in a real window)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import find, settle, show


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_the_call_window_holds_its_question_clear_of_the_buttons(app, language):
    i18n.set_language(language)
    try:
        sess = find("rami", lambda e: e.phase == "call" and e.to_act == 0, level="random",
                    rami_call=True)
        for size in ((800, 600), (1280, 720), (1920, 1080)):
            for scale in (1.0, 1.5, 2.0):
                app.screen = pygame.Surface(size)
                app.layout = Layout(size, scale)
                table = show(app, sess)
                settle(app, table, until=table.call_open)
                box, lines, px = table.call_box()
                font = app.res.font(px)
                assert all(font.size(line)[0] <= box.width for line in lines), (size, scale)
                assert " ".join(lines) == table.call_question(), (size, scale, lines)
                column = [b.rect for b in table._action_buttons() if b.visible]
                assert not any(box.colliderect(r) for r in column), (size, scale)
                assert box.left >= table.pile_rect().right, (size, scale)
                marks = probe_draw(app.res, size, table.draw).marks
                said = [m.label for m in marks if m.kind == "text"]
                assert table.prompt() not in said, (size, scale)
                found = [p for p in problems(marks, size)
                         if any(line in p for line in lines)]
                assert not found, (size, scale, found)
                app.scenes.pop()
    finally:
        i18n.set_language("en")
