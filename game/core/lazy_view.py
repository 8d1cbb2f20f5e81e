"""A `PlayerView` that copies most of its fields from the engine only when they are read.

The match runner builds a view for every decision, and most of its cost is copying what a
simple player never reads (the hand's events, every seat's known cards, totals, roles …). A
`LazyView` is built with the few fields every player reads (seat, rules, phase, whose turn,
the hand, the pile's top card); the first read of any other field builds the full view once
and fills them all. The result is an ordinary, equal `PlayerView` value.

It holds a way back to the engine until it is filled or closed, so the runner gives it only to
the built-in players (trusted code, asked in the runner's own thread) and closes it as soon as
the decision is made: a closed view never shows a later state (reading a field it never
copied then raises). Third-party bots always get a plain, fully copied `PlayerView`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.view import PlayerView


class ClosedViewError(RuntimeError):
    """A field of a lazy view was first read after its decision was over."""


class LazyView(PlayerView):
    """See the module docstring; build with `LazyView.of`."""

    @classmethod
    def of(cls, build: Callable[[int], PlayerView], **eager: object) -> LazyView:
        """A view with the `eager` fields set (`seat` among them) and the rest from
        `build(seat)` on first read (the engine's own `view`: a bound method costs less than
        a `partial` around it, made at every decision)."""
        view = object.__new__(cls)
        attrs = view.__dict__
        attrs.update(eager)
        attrs["_build"] = build
        return view

    def __getattr__(self, name: str):  # only called for attributes not yet set
        attrs = self.__dict__
        build = attrs.get("_build")
        if build is None or name not in _FIELDS:
            raise AttributeError(name)
        if build is _closed:
            raise ClosedViewError(f"view field {name!r} read after the decision")
        full = build(attrs["seat"])
        attrs.update(full.__dict__)
        del attrs["_build"]
        return attrs[name]

    def __eq__(self, other: object) -> bool:
        """Equal to the plain view of the same seat and state (dataclass equality would
        require the same class)."""
        if not isinstance(other, PlayerView):
            return NotImplemented
        return all(getattr(self, name) == getattr(other, name) for name in _FIELDS)

    __hash__ = PlayerView.__hash__

    def close(self) -> None:
        """Cut the way back to the engine: unread fields can no longer be filled."""
        if "_build" in self.__dict__:
            self.__dict__["_build"] = _closed

    @property
    def filled(self) -> bool:
        """Whether every field has been copied (the view no longer needs the engine)."""
        return "_build" not in self.__dict__


_FIELDS = frozenset(PlayerView.__dataclass_fields__)


class _Unfilled:
    """Stands on `LazyView` for a field that has a class-level default on `PlayerView`
    (without it, reading such a field before the view is filled would find the default): it
    fills the view. Once filled, the instance's own value hides it."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, obj: LazyView | None, owner: type | None = None):
        if obj is None:
            return PlayerView.__dataclass_fields__[self.name].default
        return obj.__getattr__(self.name)


for _name, _field in PlayerView.__dataclass_fields__.items():
    if hasattr(PlayerView, _name):  # a default stored on the class
        setattr(LazyView, _name, _Unfilled(_name))


def _closed(seat: int) -> PlayerView:
    raise AssertionError("never called")
