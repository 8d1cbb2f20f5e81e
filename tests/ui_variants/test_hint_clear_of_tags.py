"""A two-line hint keeps a gap over the player's own tags (play-tester, 1280x720: the hint's
box touched the pill "Deadwood 13 · as low as 4 after a discard" under it)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import play_until, session, settle, show

LONG = ("Wait — discard the nine of clubs: an undercut is likely, the opponent's deadwood "
        "is probably low (on average knocking now is worth 18 points less)")


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_two_line_hint_stands_clear_of_the_deadwood_pill(app, size):
    set_window(app, size)
    sess = session("classic", seed=3)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "discard")
    table = show(app, sess)
    settle(app, table)
    table.coach_note = (table.state_no, LONG, None)
    surface = pygame.Surface(size)
    table.draw(surface)
    box = table.note_panel
    assert box is not None and table.note_shown()
    tags_top = table.own_tags_top()
    assert tags_top is not None
    lay = table.layout
    assert box.bottom <= tags_top - lay.px(4), (box, tags_top)
    # nor on the stock's label above it
    stock = table.stock_rect()
    if box.right > stock.left and box.left < stock.right:
        assert box.top >= stock.bottom + lay.font_small, (box, stock)
