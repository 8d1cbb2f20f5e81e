"""The Rami table's bottom left corner and the hand beside it, in the compact layout.

A Rami hand (six to eleven cards) leaves room beside it that a Gin hand does not, and the
compact table (a large Text size) has no other room for the move feed: the feed takes the
corner left of the hand, under the piles (or under a crowded table's score panel), as high
as the hand, and the hand moves right of it, closer where the side buttons leave it less
room. A crowded table's score panel, low in the left column, keeps the hand clear of it too.
On a wide window (16:9) at a large Text size, where that corner would close the hand up,
the feed takes a taller, narrower column instead and the hand keeps its spacing.
"""

from __future__ import annotations

import pygame

from game.core.families.rami import deal_size
from game.core.phase import DISCARD_PHASES
from game.ui.animator import FRect
from game.ui.table.feed import holds_lines, usual_rect
from game.ui.table.frame_memo import per_frame
from game.ui.table.rami_seats import WIDE

#: the feed's width in design pixels: a long typical line ("Expert computer 3 drew from the
#: stock and discarded the queen of diamonds") on three lines at any Text size, two where
#: the corner is only two lines high (a crowded table's score panel above it)
FEED_W, FEED_W_LOW = 230, 340
#: the hand's closest overlap beside the feed, a share of a card (its index shows)
CLOSEST = 0.25


class RamiCorner:
    """The feed's corner and the hand's places (mixed into `RamiDisplay`)."""

    def feed_corner(self, usual: pygame.Rect) -> pygame.Rect | None:
        """The move feed's region when its `usual` one (`feed.usual_rect`) is too small (the
        compact layout; two players' long hand at 100 %): the bottom left corner beside the
        hand (under the stock's label, or a crowded table's score panel), as wide as a
        typical line needs on three lines where the hand, closer, leaves that room; else
        None."""
        lay = self.layout
        if not lay.compact and holds_lines(self, usual, 4):
            return None
        tall = self.tall_feed_corner()
        return tall if tall is not None else self._low_corner()

    def hand_room(self) -> int:
        """The cards the hand's places are kept for beside the feed: the hand and the card it
        draws, which after the draw is the hand itself (it holds one card too many until it
        discards), so the feed keeps its width through the turn instead of narrowing at
        every draw and widening at every discard, its lines rewrapped each time."""
        deal = deal_size(self.rules, self.seats)
        # a hand longer than the deal holds its draw already: the drawn card lands in the
        # hand a frame before the state says so, and counted twice there it narrowed the
        # corner for the hand's glide, which the feed then grew back over (a play-tester's
        # ace under the feed, the Rami lesson at 800x600 / 150 %)
        drawn = len(self.hand) > deal or (self.state.to_act == self.viewer
                                          and self.phase in DISCARD_PHASES)
        # at least the hand as dealt and its draw: the feed keeps its place all the hand long
        # (it jumped from the bottom left corner up under the piles as the hand melted)
        return max(len(self.hand) + (0 if drawn else 1), deal + 1)

    def _low_corner(self, count: int | None = None) -> pygame.Rect:
        """The bottom left corner beside the hand, as high as the hand (`feed_corner`),
        beside `count` cards (the hand and the card it draws)."""
        lay = self.layout
        top = lay.hand_area.top - lay.px(4)     # the player's tags lie above the hand
        stock = self.stock_rect()
        top = max(top, stock.bottom + lay.px(8) + lay.label_h + lay.px(8))
        if self.crowded:
            top = max(top, self.info_rect().bottom + lay.px(10))
        bottom = lay.h - lay.margin // 2
        line = self.res.font(lay.font_small).get_linesize()
        low = bottom - top - 2 * lay.px(8) - lay.px(4) < 3 * line
        if count is None:
            count = self.hand_room()         # the drawn card must not land on it
        closest = lay.card_w * (1 + CLOSEST * max(0, count - 1))
        right = min(lay.margin + lay.px(FEED_W_LOW if low else FEED_W),
                    lay.hand_area.right - closest - lay.px(12))
        return pygame.Rect(lay.margin, int(top), max(0, int(right - lay.margin)),
                           max(0, int(bottom - top)))

    @per_frame
    def tall_feed_corner(self) -> pygame.Rect | None:
        """A wide window's compact table whose hand, beside the usual corner, would close
        up under its natural spacing: the feed's column under the stock's label (a crowded
        table's: under the score panel there) down to the window's bottom, narrower (as
        narrow as the piles) and taller, so the hand beside it keeps the room it needs
        (issue 16: at 1920x1080 / 200 % two players' hand of eleven closed up to 60 % of
        its spacing beside a feed 690 px wide); else None. The player's tags over the hand
        and the prompt keep right of it where it reaches up beside them."""
        lay = self.layout
        if not lay.compact or lay.h > lay.w * WIDE:
            return None
        # the hand as dealt and the card it draws (`hand_room`, the draw itself counted
        # once): the column stays all the hand long rather than jump back to the corner as
        # the hand melts, and keeps its width through the turn (it narrowed 17 px at every
        # draw, counted twice, and widened at every discard: a play-tester at 150 %)
        count = self.hand_room()
        xs = [x for x, _y in lay.hand_positions(count)]
        natural = max(xs) - min(xs) + lay.card_w if xs else 0.0
        if lay.hand_area.right - self._low_corner(count).right - lay.px(12) >= natural:
            return None
        right = min(lay.margin + lay.px(FEED_W),
                    max(self.pile_rect().right, lay.hand_area.right - natural - lay.px(12)))
        stock = self.stock_rect()
        top = stock.bottom + lay.px(8) + lay.label_h + lay.px(8)
        if self.crowded:      # under the score panel that lies under the piles
            top = self.info_rect().bottom + lay.px(10)
        bottom = lay.h - lay.margin // 2
        return pygame.Rect(lay.margin, int(top), int(right - lay.margin), int(bottom - top))

    def glide_hand(self, d: float) -> None:
        """The hand at its places (`hand_places`)."""
        lay = self.layout
        gaps, _meld_of = self.hand_groups()
        positions = self.hand_places(lay.hand_positions(len(self.hand), gaps))
        for s, pos in zip(self.hand, positions, strict=True):
            self._go(s, FRect(pos, lay.card_size), d, True)

    @per_frame
    def _prompt_center(self) -> tuple[float, float]:
        """The compact table's prompt is centred over the hand beside the feed's corner (as
        it lies with the cards it keeps room for, `hand_room`: it stays put through a
        turn), as Gin's prompt and the normal one are over theirs; it was centred on the
        window's hand area, under the feed, its box pushed to the left of the hand (a
        play-tester at 800x600 / 150 %)."""
        cx, cy = super()._prompt_center()  # type: ignore[misc]
        lay = self.layout
        if lay.compact:
            xs = [x for x, _y in self.hand_places(lay.hand_positions(self.hand_room()))]
            cx = (min(xs) + max(xs) + lay.card_w) / 2
        return cx, cy

    def hand_places(self, positions: list[tuple[float, float]]) -> list[tuple[float, float]]:
        """`positions` (the hand's top-left corners), moved right of what the compact
        table keeps in the bottom left corner: the move feed (`feed_corner`), a crowded
        table's score panel where it reaches down to the cards; shifted, and where the side
        buttons leave too little room, closer too."""
        lay = self.layout
        if not positions:
            return positions
        clear = lay.margin
        corner = self.feed_corner(usual_rect(self))
        if corner is not None and corner.width:
            clear = corner.right + lay.px(12)
        if lay.compact and self.crowded:
            info = self.info_rect()
            if info.bottom > min(y for _x, y in positions):
                clear = max(clear, info.right + lay.px(12))
        left = min(x for x, _y in positions)
        if left >= clear:
            return positions
        span = max(x for x, _y in positions) - left
        room = lay.hand_area.right - lay.card_w - clear
        k = 1.0 if span <= room or span <= 0 else max(0.0, room) / span
        return [(clear + (x - left) * k, y) for x, y in positions]
