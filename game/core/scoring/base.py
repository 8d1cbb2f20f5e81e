"""The interface every match scoring system implements, and the hand result it consumes."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from game.core.events import Event


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
    """What the score sheet shows: titled columns of rows, plus lines under it."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    footer: tuple[str, ...] = ()
    extra: tuple[ScoreSheet, ...] = field(default=())


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

    def sheet(self, names: list[str]) -> ScoreSheet:
        raise NotImplementedError

    def clone(self) -> MatchScorer:
        return copy.deepcopy(self)

    # helpers shared by the systems
    def alternate(self, dealer: int, players: tuple[int, ...]) -> int:
        """The other seat of a two-seat hand (or the next seat clockwise)."""
        i = players.index(dealer)
        return players[(i + 1) % len(players)]
