"""`hard`'s knock reach: the chance that the next stock draw brings a discard's hand to the
knock limit, and its weight in the discard choice (`HardPlayer.reach_weight`)."""

from __future__ import annotations

import random

import pytest

from game.core.actions import Discard
from game.players import make_player
from game.players.hand_model import HandModel
from game.players.heuristics import bits_of, mask_of
from tests.players.test_hard_model import advance


def discard_views(variant: str, wanted: int):
    """Views of seated players about to discard, from seeded medium-against-medium matches."""
    found = []
    for seed in range(40):
        for steps in range(5, 60, 3):
            engine = advance(variant, seed, steps)
            if engine.is_over or engine.phase != "discard":
                continue
            legal = engine.legal_actions()
            if not any(isinstance(a, Discard) for a in legal):
                continue
            found.append((engine.view(engine.to_act), legal))
            if len(found) == wanted:
                return found
    return found


def brute_force_reach(model: HandModel, mask: int) -> float:
    """The definition, card by card: each unseen card's chance of being the next draw where
    drawing it and throwing the best card leaves the knock limit or less."""
    if model.dw(mask) <= model.limit:
        return 1.0
    chance = 0.0
    for bit, p in zip(model.pool_bits, model.draw_p, strict=True):
        full = mask | bit
        if min(model.dw(full & ~b) for b in bits_of(full)) <= model.limit:
            chance += p
    return chance


@pytest.mark.parametrize("variant", ["classic", "oklahoma", "gin-rami"])
def test_reach_is_the_chance_of_a_knocking_draw(variant):
    views = discard_views(variant, 20)
    assert len(views) >= 15
    between = 0
    for view, _legal in views:
        model = HandModel(view, random.Random(1), 4)
        hand = mask_of(view.hand)
        for b in bits_of(hand):
            mask = hand & ~b
            base = model.dw(mask)
            gain, chance = model.potential_and_reach(mask, base)
            assert gain == pytest.approx(model.potential(mask, base))
            assert chance == pytest.approx(brute_force_reach(model, mask))
            between += 0.0 < chance < 1.0
    assert between > 10  # hands above the limit with some knocking draws were met


def test_reach_weight_prefers_the_hand_nearer_the_knock():
    """Where the weighted choice differs from the choice without the term, it keeps the hand
    with the larger chance to knock after the next draw."""
    changed = 0
    for view, legal in discard_views("classic", 120):
        model = HandModel(view, random.Random(1), 4)
        hand = mask_of(view.hand)
        picks = {}
        for weight in (0.0, 8.0):
            player = make_player("hard", seed=3)
            player.reach_weight = weight
            player.close_deals = 0
            picks[weight] = player.choose(view, legal)
        with_reach, without = picks[8.0], picks[0.0]
        if with_reach == without or not isinstance(with_reach, Discard) \
                or not isinstance(without, Discard):
            continue
        changed += 1

        def chance(action, model=model, hand=hand):
            mask = hand & ~action.card.bit
            return model.potential_and_reach(mask, model.dw(mask))[1]

        assert chance(with_reach) > chance(without)
    assert changed >= 2

