"""The interface every match scoring system implements, and the hand result it consumes."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from game.core.events import Event
from game.core.results import ScoreLine
from game.core.scoring.state import ScoreState


@dataclass(frozen=True)
class HandResult:
    """A scored (or void) hand as the scoring systems see it.

    `winner` scores `points`; `boxes` is how many hands it counts as (2 for a doubled Oklahoma
    hand). `payments` is for Rami: what each seat pays (positive) or receives (negative).
    """

    winner: int | None
    kind: str
    points: int
    players: tuple[int, ...]
    deadwood: tuple[int, ...] = ()
    boxes: int = 1
    payments: tuple[int, ...] = ()

    @property
    def void(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class ScoreSheet:
    """What the score sheet shows: titled columns of rows, plus lines under it. The UI builds
    these from a view's `ScoreState` (`game.ui.score_tables`); the scorers keep only figures."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    footer: tuple[str, ...] = ()
    extra: tuple[ScoreSheet, ...] = field(default=())
    #: what the cells hold ("In each cell: …"), drawn above the rows it explains (the extra
    #: sheets' rows where there are extra sheets): under them, it was found only after
    #: scrolling past the list at a large text size
    key: tuple[str, ...] = ()


class MatchScorer:
    """Keeps a match's score; told each hand's result, it says who deals and when it is over."""

    def __init__(self, rules, seats: int, first_dealer: int) -> None:
        self.rules = rules
        self.seats = seats
        self.totals = [0] * seats
        self.hands_won = [0] * seats
        self.history: list[HandResult] = []
        self.over = False
        self.winner: int | None = None
        self.net = 0
        self.final: list[int] = []
        self.result_lines: tuple[ScoreLine, ...] = ()

    def snapshot(self) -> ScoreState:
        """The score so far as a frozen value (for views): built once per recorded hand,
        since a scorer changes only in `record`, which always adds to `history`."""
        key = (len(self.history), self.over)
        cached = self.__dict__.get("_snapshot_cache")
        if cached is None or cached[0] != key:
            cached = self.__dict__["_snapshot_cache"] = (key, self._snapshot())
        return cached[1]

    def _snapshot(self) -> ScoreState:
        """A fresh snapshot; a system with more figures returns its own `ScoreState` kind."""
        return ScoreState(**self._common())

    def _common(self) -> dict:
        """The fields every `ScoreState` has, copied from this scorer."""
        return dict(seats=self.seats, totals=tuple(self.totals),
                    hands_won=tuple(self.hands_won), history=tuple(self.history),
                    over=self.over, winner=self.winner, net=self.net,
                    final=tuple(self.final), result_lines=tuple(self.result_lines))

    def record(self, result: HandResult) -> list[Event]:
        """Add a hand's result; return the events it causes (closed games, match over)."""
        raise NotImplementedError

    def next_deal(self, dealer: int, players: tuple[int, ...],
                  result: HandResult) -> tuple[int, tuple[int, ...]]:
        """The dealer and the two (or more) seats that play the next hand."""
        raise NotImplementedError

    def roles(self, dealer: int, players: tuple[int, ...]) -> tuple[str, ...]:
        """Per seat: the role label to show this hand."""
        return tuple("dealer" if s == dealer else "" for s in range(self.seats))

    def clone(self) -> MatchScorer:
        return copy.deepcopy(self)

    # helpers shared by the systems
    def alternate(self, dealer: int, players: tuple[int, ...]) -> int:
        """The other seat of a two-seat hand (or the next seat clockwise)."""
        i = players.index(dealer)
        return players[(i + 1) % len(players)]

    def reached(self, total: int) -> bool:
        """Whether `total` reaches `rules.target` (passes it, with `target_strict`)."""
        target = self.rules.target
        return total > target if self.rules.target_strict else total >= target

    def race_record(self, result: HandResult) -> list[Event]:
        """`record` for a race to the target on own totals (classic, box): the winner's total
        grows; when it reaches the target the system's `_finish(winner)` ends the match."""
        self.history.append(result)
        if result.void:
            return []
        self.totals[result.winner] += result.points
        self.hands_won[result.winner] += result.boxes
        if not self.reached(self.totals[result.winner]):
            return []
        return [self._finish(result.winner)]

    def add_end_bonuses(self, winner: int, final: list[int], lines: list[ScoreLine]) -> None:
        """The classic match-end bonuses, added to `final` and explained in `lines`: the game
        bonus, the shutout doubling (no other seat won a hand) and the box bonus per hand won."""
        r = self.rules
        if r.game_bonus:
            final[winner] += r.game_bonus
            lines.append(ScoreLine.of("game-bonus", winner, bonus=r.game_bonus))
        others = [s for s in range(self.seats) if s != winner]
        if r.shutout_double and all(self.hands_won[s] == 0 for s in others):
            final[winner] *= 2
            lines.append(ScoreLine.of("shutout-match", winner, total=final[winner]))
        if r.box_bonus:
            for s in range(self.seats):
                if self.hands_won[s]:
                    bonus = r.box_bonus * self.hands_won[s]
                    final[s] += bonus
                    lines.append(ScoreLine.of("box-bonus", s, hands=self.hands_won[s],
                                              each=r.box_bonus, bonus=bonus))
