"""What the built-in AIs (easy, medium, hard) share: a seeded random generator, and the
decisions that need no judgement (a single legal action, dealing the next hand, laying off),
handing Rami to the Rami AI; each level decides the rest of a Gin hand in `_choose_gin`.

A level that may take the pile's top without lowering its deadwood (hard and expert, which
wait for a better knock late in a hand; `guards_retakes`) never takes back a card it threw
away since the stock was last drawn from: two such players could otherwise pass the same cards
back and forth for ever, the stock never shrinking and the hand never ending (seen in a
tournament: three aces going round). With the rule a seat takes each card at most once
between two stock draws, so the stock must be drawn and the hand ends. Easy and medium take
only a card that lowers their deadwood (easy's occasional wrong throw is random), so they
cannot go round for ever, and skip the check (it reads the hand's events, which the runner
otherwise never builds for them)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import NEXT_HAND, TAKE_DISCARD, Action
from game.core.view import PlayerView
from game.players.base import BasePlayer
from game.players.heuristics import layoff_plan_action, own_discard_on_top


class BuiltinPlayer(BasePlayer):
    careful = False  # Rami: whether the Rami AI plays its careful game (hard does)
    guards_retakes = False  # never take back an own discard between stock draws (see above)

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
        if phase == "draw" and self.guards_retakes and own_discard_on_top(view):
            legal = [a for a in legal if a != TAKE_DISCARD]
            if len(legal) == 1:
                return legal[0]
        return self._choose_gin(view, legal)

    def _choose_gin(self, view: PlayerView, legal: list[Action]) -> Action:
        """The draw and discard decisions of a Gin-family hand."""
        raise NotImplementedError
