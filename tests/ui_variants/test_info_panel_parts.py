"""The table's top-left score panel breaks its lines between their parts (a play-tester at
200 % text): the Hollywood line read "Hand 3 · games" over "1 · 2 · 3, each to 100", the
knock limit "Knock at 7 or" over "less (upcard)", a name "Hard" over "computer: 54"; and
Rami's option line "Tylko remik · Stop · wyjście z odrzuceniem" ran out of its panel under a
seat's cards at 800x600 (shrunk to hardly legible at 1280x720)."""

from __future__ import annotations

import pygame
import pytest

from game.core.events import HandScored
from game.ui import i18n
from game.ui.app import App
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.settings_model import Settings
from game.ui.table import make_table
from game.ui.table.info_wrap import wrap_parts
from tests.ui_variants.helpers import play_until, session, settle

NAMES = ["You", "Hard computer", "Easy computer"]


def _table(size, scale, variant, seats, hands=0, language="en", **options):
    sess = session(variant, seats=seats, seed=3, names=NAMES[:seats], **options)
    if hands:
        assert play_until(sess, lambda e: sum(isinstance(x, HandScored) for x in e.events)
                          >= hands and e.to_act == 0 and e.phase in ("draw", "offer"),
                          limit=30000)
    app = App(size, settings=Settings(speed="instant", ui_scale=scale, language=language))
    app.running = True
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, app.ui_scale)
    table = make_table(app, sess)
    app.scenes.push(table)
    settle(app, table)
    return app, table


def test_a_line_breaks_between_its_parts_and_keeps_a_phrase_whole(app):
    res = app.res
    px = 20
    text = "Hand 3 · games 1\u00a0·\u00a02\u00a0·\u00a03, each to 100"
    games = res.font(px).size("games 1 · 2 · 3, each to 100")[0]
    rows = wrap_parts(res, text, px, games - 40, games)
    assert rows == ["Hand 3", "games 1\u00a0·\u00a02\u00a0·\u00a03, each to 100"]
    knock = "Knock at 6 or less (upcard)"
    assert wrap_parts(res, knock, px, 100, res.font(px).size(knock)[0]) == [knock]
    # no room for it whole: before its bracket, or after its label, not inside the phrase
    french = "Frappe à 9 ou moins (entame)"
    head = res.font(px).size("Frappe à 9 ou moins")[0]
    assert wrap_parts(res, french, px, head, head) == ["Frappe à 9 ou moins", "(entame)"]
    label = "Retourne: descente at 3 or less"
    tail = res.font(px).size("descente at 3 or less")[0]
    assert wrap_parts(res, label, px, tail, tail) == ["Retourne:", "descente at 3 or less"]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_hollywood_panel_breaks_between_parts(size):
    app, table = _table(size, 200, "oklahoma", 2, hands=2, scoring="hollywood")
    rows = [row[0] for row in table._info_rows()]
    assert table.knock_limit_text() in rows, rows
    assert any(row.startswith("Hard computer:") for row in rows), rows
    assert any(row == "Hand 3" or row.endswith("· Hand 3") for row in rows), rows
    assert any(row.startswith("games 1\u00a0·") for row in rows), rows
    rect = table.info_rect()
    probe = probe_draw(app.res, size, table._draw_info)
    texts = [m for m in probe.marks if m.kind == "text"]
    assert texts and all(rect.contains(m.rect) for m in texts), (rect, texts)


def test_the_variant_name_stays_where_the_panel_has_room():
    """At 150 % text in a 1920x1080 window the compact panel had room for the variant's name
    and left it out: it now leads the hand's row ("Oklahoma Gin · Hand 3")."""
    _app, table = _table((1920, 1080), 150, "oklahoma", 2, hands=2, scoring="hollywood")
    rows = [row[0] for row in table._info_rows()]
    assert rows[0] == "Oklahoma Gin · Hand 3", rows


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_rami_options_wrap_inside_their_panel_at_a_readable_size(monkeypatch, size):
    try:
        app, table = _table(size, 100, "rami", 3, language="pl", rami_only=True,
                            rami_arret=True, go_out_on_discard=True)
        rect = table.info_rect()
        px = app.layout.font_small
        sizes: list[int] = []
        text = app.res.text

        def spy(t, size_px, *args, **kwargs):
            sizes.append(size_px)
            return text(t, size_px, *args, **kwargs)

        monkeypatch.setattr(app.res, "text", spy)
        probe = probe_draw(app.res, size, table._draw_info)
        texts = [m for m in probe.marks if m.kind == "text"]
        labels = [m.label for m in texts]
        # (Rami only leaves Arrêt out of play, so "Stop" is not said: 8832cc5)
        assert "Tylko remik" in labels and "Wyjście z odrzuceniem" in labels, labels
        assert not any("Stop" in label for label in labels), labels
        assert all(rect.contains(m.rect) for m in texts), (rect, texts)
        assert sizes and min(sizes) == px, sizes      # none shrunk to fit
    finally:
        i18n.set_language("en")
