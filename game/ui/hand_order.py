"""The order a hand's cards are shown in: by rank, by suit, or melds first (the player's sort
setting). The table sorts the hand with it, and the review shows each reviewed hand the same
way, so a hand reads there as it did at the table."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.cards import Card
from game.core.melds import MeldSolver


def by_suit(cards: Sequence[Card]) -> list[Card]:
    """`cards` as the hand sorts them by suit: the order a Rami score panel lists the cards a
    player was left holding, in words and as cards alike (the two read differently: a
    play-tester)."""
    return sorted(cards, key=lambda c: (c.suit, c.rank, c.deck))


def ordered(cards: Sequence[Card], mode: str, solver: MeldSolver) -> list[Card]:
    """`cards` in the order `mode` ("rank", "suit", "melds"; anything else: as given)."""
    if mode == "rank":
        return sorted(cards, key=lambda c: (c.rank, c.suit, c.deck))
    if mode == "suit":
        return by_suit(cards)
    if mode == "melds" and cards:
        arr = solver.best_arrangement(list(cards))
        out = [c for m in arr.melds for c in m]
        return out + sorted(arr.deadwood_cards, key=lambda c: (c.rank, c.suit, c.deck))
    return list(cards)
