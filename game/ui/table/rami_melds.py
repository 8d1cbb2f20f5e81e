"""Where the Rami table's melds lie in the meld area, one row per owner.

The owners' groups (a name, then their melds) first flow left to right and wrap, the cards
shrinking until every row fits the area apart. A crowded area (five or six owners at a
large Text size) gives each owner rows of their own after a column of names, in one, two or
three columns of owners side by side where the area is wide (a 16:9 window), the rows
overlapping where they must, no more than keeps each card's index in view: in the compact
layout whichever of the two ways shows the larger cards (rows apart at a size near as large
are preferred), at 100 % the rows apart wherever they fit. Or each owner's name over their
melds, the owners in columns side by side, no card over another: three players at
1280x720 / 200 % had one column of rows overlapping to the index corners beside half an
empty area; the names then may shrink a little (`NAME_SHRINK`, weighed by `NAME_COST`).
"""

from __future__ import annotations

import math

import pygame

from game.ui.animator import FRect
from game.ui.layout import CARD_ASPECT
from game.ui.table.names import name_rows

#: the share of a meld card's height that overlapping rows leave showing: its index corner
INDEX_SHOWN = 0.34
#: overlapping rows win over rows apart only with cards this much larger (0.85 let the Rami
#: lesson at 800x600 / 150 % lay the computer's second meld over its first, each row
#: covering the one above to its index corners, where rows apart fitted at 79 % of the
#: size: a play-tester read the melds as spilt over each other)
OVERLAP_COST = 0.75
#: the largest meld card, a share of the player's card width
MELD_SHARE = 0.62
#: names over their melds take no smaller a size than this share of the small text
NAME_SHRINK = 0.7
#: what a name's shrinking costs its layout's card size against the others' (at 70 % of the
#: small text a card counts 0.91 of its width: rows apart beat overlapping ones at the
#: same size, not at any size)
NAME_COST = 0.3


def run_step(mw: float, n: int, room: float) -> float:
    """The step between a meld's `n` cards `mw` wide: 30 % of a card, closer (down to 16 %)
    for a long run that would not fit `room` otherwise."""
    if mw + mw * 0.30 * (n - 1) > room and n > 1:
        return max(mw * 0.16, (room - mw) / (n - 1))
    return mw * 0.30


class MeldSpot:
    """Where one table meld lies: its cards' rects and the rect around them."""

    __slots__ = ("cards", "box")

    def __init__(self, cards: list[FRect]) -> None:
        self.cards = cards
        box = pygame.Rect(cards[0]) if cards else pygame.Rect(0, 0, 0, 0)
        for r in cards[1:]:
            box.union_ip(pygame.Rect(r))
        self.box = box


#: a grid's placing: the spots, the names' places, the row step, the names' column width
#: and each name's own width where it has one (names over their melds)
Grid = tuple[list["MeldSpot | None"], dict[int, tuple[float, float]], float, float,
             dict[int, float]]


class RamiMelds:
    """The meld area's placing (mixed into `RamiDisplay`)."""

    meld_row_step = 1e9      # the meld area's rows' step (`meld_layout`)
    meld_label_w = 0.0       # the owners' names' column, without its gap (`meld_layout`)
    meld_label_widths: dict[int, float] = {}    # a name's own width, where it has one

    def meld_layout(self) -> tuple[list[MeldSpot], dict[int, tuple[float, float]], float]:
        """Each table meld's place (one row per owner, wrapping), the owners' label places
        and the card width used (the cards shrink until every meld fits the area)."""
        area = self.meld_rect()
        key = (tuple(len(m) for m in self.melds), tuple(self.meld_owner), area.size,
               area.topleft, self.viewer)
        if self._meld_cache[0] == key:
            return self._meld_cache[1]
        lay = self.layout
        by_owner: dict[int, list[int]] = {}
        for i, owner in enumerate(self.meld_owner):
            by_owner.setdefault(owner, []).append(i)
        # owners in the order they first laid down (the melds' order on the table): a
        # newcomer's row goes after the others, which keep their places (in seat order, a
        # seat laying down before another's melds moved them to another row)
        owners = list(by_owner)
        px = lay.font_small
        # a name keeps its width, up to a third of the area ("Dominique-…" was cut in a
        # 96 px column with the rest of its row empty: a play-tester at 800x600)
        cap = max(lay.px(96), area.width // 3)
        label_w = {o: min(cap, self.res.font(px).size(self.owner_name(o))[0])
                   + lay.px(12) for o in owners}
        # readable cards first: compact, the rows overlap before the cards get smaller
        floor = max(30.0, lay.card_w * 0.36) if lay.compact else 30.0
        mw = lay.card_w * MELD_SHARE
        spots, labels, rows, row_h, apart = [], {}, 0, mw / CARD_ASPECT, True
        while owners:      # (no melds yet: nothing to fit, however low the area)
            spots, labels, rows, row_h = self._flow_melds(owners, by_owner, label_w, mw)
            wide = any(sp.box.right > area.right + 1 for sp in spots if sp is not None)
            apart = rows * row_h <= area.height and not wide
            if apart or mw <= floor:
                break
            mw *= 0.92
        self.meld_row_step = row_h
        self.meld_label_w = float(lay.px(90))
        self.meld_label_widths = {o: w - lay.px(12) for o, w in label_w.items()}
        shrunk = rows > 1 or mw < lay.card_w * MELD_SHARE     # (two owners on one row)
        grid = self._best_grid(owners, by_owner, floor) if shrunk else None
        # (the compact table only trades rows apart for larger cards: at 100 % as before)
        if grid is not None and (not apart or (lay.compact and grid[0] * grid[1] > mw)):
            size, _cost, (spots, labels, step, column, self.meld_label_widths) = grid
            mw, self.meld_row_step, self.meld_label_w = size, step, column - lay.px(12)
        result = ([s or MeldSpot([]) for s in spots], labels, mw)
        self._meld_cache = (key, result)
        return result

    def _best_grid(self, owners: list[int], by_owner: dict[int, list[int]], floor: float
                   ) -> tuple[float, float, Grid] | None:
        """The largest cards the owners' own rows show (in one to three columns of owners),
        with the weight of their overlap (1.0 rows apart, else `OVERLAP_COST`), at a size
        as large the rows that overlap least; else the smallest size in one column, however
        it overlaps."""
        lay = self.layout
        size = lay.card_w * MELD_SHARE
        sizes = []
        while size > floor:
            sizes.append(size)
            size *= 0.92
        sizes.append(floor)
        best: tuple[float, float, Grid] | None = None
        rank = (0.0, 0.0)       # the weighted size, then how much of a card each row shows
        for cols in range(1, min(3, len(owners)) + 1):
            for mw in sizes:
                if mw < rank[0]:
                    break
                grid = self._grid_melds(owners, by_owner, mw, cols)
                if grid is None:
                    continue
                cost = 1.0 if grid[2] >= mw / CARD_ASPECT else OVERLAP_COST
                shown = min(1.0, grid[2] * CARD_ASPECT / mw)
                if shown >= INDEX_SHOWN and (round(mw * cost, 1), shown) > rank:
                    best, rank = (mw, cost, grid), (round(mw * cost, 1), shown)
        for cols in range(1, len(owners) + 1):      # names over the melds, rows apart
            for mw in sizes:
                if mw <= rank[0]:
                    break
                stacked = self._stacked_melds(owners, by_owner, mw, cols)
                if stacked is not None and round(mw * stacked[0], 1) > rank[0]:
                    best, rank = (mw, stacked[0], stacked[1]), (round(mw * stacked[0], 1), 1.0)
        if best is None:
            grid = self._grid_melds(owners, by_owner, floor, 1, force=True)
            best = (floor, OVERLAP_COST, grid) if grid is not None else None
        return best

    def _grid_melds(self, owners: list[int], by_owner: dict[int, list[int]], mw: float,
                    cols: int, force: bool = False) -> Grid | None:
        """Each owner on rows of their own after a column of names, the owners in `cols`
        columns side by side (in turn, top down): the spots, the names' places, the rows'
        step (overlapping where the area's height asks) and the names' column with its gap;
        None where a meld runs past its column (unless `force`)."""
        area = self.meld_rect()
        lay = self.layout
        mh = mw / CARD_ASPECT
        per_col = math.ceil(len(owners) / cols)
        col_w = (area.width + lay.px(12)) / cols - lay.px(12)
        # the names' column: the longest name at the size its row's strip holds, a few
        # rounds as the rows' step and the column settle each other
        column = self._names_column(owners, 1e9)
        for _round in range(3):
            if col_w - column < mw * 1.6 and not force:
                return None
            placed = [self._column_rows(owners[c * per_col:(c + 1) * per_col], by_owner, mw,
                                        area.left + c * (col_w + lay.px(12)), column,
                                        col_w - column) for c in range(cols)]
            rows = max(r for _s, _l, r, _f in placed)
            step = mh + lay.px(8) if rows <= 1 else \
                min(mh + lay.px(8), (area.height - mh) / (rows - 1))
            narrower = self._names_column(owners, step)
            if narrower >= column:
                break
            column = narrower
        if not all(fits for _s, _l, _r, fits in placed) and not force:
            return None
        spots: list[MeldSpot | None] = [None] * len(self.melds)
        labels: dict[int, tuple[float, float]] = {}
        for col_spots, col_labels, _rows, _fits in placed:
            for i, (x, row, gaps) in col_spots.items():
                y = area.top + row * step
                spots[i] = MeldSpot([FRect((x + k * gaps, y), (mw, mh))
                                     for k in range(max(1, len(self.melds[i])))])
            for owner, (x, row) in col_labels.items():   # on its row's uncovered strip
                labels[owner] = (x, area.top + row * step + min(step, mh) / 2)
        return spots, labels, step, column, {}

    def _stacked_melds(self, owners: list[int], by_owner: dict[int, list[int]], mw: float,
                       cols: int) -> tuple[float, Grid] | None:
        """Each owner's name over their melds, the owners in `cols` columns side by side (in
        turn, top down), no row over another; the names at the largest size down to
        `NAME_SHRINK` of the small text that holds them whole, with the weight of their
        shrinking (`NAME_COST`) against the other layouts. None where nothing fits."""
        per_col = math.ceil(len(owners) / cols)
        if (cols - 1) * per_col >= len(owners):        # a column left empty
            return None
        columns = [owners[c * per_col:(c + 1) * per_col] for c in range(cols)]
        small = self.layout.font_small
        low = min(small, max(13, math.ceil(small * NAME_SHRINK)))
        lay, mh = self.layout, mw / CARD_ASPECT
        if per_col * (self.res.font(low).get_linesize() + mh + lay.px(6)) - lay.px(6) > \
                self.meld_rect().height + 1:     # too tall even at the smallest names
            return None
        best = self._stacked_at(columns, by_owner, mw, small)
        if best is not None:
            return 1.0, best
        best = self._stacked_at(columns, by_owner, mw, low) if low < small else None
        if best is None:
            return None
        fits, fails = low, small      # the largest size that fits, halving the sizes between
        while fails - fits > 1:
            mid = (fits + fails) // 2
            grid = self._stacked_at(columns, by_owner, mw, mid)
            if grid is None:
                fails = mid
            else:
                fits, best = mid, grid
        return 1.0 - NAME_COST * (1.0 - fits / small), best

    def _stacked_at(self, columns: list[list[int]], by_owner: dict[int, list[int]],
                    mw: float, px: int) -> Grid | None:
        """`_stacked_melds` with the names at `px`: each column as wide as its widest name
        or row of melds where they all fit side by side (the room left shared out between
        them), else the columns alike with their melds wrapping; None where a name, a meld
        or a column's height runs past the area."""
        area = self.meld_rect()
        lay = self.layout
        mh = mw / CARD_ASPECT
        gap, row_gap, step = lay.px(12), lay.px(6), mw * 0.30
        font = self.res.font(px)
        strip = float(font.get_linesize())
        names = {o: float(font.size(self.owner_name(o))[0]) for o in by_owner}

        def one_row(owner: int) -> float:
            melds = [mw + step * (max(1, len(self.melds[i])) - 1) for i in by_owner[owner]]
            return sum(melds) + step * (len(melds) - 1)

        natural = [max(max(names[o], one_row(o)) for o in col) for col in columns]
        room = area.width - gap * (len(columns) - 1)
        if sum(natural) <= room:
            widths = [w + (room - sum(natural)) / len(columns) for w in natural]
        else:
            widths = [room / len(columns)] * len(columns)
        spots: list[MeldSpot | None] = [None] * len(self.melds)
        labels: dict[int, tuple[float, float]] = {}
        label_w: dict[int, float] = {}
        left = float(area.left)
        for col, col_w in zip(columns, widths, strict=True):
            y = float(area.top)
            for owner in col:
                if names[owner] > col_w:
                    return None
                labels[owner], label_w[owner] = (left, y + strip / 2), col_w
                placed, _names, rows, fits = self._column_rows([owner], by_owner, mw, left,
                                                               0.0, col_w)
                if not fits:
                    return None
                top = y + strip                 # the melds under the name, rows apart
                for i, (x, row, gaps) in placed.items():
                    spots[i] = MeldSpot([FRect((x + k * gaps, top + row * (mh + row_gap)),
                                               (mw, mh))
                                         for k in range(max(1, len(self.melds[i])))])
                y = top + rows * (mh + row_gap)
            if y - row_gap > area.bottom + 1:
                return None
            left += col_w + gap
        return spots, labels, strip, max(widths) + gap, label_w

    def _column_rows(self, owners: list[int], by_owner: dict[int, list[int]], mw: float,
                     left: float, column: float, room: float
                     ) -> tuple[dict[int, tuple[float, int, float]],
                                dict[int, tuple[float, int]], int, bool]:
        """One column of owners: each meld's left, row and card step, each name's left and
        row, the rows used and whether every meld fits `room` beside the names."""
        step, gap = mw * 0.30, mw * 0.30
        spots: dict[int, tuple[float, int, float]] = {}
        fits = True
        labels: dict[int, tuple[float, int]] = {}
        row = -1
        for owner in owners:
            row += 1
            labels[owner] = (left, row)
            x = 0.0
            for i in by_owner[owner]:
                n = max(1, len(self.melds[i]))
                if mw + step * (n - 1) > room - x and x > 0:
                    x, row = 0.0, row + 1
                gaps = run_step(mw, n, room - x)
                fits = fits and mw + gaps * (n - 1) <= room + 1
                spots[i] = (left + column + x, row, gaps)
                x += mw + gaps * (n - 1) + gap
        return spots, labels, row + 1, fits

    def _names_column(self, owners: list[int], row: float) -> float:
        """The owners' names' column with its gap: the longest name on one line at the
        largest size (up to the small one) whose line a row's strip `row` high holds, or
        narrower, on two lines split between its words ("Expert" over "computer 3") at no
        smaller a size where the strip holds two."""
        lay = self.layout
        px = lay.font_small
        while px > 11 and self.res.font(px).get_linesize() > row:
            px -= 1
        font = self.res.font(px)
        width = max(font.size(self.owner_name(o))[0] for o in owners)
        two = lay.font_small
        while two > px and 2 * self.res.font(two).get_linesize() > row:
            two -= 1
        if 2 * self.res.font(two).get_linesize() <= row:
            font = self.res.font(two)
            width = min(width, max(font.size(r)[0] for o in owners
                                   for r in name_rows(font, self.owner_name(o))))
        return width + lay.px(2) + lay.px(12)

    def _flow_melds(self, owners: list[int], by_owner: dict[int, list[int]],
                    label_w: dict[int, float], mw: float
                    ) -> tuple[list[MeldSpot | None], dict[int, tuple[float, float]], int, float]:
        """Owners' groups (name, then its melds) flowing left to right in the meld area and
        wrapping; the spots, the names' places, the rows used and a row's height."""
        area = self.meld_rect()
        lay = self.layout
        mh = mw / CARD_ASPECT
        step = mw * 0.30
        gap = mw * 0.30
        row_h = mh + lay.px(8)
        spots: list[MeldSpot | None] = [None] * len(self.melds)
        labels: dict[int, tuple[float, float]] = {}
        x, y = float(area.left), float(area.top)
        for owner in owners:
            widths = [mw + step * (max(1, len(self.melds[i])) - 1) for i in by_owner[owner]]
            first = label_w[owner] + widths[0]
            whole = label_w[owner] + sum(widths) + gap * (len(widths) - 1)
            # a group that will not fit the rest of the row starts a row of its own when it
            # fits one: wrapped under the row's first name, a computer's meld a card had
            # been laid off on read as the player's (a play-tester, in the Rami lesson)
            if x > area.left and (x + first > area.right or (
                    x + whole > area.right and whole <= area.width)):
                x, y = float(area.left), y + row_h
            labels[owner] = (x, y + mh / 2)
            x += label_w[owner]
            for i, width in zip(by_owner[owner], widths, strict=True):
                if x + width > area.right and x > area.left + label_w[owner]:
                    x, y = float(area.left + label_w[owner]), y + row_h
                n = max(1, len(self.melds[i]))
                gap_i = run_step(mw, n, area.right - x)
                width = mw + gap_i * (n - 1)
                spots[i] = MeldSpot([FRect((x + k * gap_i, y), (mw, mh)) for k in range(n)])
                x += width + gap
            x += gap * 1.5
        return spots, labels, round((y - area.top) / row_h) + 1, row_h
