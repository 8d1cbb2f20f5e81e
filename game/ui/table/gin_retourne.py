"""003's retourne on the gin table: where the retourne pack lies (beside the piles, or small
in the score panel or beside the stock on a compact table), its name and the descente limit
it sets, and the pack drawn under it. Mixed into `GinDisplay`."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.animator import FRect
from game.ui.i18n import _
from game.ui.widgets import blit_text, fit_lines


class GinRetourne:
    """The retourne's place and drawing (mixed into `GinDisplay`)."""

    def retourne_rect(self) -> FRect:
        """003: the retourne, face up on the retourne pack (the second deck), its name above
        it and its limit below: right of the discard pile when it fits before the side
        buttons (the move feed, left of the stock, then has its room), else left of the
        stock."""
        lay = self.layout
        if self.compact_rows:
            return self._retourne_compact()
        r = self._retourne_at(left=False)
        if self._retourne_span(r)[1] <= lay.w - lay.margin - lay.side_panel_w - lay.px(8):
            return r
        return self._retourne_at(left=True)

    def _retourne_compact(self) -> FRect:
        """Compact layout: neither the middle band nor the top band has room for it, so the
        retourne lies small in the score panel, on its right, beside the line that names
        it and the limit it sets ("Retourne: descente at 3 or less")."""
        lay = self.layout
        w, h = self.retourne_small()
        if lay.beside and self.retourne_right_of_pile():    # a wide window: beside the pile
            return self._retourne_column()[0]
        if lay.beside:       # ... or beside the stock, on its left
            s = self.stock_rect()
            return FRect((s.left - lay.px(12) - w, s.top), (w, h))
        info = self.info_rect()
        return FRect((info.right - lay.px(10) - w, info.centery - h / 2), (w, h))

    def retourne_right_of_pile(self) -> bool:
        """A wide window's compact 003: the retourne lies right of the discard pile when it
        fits before the side buttons, so the column left of the stock is the move feed's."""
        lay = self.layout
        x = lay.discard_pos[0] + lay.card_w + lay.px(16) + self.retourne_small()[0]
        return x <= lay.w - lay.margin - lay.side_panel_w - lay.px(8)

    def _retourne_column(self) -> tuple[FRect, int, list[str], int]:
        """A wide window's compact 003, the retourne right of the pile: its name over it and,
        where the column keeps the card at least 60 % of a hand card's height, its limit
        under it; the card as large as the rest leaves (up to 80 % of a hand card). It was
        the other hands' small back with no word (a Polish play-tester at 1920x1080 / 200 %
        could not tell what it was). (rect, name's size, limit's lines, their size.)"""
        lay = self.layout
        p = self.pile_rect()
        left = p.right + lay.px(16)
        col_w = max(1, int(lay.w - lay.margin - lay.side_panel_w - lay.px(8) - left))
        name_px = fit_lines(self.res, _("Retourne"), lay.font_small, col_w, max_lines=1,
                            min_scale=0.6)[1]
        top = p.top + self.res.font(name_px).get_linesize() + lay.px(4)
        bottom = min(p.bottom, lay.prompt_top - lay.px(8))
        lines, limit_px, cut = fit_lines(self.res, self.retourne_limit_text(),
                                         lay.font_small, col_w, min_scale=0.6)
        caption = len(lines) * self.res.font(limit_px).get_linesize() + lay.px(6)
        if cut or bottom - top - caption < 0.6 * lay.card_h:
            lines, caption = [], 0        # the score panel's line says the limit
        ratio = lay.card_w / lay.card_h
        small_w, small_h = self.retourne_small()
        h = max(small_h, min(0.8 * lay.card_h, bottom - top - caption, col_w / ratio))
        w = h * ratio
        x = left + max(0.0, (col_w - w) / 2)
        return FRect((x, top), (w, h)), name_px, lines, limit_px

    def retourne_small(self) -> tuple[int, int]:
        """The compact retourne's size in the score panel (the other hands' backs, no
        larger than in the compact layout's rows above)."""
        lay = self.layout
        w = min(lay.small_size[0], int(lay.card_w * 0.45))
        return w, int(w * lay.card_h / lay.card_w)

    def _retourne_at(self, left: bool) -> FRect:
        """The retourne beside the stock or the pile, far enough that its name and limit,
        wider than the card, stay off them."""
        lay = self.layout
        s, p = self.stock_rect(), self.pile_rect()
        w, h = lay.card_w * 0.8, lay.card_h * 0.8
        gap = max(lay.px(48), (self._retourne_text_width() - w) / 2 + lay.px(12))
        x = s.x - w - gap if left else p.right + gap
        return FRect((x, s.y + (lay.card_h - h) / 2), (w, h))

    def _retourne_text_width(self) -> int:
        px = self.layout.font_small
        return max(self.res.text(t, px).get_width()
                   for t in (_("Retourne"), self.retourne_limit_text()))

    def _retourne_span(self, r: FRect) -> tuple[float, float]:
        """Left and right of the retourne with its two lines of text."""
        widest = self._retourne_text_width()
        return min(r.left, r.centerx - widest / 2), max(r.right, r.centerx + widest / 2)

    def retourne_limit_text(self) -> str:
        return (_("ace: gin only") if self.knock_limit == 0 else
                _("descente at {n} or less").format(n=self.knock_limit))

    def retourne_left(self) -> int:
        """Left edge of the retourne pack with its name and limit (when it lies left of the
        stock, what is left of it is free for the move feed)."""
        r = self.retourne_rect()
        return int(min(r.left - self.layout.px(6), self._retourne_span(r)[0]))

    def retourne_pack_left(self) -> int:
        """Cards left face down in the retourne pack under this hand's retourne."""
        return 51 - (self.state.hand_no - 1) % 52

    def draw_retourne(self, surface: pygame.Surface) -> None:
        """The retourne pack under the retourne, its name above it and its limit below."""
        lay = self.layout
        r = self.retourne_rect()
        size = (int(r.w), int(r.h))
        back = self.res.card_back(self.app.settings.card_back, size)
        layers = 0 if self.compact_rows else min(6, 1 + self.retourne_pack_left() // 9)
        for i in range(layers, 0, -1):
            off = i * max(1, lay.px(1.5))
            surface.blit(back, (round(r.x - off), round(r.y - off)))
        limit = self.retourne_limit_text()
        px = lay.font_small
        if self.compact_rows and lay.beside and self.retourne_right_of_pile():
            _r, name_px, lines, limit_px = self._retourne_column()
            blit_text(surface, self.res, _("Retourne"), name_px,
                      (r.centerx, r.top - lay.px(4)), theme.TEXT_DIM, "midbottom", shadow=True)
            line_h = self.res.font(limit_px).get_linesize()
            for i, line in enumerate(lines):
                blit_text(surface, self.res, line, limit_px,
                          (r.centerx, r.bottom + lay.px(6) + i * line_h), theme.HIGHLIGHT,
                          "midtop", shadow=True)
            return
        if self.compact_rows:
            limit = ""         # the score panel's line names it and its limit
        else:
            # its name above it, the limit under it: two lines under it reached into the
            # prompt's band, where the opening banner lies (seen at 125 %)
            blit_text(surface, self.res, _("Retourne"), px,
                      (r.centerx, r.top - max(1, lay.px(1.5)) * layers - lay.px(6)),
                      theme.TEXT_DIM, "midbottom", shadow=True)
        if limit:
            blit_text(surface, self.res, limit, px, (r.centerx, r.bottom + lay.px(8)),
                      theme.HIGHLIGHT, "midtop", shadow=True)
