"""The end of the match: the winner, the final reckoning and the whole score sheet."""

from __future__ import annotations

import dataclasses

import pygame

from game.core.scoring.base import ScoreSheet
from game.ui.focus_order import reading_order
from game.ui.i18n import _
from game.ui.layout import SCORE_TABS_CANVAS
from game.ui.pinned import Bands
from game.ui.scenes.base import PressGrace, UIScene
from game.ui.scenes.scroll_box import Line, ScrollBox, ScrollingScene, hanging_lines
from game.ui.score_sheet import ScoreSheetView, format_lines, paint_sheet
from game.ui.score_tables import sheet_for
from game.ui.widgets import Button, blit_text


class MatchOverScene(PressGrace, ScrollingScene, UIScene):
    name = "match-over"

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        if self.app.session is self.table.session:
            self.app.session = None   # nothing left to continue
        hook = getattr(self.app, "on_match_over", None)
        if callable(hook):
            hook(self.table.session)
        e = self.table.match_over
        if e is not None and e.winner is not None:
            humans = self.table.session.humans
            self.app.play("win" if e.winner in humans or len(humans) != 1 else "lose")

    def build(self) -> None:
        self.b_new = self.button(_("New game"), self.on_new, pygame.K_n, None, True, "new")
        self.b_menu = self.button(_("Main menu"), self.on_back, pygame.K_m, name="menu")
        # the match's number is revealed now: the fair-deal page says so (a play-tester
        # looked for it here)
        self.b_fair = self.fair_link(self.table)
        # at a large text size the panel shows the reckoning or the sheet, under two tabs
        self.view = getattr(self, "view", "result")
        self.view_tabs = [self.widgets.add(Button(label, lambda k=key: self.show_view(k),
                                                  primary=key == self.view,
                                                  name=f"view:{key}", tab=True))
                          for key, label in (("result", _("Result")),
                                             ("sheet", _("Score sheet")))]
        self.text = ScrollBox(self.widgets, "match")
        self.scrolls = False   # set by place(): the whole panel scrolls (`place_whole`)
        self.sheet_px: int | None = None   # the whole sheet's type where it has room
        self.whole_sheet = None   # ... and the sheet it shows
        self.widgets.set_focus(self.b_new)
        # Tab reads the screen as the eye does: the view tabs, the panel, the fair-deal link
        # over the buttons, then the buttons (it went from the buttons to the link and the
        # tabs above them: a play-tester)
        self.widgets.tab_order = reading_order

    def show_view(self, key: str) -> None:
        if key != self.view:
            self.view = key
            self.rebuild()
            self.widgets.set_focus(next(b for b in self.view_tabs if b.name == f"view:{key}"))

    @property
    def compact(self) -> bool:
        """Too small a canvas (a large text size) for the reckoning and the sheet at once."""
        return self.layout.canvas_under(SCORE_TABS_CANVAS)

    def sheet(self):
        return sheet_for(self.table)   # the view played with the match's end

    def place(self) -> None:
        lay = self.layout
        bw, bh = self.button_size()
        y = lay.h - lay.margin - bh - lay.px(20)
        fw, fh = self.fair_link_size(bw, bh, lay.w - 2 * lay.margin)
        gap = lay.px(20)
        row = fw + 2 * bw + 2 * gap
        if row <= lay.w - 2 * lay.margin:   # Fair deal before the two buttons, on their row
            x = int(lay.w / 2 - row / 2)
            self.b_fair.rect = pygame.Rect(x, y + (bh - fh) // 2, fw, fh)
            x += fw + gap
            above = y
        else:                               # ... or over them, where the row has no room
            x = int(lay.w / 2 - bw - gap / 2)
            self.b_fair.rect = pygame.Rect(int(lay.w / 2 - fw / 2), y - fh - lay.px(12), fw,
                                           fh)
            above = self.b_fair.rect.top + lay.px(12)   # the content's floor, as the row's
        self.b_new.rect = pygame.Rect(x, y, bw, bh)
        self.b_menu.rect = pygame.Rect(x + bw + gap, y, bw, bh)
        sheet = self.sheet()
        compact = self.compact
        tabs = self.view_tabs if compact and sheet is not None else []
        gap = lay.px(12)
        top = self.content_top()
        th = min(bh, self.row_height(40))
        tw = min(self.button_size(1.1)[0], (lay.w - 2 * lay.margin - gap) // 2)
        top = self.place_tab_row(self.view_tabs, tabs, lay.w // 2, top, tw, th, gap)
        if not compact:
            self.box = pygame.Rect(int(lay.w * 0.14), lay.px(120), int(lay.w * 0.72),
                                   above - lay.px(140))
            self.place_whole(self.box.inflate(-lay.px(50), -lay.px(36)))
            return
        self.scrolls = False
        self.box = pygame.Rect(lay.margin, top, lay.w - 2 * lay.margin,
                               above - lay.px(16) - top)
        pad = min(lay.px(20), lay.w // 40)
        inner = self.box.inflate(-2 * pad, -2 * pad)
        width = self.text.text_rect(inner, lay).width
        if self.view == "sheet" and sheet is not None:
            self.text.set_painter(lambda surf, r: paint_sheet(surf, self.res, lay, sheet, r),
                                  ScoreSheetView(self.res, lay, sheet).height(width),
                                  int(lay.font_small * 1.3))
        else:
            self.text.set_lines(*self.result_lines(width))
        self.text.place(inner, lay)

    def place_whole(self, inner: pygame.Rect) -> None:
        """The reckoning and the sheet in one panel: drawn as they fit, or (where the sheet
        would shrink under `SQUEEZED` of the small size: Hollywood's three games at
        1280x720 read at 12 px; or leave its first hands out) at full size in a box that
        scrolls."""
        lay = self.layout
        # the sheet without the reckoning's figures (kept for drawing: the match is over)
        sheet = self.whole_sheet = self.sheet_under_reckoning()
        self.scrolls = False
        top = self.reckoning_height(inner.width)
        width = self.text.text_rect(inner, lay).width   # the scrolling box's, less its bar
        if sheet is not None:
            view = ScoreSheetView(self.res, lay, sheet)
            room = pygame.Rect(inner.left, inner.top + top, inner.width, inner.height - top)
            # the match's last word shows every hand: rows that would go under "… 4 earlier
            # hands" in place scroll instead
            self.scrolls = view.scrolls_better(room, width) or \
                view.height(room.width) > room.height
        self.sheet_px = None
        if not self.scrolls:
            if sheet is not None:
                self.sheet_px = self.roomy_px(sheet, room)
            self.text.set_lines([], 0, 1)
            self.text.place(pygame.Rect(inner.left, inner.top, 0, 0), lay)
            return
        height = self.reckoning_height(width) + view.height(width)
        self.text.set_painter(lambda surf, r: self.paint_whole(surf, r, sheet), height,
                              int(lay.font_small * 1.3))
        self.text.place(inner, lay)

    def roomy_px(self, sheet: ScoreSheet, room: pygame.Rect) -> int | None:
        """The largest type, up to the reckoning's own size, at which the whole sheet fits
        `room` (at 800x600 it was drawn at the small size, a size under the reckoning's,
        over a panel a quarter empty); None: the small size."""
        lay = self.layout
        for px in range(lay.font_body, lay.font_small, -1):
            view = ScoreSheetView(self.res, lay, sheet, px)
            if view.fit(sheet, room.width)[0] == px and view.height(room.width) <= room.height:
                return px
        return None

    def sheet_under_reckoning(self) -> ScoreSheet | None:
        """The sheet shown under the reckoning: its footer says nothing the reckoning said
        (Hollywood's "Totals: Ann (1003), Bob (614)" stood in both)."""
        sheet = sheet_for(self.table, reckoned=True)
        if sheet is None:
            return None
        said = set(self.reckoning())
        return dataclasses.replace(sheet, footer=tuple(line for line in sheet.footer
                                                       if line not in said))

    def reckoning(self) -> list[str]:
        """The final reckoning's sentences (who reached the target, bonuses, the result)."""
        t = self.table
        e = t.match_over
        you = t.you   # the player at the screen: "you"
        return format_lines(e.lines if e else (), t.names, t.session.rules, you)

    def reckoning_lines(self, width: int) -> tuple[list[Line], int, int]:
        """The reckoning over the sheet, wrapped to `width` (a long line's rest indented)
        at the panel's line step."""
        return hanging_lines(self.res, self.layout, self.reckoning(), width,
                             int(self.layout.font_body * 1.15))

    def reckoning_height(self, width: int) -> int:
        """The reckoning's height at the body size wrapped to `width`, with the gap before
        the sheet."""
        return self.reckoning_lines(width)[1] + self.layout.px(14)

    def paint_whole(self, surface: pygame.Surface, rect: pygame.Rect, sheet) -> list:
        """The reckoning, then the sheet under it, in `rect`; returns where the sheet's
        headings went (`paint_sheet`), which a scrolling box keeps in place."""
        lay = self.layout
        # wrapped, a long line's rest indented (six players' balances on one line ran past
        # the panel's border at 800x600)
        lines, height, _step = self.reckoning_lines(rect.width)
        for line in lines:
            blit_text(surface, self.res, line.text, line.px, (rect.left + line.x,
                                                              rect.top + line.y), line.colour)
        # the reckoning's lines, which the scrolling box never cuts, as it cuts no sheet's
        said = Bands(tuple((rect.top + ln.y, rect.top + ln.y + self.res.font(ln.px).get_height())
                           for ln in lines))
        y = rect.top + height + lay.px(14)
        if sheet is None:
            return [said]
        return [said, *paint_sheet(surface, self.res, lay, sheet,
                                   pygame.Rect(rect.left, y, rect.width, rect.bottom - y),
                                   None if self.scrolls else self.sheet_px)]

    def result_lines(self, width: int) -> tuple[list[Line], int, int]:
        """The final reckoning wrapped to `width` (then the sheet, when it has no tab)."""
        return hanging_lines(self.res, self.layout, self.reckoning(), width)

    def text_active(self) -> bool:
        return self.compact or self.scrolls

    def on_new(self) -> None:
        self.app.clear_to_scene("menu")
        self.app.push_scene("setup")

    def on_back(self) -> None:
        self.app.clear_to_scene("menu")

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        t = self.table
        e = t.match_over
        you = t.you   # the player at the screen: "you"
        title = _("Match over")
        if e is not None and e.winner is not None:
            title = _("You win the match!") if e.winner == you else \
                _("{name} wins the match!").format(name=t.names[e.winner])
        self.draw_title(surface, title, min(lay.px(64), self.title_y()))
        self.panel(surface, self.box)
        if self.compact or self.scrolls:
            self.text.draw(surface, self.res, lay)
            return
        self.paint_whole(surface, self.box.inflate(-lay.px(50), -lay.px(36)),
                         self.whole_sheet)
