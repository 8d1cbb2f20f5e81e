"""The least deadwood after dropping one card of a hand mask, read from a per-suit table.

`hard` and the `expert`'s play-outs ask, thousands of times per decision, which card of a hand
to drop (after a draw, for a sampled opponent hand, for every card of the pool): scoring each
card is one deadwood count per card. `Drops.best` reads instead one entry per suit of a table
built once per (card values, ace rule): per 13-bit suit mask, the card whose removal leaves the
suit's runs the least deadwood. With a rank held three or four times, each choice of sets
(`MeldSolver.set_choices`, the solver's own enumeration) is read the same way. The card
chosen is the one scoring every card would choose: the least deadwood, then the highest value,
then the lowest bit (suit, then rank). Each entry is also packed into one int whose order is
that choice (`key_tables`), so the best drop of a hand is the least of four ints per choice of
sets; only when that card is banned are the suits scanned card by card.
"""

from __future__ import annotations

from game.core.arrangements import SUIT_BITS
from game.core.melds import MeldSolver, SuitsLeft, set_removals

Entry = tuple[int, int, int]  # (suit deadwood after the drop, the card's value, its suit bit)

_TABLES: dict[tuple[tuple[int, ...], bool], list[Entry]] = {}


def drop_table(solver: MeldSolver) -> list[Entry]:
    """Per 13-bit suit mask: the best card to drop from it (see the module docstring); (0, 0,
    0) for the empty mask."""
    key = (solver.values, solver.turning)
    table = _TABLES.get(key)
    if table is None:
        runs, values = solver._run_table, solver.values
        table = [(0, 0, 0)] * (1 << 13)
        for m in range(1, 1 << 13):
            table[m] = _scan(runs, values, m, 0)
        _TABLES[key] = table
    return table


def _scan(runs: list[int], values: tuple[int, ...], m: int, banned: int) -> Entry:
    """The best card of suit mask `m` to drop, none of `banned` (bit 0: every card banned)."""
    best = (0, 0, 0)
    rest = m & ~banned
    while rest:
        low = rest & -rest
        rest ^= low
        v, val = runs[m ^ low], values[low.bit_length() - 1]
        if not best[2] or v < best[0] or (v == best[0] and val > best[1]):
            best = (v, val, low)
    return best


#: a drop's sort key packed into one int: deadwood, then the value's complement, then the bit
_DEAD_SHIFT, _VALUE_SHIFT = 58, 52
_BIT_MASK = (1 << _VALUE_SHIFT) - 1
_NONE = 1 << 90  # the key of an empty suit: never the least

_KEYS: dict[tuple[tuple[int, ...], bool], tuple[list[int], ...]] = {}


def key_tables(solver: MeldSolver) -> tuple[list[int], ...]:
    """Per suit, per 13-bit suit mask: the table's drop as one int key (see `_DEAD_SHIFT`),
    the card's bit placed in its suit, so that the least of a few ints is the best drop."""
    cache = (solver.values, solver.turning)
    keys = _KEYS.get(cache)
    if keys is None:
        table = drop_table(solver)
        keys = tuple([_NONE] + [(d << _DEAD_SHIFT) | ((31 - val) << _VALUE_SHIFT)
                                | (low << 13 * su) for d, val, low in table[1:]]
                     for su in range(4))
        _KEYS[cache] = keys
    return keys


class Drops:
    """`best(mask, banned)` for one solver (cheap to build: the table is shared)."""

    def __init__(self, solver: MeldSolver) -> None:
        self.runs = solver._run_table
        self.values = solver.values
        self.table = drop_table(solver)
        self.keys = key_tables(solver)
        self.set_choices = solver.set_choices

    def best(self, mask: int, banned: int = 0) -> tuple[int, int]:
        """(least deadwood of `mask` after dropping one card, that card's bit), never a card of
        `banned`; (huge, 0) when every card is banned."""
        t = self.runs
        s0, s1, s2, s3 = (mask & SUIT_BITS, (mask >> 13) & SUIT_BITS,
                          (mask >> 26) & SUIT_BITS, (mask >> 39) & SUIT_BITS)
        triples = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
        k0, k1, k2, k3 = self.keys
        if triples:   # per choice of sets, the best card left out of them (the suit
            # scores as `MeldSolver.set_choices` reads them, without building its tuples:
            # this is the players' hottest loop)
            key = _NONE
            for o in set_removals(mask, triples):
                m = mask & ~o
                a, b = m & SUIT_BITS, (m >> 13) & SUIT_BITS
                x, y = (m >> 26) & SUIT_BITS, (m >> 39) & SUIT_BITS
                ta, tb, tx, ty = t[a], t[b], t[x], t[y]
                total = ta + tb + tx + ty
                key = min(key, k0[a] + ((total - ta) << _DEAD_SHIFT),
                          k1[b] + ((total - tb) << _DEAD_SHIFT),
                          k2[x] + ((total - tx) << _DEAD_SHIFT),
                          k3[y] + ((total - ty) << _DEAD_SHIFT))
            if key < _NONE and not key & banned & _BIT_MASK:
                return key >> _DEAD_SHIFT, key & _BIT_MASK
            return self._least_banned(self.set_choices(mask, triples), banned)
        a, b, c, d = t[s0], t[s1], t[s2], t[s3]
        total = a + b + c + d
        key = min(k0[s0] + ((total - a) << _DEAD_SHIFT), k1[s1] + ((total - b) << _DEAD_SHIFT),
                  k2[s2] + ((total - c) << _DEAD_SHIFT), k3[s3] + ((total - d) << _DEAD_SHIFT))
        if key < _NONE and not key & banned & _BIT_MASK:
            return key >> _DEAD_SHIFT, key & _BIT_MASK
        return self._least_banned([(0, ((total - a, s0), (total - b, s1), (total - c, s2),
                                        (total - d, s3)))], banned)

    def _least_banned(self, choices: list[tuple[int, SuitsLeft]],
                      banned: int) -> tuple[int, int]:
        """The best drop over the hand's choices of sets when the best card is banned: per
        suit, the table's card to drop or, banned, the best of the others; the least
        deadwood, then the highest value, then the lowest bit."""
        t, table = self.runs, self.table
        best = (1 << 30, 0, 0)  # (deadwood, -value, bit)
        for _o, per_suit in choices:
            for su in range(4):
                rest, sm = per_suit[su]
                if not sm:
                    continue
                shift = 13 * su
                d, val, low = table[sm]
                if (low << shift) & banned:  # the suit's best may not go: the next best
                    d, val, low = _scan(t, self.values, sm, (banned >> shift) & SUIT_BITS)
                    if not low:
                        continue
                key = (rest + d, -val, low << shift)
                if key < best:
                    best = key
        return best[0], best[2]
