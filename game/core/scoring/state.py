"""A match's score as frozen values: what a scorer knows, copied for views and the score sheet.

A scorer (`game.core.scoring`) keeps mutable lists while the match goes on; the UI must never
read it (it is the live engine, ahead of the animation). Instead every `PlayerView` carries
`score`, a snapshot of one of these classes, and `game.ui.score_tables` words the score sheet
from it. Every field is a number, a tuple, a `HandResult` or a `ScoreLine`: nothing that can
change after the view is built, nothing hidden from any seat (the score is public).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.results import ScoreLine

if TYPE_CHECKING:  # base imports this module (its scorers build these snapshots)
    from game.core.scoring.base import HandResult

Grid = tuple[tuple[int, ...], ...]  # per column (or game), per seat


@dataclass(frozen=True)
class ScoreState:
    """What every scoring system keeps: totals, hands won, the hands' results, the end."""

    seats: int
    totals: tuple[int, ...]
    hands_won: tuple[int, ...]
    history: tuple[HandResult, ...]
    over: bool
    winner: int | None
    net: int
    final: tuple[int, ...] = ()
    result_lines: tuple[ScoreLine, ...] = ()


@dataclass(frozen=True)
class ClassicState(ScoreState):
    """Classic scoring (000, 001): the common figures are all the sheet needs."""


@dataclass(frozen=True)
class BoxState(ScoreState):
    """004 "in the box": each hand's roles per seat ("box", "captain", "advisor")."""

    hand_roles: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class ColumnsState(ScoreState):
    """003 columns: per column and seat the points and cocottes, which columns closed (and
    by blitz), the closed columns' figures, the hands written in each, their closing lines."""

    points: Grid = ()
    cocottes: Grid = ()
    closed: tuple[int | None, ...] = ()
    blitz: tuple[bool, ...] = ()
    column_totals: tuple[tuple[int, ...] | None, ...] = ()
    entries: tuple[tuple[tuple[int, int, int, int], ...], ...] = ()  # hand, seat, pts, cocottes
    closing_lines: tuple[tuple[ScoreLine, ...], ...] = ()


@dataclass(frozen=True)
class HollywoodState(ScoreState):
    """Hollywood: per game and seat the points and boxes, who closed each game and its net,
    the hands written in each game, the games' closing lines."""

    points: Grid = ()
    boxes: Grid = ()
    closed: tuple[int | None, ...] = ()
    nets: tuple[int, ...] = ()
    entries: tuple[tuple[tuple[int, int, int], ...], ...] = ()  # hand, seat, points
    closing_lines: tuple[tuple[ScoreLine, ...], ...] = ()


@dataclass(frozen=True)
class RamiState(ScoreState):
    """Rami pay-outs: what each seat has received in all (`totals` are the balances)."""

    received: tuple[int, ...] = ()


def grid(rows) -> Grid:
    """A list of per-seat lists as nested tuples."""
    return tuple(tuple(row) for row in rows)
