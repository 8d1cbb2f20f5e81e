"""The hand result: the hand's points explained line by line, and the running score sheet."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.core.scoring.base import ScoreSheet
from game.ui import theme
from game.ui.focus_order import reading_order
from game.ui.holdings_strip import draw_holdings, geometry, holdings, plan
from game.ui.i18n import R_, _
from game.ui.layout import SCORE_TABS_CANVAS
from game.ui.scenes.base import PressGrace, UIScene
from game.ui.scenes.scroll_box import Line, ScrollBox, ScrollingScene, hanging_lines
from game.ui.score_headline import headline
from game.ui.score_sheet import (  # noqa: F401 - sheet_height re-exported
    ScoreSheetView,
    draw_sheet,
    format_lines,
    paint_sheet,
    sheet_height,
)
from game.ui.score_tables import columns_won, sheet_for
from game.ui.showdown_strip import draw_showdown, grown_card_h, readable_card_h, strip_height
from game.ui.widgets import Button, blit_text, draw_panel
from game.variants.terms import terms_for


class ScoreScene(PressGrace, ScrollingScene, UIScene):
    """Over the table (the showdown stays visible around it), opaque in hot-seat."""

    name = "score"
    overlay = True

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app)

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        # hot-seat; a panel as wide as the window too (the table's corners showed past it)
        return self.table.session.hotseat or self.compact or self.grown

    @property
    def rami(self) -> bool:
        """Whether the hand is worded as Rami's (French *coup*: `R_`)."""
        return terms_for(self.table.session.rules).rami

    @property
    def match_over(self) -> bool:
        return self.table.state.match_over

    def build(self) -> None:
        if self.match_over:
            self.b_next = self.button(_("See the result"), self.on_next, pygame.K_n,
                                      _("The match is over"), True, "next")
        else:
            rami = self.rami
            self.b_next = self.button(R_("Next hand", rami), self.on_next, pygame.K_n,
                                      R_("Deal the next hand", rami), True, "next")
        self.b_menu = self.button(_("Main menu"), self.on_menu, pygame.K_m, name="menu")
        self.b_review = self.button(_("Review my play"), self.on_review, pygame.K_r,
                                    _("Your costliest decisions of this hand, against the "
                                      "strongest computer player"), name="review")
        self.b_fair = self.fair_link(self.table)
        record = getattr(self.table, "review_record", lambda: None)()
        self.b_review.visible = record is not None and not self.table.session.hotseat
        self.review_wanted = self.b_review.visible
        # at a large text size the panel shows one view at a time, chosen by these tabs:
        # the hand's lines (scrolling), both hands, the score sheet
        self.view = getattr(self, "view", "hand")
        self.view_tabs: list[Button] = []
        for key, label in self.views():
            self.view_tabs.append(self.widgets.add(Button(
                label, lambda k=key: self.show_view(k), primary=key == self.view,
                name=f"view:{key}", tab=True)))
        self.text = ScrollBox(self.widgets, "score")
        self.scrolls = False   # set by place(): the wide panel's sheet scrolls (`place_sheet`)
        self.spare = 0   # ... and the height the wide panel gives up (`fit_to_content`)
        self.grown = False   # ... or the whole window it takes (`place`)
        self.parts: PanelLayout | None = None   # ... and where the wide panel's parts go
        self.from_the_end = True   # ... and it first shows its latest rows
        self.widgets.set_focus(self.b_next)
        # Tab reads the screen as the eye does: the view tabs, the panel, the fair-deal link
        # over the buttons, then the buttons (it went from the buttons up to them: a tester)
        self.widgets.tab_order = reading_order

    def views(self) -> list[tuple[str, str]]:
        """The views of the compact panel: the hand, both hands (if shown), the sheet."""
        t = self.table
        out = [("hand", R_("The hand", self.rami))]
        e = t.last_scored
        if self._shows_hands():
            out.append(("showdown", _("Both hands")))
        elif e is not None and holdings(e.lines):      # Rami: what the payers held
            out.append(("held", _("Cards held")))
        if self.sheet() is not None:
            out.append(("sheet", _("Score sheet")))
        return out

    def show_view(self, key: str) -> None:
        if key != self.view:
            self.view = key
            self.rebuild()
            self.widgets.set_focus(next(b for b in self.view_tabs if b.name == f"view:{key}"))

    def sheet(self):
        return sheet_for(self.table)   # the view played with the hand's end

    @property
    def compact(self) -> bool:
        """Too small a canvas (a large text size) for the lines, both hands and the sheet
        at once: one at a time, under tabs."""
        return self.layout.canvas_under(SCORE_TABS_CANVAS)

    def box(self) -> pygame.Rect:
        lay = self.layout
        if self.compact:
            return pygame.Rect(lay.margin, lay.margin, lay.w - 2 * lay.margin,
                               lay.h - 2 * lay.margin)
        if self.grown:
            return pygame.Rect(lay.margin, lay.margin + self.spare // 2, lay.w - 2 * lay.margin,
                               lay.h - 2 * lay.margin - self.spare)
        w = min(lay.w - 2 * lay.margin, max(lay.px(760), int(lay.w * 0.62)))
        spare = self.spare   # the room the content leaves (`fit_to_content`), split above
        h = lay.h - 2 * lay.px(40) - spare   # and below the panel
        return pygame.Rect(int(lay.w / 2 - w / 2), lay.px(40) + spare // 2, w, h)

    def headline_px(self) -> int:
        lay = self.layout
        return min(lay.font_large, int(self.title_px() * 0.62))

    def headline_lines(self, width: int) -> list[str]:
        return self.res.wrap(self.headline(), self.headline_px(), width, True)

    def wide_headline(self, width: int) -> tuple[list[str], int]:
        """The wide panel's headline in lines that keep inside `width`, and the height it
        takes before the hand's lines ("Rozdanie 1: remik, 480 punktów zdobywa Władysław
        Wąsow" ran to the panel's border on one line at 800x600)."""
        px = self.layout.font_large
        lines = self.res.wrap_balanced(self.headline(), px, width, True)
        return lines, int(px * 1.4) + (len(lines) - 1) * self.res.font(px, True).get_linesize()

    def place(self) -> None:
        self.spare = 0
        if self.compact:
            self.place_compact()
            return
        self.grown = False
        self.place_wide()
        if self.cramped():   # six players' Rami at 1920x1080 left the pay-outs' key, totals
            self.grown = True   # and cards out (a play-tester): the window's width and height
            self.place_wide()   # where they then show, all of them
            if self.cramped():
                self.grown = False
                self.place_wide()
        self.fit_to_content()

    def cramped(self) -> bool:
        """Whether a Rami hand's held cards are out or under a readable size, or its sheet
        scrolls (a window under 1200 px wide, which the panel nearly spans, keeps it)."""
        e, parts = self.table.last_scored, self.parts
        if parts is None or e is None or self.layout.w < 1200 or not holdings(e.lines):
            return False
        return self.scrolls or self._held_card_h(parts) < readable_card_h(self.layout)

    def fit_to_content(self) -> None:
        """Shrink the wide panel to what it holds: the sheet of an early hand, a void hand
        or a strip whose cards reach their width's limit left up to a fifth of the panel
        empty under the sheet (120 px at 800x600). The panel keeps its full height whenever
        its content uses it (a long sheet shows its latest rows in the room there is)."""
        lay = self.layout
        spare = self.sheet_spare() - lay.px(8)   # a little air under the sheet's legend
        if spare < lay.px(16):
            return
        before = self.parts
        self.spare = spare
        self.place_wide()
        after = self.parts
        if self.sheet_spare() < 0 or before is None or after is None or \
                (before.strip is None) != (after.strip is None) or \
                (after.strip is not None and before.strip.height != after.strip.height):
            self.spare = 0   # the content would change with the room: keep the full panel
            self.place_wide()

    def sheet_spare(self) -> int:
        """How much of the sheet's place stays empty under the whole sheet (0 when it
        scrolls or there is none)."""
        parts = self.parts
        if parts is None or self.scrolls or parts.sheet is None or parts.score_sheet is None:
            return 0
        view = ScoreSheetView(self.res, self.layout, parts.score_sheet)
        return parts.sheet.height - view.height(parts.sheet.width)

    def place_wide(self) -> None:
        """The wide panel: the buttons at its foot, Fair deal above them, the parts."""
        for b in self.view_tabs:
            b.visible = False
        lay = self.layout
        box = self.box()
        bw, bh = lay.button_size()
        y = box.bottom - bh - lay.px(18)
        gap = lay.px(20)
        row = [self.b_review, self.b_next, self.b_menu] if self.b_review.visible else \
            [self.b_next, self.b_menu]   # the review first when there is one
        if not self.b_review.visible:
            self.b_review.rect = pygame.Rect(0, 0, 0, 0)
        fw, fh = self.fair_link_size(bw, bh, box.width - lay.px(40))
        # Fair deal first on the buttons' row where it fits (it costs the panel no height),
        # else over them
        together = fw + len(row) * (bw + gap) <= box.width - lay.px(40)
        x = box.centerx - (len(row) * (bw + gap) - gap + (fw + gap if together else 0)) // 2
        if together:
            self.b_fair.rect = pygame.Rect(x, y, fw, fh)
            x += fw + gap
        else:
            self.b_fair.rect = pygame.Rect(box.centerx - fw // 2, y - fh - lay.px(14), fw, fh)
        for b in row:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        self.place_sheet()

    def place_compact(self) -> None:
        """Headline; the tabs; the view; Fair deal; Review, Next hand, Main menu."""
        lay = self.layout
        box = self.box()
        pad = min(lay.px(20), lay.w // 40)
        inner = box.inflate(-2 * pad, -2 * pad)
        bw, bh = self.button_size()
        row = [b for b in (self.b_review, self.b_next, self.b_menu)
               if b is not self.b_review or self.review_wanted]
        gap = lay.px(12)
        bw = min(bw, (inner.width - gap * (len(row) - 1)) // len(row))
        y = inner.bottom - bh
        x = inner.centerx - (len(row) * bw + (len(row) - 1) * gap) // 2
        for b in row:
            b.rect = pygame.Rect(x, y, bw, bh)
            x += bw + gap
        self.b_review.visible = self.review_wanted
        if not self.review_wanted:
            self.b_review.rect = pygame.Rect(0, 0, 0, 0)
        fw, fh = self.fair_link_size(bw, bh, inner.width, 1.1)
        self.b_fair.rect = pygame.Rect(inner.centerx - fw // 2, y - fh - gap, fw, fh)
        top = inner.top + len(self.headline_lines(inner.width)) * self.res.font(
            self.headline_px(), True).get_linesize() + gap
        tabs = self.view_tabs if len(self.view_tabs) > 1 else []
        th = min(bh, self.row_height(40))
        tw = min(self.button_size(1.1)[0], (inner.width - gap * (len(tabs) - 1)) //
                 max(1, len(tabs)))
        top = self.place_tab_row(self.view_tabs, tabs, inner.centerx, top, tw, th, gap)
        self.view_rect = pygame.Rect(inner.left, top, inner.width,
                                     self.b_fair.rect.top - gap - top)
        text = self.text.text_rect(self.view_rect, lay)
        sheet = self.sheet() if self.view == "sheet" else None
        if sheet is not None:   # the whole sheet at its own size, scrolled when taller
            view = ScoreSheetView(self.res, lay, sheet)
            self.text.set_painter(lambda surf, r: paint_sheet(surf, self.res, lay, sheet, r),
                                  view.height(text.width), int(lay.font_small * 1.3))
        else:
            lines, height, step = self.hand_lines(text.width)
            self.text.set_lines(lines, height, step)
        self.text.place(self.view_rect, lay)
        if self.view in ("showdown", "held"):
            self.text.up.visible = self.text.down.visible = False

    def hand_lines(self, width: int) -> tuple[list[Line], int, int]:
        """The hand's score lines wrapped to `width` (a long one indented), for the box."""
        return hanging_lines(self.res, self.layout, self.hand_texts(), width)

    def hand_texts(self, brief: bool = False) -> list[str]:
        """The hand's score lines as sentences, the 003 columns it closed first."""
        t = self.table
        e = t.last_scored
        texts = format_lines(e.lines, t.names, t.session.rules, t.you, brief) \
            if e is not None else []
        if t.last_void and not texts:
            texts = format_lines((t.last_void,), t.names, t.session.rules, t.you)
        return columns_won(t.state.events, t.names, t.you) + texts

    def text_active(self) -> bool:
        if not self.compact:
            return self.scrolls
        return self.view not in ("showdown", "held")

    def draw_compact(self, surface: pygame.Surface) -> None:
        lay = self.layout
        t = self.table
        box = self.box()
        # the panel fills the window: opaque, so the table's words do not show through it
        draw_panel(surface, box, theme.PANEL, theme.READING_ALPHA, lay.px(16), theme.GOLD_DARK, 2)
        inner = box.inflate(-2 * min(lay.px(20), lay.w // 40), -2 * min(lay.px(20),
                                                                          lay.w // 40))
        px = self.headline_px()
        y = inner.top
        for line in self.headline_lines(inner.width):
            blit_text(surface, self.res, line, px, (inner.centerx, y), theme.GOLD, "midtop",
                      bold=True)
            y += self.res.font(px, True).get_linesize()
        r = self.view_rect
        if self.view == "held":
            you = t.you
            held = holdings(t.last_scored.lines)
            fit = plan(self.res, lay, held, t.names, you, r.width, r.height)
            draw_holdings(surface, self.res, lay, held, t.names, you, pygame.Rect(r),
                          self.app.settings.four_colour, fit.cols if fit else 1,
                          fit is not None and fit.stacked)
        elif self.view != "showdown":
            self.text.draw(surface, self.res, lay)
        else:
            you = t.you
            draw_showdown(surface, self.res, lay, t.state.showdown, t.names, you, t.solver,
                          pygame.Rect(r.left, r.top, r.width, r.height),
                          self.app.settings.four_colour, grow=True)

    def on_back(self) -> None:
        self.on_next()

    def on_next(self) -> None:
        table = self.table
        self.app.scenes.pop()
        if self.match_over:
            self.app.replace_scene("match-over", table=table)
            return
        table.next_hand()

    def on_review(self) -> None:
        record = self.table.review_record()
        if record is not None:
            self.app.push_scene("review", record=record, seed=self.table.state.hand_no)

    def on_menu(self) -> None:
        self.app.clear_to_scene("menu")

    def headline(self) -> str:
        return headline(self.table, self.rami)

    def _shows_hands(self) -> bool:
        """Whether the hand ended in a showdown whose hands the panel's strip shows."""
        t = self.table
        e = t.last_scored
        return getattr(t.state, "showdown", None) is not None and e is not None and \
            e.winner is not None

    def panel_layout(self) -> PanelLayout:
        """Where the wide panel's parts go: the hand's lines (wrapped, never shrunk), both
        hands' strip when there is room for it, and the sheet under them. A Rami hand's
        payments name the cards held; where that leaves no room for them as cards, the
        payments are said without them and the cards are shown (at 1920x1080 four players'
        lists took the room, and no card was shown: a play-tester)."""
        parts = self._panel_layout(brief=False)
        e = self.table.last_scored
        if e is None or not holdings(e.lines) or \
                getattr(self.table.state, "showdown", None) is not None:
            return parts
        brief = self._panel_layout(brief=True)
        # ... and where the lists leave the cards much smaller than without them (six
        # players' lists, one wrapped, left 52 px cards at 1920x1080: a play-tester)
        # ... or leave the pay-outs less room (key and totals scrolled away: a play-tester)
        return brief if brief.held and (not parts.held or self._held_card_h(brief) >=
                                        1.25 * self._held_card_h(parts) or
                                        self._sheet_short(parts) > self._sheet_short(brief)) \
            else parts

    def _sheet_short(self, parts: PanelLayout) -> int:
        """How much taller the whole sheet is than its place in `parts` (0: it fits)."""
        return 0 if parts.sheet is None or parts.score_sheet is None else max(0, ScoreSheetView(
            self.res, self.layout, parts.score_sheet).height(parts.sheet.width) -
            parts.sheet.height)

    def _held_card_h(self, parts: PanelLayout) -> int:
        """The height of the held cards a wide panel's parts show (0: none)."""
        if not parts.held or parts.strip is None:
            return 0
        t = self.table
        return geometry(self.res, self.layout, parts.held, t.names, t.you, parts.strip.width,
                        parts.strip.height, parts.held_cols, parts.held_stacked).card_h

    def _panel_layout(self, brief: bool) -> PanelLayout:
        lay = self.layout
        t = self.table
        inner = self.box().inflate(-lay.px(56), -lay.px(40))
        y = inner.top + self.wide_headline(inner.width)[1]
        e, you = t.last_scored, t.you
        lines = self.hand_texts(brief)
        rows: list[tuple[str, int, int]] = []
        size = lay.font_body           # every line at one size: wrap, never shrink
        step = int(size * 1.15)
        cols = self._brief_columns(lines[1:-1], size, inner.width) if brief else 1
        for n, line in enumerate(lines):   # a long payment line wraps inside the panel
            if cols > 1 and 0 < n < len(lines) - 1:
                # the short payments side by side ("Bob pays 96" five times took the held
                # cards' room at 1280x720: a play-tester saw six players' and no card)
                k = n - 1
                rows.append((line, inner.left + k % cols * (inner.width // cols), y))
                if k % cols == cols - 1 or n == len(lines) - 2:
                    y += step
                continue
            first, *rest = self.res.wrap(line, size, inner.width)
            wrapped = [first, *self.res.wrap(" ".join(rest), size, inner.width - lay.px(24))] \
                if rest else [first]
            for i, row in enumerate(wrapped):
                rows.append((row, inner.left + (lay.px(24) if i else 0), y))
                y += step
        y += lay.px(10)
        rules = [y]
        y += lay.px(12)
        bottom = self.b_fair.rect.top - lay.px(10)
        sheet = self.sheet()   # the view played with the hand's end, never the live engine
        strip = None
        sd = getattr(t.state, "showdown", None)     # both hands, read with the score
        held = holdings(e.lines) if e is not None and sd is None else []
        # the sheet keeps the room it needs (up to a share of the panel); the strip's cards
        # take what is left, and the strip stays out if they would be too small
        share = 0.75 if sheet is not None and sheet.extra else 0.6
        if self.scrolls:   # a sheet that scrolls anyway leaves the cards their size
            share = 0.45
        view = None if sheet is None else ScoreSheetView(self.res, lay, sheet)
        need = 0 if view is None else min(view.height(inner.width), int((bottom - y) * share))
        if view is not None and not sheet.extra:
            # a list of hands keeps every row while the cards keep a readable size; only
            # then does it scroll (it folded its earlier hands away at 60 % of the panel,
            # room left under it: a play-tester), in at least a few rows' box
            avail = bottom - y - lay.px(12)
            cards = strip_height(lay, readable_card_h(lay)) + lay.px(6) \
                if self._shows_hands() else \
                self._held_room(held, inner.width, avail - lay.px(6)) + lay.px(6) \
                if held else 0
            whole = view.height(inner.width)
            need = min(whole, max(avail - cards, int(lay.font_small * 1.3) * 6))
        if self.scrolls and view is not None and sd is not None and sheet.extra:
            # ... but shows its main table whole where the hands keep their natural size
            # (three of 003's seven rows showed at 1920x1080, the rest a scroll away, over
            # cards larger than the table's: a play-tester)
            main = view.table_height(sheet, view.fit(sheet, inner.width)[0], width=inner.width)
            need = max(need, min(main, bottom - y - strip_height(lay) - lay.px(18)))
        room = bottom - y - need - lay.px(12)
        h = held_cols = 0
        stacked = False
        if held:   # Rami: what each paying player was left holding
            fit = plan(self.res, lay, held, t.names, you, inner.width, room - lay.px(6))
            if fit is None:
                held = []
            else:
                held_cols, h, stacked = fit.cols, fit.height + lay.px(6), fit.stacked
        elif self._shows_hands():
            # the cards grow into room the sheet leaves, as far as the hands still lie
            # side by side, up to the table's own size (at 60 design px they were small over
            # an empty half of the panel after an early hand; at 84 a third of the panel
            # stood empty at 800x600); the strip is as tall as the cards it then holds
            # never below readable cards: the sheet gives up the room first (a sheet that
            # scrolls keeps its main table whole, the cards then down to 64 px)
            floor = strip_height(lay, readable_card_h(lay)) + lay.px(6)
            if room < floor:
                keep = need if self.scrolls else lay.px(40)
                room = max(min(floor, bottom - y - lay.px(12) - keep),
                           min(strip_height(lay, 64) + lay.px(6), bottom - y - lay.px(52)))
            h = min(strip_height(lay, lay.card_h), room)
            if h >= strip_height(lay, 34):
                h = strip_height(lay, grown_card_h(self.res, lay, sd, t.names, you,
                                                   t.solver, inner.width, h - lay.px(6))) \
                    + lay.px(6)
            else:
                h = 0
        if h:
            # the strip's cards stop short of the rule under it
            strip = pygame.Rect(inner.left, y, inner.width, h - lay.px(6))
            y += h
            rules.append(y)
            y += lay.px(12)
        return PanelLayout(inner, rows, rules, strip,
                           pygame.Rect(inner.left, y, inner.width, bottom - y)
                           if sheet is not None else None, sheet, held, held_cols, stacked)

    def _brief_columns(self, lines: Sequence[str], size: int, width: int) -> int:
        """How many columns the payments said without the cards (between the hand's first
        and last lines) take side by side: each short enough for its column (a 16 px gutter:
        at 24 six players' took two, not three, at 1920x1080), three or more."""
        if len(lines) < 3:
            return 1
        widest = max(self.res.font(size).size(line)[0] for line in lines) + self.layout.px(16)
        return max(1, min(len(lines), 3, width // max(1, widest)))

    def _held_room(self, held, width: int, most: int) -> int:
        """The least height of a strip of the held cards at which they are readable (as
        Gin's hands: `readable_card_h`), or as large as they get in `most`."""
        t, lay = self.table, self.layout

        def card_h(room: int) -> int:
            fit = plan(self.res, lay, held, t.names, t.you, width, room)
            return 0 if fit is None else geometry(self.res, lay, held, t.names, t.you, width,
                                                  room, fit.cols, fit.stacked).card_h
        want = min(readable_card_h(lay), card_h(most))
        lo, hi = 0, max(0, most)
        while lo < hi:
            mid = (lo + hi) // 2
            if card_h(mid) >= want:
                hi = mid
            else:
                lo = mid + 1
        return lo

    def place_sheet(self) -> None:
        """The wide panel's parts placed once (`parts`): the sheet drawn in its place, or
        (where it would shrink under `SQUEEZED` of the small size: Hollywood's three games
        at the match's last hand read at 9 px at 1280x720) at full size in a box that
        scrolls."""
        lay = self.layout
        self.scrolls = False
        parts = self.panel_layout()
        sheet, area = parts.score_sheet, parts.sheet
        if sheet is not None and area is not None and area.height > 0:
            view = ScoreSheetView(self.res, lay, sheet)
            if view.scrolls_better(area, self.text.text_rect(area, lay).width) or \
                    (parts.strip is None and self._shows_hands()) or \
                    (not sheet.extra and view.height(area.width) > area.height):
                # (the whole sheet left the hands no room: at 1280x720 003's score screen
                # showed its three columns' sheets and neither hand; a list of hands taller
                # than its place folded its earlier hands away for good: a play-tester)
                self.scrolls = True
                parts = self.panel_layout()   # the hands' strip back at its size
        self.parts = parts
        if not self.scrolls or parts.sheet is None:
            self.text.set_lines([], 0, 1)
            self.text.place(pygame.Rect(0, 0, 0, 0), lay)
            return
        width = self.text.text_rect(parts.sheet, lay).width
        self.text.set_painter(lambda surf, r: paint_sheet(surf, self.res, lay, sheet, r),
                              view.height(width), int(lay.font_small * 1.3))
        if self.from_the_end and not sheet.extra:
            # first shown at its latest hands and totals, the heading kept over them and
            # the earlier hands said above, a scroll away
            self.text.scroll = 1 << 30
        self.from_the_end = False
        self.text.place(parts.sheet, lay)

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.compact:
            self.draw_compact(surface)
            return
        lay = self.layout
        t = self.table
        box = self.box()
        # all but opaque ("The hand is over" showed through the sheet's rows); the table
        # stays in view around it
        draw_panel(surface, box, theme.PANEL, theme.READING_ALPHA, lay.px(16), theme.GOLD_DARK, 2)
        parts = self.parts if self.parts is not None else self.panel_layout()
        inner = parts.inner
        y = inner.top
        for line in self.wide_headline(inner.width)[0]:
            blit_text(surface, self.res, line, lay.font_large, (inner.centerx, y), theme.GOLD,
                      "midtop", bold=True)
            y += self.res.font(lay.font_large, True).get_linesize()
        for row, x, y in parts.rows:
            blit_text(surface, self.res, row, lay.font_body, (x, y), theme.TEXT)
        for y in parts.rules:
            pygame.draw.line(surface, theme.GOLD_DARK, (inner.left, y), (inner.right, y), 1)
        if parts.strip is not None and parts.held:
            you = t.you
            draw_holdings(surface, self.res, lay, parts.held, t.names, you, parts.strip,
                          self.app.settings.four_colour, parts.held_cols, parts.held_stacked)
        elif parts.strip is not None:
            you = t.you
            draw_showdown(surface, self.res, lay, t.state.showdown, t.names, you, t.solver,
                          parts.strip, self.app.settings.four_colour, grow=True)
        if parts.sheet is None or parts.score_sheet is None:
            return
        if self.scrolls:
            self.text.draw(surface, self.res, lay)
        else:
            draw_sheet(surface, self.res, lay, parts.score_sheet, parts.sheet)


class PanelLayout(NamedTuple):
    """The wide panel's parts (`ScoreScene.panel_layout`)."""

    inner: pygame.Rect
    rows: list[tuple[str, int, int]]     # the hand's lines: (text, x, y)
    rules: list[int]                     # the gold rules' heights
    strip: pygame.Rect | None            # both hands (Gin), or what each held (Rami)
    sheet: pygame.Rect | None            # the score sheet's place
    score_sheet: ScoreSheet | None       # ... and the sheet (None: no sheet)
    held: Sequence[tuple] = ()           # Rami: (seat, cards, value) drawn in the strip
    held_cols: int = 0                   # ... in so many columns (`holdings_strip.plan`)
    held_stacked: bool = False           # ... their labels over the cards
