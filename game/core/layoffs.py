"""The defender's lay-offs on a knocker's melds: the plan that leaves the least deadwood
(a part of `game.core.melds.MeldSolver`, which supplies `meld_kind`, `deadwood`,
`deadwood_mask` and `best_arrangement`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import product

from game.core.arrangements import Arrangement, Meld
from game.core.cards import Card


class LayoffPlans:
    """Lay-off planning, mixed into `MeldSolver`."""

    def best_layoffs(self, defender: Sequence[Card],
                     melds: Sequence[Meld]) -> tuple[list[tuple[Card, int]], Arrangement]:
        """The lay-offs (card, meld index) in a playable order that leave the defender the
        least deadwood, and the defender's arrangement of the cards that remain. Of plans
        that leave as little, the one laying off the most cards: holding 2♠ 3♠ 4♠ against a
        knocker's 5♠ 6♠ 7♠ the three go on the run (the same points, but a player expects
        them laid off: "lays off nothing" read as a mistake)."""
        plan, rest = self._layoff_plan(defender, melds)
        return plan, self.best_arrangement(rest) if rest else Arrangement((), (), 0)

    def layoff_plan(self, defender: Sequence[Card],
                    melds: Sequence[Meld]) -> list[tuple[Card, int]]:
        """The lay-offs of `best_layoffs`, without the arrangement of what remains."""
        return self._layoff_plan(defender, melds)[0]

    def _layoff_plan(self, defender: Sequence[Card],
                     melds: Sequence[Meld]) -> tuple[list[tuple[Card, int]], list[Card]]:
        hand = list(defender)
        per_meld: list[list[list[Card]]] = []
        for meld in melds:
            per_meld.append(self._extensions(hand, list(meld)))
        hand_mask = 0
        for c in hand:
            hand_mask |= c.bit
        if hand_mask.bit_count() == len(hand):
            return self._distinct_layoff_plan(hand, hand_mask, per_meld)
        # each combination is judged by the deadwood it leaves (the fast exact count); only
        # the winner's arrangement is built
        best: tuple[int, int, list[tuple[Card, int]], list[Card]] | None = None
        for combo in product(*per_meld):
            used: list[Card] = [c for ext in combo for c in ext]
            remaining = Counter(hand)
            remaining.subtract(used)
            if any(v < 0 for v in remaining.values()):
                continue
            rest = list(remaining.elements())
            key = (self.deadwood(rest) if rest else 0, -len(used))
            if best is None or key < best[:2]:
                layoffs = [(c, i) for i, ext in enumerate(combo) for c in ext]
                best = (key[0], key[1], layoffs, rest)
        assert best is not None
        return best[2], best[3]

    def _distinct_layoff_plan(self, hand: list[Card], hand_mask: int,
                              per_meld: list[list[list[Card]]]
                              ) -> tuple[list[tuple[Card, int]], list[Card]]:
        """`_layoff_plan` for a hand without a face twice, on bit masks: the same plan
        (the first combination in the same order with the least deadwood, then the most
        cards laid)."""
        options = []
        for exts in per_meld:
            row = []
            for ext in exts:
                m = 0
                for c in ext:
                    m |= c.bit
                row.append((m, len(ext)))
            options.append(row)
        best_key: tuple[int, int] | None = None
        best_combo: tuple[int, ...] = ()
        for combo in product(*(range(len(row)) for row in options)):
            used = laid = 0
            for row, k in zip(options, combo, strict=True):
                m, n = row[k]
                if used & m:
                    break
                used |= m
                laid += n
            else:
                rest = hand_mask & ~used
                key = (self.deadwood_mask(rest) if rest else 0, -laid)
                if best_key is None or key < best_key:
                    best_key, best_combo = key, combo
        used = 0
        layoffs = []
        for i, (exts, k) in enumerate(zip(per_meld, best_combo, strict=True)):
            for c in exts[k]:
                layoffs.append((c, i))
                used |= c.bit
        return layoffs, [c for c in hand if not c.bit & used]

    def _extensions(self, hand: list[Card], meld: list[Card]) -> list[list[Card]]:
        """Each list of hand cards that can be laid off on `meld`, in a playable order."""
        out: list[list[Card]] = [[]]
        kind = self.meld_kind(meld)
        if kind == "set":
            extra = [c for c in hand if c.rank == meld[0].rank and c.suit not in
                     {m.suit for m in meld}]
            if len(meld) == 3:
                out += [[c] for c in extra]
            return out
        if kind != "run":
            return out
        frontier: list[list[Card]] = [[]]
        seen: set[tuple[int, ...]] = set()
        while frontier:
            nxt: list[list[Card]] = []
            for ext in frontier:
                current = meld + ext
                for c in hand:
                    if c in ext:
                        continue
                    if self.meld_kind([*current, c]) == "run":
                        new = [*ext, c]
                        key = tuple(sorted(x.index for x in new))
                        if key not in seen:
                            seen.add(key)
                            nxt.append(new)
                            out.append(new)
            frontier = nxt
        return out
