"""003's retourne says what it is at every size: at 1920x1080 / 200 % (the wide window's
compact table) it was the other hands' small back, 85x118 beside a 191x267 pile, with no
word, while at 800x600 / 100 % it was large, "Wskaźnik" over it and its limit under it (a
Polish play-tester). Now it is named over it there too, and is at least half a hand card
high."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import session, settle, show

SIZES = [((1920, 1080), 2.0), ((1280, 720), 2.0), ((1280, 720), 1.5), ((1920, 1080), 1.5),
         ((800, 600), 1.0), ((1280, 720), 1.0)]


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize(("size", "scale"), SIZES,
                         ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SIZES])
def test_the_retourne_is_named_and_readable(app, language, size, scale):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session("gin-rami", 2, 3), autoplayer=None)
        settle(app, table)
        lay = table.layout
        if lay.compact and not lay.beside:
            pytest.skip("a 4:3 window's compact table: the score panel's line names it")
        r = pygame.Rect(table.retourne_rect())
        assert r.h >= 0.5 * lay.card_h, (r.size, lay.card_size)
        marks = probe_draw(app.res, size, table.draw).marks
        names = [m.rect for m in marks if m.kind == "text" and m.label == i18n._("Retourne")]
        assert names, "the retourne's name is drawn"
        name = names[0]
        assert name.bottom <= r.top and r.top - name.bottom <= lay.px(24)   # (over the pack)
        assert r.left - lay.px(8) <= name.centerx <= r.right + lay.px(8)
        assert not name.colliderect(pygame.Rect(table.pile_rect()))
        assert name.right <= lay.w - lay.margin - lay.side_panel_w
        assert r.right <= lay.w - lay.margin - lay.side_panel_w
    finally:
        i18n.set_language("en")
