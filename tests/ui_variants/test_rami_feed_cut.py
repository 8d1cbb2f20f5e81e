"""The Rami move feed at a family's table (play-testers, four players in hot-seat): the cut
for the deal is shown whole and kept in the hand's log, and the feed keeps its width through
a turn at 150 %."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core.actions import STOCK, Draw
from game.ui.layout import Layout
from game.ui.table.feed import _entries, feed_rect, open_log
from tests.ui_variants.helpers import session, settle, show

FAMILY = ["Ann", "Bob", "Cyd", "Dominique-Marie"]


def _table(app, size, scale, names, seed=3, settled=True):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session("rami", len(names), seed, names=list(names), level="hard"))
    if settled:
        settle(app, table)
    return table


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_cut_for_the_deal_is_shown_whole_and_kept_in_the_log(app, monkeypatch, scale):
    """"Cut: Ann (5♥), Bob (7♥), Cyd (9♥),…": Dominique-Marie's card was never shown, and
    the hand's log had no cut line."""
    table = _table(app, (1280, 720), scale, FAMILY, seed=3, settled=False)
    settle(app, table, until=lambda: any(line.whole for line in table.feed.table_lines()))
    cut = next(line for line in table.feed.table_lines() if line.whole)
    area = feed_rect(table)
    lay = table.layout
    entries = _entries(table, area.width - 2 * lay.px(8), lay.font_small, area.height)
    rows = next(rows for rows, _s, line in entries if line is cut)
    shown = " ".join(rows)
    assert "…" not in shown and all(name in shown for name in FAMILY[1:]), rows
    assert shown.count("(") == len(FAMILY), rows          # every player's card
    pushed = {}
    monkeypatch.setattr(table.app, "push_scene", lambda name, **kw: pushed.update(kw))
    open_log(table)
    assert any(text.startswith("Cut for the deal") for text in pushed["lines"])


def test_the_feed_keeps_its_width_through_a_turn(app):
    """At 150 % the moves panel's right edge went from 316 to 299 px at the player's draw
    (the drawn card was counted twice for the hand's room) and back at the discard."""
    table = _table(app, (1280, 720), 1.5, FAMILY, seed=3)
    assert table.state.phase == "draw"
    before = feed_rect(table)
    table.submit(Draw(STOCK))
    settle(app, table, until=lambda: table.settled and table.state.phase != "draw")
    app.step()
    assert feed_rect(table) == before
