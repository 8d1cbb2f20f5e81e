"""Classic match scoring (000 and 001): hands to a target, game bonus, shutout, box bonus."""

from __future__ import annotations

from game.core.events import Event, MatchOver
from game.core.scoring.base import HandResult, MatchScorer, ScoreSheet


class ClassicScorer(MatchScorer):
    """Totals to the target; then +game bonus, shutout doubling, +box bonus per hand won."""

    def record(self, result: HandResult) -> list[Event]:
        return self.race_record(result)

    def _finish(self, winner: int) -> MatchOver:
        self.over, self.winner = True, winner
        lines = [f"Target reached by {{{winner}}} with {self.totals[winner]} points"]
        final = list(self.totals)
        self.add_end_bonuses(winner, final, lines, f"the score of {{{winner}}}")
        losers = [s for s in range(self.seats) if s != winner]
        self.net = final[winner] - max(final[s] for s in losers)
        lines.append("Final: " + ", ".join(f"{{{s}}} {final[s]}" for s in range(self.seats)))
        lines.append(f"Result: the match goes to {{{winner}}} by {self.net}")
        self.final = final
        return MatchOver(winner, tuple(final), self.net, tuple(lines))

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

    def sheet(self, names: list[str]) -> ScoreSheet:
        rows = []
        running = [0] * self.seats
        for n, res in enumerate(self.history, 1):
            if res.void:
                rows.append((str(n), *["—"] * self.seats, "void"))
                continue
            running[res.winner] += res.points
            cells = [f"+{res.points} ({running[s]})" if s == res.winner else f"({running[s]})"
                     for s in range(self.seats)]
            rows.append((str(n), *cells, res.kind))
        footer = ["Hands won: " + ", ".join(f"{names[s]}: {self.hands_won[s]}"
                                            for s in range(self.seats))]
        if self.over:
            footer.append("Final: " + ", ".join(f"{names[s]} {self.final[s]}"
                                               for s in range(self.seats)))
            footer.append(f"Net result: {names[self.winner]} by {self.net}")
        return ScoreSheet("Score sheet", ("Hand", *names, "Result"), tuple(rows), tuple(footer))
