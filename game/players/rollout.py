"""Fast play-outs of a two-player Gin hand on bit masks, for the `expert` player's search.

A `Rollout` plays a determinized position (both hands, the stock order and the top of the
discard pile all fixed by a sample) to the hand's end with the same greedy policy for both
seats, the policy `medium` plays: take the discard when it melds and lowers the deadwood,
throw to the least deadwood (the highest card among equal ones, never the card just taken),
go out as soon as the knock limit allows (big gin when the rules have it), lay off optimally.
With `late_knock` set (the expert sets it), a seat knocks late in the hand only with that
much deadwood or less: once the stock is below `early_stock` cards it waits for a lower
count, as `hard` mostly does (its knock-or-wait choices in 60 matches against medium: it
knocked at 93 of 138 chances with 24 or more cards in the stock, 64 of 399 below that, and
29 of 93 of those with 4 deadwood or less), and gin always goes.
It returns the hand's points for the searching seat under the hand's rules (gin and undercut
bonuses, the tie rule, a doubled Oklahoma hand, a void hand when the stock runs down).

Everything is an int mask (`Card.bit`), so a play-out costs a few hundred microseconds; no
`Card`, view or engine is built except the knocker's arrangement (cached by hand). The greedy
discard reads one table entry per suit (`game.players.drops`) instead of scoring each card.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.core.melds import MeldSolver
from game.players.heuristics import BIT_CARD, bits_of

if TYPE_CHECKING:
    from game.players.hand_model import HandModel


class Rollout:
    """Greedy play-outs under one view's rules (built once per decision)."""

    def __init__(self, model: HandModel) -> None:
        r = model.rules
        self.model = model
        self.solver: MeldSolver = model.solver
        self.dw = model.dw
        self.after = model.solver.after_each_mask
        self.drops = model.drops
        self.val = model.val
        self.partners = model.partners
        self.limit = model.limit
        self.mult = model.mult
        self.dead = r.dead_hand_stock
        self.big_gin = r.big_gin
        self.big_bonus = r.big_gin_bonus
        self._chains: dict[int, tuple[list, list[int]]] = {}
        self.early_stock = 0   # with `late_knock`: below this many stock cards, knock only
        self.late_knock = None  # ... with at most this deadwood (None: knock at once)
        self.opp_knocks_at_once = False  # the rule above for the searching seat only

    # ----- scoring ----------------------------------------------------------------------------
    def chains_of(self, mask: int) -> tuple[list, list[int]]:
        """The lay-off chains and meld lengths of the best arrangement of a knocker's hand."""
        got = self._chains.get(mask)
        if got is None:
            cards = [BIT_CARD[b] for b in bits_of(mask)]
            melds = self.solver.best_arrangement(cards).melds
            got = self._chains[mask] = (self.model.layoff_chains(melds),
                                        [len(m) for m in melds])
        return got

    def knock_points(self, knocker: int, kd: int, defender: int,
                     chains: tuple[list, list[int]] | None = None) -> int:
        """Points (positive for the knocker) of going out with `knocker` (deadwood `kd`) against
        `defender`, who lays off on the knocker's melds (`chains`, else its best arrangement)
        unless it is gin."""
        if kd == 0:
            return self.model.score(0, self.dw(defender))
        links, lengths = chains or self.chains_of(knocker)
        theirs = self.model.after_layoffs(defender, links, lengths)
        return self.model.score(kd, theirs)

    # ----- the greedy policy ------------------------------------------------------------------
    def wants(self, hand: int, top: int) -> bool:
        """Whether the greedy policy takes the discard `top`: it melds and lowers deadwood."""
        same, pairs = self.partners[top]
        if (hand & same).bit_count() < 2 and not any(hand & p == p for p in pairs):
            return False
        return self.throw(hand | top, top)[0] < self.dw(hand)

    def throw(self, full: int, taken: int = 0) -> tuple[int, int]:
        """The greedy discard from an 11-card hand: (deadwood left, the card's bit), the least
        deadwood and the highest card among equal ones (the first met, lowest bit first, among
        equal values), never `taken` (`Drops.best`)."""
        return self.drops.best(full, taken)

    def _throw_each(self, full: int, taken: int) -> tuple[int, int]:
        """`throw` by scoring every card (the reference the table reading is tested against)."""
        val = self.val
        best_v, best_b = 1 << 30, 0
        for b, v in self.after(full):
            if b == taken:
                continue
            if v < best_v or (v == best_v and val[b] > val[best_b]):
                best_v, best_b = v, b
        return best_v, best_b

    def play(self, mine: int, theirs: int, stock: list[int], top: int, turn: int,
             drawn: bool = False, taken: int = 0) -> int:
        """Play on to the hand's end and return the points for the seat holding `mine`.

        `turn` is 0 when that seat is to act, 1 for the opponent; `stock` is consumed from its
        end. With `drawn`, the seat to act has already drawn (its hand holds 11 cards, `taken`
        the one it took from the pile, which it may not throw) and only discards or goes out;
        else it starts its turn by drawing."""
        hands = [mine, theirs]
        limit = self.limit
        while True:
            hand = hands[turn]
            if drawn:
                full, drawn = hand, False
            elif top and self.wants(hand, top):
                full, taken = hand | top, top
            else:
                if not stock:
                    return 0
                full, taken = hand | stock.pop(), 0
            if self.big_gin and self.dw(full) == 0:
                points = (self.big_bonus + self.dw(hands[1 - turn])) * self.mult
                return points if turn == 0 else -points
            best_v, best_b = self.throw(full, taken)
            hand = full & ~best_b
            if best_v <= limit and (self.late_knock is None or best_v <= self.late_knock
                                    or len(stock) >= self.early_stock
                                    or (turn and self.opp_knocks_at_once)):
                points = self.knock_points(hand, best_v, hands[1 - turn])
                return points if turn == 0 else -points
            hands[turn] = hand
            top = best_b
            if len(stock) <= self.dead:
                return 0  # the stock ran down: a void hand
            turn ^= 1


def paired_best(results: list[list[float]], confidence: float) -> int:
    """The candidate to play from each candidate's results on the same deals: the first (the
    heuristic's choice) unless another beats it by more than `confidence` standard errors of
    the mean paired difference (then the best of those). Different candidates soon lead to
    different hands, so most of a hand's luck stays in each difference: without this test a
    search would mostly pick noise among near-equal candidates."""
    base = results[0]
    n = len(base)
    best, best_mean = 0, 0.0
    for i in range(1, len(results)):
        diffs = [a - b for a, b in zip(results[i], base, strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
        if mean > confidence * math.sqrt(var / n) and mean > best_mean:
            best, best_mean = i, mean
    return best
