"""The end of a Rami hand: who pays whom after going out, a Rami, an Arrêt or a drawn hand.

`RamiHandEnd` is a part of `game.core.families.rami.RamiEngine` (a mixin over its state). Each
ending builds the hand's payments (received positive, paid negative, summing to zero), its
`ScoreLine`s (data, worded by the UI) and hands them to the scorer through `_score`.
"""

from __future__ import annotations

from game.core.events import Event, HandVoid
from game.core.results import ScoreLine
from game.core.scoring import HandResult


class RamiHandEnd:
    """The endings of a Rami hand and their payments (see the module docstring)."""

    def _went_out(self, seat: int) -> list[Event]:
        r = self.rules
        n = self.seats
        laid = self.value(self.laid_now)
        rami = r.rami_only or not self.laid_before[seat]
        values = [self.value(h) for h in self.hands]
        pays = [0] * n
        lines: list[ScoreLine] = []
        if r.rami_only:
            kind = "rami"
            if r.rami_pay_own_hand:
                lines.append(ScoreLine.of("rami-only-own-hand", seat))
                for s in range(n):
                    if s != seat:
                        pays[s] = values[s]
            else:
                lines.append(ScoreLine.of("rami-only-laid", seat, laid=laid))
                for s in range(n):
                    if s != seat:
                        pays[s] = laid
        elif rami:
            kind = "rami"
            if r.rami_pay_own_hand:
                lines.append(ScoreLine.of("rami-own-hand-double", seat))
                for s in range(n):
                    if s != seat:
                        pays[s] = 2 * values[s]
            else:
                lines.append(ScoreLine.of("rami-laid-double", seat, laid=laid, pay=2 * laid))
                for s in range(n):
                    if s != seat:
                        pays[s] = 2 * laid
        else:
            kind = "out"
            lines.append(ScoreLine.of("out", seat))
            for s in range(n):
                if s != seat:
                    pays[s] = values[s]
        for s in self._order_from_left(seat):
            lines.append(ScoreLine.of("pays-holding", s, pay=pays[s], cards=tuple(self.hands[s]),
                                      value=values[s]))
        total = sum(pays)
        points = [-p for p in pays]
        points[seat] = total
        lines.append(ScoreLine.of("receives", seat, points=total))
        return self._score(seat, kind, points, values, lines)

    def _arret(self, seat: int) -> list[Event]:
        counts = [len(h) for h in self.hands]
        low = min(counts)
        winners = [s for s in self._order_from_left(self.dealer, include=True)
                   if counts[s] == low]
        losers = [s for s in range(self.seats) if counts[s] != low]
        # why the hand stops (the top discard the stopper declined) and every hand, which
        # each player spreads (the score panel shows them as cards: a play-tester)
        lines = [ScoreLine.of("arret-stop", seat, card=self.pile[-1] if self.pile else None,
                              hands=tuple(tuple(h) for h in self.hands))]
        points = [0] * self.seats
        for s in losers:
            points[s] = -(counts[s] - low)
            lines.append(ScoreLine.of("arret-pays", s, cards=counts[s], pay=counts[s] - low))
        total = -sum(points)
        share, rest = divmod(total, len(winners))
        for i, s in enumerate(winners):
            points[s] = share + (1 if i < rest else 0)
        if not losers:
            lines.append(ScoreLine.of("arret-nobody-pays", cards=low))
            winner = None
        else:
            if len(winners) == 1:
                lines.append(ScoreLine.of("arret-fewest", *winners, cards=low, points=total))
            else:
                lines.append(ScoreLine.of("arret-tie", *winners, cards=low, points=total,
                                          shares=tuple(points[s] for s in winners)))
            winner = winners[0]
        return self._score(winner, "arret", points, counts, lines)

    def _void(self, reason: ScoreLine) -> list[Event]:
        events: list[Event] = [HandVoid(reason)]
        return events + self._score(None, "draw", [0] * self.seats,
                                    [self.value(h) for h in self.hands],
                                    [ScoreLine.of("draw-nobody-pays", reason=reason)])

    def _order_from_left(self, seat: int, include: bool = False) -> list[int]:
        order = [(seat + k) % self.seats for k in range(1, self.seats)]
        return order + [seat] if include else order

    def _score(self, winner: int | None, kind: str, points: list[int], deadwood: list[int],
               lines: list[ScoreLine]) -> list[Event]:
        self.shown = tuple(tuple(h) for h in self.hands)
        result = HandResult(winner, kind, points[winner] if winner is not None else 0,
                            self.players, tuple(deadwood), 1, tuple(-p for p in points))
        events = self._hand_scored(result, points, deadwood, lines)
        self._close_window()
        self.turn_seat = None
        self.taken = None
        self.laid_now = []
        return events
