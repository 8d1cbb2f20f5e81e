"""The move feed keeps its size when a knock comes (a play-tester: its panel jumped a line
taller at the knock, whose line lists every meld): the knock's line takes the older lines'
room, whole, in the panel as it was."""

from __future__ import annotations

import pytest

from game.core import events as ev
from game.ui import i18n
from game.ui.probe import probe_draw
from tests.ui_variants.test_feed_room import _check_newest, _table

CASES = [(v, size, scale, lang)
         for v in ("classic", "oklahoma")
         for size, scale in (((1280, 720), 1.0), ((800, 600), 1.0), ((1920, 1080), 1.0),
                             ((800, 600), 2.0), ((1280, 720), 2.0), ((1920, 1080), 2.0))
         for lang in ("en", "fr", "pl")]


@pytest.mark.parametrize(("variant", "size", "scale", "language"), CASES,
                         ids=[f"{lang}-{v}-{w}x{h}-{int(s * 100)}"
                              for v, (w, h), s, lang in CASES])
def test_the_feed_keeps_its_size_at_a_knock(app, variant, size, scale, language):
    try:
        table, sess = _table(app, variant, 2, size, scale, language)
        seen = sess.engine.view(0).discards_seen
        for seat in (1, 0, 1, 0):       # a few turns: the panel at its usual height
            table.feed.note(ev.Drew(seat, "stock", None))
            table.feed.note(ev.Discarded(seat, seen[-1]))
        app.step()
        probe_draw(app.res, size, table.draw)
        before = table.feed_panel
        assert before is not None
        knock = table.solver.best_arrangement(sess.engine.hands[1][:10])
        table.feed.note(ev.Drew(1, "stock", None))
        table.feed.note(ev.Knocked(1, knock.melds, knock.deadwood_cards, knock.deadwood,
                                   "knock"))
        _check_newest(app, table, size)        # whole, in a panel of its own
        assert table.feed_panel == before, (before, table.feed_panel)
    finally:
        i18n.set_language("en")
