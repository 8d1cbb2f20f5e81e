"""The Rami move feed keeps its heading steady and the latest news in view: at 1920x1080 /
200 % in French a play-tester saw "Dernières actions" come and go from turn to turn as the
latest lines wrapped or not, and "Bruno retourne la défausse : 24 cartes dans le talon" go at
Bruno's draw (his discard still to come) though the panel had the room for it."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.feed_words import FeedLine
from game.ui.layout import Layout
from game.ui.table import feed as feed_module
from tests.ui_variants.helpers import session, settle, show

NAMES = ["Bruno", "Chloe", "Dominique-Marie", "Amelie"]
DEAL, LEAD = FeedLine("Coup 1 : Amelie donne"), FeedLine("L’entame : J♥")
AMELIE = FeedLine("Amelie a pioché, écarté 8♥", 3)
RESTOCK = FeedLine("Bruno retourne la défausse : 24 cartes dans le talon", 0)
DREW, TURN = FeedLine("Bruno a pioché", 0), FeedLine("Bruno a pioché, écarté K♥", 0)
#: (the table's lines, whose draw is in progress)
MOMENTS = [([DEAL, LEAD, DREW], 0), ([DEAL, LEAD, TURN], None), ([LEAD, TURN, AMELIE], None),
           ([TURN, AMELIE, RESTOCK], None), ([AMELIE, RESTOCK, DREW], 0)]


@pytest.mark.parametrize(("size", "scale"), [((1920, 1080), 2.0), ((1280, 720), 1.0),
                                             ((1280, 720), 2.0), ((800, 600), 1.0)])
def test_the_heading_stays_or_stays_away_and_the_restock_stays_at_the_draw(
        app, monkeypatch, size, scale):
    drawn: list[str] = []
    real = feed_module.blit_text

    def spy(surface, res, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, res, text, *args, **kwargs)

    monkeypatch.setattr(feed_module, "blit_text", spy)
    i18n.set_language("fr")
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("rami", 4, 1, names=NAMES, rami_call=True))
        settle(app, table)
        assert table.viewer == 0
        headings, restock = set(), []
        for lines, drawing in MOMENTS:
            monkeypatch.setattr(table.feed, "table_lines", lambda lines=lines: list(lines))
            monkeypatch.setattr(table.feed, "drawing", lambda drawing=drawing: drawing)
            drawn.clear()
            assert feed_module.draw_feed(table, app.screen) is not None
            headings.add(any(t.startswith("Dernières actions") for t in drawn))
            if lines[-1] is DREW and lines[-2] is RESTOCK:   # Bruno's draw after his restock
                text = " ".join(t for t in drawn if not t.startswith("Dernières actions"))
                restock.append(RESTOCK.text in text)
        assert len(headings) == 1, headings
        assert restock == [True], drawn
    finally:
        i18n.set_language("en")
