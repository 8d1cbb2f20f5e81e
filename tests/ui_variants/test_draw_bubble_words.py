"""A computer's draw from the stock, in its bubble beside its plate, reads as what it does,
never as the stock's own name (a play-tester, three-player Gin in French: a loose gold
"Pioche" beside "Ordinateur 1 · capitaine", while the stock's label says "Pioche : 29")."""

from __future__ import annotations

import re

import pytest

from game.core import events as ev
from game.ui import i18n, wording
from game.variants.terms import terms_for
from tests.ui_variants.helpers import session, settle, show


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
def test_a_draw_from_the_stock_is_not_worded_as_the_stock(app, language):
    i18n.set_language(language)
    try:
        table = show(app, session("classic", seed=3))
        settle(app, table)
        table._play_draw(ev.Drew(1, "stock", None), 0.1)
        said = table.bubbles[1]
        stock = re.sub(r"[\s\u00a0:]*\d+$", "", wording.stock_label(29, terms_for(table.rules)))
        assert said.strip().lower() != stock.strip().lower(), (said, stock)
        assert len(said.split()) >= 2, said     # a verb and what it takes
    finally:
        i18n.set_language("en")
