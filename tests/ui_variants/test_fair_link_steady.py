"""The info panel's "Fair deal ✓" keeps its place from hand to hand (a play-tester, French,
1280x720 at 150 %: beside "Vous : 0" it stood at x 154 in an Oklahoma hand of "Gin
seulement (entame)", at 179 in the next, "Frappe à 10 ou moins (entame)", right-aligned in a
panel as wide as the hand's knock limit line)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from tests.ui_variants.helpers import session, settle, show


def _link_x(app, table, limit: int) -> tuple[int, int]:
    table.knock_limit = limit
    table.limit_shown = True
    app.scenes.mark_dirty()
    app.step()
    assert table.fair_link is not None
    return table.fair_link.x, table.info_rect().width


def test_the_fair_deal_link_stays_put_as_the_limit_line_changes(app):
    i18n.set_language("fr")
    try:
        app.screen = pygame.Surface((1280, 720))
        app.layout = Layout((1280, 720), 1.5)
        table = show(app, session("oklahoma", seed=4, names=[i18n._("You"),
                                                              i18n._("Computer")]))
        settle(app, table)
        assert table.compact_rows
        x0, w0 = _link_x(app, table, 0)
        x1, w1 = _link_x(app, table, 10)
        assert w1 > w0           # the panel did grow with its longer limit line
        assert x1 == x0, (x0, x1)
        x2, _w = _link_x(app, table, 0)    # and back
        assert x2 == x0
    finally:
        i18n.set_language("en")
