"""Rami (002) pay-out scoring: after each hand the losers pay the winner; a match is a series.

`totals` are the running balances (received minus paid; they always sum to zero) and
`received` what each seat has been paid in all. The match ends after `match_hands` hands when
that is set (> 0), otherwise when a player's received total reaches `target`; the winner is the
best balance (None on a tie for the best). Dealing: with two players the winner of a hand deals
the next (a drawn hand is dealt again by the same dealer); with more, the deal passes clockwise.
"""

from __future__ import annotations

from game.core.events import Event, MatchOver
from game.core.scoring.base import HandResult, MatchScorer, ScoreSheet

KIND_LABELS = {"out": "out", "rami": "Rami", "arret": "Arrêt", "draw": "draw"}


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
            lines = [f"{len(self.history)} hand{'s' if len(self.history) != 1 else ''} played"]
        else:
            top = max(range(self.seats), key=lambda s: self.received[s])
            lines = [f"{{{top}}} has received {self.received[top]} (target {r.target})"]
        lines.append("Balances: " + ", ".join(f"{{{s}}} {self.totals[s]:+d}"
                                              for s in range(self.seats)))
        if self.winner is None:
            lines.append("Tie for the best balance: " + ", ".join(f"{{{s}}}" for s in leaders))
        else:
            lines.append(f"Result: {{{self.winner}}} wins with {best:+d}")
        return MatchOver(self.winner, tuple(self.totals), self.net, tuple(lines))

    def next_deal(self, dealer: int, players: tuple[int, ...],
                  result: HandResult) -> tuple[int, tuple[int, ...]]:
        if self.seats == 2:
            return (dealer if result.winner is None else result.winner), players
        return (dealer + 1) % self.seats, players

    def sheet(self, names: list[str]) -> ScoreSheet:
        rows = []
        running = [0] * self.seats
        for n, res in enumerate(self.history, 1):
            pays = res.payments or (0,) * self.seats
            cells = []
            for s in range(self.seats):
                running[s] -= pays[s]
                cells.append(f"{-pays[s]:+d} ({running[s]:+d})" if pays[s] else
                             f"— ({running[s]:+d})")
            rows.append((str(n), *cells, KIND_LABELS.get(res.kind, res.kind)))
        footer = ["Received: " + ", ".join(f"{names[s]} {self.received[s]}"
                                           for s in range(self.seats)),
                  "Hands won: " + ", ".join(f"{names[s]}: {self.hands_won[s]}"
                                            for s in range(self.seats))]
        if self.over:
            footer.append("Final balances: " + ", ".join(f"{names[s]} {self.totals[s]:+d}"
                                                         for s in range(self.seats)))
            if self.winner is not None:
                footer.append(f"Winner: {names[self.winner]} by {self.net}")
        return ScoreSheet("Pay-outs", ("Hand", *names, "Result"), tuple(rows), tuple(footer))
