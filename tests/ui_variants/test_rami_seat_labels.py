"""Six Rami players at 800x600: each seat's name tag keeps to its slot, on two lines if it must,
so no tag hides the end of its neighbour's (issue 16)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from tests.ui_variants.helpers import find, settle, show


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_six_seat_tags_do_not_touch(app, monkeypatch, size, language):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        sess = find("rami", lambda e: e.to_act == 0 and len(e.view(0).discards_seen) >= 2,
                    seats=6, seeds=range(3, 40))
        table = show(app, sess)
        settle(app, table)
        table.say(3, "Takes the jack of diamonds from the pile", 5.0)   # a long bubble
        drawn: list[tuple[str, pygame.Rect]] = []
        original = table._pill

        def spy(surface, text, *args, **kwargs):
            rect = original(surface, text, *args, **kwargs)
            drawn.append((text, rect))
            return rect

        monkeypatch.setattr(table, "_pill", spy)
        table.draw(app.screen)
        tags = [(t, r) for t, r in drawn if r.top < table.meld_rect().top]
        assert len(tags) == 5
        for i, (ta, ra) in enumerate(tags):
            for tb, rb in tags[i + 1:]:
                assert not ra.colliderect(rb), (ta, tb)
            assert ra.bottom <= table.meld_rect().top, ta
    finally:
        i18n.set_language("en")


def test_a_tag_a_little_too_wide_for_its_parts_keeps_each_part_whole(app):
    """Seen at 1920x1080 in French: "Ordinateur 4 · 2" over "cartes · solde +15" (a number
    torn from its word) where the other tags read "Ordinateur 1" over "3 cartes · solde -3":
    a tag a few pixels too wide for its " · " parts on two lines is set a little smaller,
    its parts kept whole, before its words are wrapped."""
    from game.ui.session import Session
    from game.ui.table import make_table

    table = make_table(app, Session.create("rami", {}, "ai", None, "easy", seats=6, seed=1))
    px = app.layout.font_small
    font = app.res.font(px)
    text = "Computer 4 · 2 cards · balance +15"
    width = min(font.size("2 cards · balance +15")[0], font.size("Computer 4 · 2 cards")[0]) - 3
    assert font.size("Computer 4 · 2")[0] <= width       # a word wrap would tear "2 cards"
    rows, size = table._pill_rows(text, px, width)
    parts = text.split(" · ")
    assert len(rows) == 2 and all(p in parts for r in rows for p in r.split(" · ")), rows
    assert " · ".join(rows) == text
    assert size < px and all(app.res.font(size).size(r)[0] <= width for r in rows)


@pytest.mark.parametrize("level", ["medium", "expert"])
@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_dealers_tag_is_never_cut(app, monkeypatch, size, language, level):
    """Six players in Polish at 800x600: the dealer's tag read "Komputer 1 · rozdający ·
    6 kart · …", its balance cut. A tag whose parts do not fit its slot's lines drops the
    "dealer" (the score sheet says who deals); no tag row ends in "…"."""
    from game.ui.i18n import _

    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        from game.ui.session import Session
        from game.ui.settings_model import COMPUTER_NAMES

        # the setup's names ("Komputer 1", "Komputer ekspert 1"), another seat dealing
        base = _(COMPUTER_NAMES[level])
        names = [_("You")] + [f"{base}\u00a0{i}" for i in range(1, 6)]
        for seed in range(1, 40):
            sess = Session.create("rami", {}, "ai", names, level, seats=6, seed=seed)
            if sess.match.engine.view(0).dealer != 0:
                break
        table = show(app, sess)
        settle(app, table)
        rows_drawn: list[list[str]] = []
        original = table._draw_pill

        def spy(surface, rows, *args, **kwargs):
            rows_drawn.append(list(rows))
            return original(surface, rows, *args, **kwargs)

        monkeypatch.setattr(table, "_draw_pill", spy)
        table.draw(app.screen)
        assert rows_drawn
        for rows in rows_drawn:
            assert not any("…" in row for row in rows), rows
        dealer = table.state.dealer
        tag = table._seat_tag(dealer, int(table.seat_places()[dealer].width
                                          - app.layout.px(2)))
        assert table.names[dealer] in tag and (_("dealer") in tag) == \
            (tag == table._seat_text(dealer))
    finally:
        i18n.set_language("en")
