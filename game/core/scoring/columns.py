"""003 column scoring (RULES.md "003 scoring"): three columns per player, cocottes, blitz.

A won hand is written Hollywood-style (`column_targets`): a player's 1st won hand in column 1,
the 2nd in columns 1 and 2, the 3rd and later ones in every open column of rank <= their count
(the lowest open column above when none is open). Each column it is written in receives the
hand's points and its cocottes (1 per won hand; with `gin_cocottes` a gin or grand gin earns 2
and an undercut 1 extra). A column closes when a player's points in it reach `column_target`
(100; 150 or 250 offered). A closed column is worth, to its winner, `column_bonus` (250) +
points + cocottes × `cocotte_value` (25), doubled (`blitz_double`) when the loser scored
nothing in it; to the loser, points + cocottes × 25. The match ends when the three columns are
closed; each player's grand total is the sum over the columns and the difference of the two
grand totals is the result. The winner of a hand deals the next; a void hand is dealt again by
the same dealer.
"""

from __future__ import annotations

from game.core.errors import GameError
from game.core.events import GameClosed, MatchOver
from game.core.results import ScoreLine
from game.core.scoring.base import HandResult
from game.core.scoring.hollywood import ColumnGamesScorer
from game.core.scoring.state import ColumnsState, grid

COLUMNS = 3


class ColumnsScorer(ColumnGamesScorer):
    """The 003 score sheet between two players.

    State per column c (0-based) and seat s: `points[c][s]`, `cocottes[c][s]`, `closed[c]`
    (winner seat or None), `blitz[c]`, `column_totals[c]` (each seat's column figure once
    closed), `entries[c]` (hand number, seat, points, cocottes); per seat `counter[s]` (E).

    `totals[s]` is seat s's grand total so far: in every column its points + cocottes × 25,
    plus, for closed columns it won, the column bonus and the blitz doubling. Once the match
    is over these are the grand totals and `net` is their difference.

    `game.ui.score_tables` words the score sheet from this state.
    """

    def __init__(self, rules, seats: int, first_dealer: int) -> None:
        super().__init__(rules, seats, first_dealer)
        if seats != 2:
            raise GameError("column scoring is for two players")
        self.counter = [0] * seats
        self.points = [[0] * seats for _ in range(COLUMNS)]
        self.cocottes = [[0] * seats for _ in range(COLUMNS)]
        self.closed: list[int | None] = [None] * COLUMNS
        self.blitz = [False] * COLUMNS
        self.column_totals: list[tuple[int, ...] | None] = [None] * COLUMNS
        self.entries: list[list[tuple[int, int, int, int]]] = [[] for _ in range(COLUMNS)]
        self.closing_lines: list[tuple[ScoreLine, ...]] = [() for _ in range(COLUMNS)]
        self.final: list[int] = [0] * seats
        self.result_lines: tuple[ScoreLine, ...] = ()

    def cocottes_for(self, result: HandResult) -> int:
        """Cocottes a won hand earns in each column it is written in."""
        if self.rules.gin_cocottes and result.kind in ("gin", "big-gin", "undercut"):
            return 2
        return 1

    def _write(self, targets: list[int], w: int, hand_no: int, result: HandResult) -> None:
        self.hands_won[w] += 1
        cocottes = self.cocottes_for(result)
        for c in targets:
            self.points[c][w] += result.points
            self.cocottes[c][w] += cocottes
            self.entries[c].append((hand_no, w, result.points, cocottes))

    def _closes(self, c: int, winner: int) -> bool:
        return self.points[c][winner] >= self.rules.column_target

    def _plain(self, c: int, s: int) -> int:
        return self.points[c][s] + self.cocottes[c][s] * self.rules.cocotte_value

    def _close(self, c: int, winner: int) -> GameClosed:
        r = self.rules
        loser = 1 - winner
        figures = [self._plain(c, s) for s in range(self.seats)]
        figures[winner] += r.column_bonus
        lines = [ScoreLine.of("column-closes", winner, column=c + 1,
                              points=self.points[c][winner]),
                 ScoreLine.of("column-winner-figure", winner, bonus=r.column_bonus,
                              points=self.points[c][winner], cocottes=self.cocottes[c][winner],
                              each=r.cocotte_value, total=figures[winner])]
        if r.blitz_double and self.points[c][loser] == 0 and self.cocottes[c][loser] == 0:
            figures[winner] *= 2
            self.blitz[c] = True
            lines.append(ScoreLine.of("blitz", loser, winner, column=c + 1,
                                      total=figures[winner]))
        lines.append(ScoreLine.of("column-loser-figure", loser, points=self.points[c][loser],
                                  cocottes=self.cocottes[c][loser], each=r.cocotte_value,
                                  total=figures[loser]))
        self.closed[c] = winner
        self.column_totals[c] = tuple(figures)
        self.closing_lines[c] = tuple(lines)
        return GameClosed(c, winner, tuple(lines))

    def _snapshot(self) -> ColumnsState:
        return ColumnsState(**self._common(), points=grid(self.points),
                            cocottes=grid(self.cocottes), closed=tuple(self.closed),
                            blitz=tuple(self.blitz), column_totals=tuple(self.column_totals),
                            entries=grid(self.entries), closing_lines=tuple(self.closing_lines))

    def _update_totals(self) -> None:
        for s in range(self.seats):
            self.totals[s] = sum(self.column_totals[c][s] if self.column_totals[c] is not None
                                 else self._plain(c, s) for c in range(COLUMNS))

    def _finish(self) -> MatchOver:
        r = self.rules
        self.over = True
        self.final = list(self.totals)
        lines: list[ScoreLine] = []
        for s in range(self.seats):
            won = sum(1 for c in self.closed if c == s)
            pts = sum(self.points[c][s] for c in range(COLUMNS))
            coc = sum(self.cocottes[c][s] for c in range(COLUMNS))
            blitz = sum(self.column_totals[c][s] // 2 for c in range(COLUMNS)
                        if self.blitz[c] and self.closed[c] == s)
            lines.append(ScoreLine.of("columns-grand-total", s, columns=won,
                                      bonus=r.column_bonus, points=pts, cocottes=coc,
                                      each=r.cocotte_value, blitz=blitz, total=self.final[s]))
        diff = self.final[0] - self.final[1]
        if diff == 0:
            self.winner, self.net = None, 0
            lines.append(ScoreLine.of("match-drawn-equal"))
        else:
            self.winner = 0 if diff > 0 else 1
            self.net = abs(diff)
            lines.append(ScoreLine.of("match-won-by", self.winner, net=self.net))
        self.result_lines = tuple(lines)
        return MatchOver(self.winner, tuple(self.final), self.net, tuple(lines))
