"""The hard player's bookkeeping: what it deduces from the view, and its fast lay-off count."""

import random

import pytest

from game.core.cards import new_deck
from game.core.families import new_game
from game.players import make_player
from game.players.hand_model import HandModel
from game.players.heuristics import Knowledge, can_meld, mask_of, solver
from game.variants import rules_for


def advance(variant, seed, steps):
    """A match played `steps` decisions in by two medium players."""
    engine = new_game(rules_for(variant), rules_for(variant).min_players, seed)
    players = [make_player("medium", seed=s) for s in range(engine.seats)]
    for _ in range(steps):
        if engine.is_over:
            break
        seat = engine.to_act
        if seat is None:
            engine.apply(engine.legal_actions()[0])
            continue
        engine.apply(players[seat].choose(engine.view(seat), engine.legal_actions()))
    return engine


@pytest.mark.parametrize("variant", ["classic", "three-player", "gin-rami", "oklahoma"])
def test_unseen_pool_is_stock_plus_opponents_unknown_cards(variant):
    checked = 0
    for seed in range(4):
        for steps in (3, 12, 25, 40):
            engine = advance(variant, seed, steps)
            if engine.phase not in ("draw", "discard", "offer", "opening"):
                continue
            seat = engine.to_act
            view = engine.view(seat)
            k = Knowledge(view)
            opp = k.opp
            assert opp in view.players and opp != seat
            assert set(k.opp_known) <= set(engine.hands[opp])
            pool = set(k.pool)
            assert len(pool) == view.stock_size + k.opp_unknown
            truth = set(engine.stock) | (set(engine.hands[opp]) - set(k.opp_known))
            assert pool == truth
            assert k.pile == engine.pile
            checked += 1
    assert checked >= 8


@pytest.mark.parametrize("variant", ["classic", "gin-rami"])
def test_fast_layoffs_match_the_engines_optimal_layoffs(variant):
    rules = rules_for(variant)
    engine = new_game(rules, 2, 1)
    engine.apply(engine.legal_actions()[0])
    view = engine.view(0)
    model = HandModel(view, random.Random(0), 4)
    s = solver(view)
    rng = random.Random(7)
    deck = new_deck()
    tried = 0
    while tried < 300:
        cards = rng.sample(deck, 20)
        knocker, defender = cards[:10], cards[10:]
        arr = s.best_arrangement(knocker)
        if not arr.melds:
            continue
        tried += 1
        _, left = s.best_layoffs(defender, [list(m) for m in arr.melds])
        fast = model.knock_outcomes(arr.melds, [mask_of(defender)])[0]
        assert fast == left.deadwood, (knocker, defender)


def test_can_meld_knows_turning_aces():
    from game.core.cards import Card, parse_cards

    hand = mask_of(parse_cards("KS QS 5H"))
    ace = Card.parse("AS")
    assert can_meld(ace, hand, turning=True)
    assert not can_meld(ace, hand, turning=False)
    assert can_meld(Card.parse("JS"), hand)
    assert can_meld(Card.parse("5D"), mask_of(parse_cards("5S 5C")))
    assert not can_meld(Card.parse("5D"), mask_of(parse_cards("5S 6D")))


def test_consistent_samples_are_rarely_hands_the_opponent_would_have_knocked_with():
    """With `consistent`, a sample that could have knocked at the opponent's last turn is
    drawn again: such samples get rarer, and every sample still holds the opponent's known
    picks and only cards of the unseen pool."""
    knockable = {False: 0, True: 0}
    checked = 0
    for seed in range(6):
        engine = advance("classic", seed, 30)
        if engine.phase not in ("draw", "discard"):
            continue
        view = engine.view(engine.to_act)
        checked += 1
        for consistent in (False, True):
            model = HandModel(view, random.Random(seed), 40)
            model.consistent = consistent
            model.forward_steps = 4
            hands = model.opponent_hands()
            known = mask_of(model.know.opp_known)
            for h in hands:
                assert h & known == known and not (h & ~known) & ~model.pool_mask
            knockable[consistent] += sum(model.dw(h) <= view.knock_limit for h in hands)
    assert checked >= 3
    assert knockable[True] < knockable[False]
