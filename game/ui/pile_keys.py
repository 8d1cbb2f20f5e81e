"""The letters that draw from the stock and take the discard, in the player's language.

English S (stock) and T (take the discard) read the other way round in Polish, where the
discard pile is the "stos" and the stock the "talon", and in French, where the stock is the
"talon" too (a French play-tester pressed T for the talon and took the discard): both draw
with T and take the discard with S (French D, the défausse's initial, is Rami's Discard
key, and every key of both tables is in `OTHER_KEYS`). The letters are translated
(`pgettext`); a translation that is not one letter, gives both piles the same letter or takes
a letter another table key has falls back to S and T.
"""

from __future__ import annotations

import pygame

from game.ui.i18n import pgettext

#: the letters of the table's other keys (Gin's and Rami's), which the piles may not take
OTHER_KEYS = frozenset("PKGBFCRUMHZVNLODEX")
DEFAULT = ("S", "T")


def pile_letters() -> tuple[str, str]:
    """(the stock's letter, the discard pile's letter), upper case, in the current language."""
    stock = str(pgettext("key that draws from the stock", "S")).strip().upper()
    pile = str(pgettext("key that takes the discard", "T")).strip().upper()
    letters = (stock, pile)
    if stock == pile or any(len(k) != 1 or not "A" <= k <= "Z" or k in OTHER_KEYS
                            for k in letters):
        return DEFAULT
    return letters


def pile_key_codes() -> tuple[int, int]:
    """The pygame key codes of `pile_letters` (the stock's, the pile's)."""
    stock, pile = pile_letters()
    return pygame.key.key_code(stock.lower()), pygame.key.key_code(pile.lower())


__all__ = ["pile_key_codes", "pile_letters"]
