"""The Rami player's own two tags over their hand: whose hand it is (name, and as room allows
who deals, the card count and the balance) on the left, the hand's value on the right.

The name is the one part never given up: in hot-seat the players must see whose cards these
are (a play-tester at 1920x1080 / 200 % saw only "balance +0" over the hand). Both tags keep
between the stock's label, the score panel or a tall feed on the left and the side buttons
on the right, while the deal comes in and under a call window too (the tag then stood over
the score panel's "Fair deal ✓": a play-tester).
"""

from __future__ import annotations

from game.ui import table_words
from game.ui.i18n import _

OwnLabels = tuple[tuple[str, float], tuple["str | None", float], float, int]


class RamiOwnTags:
    """The player's tags over the hand (mixed into `RamiDisplay`)."""

    def own_tag_bounds(self, top: float) -> tuple[int, int]:
        """The span the player's tags keep to: right of the stock's label where they would
        reach down beside it, of a crowded table's score panel and of a tall feed; left of
        the side buttons."""
        lay = self.layout
        lo, hi = lay.margin, lay.w - lay.margin - lay.side_panel_w - lay.px(6)
        stock = self.stock_rect()
        label_bottom = stock.bottom + lay.px(8) + lay.font_small * 1.3
        if lay.compact and top - lay.font_small * 1.5 < label_bottom:
            lo = int(self.pile_rect().right + lay.px(12))   # clear of the stock's label
        info = self.info_rect()
        if info.bottom > top - lay.font_small * 1.5 and info.top < top:
            lo = max(lo, info.right + lay.px(12))           # ... and of the score panel
        tall = self.tall_feed_corner()                       # ... and of a tall feed
        if tall is not None and tall.top < top:
            lo = max(lo, tall.right + lay.px(12))
        return int(lo), int(hi)

    def _own_tag_choices(self, value_text: str | None, short_text: str | None,
                         value: int | None) -> list[tuple[str, str | None, bool]]:
        """The (name tag, value tag, may shrink) to try in turn, the first that fits won:
        the whole tags; a shorter value; the name and balance; the name alone, beside the
        value in a word, then without it (the side buttons beside it). Never a tag without
        the name."""
        lay = self.layout
        name = self.names[self.viewer]
        whole = self._seat_text(self.viewer)
        if not lay.compact:
            return [(whole, value_text, True)]
        named = " · ".join((name, table_words.balance(self.state.totals[self.viewer])))
        choices = [(whole, value_text, False), (whole, short_text, False),
                   (named, short_text, True), (name, short_text, True)]
        if value is not None:
            # TRANSLATORS: the player's hand value in a word, over the hand where the longer
            # "Hand value {n}" has no room beside their name
            choices += [(name, _("Value {n}").format(n=value), True), (name, None, True)]
        return choices

    def own_labels(self) -> OwnLabels | None:
        """The viewer's two tags over the hand: (name tag, its left), (hand value, its right,
        None while the deal comes in or the hand is covered), their bottom and font size;
        None without a hand shown. The feed keeps clear of them."""
        if self.viewer is None or not self.hand:
            return None
        lay = self.layout
        hand_left, hand_right, hand_top = self.hand_extent()   # (the whole, while dealt)
        top = hand_top - lay.px(12)
        cx = lay.hand_area.centerx
        left = min(hand_left, cx - lay.px(250))
        right = max(hand_right, cx + lay.px(250))
        text = short = value = None
        # (a part-dealt hand's value means nothing: it counted up at every card)
        if not self._cover_hand() and not self.dealing:
            value = self.solver.total([s.card for s in self.hand])
            arr = self.hand_arrangement()
            short = text = _("Hand value {n}").format(n=value)
            if arr is not None:
                text += "  ·  " + _("unmelded {n}").format(n=arr.deadwood)
            if self.chosen:
                text += "  ·  " + table_words.chosen(len(self.chosen))
        pad, gap = lay.px(20), lay.px(12)
        lo, hi = self.own_tag_bounds(top)
        floor = int(lay.font_small * 0.85) if lay.compact else 11

        def width(mine: str, value: str | None, px: int) -> tuple[int, int]:
            wl = self.res.text(mine, px).get_width() + pad
            return wl, (self.res.text(value, px).get_width() + pad if value else 0)

        def total(wl: int, wr: int) -> int:
            return wl + (gap + wr if wr else 0)

        for mine, text, shrink in self._own_tag_choices(text, short, value):  # noqa: B020
            px = lay.font_small
            wl, wr = width(mine, text, px)
            while shrink and total(wl, wr) > hi - lo and px > floor:
                px -= 1
                wl, wr = width(mine, text, px)
            if total(wl, wr) <= hi - lo:
                break
        if text is None:           # the name tag alone, within the span
            left = max(lo, min(left, hi - wl))
            return (mine, left), (None, right), top, px
        if left + wl + gap > right - wr:
            left = cx - total(wl, wr) / 2
            right = left + total(wl, wr)
        span = total(wl, wr)                 # within the side buttons and the left
        right, left = min(right, hi), max(left, lo)
        if right - left < span:
            left = max(lo, min(left, right - span))
            right = left + span
        return (mine, left), (text, right), top, px


__all__ = ["RamiOwnTags"]
