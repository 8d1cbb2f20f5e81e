"""Polish words a play-tester misread: "najmniej 71 po odrzuceniu" ("as low as 71 after a
discard") read as "the least 71"; the void hand's "talon się wyczerpał" ("the stock is
exhausted") where two cards were still in it; "balast 46 → do 17" (as low as 17) read beside the
exact "balast 56 → 46" as the same kind of figure."""

from __future__ import annotations

from game.ui import i18n
from game.ui.i18n import _


def test_the_polish_low_words_and_the_void_hand():
    i18n.set_language("pl")
    try:
        assert _("as low as {n} after a discard").format(n=71) == "po odrzuceniu do 71"
        assert _("deadwood {before} → as low as {after}").format(before=75, after=47) == \
            "balast 75 → nawet 47"
        void = _("Void hand: the stock ran down; the same dealer deals again")
        assert "wyczerpał" not in void and "ostatnie karty" in void
    finally:
        i18n.set_language("en")
