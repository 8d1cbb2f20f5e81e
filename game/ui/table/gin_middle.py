"""The three-player showdown of the compact table, in the table's middle.

Three players at a large Text size on a 4:3 window have a narrow top band (on a 16:9 one, a
low row each along the top, `Layout.beside`): the other playing
seat's cards at the showdown (the knocker's melds when another seat knocks, the defender's
spread hand when the player knocks) were 32 px wide there, readable only by their corners,
and the player drops lay-off cards on those melds (issue 16). While such a showdown lasts
those cards lie in the middle of the table, right of the score panel, from under the seat's
name tag (which moves to the top of the band; on a wide window it keeps its row) or the
seats' rows down to the prompt's row, as large as that
space holds; the stock and the discard pile, out of play until the next hand, are not drawn
under them (they do not move: the next hand's piles come back where they were). The banner
and the lay-off prompt keep the prompt's row. Mixed into `GinDisplay`.
"""

from __future__ import annotations

import math

import pygame

#: the card sizes tried, as a share of the player's card width (largest first)
SHARES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45)
#: rows one under the other may overlap by this little (a card's bottom edge)
NEAR_WHOLE = 0.88
#: the share under which cards read badly: closer cards, then rows that overlap (each
#: card's index showing), at this size or larger beat whole rows of smaller cards
READABLE = 0.6
#: a card's step within a group and the gap between groups (shares of the card width):
#: as elsewhere, and closer (the rank and suit in each card's corner still show)
NORMAL, TIGHT = (0.36, 0.45), (0.26, 0.3)


class GinMiddle:
    """The other playing seat's showdown cards in the middle of a narrow 4:3 table."""

    def middle_seat(self) -> int | None:
        """The seat whose showdown cards lie in the middle now, or None: three players in
        the compact top band of a 4:3 window, the player holding cards, and another seat
        knocked (its melds) or the player knocked (the defender's spread hand)."""
        crowded = self.narrow_slots() or (self.layout.beside and self.seats > 2)
        if not crowded or self.melds_in_empty_row():
            return None
        if self.knocker is not None and self.knocker != self.viewer and self.melds:
            return self.knocker
        if self.melds_in_hand_row():
            spread = [s for s in self.spread_groups if s != self.viewer]
            return spread[0] if spread else None
        return None

    def middle_tag_bottom(self) -> float:
        """The bottom of the middle seat's name tag, at the top of the band (one or two
        lines, as its width there asks)."""
        lay = self.layout
        if lay.beside:        # the tags keep their rows (on the middle line, no cards)
            last = lay.seat_row_top(lay.seat_rows - 1) + lay.seat_row_h / 2
            return last + self.res.font(lay.font_small).get_linesize() + lay.px(8)
        seat = self.middle_seat()
        left, right = self.middle_region()[:2]
        lines = 1
        if seat is not None:
            label = self.seat_tag_text(seat, 0)
            need = self.res.font(lay.font_small).size(label)[0] + lay.px(20)
            lines = 1 if need <= right - left - lay.px(8) else 2
        return lay.margin + lines * self.res.font(lay.font_small).get_linesize() + lay.px(8)

    def middle_region(self) -> tuple[int, int, int]:
        """Left, right and bottom of the middle's room: from the score panel to the button
        column, down to the prompt's row (its banner)."""
        lay = self.layout
        left = self.info_rect().right + lay.px(12)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
        bottom = int(self._prompt_band()[0] - lay.px(6))
        return left, right, bottom

    def middle_rows(self, groups: list[int]) -> tuple[list[list[tuple[float, float]]],
                                                     tuple[int, int]]:
        """Top-left corners of `groups` laid in the middle, and their card size: the largest
        whose rows (whole rows, one under the other) fit the room at `READABLE` of the
        player's card or more; then, closer (`TIGHT`: each card's index still showing),
        whole rows at that size; then overlapping rows (each upper card's top and index
        showing) at that size (a 16:9 window's room is low: two rows of the knocker's melds
        rather than one row of cards half the player's width); only then smaller cards,
        overlapping rows last of all."""
        readable = [s for s in SHARES if s >= READABLE]
        small = [s for s in SHARES if s < READABLE]
        fallback = None
        for shares, spacing in ((readable, NORMAL), (readable, TIGHT), (small, NORMAL)):
            for share in shares:
                rows, size, fits, whole = self._middle_try(groups, share, spacing)
                if fits and whole:
                    return rows, size
                if fits and fallback is None:
                    fallback = (rows, size)
            if fallback is not None and spacing == TIGHT:    # overlapping, still readable
                return fallback
        return fallback or (rows, size)

    def _middle_try(self, groups: list[int], share: float, spacing: tuple[float, float]
                    ) -> tuple[list[list[tuple[float, float]]], tuple[int, int], bool, bool]:
        """`groups` in the middle at `share` of the player's card width and `spacing`:
        their corners, card size, whether they fit the room and whether their rows are
        whole (the block then centred in the room's height)."""
        lay = self.layout
        left, right, bottom = self.middle_region()
        top = self.middle_tag_bottom() + lay.px(8)
        width = right - left
        w = int(lay.card_w * share)
        if share >= READABLE:        # never a pixel under the readable share
            w = max(w, math.ceil(lay.card_w * READABLE))
        size = (w, round(w * lay.card_h / lay.card_w))
        rows = lay.meld_rows(groups, top, (left + right) / 2, size, max_width=width,
                             max_bottom=bottom, spacing=spacing)
        flat = [p for row in rows for p in row]
        if not flat:
            return rows, size, True, True
        xs = [x for x, _y in flat]
        ys = sorted({round(y) for _x, y in flat})
        fits = max(xs) + size[0] - min(xs) <= width + 1 and ys[-1] + size[1] <= bottom + 1
        # whole rows, or the next over the bottom edge only (no index hidden)
        whole = all(b - a >= size[1] * NEAR_WHOLE for a, b in zip(ys, ys[1:], strict=False))
        if fits and whole:
            dy = max(0.0, (bottom - ys[-1] - size[1]) / 2)
            rows = [[(x, y + dy) for x, y in row] for row in rows]
        return rows, size, fits, whole

    def middle_rect(self) -> pygame.Rect | None:
        """Where the middle seat's cards lie now (their union), or None."""
        seat = self.middle_seat()
        if seat is None:
            return None
        cards = self._middle_sprites(seat)
        if not cards:
            return None
        rects = [pygame.Rect(s.target) for s in cards]
        return rects[0].unionall(rects[1:])

    def _middle_sprites(self, seat: int) -> list:
        if seat == self.knocker:
            return [s for m in self.melds for s in m] + list(self.knock_dead)
        return list(self.others.get(seat, []))
