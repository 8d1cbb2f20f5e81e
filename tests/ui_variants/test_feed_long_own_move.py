"""The last-moves panel keeps the player's own move where it is a little too long for its
row (a play-tester, Hollywood, French, 1280x720 at 150 %: "Vous avez pioché 10♦, défaussé
10♦" took two rows of a two-row panel and went, "Ordinateur a pioché, défaussé 6♣" alone over
an empty row, while the log had both)."""

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


def long_own_move_table(app):
    """The play-tester's French Hollywood table at 1280x720 / 150 % (set the language
    first), the feed holding their 10♦ drawn and thrown and the computer's answer."""
    app.screen = pygame.Surface((1280, 720))
    app.layout = Layout((1280, 720), 1.5)
    names = [i18n._("You"), i18n._("Computer")]
    sess = Session.create("classic", {"scoring": "hollywood"}, "ai", names, "easy", seed=7)
    table = show(app, sess)
    settle(app, table)
    table.feed.note(ev.Drew(0, "stock", Card.parse("10D")))
    table.feed.note(ev.Discarded(0, Card.parse("10D")))
    table.feed.note(ev.Drew(1, "stock", None))
    table.feed.note(ev.Discarded(1, Card.parse("6C")))
    return table


def test_your_long_move_stays_beside_the_computers_answer(app):
    i18n.set_language("fr")
    try:
        table = long_own_move_table(app)
        mine, theirs = (line.brief for line in table.feed.table_lines()[-2:])
        app.step()
        surf = probe_draw(app.res, app.screen.get_size(), table.draw)
        panel = table.feed_panel
        rows = [m.label for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]
        text = " ".join(rows).replace("\u00a0", " ")
        assert mine.replace("\u00a0", " ") in text, rows
        assert text.endswith(theirs.replace("\u00a0", " ")), rows
        assert text.index("10♦") < text.index("6♣")
    finally:
        i18n.set_language("en")
