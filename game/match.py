"""The match runner: seats, asking players, checking what they answer, broadcasting events.

It runs headless (`run()` plays a whole match) and also drives the UI step by step: a seat
whose player is None is a human at the screen, and the UI hands their actions to
`apply_human`. A computer or third-party player that raises, returns something illegal or runs
past its time budget is reported in `incidents` and replaced by the built-in AI for the rest of
the match; the engine never sees a bad action, so the match is never corrupted.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from game.core.actions import Action, NextHand
from game.core.engine import Engine, new_game
from game.core.errors import IllegalActionError
from game.core.events import Event, redact
from game.core.view import PlayerView
from game.players import make_player
from game.players.base import BasePlayer, Player
from game.variants.rules import Rules

log = logging.getLogger(__name__)

FALLBACK_LEVEL = "medium"


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
        # built-in players are trusted: no thread, no timeout
        self.trusted = list(trusted) if trusted is not None else [
            type(p).__module__.startswith("game.players") if p is not None else True
            for p in players]
        self.incidents: list[Incident] = []
        self.stats = [SeatStats() for _ in players]
        self.listeners: list[Callable[[list[Event]], None]] = []
        # free-form bookkeeping kept by game.persist (creation time, autosave path and error)
        self.meta: dict[str, object] = {}
        self._views: dict[int, PlayerView] = {}  # the current state's views (see `view`)
        self._views_of: list | None = None  # the engine log and length they were built at
        self._views_at = -1

    # ----- state ------------------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.engine.rules

    @property
    def is_over(self) -> bool:
        return self.engine.is_over

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
        return self._apply(action)

    def apply_human(self, action: Action) -> list[Event]:
        """A human's action from the UI; raises IllegalActionError (state unchanged)."""
        return self._apply(action)

    def next_hand(self) -> list[Event]:
        return self._apply(NextHand())

    def enable_autosave(self, path=None) -> None:
        """Save the match atomically after every applied action (see `game.persist.saves`)."""
        from game.persist.saves import enable_autosave

        enable_autosave(self, path)

    def run(self, max_steps: int = 1_000_000) -> None:
        """Play to the end of the match (every seat must be a computer player)."""
        for _ in range(max_steps):
            if self.engine.is_over:
                return
            self.step()
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

    def _apply(self, action: Action) -> list[Event]:
        self._views.clear()
        events = self.engine.apply(action)
        self._broadcast(events)
        return events

    def _broadcast(self, events: list[Event]) -> None:
        for seat, player in enumerate(self.players):
            observe = getattr(player, "observe", None)
            if observe is None or getattr(type(player), "observe", None) is BasePlayer.observe:
                continue  # nobody listening: skip redacting for this seat
            try:
                observe([redact(e, seat) for e in events])
            except Exception as exc:  # a bot's observer may not break the match
                self._replace(seat, f"observe() raised {type(exc).__name__}: {exc}")
        for listener in self.listeners:
            listener(events)

    # ----- asking players safely --------------------------------------------------------
    def ask(self, seat: int) -> Action:
        """The action of the computer at `seat`, checked; a misbehaving bot is replaced."""
        engine = self.engine
        legal = engine.legal_actions()
        player = self.players[seat]
        started = time.perf_counter()
        if self.trusted[seat] and seat not in self._views and _builtin(player):
            # our own players get a view that copies only what they read (closed at once)
            view = engine.lazy_view(seat)
            try:
                action = player.choose(view, legal)
            finally:
                view.close()
            problem = None
        elif self.trusted[seat]:
            view = self.view(seat)
            action = player.choose(view, legal)
            problem = None
        else:
            view = self.view(seat)
            action, problem = self._ask_guarded(player, view, legal)
        self.stats[seat].decisions.append(time.perf_counter() - started)
        if problem is None and not (action in legal or (isinstance(action, Action)
                                                        and engine.is_legal(action))):
            problem = f"returned an illegal action {action!r}"
        if problem is None:
            return action
        self._replace(seat, problem)
        return self.players[seat].choose(self.view(seat), legal)

    def _ask_guarded(self, player: Player, view, legal: list[Action]):
        box: dict[str, object] = {}

        def work() -> None:
            try:
                box["action"] = player.choose(view, list(legal))
            except BaseException as exc:  # noqa: BLE001 - report anything a bot raises
                box["error"] = exc

        if self.budget is None:
            work()
        else:
            worker = threading.Thread(target=work, daemon=True, name="bot-decision")
            worker.start()
            worker.join(self.budget)
            if worker.is_alive():
                return None, f"took longer than its {self.budget:g} s budget"
        if "error" in box:
            exc = box["error"]
            return None, f"raised {type(exc).__name__}: {exc}"
        return box.get("action"), None

    def _replace(self, seat: int, problem: str) -> None:
        name = self.names[seat]
        log.warning("player %s (seat %d) %s; the built-in %s AI takes over", name, seat,
                    problem, FALLBACK_LEVEL)
        self.incidents.append(Incident(seat, name, problem))
        self.players[seat] = make_player(FALLBACK_LEVEL, name=name)
        self.trusted[seat] = True


def _builtin(player: Player) -> bool:
    """One of the game's own players (they read their views in the runner's thread and
    never keep them past the decision)."""
    return type(player).__module__.startswith("game.players.")


def play_headless(rules: Rules, specs: Sequence[str], seed: int | None = None,
                  budget: float | None = 5.0) -> Match:
    """Build players from specs and play one whole match without a window."""
    players = [make_player(spec, seed=None if seed is None else seed * 31 + i)
               for i, spec in enumerate(specs)]
    match = Match(rules, players, seed=seed, budget=budget)
    match.run()
    return match


__all__ = ["IllegalActionError", "Incident", "Match", "play_headless"]
