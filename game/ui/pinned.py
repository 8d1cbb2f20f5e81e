"""Where a painted score sheet's tables keep their headings while a box scrolls them
(`ScoreSheetView` records them, `scroll_box` keeps them in place)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pinned:
    """A table in painted content (a score sheet's, `ScoreSheetView`), as the box keeps its
    heading in place while its rows scroll under it (003's columns at 200 % scrolled their
    headings away with the rows, the figures then under no name: a play-tester). All in the
    content's pixels: its title line, its column headings (down to their rule), each row's
    top, where its rows end, and its footer (the totals), kept at the box's foot while the
    rows scroll above it; `bottom`: where the table ends, its footer under its rows. `more(n)` words the n rows scrolled away above ("… 5 earlier
    hands"), said beside the pinned title."""

    title: tuple[int, int]
    head: tuple[int, int]
    rows: tuple[int, ...]
    end: int
    foot: tuple[int, int] | None = None
    bottom: int = 0
    more: object = None          # (n) -> str, or None
    px: int = 12                 # the note's size
    title_w: int = 0             # the title's width (the note keeps clear of it)
