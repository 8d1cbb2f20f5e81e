"""The play-outs' greedy discard read from the per-suit drop table chooses exactly the card that
scoring every card of the hand chooses (least deadwood, highest value, lowest bit), never the
card just taken, with or without ranks held three times, for both ace rules."""

import random

import pytest

from game.core.cards import Card
from game.core.families import new_game
from game.players.hand_model import HandModel
from game.players.rollout import Rollout
from game.variants import rules_for


def _rollout(variant: str) -> Rollout:
    engine = new_game(rules_for(variant), 2, 1)
    engine.apply(engine.legal_actions()[0])  # the deal
    return Rollout(HandModel(engine.view(engine.to_act), random.Random(0), 1))


@pytest.mark.parametrize("variant", ["classic", "polish"])
def test_the_table_throw_is_the_card_by_card_throw(variant):
    ro = _rollout(variant)
    rng = random.Random(7)
    with_sets = 0
    for _ in range(4000):
        ranks = rng.sample(range(13), rng.choice([4, 5, 13]))  # few ranks: sets are common
        cards = rng.sample([s * 13 + r for r in ranks for s in range(4)], 11)
        full = sum(1 << c for c in cards)
        taken = 1 << rng.choice(cards) if rng.random() < 0.5 else 0
        left, bit = ro.throw(full, taken)
        assert (left, bit) == ro._throw_each(full, taken), (cards, taken)
        assert bit & full and bit != taken
        assert left == ro.dw(full & ~bit)
        by_rank = [sum(1 for c in cards if c % 13 == r) for r in range(13)]
        with_sets += max(by_rank) >= 3
    assert with_sets > 1000  # both paths of `throw` were compared


def test_the_greedy_throw_keeps_the_taken_card_and_drops_the_highest_of_equals():
    ro = _rollout("classic")
    # spades A-2-3 (run), hearts 4-5-6 (run), 7-8-9 of clubs (run), KD and QD left over, and
    # the taken card KS: KD (10) goes, not KS even though it is as high
    bit_of = {n: Card.parse(n).bit for n in
              "AS 2S 3S 4H 5H 6H 7C 8C 9C KD KS".split()}
    full = sum(bit_of.values())
    left, bit = ro.throw(full, bit_of["KS"])
    assert bit == bit_of["KD"] and left == 10
    left, bit = ro.throw(full)  # nothing taken: equal kings, the first met (spades) goes
    assert bit == bit_of["KS"] and left == 10


@pytest.mark.parametrize("variant", ["classic", "polish", "gin-rami"])
def test_drops_best_with_a_banned_mask_is_the_card_by_card_choice(variant):
    """`Drops.best` with several banned cards (hard keeps the opponent's known picks) is the
    card-by-card choice among the others, and its deadwood that of the hand without it."""
    ro = _rollout(variant)
    drops, dw, val = ro.drops, ro.dw, ro.val
    rng = random.Random(11)
    for _ in range(3000):
        ranks = rng.sample(range(13), rng.choice([4, 6, 13]))
        cards = rng.sample([s * 13 + r for r in ranks for s in range(4)], rng.choice([10, 11]))
        mask = sum(1 << c for c in cards)
        banned = sum(1 << c for c in rng.sample(cards, rng.choice([0, 1, 3])))
        expected = None
        for c in sorted(cards):  # lowest bit first: the least deadwood, then the highest card
            b = 1 << c
            if b & banned:
                continue
            key = (dw(mask & ~b), -val[b])
            if expected is None or key < expected[0]:
                expected = (key, b)
        left, bit = drops.best(mask, banned)
        assert (left, bit) == (expected[0][0], expected[1]), (cards, banned)


def _mask(text: str) -> int:
    return sum(Card.parse(t).bit for t in text.split())


def test_the_late_knock_rule_waits_for_less_deadwood_late_in_the_hand():
    """Ten stock cards left (late): the seat draws KD and could knock with 5D (5 deadwood).
    Knocking at once scores that knock; with the expert's rule (below 24 stock cards knock only
    with 4 or less) it throws KD, the opponent draws 2H and throws, and the seat's next draw
    TC makes 7C-TC and a gin with 5D thrown."""
    ro = _rollout("classic")
    mine = _mask("AS 2S 3S 4H 5H 6H 7C 8C 9C 5D")
    theirs = _mask("2D 4C 6C JD QH KS 9H 7S 3D JC")
    stock = [Card.parse(t).bit for t in "8H 8S 6S QC AD QD 3C TC 2H KD".split()]  # top: last
    knock = ro.play(mine, theirs, list(stock), 0, 0)
    assert knock == ro.knock_points(mine, 5, theirs)
    ro.early_stock, ro.late_knock = 24, 4
    waited = ro.play(mine, theirs, list(stock), 0, 0)
    # the opponent's hand after drawing 2H and throwing its worst card
    left = ro.throw(theirs | Card.parse("2H").bit)[1]
    assert waited == ro.model.score(0, ro.dw((theirs | Card.parse("2H").bit) & ~left))
    assert waited > knock
    ro.early_stock = 9  # nine cards after its draw: "early" for this rule, it knocks at once
    assert ro.play(mine, theirs, list(stock), 0, 0) == knock
