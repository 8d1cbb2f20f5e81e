"""Card codes in engine texts ("QD was just taken…") turned into words for the screen.

pygame's default font has no suit symbols, so a message cannot show "Q♦"; "queen of
diamonds" reads well and translates.
"""

from __future__ import annotations

import re

from game.ui.i18n import _

_ONE = r"\b(?:10|[A2-9TJQK])[SHDC]'?(?![A-Za-z0-9'-])"
_CODE = re.compile(r"\b(10|[A2-9TJQK])([SHDC])'?(?![A-Za-z0-9'-])")
_RUN = re.compile(_ONE + r"(?:\s+" + _ONE + r")*")


def _rank(text: str) -> str:
    return {"A": _("ace"), "T": "10", "J": _("jack"), "Q": _("queen"),
            "K": _("king")}.get(text, text)


def _suit(text: str) -> str:
    return {"S": _("spades"), "H": _("hearts"), "D": _("diamonds"), "C": _("clubs")}[text]


def _words(code: re.Match) -> str:
    return _("{rank} of {suit}").format(rank=_rank(code.group(1)), suit=_suit(code.group(2)))


def card_words(text: str) -> str:
    """`text` with every card code like `QD` or `10h` written out ("queen of diamonds");
    several codes in a row become a list, and a sentence that starts with one is capitalised."""
    out = _RUN.sub(lambda run: ", ".join(_words(m) for m in _CODE.finditer(run.group(0))),
                   text)
    if out != text and _RUN.match(text):
        out = out[:1].upper() + out[1:]
    return out
