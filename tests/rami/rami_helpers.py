"""Rami test helpers: set up a chosen position, play actions in notation, snapshot the state
and check the engine's invariants."""

from __future__ import annotations

from collections import Counter

from game.core.actions import Action, parse_action
from game.core.cards import Card, new_deck, parse_cards
from game.core.families import new_game
from game.core.families.rami import RamiEngine
from game.variants import rules_for


def rami(seats: int = 2, seed: int = 1, **options) -> RamiEngine:
    """A fresh Rami match (phase start)."""
    engine = new_game(rules_for("rami", **options), seats, seed)
    assert isinstance(engine, RamiEngine)
    return engine


def position(seats: int, hands: list[str], pile: str = "", stock: str = "",
             table: list[tuple[int, str]] = (), dealer: int | None = None,
             to_act: int | None = None, completed: list[int] | None = None,
             laid_before: list[bool] | None = None, fill_stock: bool = True,
             seed: int = 1, **options) -> RamiEngine:
    """A new match whose first hand is rigged to the given position (see `rig`)."""
    engine = rami(seats, seed, **options)
    engine.apply(parse_action("next"))
    return rig(engine, hands, pile, stock, table, dealer, to_act, completed, laid_before,
               fill_stock)


def rig(engine: RamiEngine, hands: list[str], pile: str = "", stock: str = "",
        table: list[tuple[int, str]] = (), dealer: int | None = None,
        to_act: int | None = None, completed: list[int] | None = None,
        laid_before: list[bool] | None = None, fill_stock: bool = True) -> RamiEngine:
    """Turn the hand just dealt into a chosen position, in phase draw: `hands[s]` for each
    seat, `pile` (bottom first, last = top), `stock` (first listed = top), `table` melds as
    (owner, cards). The cards used nowhere else go under the given stock (so all 52 stay in
    play) unless `fill_stock` is off. `to_act` defaults to the dealer's left; `completed` is
    the turns each seat has finished (default 1 each: lay-offs allowed)."""
    seats = engine.seats
    if dealer is not None:
        engine.dealer = dealer
    engine.hands = [parse_cards(h) for h in hands]
    engine.pile = parse_cards(pile)
    engine.discards_seen = list(engine.pile)
    engine.table = [[owner, list(engine.solver.order_meld(parse_cards(cards)))]
                    for owner, cards in table]
    top = parse_cards(stock)
    used = [c for h in engine.hands for c in h] + engine.pile + top + [
        c for _, cards in engine.table for c in cards]
    assert len(set(used)) == len(used), "a card may be in one place only"
    rest = [c for c in new_deck() if c not in set(used)] if fill_stock else []
    engine.stock = rest + top[::-1]
    engine.known = [[] for _ in range(seats)]
    engine.completed = list(completed) if completed is not None else [1] * seats
    engine.laid_before = list(laid_before) if laid_before is not None else [False] * seats
    engine.to_act = engine.turn_seat = (engine.left(engine.dealer) if to_act is None
                                        else to_act)
    engine.phase = "draw"
    return engine


def play(engine: RamiEngine, *actions: str) -> list:
    """Apply actions written in notation; returns all their events."""
    events = []
    for text in actions:
        events += engine.apply(parse_action(text))
    return events


def _frozen(value):
    """A copy of nested lists/dicts made of immutable leaves (cards are interned values)."""
    if isinstance(value, list | tuple):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _frozen(v)) for k, v in value.items()))
    return value


def state(engine: RamiEngine) -> dict:
    """Everything that must not change when an action is refused."""
    keep = ("phase", "to_act", "hands", "stock", "pile", "table", "taken", "completed",
            "laid_before", "laid_now", "restocks", "call_card", "call_queue", "resume_seat",
            "discards_seen", "known", "dealer", "deal_no", "turn_seat", "caller", "shown")
    snap = {k: _frozen(getattr(engine, k)) for k in keep}
    snap["log"] = len(engine.log)
    snap["events"] = len(engine.events)
    snap["hand_events"] = len(engine.hand_events)
    snap["totals"] = tuple(engine.scorer.totals) if engine.scorer else None
    return snap


def card_places(engine: RamiEngine) -> Counter:
    places: Counter = Counter()
    for h in engine.hands:
        places.update(h)
    places.update(engine.stock)
    places.update(engine.pile)
    for _, cards in engine.table:
        places.update(cards)
    return places


def assert_cards_in_one_place(engine: RamiEngine) -> None:
    places = card_places(engine)
    assert set(places) == set(new_deck()), "every card of the deck is somewhere"
    assert all(n == 1 for n in places.values()), "no card is in two places"


def refuse(engine: RamiEngine, action: str | Action, rule: str | None = None) -> None:
    """The action is refused (with `rule` if given) and the state is unchanged."""
    from game.core.errors import IllegalActionError

    act = parse_action(action) if isinstance(action, str) else action
    before = state(engine)
    try:
        engine.apply(act)
    except IllegalActionError as exc:
        if rule is not None:
            assert exc.rule == rule, f"{act}: refused by {exc.rule}, expected {rule}"
    else:
        raise AssertionError(f"{act} should have been refused")
    assert state(engine) == before


def cards(text: str) -> list[Card]:
    return parse_cards(text)
