"""`hard`'s value of waiting instead of knocking, looked at over several turns.

Knocking now has a value the sampled opponent hands give directly (`HandModel.knock_value`).
Waiting is worth what the next turns bring: each sampled opponent hand draws from the stock
(played forward greedily, as the opponent model does) and knocks as soon as it can (its knock
against our deadwood then); otherwise we draw (each unseen card with its chance of being the
next draw), throw to the least deadwood and, at each of our next turns, choose again between
knocking (against the opponent hands still in play, their lay-offs on our current melds) and
waiting on, up to `horizon` of our turns. At the last turn looked at a hand that can knock
knocks and one that cannot is worth 0 (the hand goes on). A hand that the stock's running
down would make void is worth 0 as well.

With a horizon of 1 this is the one-turn look-ahead `hard` played before: a hand one draw
from a knock was worth its knock, a chance of gin two draws away was worth nothing. Over two
turns the choice between knocking and waiting is made again after the next draw, so a hand
close to gin with many outs is worth waiting with, and with the match-aware utility
(`game.players.match_value`) waiting is worth more when a small win does not help and less when
any win ends the match.

The outcomes are in the model's utility (`HandModel.util`), summed over the sampled hands and
divided by their number, so every branch weighs its share of the samples.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.players.heuristics import BIT_CARD, bits_of

if TYPE_CHECKING:
    from game.players.hand_model import HandModel


class WaitLookahead:
    """The value of discarding down to a ten-card mask and playing on, for one decision."""

    def __init__(self, model: HandModel, horizon: int) -> None:
        self.model = model
        self.horizon = max(1, horizon)
        self._knock: dict[tuple[int, int], float] = {}
        self._values: dict[tuple[int, int], float] = {}

    def value(self, mask: int) -> float:
        """Expected utility of discarding down to `mask` and playing on."""
        m = self.model
        hands = m.opponent_hands()
        if not hands:
            return 0.0
        self.n = len(hands)
        self._trajectories(hands)
        arr = m.solver.best_arrangement([BIT_CARD[b] for b in bits_of(mask)])
        self.melds = arr.melds
        self._after: dict[int, list[int]] = {}
        return self._wait(mask, m.dw(mask), 0)

    # ----- the opponent's turns ---------------------------------------------------------------
    def _trajectories(self, hands: list[int]) -> None:
        """Per turn t (1..horizon): the sampled hands still playing after the opponent's t-th
        draw, and the deadwood of those that go out at that draw (they knock against us), each
        sampled hand drawing one random card per turn."""
        m = self.model
        rng, pool, dw, limit = m.rng, m.pool_bits, m.dw, m.limit
        alive = list(hands)
        self.alive: list[list[int]] = [alive]
        self.out: list[list[int]] = [[]]
        for _t in range(self.horizon):
            nxt, out = [], []
            for h in alive:
                choices = [b for b in pool if not b & h]
                h2 = m._improve(h, rng.choice(choices), 0) if choices else h
                theirs = dw(h2)
                if theirs <= limit:
                    out.append(theirs)
                else:
                    nxt.append(h2)
            self.alive.append(nxt)
            self.out.append(out)
            alive = nxt

    # ----- our turns --------------------------------------------------------------------------
    def _knock_value(self, k: int, t: int) -> float:
        """Utility (share of all samples) of knocking with deadwood `k` at our t-th next turn."""
        key = (k, t)
        got = self._knock.get(key)
        if got is None:
            m = self.model
            alive, u = self.alive[t], m.util
            if k == 0:
                got = sum(u(m.score(0, m.dw(h))) for h in alive) / self.n
            else:
                theirs = self._after.get(t)
                if theirs is None:
                    theirs = self._after[t] = m.knock_outcomes(self.melds, alive)
                got = sum(u(m.score(k, d)) for d in theirs) / self.n
            self._knock[key] = got
        return got

    def _wait(self, mask: int, mine: int, t: int) -> float:
        """Utility (share of all samples) of having discarded down to `mask` (deadwood `mine`)
        after our t-th next turn (t = 0: now) and playing on."""
        key = (mask, t)
        got = self._values.get(key)
        if got is not None:
            return got
        m = self.model
        u = m.util
        # the opponent's next draw: those who can go out do (our lay-offs ignored)
        value = sum(u(-m.score(theirs, mine)) for theirs in self.out[t + 1]) / self.n
        stock_before = m.view.stock_size - 2 * t
        if stock_before - 1 <= m.rules.dead_hand_stock or not self.alive[t + 1]:
            self._values[key] = value
            return value
        last = t + 1 >= self.horizon or stock_before - 2 <= m.rules.dead_hand_stock
        limit = m.limit
        m1, worst = m.drops.best(mask)
        nxt = 0.0
        for bit, p in zip(m.pool_bits, m.draw_p, strict=True):
            if bit & mask:
                continue
            if not m.can_meld(bit, mask):
                k = m1 + m.val[bit]
                new = mask & ~worst | bit if k < mine else mask
            else:
                k, thrown = m.drops.best(mask | bit, bit)
                new = (mask | bit) & ~thrown if k < mine else mask
            k = min(k, mine)
            if last:
                if k <= limit:
                    nxt += p * self._knock_value(k, t + 1)
                continue
            best = self._wait(new, k, t + 1)
            if k <= limit:
                best = max(best, self._knock_value(k, t + 1))
            nxt += p * best
        value += nxt
        self._values[key] = value
        return value
