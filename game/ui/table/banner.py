"""The hand's banner on the prompt's line ("Retourne: descente at 4 or less"): as large as
the prompt's band allows, clear of the piles, the move feed and the player's own tags."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.widgets import draw_panel


class BannerMixin:
    """Draws `self.banner` in the prompt's band (mixed into `HudMixin`, which supplies the
    band, the piles' rects and the feed's room)."""

    def own_tags_top(self) -> float | None:
        """The top of the player's own tags over their hand (None: no hand shown): the
        tags' bottom `px(12)` over the hand, one line of the small font in its pill."""
        hand_top = self.hand_top()
        if hand_top is None:
            return None
        lay = self.layout
        return hand_top - lay.px(12) - self.res.font(lay.font_small).get_height() - lay.px(8)

    def _draw_banner_in_band(self, surface: pygame.Surface) -> None:
        """The banner, as large as the prompt's band allows, centred in it, clear of the
        player's own tags under it ("Retourne: descente at 4 or less" touched "Deadwood 30"
        at 1280x720: the band counted the tags a few pixels short)."""
        lay = self.layout
        top, bottom = self._prompt_band()
        tags_top = self.own_tags_top()
        if tags_top is not None:    # where the band holds a banner above them at all
            clear = tags_top - lay.px(6)
            least = self.res.font(lay.font_small, True).get_height() + lay.px(14)
            if clear - top >= least:
                bottom = min(bottom, clear)
        px = lay.font_large
        sr, pr = self.stock_rect(), self.pile_rect()
        span = max(pr.right, sr.right) - min(pr.left, sr.left) + lay.px(80)  # over the piles
        left, right = self._prompt_bounds()     # beside the piles where they reach the line
        labels_bottom = max(sr.bottom, pr.bottom) + lay.px(8) + lay.font_small * 1.3
        if max(sr.right, pr.right) < self._prompt_center()[0] and top < labels_bottom:
            left = max(left, int(max(sr.right, pr.right) + lay.px(12)))
        while True:
            surf = self.res.text_shadowed(self.banner, px, theme.GOLD, bold=True)
            box = surf.get_rect().inflate(lay.px(40), lay.px(14))
            fits = box.height <= bottom - top and (self.feed_clear(box) or box.width <= span) \
                and box.width <= right - left
            if fits or px <= lay.font_small:
                break
            px -= 1
        surfs = [surf]
        if box.width > right - left:   # still too wide at the small font: two lines
            rows = self.res.wrap(self.banner, px, right - left - lay.px(40), True)
            surfs = [self.res.text_shadowed(row, px, theme.GOLD, bold=True) for row in rows]
            step = self.res.font(px, True).get_linesize()
            box = pygame.Rect(0, 0, max(sf.get_width() for sf in surfs) + lay.px(40),
                              step * (len(surfs) - 1) + surfs[0].get_height() + lay.px(14))
        cx = self._prompt_center()[0]
        box.center = (int(cx), int((top + bottom) / 2))
        box.clamp_ip(pygame.Rect(left, 0, right - left, surface.get_height()))
        box.clamp_ip(surface.get_rect())
        draw_panel(surface, box, theme.PANEL, 230, min(box.height // 2, lay.px(24)),
                   theme.GOLD, 2)
        y = box.top + lay.px(7)
        for sf in surfs:
            surface.blit(sf, sf.get_rect(midtop=(box.centerx, y)))
            y += self.res.font(px, True).get_linesize()
