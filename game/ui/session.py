"""A match in play as the UI sees it: the rules, who sits where (human or computer), names.

`Session.create(...)` builds the `game.match.Match`; the table scene drives it. The session is
kept on the app so "Continue" can return to it, and it is what a save file needs to rebuild
the match (variant, options, seats, names, seed and the engine's action log).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.actions import Action
from game.core.errors import IllegalActionError
from game.core.events import Event
from game.core.seeds import match_commitment
from game.core.view import PlayerView
from game.match import FALLBACK_LEVEL, Match
from game.players import make_player
from game.ui.i18n import _
from game.ui.option_text import level_name
from game.ui.settings_model import localized_seat_names
from game.variants import find_variant
from game.variants.rules import Rules

log = logging.getLogger(__name__)

MODES = ("ai", "hotseat")


def make_ai(level: str, name: str, seed: int | None = None):
    """A built-in computer player; falls back to a weaker level if one is not written yet."""
    for spec in (level, "medium", "easy"):
        try:
            return make_player(spec, name=name, seed=seed)
        except (ImportError, ModuleNotFoundError) as exc:
            log.warning("AI level %s is not available (%s); using a weaker one", spec, exc)
    raise RuntimeError("no computer player available")


@dataclass
class Session:
    """One match at the table."""

    variant: str
    options: dict[str, object]
    mode: str                      # "ai" or "hotseat"
    names: list[str]
    seats: list[str | None]        # None = a human at the screen, else an AI level
    match: Match
    seed: int | None = None
    meta: dict[str, object] = field(default_factory=dict)
    told: int = field(init=False)   # the match's incidents already told to the player
    # the order a seat's player arranged their hand in, by hand: kept when the table closes
    # (to the menu) and given back to the next table of the same hand (`TableScene`)
    hand_orders: dict[int, tuple[int, tuple]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.told = len(self.match.incidents)   # a restored match's were told at its loading

    def follow_language(self) -> None:
        """Give the seats' default names ("You", "Hard computer") in the current language
        (the table's and the save's alike); typed names stay as they are."""
        self.names[:] = localized_seat_names(self.names)
        self.match.names = list(self.names)

    @classmethod
    def create(cls, variant: str, options: dict[str, object] | None = None, mode: str = "ai",
               names: list[str] | None = None, ai_level: str = "medium", seats: int = 2,
               seed: int | None = None, human_seats: list[int] | None = None) -> Session:
        """A new match: in "ai" mode seat 0 is the human and the others are computers."""
        rules: Rules = find_variant(variant).rules.with_options(**(options or {}))
        seats = max(rules.min_players, min(rules.max_players, seats))
        if mode == "hotseat":
            kinds: list[str | None] = [None] * seats
        else:
            humans = set(human_seats if human_seats is not None else [0])
            kinds = [None if s in humans else ai_level for s in range(seats)]
        base_names = list(names or [])
        while len(base_names) < seats:
            base_names.append(_("Player {n}").format(n=len(base_names) + 1))
        base_names = base_names[:seats]
        players = [None if k is None else make_ai(k, base_names[i],
                                                  None if seed is None else seed * 31 + i)
                   for i, k in enumerate(kinds)]
        match = Match(rules, players, seed=seed, names=base_names)
        return cls(find_variant(variant).name, dict(options or {}), mode, base_names, kinds,
                   match, seed)

    @property
    def engine(self):
        """The live engine, for tests and tools: the UI's own code never reads it (it is ahead
        of the animation; tests/ui/test_no_live_engine.py holds this)."""
        return self.match.engine

    @property
    def rules(self) -> Rules:
        return self.match.rules

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and self.match.players[seat] is None

    @property
    def humans(self) -> list[int]:
        return [s for s, p in enumerate(self.match.players) if p is None]

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    # ----- what the table may ask and do (it never reads the engine itself) --------------
    def view(self, seat: int | None) -> PlayerView:
        """What `seat` may see now (a spectator's view for None)."""
        return self.match.engine.view(-1 if seat is None else seat)

    def legal_actions(self, seat: int | None) -> list[Action]:
        """`seat`'s legal actions now (none unless it is that seat's turn)."""
        engine = self.match.engine
        return engine.legal_actions() if seat is not None and engine.to_act == seat else []

    def refusal(self, action: Action, before: Sequence[Action] = ()) -> IllegalActionError | None:
        """Why the engine would refuse `action` now, or after `before` (tried on a copy;
        the match itself never changes); None if it would take it."""
        engine = self.match.engine
        if before:
            engine = _copy(engine)
            for earlier in before:
                try:
                    type(engine).apply(engine, earlier)
                except IllegalActionError as exc:
                    return exc
        try:
            engine.check(action)
        except IllegalActionError as exc:
            return exc
        return None

    def legal_after(self, before: Sequence[Action]) -> list[Action] | None:
        """The legal actions once `before` are applied (on a copy); None if one is refused."""
        engine = _copy(self.match.engine)
        for earlier in before:
            try:
                type(engine).apply(engine, earlier)
            except IllegalActionError:
                return None
        return engine.legal_actions()

    def apply(self, action: Action) -> list[Event]:
        """A human's (or a checked computer's) action, applied to the match."""
        return self.match.apply_human(action)

    def ask(self, seat: int) -> Action:
        """The computer player at `seat` chooses (run off the UI thread)."""
        return self.match.ask(seat)

    def replacement_notices(self) -> list[str]:
        """What to tell the player of the bots replaced by the built-in AI since last asked
        (one raised, answered late or illegally, or passed cards round in circles)."""
        new = self.match.incidents[self.told:]
        self.told = len(self.match.incidents)
        return [_("{name}: the bot stopped working and was closed; the built-in {level} "
                  "computer plays instead for the rest of the match.").format(
                      name=i.player, level=level_name(FALLBACK_LEVEL)) for i in new]

    def step(self) -> list[Event]:
        """Let the match make its own guaranteed-legal move (a fallback)."""
        return self.match.step()

    def next_hand(self) -> list[Event]:
        return self.match.next_hand()

    # ----- coaching (game.coach): undo and the review's record go through here ------------
    @property
    def match_meta(self) -> dict[str, object]:
        """The match's bookkeeping, where coaching is switched on and counted (saved)."""
        return self.match.meta

    @property
    def match_commitment(self) -> str:
        """The match's published fingerprint (public from the first deal; its seed is not)."""
        return match_commitment(self.match.seed)

    def log_length(self) -> int:
        """How many actions the match has played (a guided game's progress, undo's cache)."""
        return len(self.match.engine.log)

    def undo_offered(self, seat: int) -> bool:
        """Undo for `seat`: against built-in computers only, and (every match being counted
        for statistics) only when the setup switched it on."""
        from game.coach import undo, usage

        return undo.undo_available(self.match, seat, counted=True,
                                   allow_counted=bool(self.match.meta.get(usage.UNDO_ENABLED)))

    def undo_switchable(self, seat: int) -> bool:
        """Whether the setup's undo switch is all that keeps undo from `seat` (one person
        against built-in computers)."""
        from game.coach import undo

        return undo.undo_available(self.match, seat)

    def can_undo(self, seat: int) -> bool:
        from game.coach import undo

        return undo.can_undo(self.match, seat)

    def undo_refusal(self, seat: int) -> str | None:
        """Why `seat` can take nothing back now (a `game.coach.undo.REFUSE_*` key)."""
        from game.coach import undo

        return undo.undo_refusal(self.match.engine, seat)

    def undo(self, seat: int) -> tuple[Action, ...]:
        """Take `seat`'s last move back (nothing if it showed something new)."""
        return self.match.undo(seat)

    def note_hint(self) -> None:
        """One hint shown: counted in the match (and its statistics)."""
        from game.coach import usage

        usage.note_hint(self.match)

    def note_decision(self, record, seat: int, action: Action) -> None:
        """Note `seat`'s decision in a `game.coach.review.HandRecord` before it is applied."""
        record.note(self.match.engine, seat, action)

    def hand_record(self, seat: int):
        """`seat`'s decisions so far in the current (or just scored) hand, read from the log
        (`game.coach.review.HandRecord.replayed`)."""
        from game.coach.review import HandRecord

        return HandRecord.replayed(self.match.engine, seat)

    def listen(self, fn: Callable[[list[Event]], None]) -> None:
        """Call `fn` with every batch of events the match broadcasts (once per listener)."""
        if fn not in self.match.listeners:
            self.match.listeners.append(fn)

    def unlisten(self, fn: Callable[[list[Event]], None]) -> None:
        if fn in self.match.listeners:
            self.match.listeners.remove(fn)


def _copy(engine):
    """A look-ahead copy of `engine` that tells nobody what happens to it (no listeners, and
    the class's own `apply`, whatever was attached to the live instance)."""
    clone = engine.clone()
    clone.listeners = []
    clone.__dict__.pop("apply", None)
    return clone
