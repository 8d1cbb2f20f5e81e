"""Fast play-outs of a two-player Gin hand on bit masks, for the `expert` player's search.

A `Rollout` plays a determinized position (both hands, the stock order and the top of the
discard pile all fixed by a sample) to the hand's end with the same greedy policy for both
seats, the policy `medium` plays: take the discard when it melds and lowers the deadwood,
throw to the least deadwood (the highest card among equal ones, never the card just taken),
go out as soon as the knock limit allows (big gin when the rules have it), lay off optimally.
It returns the hand's points for the searching seat under the hand's rules (gin and undercut
bonuses, the tie rule, a doubled Oklahoma hand, a void hand when the stock runs down).

Everything is an int mask (`Card.bit`), so a play-out costs a few hundred microseconds; no
`Card`, view or engine is built except the knocker's arrangement (cached by hand). The greedy
discard of a hand without a rank held three times reads one table entry per suit (`drop_table`:
per 13-bit suit mask, the best card to drop from it) instead of scoring each of its 11 cards.
"""

from __future__ import annotations

from game.core.arrangements import SUIT_BITS
from game.core.melds import MeldSolver, _set_removals
from game.players.hard import HandModel
from game.players.heuristics import BIT_CARD, bits_of

_DROP_TABLES: dict[tuple[tuple[int, ...], bool], list[tuple[int, int, int]]] = {}


def drop_table(solver: MeldSolver) -> list[tuple[int, int, int]]:
    """Per 13-bit suit mask (not empty): (the suit's run deadwood after dropping its best card,
    that card's value, its bit within the suit). The best card leaves the least deadwood, the
    highest value among equal ones, the lowest rank among equal values: the order in which
    `Rollout.throw` meets the cards, so reading the table chooses as scoring every card does.
    Built once per (card values, ace rule): 8192 masks."""
    key = (solver.values, solver.turning)
    table = _DROP_TABLES.get(key)
    if table is None:
        runs = solver._run_table
        values = solver.values
        table = [(0, 0, 0)] * (1 << 13)
        for m in range(1, 1 << 13):
            best = None
            rest = m
            while rest:
                low = rest & -rest
                rest ^= low
                v, val = runs[m ^ low], values[low.bit_length() - 1]
                if best is None or v < best[0] or (v == best[0] and val > best[1]):
                    best = (v, val, low)
            table[m] = best
        table = _DROP_TABLES[key] = table
    return table


class Rollout:
    """Greedy play-outs under one view's rules (built once per decision)."""

    def __init__(self, model: HandModel) -> None:
        r = model.rules
        self.model = model
        self.solver: MeldSolver = model.solver
        self.dw = model.dw
        self.after = model.solver.after_each_mask
        self.runs = model.solver._run_table
        self.drops = drop_table(model.solver)
        self.val = model.val
        self.partners = model.partners
        self.limit = model.limit
        self.mult = model.mult
        self.dead = r.dead_hand_stock
        self.big_gin = r.big_gin
        self.big_bonus = r.big_gin_bonus
        self._chains: dict[int, tuple[list, list[int]]] = {}

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
        equal values), never `taken`."""
        t = self.runs
        suits = (full & SUIT_BITS, (full >> 13) & SUIT_BITS, (full >> 26) & SUIT_BITS,
                 (full >> 39) & SUIT_BITS)
        s0, s1, s2, s3 = suits
        if (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3):
            return self._throw_scored(full, taken)  # a set is possible: score every card
        base = (t[s0], t[s1], t[s2], t[s3])
        total = base[0] + base[1] + base[2] + base[3]
        drops = self.drops
        best_v, best_val, best_b = 1 << 30, -1, 0
        for su in range(4):
            m = suits[su]
            if not m:
                continue
            shift = 13 * su
            d, val, low = drops[m]
            if low << shift == taken:  # the best of this suit may not go: the next best
                d, val, low = self._drop_without(m, low)
                if not low:
                    continue
            v = total - base[su] + d
            if v < best_v or (v == best_v and val > best_val):
                best_v, best_val, best_b = v, val, low << shift
        return best_v, best_b

    def _drop_without(self, m: int, banned: int) -> tuple[int, int, int]:
        """`drop_table`'s entry for suit mask `m` when the card `banned` may not be dropped."""
        t, values = self.runs, self.model.solver.values
        best = (0, 0, 0)
        rest = m & ~banned
        while rest:
            low = rest & -rest
            rest ^= low
            v, val = t[m ^ low], values[low.bit_length() - 1]
            if not best[2] or v < best[0] or (v == best[0] and val > best[1]):
                best = (v, val, low)
        return best

    def _throw_scored(self, full: int, taken: int) -> tuple[int, int]:
        """`throw` for a hand holding a rank three times: for each choice of sets
        (`_set_removals`), the best card left out of them is read per suit from the table; the
        least deadwood wins, then the highest value, then the lowest bit (as scoring every
        card over every choice would choose)."""
        t, drops = self.runs, self.drops
        s0, s1, s2, s3 = (full & SUIT_BITS, (full >> 13) & SUIT_BITS,
                          (full >> 26) & SUIT_BITS, (full >> 39) & SUIT_BITS)
        triples = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
        best = (1 << 30, 0, 0)  # (deadwood, -value, bit)
        for o in _set_removals(full, triples):
            m = full & ~o
            left = (m & SUIT_BITS, (m >> 13) & SUIT_BITS, (m >> 26) & SUIT_BITS,
                    (m >> 39) & SUIT_BITS)
            scores = (t[left[0]], t[left[1]], t[left[2]], t[left[3]])
            total = scores[0] + scores[1] + scores[2] + scores[3]
            for su in range(4):
                sm = left[su]
                if not sm:
                    continue
                d, val, low = drops[sm]
                if low << (13 * su) == taken:
                    d, val, low = self._drop_without(sm, low)
                    if not low:
                        continue
                key = (total - scores[su] + d, -val, low << (13 * su))
                if key < best:
                    best = key
        return best[0], best[2]

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
            if best_v <= limit:
                points = self.knock_points(hand, best_v, hands[1 - turn])
                return points if turn == 0 else -points
            hands[turn] = hand
            top = best_b
            if len(stock) <= self.dead:
                return 0  # the stock ran down: a void hand
            turn ^= 1
