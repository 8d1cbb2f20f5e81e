"""Polish words a play-tester misread: "najmniej 71 po odrzuceniu" ("as low as 71 after a
discard") read as "the least 71"; the void hand's "talon się wyczerpał" ("the stock is
exhausted") where two cards were still in it; "balast 46 → do 17" (as low as 17) read beside the
exact "balast 56 → 46" as the same kind of figure; and the "nawet" ("even") chosen then,
"poza układami 34 → nawet 30", read awkwardly to the next one: "w najlepszym razie" ("at best",
as the French "au mieux"), the same in Gin and Rami."""

from __future__ import annotations

from game.ui import i18n
from game.ui.i18n import _


def test_the_polish_low_words_and_the_void_hand():
    i18n.set_language("pl")
    try:
        assert _("as low as {n} after a discard").format(n=71) == "po odrzuceniu do 71"
        assert _("deadwood {before} → as low as {after}").format(before=75, after=47) == \
            "balast 75 → w najlepszym razie 47"
        assert _("unmelded {before} → as low as {after}").format(before=34, after=30) == \
            "poza układami 34 → w najlepszym razie 30"
        void = _("Void hand: the stock ran down; the same dealer deals again")
        assert "wyczerpał" not in void and "ostatnie karty" in void
    finally:
        i18n.set_language("en")


def test_the_polish_rami_end_of_hand_hints():
    """The Stop and the last cards in Polish (a Polish play-tester): the take against a Stop in
    cards, the last card's "wyjdź z kart", one card left named, no plural claim."""
    from game.coach import hint as h
    from game.core.actions import Discard, Draw
    from game.core.cards import Card
    from game.ui.coach_words import hint_text

    six, three = Card.parse("6D"), Card.parse("3S")
    i18n.set_language("pl")
    try:
        take = h.Hint(Draw("discard"), h.HintReason(h.TAKE_NOT_STOP, cards=(six,), count=5,
                                                    fewest=2))
        assert hint_text(take, rami=True) == (
            "Weź szóstkę karo zamiast kończyć rozdanie: inny gracz ma mniej kart (2 wobec "
            "twoich 5), a zakończenie rozdania kosztowałoby cię różnicę")
        out = h.Hint(Discard(three), h.HintReason(h.DISCARD_GOES_OUT, cards=(three,),
                                                  deadwood_before=3, deadwood_after=0))
        assert hint_text(out, rami=True) == ("Odrzuć trójkę pik i wyjdź z kart: to twoja "
                                             "ostatnia karta; poza układami 3 → 0")
        last = h.Hint(Discard(three), h.HintReason(h.DISCARD_LAST_CARD, cards=(three,),
                                                   meld=(Card.parse("3D"),),
                                                   deadwood_before=6, deadwood_after=3))
        assert hint_text(last, rami=True) == ("Odrzuć trójkę pik: w ręce zostanie tylko 3♦; "
                                              "poza układami 6 → 3")
    finally:
        i18n.set_language("en")
