"""`medium`: the greedy player without mistakes (the AI helper may refine it)."""

from __future__ import annotations

from game.players.easy import EasyPlayer


class MediumPlayer(EasyPlayer):
    name = "Medium"
    mistake_rate = 0.0
