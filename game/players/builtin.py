"""What the built-in AIs (easy, medium, hard) share: a seeded random generator, and the
decisions that need no judgement (a single legal action, dealing the next hand, laying off),
handing Rami to the Rami AI; each level decides the rest of a Gin hand in `_choose_gin`."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import NEXT_HAND, Action
from game.core.view import PlayerView
from game.players.base import BasePlayer
from game.players.heuristics import layoff_plan_action


class BuiltinPlayer(BasePlayer):
    careful = False  # Rami: whether the Rami AI plays its careful game (hard does)

    def __init__(self, name: str | None = None, seed: int | None = None) -> None:
        super().__init__(name)
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal_actions: Sequence[Action]) -> Action:
        legal = list(legal_actions)
        if len(legal) == 1:
            return legal[0]
        phase = view.phase
        if phase in ("start", "hand-over"):
            return NEXT_HAND
        if view.rules.family == "rami":
            from game.players.rami_ai import rami_choose

            return rami_choose(view, legal, self.rng, careful=self.careful)
        if phase == "layoff":
            return layoff_plan_action(view, legal)
        return self._choose_gin(view, legal)

    def _choose_gin(self, view: PlayerView, legal: list[Action]) -> Action:
        """The draw and discard decisions of a Gin-family hand."""
        raise NotImplementedError
