"""The one protocol every player implements: human (through the UI), AI or third-party bot.

A player is any object with ``choose(view, legal_actions) -> action``. It receives a
`PlayerView` (only what its seat may know) and the list of legal actions, and returns one of
them. ``observe(events)`` is optional: it receives the events of the match as its seat may see
them, for bots that keep their own memory. ``name`` is shown at the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from game.core.actions import Action
from game.core.events import Event
from game.core.view import PlayerView


@runtime_checkable
class Player(Protocol):
    """What the match runner asks of every seat."""

    name: str

    def choose(self, view: PlayerView, legal_actions: Sequence[Action]) -> Action:
        """Return one action of `legal_actions` for the situation in `view`."""
        ...


class BasePlayer:
    """Convenience base: a name and a no-op `observe`."""

    name = "Player"

    def __init__(self, name: str | None = None) -> None:
        if name is not None:
            self.name = name

    def choose(self, view: PlayerView, legal_actions: Sequence[Action]) -> Action:
        raise NotImplementedError

    def observe(self, events: Sequence[Event]) -> None:
        """Called with the events of each step, redacted for this seat."""
