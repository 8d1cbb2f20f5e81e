"""The compact Rami table's prompt stands centred over the player's hand, as Gin's and the
normal Rami prompt do: at 800x600 / 150 % its box was centred on the window's hand area,
which lies under the move feed's corner, and so stood pushed to the left, beside the
score panel, well left of the hand and the melds (a play-tester)."""

from __future__ import annotations

import pygame
import pytest

from game.core.actions import Draw
from game.ui.layout import Layout
from tests.ui_variants.helpers import session, settle, show

#: (window, Text size, players): compact tables, 4:3 and 16:9
CASES = [((800, 600), 1.5, 3), ((800, 600), 1.5, 5), ((800, 600), 2.0, 6),
         ((1280, 720), 1.5, 2), ((1280, 720), 1.5, 6), ((1920, 1080), 1.5, 4)]


@pytest.mark.parametrize(("size", "scale", "seats"), CASES,
                         ids=[f"{w}x{h}-{int(k * 100)}-{s}p" for (w, h), k, s in CASES])
def test_the_compact_prompt_is_centred_over_the_hand(app, size, scale, seats):
    """On the player's turn, its card drawn: a prompt's box, a short line's as a long
    one's, is centred over the hand, as near as the box's bounds let it (the score panel
    or the feed on the left, a side seat's tag or the buttons on the right)."""
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, scale)
    names = ["Ann"] + [f"Hard computer {n}" for n in range(1, seats)]
    table = show(app, session("rami", seats, 3, names=names))
    settle(app, table)
    lay = table.layout
    assert lay.compact
    line = table.prompt()                  # "Draw a card: the stock (S) or the discard (T)"
    table.session.match.apply_human(Draw("stock"))
    settle(app, table)
    table.draw(app.screen)
    left, right = table._prompt_bounds()
    xs = sorted(s.target.x for s in table.hand)
    middle = (xs[0] + xs[-1] + lay.card_w) / 2
    for text in (line, table.prompt()):    # a short line, and the turn's long one
        _surfs, box, _step = table.prompt_box(text)
        want = min(max(middle - box.width / 2, left), right - box.width)
        assert abs(box.left - want) <= lay.px(12), (text, box, want, xs)
