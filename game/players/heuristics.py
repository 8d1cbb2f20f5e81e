"""Shared, view-only helpers for the computer players: the solver for the view's rules and
simple decisions every level builds on (best discard, whether a card helps, lay-offs)."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.actions import Action, BigGin, Discard, FinishLayoffs, Knock, LayOff
from game.core.cards import Card
from game.core.melds import MeldSolver, rules_solver
from game.core.view import PlayerView


def solver(view: PlayerView) -> MeldSolver:
    return rules_solver(view.rules)


def best_discard(view: PlayerView, hand: Sequence[Card], legal: Sequence[Action]) -> Card:
    """The legal discard leaving the least deadwood; ties break towards the highest card."""
    s = solver(view)
    allowed = {a.card for a in legal if isinstance(a, Discard)}
    after = s.deadwood_after_each_discard(list(hand))
    return min(allowed, key=lambda c: (after[c], -s.value(c), -c.rank, c.suit))


def deadwood_if_taken(view: PlayerView, card: Card) -> int:
    """Deadwood after taking `card` and making the best discard (not `card` itself)."""
    s = solver(view)
    hand = [*view.hand, card]
    after = s.deadwood_after_each_discard(hand)
    return min(v for c, v in after.items() if c != card)


def layoff_plan_action(view: PlayerView, legal: Sequence[Action]) -> Action:
    """The next step of the optimal lay-off plan, or finish."""
    sd = view.showdown
    if sd is None:
        return FinishLayoffs()
    s = solver(view)
    melds = [m.cards for m in view.table_melds]
    plan, _ = s.best_layoffs(list(view.hand), melds)
    for card, target in plan:
        action = LayOff(card, target)
        if action in legal:
            return action
    return FinishLayoffs()


def going_out(legal: Sequence[Action]) -> list[Action]:
    """The going-out actions on offer (big gin first, then gins/knocks)."""
    return [a for a in legal if isinstance(a, BigGin)] + [a for a in legal
                                                          if isinstance(a, Knock)]
