"""The hand's log over the table: every line of the move feed, scrollable (wheel, keys)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import R_, _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_text, draw_panel


class HandLogScene(UIScene):
    """Lines handed over by the table (already worded for the reader); `scroll` counts lines
    hidden below the view, 0 = the latest line at the bottom."""

    name = "hand-log"
    overlay = True

    def __init__(self, app, lines: list[str] | None = None,
                 colours: list[tuple[int, int, int]] | None = None, rami: bool = False) -> None:
        self.lines = list(lines or [])
        self.rami = rami   # French: a Rami hand is a *coup* (`R_`)
        # each line's colour, as the feed draws it (a pickup in gold); plain text by default
        self.colours = list(colours or [theme.TEXT] * len(self.lines))
        self.scroll = 0
        super().__init__(app)

    def build(self) -> None:
        self.title = R_("This hand so far", self.rami)
        self.button(_("Close"), self.on_back, pygame.K_v, _("Back to the table"), True,
                    "close")
        # visible scrolling controls beside the lines (older above, newer below)
        self.b_up = self.button("▲", lambda: self.scroll_by(3), None,
                                _("Scroll up (wheel, Up, Page Up)"), name="scroll:up")
        self.b_down = self.button("▼", lambda: self.scroll_by(-3), None,
                                  _("Scroll down (wheel, Down, Page Down)"), name="scroll:down")
        self.b_up.focusable = self.b_down.focusable = False

    # ----- geometry ---------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        lay = self.layout
        w = min(lay.w - 2 * lay.margin, lay.px(900))
        h = lay.h - 2 * lay.margin
        r = pygame.Rect(0, 0, w, h)
        r.center = (lay.w // 2, lay.h // 2)
        return r

    def title_center(self) -> int:
        return self.box().top + min(self.layout.px(45), self.layout.px(12) + self.title_px() // 2)

    def hint_beside(self) -> bool:
        """The scrolling hint fits right of the Close button (else it goes above it)."""
        lay = self.layout
        close = self.widgets.widgets[0].rect
        width = self.res.font(lay.font_small).size(_("Mouse wheel or ↑ ↓ to scroll"))[0]
        return self.box().right - lay.px(24) - width >= close.right + lay.px(12)

    def text_rect(self) -> pygame.Rect:
        lay = self.layout
        b = self.box()
        top = min(b.top + lay.px(90), self.title_center() + self.title_px() // 2 + lay.px(12))
        bottom = self.widgets.widgets[0].rect.top - lay.px(16)
        if not self.hint_beside():
            bottom -= self.res.font(lay.font_small).get_linesize() + lay.px(4)
        return pygame.Rect(b.left + lay.px(28), top, b.width - lay.px(56) - self.bar_width()
                           - lay.px(10), bottom - top)

    def bar_width(self) -> int:
        lay = self.layout
        return max(24, min(lay.px(34), lay.h // 14))

    def rows(self) -> list[str]:
        """The lines wrapped to the box's width."""
        return [row for row, _colour in self.coloured_rows()]

    def coloured_rows(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The wrapped rows, each with its line's colour."""
        px = self.layout.font_body
        width = self.text_rect().width
        out: list[tuple[str, tuple[int, int, int]]] = []
        for line, colour in zip(self.lines, self.colours, strict=True):
            out += [(row, colour) for row in self.res.wrap(line, px, width) or [""]]
        return out

    def visible(self) -> int:
        return max(1, self.text_rect().height // self.res.font(self.layout.font_body)
                   .get_linesize())

    def max_scroll(self) -> int:
        return max(0, len(self.rows()) - self.visible())

    def shown(self) -> list[str]:
        """The rows in view now."""
        return [row for row, _colour in self.shown_coloured()]

    def shown_coloured(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The rows in view now, with their colours."""
        rows = self.coloured_rows()
        end = len(rows) - self.scroll
        return rows[max(0, end - self.visible()):end]

    def place(self) -> None:
        lay = self.layout
        bw, bh = self.button_size(0.9)
        b = self.box()
        self.widgets.widgets[0].rect = pygame.Rect(b.centerx - bw // 2,
                                                   b.bottom - bh - lay.px(18), bw, bh)
        self.scroll = min(self.scroll, self.max_scroll())
        r = self.text_rect()
        bw = self.bar_width()
        self.b_up.rect = pygame.Rect(r.right + lay.px(10), r.top, bw, bw)
        self.b_down.rect = pygame.Rect(r.right + lay.px(10), r.bottom - bw, bw, bw)
        self.b_up.visible = self.b_down.visible = self.max_scroll() > 0
        self.b_up.enabled = self.scroll < self.max_scroll()
        self.b_down.enabled = self.scroll > 0

    # ----- input ------------------------------------------------------------------------
    def scroll_by(self, n: int) -> None:
        """Scroll `n` rows back in time (negative: towards the latest)."""
        self.scroll = max(0, min(self.max_scroll(), self.scroll + n))
        self.b_up.enabled = self.scroll < self.max_scroll()
        self.b_down.enabled = self.scroll > 0
        self.dirty = True

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEWHEEL:
            self.scroll_by(e.y * 3)
            return True
        if e.type == pygame.KEYDOWN:
            page = max(1, self.visible() - 1)
            steps = {pygame.K_UP: 1, pygame.K_DOWN: -1, pygame.K_PAGEUP: page,
                     pygame.K_PAGEDOWN: -page, pygame.K_HOME: self.max_scroll(),
                     pygame.K_END: -self.max_scroll()}
            if e.key in steps:
                self.scroll_by(steps[e.key])
                return True
        return super().handle_event(e)

    # ----- drawing ----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        b = self.box()
        # nearly opaque: the log is read, the table under it is not
        draw_panel(surface, b, theme.PANEL, theme.READING_ALPHA, lay.px(16), theme.GOLD_DARK, 2)
        self.draw_title(surface, y=self.title_center())
        r = self.text_rect()
        px = lay.font_body
        step = self.res.font(px).get_linesize()
        empty = R_("Nothing has happened yet in this hand.", self.rami)
        shown = self.shown_coloured() or [(empty, theme.TEXT)]
        for i, (row, colour) in enumerate(shown):
            blit_text(surface, self.res, row, px, (r.left, r.top + i * step), colour)
        if self.max_scroll():
            hint = _("Mouse wheel or ↑ ↓ to scroll")
            close = self.widgets.widgets[0].rect
            if self.hint_beside():
                blit_text(surface, self.res, hint, lay.font_small,
                          (b.right - lay.px(24), close.centery), theme.TEXT_DIM, "midright")
            else:
                blit_text(surface, self.res, hint, lay.font_small,
                          (b.centerx, close.top - lay.px(8)), theme.TEXT_DIM, "midbottom")
