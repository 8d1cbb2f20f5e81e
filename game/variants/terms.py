"""A variant's own vocabulary, as ids the UI words: what going out is called and what the
eleven-card gin is called.

The 003 variant (and any variant whose knock limit comes from the retourne) calls the knock a
*descente* and big gin *grand gin*; every other Gin variant says knock and big gin. The stock is
the *talon* in Rami and in 003 (their French sources' word) but the *pioche* in Gin: English says
"stock" for both, so the UI words it with a message context. This is the one place those choices
are made; `game.ui.wording` turns these ids into translated words.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.variants.rules import Rules


@dataclass(frozen=True)
class Terms:
    """`go_out` is ``"knock"`` or ``"descente"``; `big_gin` is ``"big-gin"`` or
    ``"grand-gin"``; `stock` is ``"pioche"`` (Gin) or ``"talon"`` (Rami, 003)."""

    go_out: str = "knock"
    big_gin: str = "big-gin"
    stock: str = "pioche"


CLASSIC_TERMS = Terms()
RETOURNE_TERMS = Terms(go_out="descente", big_gin="grand-gin", stock="talon")
RAMI_TERMS = Terms(stock="talon")


def terms_for(rules: Rules | None) -> Terms:
    """The vocabulary of the variant these rules describe (classic words when None)."""
    if rules is not None and rules.knock_limit_source == "retourne":
        return RETOURNE_TERMS
    if rules is not None and rules.family == "rami":
        return RAMI_TERMS
    return CLASSIC_TERMS
