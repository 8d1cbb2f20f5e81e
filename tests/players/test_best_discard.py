"""`best_discard_action`'s one-int tie order picks what the plain tuple key picked."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game.core.actions import Discard
from game.core.cards import new_deck
from game.players.heuristics import best_discard_action, solver
from game.variants import rules_for


def _by_tuple_key(view, hand, legal):
    """The definition: least deadwood left, then the highest value, the highest rank, the
    lowest suit; the first listed wins a full tie (two identical cards of two decks)."""
    s = solver(view)
    after = s.deadwood_after_each_discard(hand)
    best, best_key = None, None
    for a in legal:
        c = a.card
        key = (after[c], -s.value(c), -c.rank, c.suit)
        if best_key is None or key < best_key:
            best, best_key = a, key
    return best


@pytest.mark.parametrize("variant", ["classic", "gin-rami", "polish"])
def test_tie_order_matches_the_tuple_key(variant):
    rules = rules_for(variant)
    view = SimpleNamespace(rules=rules)
    deck = new_deck(rules.decks)
    rng = random.Random(variant)
    checked_ties = 0
    for _ in range(600):
        hand = rng.sample(deck, rules.hand_size + 1)
        legal = [Discard(c) for c in hand]
        got = best_discard_action(view, hand, legal)
        want = _by_tuple_key(view, hand, legal)
        assert got is want, (variant, hand)
        after = solver(view).deadwood_after_each_discard(hand)
        low = min(after.values())
        checked_ties += sum(1 for c in hand if after[c] == low) > 1
    assert checked_ties > 50  # the tie-breaks were really exercised
