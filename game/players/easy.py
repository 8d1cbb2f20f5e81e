"""`easy`: a greedy player that sometimes misses things, as a beginner does.

It takes a discard only when it makes a meld and lowers its deadwood, discards to the lowest deadwood (but
now and then throws a random unmatched card), and knocks as soon as it can.
"""

from __future__ import annotations

from game.core.actions import (
    DRAW_STOCK,
    PASS,
    TAKE_DISCARD,
    Action,
    BigGin,
    Discard,
    Knock,
)
from game.core.view import PlayerView
from game.players.builtin import BuiltinPlayer
from game.players.heuristics import (
    best_discard_action,
    can_meld,
    deadwood_if_taken,
    listed_discard,
    mask_of,
    solver,
)


class EasyPlayer(BuiltinPlayer):
    name = "Easy"
    mistake_rate = 0.25
    swap_takes = False  # take an unmatched low discard to throw a higher card (medium does)

    def _choose_gin(self, view: PlayerView, legal: list[Action]) -> Action:
        if view.phase in ("offer", "draw"):
            return self._draw(view, legal)
        kinds = list(map(type, legal))  # most turns list only discards
        if BigGin in kinds:
            return legal[kinds.index(BigGin)]
        outs = [a for a, kind in zip(legal, kinds, strict=True) if kind is Knock] \
            if Knock in kinds else []
        if outs:  # knock as soon as possible, with the least deadwood
            after = solver(view).after_each_by_index(list(view.hand))
            return min(outs, key=lambda a: after[a.card.index])
        return self._pick_discard(view, legal)

    def _pick_discard(self, view: PlayerView, legal: list[Action]) -> Action:
        if self.rng.random() < self.mistake_rate:
            # a beginner's slip: throw any card that is unmatched in some best arrangement
            s = solver(view)
            hand = list(view.hand)
            after = s.after_each_by_index(hand)
            total = s.deadwood(hand)
            allowed = {a.card for a in legal if isinstance(a, Discard)}
            loose = [c for c in hand if c in allowed and after[c.index] == total - s.value(c)]
            if loose:
                return listed_discard(legal, self.rng.choice(loose))
        return best_discard_action(view, view.hand, legal)

    def _draw(self, view: PlayerView, legal: list[Action]) -> Action:
        take = TAKE_DISCARD
        top = view.discard_top
        if take in legal and top is not None and (
                self.swap_takes or can_meld(top, mask_of(view.hand), view.rules.turning_ace)):
            s = solver(view)
            hand = list(view.hand)
            now = s.best_discards(hand)[0] if len(hand) > view.rules.hand_size else \
                s.deadwood(hand)
            if deadwood_if_taken(view, view.discard_top) < now:
                return take
        if PASS in legal:
            return PASS
        return DRAW_STOCK if DRAW_STOCK in legal else legal[0]
