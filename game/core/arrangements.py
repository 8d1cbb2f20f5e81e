"""The fast exact search of a hand's arrangements (melds and deadwood) when no card face is
held twice, a part of `game.core.melds.MeldSolver` (a mixin over its tables).

It lists exactly what the solver's exhaustive search lists, in the same order (the engine's
knock and spread arrangements depend on that order; `tests/core/test_melds.py` holds them
equal), faster: the melds are bit masks, the least deadwood is known from the fast count so
hopeless branches are cut, and runs that touch are merged as blocks once per shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

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


# per pattern of suits held (4 bits): the suits of each set a rank's cards can make, in the
# order `MeldSolver.candidate_melds` lists them (threes, then the four)
_SET_SUITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(combo for size in (3, 4)
          for combo in combinations([s for s in range(4) if held >> s & 1], size))
    for held in range(16))


class FastArrangements:
    """The search (needs the solver's `values`, `turning`, `_suit_runs` and `order_meld`)."""

    def _distinct_arrangements(self, cards: tuple[Card, ...],
                               least: int) -> list[Arrangement]:
        """`_any_arrangements` for a hand without two cards of one face, the same list in the
        same order, faster: the melds are bit masks of the hand's slots, the least deadwood
        (`least`, from the fast count) is known from the start so a branch that cannot reach
        it is cut, and arrangements that merge to the same melds are merged once. Returns []
        if `least` was not reached (then the caller searches as for any hand)."""
        distinct = sorted(cards, key=lambda c: c.index)
        vals = self.values
        worth = {c.index: vals[c.rank - 1] for c in distinct}
        melds = []  # (cards, mask of the cards' bits, value, whether a set)
        for m, is_set in self._distinct_candidates(distinct):
            mm = v = 0
            for c in m:
                mm |= c.bit
                v += worth[c.index]
            melds.append((m, mm, v, is_set))
        n = len(melds)
        reach = [0] * (n + 1)  # value of every card some meld from k on could take
        union = 0
        for k in range(n - 1, -1, -1):
            m, mm = melds[k][0], melds[k][1]
            reach[k] = reach[k + 1] + sum(worth[c.index] for c in m if not c.bit & union)
            union |= mm
        total = sum(worth.values())
        everything = 0
        for c in distinct:
            everything |= c.bit
        best = [least]
        found: list[tuple[Meld, ...]] = []
        chosen: list[tuple] = []

        def search(start: int, free: int, dw: int) -> None:
            if dw - reach[start] > best[0]:
                return  # even melding everything still meldable leaves too much
            if dw < best[0]:
                best[0] = dw
                found.clear()
            if dw == best[0]:
                found.append(tuple(chosen))
            for k in range(start, n):
                meld = melds[k]
                mm = meld[1]
                if free & mm == mm:
                    chosen.append(meld)
                    search(k + 1, free ^ mm, dw - meld[2])
                    chosen.pop()

        search(0, everything, total)
        if best[0] != least or not found:
            return []
        out: list[Arrangement] = []
        done: set[tuple] = set()
        for picked in found:
            # runs that touch merge into one: the melds shown depend only on the sets
            # chosen and on which cards are in runs (so equal shapes are the same melds,
            # and different shapes different melds)
            run_cards = 0
            sets = []
            for meld in picked:
                if meld[3]:
                    sets.append(meld[1])
                else:
                    run_cards |= meld[1]
            shape = (tuple(sorted(sets)), run_cards)
            if shape in done:
                continue
            done.add(shape)
            merged = self._merge_distinct([meld[0] for meld in picked if meld[3]],
                                          [c for meld in picked if not meld[3]
                                           for c in meld[0]])
            melded = run_cards
            for m in sets:
                melded |= m
            dead = tuple(sorted((c for c in distinct if not c.bit & melded),
                                key=lambda c: (c.rank, c.suit, c.deck)))
            out.append(Arrangement(tuple(merged), dead, least))
        out.sort(key=lambda a: (len(a.melds), [-len(m) for m in a.melds]))
        return out

    def _distinct_candidates(self, distinct: list[Card]) -> list[tuple[Meld, bool]]:
        """`candidate_melds(distinct)` (cards sorted by index, no face twice), in the same
        order, each with whether it is a set; the runs of a suit come from a table kept
        per suit mask."""
        face: dict[int, Card] = {}
        rank_order: list[int] = []
        suit_order: list[int] = []
        held = [0] * 14
        suit_masks = [0, 0, 0, 0]
        for c in distinct:
            r, su = c.rank, c.suit
            if not held[r]:
                rank_order.append(r)
            if not suit_masks[su]:
                suit_order.append(su)
            held[r] |= 1 << su
            suit_masks[su] |= 1 << (r - 1)
            face[su * 13 + r - 1] = c
        out: list[tuple[Meld, bool]] = []
        for r in rank_order:
            for suits in _SET_SUITS[held[r]]:
                out.append((tuple(face[su * 13 + r - 1] for su in suits), True))
        table = self._suit_runs
        for su in suit_order:
            runs = table.get(suit_masks[su])
            if runs is None:
                runs = table[suit_masks[su]] = self._runs_in_suit(suit_masks[su])
            base = su * 13 - 1
            for ranks in runs:
                out.append((tuple(face[base + r] for r in ranks), False))
        return out

    def _runs_in_suit(self, mask: int) -> tuple[tuple[int, ...], ...]:
        """The rank sequences of every run within one suit's 13-bit mask, in the order
        `candidate_melds` lists them."""
        found = []
        for start in range(13) if self.turning else range(11):
            seq: list[int] = []
            for k in range(13):
                if not self.turning and start + k > 12:
                    break
                r = (start + k) % 13
                if not mask >> r & 1:
                    break
                seq.append(r + 1)
                if len(seq) >= 3:
                    if len(seq) == 13 and start != 0:
                        continue  # the full circle is listed once
                    found.append(tuple(seq))
        return tuple(found)

    def _merge_distinct(self, sets: list[Meld], run_cards: list[Card]) -> list[Meld]:
        """`_merge_runs` for melds without a face twice: runs that touch merge, so the runs
        are the blocks of consecutive ranks among the run cards of each suit."""
        by_suit: dict[int, dict[int, Card]] = {}
        for c in run_cards:
            by_suit.setdefault(c.suit, {})[c.rank - 1] = c
        runs = []
        for ranks in by_suit.values():
            mask = 0
            for r in ranks:
                mask |= 1 << r
            for block in _blocks(mask, self.turning):
                runs.append(tuple(ranks[r] for r in block))
        ordered = [self.order_meld(m) for m in sets] + [self.order_meld(m) for m in runs]
        ordered.sort(key=lambda m: (m[0].suit if len({c.rank for c in m}) > 1 else -1,
                                    min(c.rank for c in m)))
        return ordered
