"""Cards, decks and the `AS 10h TD kc` notation.

Cards are interned frozen values: `Card.of(rank, suit)` always returns the same object, and
each card carries its bit in the 52-bit hand mask used by the meld solver.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core.errors import CardParseError

RANK_CHARS = "A23456789TJQK"
SUIT_CHARS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = ("ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "jack", "queen", "king")


@dataclass(frozen=True, eq=False, slots=True)
class Card:
    """One playing card: rank 1 (ace) … 13 (king), suit 0..3 (S H D C), deck 0 or 1."""

    rank: int
    suit: int
    deck: int = 0
    index: int = field(init=False, repr=False, compare=False)
    bit: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not 1 <= self.rank <= 13 or not 0 <= self.suit <= 3 or self.deck not in (0, 1):
            raise CardParseError("no-such-card", rank=self.rank, suit=self.suit)
        idx = self.suit * 13 + self.rank - 1
        object.__setattr__(self, "index", self.deck * 52 + idx)
        object.__setattr__(self, "bit", 1 << idx)

    @staticmethod
    def of(rank: int, suit: int, deck: int = 0) -> Card:
        """The interned card of that rank, suit and deck."""
        return ALL_CARDS[deck * 52 + suit * 13 + rank - 1]

    @staticmethod
    def parse(token: str) -> Card:
        """Read one card like `AS`, `10h`, `td`, `Kc` (a trailing `'` marks the second deck)."""
        text = token.strip()
        deck = 0
        if text.endswith("'"):
            deck, text = 1, text[:-1]
        if len(text) < 2:
            raise CardParseError("card-too-short", token=token)
        rank_text, suit_text = text[:-1].upper(), text[-1].upper()
        if rank_text == "10":
            rank_text = "T"
        if len(rank_text) != 1 or rank_text not in RANK_CHARS:
            raise CardParseError("unknown-rank", token=token, rank=text[:-1])
        if suit_text not in SUIT_CHARS:
            raise CardParseError("unknown-suit", token=token, suit=text[-1])
        return Card.of(RANK_CHARS.index(rank_text) + 1, SUIT_CHARS.index(suit_text), deck)

    @property
    def rank_char(self) -> str:
        return RANK_CHARS[self.rank - 1]

    @property
    def suit_char(self) -> str:
        return SUIT_CHARS[self.suit]

    @property
    def code(self) -> str:
        """The notation of this card, e.g. `TH` (and `TH'` for a second-deck card)."""
        return RANK_CHARS[self.rank - 1] + SUIT_CHARS[self.suit] + ("'" if self.deck else "")

    @property
    def pretty(self) -> str:
        """Human text with a suit symbol, e.g. `10♥`."""
        rank = "10" if self.rank == 10 else RANK_CHARS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return (self.rank, self.suit, self.deck) < (other.rank, other.suit, other.deck)

    def __deepcopy__(self, memo: dict) -> Card:
        return self  # interned and immutable: a clone keeps the very card

    def __reduce__(self):  # keep interning through pickle
        return (Card.of, (self.rank, self.suit, self.deck))


ALL_CARDS: tuple[Card, ...] = tuple(
    Card(rank, suit, deck) for deck in (0, 1) for suit in range(4) for rank in range(1, 14)
)


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read cards separated by spaces or commas; the error names the bad token."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return [Card.parse(tok) for tok in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.code for c in cards)


def new_deck(decks: int = 1) -> list[Card]:
    """The cards of `decks` fresh 52-card decks in canonical order."""
    return list(ALL_CARDS[: 52 * decks])


def shuffled_deck(seed: int, decks: int = 1) -> list[Card]:
    """A deck shuffled by `random.Random(seed)` (a uniform permutation, replayable)."""
    deck = new_deck(decks)
    random.Random(seed).shuffle(deck)
    return deck


def hand_mask(cards: Iterable[Card]) -> int:
    """The 52-bit mask of cards (suit-major, 13 bits a suit); duplicates collapse."""
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def sort_by_rank(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.rank, c.suit, c.deck))


def sort_by_suit(cards: Iterable[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.suit, c.rank, c.deck))
