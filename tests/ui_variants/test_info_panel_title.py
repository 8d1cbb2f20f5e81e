"""The Gin score panel at 200 % text names the variant at full size where the panel holds it
(a play-tester: the name was left out at 1920x1080 and at 800x600, and at 800x600 the panel's
text sat at its 80 % floor, for the room kept for the move feed under it). The fair-deal link
shares a row with a short one ("Ann: 0 … Fair deal ✓"), not only the hand's, so a row is
free for the name, and the panel still ends above the feed's room."""

from __future__ import annotations

import pygame
import pytest

from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import session, settle, show

SIZES = ((800, 600), (1280, 720), (1920, 1080))


def _table(app, variant: str, size, names):
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 2.0)
    table = show(app, session(variant, 2, 3, names=names), autoplayer=None)
    settle(app, table)
    return table


def _check_panel(app, table, size) -> list:
    """The panel ends above the move feed's room and the prompt; its texts inside it, the
    fair-deal link among them, nothing colliding; returns its rows as drawn."""
    lay = table.layout
    rect = table.info_rect()
    assert rect.bottom <= lay.prompt_top - lay.px(10) - table.feed_room()
    marks = probe_draw(app.res, size, table.draw).marks
    assert not problems(marks, size), problems(marks, size)
    texts = [m for m in marks if m.kind == "text" and rect.contains(m.rect)]
    assert any(m.label == table.commitment_text() for m in texts)
    assert table.fair_link is not None and rect.contains(table.fair_link)
    return texts


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("names", [["Ann", "Computer"], ["Ann", "Bob"]])
def test_the_classic_panel_keeps_its_full_size_and_the_knock_limit(app, size, names):
    """At full size, the fair-deal link inside, nothing over the piles, and the knock limit
    on its line (RULES.md). The variant's name, which fix13 had brought back here, has no
    row left over the move log once the limit always has its own: the limit comes first."""
    table = _table(app, "classic", size, names)
    full = table.layout.font_small
    # (800x600 at 200 %: a little smaller, never under the panel's 80 % floor)
    assert table.info_px() == full if size != (800, 600) else table.info_px() >= 0.8 * full
    texts = _check_panel(app, table, size)
    assert any(table.knock_limit_text() in m.label for m in texts), [m.label for m in texts]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_oklahoma_panel_keeps_its_full_size(app, size):
    """Its knock limit a line of its own: the panel at full size, not shrunk (25 px of 26
    at 800x600, 37 of 40 at 1280x720)."""
    table = _table(app, "oklahoma", size, ["Ann", "Bob"])
    assert table.info_px() == table.layout.font_small
    _check_panel(app, table, size)


#: (variant, seed, options, window, Text size): Hollywood at 800x600 / 175 % is where the
#: titled panel first reached the stock's pile (fix7's try, reverted); the others at 200 %
PILES = [("classic", 5, {"scoring": "hollywood"}, (800, 600), 1.75),
         ("classic", 5, {"scoring": "hollywood"}, (800, 600), 2.0),
         ("classic", 3, {}, (800, 600), 2.0), ("oklahoma", 3, {}, (800, 600), 1.75),
         ("classic", 3, {}, (1920, 1080), 2.0), ("polish", 3, {}, (1280, 720), 2.0)]


@pytest.mark.parametrize(("variant", "seed", "options", "size", "scale"), PILES,
                         ids=[f"{v}{'-' + o['scoring'] if o else ''}-{w}x{h}-{int(s * 100)}"
                              for v, _s, o, (w, h), s in PILES])
def test_the_panel_never_reaches_the_stocks_pile(app, variant, seed, options, size, scale):
    """The stock's backs stand up and left of its rect (a pile eight deep): the panel, with
    the variant's name or without, ends above them or left of them, at the offer."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    table = show(app, session(variant, 2, seed, names=["Ann", "Bob"], **options),
                 autoplayer=None)
    settle(app, table)
    depth = table.stock_depth()
    stock = pygame.Rect(table.stock_rect())
    pile = stock.union(stock.move(-depth, -depth))
    assert not table.info_rect().colliderect(pile), (table.info_rect(), pile)
    marks = probe_draw(app.res, size, table.draw).marks
    assert not problems(marks, size), problems(marks, size)
