"""Random legal playouts of Rami for 2 to 6 players and every sub-variant, checking the
invariants after every action: the 52 cards each in exactly one place (hands, stock, pile,
table melds), every table meld a legal meld, payments summing to zero in each hand, every
offered action accepted by `check`, refused actions leaving the state unchanged, views that
show no other seat's hidden card, and a replay from the seed and the action strings that
rebuilds the identical match."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from rami_helpers import state

from game.core.actions import (
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    GoOut,
    LayOff,
    Meld,
    NextHand,
    Restock,
    Stop,
    parse_action,
)
from game.core.cards import new_deck
from game.core.errors import IllegalActionError
from game.core.events import CardDealt, Drew, HandScored, MatchOver
from game.core.families import new_game, replay
from game.players.rami_ai import rami_choose
from game.variants import rules_for

VARIANTS = {
    "basic": {},
    "arret": {"rami_arret": True},
    "discard-out": {"go_out_on_discard": True},
    "call": {"rami_call": True},
    "only": {"rami_only": True},
    "own-hand": {"rami_pay_own_hand": True, "rami_call": True, "go_out_on_discard": True},
}
DECK = new_deck()


def pick(engine, legal, rng: random.Random):
    """A random legal action half the time, else the computer's choice (so hands end and
    the AI's own lines are covered); laying cards down is favoured."""
    if rng.random() < 0.5:
        seat = engine.to_act if engine.to_act is not None else 0
        return rami_choose(engine.view(seat), legal, rng, careful=rng.random() < 0.5)
    lay = [a for a in legal if isinstance(a, (GoOut, Meld, LayOff))]
    if lay and rng.random() < 0.8:
        return rng.choice(lay)
    return rng.choice(legal)


def probes(engine, rng: random.Random):
    """A few actions of every kind, mostly illegal now."""
    hand = engine.hands[engine.to_act] if engine.to_act is not None else []
    some = rng.sample(DECK, 3)
    out = [Draw("stock"), Draw("discard"), Restock(), Stop(), CallRami(), DeclineCall(),
           NextHand(), Discard(rng.choice(DECK)), Meld(tuple(some)),
           LayOff(rng.choice(DECK), rng.randrange(-1, len(engine.table) + 2)),
           GoOut((tuple(hand),))]
    if hand:
        out.append(Discard(rng.choice(hand)))
        out.append(LayOff(rng.choice(hand), rng.randrange(len(engine.table) + 1)))
        if len(hand) >= 3:
            out.append(Meld(tuple(rng.sample(hand, 3))))
    return out


def check_view(engine, seat: int) -> None:
    v = engine.view(seat)
    assert v.hand == tuple(engine.hands[seat])
    hidden = {c for s in range(engine.seats) if s != seat for c in engine.hands[s]}
    assert not hidden & set(v.hand)
    for ev in v.events:
        if isinstance(ev, CardDealt) and ev.seat != seat:
            assert ev.card is None
        if isinstance(ev, Drew) and ev.seat != seat and ev.source == "stock":
            assert ev.card is None
    if engine.phase not in ("hand-over", "match-over"):
        assert v.shown_hands == ()


def run_match(variant: str, seats: int, seed: int, full: bool) -> int:
    rules = rules_for("rami", match_hands=3, restock_cap=1 + seed % 3, **VARIANTS[variant])
    engine = new_game(rules, seats, seed)
    rng = random.Random(seed * 7919 + seats)
    solver = engine.solver
    steps = 0
    hands = 0
    while not engine.is_over:
        legal = engine.legal_actions()
        assert legal, f"no legal action in phase {engine.phase}"
        assert len(set(legal)) == len(legal)
        if full or steps % 5 == 0:
            for a in legal:
                engine.check(a)
                assert parse_action(str(a)) == a
            if engine.scorer is not None:
                before = state(engine)
                for a in probes(engine, rng):
                    if a in legal:
                        continue
                    try:
                        engine.check(a)
                    except IllegalActionError:
                        try:
                            engine.apply(a)
                        except IllegalActionError:
                            pass
                        else:
                            raise AssertionError(f"{a} passed apply after check refused it")
                assert state(engine) == before
            if engine.to_act is not None:
                check_view(engine, engine.to_act)
                check_view(engine, (engine.to_act + 1) % seats)
        action = pick(engine, legal, rng)
        events = engine.apply(action)
        steps += 1
        assert steps < 20_000, "the match does not end"
        if engine.phase != "start":
            cards = [c for h in engine.hands for c in h] + engine.stock + engine.pile + [
                c for _, m in engine.table for c in m]
            assert len(cards) == 52 and len(set(cards)) == 52
            for _, meld in engine.table:
                assert solver.meld_kind(meld) is not None
            if rules.rami_only and engine.phase not in ("hand-over", "match-over"):
                assert engine.table == [] or engine.phase == "discard"
        for ev in events:
            if isinstance(ev, HandScored):
                hands += 1
                assert sum(ev.points) == 0
                assert sum(ev.totals) == 0
                assert ev.totals == tuple(engine.scorer.totals)
                if ev.winner is not None and ev.kind != "arret":
                    assert engine.hands[ev.winner] == []
                    assert all(p <= 0 for s, p in enumerate(ev.points) if s != ev.winner)
                if ev.kind == "arret":
                    counts = [len(h) for h in engine.hands]
                    low = min(counts)
                    assert all((p >= 0) if counts[s] == low else (p < 0)
                               for s, p in enumerate(ev.points))
            if isinstance(ev, MatchOver):
                assert engine.is_over
    assert hands == 3 == len(engine.scorer.history)
    assert Counter(r.kind for r in engine.scorer.history)
    # replay from the seed and the action strings
    texts = [str(a) for a in engine.log]
    again = replay(rules, seats, seed, [parse_action(t) for t in texts])
    assert [str(a) for a in again.log] == texts
    assert again.events == engine.events
    for s in range(seats):
        assert again.view(s) == engine.view(s)
    return hands


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_random_playouts(variant, seats):
    total = 0
    for seed in range(16):
        total += run_match(variant, seats, seed, full=seed < 2)
    assert total == 48
