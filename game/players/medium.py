"""`medium`: a careful greedy player.

It never makes easy's random mistakes: it takes a discard only when that lowers its deadwood,
always throws to the lowest deadwood, and among equal throws keeps the cards with the most
meld chances and avoids feeding the opponent (cards of a rank it picked up, or next to one in
the same suit). It knocks as soon as it can and lays off optimally. No look-ahead, no sampling:
that is `hard`'s job.
"""

from __future__ import annotations

from game.core.actions import Action, Discard
from game.core.view import PlayerView
from game.players.easy import EasyPlayer
from game.players.heuristics import Knowledge, solver


class MediumPlayer(EasyPlayer):
    name = "Medium"
    mistake_rate = 0.0
    swap_takes = True

    def _pick_discard(self, view: PlayerView, legal: list[Action]) -> Action:
        s = solver(view)
        hand = list(view.hand)
        after = s.deadwood_after_each_discard(hand)
        allowed = [a.card for a in legal if isinstance(a, Discard)]
        low = min(after[c] for c in allowed)
        picks = Knowledge(view).opp_known

        def links(card) -> int:
            n = 0
            for o in hand:
                if o is card:
                    continue
                if o.rank == card.rank:
                    n += 1
                elif o.suit == card.suit and abs(o.rank - card.rank) <= 2:
                    n += 1
            return n

        def feeds(card) -> int:
            return sum(1 for p in picks if p.rank == card.rank or
                       (p.suit == card.suit and abs(p.rank - card.rank) <= 1))

        ties = [c for c in allowed if after[c] <= low + 1]
        best = min(ties, key=lambda c: (after[c] - low > 0, feeds(c), links(c),
                                        -s.value(c), c.rank, c.suit))
        return Discard(best)
