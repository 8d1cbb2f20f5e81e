"""Hollywood scoring (RULES.md "Hollywood scoring"): three games played at once.

Each player keeps a counter E (0 at the start). A player who wins a hand worth s points sets
E = min(E + 1, 3); the hand is written in every still-open game numbered <= E, or, when there is
none, in the lowest open game above E (and E becomes that number). Each such game receives s
points and one box (two for a doubled Oklahoma hand) for that player. A game closes when a
player's total in it reaches the target (`rules.target`, 100; 150 offered). The match ends when
the three games are closed; hands are dealt by the winner of the previous hand (the same dealer
after a void hand).

`column_targets` is the Hollywood filling rule on its own; the 003 columns scorer uses it too,
as it shares `ColumnGamesScorer` (writing a won hand, closing columns, the deal).
"""

from __future__ import annotations

from game.core.errors import GameError
from game.core.events import Event, GameClosed, MatchOver
from game.core.results import ScoreLine
from game.core.scoring.base import HandResult, MatchScorer
from game.core.scoring.state import HollywoodState, grid

GAMES = 3


def column_targets(counter: int, open_columns: list[bool]) -> tuple[list[int], int]:
    """The columns (0-based) a newly won hand is written in, and the player's new counter.

    `counter` is the player's E before this hand (the number of hands won so far, capped at the
    column count); `open_columns[i]` says whether column i is still open.
    """
    n = len(open_columns)
    e = min(counter + 1, n)
    targets = [i for i in range(e) if open_columns[i]]
    if not targets:
        above = [i for i in range(e, n) if open_columns[i]]
        if above:
            targets = [above[0]]
            e = above[0] + 1
    return targets, e


class ColumnGamesScorer(MatchScorer):
    """Games (columns) played at once by two players, filled by `column_targets` and closed
    one by one; the match ends when all are closed (Hollywood, 003 columns).

    A system keeps `counter` (per seat) and `closed` (per column: the winner's seat or None)
    and provides `_write(targets, winner, hand_no, result)` (write a won hand into those
    columns), `_closes(column, winner)`, `_close(column, winner) -> GameClosed`,
    `_update_totals()` and `_finish() -> MatchOver`.
    """

    counter: list[int]
    closed: list[int | None]

    def record(self, result: HandResult) -> list[Event]:
        self.history.append(result)
        if result.void:
            return []
        w = result.winner
        targets, self.counter[w] = column_targets(self.counter[w],
                                                  [c is None for c in self.closed])
        self._write(targets, w, len(self.history), result)
        events: list[Event] = [self._close(g, w) for g in targets if self._closes(g, w)]
        self._update_totals()
        if all(c is not None for c in self.closed):
            events.append(self._finish())
        return events

    def _write(self, targets: list[int], winner: int, hand_no: int,
               result: HandResult) -> None:
        raise NotImplementedError

    def _closes(self, column: int, winner: int) -> bool:
        raise NotImplementedError

    def next_deal(self, dealer: int, players: tuple[int, ...],
                  result: HandResult) -> tuple[int, tuple[int, ...]]:
        """The winner of a hand deals the next; a void hand is dealt again by the same
        dealer."""
        if result.void:
            return dealer, players
        return result.winner, players


class HollywoodScorer(ColumnGamesScorer):
    """Three Hollywood games between two players.

    State, per game g (0-based) and seat s: `points[g][s]`, `boxes[g][s]`, `closed[g]` (the
    winner's seat, or None while open), `entries[g]` (hand number, seat, points) in order, and
    per seat the counter `counter[s]`.

    `totals[s]` is what seat s has so far over the three games: the points in the open games
    plus the final figures of the closed ones (game bonus, boxes and shutout doubling
    included), so when the match is over `totals` are the final figures and their difference
    is the sum of the games' nets.

    `game.ui.score_tables` words the score sheet from this state.
    """

    def __init__(self, rules, seats: int, first_dealer: int) -> None:
        super().__init__(rules, seats, first_dealer)
        if seats != 2:
            raise GameError("Hollywood scoring is for two players")
        self.counter = [0] * seats
        self.points = [[0] * seats for _ in range(GAMES)]
        self.boxes = [[0] * seats for _ in range(GAMES)]
        self.closed: list[int | None] = [None] * GAMES
        self.finals: list[tuple[int, ...] | None] = [None] * GAMES
        self.nets = [0] * GAMES
        self.entries: list[list[tuple[int, int, int]]] = [[] for _ in range(GAMES)]
        self.closing_lines: list[tuple[ScoreLine, ...]] = [() for _ in range(GAMES)]
        self.final: list[int] = [0] * seats
        self.result_lines: tuple[ScoreLine, ...] = ()

    # ----- rules ------------------------------------------------------------------------
    def _write(self, targets: list[int], w: int, hand_no: int, result: HandResult) -> None:
        self.hands_won[w] += result.boxes
        for g in targets:
            self.points[g][w] += result.points
            self.boxes[g][w] += result.boxes
            self.entries[g].append((hand_no, w, result.points))

    def _closes(self, g: int, winner: int) -> bool:
        return self.reached(self.points[g][winner])

    def _close(self, g: int, winner: int) -> GameClosed:
        r = self.rules
        loser = 1 - winner
        pts, boxes = self.points[g], self.boxes[g]
        final = [pts[s] + r.box_bonus * boxes[s] for s in range(self.seats)]
        final[winner] += r.game_bonus
        lines = [ScoreLine.of("game-closes", winner, game=g + 1, points=pts[winner])]
        if r.game_bonus:
            lines.append(ScoreLine.of("game-bonus", winner, bonus=r.game_bonus))
        if r.box_bonus:
            for s in range(self.seats):
                if boxes[s]:
                    lines.append(ScoreLine.of("box-bonus", s, hands=boxes[s], each=r.box_bonus,
                                              bonus=boxes[s] * r.box_bonus))
        net = final[winner] - final[loser]
        shutout = r.shutout_double and pts[loser] == 0
        if shutout:
            final[winner] *= 2
            net *= 2
            lines.append(ScoreLine.of("shutout-game", loser, winner, game=g + 1,
                                      total=final[winner]))
        lines.append(ScoreLine.of("game-figures", winner, loser, game=g + 1,
                                  winner_total=final[winner], loser_total=final[loser], net=net))
        self.closed[g] = winner
        self.finals[g] = tuple(final)
        self.nets[g] = net
        self.closing_lines[g] = tuple(lines)
        return GameClosed(g, winner, tuple(lines))

    def _snapshot(self) -> HollywoodState:
        return HollywoodState(**self._common(), points=grid(self.points), boxes=grid(self.boxes),
                              closed=tuple(self.closed), nets=tuple(self.nets),
                              entries=grid(self.entries),
                              closing_lines=tuple(self.closing_lines))

    def _update_totals(self) -> None:
        for s in range(self.seats):
            self.totals[s] = sum(self.finals[g][s] if self.finals[g] is not None
                                 else self.points[g][s] for g in range(GAMES))

    def _finish(self) -> MatchOver:
        self.over = True
        self.final = list(self.totals)
        signed = sum(self.nets[g] if self.closed[g] == 0 else -self.nets[g]
                     for g in range(GAMES))
        lines = [ScoreLine.of("game-won", self.closed[g], game=g + 1, net=self.nets[g])
                 for g in range(GAMES)]
        lines.append(ScoreLine.of("totals", *range(self.seats), totals=tuple(self.final)))
        if signed == 0:
            self.winner, self.net = None, 0
            lines.append(ScoreLine.of("match-drawn-nets"))
        else:
            self.winner = 0 if signed > 0 else 1
            self.net = abs(signed)
            lines.append(ScoreLine.of("match-won-nets", self.winner, net=self.net))
        self.result_lines = tuple(lines)
        return MatchOver(self.winner, tuple(self.final), self.net, tuple(lines))
