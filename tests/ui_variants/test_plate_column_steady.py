"""The wide compact Gin table's column of the player's tags is as wide whatever its tags say
(play-tester: the Polish dealer tag "rozdający" is masculine beside a woman's name; the
neutral "rozdaje" narrowed the column, which grew the cards and left the move feed no room in
Gin-Rami at 1920x1080 / 200 %, and "rozdaje karty" took the deadwood hint's room at 1280x720).
The column's width follows from no text: the cards, the piles, the feed and the hint keep
their places whatever the dealer tag's translation or the player's name."""

from __future__ import annotations

import pygame
import pytest

from game.core import events as ev
from game.players import make_player
from game.ui import i18n, table_words
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from game.ui.table.feed import feed_rect
from tests.ui_variants.helpers import session, settle, show
from tests.ui_variants.test_feed_room import _check_newest

#: the dealer tag's translations tried: none shorter or longer may move anything
ROLES = ("x", "rozdaje", "rozdający", "rozdaje karty", "rozdająca lub rozdający")
SIZES = (((1920, 1080), 2.0), ((1280, 720), 2.0), ((1920, 1080), 1.5))


def _role_as(monkeypatch, role: str) -> None:
    monkeypatch.setattr(table_words, "dealer_tag", lambda _name: role)


def _dealer_table(app, variant: str, size, scale, name: str = "Ann"):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    for seed in range(1, 30):     # a deal where the player deals: their tag says so
        sess = session(variant, 2, seed, names=[name, "Komputer ekspert 1"])
        table = show(app, sess, autoplayer=None)
        settle(app, table)
        if table._roles()[0] == "dealer":
            return table
        app.scenes.pop()
    raise AssertionError("the player never deals")


def _geometry(table) -> tuple:
    lay = table.layout
    return (lay.plate_w, lay.card_size, tuple(lay.hand_area), tuple(feed_rect(table)),
            tuple(table.stock_rect()), tuple(table.pile_rect()))


@pytest.mark.parametrize(("size", "scale"), SIZES, ids=[f"{w}x{h}-{int(s * 100)}"
                                                        for (w, h), s in SIZES])
def test_the_tables_places_follow_no_tag(app, monkeypatch, size, scale):
    i18n.set_language("pl")
    try:
        seen, columns = set(), set()
        for variant in ("classic", "gin-rami"):
            for role in ROLES:
                for name in ("Ann", "Anastazja Wąsowska"):
                    _role_as(monkeypatch, role)
                    table = _dealer_table(app, variant, size, scale, name)
                    assert table.layout.beside and table.layout.plate_w > 0
                    assert role in table._seat_label(0)
                    # (the score panel, which holds the names, places the feed and piles)
                    seen.add((variant, name, _geometry(table)))
                    columns.add((table.layout.plate_w, table.layout.card_size))
                    app.scenes.pop()
        keys = [(variant, name) for variant, name, _geometry_seen in seen]
        assert len(keys) == len(set(keys)), seen   # one per variant and name, whatever role
        assert len(columns) == 1, columns    # the column and the cards: whatever name too
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("role", ROLES)
def test_the_feed_keeps_its_room_whatever_the_tag(app, monkeypatch, role):
    """Polish Gin-Rami at 1920x1080 / 200 %: the knock's line reads whole in the feed."""
    i18n.set_language("pl")
    try:
        _role_as(monkeypatch, role)
        size = (1920, 1080)
        table = _dealer_table(app, "gin-rami", size, 2.0, "Ty")
        engine = table.session.engine
        knock = table.solver.best_arrangement(engine.hands[1][:10])
        table.feed.note(ev.Knocked(1, knock.melds, knock.deadwood_cards, knock.deadwood,
                                   "knock"))
        _check_newest(app, table, size)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("role", ROLES[:4])
@pytest.mark.parametrize(("size", "scale"), SIZES, ids=[f"{w}x{h}-{int(s * 100)}"
                                                        for (w, h), s in SIZES])
def test_the_hint_keeps_its_room_whatever_the_tag(app, monkeypatch, size, scale, role):
    """The deadwood after the best discard reads whole in the column under the name tag."""
    i18n.set_language("pl")
    try:
        _role_as(monkeypatch, role)
        table = _dealer_table(app, "classic", size, scale)
        player = make_player("medium", seed=5)
        engine = table.session.engine
        for _ in range(6):        # to the player's first discard after a draw
            settle(app, table)
            if engine.phase == "discard" and engine.to_act == 0:
                break
            table.perform(player.choose(engine.view(0), engine.legal_actions()))
        assert engine.phase == "discard" and engine.to_act == 0
        lay = table.layout
        best = table.solver.best_discards([s.card for s in table.hand])[0]
        hint = i18n._("as low as {n} after a discard").format(n=best)
        marks = probe_draw(app.res, size, table.draw).marks
        assert not problems(marks, size), problems(marks, size)
        tag = [m for m in marks if m.kind == "text" and role in m.label]
        assert tag, "no dealer tag"
        words = [m for m in marks if m.kind == "text" and m.label in hint and m.label.strip()]
        assert " ".join(m.label for m in words) == hint
        column = pygame.Rect(0, 0, lay.margin + lay.plate_w + 1, size[1])
        assert all(column.contains(m.rect) for m in words + tag)
    finally:
        i18n.set_language("en")
