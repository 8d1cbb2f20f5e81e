"""Classic match scoring (000 and 001): hands to a target, game bonus, shutout, box bonus."""

from __future__ import annotations

from game.core.events import Event, MatchOver
from game.core.results import ScoreLine
from game.core.scoring.base import HandResult, MatchScorer
from game.core.scoring.state import ClassicState


class ClassicScorer(MatchScorer):
    """Totals to the target; then +game bonus, shutout doubling, +box bonus per hand won."""

    def record(self, result: HandResult) -> list[Event]:
        return self.race_record(result)

    def _finish(self, winner: int) -> MatchOver:
        self.over, self.winner = True, winner
        lines = [ScoreLine.of("target-reached", winner, points=self.totals[winner])]
        final = list(self.totals)
        self.add_end_bonuses(winner, final, lines)
        losers = [s for s in range(self.seats) if s != winner]
        self.net = final[winner] - max(final[s] for s in losers)
        lines.append(ScoreLine.of("final", *range(self.seats), totals=tuple(final)))
        lines.append(ScoreLine.of("match-won-by", winner, net=self.net))
        self.final = final
        self.result_lines = tuple(lines)
        return MatchOver(winner, tuple(final), self.net, tuple(lines))

    def _snapshot(self) -> ClassicState:
        return ClassicState(**self._common())

    def next_deal(self, dealer: int, players: tuple[int, ...],
                  result: HandResult) -> tuple[int, tuple[int, ...]]:
        if result.void:
            return dealer, players
        rule = self.rules.next_dealer
        if rule == "winner":
            return result.winner, players
        if rule == "loser":
            return self.alternate(result.winner, players), players
        return self.alternate(dealer, players), players
