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


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
@pytest.mark.parametrize("language", ["fr", "pl"])
def test_the_prompt_keeps_off_the_stock_label_at_a_larger_text_size(app, size, language):
    """At 125 % the prompt's pill ("Piochez (S) ou prenez la défausse (T)") covered the foot
    of "Pioche : 25" above it (seen in a real window)."""
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = lay = Layout(size, 1.25)
        sess = find("classic", lambda e: e.to_act == 0 and e.phase == "draw"
                    and len(e.view(0).discards_seen) >= 2, seeds=range(3, 60))
        table = show(app, sess)
        settle(app, table)
        app.step()
        surf = probe_draw(app.res, size, app.scenes.draw)
        stock_text = i18n._("Stock {n}").format(n=table.stock)
        label = [m.rect for m in surf.marks if m.kind == "text" and m.label == stock_text]
        prompt = [m.rect for m in surf.marks if m.kind == "text" and m.label == table.prompt()]
        assert label and prompt
        pill = prompt[0].inflate(0, lay.px(12))          # the prompt's panel around its text
        ink = label[0].inflate(0, -2 * max(1, label[0].h // 6))
        # below the label's letters with a little air, not touching them
        assert pill.top - ink.bottom >= lay.px(3) or not pill.colliderect(
            ink.inflate(0, 2 * lay.px(3))), (pill, ink)
    finally:
        i18n.set_language("en")
