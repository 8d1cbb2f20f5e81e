"""Three-player "in the box" scoring and rotation (004, RULES.md "Three-player in the box").

The box deals every hand and plays it against the captain; the third seat sits out as the
advisor. Roles follow from the deal: the dealer is the box, the other seat playing is the
captain, the seat not playing is the advisor. After a hand:

- the box wins: the box stays, captain and advisor swap;
- the box loses: the box sits out (advisor), the captain enters the box, the advisor becomes
  captain;
- a void hand: same roles, same dealer.

Each player keeps an own total (the sitting-out player never scores); the first total to reach
the target (100) wins the match. No game or box bonus by default; with `box_classic_bonuses`
the match end adds the classic `game_bonus`, the shutout doubling (when neither other player
won a hand) and `box_bonus` per hand won.
"""

from __future__ import annotations

from game.core.errors import GameError
from game.core.events import Event, MatchOver
from game.core.results import ScoreLine
from game.core.scoring.base import HandResult, MatchScorer
from game.core.scoring.state import BoxState


class BoxScorer(MatchScorer):
    """Own totals for three seats and the box rotation.

    `game.ui.score_tables` words the score sheet from this state.
    """

    def __init__(self, rules, seats: int, first_dealer: int) -> None:
        super().__init__(rules, seats, first_dealer)
        if seats != 3:
            raise GameError("'in the box' scoring is for three players")
        self.cut_order: tuple[int, ...] = ()
        self.box = first_dealer
        self.hand_roles: list[tuple[str, ...]] = []
        self.final: list[int] = [0] * seats
        self.result_lines: tuple[ScoreLine, ...] = ()

    def assign_roles(self, order) -> None:
        """Record the cut (seats highest first: box, captain, advisor)."""
        self.cut_order = tuple(order)

    def roles(self, dealer: int, players: tuple[int, ...]) -> tuple[str, ...]:
        return tuple("box" if s == dealer else "captain" if s in players else "advisor"
                     for s in range(self.seats))

    def record(self, result: HandResult) -> list[Event]:
        self.hand_roles.append(self.roles(self.box, result.players))
        return self.race_record(result)

    def _finish(self, winner: int) -> MatchOver:
        self.over, self.winner = True, winner
        final = list(self.totals)
        lines = [ScoreLine.of("box-reaches", winner, points=self.totals[winner])]
        if self.rules.box_classic_bonuses:
            self.add_end_bonuses(winner, final, lines)
        self.final = final
        self.net = final[winner] - max(final[s] for s in range(self.seats) if s != winner)
        lines.append(ScoreLine.of("final", *range(self.seats), totals=tuple(final)))
        lines.append(ScoreLine.of("box-match-won", winner, net=self.net))
        self.result_lines = tuple(lines)
        return MatchOver(winner, tuple(final), self.net, tuple(lines))

    def _snapshot(self) -> BoxState:
        return BoxState(**self._common(), hand_roles=tuple(self.hand_roles))

    def next_deal(self, dealer: int, players: tuple[int, ...],
                  result: HandResult) -> tuple[int, tuple[int, ...]]:
        """Box wins: stays, captain and advisor swap. Box loses: the captain enters the box,
        the advisor becomes captain, the old box sits out. Void: no change."""
        box = dealer
        captain = next(s for s in players if s != box)
        advisor = next(s for s in range(self.seats) if s not in players)
        if result.void:
            new = box, (box, captain)
        elif result.winner == box:
            new = box, (box, advisor)
        else:
            new = captain, (captain, advisor)
        self.box = new[0]
        return new
