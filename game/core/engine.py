"""The engine protocol shared by every rule family, and `new_game` that picks the family.

An engine is a state machine over a whole match: `legal_actions()` lists what the seat to act
may do, `apply(action)` checks the action, changes the state and returns the events. An illegal
action raises `IllegalActionError` naming the rule, with the state untouched (every check runs
before the first change). The match is fixed by its seed: `replay(rules, seats, seed, actions)`
rebuilds it exactly.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable

from game.core.actions import Action
from game.core.errors import IllegalActionError
from game.core.events import Event, redact
from game.core.seeds import commitment, derive_seed, fresh_seed
from game.core.view import PlayerView
from game.variants.rules import Rules


class Engine:
    """Common bookkeeping: seeds, the action log, the event log, legality checks, cloning."""

    def __init__(self, rules: Rules, seats: int, seed: int | None = None) -> None:
        if not rules.min_players <= seats <= rules.max_players:
            raise IllegalActionError(
                "player-count",
                f"{rules.variant} is played by {rules.min_players}"
                + (f" to {rules.max_players}" if rules.max_players != rules.min_players else "")
                + f" players, not {seats}")
        self.rules = rules
        self.seats = seats
        self.seed = fresh_seed() if seed is None else int(seed)
        self.log: list[Action] = []
        self.events: list[Event] = []      # every event of the match, unredacted
        self.hand_events: list[Event] = []  # the current hand's events
        self.deal_no = 0
        self.phase = "start"
        self.to_act: int | None = None

    # ----- the protocol -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def check(self, action: Action) -> None:
        """Raise `IllegalActionError` if `action` is not allowed now."""
        raise NotImplementedError

    def _do(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, seat: int) -> PlayerView:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.phase == "match-over"

    def apply(self, action: Action) -> list[Event]:
        """Play `action` for the seat to act; returns the events, or raises with no change."""
        if self.is_over:
            raise IllegalActionError("match-over", "the match is over")
        self.check(action)
        events = self._do(action)
        self.log.append(action)
        self.events.extend(events)
        return events

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def clone(self) -> Engine:
        """An independent copy (for look-ahead); cards stay interned."""
        return copy.deepcopy(self)

    def events_for(self, seat: int | None, events: Iterable[Event]) -> list[Event]:
        """Events as `seat` may see them."""
        return [redact(e, seat) for e in events]

    def hand_events_for(self, seat: int | None) -> tuple[Event, ...]:
        """This hand's events as `seat` may see them, redacted once and extended as the hand
        grows (views are built every decision; re-redacting the whole hand was the hot spot)."""
        cache = self.__dict__.setdefault("_redacted_cache", {})
        src = self.hand_events
        entry = cache.get(seat)
        if entry is None or entry[0] is not src or len(entry[1]) > len(src):
            entry = (src, [])
            cache[seat] = entry
        done = entry[1]
        if len(done) < len(src):
            done.extend(redact(e, seat) for e in src[len(done):])
        return tuple(done)

    # ----- seeds ------------------------------------------------------------------------
    def hand_seed(self, deal_no: int | None = None) -> int:
        return derive_seed(self.seed, self.deal_no if deal_no is None else deal_no)

    def hand_commitment(self) -> str:
        return commitment(self.hand_seed())


def new_game(rules: Rules, seats: int | None = None, seed: int | None = None) -> Engine:
    """A fresh match of `rules` for `seats` players, dealt from `seed` (drawn if None)."""
    if seats is None:
        seats = rules.min_players
    if rules.family == "rami":
        from game.core.rami import RamiEngine

        return RamiEngine(rules, seats, seed)
    from game.core.gin import GinEngine

    return GinEngine(rules, seats, seed)


def replay(rules: Rules, seats: int, seed: int, actions: Iterable[Action]) -> Engine:
    """Rebuild a match from its seed and action log (raises if the log is not legal)."""
    engine = new_game(rules, seats, seed)
    for action in actions:
        engine.apply(action)
    return engine
