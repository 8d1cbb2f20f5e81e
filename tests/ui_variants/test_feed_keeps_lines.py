"""The last-moves panel keeps as many recent lines as it has room for, all in one font size:
at 1920x1080, 150 %, after four computer turns (Komputer 4 melding and laying off two cards)
it showed only "Komputer 4 odrzuca 6♠" with room for three lines more (the meld was in the
log only), and the cut for the deal, put back a little smaller, stood in a smaller font than
the lines under it (a Polish play-tester)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core import events as ev
from game.core.cards import Card
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.session import Session
from tests.ui_variants.helpers import settle, show
from tests.ui_variants.test_feed_long_own_move import long_own_move_table


def _panel_rows(app, table):
    app.step()
    surf = probe_draw(app.res, app.screen.get_size(), table.draw)
    panel = table.feed_panel
    assert panel is not None
    return [m for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]


def test_a_meld_and_lay_offs_stay_in_the_panel_with_the_discard_after_them(app):
    i18n.set_language("pl")
    try:
        app.screen = pygame.Surface((1920, 1080))
        app.layout = Layout((1920, 1080), 1.5)
        names = [i18n._("You")] + [f"{i18n._('Computer')} {n}" for n in range(1, 5)]
        sess = Session.create("rami", {"rami_arret": True, "rami_call": True}, "ai", names,
                              "easy", seats=5, seed=3)
        table = show(app, sess)
        settle(app, table)
        c = Card.parse
        feed = table.feed
        for seat, card in ((1, "9C"), (2, "8D"), (3, "3D")):
            feed.note(ev.Drew(seat, "stock", None))
            feed.note(ev.Discarded(seat, c(card)))
        feed.note(ev.Drew(4, "stock", None))
        feed.note(ev.Melded(4, (c("5H"), c("6H"), c("7H")), 0))
        feed.note(ev.LaidOff(4, c("8D"), 1))
        feed.note(ev.LaidOff(4, c("4C"), 2))
        feed.note(ev.Discarded(4, c("6S")))
        marks = _panel_rows(app, table)
        text = " ".join(m.label for m in marks).replace("\u00a0", " ")
        assert "5♥ 6♥ 7♥" in text and "8♦ 4♣" in text, text
        assert text.endswith(feed.table_lines()[-1].brief), text
        assert len({m.rect.height for m in marks}) == 1, [(m.label, m.rect.h) for m in marks]
    finally:
        i18n.set_language("en")


def test_a_line_put_back_smaller_leaves_every_line_at_its_size(app):
    """The French 150 % panel of two rows, where "Vous avez pioché 10♦, défaussé 10♦"
    comes back a little smaller beside the computer's answer: the answer is as small."""
    i18n.set_language("fr")
    try:
        table = long_own_move_table(app)
        marks = _panel_rows(app, table)
        heading = [m for m in marks if "V" in m.label and ":" in m.label]
        lines = [m for m in marks if m not in heading]
        assert "10♦" in " ".join(m.label for m in lines)
        assert len({m.rect.height for m in lines}) == 1, [(m.label, m.rect.h) for m in lines]
    finally:
        i18n.set_language("en")
