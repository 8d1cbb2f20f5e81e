"""Cards in words, the one helper every message uses ("queen of diamonds", "ten of hearts").

pygame's default font has no suit symbols, so a message cannot show "Q♦"; words read well and
translate. This module imports no pygame: the CLI and `game.ui.wording` use it too.
`card_words(text)` also writes out card codes (`QD`, `10h`) found inside a text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from game.core.cards import SUIT_SYMBOLS, Card
from game.ui.i18n import _, pgettext

_ONE = r"\b(?:10|[A2-9TJQK])[SHDC]'?(?![A-Za-z0-9'-])"
_CODE = re.compile(r"\b(10|[A2-9TJQK])([SHDC])'?(?![A-Za-z0-9'-])")
_RUN = re.compile(_ONE + r"(?:\s+" + _ONE + r")*")


def _ranks() -> tuple[str, ...]:
    return (_("ace"), _("two"), _("three"), _("four"), _("five"), _("six"), _("seven"),
            _("eight"), _("nine"), _("ten"), _("jack"), _("queen"), _("king"))


def _suits() -> tuple[str, ...]:
    return (_("spades"), _("hearts"), _("diamonds"), _("clubs"))


def card_name(card: Card) -> str:
    """A card in words, e.g. 'queen of hearts' (translated)."""
    return _("{rank} of {suit}").format(rank=_ranks()[card.rank - 1],
                                        suit=_suits()[card.suit])


def card_object(card: Card) -> str:
    """A card as the object of a verb or a preposition ("Discard the {card_object}"): the
    same words in English, with its article in French ("la dame de cœur", "l’as de pique")
    and in the accusative in Polish ("damę kier")."""
    ranks = (pgettext("card as an object", "ace"),
             pgettext("card as an object", "two"),
             pgettext("card as an object", "three"),
             pgettext("card as an object", "four"),
             pgettext("card as an object", "five"),
             pgettext("card as an object", "six"),
             pgettext("card as an object", "seven"),
             pgettext("card as an object", "eight"),
             pgettext("card as an object", "nine"),
             pgettext("card as an object", "ten"),
             pgettext("card as an object", "jack"),
             pgettext("card as an object", "queen"),
             pgettext("card as an object", "king"))
    return pgettext("card as an object", "{rank} of {suit}").format(
        rank=ranks[card.rank - 1], suit=_suits()[card.suit])


def pile_card_object(card: Card | None) -> str:
    """The discard on offer (Rami's call) as an object, "the discard" while it is not
    known."""
    if card is None:
        return pgettext("card as an object", "the discard")
    return card_object(card)


def cards_names(cards: Iterable[Card]) -> str:
    """Several cards in words, separated by commas ('' for none)."""
    return ", ".join(card_name(c) for c in cards)


def cut_cards(cards: Sequence[Card], name_of: Callable[[int], str], you: int | None,
              word: Callable[[Card], str]) -> str:
    """The cards cut for the deal, each after the player who cut it, in brackets ("you (4♠),
    Ann (K♦)"; the cards alone did not say whose was whose); `word` writes a card (its face
    or its name). Without the brackets "you four of spades" read like a table, and
    "Computer 1 6♦" as a 16 of diamonds (a play-tester)."""
    mine, theirs = _("you ({card})"), _("{name} ({card})")
    return ", ".join((mine if seat == you else theirs).format(
        name=name_of(seat), card=word(card)) for seat, card in enumerate(cards))


def list_separator() -> str:
    """What stands between the groups of a list of melds or moves ("; "); French puts a
    narrow no-break space before the semicolon."""
    return _("; ")


def melds_names(melds: Iterable[Iterable[Card]]) -> str:
    """Several melds in words, one group of cards each, separated by semicolons."""
    return list_separator().join(cards_names(m) for m in melds)


def rank_index(card: Card) -> str:
    """The rank as its card's corner prints it, in the current language: "J", "Q", "K" in
    English, "V", "D", "R" in French (valet, dame, roi), "W", "D", "K" in Polish (walet,
    dama, król); "10" for a ten. The one place the screen's short forms take it from (the
    feed read "10♠ J♠ Q♠" in French and Polish: a play-tester); the engine's notation
    (`Card.code`, `Card.pretty`: saves, replays, the command line, logs) stays English."""
    if 2 <= card.rank <= 10:
        return str(card.rank)
    # TRANSLATORS: the letter printed in the corner of a card of this rank (A ace, J jack,
    # Q queen, K king), as the cards sold in your language print it, e.g. French V, D, R
    courts = {1: pgettext("card index", "A"), 11: pgettext("card index", "J"),
              12: pgettext("card index", "Q"), 13: pgettext("card index", "K")}
    return courts[card.rank]


def card_symbol(card: Card) -> str:
    """One card as on its face ("Q♦", "D♦" in French and Polish, "10♥")."""
    return rank_index(card) + SUIT_SYMBOLS[card.suit]


def cards_symbols(cards: Iterable[Card]) -> str:
    """Several cards as on their faces ("J♠ Q♠ K♠"), for a narrow column's short line."""
    return " ".join(card_symbol(c) for c in cards)


def melds_symbols(melds: Iterable[Iterable[Card]]) -> str:
    """Several melds as on their faces, separated as `melds_names` separates them, each
    meld held together by no-break spaces (the feed had broken "10♠ / 10♦ 10♣", a
    play-tester)."""
    return list_separator().join("\u00a0".join(card_symbol(c) for c in m) for m in melds)


def card_words(text: str) -> str:
    """`text` with every card code like `QD` or `10h` written out ("queen of diamonds");
    several codes in a row become a list, and a sentence that starts with one is capitalised."""
    def one(code: re.Match) -> str:
        return card_name(Card.parse(code.group(0).rstrip("'")))

    out = _RUN.sub(lambda run: ", ".join(one(m) for m in _CODE.finditer(run.group(0))), text)
    if out != text and _RUN.match(text):
        out = out[:1].upper() + out[1:]
    return out
