"""Rami (002) pay-out scoring: after each hand the losers pay the winner; a match is a series.

`totals` are the running balances (received minus paid; they always sum to zero) and
`received` what each seat has been paid in all. The match ends after `match_hands` hands when
that is set (> 0), otherwise when a player's received total reaches `target`; the winner is the
best balance (None on a tie for the best). Dealing: with two players the winner of a hand deals
the next (a drawn hand is dealt again by the same dealer); with more, the deal passes clockwise.
"""

from __future__ import annotations

from game.core.events import Event, MatchOver
from game.core.results import ScoreLine
from game.core.scoring.base import HandResult, MatchScorer
from game.core.scoring.state import RamiState


class RamiScorer(MatchScorer):
    """Pay-outs: `HandResult.payments[s]` is what seat s paid (negative: received)."""

    def __init__(self, rules, seats: int, first_dealer: int) -> None:
        super().__init__(rules, seats, first_dealer)
        self.received = [0] * seats
        self.final: list[int] = []

    def record(self, result: HandResult) -> list[Event]:
        self.history.append(result)
        pays = result.payments or (0,) * self.seats
        for s, p in enumerate(pays):
            self.totals[s] -= p
            if p < 0:
                self.received[s] -= p
                self.hands_won[s] += 1
        r = self.rules
        if r.match_hands > 0:
            done = len(self.history) >= r.match_hands
        else:
            done = max(self.received) >= r.target
        return [self._finish()] if done else []

    def _finish(self) -> MatchOver:
        self.over = True
        best = max(self.totals)
        leaders = [s for s in range(self.seats) if self.totals[s] == best]
        self.winner = leaders[0] if len(leaders) == 1 else None
        others = [t for s, t in enumerate(self.totals) if s not in leaders]
        self.net = best - max(others) if others and self.winner is not None else 0
        self.final = list(self.totals)
        r = self.rules
        if r.match_hands > 0:
            lines = [ScoreLine.of("hands-played", hands=len(self.history))]
        else:
            top = max(range(self.seats), key=lambda s: self.received[s])
            lines = [ScoreLine.of("received-target", top, received=self.received[top],
                                  target=r.target)]
        lines.append(ScoreLine.of("balances", *range(self.seats), totals=tuple(self.totals)))
        if self.winner is None:
            lines.append(ScoreLine.of("balance-tie", *leaders))
        else:
            lines.append(ScoreLine.of("balance-winner", self.winner, balance=best))
        self.result_lines = tuple(lines)
        return MatchOver(self.winner, tuple(self.totals), self.net, tuple(lines))

    def _snapshot(self) -> RamiState:
        return RamiState(**self._common(), received=tuple(self.received))

    def next_deal(self, dealer: int, players: tuple[int, ...],
                  result: HandResult) -> tuple[int, tuple[int, ...]]:
        if self.seats == 2:
            return (dealer if result.winner is None else result.winner), players
        return (dealer + 1) % self.seats, players
