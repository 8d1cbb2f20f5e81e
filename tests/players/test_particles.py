"""The expert's particle filter over the opponent's hand (`game.players.particles`): its guesses
fit everything the seat saw, follow the opponent's choices, and do not depend on whether the
filter was kept across the hand or rebuilt from the history at once."""

from __future__ import annotations

import random

import pytest

from game.core.actions import DISCARD_PILE
from game.core.events import Drew
from game.match import Match
from game.players import make_player
from game.players.heuristics import Knowledge, mask_of, solver
from game.players.particles import OpponentParticles, OpponentPolicy
from game.variants import rules_for


class Recorder:
    """Plays as `inner` and keeps every view it was shown."""

    def __init__(self, inner) -> None:
        self.inner, self.name, self.views = inner, inner.name, []

    def choose(self, view, legal):
        self.views.append(view)
        return self.inner.choose(view, legal)


def _views(seed: int = 11, matches: int = 1, variant: str = "classic"):
    """The views seat 0 (hard) was shown in seeded matches against hard."""
    rules = rules_for(variant)
    views = []
    for m in range(matches):
        rec = Recorder(make_player("hard", seed=seed + m))
        match = Match(rules, [rec, make_player("hard", seed=seed + 50 + m)], seed=seed + m)
        match.run()
        views += [v for v in rec.views if v.phase in ("draw", "discard")]
    return views


def _filter(view, n: int = 60) -> OpponentParticles:
    policy = OpponentPolicy(solver(view), view.rules.turning_ace, view.knock_limit)
    return OpponentParticles(view.seat, policy, random.Random(f"t-{view.hand_no}"), n)


@pytest.mark.parametrize("variant", ["classic", "polish", "gin-only", "oklahoma"])
def test_guesses_fit_everything_the_seat_saw(variant):
    views = _views(variant=variant)
    assert len(views) > 40
    for view in views:
        pf = _filter(view)
        pf.advance(view.events)
        opp = 1 - view.seat
        assert pf.ready(view.hand_sizes[opp]), view.events[-3:]
        know = Knowledge(view)
        known, pool = mask_of(know.opp_known), mask_of(know.pool)
        assert pf.known == known
        rng = random.Random(1)
        for _ in range(20):
            hand = pf.sample(rng)
            assert hand.bit_count() == view.hand_sizes[opp]
            assert hand & known == known
            assert not (hand & ~known) & ~pool   # only cards the seat has not seen


def test_a_filter_kept_across_the_hand_holds_what_one_rebuilt_at_once_holds():
    views = [v for v in _views(seed=23) if v.hand_no == 1]
    kept = _filter(views[0])
    for view in views:
        kept.advance(view.events)
        rebuilt = _filter(view)
        rebuilt.advance(view.events)
        assert kept.particles == rebuilt.particles
        assert kept.weights == rebuilt.weights


def test_a_pickup_draws_the_guesses_towards_cards_that_meld_with_it():
    """Before a pickup the guesses hold the picked card's meld partners about as a random hand
    does; after it, much more often (a hand that takes a card mostly melds it)."""
    shares_before, shares_after = [], []
    for view in _views(seed=5, matches=3):
        events = view.events
        opp = 1 - view.seat
        for i, e in enumerate(events):
            if isinstance(e, Drew) and e.seat == opp and e.source == DISCARD_PILE:
                pf = _filter(view, 200)
                pf.advance(events[:i])
                policy, top = pf.policy, e.card.bit
                before = sum(w for p, w in zip(pf.particles, pf.weights, strict=True)
                             if policy.melds_with(top, pf.known | p)) / sum(pf.weights)
                pf.advance(events[:i + 1])
                after = sum(w for p, w in zip(pf.particles, pf.weights, strict=True)
                            if policy.melds_with(top, pf.known & ~top | p)) / sum(pf.weights)
                shares_before.append(before)
                shares_after.append(after)
                break
    assert len(shares_before) >= 5
    mean_before = sum(shares_before) / len(shares_before)
    mean_after = sum(shares_after) / len(shares_after)
    assert mean_after > mean_before + 0.25, (mean_before, mean_after)


def test_the_opponent_discard_leaves_no_guess_holding_it():
    for view in _views(seed=31)[:60]:
        pf = _filter(view)
        pf.advance(view.events)
        for b in Knowledge(view).pile:
            assert not any(p & b.bit for p in pf.particles)
