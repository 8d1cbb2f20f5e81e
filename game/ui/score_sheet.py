"""The score sheet widget: draws any `ScoreSheet` the scoring systems produce.

Every scoring system (classic, Hollywood's three games, the 003 columns with cocottes and
blitz, 004's box totals, Rami pay-outs) describes its sheet as plain tables of strings:
`ScoreSheet(title, headers, rows, footer, extra)`, already worded by
`game.ui.score_tables`. This widget lays such a table out:

- column widths follow the content (the first column holds row labels, the others are
  centred); the font shrinks when the table would not fit the width;
- when the rows do not fit the height, the most recent ones are shown under a
  "… n earlier hands" line; a screen that has not the room scrolls the whole sheet instead
  (`paint_sheet`), each table's heading and footer kept in place (`game.ui.pinned`);
- rows that belong to one player (labels "Ann: points", "Ann: cocottes", …) are grouped
  with a thin rule between the groups;
- cells are coloured by meaning: "+25 (40)" (points won) bright, "-12 (-30)" (paid) red,
  "won by …" gold, "open" and "—" dim; trailing "•" (003 cocottes) are drawn as gold dots;
- `extra` sheets (Hollywood's games, 003's columns) are drawn side by side under the main
  table, which keeps the full width.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

import pygame

from game.core.scoring.base import ScoreSheet
from game.ui import theme, wording
from game.ui.i18n import _
from game.ui.pinned import Bands, Pinned
from game.ui.score_tables import group_key as _group_key
from game.ui.score_tables import lists_hands, more_rows
from game.ui.score_tables import numeric as _numeric
from game.ui.table.names import name_rows
from game.ui.widgets import blit_text
from game.variants.terms import terms_for

PAID = (238, 130, 118)
COCOTTE = "•"
MIN_PX = 11
#: a row of words its columns would draw under this share of the sheet's size is spelt out
#: at full size across the columns instead (`ScoreSheetView._spill`)
SPILL = 0.8
#: below this share of the small size a screen lets the sheet scroll at full size instead
#: of shrinking it (the match's last screen, the hand's score panel)
SQUEEZED = 0.8


@dataclass
class _Cell:
    text: str
    dots: int
    colour: tuple[int, int, int]


#: a sum's " = 486" and a product's "4 × 25", held to what they join when a line wraps
_SUM_RESULT = re.compile(r" = (?=[−+-]?\d)")
_PRODUCT = re.compile(r"(?<=\d) × (?=\d)")


def _split_cell(cell: object) -> _Cell:
    text = str(cell)
    stripped = text.rstrip()
    dots = 0
    while stripped.endswith(COCOTTE):
        stripped = stripped[:-1]
        dots += 1
    stripped = stripped.rstrip()
    return _Cell(stripped, dots, cell_colour(stripped))


def cell_colour(text: str) -> tuple[int, int, int]:
    """The colour a cell's meaning asks for."""
    t = text.strip()
    if t.startswith("+"):
        return theme.HIGHLIGHT
    if len(t) > 1 and t[0] in "-−" and t[1].isdigit():
        return PAID
    if t.startswith(_("won by {name}").split("{", 1)[0].rstrip() or "won by") \
            or t.startswith(_("won by you")):
        return theme.GOLD
    if t in ("open", _("open"), "—", "") or t.startswith("— ") or t.startswith("("):
        return theme.TEXT_DIM
    return theme.TEXT


class ScoreSheetView:
    """Draws one `ScoreSheet` (and its extra sheets) into a rectangle."""

    def __init__(self, res, layout, sheet: ScoreSheet, px: int | None = None) -> None:
        self.res = res
        self.layout = layout
        self.sheet = sheet
        self.px = px or layout.font_small
        self.head_rows_at_least = 1   # side by side sheets: their header rows line up
        self.pins: list[Pinned] = []   # each table drawn: where its heading and rows went
        self.side_by_side = False      # ... drawing the extra sheets side by side
        self.bands: list[tuple[int, int]] = []   # each line of text drawn (`Bands`)

    def _band(self, y: float, px: int, step: int, lines: int = 1, bold: bool = False) -> None:
        h = min(self.res.font(px, bold).get_height(), step)
        self.bands.append((int(y), int(y + (lines - 1) * step + h + 0.999)))

    def _floor(self) -> int:
        """The smallest type the sheet shrinks to: the small font at a large Text size (the
        compact layout), else a little under it."""
        if self.layout.compact:
            return self.layout.font_small
        return MIN_PX + 1

    # ----- measuring --------------------------------------------------------------------
    def _dot_w(self, px: int) -> float:
        return px * 0.42

    def _cell_w(self, cell: _Cell, px: int) -> float:
        w = self.res.font(px).size(cell.text)[0] if cell.text else 0
        if cell.dots:
            w += self.layout.px(4) + cell.dots * self._dot_w(px)
        return w

    def _header_w(self, i: int, header: str, px: int) -> float:
        """The width a column's header needs: a player's column may take its header on two
        lines (six long names at 800x600 shrank every header to a hardly legible 8 px)."""
        font = self.res.font(px)
        if not i:
            return font.size(header)[0]
        return min(font.size(header)[0],
                   max(font.size(line)[0] for line in name_rows(self.res.font(px), header)))

    def _header_lines(self, sh: ScoreSheet, px: int, widths: list[float]) -> list[list[str]]:
        """Each header as drawn in its column: on one line when it fits, else on two."""
        limit = [w - self.layout.px(6) for w in widths]
        return [[h] if not i or i >= len(widths) or self.res.font(px).size(h)[0] <= limit[i]
                else name_rows(self.res.font(px), h) for i, h in enumerate(sh.headers)]

    def _widths(self, sh: ScoreSheet, px: int, words: bool = True) -> list[float]:
        """Each column's need at `px`; without `words`, what the numbers and headers need,
        the grouped labels counted as drawn elided (a row of words then takes one smaller
        size of its own, rather than every number shrinking for it)."""
        cols = max(len(sh.headers), max((len(r) for r in sh.rows), default=0))
        widths = [0.0] * cols
        for i, h in enumerate(sh.headers):
            widths[i] = max(widths[i], self._header_w(i, h, px))
        prev = None
        for row in sh.rows:
            for i, cell in enumerate(row):
                c = _split_cell(cell)
                if not words and i and not _numeric(c.text):
                    continue
                if not words and i == 0 and ":" in c.text:
                    key = _group_key(c.text)
                    if key == prev:
                        c.text = "   " + c.text.split(":", 1)[1].strip()
                    prev = key
                widths[i] = max(widths[i], self._cell_w(c, px))
        return widths

    def fit(self, sh: ScoreSheet, width: int) -> tuple[int, list[float]]:
        """The font size and column widths that fit `sh` into `width` pixels."""
        px = self.px
        pad = self.layout.px(14)
        while True:
            widths = self._widths(sh, px)
            need = sum(widths) + pad * len(widths)
            floor = self._floor() if self.layout.compact else MIN_PX
            if need <= width or px <= floor:
                break
            px = max(floor, int(px * max(0.8, width / need)))
        if need > width:       # at the floor: the words give way, the numbers keep their size
            widths = self._widths(sh, px, words=False)
        widths = [w + pad for w in widths]
        slack = width - sum(widths)
        # room first for the headers that would take two lines, all or none (Column 1 of
        # 003's match sheet, with no hand yet, set "Expert computer" on two lines beside
        # columns 2 and 3 whose numbers had made it room for one: its row stood apart)
        short = {i: n for i, h in enumerate(sh.headers[1:len(widths)], 1)
                 if (n := self.res.font(px).size(h)[0] + self.layout.px(6) - widths[i]) > 0}
        if short and sum(short.values()) <= slack:
            widths = [w + short.get(i, 0) for i, w in enumerate(widths)]
        spare = max(0.0, width - sum(widths))   # then the words that gave way, as far as it
        more = {i: w + pad - widths[i] for i, w in enumerate(self._widths(sh, px))
                if i and need > width and w + pad > widths[i]}   # goes ("Rami: Bob" 9 px
        for i, n in more.items():                               # tall at 1280x720 / 150 %)
            widths[i] += n * min(1.0, spare / sum(more.values()))
        slack = width - sum(widths)
        if slack > 0 and len(widths) > 1:
            share = slack / (len(widths) - 1)
            widths = [widths[0]] + [w + share for w in widths[1:]]
        elif slack < 0:
            scale = width / max(1.0, sum(widths))
            widths = [w * scale for w in widths]
        return px, widths

    def table_height(self, sh: ScoreSheet, px: int, rows: int | None = None,
                     width: int | None = None) -> int:
        """The height of `sh` at `px` (its last `rows` rows); at `width`, a row of words
        spelt out across the columns counts its lines (`_spill`)."""
        step = int(px * 1.3)
        n = len(sh.rows) if rows is None else rows
        footer = len(sh.footer) * step
        if width is not None:
            widths = self.fit(sh, width)[1]
            n += max(map(len, self._header_lines(sh, px, widths)), default=1) - 1
            n += sum(max(0, len(self._spill(sh, row, px, widths)) - 1) for row in sh.rows[-n:])
            # a footer line wrapped in a narrow column takes more lines ("… netto 95 dla"
            # was cut at the foot of Hollywood's game sheets, their first rows elided)
            parts, _fpx, fstep = self._footer(sh, px, width)
            footer = max(footer, len(parts) * fstep)
        return step * (2 + n) + footer + self._key_height(sh, px, width) + self.layout.px(8)

    def _key(self, sh: ScoreSheet, px: int, width: int | None) -> tuple[list[str], int, int]:
        """The sheet's key as drawn across `width` (above its rows, or above the extra
        sheets whose cells it explains): its wrapped lines, their size and line step."""
        if not sh.key:
            return [], px, int(px * 1.3)
        if width is None:
            return list(sh.key), px, int(px * 1.3)
        return self._footer(replace(sh, footer=sh.key), px, width)

    def _key_height(self, sh: ScoreSheet, px: int, width: int | None) -> int:
        lines, _kpx, kstep = self._key(sh, px, width)
        return len(lines) * kstep

    def _footer(self, sh: ScoreSheet, px: int, width: int) -> tuple[list[str], int, int]:
        """The footer as drawn in `width`: its wrapped lines, their size and line step (a
        size under the rows' beside the extra sheets and in a narrow column)."""
        groups, fpx, fstep = self._footer_groups(sh, px, width)
        return [part for group in groups for part in group], fpx, fstep

    def _footer_groups(self, sh: ScoreSheet, px: int, width: int
                       ) -> tuple[list[list[str]], int, int]:
        """`_footer`'s lines wrapped one footer line at a time, so a box too low for them all
        leaves out whole sentences (it kept the last wrapped lines: a bare "486", a lone
        "punktów" over the rest of its sentence, in a 003 column at 800x600: a play-tester)."""
        lay = self.layout
        fpx = px if not sh.extra and width >= lay.px(420) else max(MIN_PX, int(px * 0.9))
        # a sum's result goes down a line with what it sums ("… 4 × 25 =" over a lone "464"
        # at 800x600: a play-tester)
        bound = [_SUM_RESULT.sub("\u00a0=\u00a0", _PRODUCT.sub("\u00a0×\u00a0", line))
                 for line in sh.footer]
        groups = [self.res.wrap(line, fpx, width) for line in bound]
        return groups, fpx, int(fpx * 1.2)

    def height(self, width: int) -> int:
        """The height the whole sheet needs at `width` (every row shown)."""
        px, _w = self.fit(self.sheet, width)
        h = self.table_height(self.sheet, px, width=width)
        if self._stacked(width):
            return h + sum(self.layout.px(14) + self.table_height(sub, self.fit(sub, width)[0],
                                                                  width=width)
                           for sub in self.sheet.extra)
        if self.sheet.extra:
            col_w = self._extra_width(width)
            h += self.layout.px(14) + max(
                self.table_height(sub, self.fit(sub, col_w)[0], width=col_w)
                for sub in self.sheet.extra)
        return h

    def _cell_px(self, i: int, cell: _Cell, px: int, widths: list[float]) -> int:
        """The size at which cell `i` fits its column (px when it does at full size)."""
        limit = widths[i] - self.layout.px(6)
        cw = self._cell_w(cell, px)
        if cell.text and cw > limit > 10:
            return max(MIN_PX - 2, int(px * limit / cw))
        return px

    def _spill(self, sh: ScoreSheet, row, px: int, widths: list[float]) -> list[str]:
        """A row of words its columns would draw at under `SPILL` of the sheet's size (003's
        "État" row: "gagnée par Vous, blitz" at 13 px of 26 at 800x600 / 200 %), as the
        lines that spell it out at full size across the columns' width, a column's to a line
        ("Colonne 1 : gagnée par Vous", "Colonne 2 : …"); [] when it reads in its cells."""
        cells = [(i, _split_cell(x)) for i, x in enumerate(row[: len(widths)]) if i]
        cells = [(i, c) for i, c in cells if c.text]
        if not cells or any(_numeric(c.text) or c.dots for _i, c in cells):
            return []
        if min(self._cell_px(i, c, px, widths) for i, c in cells) >= px * SPILL:
            return []
        parts = [_("{column}: {status}").format(column=sh.headers[i], status=c.text)
                 if i < len(sh.headers) and sh.headers[i] else c.text for i, c in cells]
        width = int(sum(widths[1:]) - self.layout.px(6))    # a column's words to a line
        return [line for part in parts for line in self.res.wrap(part, px, width)]

    def _stacked(self, width: int) -> bool:
        """Whether the extra sheets go one under another at `width`, at a large Text size
        (the compact layout, where the sheet scrolls): where side by side they would set a
        name over two lines that the full width holds on one (Hollywood's games at 800x600 /
        200 % read "Hard" over "computer": a play-tester)."""
        if not self.sheet.extra or not self.layout.compact:
            return False
        col_w = self._extra_width(width)

        def split(sub: ScoreSheet, w: int) -> bool:
            return max(map(len, self._header_lines(sub, *self.fit(sub, w))), default=1) > 1
        return any(split(sub, col_w) for sub in self.sheet.extra) and \
            not any(split(sub, width) for sub in self.sheet.extra)

    def _extra_width(self, width: int) -> int:
        n = len(self.sheet.extra)
        gap = self.layout.px(18)
        return max(40, (width - gap * (n - 1)) // max(1, n))

    def _shrink_to(self, rect: pygame.Rect) -> tuple[int, int]:
        """Lower `self.px` until the main table and the extra sheets' latest rows fit in
        `rect` (or the floor): (the main table's height, the extra sheets' need)."""
        col_w = self._extra_width(rect.width)
        while True:
            px, _w = self.fit(self.sheet, rect.width)
            main_room = self.table_height(self.sheet, px, width=rect.width)
            extra_need = max(self.table_height(sub, self.fit(sub, col_w)[0],
                                               min(3, len(sub.rows)), col_w)
                             for sub in self.sheet.extra)
            if main_room + self.layout.px(14) + extra_need <= rect.height or \
                    self.px <= self._floor():
                return main_room, extra_need
            self.px -= 1

    def drawn_px(self, rect: pygame.Rect) -> int:
        """The smallest size `draw` sets the sheet's tables at in `rect`: they shrink to fit,
        down to a floor (a caller that finds it too small can let the sheet scroll instead)."""
        base = self.px
        try:
            if not self.sheet.extra:
                return self.fit(self.sheet, rect.width)[0]
            self._shrink_to(rect)
            col_w = self._extra_width(rect.width)
            return min(self.fit(sh, w)[0] for sh, w in
                       [(self.sheet, rect.width), *((sub, col_w) for sub in self.sheet.extra)])
        finally:
            self.px = base

    def scrolls_better(self, rect: pygame.Rect, width: int) -> bool:
        """Whether `rect` squeezes the sheet under `SQUEEZED` of the small size for want of
        height, so that scrolling it at `width` (the box less its bar) reads larger; a sheet
        its width alone makes small (Rami's six seats at 800x600) stays in place."""
        floor = self.layout.font_small * SQUEEZED
        drawn = self.drawn_px(rect)
        return drawn < floor and \
            self.drawn_px(pygame.Rect(rect.left, rect.top, width, 1 << 20)) > drawn

    # ----- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """Draw the sheet inside `rect`; returns the height used."""
        rect = pygame.Rect(rect)
        sheet = self.sheet
        if rect.height <= 0 or rect.width <= 0:
            return 0
        if not sheet.extra:
            return self._draw_table(surface, sheet, rect)
        # the main table first (whole, at full width), the extra sheets side by side below
        # it, showing their latest rows; the font shrinks until that fits
        col_w = self._extra_width(rect.width)
        gap_y = self.layout.px(14)
        base = self.px
        if self._stacked(rect.width) and self.height(rect.width) <= rect.height:
            return self._draw_stacked(surface, rect)
        main_room, extra_need = self._shrink_to(rect)
        if main_room + gap_y + extra_need > rect.height and self.layout.compact:
            # a large Text size: the main table whole, at the small font; the extra
            # sheets only where they still fit (never smaller type)
            used = self._draw_table(surface, sheet, rect)
            self.px = base
            return used
        main_room = max(main_room, rect.height - extra_need - gap_y)
        key, kpx, kstep = self._key(sheet, self.fit(sheet, rect.width)[0], rect.width)
        used = self._draw_table(surface, sheet, pygame.Rect(rect.left, rect.top, rect.width,
                                                            main_room - len(key) * kstep))
        y = rect.top + used
        for line in key:    # what the extra sheets' cells hold, over them
            blit_text(surface, self.res, line, kpx, (rect.left, y), theme.TEXT_DIM)
            self._band(y, kpx, kstep)
            y += kstep
        y += self.layout.px(14)
        gap = self.layout.px(18)
        tallest = 0
        # the sheets side by side take one header height: Hollywood's Game 1 and Game 2 set
        # "Easy computer" on two lines, Game 3 on one, and its rows stood a line higher
        self.head_rows_at_least = max(
            max(map(len, self._header_lines(sub, *self.fit(sub, col_w))), default=1)
            for sub in sheet.extra)
        self.side_by_side = True
        for k, sub in enumerate(sheet.extra):
            r = pygame.Rect(rect.left + k * (col_w + gap), y, col_w, rect.bottom - y)
            if r.height <= 0:
                break
            if k:
                pygame.draw.line(surface, theme.GOLD_DARK, (r.left - gap // 2, r.top),
                                 (r.left - gap // 2, r.top + max(0, r.height - 4)), 1)
            tallest = max(tallest, self._draw_table(surface, sub, r))
        self.px = base
        self.head_rows_at_least = 1
        self.side_by_side = False
        return y - rect.top + tallest

    def _draw_stacked(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """The main table, the key, then each extra sheet at the full width (`_stacked`)."""
        sheet, lay = self.sheet, self.layout
        key, kpx, kstep = self._key(sheet, self.fit(sheet, rect.width)[0], rect.width)
        y = rect.top + self._draw_table(surface, sheet, rect)
        for line in key:
            blit_text(surface, self.res, line, kpx, (rect.left, y), theme.TEXT_DIM)
            self._band(y, kpx, kstep)
            y += kstep
        for sub in sheet.extra:
            y += lay.px(14)
            y += self._draw_table(surface, sub, pygame.Rect(rect.left, y, rect.width,
                                                            rect.bottom - y))
        return y - rect.top

    def _draw_table(self, surface: pygame.Surface, sh: ScoreSheet, rect: pygame.Rect) -> int:
        res, lay = self.res, self.layout
        px, widths = self.fit(sh, rect.width)
        step = int(px * 1.3)
        y = rect.top
        if rect.height < int(step * 1.1) + 2 * step:
            return 0     # not even its title, headers and one row: nothing, never past its box
        title_w = blit_text(surface, res, sh.title, int(px * 1.1), (rect.left, y), theme.GOLD,
                            bold=True).width
        self._band(y, int(px * 1.1), int(step * 1.1), bold=True)
        y += int(step * 1.1)
        title_band = (rect.top, y)
        key, kpx, kstep = self._key(sh, px, rect.width) if not sh.extra else ([], px, 0)
        if rect.bottom - y - len(key) * kstep >= (2 + min(len(sh.rows), 2)) * step:
            for line in key:    # what the cells hold, over them (the rows come first)
                blit_text(surface, res, line, kpx, (rect.left, y), theme.TEXT_DIM)
                self._band(y, kpx, kstep)
                y += kstep
        xs = [rect.left]
        for w in widths[:-1]:
            xs.append(xs[-1] + w)

        def fits(i: int, cell: _Cell) -> int:
            return self._cell_px(i, cell, px, widths)

        # each kind of cell takes one size, the smallest its members need: the headers, the
        # numbers, each row of words ("Total" and "1610" shrank alone beside full-size ones)
        heads = self._header_lines(sh, px, widths)
        head_px = min([fits(i, _Cell(line, 0, theme.TEXT_DIM))
                       for i, lines in enumerate(heads) if i and i < len(widths)
                       for line in lines] or [px])
        num_px = min([fits(i, c) for r in sh.rows for i, c in
                      ((i, _split_cell(x)) for i, x in enumerate(r[: len(widths)]))
                      if i and _numeric(c.text)] or [px])

        def row_px(row) -> int:
            """One size for a row's cells of words."""
            return min([fits(i, c) for i, c in ((i, _split_cell(x))
                        for i, x in enumerate(row[: len(widths)]))
                        if i and c.text and not _numeric(c.text)] or [px])

        def put(i: int, cell: _Cell, y: float, colour=None, size: int | None = None) -> None:
            colour = colour or cell.colour
            small = fits(i, cell) if size is None else size
            surf = res.text(cell.text, min(px, small), colour) if cell.text else None
            tw = surf.get_width() if surf is not None else 0
            dots_w = (lay.px(4) + cell.dots * self._dot_w(px)) if cell.dots else 0
            if i == 0:
                x = xs[0]
            else:
                x = xs[i] + (widths[i] - tw - dots_w) / 2
            if surf is not None:      # smaller type on the row's baseline, not its top
                drop = res.font(px).get_ascent() - res.font(min(px, small)).get_ascent()
                surface.blit(surf, (round(x), round(y + drop)))
            if cell.dots:
                dx = x + tw + lay.px(4) + self._dot_w(px) / 2
                cy = y + px * 0.36
                for _k in range(cell.dots):
                    pygame.draw.circle(surface, theme.GOLD, (round(dx), round(cy)),
                                       max(2, round(px * 0.17)))
                    dx += self._dot_w(px)

        head_rows = max(max(map(len, heads), default=1), self.head_rows_at_least)
        head_top = y
        for i, lines in enumerate(heads):    # on the header's last line, over the rule
            for k, line in enumerate(lines, head_rows - len(lines)):
                put(i, _Cell(line, 0, theme.TEXT_DIM), y + k * step,
                    size=head_px if i else None)
        y += step * head_rows
        self.bands.append((int(head_top), int(y - 2)))    # the headings and their rule
        pygame.draw.line(surface, theme.GOLD_DARK, (rect.left, y - 3), (rect.right, y - 3), 1)
        groups, fpx, fstep = self._footer_groups(sh, px, rect.width)

        def footer_h() -> int:
            return sum(len(group) for group in groups) * fstep

        total_rows = (rect.bottom - y) // step
        # keep at least a couple of rows; the footer's last lines (the result) matter most,
        # and a line goes whole
        min_rows = min(len(sh.rows), 2)
        while groups and (rect.bottom - y - footer_h()) // step < min_rows:
            groups.pop(0)
        room = max(1, (rect.bottom - y - footer_h()) // step) if groups else \
            max(1, total_rows)
        while groups and y + room * step + footer_h() > rect.bottom:
            groups.pop(0)          # a box too low for the footer too: the rows come first
        footer = [part for group in groups for part in group]
        rows = list(sh.rows)
        spilt = {id(r): self._spill(sh, r, px, widths) for r in rows}
        hidden = 0
        if sum(len(spilt[id(r)]) or 1 for r in rows) > room:
            keep, used = 0, 1           # the latest rows that fit under the "… n" line
            for r in reversed(rows):
                used += len(spilt[id(r)]) or 1
                if used > room and keep:
                    break
                keep += 1
            hidden = len(rows) - keep
            rows = rows[-keep:]
            # the "… n earlier hands" line only where it fits over the rows kept (in a box
            # of one row it pushed that row into Fair deal under the box: a play-tester)
            if sum(len(spilt[id(r)]) or 1 for r in rows) < room:
                blit_text(surface, res, more_rows(sh, hidden), px, (rect.left, y),
                          theme.TEXT_DIM)
                self._band(y, px, step)
                y += step
        # grouped labels ("Ann: points", "Ann: column total") too long for their column: the
        # name once per group, the rest indented under it (each label shrank on its own, and
        # "Computer: column total" came out at half the size of the rows around it)
        elide = any(":" in str(r[0]) and self._cell_w(_split_cell(r[0]), px) >
                    widths[0] - lay.px(6) for r in rows if r)
        prev_key = None
        head_band = (head_top, y)
        tops: list[int] = []
        for row_i, row in enumerate(rows):
            tops.append(int(y))
            label = str(row[0]) if row else ""
            key = _group_key(label)
            follows = elide and ":" in label and key == prev_key
            if prev_key is not None and key != prev_key and ":" in label + str(prev_key):
                pygame.draw.line(surface, (*theme.GOLD_DARK,), (rect.left, y - 2),
                                 (rect.right, y - 2), 1)
            prev_key = key
            if row_i % 2:
                stripe = pygame.Surface((rect.width, step * max(1, len(spilt[id(row)]))),
                                        pygame.SRCALPHA)
                stripe.fill((255, 255, 255, 14))
                surface.blit(stripe, (rect.left, y - 2))
            words_px = row_px(row)
            lines = spilt[id(row)]
            for i, cell in enumerate(row[: len(widths)]):
                c = _split_cell(cell)
                if i == 0:
                    c.colour = theme.TEXT
                    if follows:
                        c.text = "   " + label.split(":", 1)[1].strip()
                    put(i, c, y)
                elif not lines:
                    put(i, c, y, size=num_px if _numeric(c.text) else words_px)
            for k, line in enumerate(lines):    # spelt out across the columns, full size
                blit_text(surface, res, line, px, (xs[1] + lay.px(6), y + k * step),
                          theme.GOLD)
            self._band(y, px, step, max(1, len(lines)))
            y += step * max(1, len(lines))
        end = int(y)
        for part in footer:
            blit_text(surface, res, part, fpx, (rect.left, y), theme.TEXT_DIM)
            self._band(y, fpx, fstep)
            y += fstep
        self.pins.append(Pinned(
            title_band, (int(head_band[0]), int(head_band[1])), tuple(tops), end,
            (end, int(y)) if footer and not self.side_by_side else None, int(y),
            # "… 3 earlier hands" over a list of hands ("… 3 more rows" over 003's main
            # table read as rows still to come, below)
            (lambda n, sh=sh: more_rows(sh, n)) if lists_hands(sh) and not self.side_by_side
            else None, px, title_w))
        return int(y - rect.top)


def draw_sheet(surface: pygame.Surface, res, lay, sheet: ScoreSheet, rect: pygame.Rect,
               px: int | None = None) -> int:
    """Draw `sheet` (with its extra sheets) inside `rect`; returns the height used."""
    return ScoreSheetView(res, lay, sheet, px).draw(surface, rect)


def paint_sheet(surface: pygame.Surface, res, lay, sheet: ScoreSheet, rect: pygame.Rect,
                px: int | None = None) -> list[Pinned | Bands]:
    """Draw `sheet` whole inside `rect`, as a scrolling box's painter: returns where each
    of its tables' heading, rows and footer went, which the box keeps in place (`Pinned`),
    and where its lines of text lie, which the box never cuts (`Bands`)."""
    view = ScoreSheetView(res, lay, sheet, px)
    view.draw(surface, rect)
    return [*view.pins, Bands(tuple(view.bands))]


def sheet_height(sheet: ScoreSheet, px: int, max_rows: int) -> int:
    """A rough height for `sheet` with at most `max_rows` rows (for callers that plan space)."""
    rows = min(len(sheet.rows), max_rows)
    return int(px * 1.3 * (rows + 3 + len(sheet.footer))) + int(px * 0.6)


def format_lines(lines, names, rules=None, you: int | None = None,
                 brief: bool = False) -> list[str]:
    """The engine's score lines (data) as sentences, in the variant's words; seat `you`
    (the player at the screen, None in hot-seat) reads them in the second person (`brief`:
    payments without the cards held, which the panel then shows as cards)."""
    return wording.score_lines(lines, names, you, terms_for(rules), brief)


__all__ = ["SQUEEZED", "ScoreSheetView", "cell_colour", "draw_sheet", "format_lines",
           "paint_sheet", "sheet_height"]
