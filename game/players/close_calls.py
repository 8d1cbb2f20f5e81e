"""`hard`'s close calls settled by a small paired play-out search.

`hard` scores its choices with one-step heuristics (`game.players.hard`). When two choices
score within a margin of each other (take the discard or draw, knock or wait) the heuristic
cannot tell them apart, and its samples' noise decides. `CloseCalls`
settles such a call instead by playing each candidate to the hand's end on the same few
sampled deals (the opponent's hand from `hard`'s model, redrawn when the opponent could have
knocked with it, and a random order of the rest of the unseen cards as the stock), with the
greedy play-outs of `game.players.rollout` for both seats, as `expert` does with many more
deals and every decision. Each result is the hand's outcome in `hard`'s utility (the chance of
winning the match in a classic race, else the points); the heuristic's choice stays unless
another candidate's mean beats it by `confidence` standard errors of the paired difference.
Every candidate meets the same deals (common random numbers), so most of a hand's luck cancels
out of their difference.

`hard` searches close draws, and close knocks that it may only turn into waits: the greedy
play-outs of our own hand undervalue waiting (searched both ways, the search mostly turned
close waits into knocks and lost against `medium`; the README's "Tried and did not help").

The search draws from its own generator (seeded from the player's), so a seeded match replays
exactly, and the choices it leaves alone are those `hard` made without it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.core.view import PlayerView
from game.players.hand_model import HandModel
from game.players.rollout import Rollout, paired_best

# a candidate's play-out: (the opponent's hand, a copy of the stock drawn from its end) -> our
# points for the hand
PlayOut = Callable[[int, list[int]], int]


class CloseCalls:
    """The sampled deals of one decision and the paired comparison of candidates on them."""

    def __init__(self, view: PlayerView, model, rng: random.Random, deals: int,
                 early_stock: int, late_knock: int | None, opp_at_once: bool = False) -> None:

        self.view = view
        self.model = model
        self.rng = rng
        self.n_deals = deals
        sampler = HandModel(view, rng, 1)
        sampler.consistent, sampler.forward_steps = True, 4
        self.sampler = sampler
        self.rollout = ro = Rollout(model)
        ro.early_stock, ro.late_knock = early_stock, late_knock
        ro.opp_knocks_at_once = opp_at_once
        self._deals: list[tuple[int, list[int]]] | None = None

    def usable(self) -> bool:
        """Whether the view's card counts add up (two players, a stock to sample)."""
        s = self.sampler
        u = s.know.opp_unknown
        return (len(self.view.players) == 2 and u <= len(s.pool_bits)
                and len(s.pool_bits) - u == self.view.stock_size)

    def deals(self) -> list[tuple[int, list[int]]]:
        """The sampled deals (opponent hand, stock order), drawn once per decision."""
        if self._deals is None:
            s, rng, pool = self.sampler, self.rng, self.sampler.pool_bits
            out = []
            for _ in range(self.n_deals):
                hand = s.sample_opponent()
                stock = [b for b in pool if not b & hand]
                rng.shuffle(stock)
                out.append((hand, stock))
            self._deals = out
        return self._deals

    def results(self, players: Sequence[PlayOut]) -> list[list[float]]:
        """Each candidate's utility on each of the same sampled deals."""
        util = self.model.util
        deals = self.deals()
        return [[util(play(hand, list(stock))) for hand, stock in deals] for play in players]

    def pick(self, players: Sequence[PlayOut], confidence: float = 0.0) -> int:
        """The index of the candidate to play: the first (the heuristic's choice) unless
        another beats it on the same deals by more than `confidence` standard errors of the
        mean difference (then the best of those)."""
        return paired_best(self.results(players), confidence)

    # ----- the candidates -------------------------------------------------------------------
    def taking(self, hand: int, up: int) -> PlayOut:
        """Take the discard `up` into `hand`, then play on."""
        ro = self.rollout

        def play(opp: int, stock: list[int]) -> int:
            return ro.play(hand | up, opp, stock, 0, 0, drawn=True, taken=up)

        return play

    def drawing(self, hand: int) -> PlayOut:
        """Draw from the stock into `hand`, then play on."""
        ro = self.rollout

        def play(opp: int, stock: list[int]) -> int:
            return ro.play(hand | stock.pop(), opp, stock, 0, 0, drawn=True)

        return play

    def passing(self, hand: int, up: int, second: bool) -> PlayOut:
        """Pass the first upcard `up`: offered first, the opponent takes it when the greedy
        policy would (else we draw from the stock); offered second, the opponent draws (no
        player searches offers with it now: searched, they lost; the README's list)."""
        ro = self.rollout

        def play(opp: int, stock: list[int]) -> int:
            if second:
                return ro.play(hand, opp, stock, 0, 1)
            if ro.wants(opp, up):
                return ro.play(hand, opp | up, stock, 0, 1, drawn=True, taken=up)
            return ro.play(hand, opp, stock, 0, 0)

        return play

    def discarding(self, mine: int, bit: int) -> PlayOut:
        """Throw `bit`, keeping `mine`, then play on (0 when the throw ends a void hand)."""
        ro = self.rollout
        if self.view.stock_size <= self.view.rules.dead_hand_stock:
            return lambda opp, stock: 0

        def play(opp: int, stock: list[int]) -> int:
            return ro.play(mine, opp, stock, bit, 1)

        return play

    def knocking(self, mine: int, kd: int, melds) -> PlayOut:
        """Knock with `mine` (deadwood `kd`) laid out as `melds` (None: gin)."""
        ro, model = self.rollout, self.model
        chains = (model.layoff_chains(melds), [len(m) for m in melds]) if melds else None

        def play(opp: int, stock: list[int]) -> int:
            return ro.knock_points(mine, kd, opp, chains)

        return play
