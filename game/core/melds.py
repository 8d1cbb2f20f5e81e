"""Melds, deadwood and lay-offs: exact, never greedy.

`MeldSolver` is stateless apart from lookup tables built once per (card values, turning ace)
pair. Its fast path works on the 52-bit hand mask: sets are enumerated over the few ranks held
three or four times, and each suit's leftover cards are scored for runs from a table of all
8192 suit masks. Hands holding two identical cards (two decks) take an exact search instead.
The arrangement search and the lay-off plans are its parts in `game.core.arrangements` and
`game.core.layoffs`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations, product

from game.core.arrangements import (
    SUIT_BITS,
    Arrangement,
    FastArrangements,
    Meld,
    _blocks,
)
from game.core.cards import Card
from game.core.layoffs import LayoffPlans

#: per suit, after a choice of sets: (the deadwood of the three other suits' cards left, the
#: suit's cards left)
SuitsLeft = tuple[tuple[int, int], tuple[int, int], tuple[int, int], tuple[int, int]]


def _build_set_choices() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Per rank (0-12) and per pattern of suits held (4 bits): the masks of the cards a set
    of that rank may take, 0 (no set) first: all three held, or all four and each three."""
    table = []
    for r in range(13):
        row = []
        for held in range(16):
            bits = [1 << (s * 13 + r) for s in range(4) if held >> s & 1]
            every = sum(bits)
            if len(bits) == 3:
                row.append((0, every))
            elif len(bits) == 4:
                row.append((0, every, *(every & ~b for b in bits)))
            else:
                row.append((0,))
        table.append(tuple(row))
    return tuple(table)


_SET_CHOICES = _build_set_choices()

def set_removals(mask: int, triples: int) -> list[int]:
    """Every choice of sets for the ranks held three or four times (`triples`, a 13-bit rank
    mask): the masks of the cards taken into sets, 0 (none) first."""
    removals = [0]
    while triples:
        low = triples & -triples
        triples ^= low
        r = low.bit_length() - 1
        held = (mask >> r & 1 | (mask >> (r + 12)) & 2 | (mask >> (r + 24)) & 4
                | (mask >> (r + 36)) & 8)
        choices = _SET_CHOICES[r][held]
        removals = [o | c for o in removals for c in choices]
    return removals


def _index(card: Card) -> int:
    return card.index


def _in_order(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The cache key of a hand's arrangements: its cards by index (the arrangements do not
    depend on the order, and the same hand comes in several orders: the defender's, laid
    off by a player's plan and then spread by the engine)."""
    return tuple(sorted(cards, key=_index))


class MeldSolver(FastArrangements, LayoffPlans):
    """Exact meld arithmetic for one set of card values and ace rule."""

    def __init__(self, values: Sequence[int], turning: bool = False) -> None:
        self.values = tuple(values)
        self.turning = turning
        # per 13-bit suit mask: whether its ranks are one block of consecutive ranks
        self._one_block = [False] * (1 << 13)
        # per 13-bit suit mask: its blocks of three or more consecutive ranks (its runs)
        self._suit_long_blocks: list[tuple[tuple[int, ...], ...]] = [()] * (1 << 13)
        self._run_table = self._build_run_table()
        self._set_memo: dict[int, int] = {}  # mask -> deadwood, for hands that hold a set
        self._last_after: tuple = (-1, {}, ())  # the last after_each_by_index answer

    def __deepcopy__(self, memo: dict) -> MeldSolver:
        return self  # immutable tables: engine clones share one solver

    # ----- tables ---------------------------------------------------------------------------
    def _build_run_table(self) -> list[int]:
        """Deadwood of every 13-bit suit mask when only runs may be formed (and, from the same
        blocks, `_one_block` and `_suit_long_blocks`)."""
        table = [0] * (1 << 13)
        one = self._one_block
        runs = self._suit_long_blocks
        for mask in range(1 << 13):
            dead = 0
            blocks = _blocks(mask, self.turning)
            long = []
            for block in blocks:
                if len(block) < 3:
                    dead += sum(self.values[r] for r in block)
                else:
                    long.append(tuple(block))
            table[mask] = dead
            one[mask] = len(blocks) == 1
            if long:
                runs[mask] = tuple(long)
        return table

    def value(self, card: Card) -> int:
        return self.values[card.rank - 1]

    def total(self, cards: Iterable[Card]) -> int:
        vals = self.values
        return sum(vals[c.rank - 1] for c in cards)

    # ----- fast path: deadwood of a hand without duplicate cards ----------------------------
    def deadwood_mask(self, mask: int) -> int:
        """Minimum deadwood of the hand whose 52-bit mask is `mask`."""
        t = self._run_table
        s0 = mask & SUIT_BITS
        s1 = (mask >> 13) & SUIT_BITS
        s2 = (mask >> 26) & SUIT_BITS
        s3 = (mask >> 39) & SUIT_BITS
        triples = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
        if not triples:
            return t[s0] + t[s1] + t[s2] + t[s3]
        memo = self._set_memo
        got = memo.get(mask)
        if got is None:  # hands change by one card a turn: the same hands come back often
            if len(memo) > 100_000:  # about 10 MB at most
                memo.clear()
            got = memo[mask] = self._with_set_options(mask, triples)
        return got

    def _with_set_options(self, mask: int, triples: int) -> int:
        """Deadwood when each rank held in 3+ suits is left alone, made a set of all its
        cards, or (with four) a set of any three; the runs table scores the rest.

        The choices per rank come from `_SET_CHOICES` (built once), so the slow path only
        combines ready-made masks and reads the runs table."""
        t = self._run_table
        best = 1 << 30
        for o in set_removals(mask, triples):
            m = mask & ~o
            v = (t[m & SUIT_BITS] + t[(m >> 13) & SUIT_BITS] + t[(m >> 26) & SUIT_BITS]
                 + t[(m >> 39) & SUIT_BITS])
            if v < best:
                best = v
                if v == 0:
                    break
        return best

    # ----- general entry points -------------------------------------------------------------
    def deadwood(self, cards: Sequence[Card]) -> int:
        """Minimum deadwood of any hand (two identical cards allowed)."""
        mask = 0
        for c in cards:
            mask |= c.bit
        if mask.bit_count() == len(cards):
            return self.deadwood_mask(mask)
        return self.best_arrangement(cards).deadwood

    def best_discards(self, cards: Sequence[Card]) -> tuple[int, list[Card]]:
        """The minimum deadwood after discarding one card, and every card achieving it."""
        mask = 0
        for c in cards:
            mask |= c.bit
        best = 10**9
        found: list[Card] = []
        duplicates = mask.bit_count() != len(cards)
        for i, c in enumerate(cards):
            if duplicates:
                dw = self.deadwood(list(cards[:i]) + list(cards[i + 1:]))
            else:
                dw = self.deadwood_mask(mask & ~c.bit)
            if dw < best:
                best, found = dw, [c]
            elif dw == best:
                found.append(c)
        return best, found

    def deadwood_after_each_discard(self, cards: Sequence[Card]) -> dict[Card, int]:
        """Deadwood of the hand left by each possible discard."""
        by_index = self.after_each_by_index(cards)
        return {c: by_index[c.index] for c in cards}

    def after_each_by_index(self, cards: Sequence[Card]) -> dict[int, int]:
        """`deadwood_after_each_discard` keyed by `Card.index` (an int hashes in C, a `Card`
        through Python), for callers that only read it: the engine's legal actions and the
        players ask it of the same hand in turn, and the answer is kept for the next caller
        (never change the dict returned)."""
        mask = 0
        for c in cards:
            mask |= c.bit
        if mask.bit_count() == len(cards):
            last = self._last_after  # one tuple, read once: safe with bot threads
            # the mask ignores the deck: the same faces from the other deck are another hand
            # (the same cards in the same order, the usual case, are compared by identity)
            key = tuple(cards)
            if last[0] != mask or (last[2] != key and
                                   not all(c.index in last[1] for c in cards)):
                last = self._last_after = (mask, self._after_each(mask, cards), key)
            return last[1]
        return {c.index: self.deadwood(list(cards[:i]) + list(cards[i + 1:]))
                for i, c in enumerate(cards)}

    def _after_each(self, mask: int, cards: Sequence[Card]) -> dict[int, int]:
        """Per card index, `deadwood_mask(mask` without the card`)`. Without a rank held
        three times a card only changes its own suit's run score: one table read per card."""
        t = self._run_table
        suits = (mask & SUIT_BITS, (mask >> 13) & SUIT_BITS, (mask >> 26) & SUIT_BITS,
                 (mask >> 39) & SUIT_BITS)
        s0, s1, s2, s3 = suits
        triples = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
        if triples:
            return self._after_each_with_sets(mask, triples, cards)
        base = (t[s0], t[s1], t[s2], t[s3])
        total = base[0] + base[1] + base[2] + base[3]
        return {c.index: total - base[c.suit] + t[suits[c.suit] & ~(1 << (c.rank - 1))]
                for c in cards}

    def after_each_mask(self, mask: int) -> list[tuple[int, int]]:
        """(card bit, deadwood of `mask` without that card) for every card of a hand mask,
        lowest bit first: `_after_each` on bits, for the expert player's rollouts, which ask
        it of every hand they play and have no `Card` lists."""
        t = self._run_table
        suits = (mask & SUIT_BITS, (mask >> 13) & SUIT_BITS, (mask >> 26) & SUIT_BITS,
                 (mask >> 39) & SUIT_BITS)
        s0, s1, s2, s3 = suits
        out = []
        triples = (s0 & s1 & (s2 | s3)) | ((s0 | s1) & s2 & s3)
        if triples:  # as `_after_each_with_sets`: each set choice's suit scores read once
            choices = self.set_choices(mask, triples)
            rest = mask
            while rest:
                low = rest & -rest
                rest ^= low
                index = low.bit_length() - 1
                out.append((low, self._least_without(choices, low, index // 13,
                                                     ~(1 << (index % 13)))))
            return out
        base = (t[s0], t[s1], t[s2], t[s3])
        total = base[0] + base[1] + base[2] + base[3]
        for su in range(4):
            m = suits[su]
            rest = total - base[su]
            shift = 13 * su
            while m:
                low = m & -m
                m ^= low
                out.append((low << shift, rest + t[suits[su] ^ low]))
        return out

    # ----- melds ----------------------------------------------------------------------------
    def meld_kind(self, cards: Sequence[Card]) -> str | None:
        """`"set"`, `"run"` or None: whether these cards form one legal meld."""
        n = len(cards)
        if n < 3:
            return None
        first = cards[0]
        rank, suit = first.rank, first.suit
        mask = suits = 0
        for c in cards:
            mask |= 1 << (c.rank - 1)
            suits |= 1 << c.suit
        if mask == 1 << (rank - 1):  # one rank
            return "set" if n <= 4 and suits.bit_count() == n else None
        if suits != 1 << suit or mask.bit_count() != n:
            return None
        return "run" if self._one_block[mask] else None

    def candidate_melds(self, cards: Sequence[Card]) -> list[Meld]:
        """Every legal meld (each set and run, sub-runs included) within these cards."""
        by_rank: dict[int, list[Card]] = {}
        by_suit: dict[int, dict[int, list[Card]]] = {}
        for c in cards:
            by_rank.setdefault(c.rank, []).append(c)
            by_suit.setdefault(c.suit, {}).setdefault(c.rank, []).append(c)
        melds: list[Meld] = []
        for group in by_rank.values():
            distinct: dict[int, list[Card]] = {}
            for c in group:
                distinct.setdefault(c.suit, []).append(c)
            if len(distinct) < 3:
                continue
            for size in (3, 4):
                for suits in combinations(sorted(distinct), size):
                    for pick in product(*(distinct[s] for s in suits)):
                        melds.append(tuple(pick))
        for ranks in by_suit.values():
            starts = range(13) if self.turning else range(11)
            for start in starts:
                seq: list[int] = []
                for k in range(13):
                    if not self.turning and start + k > 12:
                        break
                    r = (start + k) % 13
                    if r + 1 not in ranks:
                        break
                    seq.append(r + 1)
                    if len(seq) >= 3:
                        if len(seq) == 13 and start != 0:
                            continue  # the full circle is listed once
                        for pick in product(*(ranks[x] for x in seq)):
                            melds.append(tuple(pick))
        return melds

    def all_arrangements(self, cards: Sequence[Card]) -> list[Arrangement]:
        """Every arrangement of minimum deadwood, runs merged where they touch, no repeats."""
        return list(self._arrangements(_in_order(cards)))  # a copy: the cache stays intact

    def best_arrangement(self, cards: Sequence[Card]) -> Arrangement:
        """One minimum-deadwood arrangement (the one with the most cards in long melds)."""
        return self._arrangements(_in_order(cards))[0]

    @lru_cache(maxsize=4096)  # noqa: B019 - solvers live for the program's lifetime
    def _arrangements(self, cards: tuple[Card, ...]) -> list[Arrangement]:
        mask = 0
        for c in cards:
            mask |= c.bit
        if mask.bit_count() == len(cards):  # no face twice: the fast search
            out = self._distinct_arrangements(cards, self.deadwood_mask(mask))
            if out:
                return out
        return self._any_arrangements(cards)

    def _after_each_with_sets(self, mask: int, triples: int,
                              cards: Sequence[Card]) -> dict[int, int]:
        """`_after_each` when ranks are held three times. The set choices of the hand
        without a card are exactly the hand's choices that do not take that card (a rank
        held three times loses its set, one held four times keeps the three others), so each
        choice's suit scores are read once and a card only changes its own suit's."""
        choices = self.set_choices(mask, triples)
        t = self._run_table
        out = {}
        for c in cards:  # `_least_without` inlined: this is the runner's busiest solver loop
            bit, suit, keep = c.bit, c.suit, ~(1 << (c.rank - 1))
            best = 1 << 30
            for o, per_suit in choices:
                if not o & bit:
                    rest, left = per_suit[suit]
                    v = rest + t[left & keep]
                    if v < best:
                        best = v
            out[c.index] = best
        return out

    def set_choices(self, mask: int, triples: int) -> list[tuple[int, SuitsLeft]]:
        """Each choice of sets of a hand mask whose ranks `triples` are held three or four
        times: (the cards it takes into sets, per suit (the deadwood of the three other
        suits' cards left, the suit's cards left))."""
        t = self._run_table
        choices = []
        for o in set_removals(mask, triples):
            m = mask & ~o
            a, b = m & SUIT_BITS, (m >> 13) & SUIT_BITS
            x, y = (m >> 26) & SUIT_BITS, (m >> 39) & SUIT_BITS
            ta, tb, tx, ty = t[a], t[b], t[x], t[y]
            total = ta + tb + tx + ty
            choices.append((o, ((total - ta, a), (total - tb, b), (total - tx, x),
                                (total - ty, y))))
        return choices

    def _least_without(self, choices: list[tuple[int, SuitsLeft]], bit: int, suit: int,
                       keep: int) -> int:
        """The least deadwood over the set `choices` that leave card `bit` (of `suit`; `keep`
        its rank's mask cleared) out of their sets, once it is dropped."""
        t = self._run_table
        best = 1 << 30
        for o, per_suit in choices:
            if o & bit:
                continue
            rest, left = per_suit[suit]
            v = rest + t[left & keep]
            if v < best:
                best = v
        return best

    def _any_arrangements(self, cards: tuple[Card, ...]) -> list[Arrangement]:
        """Every minimum-deadwood arrangement of any hand (two identical cards allowed), by
        an exhaustive search over the candidate melds."""
        distinct = sorted(set(cards), key=lambda c: c.index)
        slot = {c: i for i, c in enumerate(distinct)}
        counts = [0] * len(distinct)
        for c in cards:
            counts[slot[c]] += 1
        values = [self.value(c) for c in distinct]
        melds = [(m, [slot[c] for c in m]) for m in self.candidate_melds(distinct)]
        total = sum(v * n for v, n in zip(values, counts, strict=True))
        best = [total]
        found: list[tuple[int, tuple[Meld, ...]]] = []

        def search(start: int, melded: int, chosen: list[Meld]) -> None:
            dw = total - melded
            if dw < best[0]:
                best[0] = dw
                found.clear()
            if dw == best[0]:
                found.append((dw, tuple(chosen)))
            for k in range(start, len(melds)):
                m, idx = melds[k]
                if all(counts[i] for i in idx):
                    for i in idx:
                        counts[i] -= 1
                    chosen.append(m)
                    search(k + 1, melded + sum(values[i] for i in idx), chosen)
                    chosen.pop()
                    for i in idx:
                        counts[i] += 1

        search(0, 0, [])
        out: list[Arrangement] = []
        seen: set[tuple] = set()
        for dw, chosen in found:
            if dw != best[0]:
                continue
            merged = self._merge_runs(list(chosen))
            key = tuple(sorted(tuple(sorted(c.index for c in m)) for m in merged))
            if key in seen:
                continue
            seen.add(key)
            remaining = Counter(cards)
            for m in merged:
                remaining.subtract(m)
            dead = tuple(sorted(remaining.elements(), key=lambda c: (c.rank, c.suit, c.deck)))
            out.append(Arrangement(tuple(merged), dead, best[0]))
        out.sort(key=lambda a: (len(a.melds), [-len(m) for m in a.melds]))
        return out

    def _merge_runs(self, melds: list[Meld]) -> list[Meld]:
        """Join runs of one suit that touch into one run; order melds for display."""
        runs = [m for m in melds if self.meld_kind(m) == "run"]
        sets = [m for m in melds if self.meld_kind(m) != "run"]
        merged = True
        while merged:
            merged = False
            for a, b in combinations(range(len(runs)), 2):
                joined = runs[a] + runs[b]
                if runs[a][0].suit == runs[b][0].suit and self.meld_kind(joined) == "run":
                    runs = [r for i, r in enumerate(runs) if i not in (a, b)] + [joined]
                    merged = True
                    break
        ordered = [self.order_meld(m) for m in sets + runs]
        ordered.sort(key=lambda m: (m[0].suit if self.meld_kind(m) == "run" else -1,
                                    min(c.rank for c in m)))
        return ordered

    def order_meld(self, meld: Sequence[Card]) -> Meld:
        """A meld in display order: sets by suit, runs low to high (wrapping with the ace)."""
        cards = list(meld)
        if len({c.rank for c in cards}) == 1:
            return tuple(sorted(cards, key=lambda c: (c.suit, c.deck)))
        cards.sort(key=lambda c: c.rank)
        if self.turning:
            ranks = [c.rank for c in cards]
            for i in range(len(cards)):
                if all(((ranks[(i + k) % len(cards)] - ranks[i]) % 13) == k
                       for k in range(len(cards))):
                    return tuple(cards[i:] + cards[:i])
        return tuple(cards)

    # ----- lay-offs -------------------------------------------------------------------------
    def can_lay_off(self, card: Card, meld: Sequence[Card]) -> bool:
        """Whether `card` extends `meld` (4th card of a set, or either end of a run)."""
        kind = self.meld_kind(meld)
        if kind is None:
            return False
        return self.meld_kind([*meld, card]) == kind


@lru_cache(maxsize=16)
def solver_for(values: tuple[int, ...], turning: bool) -> MeldSolver:
    """The shared solver for these card values and ace rule (tables are built once)."""
    return MeldSolver(values, turning)


def rules_solver(rules) -> MeldSolver:
    """The solver for a `Rules` value (players ask at every decision: the answer is kept per
    rules object, which also keeps that object alive so its id is not reused)."""
    hit = _RULES_SOLVERS.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    solver = solver_for(rules.card_values(), rules.turning_ace)
    if len(_RULES_SOLVERS) > 256:
        _RULES_SOLVERS.clear()
    _RULES_SOLVERS[id(rules)] = (rules, solver)
    return solver


_RULES_SOLVERS: dict[int, tuple[object, MeldSolver]] = {}
