"""After your draw, the feed still says what the other player just did: on the compact Gin
table (a large Text size) the feed's column may hold one move only, and "You drew 8♥" there
hid "Computer drew, discarded Q♠" (seen at 1920x1080 and 1280x720 at 200 %)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core import events as ev
from game.core.cards import Card
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.session import Session
from game.ui.table.feed import narrow
from tests.ui_variants.helpers import settle, show

SIZES = ((800, 600), (1280, 720), (1920, 1080))
CASES = [pytest.param(lang, size, scale, id=f"{lang}-{size[0]}x{size[1]}-{int(scale * 100)}")
         for lang in ("en", "fr", "pl") for size in SIZES for scale in (1.0, 1.5, 2.0)]


def _rows(app, table) -> list[str]:
    app.step()
    surf = probe_draw(app.res, app.screen.get_size(), table.draw)
    panel = table.feed_panel
    assert panel is not None
    return [m.label for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]


@pytest.mark.parametrize(("language", "size", "scale"), CASES)
def test_the_computers_move_stays_in_view_after_your_draw(app, language, size, scale):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        names = [i18n._("You"), i18n._("Computer")]
        sess = Session.create("classic", {}, "ai", names, "easy", seed=3)
        table = show(app, sess)
        settle(app, table)
        table.feed.note(ev.Drew(0, "stock", Card.parse("6D")))
        table.feed.note(ev.Discarded(0, Card.parse("JC")))
        table.feed.note(ev.Drew(1, "stock", None))
        table.feed.note(ev.Discarded(1, Card.parse("QS")))
        theirs = table.feed.lines()[-1]
        table.feed.note(ev.Drew(0, "stock", Card.parse("8H")))
        assert table.feed.drawing() == 0
        yours = table.feed.lines()[-1]
        text = " ".join(_rows(app, table))
        wording = (lambda line: line.brief) if narrow(table) else (lambda line: line.text)
        assert wording(theirs) in text, (text, wording(theirs))
        # your own draw follows it where the column holds both; never the other way round
        if wording(yours) in text:
            assert text.index(wording(theirs)) < text.index(wording(yours))
        # once you discard, your whole turn is the newest line and reads whole
        table.feed.note(ev.Discarded(0, Card.parse("2C")))
        assert table.feed.drawing() is None
        assert " ".join(_rows(app, table)).endswith(wording(table.feed.lines()[-1]))
    finally:
        i18n.set_language("en")
