"""Three players, the player sitting out (advisor) and another seat knocking: the knocker's
melds lie in the player's empty hand row, and its tag goes with them, on a wide window's
beside layout too (at 1280x720 / 150 % it stayed on its own empty row at the top, issue 16)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui.layout import Layout
from game.ui.probe import Ledger, ProbeSurface
from tests.ui_variants.helpers import advisor_session, show

SIZES = [((1280, 720), 1.5), ((1920, 1080), 1.5), ((1280, 720), 2.0), ((800, 600), 2.0)]


@pytest.mark.parametrize(("size", "scale"), SIZES,
                         ids=[f"{w}x{h}-{int(s * 100)}" for (w, h), s in SIZES])
def test_the_knockers_tag_goes_with_its_melds_into_the_empty_hand_row(app, size, scale):
    """Once the knocker's melds lie in the empty hand row, its tag (name, deadwood) stands
    beside or over them: its text meets the melds' band of rows, never the top band."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    ledger = Ledger()
    ledger.install(app.res)
    sess = advisor_session()
    table = show(app, sess)
    for _ in range(6000):
        app.step()
        if app.scenes.top is not table and app.scenes.top.name == "roles-intro":
            app.scenes.pop()
        if table.melds_in_empty_row() and table.settled and not table.intents:
            break
    assert table.melds_in_empty_row(), "no other seat knocked while the player sat out"
    surf = ProbeSurface(size, ledger)
    table.draw(surf)
    name = sess.names[table.knocker]
    label = table.seat_tag_text(table.knocker, 0)
    lines = {label, *label.split(" · "), *(p + " ·" for p in label.split(" · "))}
    tags = [m for m in surf.marks if m.kind == "text" and m.label.strip() in lines]
    assert tags, f"no tag of {name}"
    cards = [c.target for m in table.melds for c in m] + [c.target for c in table.knock_dead]
    top = min(c.y for c in cards)
    # over the melds (px(12) and a tag's height at most) or beside them, not far above
    assert all(m.rect.bottom >= top - table.layout.px(12) - table.layout.tag_h
               for m in tags), (f"{name}'s tag {[tuple(m.rect) for m in tags]} stays away "
                                f"from its melds (top {top})")
