"""Where a painted score sheet's tables keep their headings while a box scrolls them, and
where its lines of text lie (`ScoreSheetView` records them, `scroll_box` keeps the headings
in place and starts and ends its window between lines)."""

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


@dataclass(frozen=True)
class Bands:
    """Every line of text painted content holds, as (top, bottom) in the content's pixels
    (each of 003's side by side columns' lines among them): a scrolling box starts and ends
    its window only where no band is cut (a column's explanation showed "2 × 25 = 78" under
    half a line, and a row cut by the pinned heading hid "You: points": a play-tester)."""

    spans: tuple[tuple[int, int], ...]

    def cuts(self, y: int) -> bool:
        """Whether a window's edge at `y` cuts a line."""
        return any(a < y < b for a, b in self.spans)

    def at_or_above(self, y: int, floor: int) -> int:
        """The nearest edge at or above `y` (not above `floor`) that cuts no line."""
        edges = [y, *(b for a, b in self.spans if floor <= b <= y),
                 *(a for a, b in self.spans if floor <= a <= y)]
        return max((e for e in edges if not self.cuts(e)), default=floor)

    def at_or_below(self, y: int, ceiling: int) -> int:
        """The nearest edge at or below `y` (not under `ceiling`) that cuts no line."""
        edges = [y, *(b for a, b in self.spans if y <= b <= ceiling),
                 *(a for a, b in self.spans if y <= a <= ceiling)]
        return min((e for e in edges if not self.cuts(e)), default=ceiling)
