"""Helpers for the variant tests: deal a real hand, then stack the cards by hand.

`dealt(...)` starts a match and deals its first hand through the engine (so cuts, roles, the
upcard or retourne and the knock limit come from the real deal); `stack(...)` then replaces the
hands, the stock and the discard pile with cards written in notation, keeping every other card
of deck one at the bottom of the stock so the card count stays exact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from game.core.actions import NextHand, parse_action
from game.core.cards import Card, new_deck, parse_cards
from game.core.events import Event
from game.core.families import new_game
from game.core.families.gin import GinEngine
from game.variants import rules_for


def dealt(variant: str, seats: int = 2, seed: int = 1, **options) -> GinEngine:
    """A match of `variant` whose first hand has just been dealt."""
    engine = new_game(rules_for(variant, **options), seats, seed)
    engine.apply(NextHand())
    return engine


def seed_where(variant: str, predicate: Callable[[GinEngine], bool], seats: int = 2,
               tries: int = 5000, **options) -> GinEngine:
    """The first dealt match (seeds 1, 2, …) whose first deal satisfies `predicate`."""
    for seed in range(1, tries):
        engine = dealt(variant, seats, seed, **options)
        if predicate(engine):
            return engine
    raise AssertionError("no seed gives that deal")


def stack(engine: GinEngine, hands: dict[int, str], stock: str = "", pile: str = "",
          to_act: int | None = None, phase: str | None = None, fill: bool = True) -> GinEngine:
    """Put these cards in the hands; `stock` is listed top first, `pile` bottom first. The
    cards not named go under the stock (unless `fill` is False: then the stock is exactly
    `stock`). The seat to act defaults to the non-dealer, the phase to "draw" (or "discard"
    when that seat holds one card more than the deal size)."""
    engine.hands = [[] for _ in range(engine.seats)]
    for seat, text in hands.items():
        engine.hands[seat] = parse_cards(text)
    top = parse_cards(stock)
    pile_cards = parse_cards(pile)
    named = [c for h in engine.hands for c in h] + top + pile_cards
    assert len(set(named)) == len(named), "a card is named twice"
    rest = [c for c in new_deck() if c not in set(named)] if fill else []
    engine.stock = rest + top[::-1]
    engine.pile = list(pile_cards)
    engine.discards_seen = list(pile_cards)
    engine.known = [[] for _ in range(engine.seats)]
    engine.taken, engine.stock_only, engine.showdown = None, False, None
    engine.to_act = engine.non_dealer if to_act is None else to_act
    if phase is None:
        size = engine.rules.hand_size
        phase = "discard" if len(engine.hands[engine.to_act]) > size else "draw"
    engine.phase = phase
    return engine


def play(engine: GinEngine, *moves: str) -> list[Event]:
    """Apply moves written in notation (`"draw stock"`, `"knock 7H"`)."""
    events: list[Event] = []
    for move in moves:
        events += engine.apply(parse_action(move))
    return events


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def one(events, cls):
    found = of_type(events, cls)
    assert len(found) == 1, found
    return found[0]


def meld_index(engine: GinEngine, card: str) -> int:
    """Index of the knocker's meld holding `card` at the showdown."""
    c = Card.parse(card)
    return next(i for i, m in enumerate(engine.showdown["melds"]) if c in m)


def card_places(engine: GinEngine) -> Counter:
    """Each card of the hand's deck and how many places hold it (hands, stock, pile, lay-offs)."""
    places: Counter = Counter()
    for hand in engine.hands:
        places.update(hand)
    places.update(engine.stock)
    places.update(engine.pile)
    if engine.showdown is not None:
        places.update(card for card, _ in engine.showdown["layoffs"])
    return places


def assert_cards_complete(engine: GinEngine) -> None:
    """Every card of deck one is in exactly one place (the 003 retourne pack is separate)."""
    places = card_places(engine)
    assert set(places) == set(new_deck(1)), "a card is missing or foreign"
    assert max(places.values()) == 1, "a card is in two places"
    assert sum(places.values()) == 52
