"""A variant's own vocabulary, as ids the UI words: what going out is called, what the
eleven-card gin is called, and the words for the stock and the discard.

The 003 variant (and any variant whose knock limit comes from the retourne) calls the knock a
*descente* and big gin *grand gin*; every other Gin variant says knock and big gin. The stock is
the *talon* in Rami and in 003 (their French sources' word) but the *pioche* in Gin: English says
"stock" for both, so the UI words it with a message context. French discards with *écarter* in
Rami (its rules' word) and *défausser* in Gin: the UI words those sentences with `R_` (the
context "rami"). This is the one place those choices
are made; `game.ui.wording` turns these ids into translated words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.variants.rules import Rules


@dataclass(frozen=True)
class Terms:
    """`go_out` is ``"knock"`` or ``"descente"``; `big_gin` is ``"big-gin"`` or
    ``"grand-gin"``; `stock` is ``"pioche"`` (Gin) or ``"talon"`` (Rami, 003); `discard` is
    ``"défausser"`` (Gin) or ``"écarter"`` (Rami)."""

    go_out: str = "knock"
    big_gin: str = "big-gin"
    stock: str = "pioche"
    discard: str = "défausser"

    @property
    def descente(self) -> bool:
        """Whether going out is 003's *descente* (its words, its grand gin, its hints): the one
        test every 003 wording and behaviour choice asks, never `go_out` compared by hand."""
        return self.go_out == "descente"

    @property
    def rami(self) -> bool:
        """Whether the discard is worded as Rami's (`R_`'s second argument)."""
        return self.discard == "écarter"


CLASSIC_TERMS = Terms()
RETOURNE_TERMS = Terms(go_out="descente", big_gin="grand-gin", stock="talon")
RAMI_TERMS = Terms(stock="talon", discard="écarter")


def terms_for(rules: Rules | None) -> Terms:
    """The vocabulary of the variant these rules describe (classic words when None)."""
    if rules is not None and rules.knock_limit_source == "retourne":
        return RETOURNE_TERMS
    if rules is not None and rules.family == "rami":
        return RAMI_TERMS
    return CLASSIC_TERMS
