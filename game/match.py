"""The match runner: seats, asking players, checking what they answer, broadcasting events.

It runs headless (`run()` plays a whole match) and also drives the UI step by step: a seat
whose player is None is a human at the screen, and the UI hands their actions to
`apply_human`. A computer or third-party player that raises, returns something illegal or runs
past its time budget is reported in `incidents` and replaced by the built-in AI for the rest of
the match; the engine never sees a bad action, so the match is never corrupted.

Three kinds of computer player:
- the built-in levels (`game.players.BUILTIN_LEVELS`, recognised by their exact class) are
  called directly;
- third-party bots loaded by spec (`game.players.sandbox.RemoteBot`) run in their own process:
  every `choose` and `observe` is limited to `budget` seconds (default
  `sandbox.DEFAULT_BUDGET`), the answer is parsed from its notation and checked again, and a
  failing bot's process is killed;
- any other object handed in by the program that builds the match runs in this process (it is
  that program's own code): its exceptions and illegal answers are caught and an answer later
  than `budget` is refused, but it cannot be interrupted.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from time import perf_counter

from game.core import actions as actions_module
from game.core.actions import DISCARD_PILE, Action, NextHand, parse_action
from game.core.engine import Engine
from game.core.errors import GameError, IllegalActionError
from game.core.events import Drew, Event, HandStarted, redact
from game.core.families import new_game
from game.core.view import PlayerView
from game.players import builtin_level, make_player
from game.players.base import BasePlayer, Player
from game.players.sandbox import BotFailure, RemoteBot
from game.variants.rules import Rules

log = logging.getLogger(__name__)

FALLBACK_LEVEL = "medium"
#: draws from the discard pile in a row, nobody drawing from the stock, after which a seat that
#: is not trusted and takes the pile again is replaced: two bots that always take the discard
#: pass cards back and forth and never end the hand (every hand that does not end has such a
#: run, since each stock draw brings the hand nearer its end)
PILE_STREAK_LIMIT = 100


@dataclass
class Incident:
    """A player misbehaved and was replaced."""

    seat: int
    player: str
    problem: str


@dataclass
class SeatStats:
    decisions: list[float] = field(default_factory=list)  # seconds per decision


class Match:
    """A match between seats; `players[s] is None` marks a human at the UI."""

    def __init__(self, rules: Rules, players: Sequence[Player | None], seed: int | None = None,
                 names: Sequence[str] | None = None, budget: float | None = None,
                 trusted: Sequence[bool] | None = None,
                 engine: Engine | None = None) -> None:
        self.engine = engine or new_game(rules, len(players), seed)
        self.players: list[Player | None] = list(players)
        self.names = list(names) if names else [getattr(p, "name", None) or f"Player {i + 1}"
                                                for i, p in enumerate(players)]
        self.budget = budget
        # built-in levels (by exact class, never by what a class says its module is) and
        # seats the caller vouches for are called directly, without checks of time or errors
        self.trusted = list(trusted) if trusted is not None else [
            p is None or builtin_level(p) is not None for p in players]
        self.incidents: list[Incident] = []
        self.stats = [SeatStats() for _ in players]
        self.listeners: list[Callable[[list[Event]], None]] = []
        # free-form bookkeeping kept by game.persist (creation time, autosave path and error)
        self.meta: dict[str, object] = {}
        self._views: dict[int, PlayerView] = {}  # the current state's views (see `view`)
        self._views_of: list | None = None  # the engine log and length they were built at
        self._views_at = -1
        self._listed = False  # the action `ask` returned is one of the engine's listed objects
        self._pile_streak = 0  # draws from the discard pile in a row in this hand

    @classmethod
    def resume(cls, engine: Engine, players: Sequence[Player | None],
               names: Sequence[str] | None = None, budget: float | None = None) -> Match:
        """A match around an engine that has already been played (a save replayed), with
        `players` in its seats; bots that keep their own memory hear the match so far, as
        their seat saw it (a bot that fails at this is replaced, as during play)."""
        match = cls(engine.rules, players, seed=engine.seed, names=names, budget=budget,
                    engine=engine)
        if engine.events:
            match._broadcast(list(engine.events), listeners=False)
        return match

    def close(self) -> None:
        """Stop the processes of third-party bots (done by itself when the match ends), except
        those their owner keeps for the next match (`RemoteBot.pooled`)."""
        for player in self.players:
            if isinstance(player, RemoteBot) and not player.pooled:
                player.close()

    # ----- state ------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.engine.rules

    @property
    def is_over(self) -> bool:
        return self.engine.is_over

    @property
    def seed(self) -> int:
        """The match seed (what a save and the statistics key the match by)."""
        return self.engine.seed

    def seat_to_act(self) -> int | None:
        return self.engine.to_act

    def human_to_act(self) -> bool:
        seat = self.engine.to_act
        return seat is not None and self.players[seat] is None

    # ----- stepping ---------------------------------------------------------------------
    def step(self) -> list[Event]:
        """Play one computer decision (or deal the next hand when between hands)."""
        seat = self.engine.to_act
        if seat is None:
            return self._apply(NextHand())
        player = self.players[seat]
        if player is None:
            raise RuntimeError("a human seat must act through apply_human")
        action = self.ask(seat)
        return self._apply(action, listed=self._listed)

    def apply_human(self, action: Action) -> list[Event]:
        """A human's action from the UI; raises IllegalActionError (state unchanged)."""
        return self._apply(action)

    def next_hand(self) -> list[Event]:
        return self._apply(NextHand())

    def undo(self, seat: int, steps: int | None = 1) -> tuple[Action, ...]:
        """Take back `seat`'s own last actions that showed nothing new (game.coach.undo)."""
        from game.coach.undo import undo

        return undo(self, seat, steps)

    def run(self, max_steps: int = 1_000_000) -> None:
        """Play to the end of the match (every seat must be a computer player)."""
        if self._quiet_builtins():
            return self._run_builtins(max_steps)
        for _ in range(max_steps):
            if self.engine.is_over:
                return
            self.step()
        raise RuntimeError("match did not finish")

    def _quiet_builtins(self) -> bool:
        """Whether every seat is a trusted built-in level that keeps no memory of events and
        nobody listens: then nothing needs broadcasting or watching (see `_run_builtins`)."""
        deaf = _DEAF or _deaf_levels()
        return not self.listeners and all(self.trusted) and all(
            type(p) in deaf and p is not None for p in self.players)

    def _run_builtins(self, max_steps: int) -> None:
        """`run` for built-in levels only (self-play, tournaments, the benchmark): the same
        decisions and the same checks as `step`, in one loop. Nobody hears events (the levels
        are deaf, no listeners), and a trusted seat cannot go round in circles (its streak
        is watched only for untrusted seats), so both are skipped; an answer that is not one
        of the listed actions takes `step`'s way, checked and replaced if illegal."""
        engine, players, stats = self.engine, self.players, self.stats
        next_hand = NextHand()
        for _ in range(max_steps):
            if engine.phase == "match-over":
                self.close()
                return
            seat = engine.to_act
            if seat is None:
                engine.apply(next_hand)
                continue
            legal = engine.legal_actions()
            started = perf_counter()
            view = engine.lazy_view(seat)
            try:
                action = players[seat].choose(view, legal)
            finally:
                view.close()
            stats[seat].decisions.append(perf_counter() - started)
            for a in legal:
                if a is action:
                    engine.vouch_for(action)
                    engine.apply(action)
                    break
            else:  # not one of the listed objects: checked as `ask` checks any answer
                self._listed = False
                self._apply(self._vet(seat, action, legal), listed=self._listed)
        if engine.is_over:
            self.close()
            return
        raise RuntimeError("match did not finish")

    def view(self, seat: int) -> PlayerView:
        """`seat`'s view, built once per state: kept until the next action is applied, so
        asking again (a replaced player, a hint) costs nothing."""
        views = self._views
        log = self.engine.log
        if self._views_of is not log or self._views_at != len(log):  # another state
            views.clear()
            self._views_of, self._views_at = log, len(log)
        view = views.get(seat)
        if view is None:
            view = views[seat] = self.engine.view(seat)
        return view

    def _apply(self, action: Action, listed: bool = False) -> list[Event]:
        self._views.clear()
        self._listed = False
        engine = self.engine
        if listed:
            engine.vouch_for(action)
        events = engine.apply(action)
        self._broadcast(events)
        self._watch_for_circles(events)
        if self.engine.is_over:
            self.close()
        return events

    def _watch_for_circles(self, events: list[Event]) -> None:
        """Count the draws from the discard pile in a row; past `PILE_STREAK_LIMIT` a bot
        that takes the pile again is replaced, so a hand going round in circles ends."""
        for e in events:
            if isinstance(e, HandStarted):
                self._pile_streak = 0
            elif isinstance(e, Drew):
                if e.source != DISCARD_PILE:
                    self._pile_streak = 0
                    continue
                self._pile_streak += 1
                if self._pile_streak > PILE_STREAK_LIMIT and not self.trusted[e.seat]:
                    self._replace(e.seat, f"took the discard {self._pile_streak} times in a "
                                          "row with nobody drawing from the stock: the hand "
                                          "was going round in circles")

    def _broadcast(self, events: list[Event], listeners: bool = True) -> None:
        for seat, player in enumerate(self.players):
            if type(player) in (_DEAF or _deaf_levels()):
                continue  # a built-in level that keeps no memory of events
            if isinstance(player, RemoteBot):
                if not player.observes:
                    continue
                try:
                    player.observe([redact(e, seat) for e in events], self.budget)
                except BotFailure as exc:
                    self._replace(seat, f"observe(): {exc}")
                continue
            observe = getattr(player, "observe", None)
            if observe is None or getattr(type(player), "observe", None) is BasePlayer.observe:
                continue  # nobody listening: skip redacting for this seat
            try:
                observe([redact(e, seat) for e in events])
            except Exception as exc:  # a bot's observer may not break the match
                self._replace(seat, f"observe() raised {type(exc).__name__}: {exc}")
        if listeners:
            # over a copy: a listener may remove itself or another (the match's end turns the
            # autosave off), and every listener must still hear this batch (the table missed
            # the match's last events and asked a computer to play on after its end)
            for listener in list(self.listeners):
                listener(events)

    # ----- asking players safely --------------------------------------------------------
    def ask(self, seat: int) -> Action:
        """The action of the computer at `seat`, checked; a misbehaving bot is replaced.
        When the answer is one of the very action objects the engine listed, `step` applies
        it without the engine checking it again."""
        self._listed = False
        engine = self.engine
        if engine.is_over:   # nothing to decide: said plainly, not as a player's crash
            raise IllegalActionError("match-over")
        legal = engine.legal_actions()
        player = self.players[seat]
        started = perf_counter()
        if type(player) in (_BUILTIN or _builtin_classes()) and self.trusted[seat] and \
                seat not in self._views:
            # our own players get a view that copies only what they read (closed at once)
            view = engine.lazy_view(seat)
            try:
                action = player.choose(view, legal)
            finally:
                view.close()
            self.stats[seat].decisions.append(perf_counter() - started)
            for a in legal:  # the usual answer: one of the listed objects
                if a is action:
                    self._listed = True
                    return action
            problem = None
        else:
            if self.trusted[seat]:
                view = self.view(seat)
                action = player.choose(view, legal)
                problem = None
            elif isinstance(player, RemoteBot):
                view = self.view(seat)
                action, problem = self._ask_remote(player, view, legal)
            else:
                view = self.view(seat)
                action, problem = self._ask_local(player, view, legal)
            self.stats[seat].decisions.append(perf_counter() - started)
        if problem is None and not self.trusted[seat]:
            action = _genuine(action)
        if problem is None:
            for a in legal:  # the usual answer: one of the listed objects
                if a is action:
                    self._listed = True
                    return action
        return self._vet(seat, action, legal, problem)

    def _vet(self, seat: int, action: object, legal: list[Action],
             problem: str | None = None) -> Action:
        """An answer that is not one of the listed objects: kept if the engine accepts it
        (`_listed` says whether it equals a listed one), else the seat is replaced by the
        fallback level, which answers instead."""
        if problem is None:
            listed = self._legal(action, legal)
            if listed:
                self._listed = listed == "listed"
                return action
            problem = f"returned an illegal action {_shown(action)}"
        self._replace(seat, problem)
        return self.players[seat].choose(self.view(seat), legal)

    def _legal(self, action: object, legal: list[Action]) -> str | bool:
        """Whether `action` is an action of the game's own classes that the engine accepts:
        "listed" when it equals one the engine listed (applying it is applying that one, so
        the engine need not check it again), True when the engine's check accepts it."""
        if type(action) not in _ACTION_TYPES:
            return False
        # the type is exactly one of ours (dataclass equality, which needs the same class)
        if action in legal:
            return "listed"
        return self.engine.is_legal(action)

    def _ask_remote(self, player: RemoteBot, view, legal: list[Action]):
        try:
            return player.choose(view, legal, self.budget), None
        except BotFailure as exc:
            return None, str(exc)

    def _ask_local(self, player: Player, view, legal: list[Action]):
        """An in-process object the calling program supplied: errors are caught and a late
        answer is refused after the fact (no thread is started to watch it)."""
        started = time.perf_counter()
        try:
            action = player.choose(view, list(legal))
        except BotFailure as exc:   # a bot's process handle in a wrapper (the tournament's)
            return None, str(exc)
        except Exception as exc:  # noqa: BLE001 - report anything a bot raises
            return None, f"raised {type(exc).__name__}: {exc}"
        if self.budget is not None and time.perf_counter() - started > self.budget:
            return None, f"took longer than its {self.budget:g} s budget"
        return action, None

    def _replace(self, seat: int, problem: str) -> None:
        name = self.names[seat]
        log.warning("player %s (seat %d) %s; the built-in %s AI takes over", name, seat,
                    problem, FALLBACK_LEVEL)
        self.incidents.append(Incident(seat, name, problem[:500]))
        old = self.players[seat]
        if isinstance(old, RemoteBot):
            old.close()
        self.players[seat] = make_player(FALLBACK_LEVEL, name=name)
        self.trusted[seat] = True


_ACTION_TYPES = frozenset(v for v in vars(actions_module).values()
                          if isinstance(v, type) and issubclass(v, Action) and v is not Action)


def _builtin_classes() -> frozenset[type]:
    """The exact classes of the built-in levels; found on first use (importing each level),
    with `_DEAF`, those of them that do not override `observe` (no events to send) and the
    human seat's None."""
    global _BUILTIN, _DEAF
    from game.players import BUILTIN_LEVELS, builtin_class

    _BUILTIN = frozenset(builtin_class(level) for level in BUILTIN_LEVELS)
    _DEAF = frozenset(cls for cls in _BUILTIN if cls.observe is BasePlayer.observe) | {
        type(None)}
    return _BUILTIN


def _deaf_levels() -> frozenset[type]:
    _builtin_classes()
    return _DEAF


_BUILTIN: frozenset[type] = frozenset()
_DEAF: frozenset[type] = frozenset()


def _genuine(action: object) -> object:
    """An untrusted answer rebuilt from its notation, so the engine only ever checks and keeps
    the game's own values (an object of another class is returned as is, and refused)."""
    if type(action) not in _ACTION_TYPES:
        return action
    try:
        return parse_action(str(action))
    except GameError:
        return None


def _shown(action: object) -> str:
    """A bot's answer for the incident list, without trusting its `repr`."""
    if type(action) in _ACTION_TYPES:
        return repr(action)
    return f"of type {type(action).__name__}"


def play_headless(rules: Rules, specs: Sequence[str], seed: int | None = None,
                  budget: float | None = 5.0) -> Match:
    """Build players from specs and play one whole match without a window."""
    players = [make_player(spec, seed=None if seed is None else seed * 31 + i)
               for i, spec in enumerate(specs)]
    match = Match(rules, players, seed=seed, budget=budget)
    match.run()
    return match


__all__ = ["IllegalActionError", "Incident", "Match", "play_headless"]
