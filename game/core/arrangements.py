"""The fast exact search of a hand's arrangements (melds and deadwood) when no card face is
held twice, a part of `game.core.melds.MeldSolver` (a mixin over its tables).

It lists exactly what the solver's exhaustive search lists, in the same order (the engine's
knock and spread arrangements depend on that order; `tests/core/test_melds.py` holds them
equal), faster: only the sets are chosen (the runs are then the blocks of three or more
consecutive cards left in each suit), the least deadwood is known from the fast count, and
each choice's deadwood is four reads of the run table.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, product

from game.core.cards import Card

SUIT_BITS = 0x1FFF
FULL_SUIT = SUIT_BITS
Meld = tuple[Card, ...]


@dataclass(frozen=True)
class Arrangement:
    """One way to lay a hand out: its melds, the cards left over and their value."""

    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]
    deadwood: int


def _blocks(mask: int, turning: bool) -> list[list[int]]:
    """Maximal blocks of consecutive ranks (0-based) in a 13-bit suit mask."""
    present = [r for r in range(13) if mask >> r & 1]
    if not present:
        return []
    if turning and mask == FULL_SUIT:
        return [list(range(13))]
    blocks: list[list[int]] = []
    for r in present:
        if blocks and blocks[-1][-1] == r - 1:
            blocks[-1].append(r)
        else:
            blocks.append([r])
    if turning and len(blocks) > 1 and blocks[0][0] == 0 and blocks[-1][-1] == 12:
        blocks[0] = blocks.pop() + blocks[0]  # K-A wraps around
    return blocks


def _first(keyed: tuple) -> object:
    return keyed[0]


def _by_rank(card: Card) -> tuple[int, int, int]:
    """Deadwood's display order: by rank, then suit, then deck."""
    return (card.rank, card.suit, card.deck)


# per pattern of suits held (4 bits): the suits of each set a rank's cards can make, in the
# order `MeldSolver.candidate_melds` lists them (threes, then the four)
_SET_SUITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(combo for size in (3, 4)
          for combo in combinations([s for s in range(4) if held >> s & 1], size))
    for held in range(16))


class FastArrangements:
    """The search (needs the solver's `_run_table` and `_suit_long_blocks`: per 13-bit suit
    mask, its blocks of three or more consecutive ranks, in display order)."""

    def _distinct_arrangements(self, cards: tuple[Card, ...],
                               least: int) -> list[Arrangement]:
        """`_any_arrangements` for a hand without two cards of one face, the same list in the
        same order, found by choosing the sets only: once the sets are chosen, every block of
        three or more consecutive cards left in a suit is melded whole (any split of it
        merges back into the block), so each choice of sets gives one arrangement, and its
        deadwood is four reads of the run table. `least` is the least deadwood (from the fast
        count); returns [] if no choice reaches it (the caller then searches as for any
        hand). `cards` come in index order, as `MeldSolver._arrangements` keys them."""
        face: dict[int, Card] = {}
        held = [0] * 14
        everything = 0
        for c in cards:
            r = c.rank
            held[r] |= 1 << c.suit
            face[c.suit * 13 + r - 1] = c
            everything |= c.bit
        # each rank's possible sets, numbered as the exhaustive search lists its melds (the
        # sets first, ranks in the order the hand's cards first show them by index), with the
        # rank's "no set" first
        options: list[tuple[tuple[int, int, Meld] | None, ...]] = []
        number = 0
        seen_ranks = 0
        for c in cards:
            r = c.rank
            if seen_ranks >> r & 1:
                continue
            seen_ranks |= 1 << r
            combos = _SET_SUITS[held[r]]
            if combos:
                opts: list[tuple[int, int, Meld] | None] = [None]
                for suits in combos:
                    meld = tuple(face[su * 13 + r - 1] for su in suits)
                    mm = 0
                    for su in suits:
                        mm |= 1 << (su * 13 + r - 1)
                    opts.append((number, mm, meld))
                    number += 1
                options.append(tuple(opts))
        t = self._run_table
        reached = []
        for pick in product(*options):
            left = everything
            for p in pick:
                if p is not None:
                    left &= ~p[1]
            if t[left & SUIT_BITS] + t[(left >> 13) & SUIT_BITS] + \
                    t[(left >> 26) & SUIT_BITS] + t[(left >> 39) & SUIT_BITS] == least:
                reached.append((pick, left))
        if not reached:
            return []
        found = []
        runs_of = self._suit_long_blocks
        for pick, left in reached:
            sets = [p for p in pick if p is not None]
            melds: list[tuple[tuple[int, int], Meld]] = [((-1, p[2][0].rank), p[2])
                                                         for p in sets]
            melded = everything & ~left
            for su in range(4):
                base = su * 13
                for block in runs_of[(left >> base) & SUIT_BITS]:
                    run = tuple(face[base + r] for r in block)
                    melds.append(((su, min(block) + 1), run))  # its lowest rank
                    for r in block:
                        melded |= 1 << (base + r)
            melds.sort(key=_first)
            dead = tuple(sorted([c for c in cards if not c.bit & melded], key=_by_rank))
            # the order in which the exhaustive search first meets this arrangement: the
            # numbers of its sets, then (if it has runs) a run's, higher than every set's
            order = tuple(p[0] for p in sets)
            if len(melds) > len(sets):
                order += (number,)
            found.append((order, Arrangement(tuple(m for _k, m in melds), dead, least)))
        found.sort(key=lambda x: x[0])
        out = [a for _o, a in found]
        out.sort(key=lambda a: (len(a.melds), [-len(m) for m in a.melds]))
        return out
