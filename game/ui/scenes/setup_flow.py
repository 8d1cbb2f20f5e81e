"""The setup screen at a large text size: its rows in one column, turned over in pages.

At 150-200 % a 16:9 window holds four or five rows: the two-column setup (the game on the left,
the options on the right) no longer fits, so every row (variant, summary lines, mode, players,
names, the options, the coaching switch) is flowed down one wide column, page after page.
`flow` is the pure part: which item goes on which page, and where.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Item:
    """One thing of the column: `height` pixels, then `gap` pixels before the next.
    `payload` is the scene's (widgets, or a line of text); `keep_with_next` keeps a heading
    on the page of the row under it."""

    height: int
    gap: int
    payload: object
    keep_with_next: bool = False


def flow(items: list[Item], room: int,
         later_room: int | None = None) -> list[list[tuple[Item, int]]]:
    """The items in pages of `room` pixels (`later_room` after the first page, where the
    setup repeats the summary above the rows): each page a list of (item, top from the
    page's top). An item taller than a page gets a page of its own."""
    pages: list[list[tuple[Item, int]]] = [[]]
    y = 0
    for i, item in enumerate(items):
        need = item.height
        if item.keep_with_next and i + 1 < len(items):
            need += item.gap + items[i + 1].height
        if pages[-1] and y + need > (room if len(pages) == 1 or later_room is None
                                     else later_room):
            pages.append([])
            y = 0
        pages[-1].append((item, y))
        y += item.height + item.gap
    return pages
