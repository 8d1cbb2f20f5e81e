"""The stock's count under the pile while the cards are dealt: every family deals from one
52-card deck, 003 too (its second deck is the retourne's pack), so the count runs down from 52
to the stock the deal leaves ("Talon: 81" stood under 003's stock until the first draw)."""

from __future__ import annotations

import pytest

from game.core.events import CardDealt, HandStarted
from tests.ui_variants.helpers import session, show


@pytest.mark.parametrize("variant", ["gin-rami", "classic"])
def test_the_count_runs_down_from_one_deck_to_the_dealt_stock(app, variant):
    sess = session(variant, seed=4)
    table = show(app, sess)
    seen: list[int] = []
    play = table.play

    def spy(event):
        wait = play(event)
        if isinstance(event, (HandStarted, CardDealt)):
            seen.append(table.stock)
        return wait

    table.play = spy
    for _ in range(600):
        app.step()
        if len(seen) > 1 and not table.dealing and not table.queue:
            break
    dealt = sum(len(h) for h in sess.engine.hands)
    assert seen[0] == 52 and len(seen) == dealt + 1
    assert seen == list(range(52, 52 - dealt - 1, -1))
    assert seen[-1] == sess.engine.view(0).stock_size + (1 if variant == "classic" else 0)
