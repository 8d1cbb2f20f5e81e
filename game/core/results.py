"""Results as data: score lines and refusals carry ids and values, never sentences.

The engine says *what* happened (a gin worth 25 + 12 points, a knock refused because the
deadwood is 14 and the limit 10); the UI's wording module (`game.ui.wording`) says it in the
player's language. This is python-chess's habit: an `Outcome` is data and callers word it.

A `ScoreLine` names its `kind` (a stable id such as ``"gin"`` or ``"game-bonus"``), the
`seats` it is about (in the order its sentence names them) and the numbers or cards the
sentence needs as `values`. A `Refusal` names the `rule` an action breaks (the id tests and
callers compare) and, when one rule can be broken in more than one way, a `case` that picks
the sentence; its `values` fill the sentence in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def _frozen(values: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(values.items()))


@dataclass(frozen=True)
class ScoreLine:
    """One line of a hand's, a column's or a match's result, as data."""

    kind: str
    seats: tuple[int, ...] = ()
    items: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, kind: str, *seats: int, **values: Any) -> ScoreLine:
        """`ScoreLine.of("gin", 0, 1, bonus=25, deadwood=12, points=37)`."""
        return cls(kind, tuple(seats), _frozen(values))

    @property
    def values(self) -> dict[str, Any]:
        """The named values the line's sentence needs."""
        return dict(self.items)


@dataclass(frozen=True)
class Refusal:
    """Why an action is refused: the broken `rule`, the `case` of it, the values to word it."""

    rule: str
    case: str = ""
    items: tuple[tuple[str, Any], ...] = field(default=())

    @classmethod
    def of(cls, rule: str, case: str = "", **values: Any) -> Refusal:
        return cls(rule, case, _frozen(values))

    @property
    def key(self) -> str:
        """The id of the sentence that words this refusal: ``rule`` or ``rule/case``."""
        return f"{self.rule}/{self.case}" if self.case else self.rule

    @property
    def values(self) -> dict[str, Any]:
        return dict(self.items)
