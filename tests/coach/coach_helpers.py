"""Random positions for the coach tests: (view, legal) pairs met in seeded matches played by
the fast `medium` players, so any decision point of any variant can be sampled cheaply."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.core.actions import Action
from game.core.engine import Engine
from game.core.families import new_game
from game.core.view import PlayerView
from game.players import make_player
from game.variants.presets import rules_for

GIN_VARIANTS = ("classic", "polish", "gin-only", "oklahoma", "three-player", "gin-rami")
FAMILIES = {"gin": GIN_VARIANTS, "rami": ("rami",), **{v: (v,) for v in GIN_VARIANTS}}


def decision_points(variant: str, seed: int, max_steps: int = 400
                    ) -> Iterator[tuple[Engine, PlayerView, list[Action]]]:
    """Every seat decision of one seeded match of `variant` (dealing steps skipped)."""
    engine = new_game(rules_for(variant), None, seed)
    players = [make_player("medium", seed=seed * 7 + i) for i in range(engine.seats)]
    for _ in range(max_steps):
        if engine.is_over:
            return
        seat = engine.to_act
        legal = engine.legal_actions()
        if seat is None:
            engine.apply(legal[0])
            continue
        view = engine.view(seat)
        yield engine, view, legal
        engine.apply(players[seat].choose(view, legal))


def sample_positions(family: str, count: int, seed: int = 1
                     ) -> list[tuple[PlayerView, list[Action]]]:
    """`count` positions spread over the family's variants (or of one variant by name), every fifth decision or so, only
    those with a real choice (more than one legal action)."""
    rng = random.Random(seed)
    variants = FAMILIES[family]
    out: list[tuple[PlayerView, list[Action]]] = []
    match_seed = seed * 1000
    while len(out) < count:
        variant = variants[match_seed % len(variants)]
        for _engine, view, legal in decision_points(variant, match_seed):
            if len(legal) > 1 and rng.random() < 0.3:
                out.append((view, legal))
                if len(out) == count:
                    break
        match_seed += 1
    return out
