"""Table geometry asked many times while one frame is drawn (the layout, the piles' rects, the
prompt's box: hundreds of calls a frame), worked out once per frame.

`DisplayMixin.draw` opens a memo for the frame and drops it after; outside a frame (input,
tests, the layout probe's own questions) every call computes afresh. Nothing a frame draws
changes the geometry, so a frame reads the same answers either way. Rects come back as
copies: a caller may move its own.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import pygame

F = TypeVar("F", bound=Callable[..., Any])
_RECTS = (pygame.Rect, pygame.FRect)


def _fresh(value: Any) -> Any:
    if isinstance(value, _RECTS):
        return value.copy()
    if type(value) is tuple and any(isinstance(v, _RECTS) for v in value):
        return tuple(v.copy() if isinstance(v, _RECTS) else v for v in value)
    return value


def per_frame(method: F) -> F:
    """`method`'s answer kept for the rest of the frame being drawn (by its arguments)."""
    name = method.__qualname__

    @functools.wraps(method)
    def wrapper(self, *args):
        memo = self.__dict__.get("_frame_memo")
        if memo is None:
            return method(self, *args)
        key = (name, *args)
        if key not in memo:
            memo[key] = method(self, *args)
        return _fresh(memo[key])

    return wrapper  # type: ignore[return-value]


class FrameMemo:
    """The frame's memo, open while `draw` runs (a context manager over the table)."""

    def __init__(self, table: object) -> None:
        self.table = table

    def __enter__(self) -> None:
        self.table.__dict__["_frame_memo"] = {}

    def __exit__(self, *exc: object) -> None:
        self.table.__dict__["_frame_memo"] = None
