"""Helpers for the persistence tests: deterministic matches played to a chosen point."""

from __future__ import annotations

import random

from game.match import Match
from game.players import make_player
from game.variants import rules_for

# every gin-family variant of RULES.md
GIN_VARIANTS = ("classic", "polish", "gin-only", "oklahoma", "three-player", "gin-rami")


def new_match(variant: str = "classic", seed: int = 11, humans: tuple[int, ...] = (0,),
              **options) -> Match:
    """A match with seeded easy players, except `humans` (None seats driven by `advance`)."""
    rules = rules_for(variant, **options)
    seats = rules.min_players
    players = [None if i in humans else make_player("easy", seed=seed * 10 + i)
               for i in range(seats)]
    names = [f"Human {i + 1}" if i in humans else f"Easy {i + 1}" for i in range(seats)]
    return Match(rules, players, seed=seed, names=names)


class Driver:
    """Plays a match one action at a time; a human seat's moves come from a seeded easy AI
    (as if a person played them through the UI with `apply_human`)."""

    def __init__(self, match: Match, seed: int = 0) -> None:
        self.match = match
        self.rng = random.Random(seed)
        self.stand_in = make_player("easy", seed=seed)

    def act(self) -> None:
        m = self.match
        if m.human_to_act():
            seat = m.seat_to_act()
            action = self.stand_in.choose(m.engine.view(seat), m.engine.legal_actions())
            m.apply_human(action)
        else:
            m.step()

    def until(self, predicate, limit: int = 20_000) -> None:
        for _ in range(limit):
            if predicate(self.match.engine):
                return
            if self.match.is_over:
                raise AssertionError("the match ended before the wanted point")
            self.act()
        raise AssertionError("the wanted point was never reached")


def mid_hand(hand_no: int = 2, moves: int = 7):
    """A predicate: in hand `hand_no`, `moves` actions after its deal, a player to act."""
    state = {}

    def check(engine) -> bool:
        if engine.deal_no + 1 < hand_no or engine.phase in ("start", "hand-over"):
            return False
        state.setdefault("start", len(engine.log))
        return len(engine.log) - state["start"] >= moves and engine.to_act is not None
    return check


def between_hands(engine) -> bool:
    return engine.phase == "hand-over" and engine.deal_no >= 1
