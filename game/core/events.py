"""Everything that happens in a game, as frozen values.

The engine returns these from `apply`; the UI animates them, logs and replays record them.
`redact(event, seat)` hides what that seat may not see (an opponent's drawn or dealt card).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from game.core.cards import Card
from game.core.results import ScoreLine

Meld = tuple[Card, ...]


@dataclass(frozen=True)
class Event:
    """Base class of every event."""

    def __deepcopy__(self, memo: dict) -> Event:
        return self  # an immutable value: an engine's clone shares it (cloning is look-ahead's cost)


@dataclass(frozen=True)
class MatchStarted(Event):
    """The match begins. `commitment` is the SHA-256 of `gin-table-match:<match seed>`,
    published before the first dealer is chosen and the first card dealt; the seed is
    revealed in `MatchOver`."""

    seats: int
    variant: str
    commitment: str = ""


@dataclass(frozen=True)
class CardsCut(Event):
    """Cards cut to choose the first dealer (or, in 004, the roles)."""

    cards: tuple[Card, ...]
    dealer: int


@dataclass(frozen=True)
class HandStarted(Event):
    """A deal begins. `commitment` is the SHA-256 of the hand's seed, revealed after the hand."""

    hand_no: int
    dealer: int
    players: tuple[int, ...]
    commitment: str


@dataclass(frozen=True)
class RolesAssigned(Event):
    """Three-player Gin: who is box, captain and advisor this hand."""

    box: int
    captain: int
    advisor: int


@dataclass(frozen=True)
class CardDealt(Event):
    seat: int
    card: Card | None  # None when hidden from the viewer


@dataclass(frozen=True)
class UpcardTurned(Event):
    card: Card


@dataclass(frozen=True)
class RetourneTurned(Event):
    card: Card


@dataclass(frozen=True)
class KnockLimitSet(Event):
    """This hand's knock limit (0 = gin only), e.g. from the Oklahoma upcard."""

    limit: int
    doubled: bool = False


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class Drew(Event):
    seat: int
    source: str
    card: Card | None  # None when hidden from the viewer


@dataclass(frozen=True)
class Discarded(Event):
    seat: int
    card: Card | None
    face_down: bool = False


@dataclass(frozen=True)
class Knocked(Event):
    """A player went out: knock (deadwood > 0), gin, or big gin (no discard)."""

    seat: int
    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]
    deadwood: int
    kind: str  # "knock" | "gin" | "big-gin"


@dataclass(frozen=True)
class Spread(Event):
    """The defender shows their hand at the showdown."""

    seat: int
    melds: tuple[Meld, ...]
    deadwood_cards: tuple[Card, ...]
    deadwood: int


@dataclass(frozen=True)
class LaidOff(Event):
    seat: int
    card: Card
    target: int


@dataclass(frozen=True)
class Melded(Event):
    seat: int
    cards: Meld
    target: int  # index of the new meld on the table


@dataclass(frozen=True)
class Restocked(Event):
    size: int
    seat: int | None = None   # who turned the pile over (None: the rules did, Rami only)
    shuffled: bool = False    # the pile was shuffled (Rami only), not turned over as it lay


@dataclass(frozen=True)
class RamiCalled(Event):
    seat: int
    card: Card
    offender: int


@dataclass(frozen=True)
class HandVoid(Event):
    """The hand ends with no winner; `reason` says why, as data."""

    reason: ScoreLine


@dataclass(frozen=True)
class HandScored(Event):
    """The hand's outcome. `points[seat]` is what each seat scored this hand."""

    winner: int | None
    kind: str  # "knock" | "gin" | "big-gin" | "undercut" | "rami" | "out" | "arret" | ...
    points: tuple[int, ...]
    deadwood: tuple[int, ...]
    lines: tuple[ScoreLine, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True)
class SeedRevealed(Event):
    """After a hand: the seed whose SHA-256 was the commitment, so the deal can be checked."""

    hand_no: int
    seed: int


@dataclass(frozen=True)
class GameClosed(Event):
    """A Hollywood game or an 003 column closed."""

    column: int
    winner: int
    lines: tuple[ScoreLine, ...]


@dataclass(frozen=True)
class MatchOver(Event):
    """The match is over; `seed` is the match seed, revealed so `MatchStarted.commitment`
    (the first dealer, 003's retourne pack) and every deal can be checked."""

    winner: int | None
    totals: tuple[int, ...]
    net: int
    lines: tuple[ScoreLine, ...]
    seed: int | None = None


def redact(event: Event, seat: int | None) -> Event:
    """The event as `seat` may see it (None = a spectator who sees no hidden card)."""
    kind = type(event)  # exact types first: redacting is on every view's path
    if kind is CardDealt or (kind is not Drew and isinstance(event, CardDealt)):
        if event.seat != seat and event.card is not None:
            return dataclasses.replace(event, card=None)
    elif kind is Drew or isinstance(event, Drew):
        if event.seat != seat and event.source == "stock" and event.card is not None:
            return dataclasses.replace(event, card=None)
    return event
