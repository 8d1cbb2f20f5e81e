"""The roomy Gin table's own tags over the hand, and the prompt's line kept clear of them.

In the roomy layout (neither the compact rows of a large Text size nor the wide window's plate
beside the hand) the player's name tag stands over the hand's left end and the deadwood pill
over its right end, both above a selected card's whole lift. The prompt's line is centred over
the hand just above them: a long prompt ("Discard a card: drag it to the pile, or click it
twice") reached the deadwood pill ("Deadwood 74 · 64 after the best discard") in every
language at 100 % (seen in a real window at 1280x720). So the prompt stands clear above the
tags where the band under the stock's label has the room; where it has not (125 %), it keeps
just under the stock's label and the tags come down towards the cards as far as it needs (a
selected card under them rises a little less). Should they still meet, the prompt's line keeps
between the two tags, and the pill leaves out "after the best discard" (the Hint says it too)
when it would reach the prompt. Mixed into `GinDisplay`.
"""

from __future__ import annotations

import pygame

from game.ui.layout import SELECT_LIFT


class GinOwnTags:
    """Where the roomy layout's own tags go, and the prompt's room beside them."""

    def own_tags_bottom(self, hand_top: float) -> float:
        """The bottom of the player's own tags in the roomy layout: over a selected card's
        whole lift, so that they never move when a card is selected; lower, towards the
        cards, only as far as the prompt's line over them needs (a selected card under a
        tag then rises to just short of it: `GinLabels.lift_room`)."""
        lay = self.layout
        highest = hand_top - lay.px(SELECT_LIFT + 4)
        if not self.roomy_tags():
            return highest
        under_prompt = self.prompt_y_above(hand_top) + self.prompt_line_height() / 2 \
            + lay.px(6) + self._tag_height()
        return min(hand_top - lay.px(4), max(highest, under_prompt))

    def own_tags_top(self) -> float | None:
        """The top of the player's own tags (`own_tags_bottom` in the roomy layout)."""
        if not self.roomy_tags() or not self.hand:
            return super().own_tags_top()
        return min(r.top for r in self.roomy_tag_rects(self._seat_label(self.viewer),
                                                       self.deadwood_text()))

    def roomy_tags(self) -> bool:
        """Whether the player's own tags stand in a row over the hand (the roomy layout)."""
        return not self.compact_rows and not self.layout.beside and self.viewer is not None

    def tag_row(self) -> list:
        """The sprites of the player's row: the hand, and their melds once they knocked."""
        row = list(self.hand)
        if self.melds_in_hand_row():
            row += [c for m in self.melds for c in m]
        return row

    def own_row_extent(self, row: list) -> tuple[float, float, float]:
        """(left, right, top) of the player's row, where their tags stand: the hand's as it
        lies (`hand_extent`: while the deal comes in, the whole hand's), or with the melds
        the player knocked with."""
        if row and not self.melds_in_hand_row():    # the row is the hand
            extent = self.hand_extent()
            if extent is not None:
                return extent
        return (min(s.target.x for s in row), max(s.target.right for s in row),
                min(s.target.y for s in row))

    def _tag_height(self) -> int:
        """A one-line tag's height (`_draw_pill`: the small font and its padding)."""
        return self.res.font(self.layout.font_small).get_height() + self.layout.px(8)

    def roomy_tag_rects(self, you: str, text: str, row: list | None = None
                        ) -> tuple[pygame.Rect, pygame.Rect]:
        """The name tag's and the deadwood pill's rects for these texts: at the row's two ends,
        or side by side over its middle when it is narrow (as `_draw_labels` draws them)."""
        lay = self.layout
        row = self.tag_row() if row is None else row
        left, right, top = self.own_row_extent(row)
        bottom = int(self.own_tags_bottom(top))
        font, pad, h = self.res.font(lay.font_small), lay.px(20), self._tag_height()
        tag = pygame.Rect(0, 0, font.size(you)[0] + pad, h)
        pill = pygame.Rect(0, 0, font.size(text)[0] + pad, h)
        cx = (left + right) / 2
        if right - left < lay.px(460):
            pill.bottomleft = (int(cx + lay.px(6)), bottom)
            tag.bottomright = (int(cx - lay.px(6)), bottom)
        else:
            pill.bottomright = (int(right), bottom)
            tag.bottomleft = (int(left), bottom)
        screen = pygame.Rect(0, 0, lay.w, lay.h)
        return tag.clamp(screen), pill.clamp(screen)

    def prompt_y_above(self, hand_top: float) -> float:
        """The prompt line's centre over the hand: in the roomy layout clear above the own
        tags where the band under the stock's label has the room, else just under that
        label (the tags then come down: `own_tags_bottom`)."""
        if not self.roomy_tags():
            return super().prompt_y_above(hand_top)
        lay = self.layout
        half = self.prompt_line_height() / 2
        tags_top = hand_top - lay.px(SELECT_LIFT + 4) - self._tag_height()
        band_top = self._prompt_band()[0]   # under the stock's label
        return max(tags_top - lay.px(6) - half, band_top + half)

    def _prompt_bounds(self) -> tuple[int, int]:
        """The prompt line's span: where its line still meets the own tags' row (no room
        above them), between the name tag and the deadwood pill."""
        left, right = super()._prompt_bounds()
        if not self.roomy_tags() or not self.hand:
            return left, right
        lay = self.layout
        cx, cy = self._prompt_center()
        half = self.prompt_line_height() / 2 + lay.px(4)
        for r in self.roomy_tag_rects(self._seat_label(self.viewer), self.deadwood_text()):
            if r.top < cy + half and r.bottom > cy - half:
                if r.centerx < cx:
                    left = max(left, r.right + lay.px(10))
                else:
                    right = min(right, r.left - lay.px(10))
        return left, max(left + lay.px(120), right)

    def pill_reaches_prompt(self, you: str, text: str) -> bool:
        """Whether a deadwood pill reading `text` would reach the prompt's box."""
        prompt = self.prompt()
        if not prompt:
            return False
        box = self.prompt_box(prompt)[1]
        return self.roomy_tag_rects(you, text)[1].colliderect(box.inflate(0, self.layout.px(4)))
