"""How near is `medium` to going out, read from what it throws? (issue 15's measuring tool)

Plays the tournament's `medium hard` matches (the same deals, seats and player seeds, classic
rules) and, for each of medium's discards, records the thrown card's count and whether medium
went out at its next turn, or within its next two. Medium throws its highest unmatched card,
so a low discard says its other unmatched cards are low too: after a ten-count card it went out
at its next turn about once in 18 discards, after a five or a four about once in three. It
also tallies the deadwood medium knocked with (it knocks as soon as it can, so most knocks
come near the limit). The README's thirteenth round of tries fed both tables to hard's
defence (its threat, and the points a knock would cost it); none of them was kept.

    python -m tools.knock_reads --seed 2043 --deals 60
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.cards import Card
from game.core.events import Discarded, Event, HandScored, HandStarted, HandVoid, Knocked
from game.core.melds import rules_solver
from tools.watched_games import study_main, watched_games


@dataclass
class Reads:
    """What the watched games showed of medium, by the count of the card it threw."""

    discards: Counter = field(default_factory=Counter)   # count -> discards of that count
    out_next: Counter = field(default_factory=Counter)   # ... then out at the next turn
    out_two: Counter = field(default_factory=Counter)    # ... then out within two turns
    knocks: Counter = field(default_factory=Counter)     # medium's deadwood when it went out


class MediumWatcher:
    """A match listener: follows medium's discards and outs in one match."""

    def __init__(self, seat: int, reads: Reads, value: Callable[[Card], int]) -> None:
        self.seat = seat
        self.reads = reads
        self.value = value   # a card's count under the match's rules
        self.open: list[list[int]] = []   # [count, medium's turns since] of recent discards

    def __call__(self, events: list[Event]) -> None:
        for i, e in enumerate(events):
            if isinstance(e, (HandStarted, HandScored, HandVoid)):
                self.open = []
            elif isinstance(e, Knocked):
                if e.seat == self.seat:
                    self.reads.knocks[e.deadwood] += 1
                    for count, age in self.open:
                        if age == 0:
                            self.reads.out_next[count] += 1
                        self.reads.out_two[count] += 1
                self.open = []
            elif isinstance(e, Discarded) and e.seat == self.seat and e.card is not None \
                    and not _goes_out_with(events, i):
                for entry in self.open:
                    entry[1] += 1
                self.open = [entry for entry in self.open if entry[1] < 2]
                count = self.value(e.card)
                self.reads.discards[count] += 1
                self.open.append([count, 0])


def _goes_out_with(events: list[Event], i: int) -> bool:
    """Whether the discard at `events[i]` is the one a knock or gin is made with."""
    return i + 1 < len(events) and isinstance(events[i + 1], Knocked)


def collect(seed: int, deals: int) -> tuple[Reads, int]:
    """Medium's reads over the tournament's games, and the matches hard won."""
    reads = Reads()
    wins = 0
    for match, seat, _hard in watched_games("medium", "hard", deals, seed,
                                            lambda player, _ps: player):
        match.listeners.append(MediumWatcher(1 - seat, reads, rules_solver(match.rules).value))
        match.run()
        wins += match.engine.scorer.winner == seat
    return reads, wins


def report(reads: Reads) -> str:
    """The two tables: going out after a discard of each count, and the knocks' deadwood."""
    lines = ["medium's discard: count, discards, out at the next turn, out within two turns"]
    for count in sorted(reads.discards):
        n = reads.discards[count]
        lines.append(f"  {count:>2} {n:>6} {reads.out_next[count] / n:7.1%} "
                     f"{reads.out_two[count] / n:7.1%}")
    total = sum(reads.knocks.values())
    lines.append(f"medium went out {total} times; its deadwood then:")
    for deadwood in sorted(reads.knocks):
        lines.append(f"  {deadwood:>2} {reads.knocks[deadwood] / total:6.1%}")
    return "\n".join(lines)


def main() -> None:
    study_main(__doc__, collect, report)


if __name__ == "__main__":
    main()
