"""A card dragged from the pile or the stock lands in the hand where it was dropped, unless
the hand sorts itself (issue 16, item 11)."""

from __future__ import annotations

import pytest

from game.ui.session import Session
from game.ui.table import make_table
from tests.ui.conftest import drag


def _table_to_draw(app, sort_order: str):
    """A classic table where the viewer draws next (the upcard offer passed by)."""
    app.settings.sort_order = sort_order
    for seed in range(60):
        session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "medium", seed=seed)
        table = make_table(app, session)
        app.scenes.push(table)
        for _ in range(3000):
            app.step()
            e = session.engine
            if table.settled and not table.intents and e.to_act == 0 and e.phase == "draw":
                return session, table
            if table.settled and not table.intents and e.to_act == 0 and e.phase == "offer":
                break
        app.scenes.pop()
    raise AssertionError("no seed reached a draw")


def _between(table, i: int, start, source) -> tuple[int, int]:
    """Where to release a card grabbed at `start` on `source` so that its left edge lies just
    left of hand card i's (between cards i-1 and i)."""
    r = table.hand[i].target
    grab = start[0] - source.x
    return int(r.x - 3 + grab), int(r.y + r.h * 0.5)


def _settle(app, table) -> None:
    for _ in range(3000):
        app.step()
        if table.settled and not table.intents and not any(s.flying for s in table.hand):
            return


@pytest.mark.parametrize("source", ["pile", "stock"])
def test_a_dragged_card_lands_where_it_was_dropped(app, source):
    session, table = _table_to_draw(app, "none")
    before = [s.card for s in table.hand]
    rect = table.pile_rect() if source == "pile" else table.stock_rect()
    start = (int(rect.centerx), int(rect.centery))
    drag(app, start, _between(table, 3, start, rect))
    _settle(app, table)
    drawn = session.engine.hands[0][-1]
    after = [s.card for s in table.hand]
    assert after.index(drawn) == 3, (before, after)
    assert [c for c in after if c != drawn] == before


def test_a_clicked_draw_goes_to_the_end(app):
    session, table = _table_to_draw(app, "none")
    before = [s.card for s in table.hand]
    from tests.ui.conftest import click
    click(app, table.stock_rect().center)
    _settle(app, table)
    after = [s.card for s in table.hand]
    assert after[:-1] == before and after[-1] == session.engine.hands[0][-1]


def test_with_the_hand_sorted_the_card_goes_in_order(app):
    session, table = _table_to_draw(app, "rank")
    rect = table.stock_rect()
    start = (int(rect.centerx), int(rect.centery))
    drag(app, start, _between(table, 1, start, rect))
    _settle(app, table)
    after = [s.card for s in table.hand]
    assert after == sorted(after, key=lambda c: (c.rank, c.suit))
