"""The prompt's line stays between the move feed and the side buttons, shrunk to fit: a long
French Rami prompt ran under the feed at 1920x1080 (seen in a real window, issue 16)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core import events as ev
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import find, settle, show


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["fr", "pl"])
def test_a_long_rami_prompt_beside_a_full_feed(app, size, language):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        # the viewer's first turn: the longest prompt ("... lay-offs from your second turn")
        sess = find("rami", lambda e: e.to_act == 0 and e.phase == "discard"
                    and e.view(0).turns_done[0] == 0 and len(e.view(0).discards_seen) >= 3,
                    seats=4, seeds=range(3, 60))
        table = show(app, sess)
        seen = sess.engine.view(0).discards_seen
        for i in range(3):
            table.feed.note(ev.Drew(1 + i, "stock", None))
            table.feed.note(ev.Discarded(1 + i, seen[-1 - i]))
        settle(app, table)
        app.step()
        surf = probe_draw(app.res, size, app.scenes.draw)
        prompt = table.prompt()
        assert len(prompt) > 70
        shown = [m for m in surf.marks if m.kind == "text" and m.label == prompt]
        assert shown, "the prompt is on screen, whole"
        assert table.feed_panel is not None
        # not only no text on text: the prompt keeps out of the feed's panel altogether
        assert not any(m.rect.colliderect(table.feed_panel) for m in shown)
        assert problems(surf.marks, size) == []
    finally:
        i18n.set_language("en")
