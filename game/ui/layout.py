"""Every position and size on screen, computed from the window size.

Nothing in the scenes uses a fixed pixel value: they ask a `Layout` (rebuilt on every resize)
for the card size, font sizes and the places of the hand, the piles, the seats and the buttons.
Cards stay readable from 800x600 to 4K: their height follows the window height, bounded so an
11-card hand still fits across the window.

The player's UI scale (100-200 %, the "Text size" setting) multiplies every design size:
fonts, buttons, rows, margins and panels. `effective_scale(size, wanted)` gives what is
applied: as much as keeps the canvas at least `MIN_CANVAS` (640x360) design pixels, so 200 %
applies at 1280x720, 1920x1080 (canvas 640x360) and 800x600 (canvas 640x480); every 16:9
window has the same canvas at the same scale.

Below `COMPACT_CANVAS` (900x560 design pixels: 150 % and more on a 16:9 window, 175 % and
more at 800x600) the layout is `compact` and the table takes its compact form: the other
hands smaller (`SMALL_COMPACT`), a narrower button column, the hand overlapping closer, and
cards sized from the rows of text the window's height leaves them (`_card_room`: the other
seats' tags, the prompt's row, the player's own tags): they grow with the Text size where the
window allows (a 4:3 window, whose width held them back at 100 %); on a 16:9 window, where the
text would take their height, the Gin table lays its text beside them (below). The
Gin table puts the stock's count on the stock (a badge) and the prompt on its own row
(`prompt_top`); a Rami table whose other seats' tags do not fit the top band at the chosen
size is drawn at the largest size that holds them (`RamiSeats.layout`).

A wide window (16:9) has the width to spare and the height to save: there the compact Gin
table asks for `seat_rows` (`GinDisplay.layout`) and its rows of text lie *beside* the cards
(`beside`): each other seat is one row along the top, a tight fan of small backs with its
name tag on its right (only the count of its cards matters); the player's tags stand in a
column (`plate_w`) left of the hand, which overlaps closer (a third of each card shows). The
cards then take what the prompt's row leaves: at every Text size at least their 100 % size
(123x172 at 1280x720; 133x186 at 200 %), and the top band's spare height goes to the other
seats' rows, where a showdown spreads a hand or a knocker's melds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.assets_manifest import CARD_SIZE

CARD_ASPECT = CARD_SIZE[0] / CARD_SIZE[1]
BASE_W, BASE_H = 1280, 720
#: the smallest window the game lays out for (README: every screen from 800x600): the
#: window does not shrink under it (`App.hold_minimum`); a smaller size is laid out at it
MIN_SIZE = (800, 600)
#: the smallest canvas, in design pixels, every screen is laid out for (see `effective_scale`)
MIN_CANVAS = (640, 360)
#: below this canvas (design pixels) the table takes its compact layout
COMPACT_CANVAS = (900, 560)
#: below this canvas the score and match-over screens show one view at a time, under tabs
SCORE_TABS_CANVAS = (1000, 560)
#: the other seats' cards in the compact layout, as a share of the player's card width
SMALL_COMPACT = 0.45

#: how far a selected hand card rises (design px): the player's tags over the hand row
#: stand clear of it (`GinLabels._draw_labels`; the compact layout's `own_tags_gap`)
SELECT_LIFT = 26
#: how far the card just drawn stands above the hand until it is played (design px): under
#: the hover's px(12), which lifts it a little more, and well under a chosen card's
NEW_CARD_LIFT = 10
#: the wide compact Gin table (`beside`): a chosen card's meld outline (px(4) round it) and
#: a gap stand this far under the prompt's box (design px)
LIFT_CLEAR = 6
#: ... for which its cards give up their growth with the Text size down to this share of
#: their 100 % size (they stay larger than at 100 %); then the lift is held short instead
BEYOND_100 = 1.04


def effective_scale(size: tuple[int, int], wanted: float) -> float:
    """The UI scale a window of `size` can take of the `wanted` one (1.0-2.0): as much as keeps
    the window at least `MIN_CANVAS` design pixels wide and high, never below 1.0, in steps of
    1/8 (so text sizes do not creep while a window is dragged)."""
    w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
    base = min(w / BASE_W, h / BASE_H)
    room = min(w / MIN_CANVAS[0], h / MIN_CANVAS[1]) / base
    room = math.floor(room * 8) / 8
    return max(1.0, min(float(wanted), 2.0, room))


@dataclass(frozen=True)
class SeatPlace:
    """Where another seat's hand sits: the centre of its cards, the direction it spreads."""

    center: tuple[float, float]
    horizontal: bool
    label_pos: tuple[float, float]
    width: float = 0.0   # room for the hand (0 = as wide as it likes)


class Layout:
    """Derived metrics for one window size."""

    def __init__(self, size: tuple[int, int], ui_scale: float = 1.0, seat_rows: int = 0,
                 plate_w: int = 0, lift_tags: bool = False, prompt_cap: int | None = None
                 ) -> None:
        w, h = max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1]))
        self.size = (w, h)
        self.w, self.h = w, h
        self.ui_scale = float(ui_scale)                      # what the player asked for
        self.ui_effective = effective_scale(self.size, ui_scale)   # what fits this window
        self.scale = min(w / BASE_W, h / BASE_H) * self.ui_effective
        self.margin = self.px(16)
        #: a small canvas (a large Text size, a small window): the table's compact layout
        #: (smaller other hands, a narrower button column, the stock's count on it)
        self.compact = self.canvas_under(COMPACT_CANVAS)
        #: a wide window's compact Gin table: its tags beside the cards (see the docstring)
        self.beside = self.compact and seat_rows > 0 and h <= w * 0.6
        self.seat_rows = seat_rows if self.beside else 0
        self.plate_w = plate_w if self.beside else 0
        #: the compact (not `beside`) Gin table: the player's tags stand clear of a selected
        #: card's whole lift (`own_tags_gap`), the arc's ends half a margin over the bottom
        self.lift_tags = lift_tags and self.compact and not self.beside
        # the player's cards: a quarter of the height, but an 11-card hand (overlapped to 52 %,
        # plus gaps between melds) must fit in 80 % of the width; with a larger Text size they
        # grow too, as far as the table's rows of text leave room (`_card_room`)
        card_h = h * 0.24
        max_w_from_width = (w * 0.80) / (1 + 10 * 0.52 + 0.6)
        self.prompt_gap = self.px(10)   # `beside`: set to what the cards leave (below)
        if self.beside:
            grown = card_h * (1 + 0.5 * (self.ui_effective - 1))
            short = (h - self._beside_fixed()) / 2
            card_h = min(grown, short)
            # the prompt's row over a chosen card's whole lift (`lift_gap`), or as far as
            # `prompt_cap` (the table's score panel and move feed beside it), where the
            # other seats' rows and the cards' growth (down to a little over their 100 %
            # size) leave the room; where they do not, the lift is held short of it
            self._gap_wanted = min(self.lift_gap, max(self.prompt_gap, prompt_cap)) \
                if prompt_cap is not None else self.lift_gap
            floor = BEYOND_100 * min(h * 0.24, max_w_from_width / CARD_ASPECT)
            card_h = min(card_h, max(short - (self._gap_wanted - self.prompt_gap) / 2, floor))
            # beside the player's tags; the hand overlaps closer still (an index shows)
            max_w_from_width = self.hand_area_width / (1 + 10 * 0.33 + 0.3)
        elif self.compact:
            card_h = min(card_h * (1 + 0.5 * (self.ui_effective - 1)), self._card_room())
            # (the hand overlaps closer: a card's index needs a fifth of its width)
            max_w_from_width = (w - self.side_panel_w - 2 * self.margin) / (1 + 10 * 0.4 + 0.3)
        card_w = min(card_h * CARD_ASPECT, max_w_from_width)
        self.card_w = max(40, int(card_w))
        self.card_h = max(56, int(self.card_w / CARD_ASPECT))
        self.card_size = (self.card_w, self.card_h)
        if self.beside:
            spare = h - self._beside_fixed() - 2 * self.card_h
            self.prompt_gap = int(min(self._gap_wanted, self.prompt_gap + max(0.0, spare)))
        small_w = max(30, int(self.card_w * (SMALL_COMPACT if self.compact else 0.62)))
        self.small_size = (small_w, int(small_w / CARD_ASPECT))
        if self.beside:      # the backs no taller than a row (and than a tag, or 45 %)
            small_h = min(self.seat_row_h, max(self.tag_h, SMALL_COMPACT * self.card_h))
            self.small_size = (int(small_h * CARD_ASPECT), int(small_h))
        meld_w = max(34, int(self.card_w * 0.78))
        self.meld_size = (meld_w, int(meld_w / CARD_ASPECT))
        self.radius = max(4, self.card_w // 14)

    def _card_room(self) -> float:
        """The tallest player's card the compact table holds: the window's height less its
        rows of text (the other seats' name tags, the prompt, the player's own tags; the
        stock's count lies on it) and gaps, shared by the piles, the hand and the other
        hands."""
        low = self.px(5) if self.lift_tags else 0     # the hand that much into the margin
        fixed = (2 * self.margin + self.px(8) + self.tag_h + self.px(10)   # tags up top
                 + self.px(10) + self.prompt_h + self.px(8)                 # the prompt
                 + self.tag_h + self.own_tags_gap      # own tags (Gin: over the lift)
                 + self.px(11) - low)                   # the hand's arc
        return (self.h - fixed) / (2 + SMALL_COMPACT)

    def _beside_fixed(self) -> float:
        """`beside`: the height that is not the piles' or the hand's: the other seats' rows
        (a tag high each), the prompt's row, the hand's arc and the gaps."""
        rows = self.seat_rows
        return (self.margin + rows * self.tag_h + (rows - 1) * self.px(6) + self.px(10)
                + self.px(10) + self.prompt_h + self.prompt_gap   # the prompt's row
                + self.px(11) + self.margin // 2)                  # the arc, the bottom

    @property
    def seat_band_h(self) -> float:
        """`beside`: the top band's height, the other seats' rows (a tag's height each, and
        what the cards leave)."""
        rows = self.seat_rows
        spare = self.h - self._beside_fixed() - 2 * self.card_h
        return rows * self.tag_h + (rows - 1) * self.px(6) + max(0.0, spare)

    @property
    def seat_row_h(self) -> float:
        """`beside`: one other seat's row, at most 80 % of a card's height."""
        rows = max(1, self.seat_rows)
        return min(0.8 * self.card_h,
                   (self.seat_band_h - (rows - 1) * self.px(6)) / rows)

    def seat_row_top(self, i: int) -> float:
        """`beside`: the top of the other seats' `i`th row."""
        return self.margin + i * (self.seat_row_h + self.px(6))

    @property
    def hand_bottom(self) -> int:
        """The room under the hand's middle card: a margin; the compact Gin table's
        (`lift_tags`) px(5) less, as it has always been (its rows of text over the hand keep
        their height), its flatter arc's ends half a margin above the window's bottom (a
        play-tester saw them touch it at 800x600 / 200 %, 3 px off it)."""
        if self.lift_tags:
            return max(self.margin - self.px(5), self.margin // 2 + self.arc_drop // 2)
        return self.margin

    @property
    def arc_drop(self) -> int:
        """Twice the most the hand's arc lowers its end cards below the middle one: flatter
        on the compact Gin table (`lift_tags`), whose hand lies low (`hand_bottom`); gentle
        elsewhere too, as the full table lifts its hand by half of it (`hand_area`)."""
        return self.px(6) if self.lift_tags else self.px(14)

    @property
    def hand_area_width(self) -> int:
        """The hand's width: the window's less the margins, the button column and (`beside`)
        the player's column of tags."""
        left = self.margin + (self.plate_w + self.px(12) if self.plate_w else 0)
        return self.w - self.margin - self.side_panel_w - left

    # ----- rows of text (the compact table plans its height with them) --------------------
    @property
    def own_tags_gap(self) -> int:
        """How far the player's own tags stand over the hand: the compact Gin table's clear
        of a selected card's whole lift (`SELECT_LIFT`, so "selected" reads apart from the
        hover's px(12)); the others' rows are planned by their families."""
        if self.lift_tags:
            return self.px(SELECT_LIFT + 2)
        return self.px(12)

    @property
    def lift_gap(self) -> int:
        """`beside`: the room a chosen card needs between the prompt's row and the hand's
        top: its whole lift (`SELECT_LIFT`), the px(4) a prompt's box may reach under its
        row (`_prompt_band`) and `LIFT_CLEAR` (its meld's outline round it, and a gap). The
        row stood px(10) over the hand: a lifted card rose into the prompt's box, drawn over
        its top and its outline (a play-tester). `prompt_gap` is what the layout gives."""
        return self.px(SELECT_LIFT) + self.px(4) + self.px(LIFT_CLEAR)

    @property
    def tag_h(self) -> int:
        """A name tag's height (one line of small text in a pill)."""
        return int(self.font_small * 1.25) + self.px(8)

    @property
    def label_h(self) -> int:
        """One line of small text."""
        return int(self.font_small * 1.25)

    @property
    def prompt_h(self) -> int:
        """The prompt's box (one line of body text)."""
        return int(self.font_body * 1.25) + self.px(12)

    # ----- scaling ------------------------------------------------------------------------
    def canvas_under(self, canvas: tuple[int, int]) -> bool:
        """Whether this window, in design pixels, is narrower or lower than `canvas`."""
        return self.w / self.scale < canvas[0] or self.h / self.scale < canvas[1]

    def px(self, n: float) -> int:
        """A design size (at 1280x720) scaled to this window, at least 1 pixel."""
        return max(1, round(n * self.scale))

    def font_px(self, n: float, minimum: int = 14) -> int:
        return max(round(minimum * self.ui_effective), round(n * self.scale))

    @property
    def font_small(self) -> int:
        return self.font_px(20, 13)

    @property
    def font_body(self) -> int:
        return self.font_px(25, 15)

    @property
    def font_large(self) -> int:
        return self.font_px(34, 19)

    @property
    def font_title(self) -> int:
        return self.font_px(72, 30)

    @property
    def center(self) -> tuple[float, float]:
        return (self.w / 2, self.h / 2)

    # ----- buttons ------------------------------------------------------------------------
    def button_size(self, wide: float = 1.0) -> tuple[int, int]:
        return (max(90, int(self.px(190) * wide)), max(28, self.px(46)))

    def column_rects(self, count: int, center_x: float, top: float,
                     wide: float = 1.0, gap: float | None = None) -> list[pygame.Rect]:
        """`count` buttons stacked in a column centred on `center_x` from `top`."""
        bw, bh = self.button_size(wide)
        g = self.px(12) if gap is None else gap
        return [pygame.Rect(int(center_x - bw / 2), int(top + i * (bh + g)), bw, bh)
                for i in range(count)]

    def fit_column(self, count: int, center_x: float, top: float, bottom: float,
                   wide: float = 1.0) -> list[pygame.Rect]:
        """Like `column_rects`, but ending above `bottom`: closer, then lower buttons when
        the column would not fit (a low window, a large UI scale)."""
        bw, bh = self.button_size(wide)
        gap = self.px(12)
        room = bottom - top
        if count * bh + (count - 1) * gap > room:
            gap = max(4, self.px(6))
            bh = max(22, min(bh, int((room - (count - 1) * gap) / max(1, count))))
        return [pygame.Rect(int(center_x - bw / 2), int(top + i * (bh + gap)), bw, bh)
                for i in range(count)]

    # ----- the table --------------------------------------------------------------------
    @property
    def side_panel_w(self) -> int:
        """The button column on the right (narrower in the compact layout: its buttons' text
        follows their height, not the column's width)."""
        if self.compact:
            return max(120, min(self.px(180), int(self.w * 0.27)))
        return max(120, self.px(200))

    @property
    def hand_area(self) -> pygame.Rect:
        """Where the viewer's hand lies (cards' top-left corners fit inside)."""
        m = self.margin
        top = self.h - m - self.card_h
        if self.beside:     # the player's tags on its left, the arc's ends near the bottom
            top = self.h - m // 2 - self.px(11) - self.card_h
            left = m + (self.plate_w + self.px(12) if self.plate_w else 0)
            right = self.w - m - self.side_panel_w
            return pygame.Rect(left, top, right - left, self.card_h)
        if self.lift_tags:  # a little into the margin, its flatter arc's ends half a
            top = self.h - self.hand_bottom - self.card_h   # margin clear of the bottom
        elif not self.compact:  # the arc's ends a whole margin clear of the bottom (a
            top -= self.arc_drop // 2   # play-tester at 800x600: 4 px off it, the outline on it)
        left = m if self.compact else m + self.side_panel_w // 2
        right = self.w - m - self.side_panel_w
        return pygame.Rect(left, top, right - left, self.card_h)

    @property
    def hand_center_x(self) -> float:
        area = self.hand_area
        return area.centerx

    @property
    def pile_y(self) -> float:
        """Top of the stock and discard pile."""
        top_band = self.margin + self.small_size[1] + self.px(36)
        bottom_band = self.hand_area.top - self.px(64)
        if self.beside:     # under the other seats' rows, over the prompt's row
            top_band = self.seat_row_top(self.seat_rows) + self.px(4)
            bottom_band = self.prompt_top - self.px(10)
            return max(top_band, top_band + (bottom_band - top_band - self.card_h) / 2)
        if self.compact:   # under the other hands' tags, over the rows of text
            top_band = self.margin + self.small_size[1] + self.px(8) + self.tag_h + self.px(10)
            bottom_band = self.prompt_top - self.px(10)
            return max(top_band, top_band + (bottom_band - top_band - self.card_h) / 2)
        return top_band + (bottom_band - top_band - self.card_h) / 2

    @property
    def stock_pos(self) -> tuple[float, float]:
        cx = self.hand_center_x
        return (cx - self.card_w - self.pile_gap, self.pile_y)

    @property
    def discard_pos(self) -> tuple[float, float]:
        cx = self.hand_center_x
        return (cx + self.pile_gap, self.pile_y)

    @property
    def pile_gap(self) -> int:
        """Half the room between the stock and the discard pile (less when compact)."""
        return self.px(10) if self.compact else self.px(18)

    @property
    def prompt_center(self) -> tuple[float, float]:
        if self.compact:
            return (self.hand_center_x, self.prompt_top + self.prompt_h / 2)
        return (self.hand_center_x, self.hand_area.top - self.px(34))

    @property
    def prompt_top(self) -> float:
        """Compact layout: the top of the prompt's row, above the player's tags' row (beside
        the hand when `beside`)."""
        if self.beside:
            return self.hand_area.top - self.prompt_gap - self.prompt_h
        return self.hand_area.top - self.own_tags_gap - self.tag_h - self.px(8) - self.prompt_h

    def hand_positions(self, count: int, gaps: list[int] | None = None,
                       lift: float = 0.0) -> list[tuple[float, float]]:
        """Top-left of each of `count` hand cards, centred; `gaps[i]` adds a gap before i."""
        if count <= 0:
            return []
        area = self.hand_area
        extra = self.card_w * 0.28
        n_gaps = sum(1 for g in (gaps or []) if g)
        # a few cards (Rami's hand once it has melded) open out, up to most of a card apart,
        # rather than bunch at a full hand's spacing in the middle of an empty row
        step = self.card_w * min(0.86, max(0.56, 0.56 + 0.06 * (9 - count)))
        total = self.card_w + step * (count - 1) + extra * n_gaps
        if total > area.width:
            scale = (area.width - self.card_w) / max(1.0, total - self.card_w)
            step *= scale
            extra *= scale
            total = area.width
        x = area.centerx - total / 2
        out = []
        for i in range(count):
            if i and gaps and gaps[i]:
                x += extra
            # a gentle arc: the middle cards sit a little higher
            t = (i - (count - 1) / 2) / max(1, count)
            y = area.top - lift + self.arc_drop * (t * t) * 2
            out.append((x, y))
            x += step
        return out

    def seat_places(self, count: int) -> list[SeatPlace]:
        """Places of the other `count` seats, clockwise from the viewer's left, along the top."""
        m = self.margin
        sw, sh = self.small_size
        if count <= 0:
            return []
        if count == 1:
            c = (self.hand_center_x, m + sh / 2)
            return [SeatPlace(c, True, (c[0], m + sh + self.px(14)))]
        # several opponents share the top band, clockwise from the viewer's left, clear of
        # the score panel (top left) and the menu button (top right)
        places = []
        left = m + self.px(250)
        right = self.w - m - self.px(130)
        if self.compact:     # the button column starts just under the Menu button
            right = self.w - m - self.side_panel_w - self.px(8)
        slot = (right - left) / count
        for i in range(count):
            x = left + slot * (i + 0.5)
            y = m + sh / 2
            places.append(SeatPlace((x, y), True, (x, y + sh / 2 + self.px(14)), slot))
        return places

    def small_hand_positions(self, place: SeatPlace, count: int,
                             size: tuple[int, int] | None = None) -> list[tuple[float, float]]:
        """Top-left corners of a face-down hand of `count` cards at `place`."""
        sw, sh = size or self.small_size
        if count <= 0:
            return []
        room = place.width - self.px(12) if place.width else self.w * 0.42
        step = max(2.0, min(sw * 0.42, (room - sw) / max(1, count - 1)))
        total = sw + step * (count - 1)
        x0 = place.center[0] - total / 2
        y0 = place.center[1] - sh / 2
        return [(x0 + i * step, y0) for i in range(count)]

    def meld_rows(self, groups: list[int], top: float, center_x: float | None = None,
                  size: tuple[int, int] | None = None, max_width: float | None = None,
                  max_bottom: float | None = None, spacing: tuple[float, float] = (0.36, 0.45),
                  row_gap: float | None = None) -> list[list[tuple[float, float]]]:
        """Top-left corners for meld groups laid side by side (wrapping onto a 2nd row);
        `spacing`: a card's step within a group and the gap between groups, as shares of
        the card width; `row_gap`: whole rows that far apart (else a row covers the foot
        of the one above it)."""
        mw, mh = size or self.meld_size
        step = mw * spacing[0]
        gap = mw * spacing[1]
        width_limit = max_width or self.w - 2 * self.margin - self.side_panel_w * 1.2
        widths = [mw + step * (n - 1) for n in groups]
        rows: list[list[int]] = [[]]
        row_w = 0.0
        for i, wdt in enumerate(widths):
            if rows[-1] and row_w + gap + wdt > width_limit:
                rows.append([])
                row_w = 0.0
            row_w += (gap if rows[-1] else 0) + wdt
            rows[-1].append(i)
        out: list[list[tuple[float, float]]] = [[] for _ in groups]
        cx = self.hand_center_x if center_x is None else center_x
        row_step = mh * 0.62
        if row_gap is not None:
            row_step = mh + row_gap
        elif max_bottom is not None and len(rows) > 1:
            # whole rows one under the other when there is room, overlapping when not
            row_step = max(mh * 0.45, min(mh * 1.12, (max_bottom - top - mh) / (len(rows) - 1)))
        for r, idxs in enumerate(rows):
            total = sum(widths[i] for i in idxs) + gap * (len(idxs) - 1)
            x = cx - total / 2
            y = top + r * row_step
            for i in idxs:
                out[i] = [(x + k * step, y) for k in range(groups[i])]
                x += widths[i] + gap
        return out


def ellipse_point(center: tuple[float, float], rx: float, ry: float, angle: float
                  ) -> tuple[float, float]:
    return (center[0] + rx * math.cos(angle), center[1] + ry * math.sin(angle))
