"""The move feed has a place of its own at every window size and Text size (issue 16: "What
the computer did: a short, readable move feed at the table"): its newest line reads whole,
and nothing else drawn (a card, a text, a tag, a button, the prompt, the score panel)
reaches into its panel."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core import events as ev
from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from game.ui.session import Session
from game.ui.table.feed import feed_rect
from tests.ui_variants.helpers import settle, show

SIZES = ((800, 600), (1280, 720), (1920, 1080))
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)
FAMILIES = (("classic", 2), ("three-player", 3), ("gin-rami", 2), ("rami", 2), ("rami", 4),
            ("rami", 6))
CASES = [(v, n, size, scale) for v, n in FAMILIES for size in SIZES for scale in SCALES]


def _known(variant: str, size: tuple[int, int], scale: float) -> str | None:
    """The Gin table's compact layouts, where no room is left for the feed (held strictly:
    the mark goes when a layout gives it its place)."""
    if variant == "rami":
        return None
    wide = size[1] <= size[0] * 0.6
    if wide and (scale >= 1.75 or scale >= 1.5 and variant in ("gin-rami", "three-player")):
        return ("a wide window's compact Gin table: the score panel, the stock's label, "
                "the prompt's row and the cards (at least their 100 % size) take the "
                "height; 2 lines at most under the score panel")
    if not wide and scale >= 1.75:
        return ("a 4:3 window's compact Gin table: the column under the score panel, left "
                "of the stock's label, is 100-200 px wide")
    return None


def _params():
    out = []
    for case in CASES:
        why = _known(case[0], case[2], case[3])
        ident = f"{case[0]}-{case[1]}p-{case[2][0]}x{case[2][1]}-{int(case[3] * 100)}"
        marks = [pytest.mark.xfail(strict=True, reason=why)] if why else []
        out.append(pytest.param(*case, id=ident, marks=marks))
    return out


@pytest.mark.parametrize(("variant", "seats", "size", "scale"), _params())
def test_the_newest_line_reads_whole_in_a_place_of_its_own(app, variant, seats, size, scale):
    i18n.set_language("en")
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    names = ["You"] + [f"Expert computer {n}" for n in range(1, seats)]
    sess = Session.create(variant, {}, "ai", names, "easy", seats=seats, seed=3)
    table = show(app, sess)
    settle(app, table)
    seen = sess.engine.view(0).discards_seen
    table.feed.note(ev.Drew(1, "stock", None))
    table.feed.note(ev.Discarded(1, seen[-1]))
    table.feed.note(ev.Drew(0, "stock", None))
    table.feed.note(ev.Discarded(0, seen[-1]))
    table.feed.note(ev.Drew(1, "stock", None))
    table.feed.note(ev.Discarded(1, seen[-1]))
    newest = table.feed.lines()[-1].text
    app.step()
    surf = probe_draw(app.res, size, table.draw)
    panel = table.feed_panel
    assert panel is not None, f"no feed (its region {tuple(feed_rect(table))})"
    assert feed_rect(table).contains(panel)
    rows = [m.label for m in surf.marks if m.kind == "text" and panel.contains(m.rect)]
    assert " ".join(rows).endswith(newest), rows     # (older lines may end in "…")
    inner = panel.inflate(-4, -4)
    others = [m for m in surf.marks if m.rect.colliderect(inner) and not panel.contains(m.rect)
              and m.rect != panel]
    assert others == [], others
    buttons = [b.text for b in table.widgets.widgets
               if b.visible and b.rect.width and b.rect.colliderect(inner)]
    assert buttons == []
