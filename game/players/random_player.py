"""A player that picks uniformly among the legal actions (for tests and playouts)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.core.actions import Action
from game.core.view import PlayerView
from game.players.base import BasePlayer


class RandomPlayer(BasePlayer):
    name = "Random"

    def __init__(self, name: str | None = None, seed: int | None = None) -> None:
        super().__init__(name)
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, legal_actions: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal_actions))
