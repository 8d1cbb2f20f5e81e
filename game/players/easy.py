"""`easy`: a greedy player that sometimes misses things, as a beginner does.

It takes a discard only when that lowers its deadwood, discards to the lowest deadwood (but
now and then throws a random unmatched card), and knocks as soon as it can.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import (
    DISCARD_PILE,
    STOCK,
    Action,
    Discard,
    Draw,
    FinishLayoffs,
    Knock,
    LayOff,
    NextHand,
    Pass,
)
from game.core.view import PlayerView
from game.players.base import BasePlayer
from game.players.heuristics import best_discard, deadwood_if_taken, layoff_plan_action, solver


class EasyPlayer(BasePlayer):
    name = "Easy"
    mistake_rate = 0.25

    def __init__(self, name: str | None = None, seed: int | None = None) -> None:
        super().__init__(name)
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal_actions: Sequence[Action]) -> Action:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        if any(isinstance(a, NextHand) for a in legal):
            return NextHand()
        if any(isinstance(a, (LayOff, FinishLayoffs)) for a in legal):
            return layoff_plan_action(view, legal)
        if view.rules.family == "rami":
            from game.players.rami_ai import rami_choose

            return rami_choose(view, legal, self.rng, careful=False)
        draws = [a for a in legal if isinstance(a, (Draw, Pass))]
        if draws:
            return self._draw(view, legal)
        outs = [a for a in legal if isinstance(a, Knock)]
        if outs:
            s = solver(view)
            return min(outs, key=lambda a: s.deadwood([c for c in view.hand if c != a.card]))
        from game.core.actions import BigGin

        if BigGin() in legal:
            return BigGin()
        if self.rng.random() < self.mistake_rate:
            s = solver(view)
            arr = s.best_arrangement(list(view.hand))
            loose = [c for c in arr.deadwood_cards if Discard(c) in legal]
            if loose:
                return Discard(self.rng.choice(loose))
        return Discard(best_discard(view, view.hand, legal))

    def _draw(self, view: PlayerView, legal: list[Action]) -> Action:
        take = Draw(DISCARD_PILE)
        if take in legal and view.discard_top is not None:
            s = solver(view)
            now = s.best_discards(list(view.hand))[0] if len(view.hand) > 10 else \
                s.deadwood(list(view.hand))
            if deadwood_if_taken(view, view.discard_top) < now:
                return take
        if Pass() in legal:
            return Pass()
        return Draw(STOCK) if Draw(STOCK) in legal else legal[0]
