"""The rule families (Gin, Rami) and the factory that picks one for a set of rules.

This is the only module that imports both families, so neither the engine base
(`game.core.engine`) nor a family imports the factory back: no import circle in core.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.actions import Action
from game.core.engine import Engine
from game.core.families.gin import GinEngine
from game.core.families.rami import RamiEngine
from game.variants.rules import Rules

FAMILIES: dict[str, type[Engine]] = {"gin": GinEngine, "rami": RamiEngine}


def new_game(rules: Rules, seats: int | None = None, seed: int | None = None) -> Engine:
    """A fresh match of `rules` for `seats` players, dealt from `seed` (drawn if None)."""
    if seats is None:
        seats = rules.min_players
    return FAMILIES.get(rules.family, GinEngine)(rules, seats, seed)


def replay(rules: Rules, seats: int, seed: int, actions: Iterable[Action]) -> Engine:
    """Rebuild a match from its seed and action log (raises if the log is not legal)."""
    engine = new_game(rules, seats, seed)
    for action in actions:
        engine.apply(action)
    return engine


__all__ = ["FAMILIES", "GinEngine", "RamiEngine", "new_game", "replay"]
