"""A seat's name tag stays put while its cards fly (dealing, a pickup): it sits under where
the cards land, not under a card in mid-air (it jumped over the stock during the deal)."""

from __future__ import annotations

from game.ui.probe import probe_draw
from tests.ui_variants.helpers import session, settle, show


def _tag(app, table, name: str):
    surf = probe_draw(app.res, app.screen.get_size(), table.draw)
    return [m.rect for m in surf.marks if m.kind == "text" and m.label.startswith(name)]


def test_the_opponents_name_tag_ignores_a_card_in_flight(app):
    sess = session("classic", seed=4)
    table = show(app, sess)
    settle(app, table)
    before = _tag(app, table, "Bob")
    assert before
    flying = table.others[1][-1]
    flying.rect = flying.rect.move(0, table.layout.card_h)   # on its way, a card lower
    assert _tag(app, table, "Bob") == before
