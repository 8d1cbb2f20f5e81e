"""The compact Gin table's stock badge never cuts its count: French "Pioche : 31" at 1280x720
/ 200 % read "Pioche / 31…" (a play-tester), "Pioche :" wider than the card; the word
stands over its count, the pill a little over the card's edges."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n, wording
from game.ui.layout import Layout
from game.variants.terms import terms_for
from tests.ui_variants.helpers import session, settle, show


@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_the_stock_badge_keeps_its_count(app, size, lang):
    i18n.set_language(lang)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, 2.0)
        table = show(app, session("classic", 2, 4))
        settle(app, table)
        assert table.compact_rows      # the badge's layout (the 16:9 windows at 200 %)
        label = wording.stock_label(table.stock, terms_for(table.session.rules))
        lines, _px, badge = table.stock_badge(label)
        assert not any("…" in line for line in lines), lines
        assert str(table.stock) in lines[-1], lines
        stock = pygame.Rect(table.stock_rect())
        assert badge.left >= stock.left - table.layout.px(10), (badge, stock)
        assert badge.right <= stock.right + table.layout.px(10), (badge, stock)
    finally:
        i18n.set_language("en")
