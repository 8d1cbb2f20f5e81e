"""Test helpers: deal chosen hands, play actions written in notation, snapshot the state, and
check the engine's invariants (every card in one place, scores agreeing with the events)."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable

import game.core.families.gin as gin_module
from game.core.actions import Action, parse_action
from game.core.cards import Card, new_deck, parse_cards
from game.core.engine import Engine
from game.core.events import Event, HandScored
from game.core.families import new_game
from game.core.families.gin import GinEngine
from game.variants import rules_for
from game.variants.rules import Rules


def rigged_deck(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> list[Card]:
    """A 52-card deck that deals `non_dealer` and `dealer` their hands (one card at a time,
    non-dealer first), turns `upcard`, and leaves `stock` (first card listed = top) on the
    stock, the unused cards below it in canonical order. The engine deals by popping the
    deck's last card."""
    nd, d = parse_cards(non_dealer), parse_cards(dealer)
    up = Card.parse(upcard)
    top = parse_cards(stock)
    assert len(nd) == len(d) == 10, "classic deals ten cards each"
    used = [*nd, *d, up, *top]
    assert len(set(used)) == len(used), "a card may be dealt only once"
    rest = [c for c in new_deck() if c not in set(used)]
    order = [card for pair in zip(nd, d, strict=True) for card in pair]
    return rest + top[::-1] + [up] + order[::-1]


def _seed_with_dealer(rules: Rules, dealer: int) -> int:
    for seed in range(1, 1000):
        probe = new_game(rules, 2, seed)
        probe.apply(parse_action("next"))
        if probe.dealer == dealer:
            return seed
    raise AssertionError("no seed gives that dealer")


def _dealing(engine: GinEngine, deck: list[Card], deal_no: int):
    """Context in which the engine's deal for `deal_no` comes from `deck`."""
    target = engine.hand_seed(deal_no)
    original = gin_module.shuffled_deck

    class _Patch:
        def __enter__(self):
            def fake(seed: int, decks: int = 1) -> list[Card]:
                return list(deck) if seed == target else original(seed, decks)

            gin_module.shuffled_deck = fake

        def __exit__(self, *exc):
            gin_module.shuffled_deck = original

    return _Patch()


def start_hand(rules: Rules | str, non_dealer: str, dealer: str, upcard: str,
               stock: str = "", dealer_seat: int = 0, **options) -> GinEngine:
    """A match whose first hand is dealt as given; the non-dealer is to act."""
    if isinstance(rules, str):
        rules = rules_for(rules, **options)
    elif options:
        rules = rules.with_options(**options)
    engine = new_game(rules, 2, _seed_with_dealer(rules, dealer_seat))
    with _dealing(engine, rigged_deck(non_dealer, dealer, upcard, stock), 0):
        engine.apply(parse_action("next"))
    assert engine.dealer == dealer_seat
    return engine


def deal_next(engine: GinEngine, non_dealer: str, dealer: str, upcard: str,
              stock: str = "") -> list[Event]:
    """Deal the next hand of the match with the given cards."""
    with _dealing(engine, rigged_deck(non_dealer, dealer, upcard, stock), engine.deal_no + 1):
        return engine.apply(parse_action("next"))


def play(engine: Engine, *moves: str | Action) -> list[Event]:
    """Apply moves written in notation (`"draw stock"`, `"knock 7H"`); return their events."""
    events: list[Event] = []
    for move in moves:
        action = parse_action(move) if isinstance(move, str) else move
        events += engine.apply(action)
    return events


def cards(text: str) -> list[Card]:
    return parse_cards(text)


def snapshot(engine: GinEngine) -> tuple:
    """Everything an action could change (for "illegal action leaves the state unchanged")."""
    sd = copy.deepcopy(engine.showdown)
    scorer = engine.scorer
    return (
        engine.phase, engine.to_act, engine.dealer, tuple(engine.players), engine.deal_no,
        tuple(tuple(h) for h in engine.hands), tuple(engine.stock), tuple(engine.pile),
        tuple(engine.discards_seen), tuple(tuple(k) for k in engine.known), engine.taken,
        engine.stock_only, engine.knock_limit, engine.doubled, engine.upcard, repr(sd),
        tuple(engine.log), tuple(engine.events), tuple(engine.hand_events),
        None if scorer is None else (tuple(scorer.totals), tuple(scorer.hands_won),
                                     tuple(scorer.history), scorer.over),
        tuple(engine.view(s) for s in range(engine.seats)),
    )


def laid_off_cards(engine: GinEngine) -> list[Card]:
    sd = engine.showdown
    return [] if sd is None else [card for card, _ in sd["layoffs"]]


def card_places(engine: GinEngine) -> Counter:
    """How many times each card is somewhere: hands, stock, pile, laid off at the showdown."""
    places: Counter = Counter()
    for hand in engine.hands:
        places.update(hand)
    places.update(engine.stock)
    places.update(engine.pile)
    places.update(laid_off_cards(engine))
    return places


def check_invariants(engine: GinEngine) -> None:
    """The engine's state is consistent (after any action)."""
    if engine.phase == "start":
        return
    places = card_places(engine)
    assert sum(places.values()) == 52, places
    assert set(places) == set(new_deck()), "a card is missing"
    assert max(places.values()) == 1, "a card is in two places"
    # every legal action passes the check
    for action in engine.legal_actions():
        engine.check(action)
    assert (engine.to_act is None) == (engine.phase in ("hand-over", "match-over"))
    if engine.phase in ("draw", "offer"):
        assert len(engine.hands[engine.to_act]) == engine.rules.hand_size
    if engine.phase == "discard":
        assert len(engine.hands[engine.to_act]) == engine.rules.hand_size + 1
    if engine.phase == "layoff":
        assert engine.showdown is not None and engine.to_act == engine.showdown["defender"]


class ScoreTally:
    """Adds up the HandScored events as they come; the scorer must agree after every step."""

    def __init__(self, engine: GinEngine) -> None:
        self.engine = engine
        self.totals = [0] * engine.seats
        self.hands = 0

    def add(self, events: Iterable[Event]) -> None:
        for e in events:
            if isinstance(e, HandScored):
                self.hands += 1
                for seat, pts in enumerate(e.points):
                    self.totals[seat] += pts
                assert tuple(self.totals) == e.totals
        scorer = self.engine.scorer
        if scorer is not None:
            assert self.totals == list(scorer.totals)
            assert self.hands == len(scorer.history)


def event_types(events: Iterable[Event]) -> list[str]:
    return [type(e).__name__ for e in events]
