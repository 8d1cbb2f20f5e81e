"""The compact Gin table's stock count: a badge on the stock itself.

At a large Text size the column left of the stock (where "Stock 28" stood beside it) is the
move feed's (issue 16: the feed had no room at 150-200 %), so the count lies on the stock's
back, low, in a dark pill, on one or two lines the card's width holds ("Pioche :" / "28").
Its label is the same text as elsewhere, so it reads the same. The layout probe is told it
is a badge: its text lies on the pill, not over the card under it. Mixed into `GinDisplay`.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets import blit_lines, draw_panel, fit_lines


class GinStock:
    """The stock's label: a badge on the stock in the compact layout, else under it."""

    def stock_badge(self, label: str) -> tuple[list[str], int, pygame.Rect]:
        """The compact layout's stock count: a badge on the stock itself, low on its back
        (the stock's column beside it, where its label stood, is the move feed's), its text
        on one or two lines the card's width holds: (lines, size, the badge's rect)."""
        lay = self.layout
        r = pygame.Rect(self.stock_rect())
        pad = lay.px(6)
        inner = r.width - 2 * lay.px(5) - 2 * pad
        lines, px, cut = fit_lines(self.res, label, lay.font_small, inner, max_lines=2,
                                   min_scale=0.75)
        if cut:
            # never "Pioche / 31…" (French at 1280x720 / 200 %: the count cut, "Pioche :"
            # wider than the card): the word over its count, the pill a little over the
            # card's edges and its text smaller, rather than a figure lost
            head, _sep, count = label.replace("\u00a0", " ").rpartition(" ")
            wide = inner + 2 * lay.px(8)
            for size in range(lay.font_small, max(11, int(lay.font_small * 0.6)) - 1, -1):
                font = self.res.font(size)
                if max(font.size(head)[0], font.size(count)[0]) <= wide:
                    lines, px = [head, count], size
                    break
        font = self.res.font(px)
        w = max(font.size(t)[0] for t in lines) + 2 * pad
        h = font.get_linesize() * len(lines) + lay.px(4)
        badge = pygame.Rect(0, 0, w, h)
        badge.midbottom = (r.centerx, r.bottom - lay.px(10))
        return lines, px, badge

    def stock_label_spot(self, label: str) -> tuple[tuple[int, int], str]:
        """Where the stock's label goes: the compact layout's badge on the stock (its
        centre), else under the stock."""
        if not self.compact_rows:
            return super().stock_label_spot(label)
        return self.stock_badge(label)[2].center, "center"

    def _draw_stock_label(self, surface: pygame.Surface, label: str) -> None:
        """The compact layout's stock count is a badge on the stock (`stock_badge`)."""
        if not self.compact_rows:
            super()._draw_stock_label(surface, label)
            return
        lines, px, badge = self.stock_badge(label)
        radius = min(badge.height // 2, self.layout.px(12))   # a pill, a box on two lines
        draw_panel(surface, badge, theme.PANEL, 215, radius, theme.GOLD_DARK, 1)
        mark = getattr(surface, "badge", None)   # the layout probe: a count on its card
        if mark is not None:
            mark(badge)
        blit_lines(surface, self.res, lines, px, badge, theme.TEXT, "center")

