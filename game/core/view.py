"""What one seat may know: the player view handed to every player, human, AI or bot.

A `PlayerView` is built fresh from the engine for one seat and holds only copies (tuples of
interned cards, numbers, the frozen Rules): never the opponents' hidden cards, never the
stock order, and no reference back to the engine.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, field, fields

from game.core.cards import Card
from game.core.events import Event
from game.core.phase import Phase
from game.core.scoring.state import ScoreState
from game.variants.rules import Rules

Meld = tuple[Card, ...]


@dataclass(frozen=True)
class TableMeld:
    """A meld face up on the table: who laid it and its cards in order."""

    owner: int
    cards: Meld


@dataclass(frozen=True)
class PlayerView:
    """Everything seat `seat` may see right now."""

    seat: int
    rules: Rules
    phase: Phase
    to_act: int | None
    num_seats: int
    players: tuple[int, ...]          # seats playing this hand (two in the gin family)
    dealer: int
    hand_no: int
    hand: tuple[Card, ...]            # this seat's own cards
    hand_sizes: tuple[int, ...]       # every seat's card count
    stock_size: int
    discard_top: Card | None
    discard_size: int
    discards_seen: tuple[Card, ...]   # every card discarded face up this hand, in order
    known_cards: tuple[tuple[Card, ...], ...]  # per seat: cards it took from the pile and holds
    taken_card: Card | None           # card this seat took from the pile this turn
    knock_limit: int
    upcard: Card | None
    retourne: Card | None
    table_melds: tuple[TableMeld, ...]  # knocker's melds at a showdown; all melds in Rami
    showdown: Showdown | None
    totals: tuple[int, ...]
    hands_won: tuple[int, ...]
    roles: tuple[str, ...]            # per seat: "", "dealer", "box", "captain", "advisor"
    match_over: bool
    score: ScoreState | None = None   # the match's score so far (public; the score sheet)
    events: tuple[Event, ...] = field(default=(), repr=False)  # this hand, redacted for seat
    # 004 with advisor_sees_captain: the captain's hand, shown to the advisor (seat out) only
    advised_hand: tuple[Card, ...] = ()
    # --- gin family --------------------------------------------------------------------
    doubled: bool = False             # the hand counts double (a spade upcard, 003)
    stock_only: bool = False          # the first player passed the upcard: draw from the stock
    # --- rami family -------------------------------------------------------------------
    turns_done: tuple[int, ...] = ()  # turns each seat finished this hand (lay-offs from 1)
    has_laid: tuple[bool, ...] = ()   # each seat has laid something down this hand
    laid_this_turn: tuple[Card, ...] = ()  # cards the seat to act laid down this turn
    restocks: int = 0                 # times the discard pile became the stock this hand
    call_card: Card | None = None     # the discard an open "Rami!" window is about
    call_offender: int | None = None  # who discarded it
    turn_seat: int | None = None      # whose regular turn it is (None during a window)
    shown_hands: tuple[tuple[Card, ...], ...] = ()  # every hand as shown at the hand's end

    @classmethod
    def build(cls, **values: object) -> PlayerView:
        """The same view as `PlayerView(**values)`, built about four times faster.

        The engine builds a view for every decision, and a frozen dataclass's `__init__` sets
        each of its ~30 fields through `object.__setattr__`; this fills the instance dict in one
        update instead. Defaults, unknown and missing fields are handled as `__init__` does
        (it reads the field list, so it follows any change to the fields)."""
        names, defaults = _field_table(cls)
        view = object.__new__(cls)
        attrs = view.__dict__
        attrs.update(defaults)
        attrs.update(values)
        if attrs.keys() != names:  # an unknown or a missing field
            return cls(**values)  # let __init__ raise its usual TypeError
        return view

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def opponents(self) -> tuple[int, ...]:
        return tuple(s for s in self.players if s != self.seat)


_FIELD_TABLES: dict[type, tuple[frozenset[str], dict[str, object]]] = {}


def _field_table(cls: type) -> tuple[frozenset[str], dict[str, object]]:
    """A view class's field names and the defaults of those that have one."""
    table = _FIELD_TABLES.get(cls)
    if table is None:
        defaults: dict[str, object] = {}
        for f in fields(cls):
            if f.default is not MISSING:
                defaults[f.name] = f.default
            elif f.default_factory is not MISSING:
                defaults[f.name] = f.default_factory()  # views only hold immutable values
        table = _FIELD_TABLES[cls] = (frozenset(f.name for f in fields(cls)), defaults)
    return table


@dataclass(frozen=True)
class Showdown:
    """The public facts of a gin-family showdown."""

    knocker: int
    kind: str
    knocker_melds: tuple[Meld, ...]
    knocker_deadwood: tuple[Card, ...]
    defender: int
    defender_hand: tuple[Card, ...]   # revealed at the showdown
    layoffs: tuple[tuple[Card, int], ...]
