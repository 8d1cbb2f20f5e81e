"""Match scoring systems: classic (000/001), Hollywood, 003 columns, 004 box, Rami pay-outs.

Each is a `MatchScorer`; `make_scorer(rules, seats)` picks the one the rules name.
"""

from __future__ import annotations

from game.core.scoring.base import HandResult, MatchScorer, ScoreSheet
from game.core.scoring.box import BoxScorer
from game.core.scoring.classic import ClassicScorer
from game.core.scoring.columns import ColumnsScorer
from game.core.scoring.hollywood import HollywoodScorer
from game.core.scoring.rami import RamiScorer

_SCORERS: dict[str, type[MatchScorer]] = {
    "classic": ClassicScorer,
    "hollywood": HollywoodScorer,
    "columns": ColumnsScorer,
    "box": BoxScorer,
    "rami": RamiScorer,
}


def register_scorer(name: str, cls: type[MatchScorer]) -> None:
    """Make a scoring system available under `Rules.scoring == name`."""
    _SCORERS[name] = cls


def make_scorer(rules, seats: int, first_dealer: int) -> MatchScorer:
    """A fresh scorer for a match under these rules."""
    try:
        cls = _SCORERS[rules.scoring]
    except KeyError:
        raise NotImplementedError(f"scoring system {rules.scoring!r} is not available") from None
    return cls(rules, seats, first_dealer)


__all__ = ["HandResult", "MatchScorer", "ScoreSheet", "make_scorer", "register_scorer"]
