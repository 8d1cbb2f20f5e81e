"""The keyboard's Tab order as the eye reads a screen (`WidgetGroup.tab_order`): top to bottom,
and left to right along a row; a form set in columns is read column by column, each from its
top, as a page of a newspaper is."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def reading_order(widgets: Sequence[Any], column: Callable[[Any], int] | None = None
                  ) -> list[Any]:
    """`widgets` in reading order: column by column (`column(widget)`, all one column when
    None), in each from the top down, by rows: widgets beside one another share a row (the
    middle of one lies within the other's height, so a short link centred on a tall
    button's row reads with it) and are read from the left."""
    col = column or (lambda _w: 0)
    out: list[Any] = []
    for c in sorted({col(w) for w in widgets}):
        rest = sorted((w for w in widgets if col(w) == c),
                      key=lambda w: (w.rect.top, w.rect.left))
        while rest:
            first = rest[0].rect
            row = rest[:1] + [w for w in rest[1:] if first.top <= w.rect.centery < first.bottom
                              or w.rect.top <= first.centery < w.rect.bottom]
            out += sorted(row, key=lambda w: w.rect.left)
            rest = [w for w in rest if w not in row]
    return out


__all__ = ["reading_order"]
