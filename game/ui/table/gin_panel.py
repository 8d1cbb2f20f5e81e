"""The gin-family table's top-left score panel: the variant's name, the hand's number and
what the match plays to, each seat's total, the knock limit (RULES.md: always on the table)
and the fair-deal link; its size and row spacing in the compact layout, where the move feed's
room lies under it. Mixed into `GinLabels`.
"""

from __future__ import annotations

import pygame

from game.ui import i18n, table_words, theme
from game.ui.i18n import N_, _
from game.ui.table.feed import row_count
from game.ui.table.info_wrap import wrap_parts
from game.ui.widgets import draw_panel
from game.variants import find_variant

#: the score panel's text may shrink this far in the compact layout (`_fit_info_px`)
INFO_MIN_SCALE = 0.8
#: a 4:3 window's compact table: the move feed's column left of the stock, in ems
FEED_EMS = 11
#: the variant's name where its title takes a row too many of the compact panel (200 %):
#: "Gin-Rami · Hand 1" on one row, where "Gin-Rami with columns (two decks)" took two
SHORT_TITLES = {"classic": N_("Classic Gin"), "polish": N_("Remik Gin"),
                "three-player": N_("Three-player Gin"), "gin-rami": N_("Gin-Rami")}


class GinPanel:
    """The gin-family table's score panel (top left)."""

    def info_rect(self) -> pygame.Rect:
        """Where the top-left panel lies (the other hands and the bubbles keep clear). The
        seats ask for it several times a frame: kept while what the panel says is the same."""
        lay = self.layout
        key = (i18n.language(), lay.font_small, lay.size, lay.beside, self.session.variant,
               self.shown_hand_no(),
               tuple(self.state.totals), getattr(self.state.score, "points", ()),
               tuple(self.names), self.knock_limit, self.doubled,
               getattr(self, "limit_shown", True),
               bool(self.commitment), self.retourne is not None, self.retourne_in_panel())
        if self._info_cache[0] != key or self._info_cache[1] is None:
            px = self._fit_info_px()
            self._info_cache = (key, self._info_box(px, self._info_step))
            self._info_px = px
        return pygame.Rect(self._info_cache[1])

    def info_px(self) -> int:
        """The panel's text size (`_fit_info_px`, kept with its rect)."""
        self.info_rect()
        return self._info_px

    def _info_box(self, px: int, step: int | None = None) -> pygame.Rect:
        """The panel's rect with its lines at `px`, `step` apart (the usual 1.15 px)."""
        lay = self.layout
        lines = self._info_rows(px)
        width = max(self.res.text(t, px).get_width() for t, _c, _s in lines) + lay.px(28)
        if self.retourne_in_panel():      # compact 003: the retourne lies in the panel
            width += self.retourne_small()[0] + lay.px(14)
        rows = len(lines)
        row = self._fair_row(lines, px)
        if row is not None:     # one row less, maybe wider
            font = self.res.font(px)
            rows -= 1
            width = max(width, font.size(lines[row][0])[0] + lay.px(16)
                        + font.size(lines[-1][0])[0] + lay.px(28))
        return pygame.Rect(lay.margin, lay.margin, width,
                           (step or int(px * 1.15)) * rows + lay.px(16))

    def _fair_row(self, lines: list[tuple[str, tuple[int, int, int], int | None]],
                  px: int) -> int | None:
        """The compact layout: the row the fair-deal link ("Fair deal ✓") shares, right of
        it, where both fit the panel's width its other rows give it (a row less, for the
        move feed under the panel, or for the variant's name at full size: a play-tester
        missed it at 200 %): the first ("Hand 1"), else a seat's ("Ann: 0") but beside
        003's retourne in the panel (it covered the link at 800x600 / 150 %); None."""
        if not (self.compact_rows and self.commitment and len(lines) > 2
                and lines[-1][0] == self.commitment_text()):
            return None
        font = self.res.font(px)
        others = max(font.size(t)[0] for t, _c, _s in lines[1:-1])
        if self.retourne_in_panel():    # the retourne, in the panel's middle, is lower
            others += self.retourne_small()[0] + self.layout.px(14)
        if self.layout.beside:          # (a wide window's may run to the stock's column)
            others = max(others, self._beside_info_limit())
        link = self.layout.px(16) + font.size(lines[-1][0])[0]
        for i, (text, _c, seat) in enumerate(lines[:-1]):
            if (i == 0 or seat is not None and not self.retourne_in_panel()) and \
                    font.size(text)[0] + link <= others:
                return i
        return None

    def _fit_info_px(self) -> int:
        """The small font; in the compact layout, where the panel at that size would reach
        into the move feed's room under it (`feed_room`) or the prompt's row, its rows closer
        (`info_step`, down to `_tight_step`), then the largest size down to `INFO_MIN_SCALE`
        of it whose panel ends above them, no wider (issue 16): the prompt keeps its size and
        its row, the feed the room for its newest line. The variant's name stays: at 200 %
        it took the row the knock limit now always has (a play-tester could not tell which
        game was played); only where no size holds it is it left out. Where nothing fits
        over the feed's room as the unmoved stock's column counts it, over the room in the
        column the piles leave it; where nothing fits there either (long names), the
        smallest, so the panel reaches least far down."""
        lay = self.layout
        px = lay.font_small
        self._info_titled = True
        self._info_step = None
        if not self.compact_rows:
            return px
        found = self._fit_under(lay.prompt_top - lay.px(10) - self.feed_room())
        if found is None or not found[1] and self.retourne_in_panel():
            # no size ends over the room counted in the unmoved stock's column, or 003's
            # panel (the retourne in it) then leaves the game's name out: in the column the
            # piles leave the feed, wider (003 at 800x600 / 200 %, a play-tester: no row
            # named the game, its text under the floor in French and Polish). (Another
            # game's panel keeps its place: a taller one moved the three-player table's
            # tags and bubbles into the empty chair's words.)
            wider = self._fit_under(lay.prompt_top - lay.px(10) - self.feed_room(moved=True))
            if wider is not None and (found is None or wider[1]):
                found = wider
        if found is not None:
            size, self._info_titled, self._info_step = found
            return size
        self._info_titled = False
        self._info_step = None
        smallest = max(11, int(px * INFO_MIN_SCALE))
        return smallest if self._info_box(smallest).right <= self._info_widest() else px

    def _info_widest(self) -> int:
        """The farthest right the compact panel may reach at a smaller size (a phrase kept
        whole at it may widen the panel up to the piles)."""
        lay = self.layout
        self._info_titled, titled = True, self._info_titled
        widest = max(self._info_box(lay.font_small).right, self._piles_info_right())
        self._info_titled = titled
        if lay.beside:
            widest = max(widest, lay.margin + self._beside_info_limit() + lay.px(28))
        return widest

    def _fit_under(self, floor: float) -> tuple[int, bool | str, int] | None:
        """(size, titled, step) of the compact panel ending over `floor` (`_fit_info_px`):
        the largest size first, with the whole title else the short one; then without;
        None where none does."""
        lay = self.layout
        px = lay.font_small
        smallest = max(11, int(px * INFO_MIN_SCALE))
        widest = self._info_widest()
        for size, titled in [(n, t) for n in range(px, smallest - 1, -1)
                             for t in (True, "short")] + \
                [(n, False) for n in range(px, smallest - 1, -1)]:
            self._info_titled = titled
            step = self._step_that_fits(size, floor)
            if step is not None and (size == px or self._info_box(size, step).right
                                     <= widest):
                return size, titled, step
        return None

    def _step_that_fits(self, px: int, floor: float) -> int | None:
        """The panel's row step at `px` whose panel `info_fits` over `floor`: the usual one,
        else as close as its rows need down to `_tight_step`; None where none does."""
        lay = self.layout
        usual = int(px * 1.15)
        if self.info_fits(self._info_box(px, usual), floor):
            return usual
        rows = self._info_box(px, 1).height - lay.px(16)    # (one pixel a row: their count)
        step = int((floor - lay.margin - lay.px(16)) // max(1, rows))
        if self._tight_step(px) <= step < usual and \
                self.info_fits(self._info_box(px, step), floor):
            return step
        return None

    def _tight_step(self, px: int) -> int:
        """The closest the panel's rows may stand: the font's line and a little air (its
        usual step is 1.4 lines)."""
        return self.res.font(px).get_linesize() + self.layout.px(2)

    def info_step(self, px: int) -> int:
        """The panel's row step as drawn at `px` (`_fit_info_px` chose it)."""
        step = getattr(self, "_info_step", None)
        return step if step is not None and px == getattr(self, "_info_px", None) \
            else int(px * 1.15)

    def info_fits(self, box: pygame.Rect, floor: float) -> bool:
        """Whether a panel `box` ends above `floor` and clear of the stock's pile (its backs
        stand up and left of it), which moves right of the panel only so far: the variant's
        name on a freed row made Hollywood's panel at 800x600 / 175 % reach the pile."""
        lay = self.layout
        depth = self.stock_depth()
        return box.bottom <= floor and (box.bottom + lay.px(6) <= lay.stock_pos[1] - depth
                                        or box.right <= self._piles_info_right() - depth)

    def _beside_info_limit(self) -> int:
        """A wide window's compact panel: its text may be as wide as the column left of the
        stock (the move feed's under it), so a smaller size unwraps a long name ("Komputer
        ekspert 1: 0") rather than leave the panel as tall."""
        lay = self.layout
        return int(lay.stock_pos[0] - lay.px(16) - lay.margin - lay.px(28))

    def _piles_info_right(self) -> int:
        """The farthest right the panel may reach: clear of the stock moved right as far as
        it goes (`_piles_shift`)."""
        lay = self.layout
        room = lay.w - lay.margin - lay.side_panel_w - lay.px(10) - (lay.discard_pos[0]
                                                                     + lay.card_w)
        if self.retourne is not None and not self.retourne_in_panel():   # (beside the pile)
            room -= lay.px(14) + self.retourne_small()[0]
        return int(lay.stock_pos[0] + max(0, room) - lay.px(16))

    def _piles_info_limit(self) -> int:
        """The widest the panel's text may be (`_piles_info_right`)."""
        lay = self.layout
        limit = self._piles_info_right() - lay.margin - lay.px(28)
        if self.retourne_in_panel():   # it lies in the panel too
            limit -= self.retourne_small()[0] + lay.px(14)
        return limit

    def feed_room(self, moved: bool = False) -> int:
        """The compact layout: the height the move feed keeps under the score panel for its
        newest line: as many rows as the longest of a turn's short lines takes in its
        column ("Expert computer 1 took your 10♥, discarded 10♠", with the longest name),
        at least two (three in a 4:3 window's narrower column). It depends on the names and
        the language, never on the lines so far, so the table does not move as they come.
        `moved`: in the column the piles leave it, at least (`_feed_column_right`)."""
        lay = self.layout
        right = self._feed_column_right() if moved else lay.stock_pos[0]
        width = right - lay.px(16) - lay.margin - 2 * lay.px(6)
        longest = max(self.names, key=lambda n: self.res.font(lay.font_small).size(n)[0])
        sample = _("{name} took your {drawn}, discarded {card}").format(
            name=longest, drawn="10♥", card="10♠")
        rows = max(2 if lay.beside else 3, row_count(self, sample, width))
        line = self.res.font(lay.font_small).get_linesize()
        return rows * line + 2 * lay.px(6) + lay.px(6)     # its padding, the gap above

    def _feed_column_right(self) -> float:
        """The least far right the stock's left edge lies (the feed's column ends left of
        it): a 4:3 window's piles move right to leave the feed `FEED_EMS` ems
        (`_piles_shift`), so the room counted for its lines is that column's, not the
        narrower one of the unmoved stock (it made 003's panel at 800x600 / 200 % too short
        for the game's name: a play-tester)."""
        lay = self.layout
        x = lay.stock_pos[0]
        if lay.beside:
            return x
        feed = lay.margin + FEED_EMS * lay.font_small + lay.px(16)
        room = lay.w - lay.margin - lay.side_panel_w - lay.px(10) - (lay.discard_pos[0]
                                                                     + lay.card_w)
        return x + max(0.0, min(feed - x, room))

    def knock_limit_text(self) -> str:
        """The knock limit as the score panel says it ("Knock at 10 or less")."""
        source = self.rules.knock_limit_source
        if not getattr(self, "limit_shown", True):
            return (_("Descente: the retourne sets the limit") if source == "retourne" else
                    _("Knock limit: the upcard sets it"))
        if source == "retourne":
            # the retourne lies beside the panel's line (a 4:3 window) or the stock
            named = self.compact_rows and self.retourne is not None and \
                not (self.layout.beside and self.retourne_right_of_pile())
            limit = (_("Gin only (ace retourne)") if self.knock_limit == 0 else
                     (_("Retourne: descente at {n} or less") if named else
                      _("Descente at {n} or less")).format(n=self.knock_limit))
        else:
            limit = (_("Gin only") if self.knock_limit == 0 else
                     _("Knock at {n} or less").format(n=self.knock_limit))
            if source == "upcard":
                limit += " " + _("(upcard)")
        if self.doubled:
            limit += " · " + _("spade: double")
        return limit

    def retourne_in_panel(self) -> bool:
        """003 in the compact layout of a 4:3 window: the retourne lies small in the score
        panel, on its right (a wide window's lies beside the stock)."""
        return self.compact_rows and self.retourne is not None and not self.layout.beside

    def _info_rows(self, px: int | None = None
                   ) -> list[tuple[str, tuple[int, int, int], int | None]]:
        """The panel's lines as drawn at `px` (the panel's size if None), each with the seat
        it gives the total of (or None):
        in the compact layout of a narrow window (4:3) a line wider than 30 % of it is
        wrapped, so the panel leaves the other hand its room in the top band (a wide one
        wants the panel low rather than narrow: the piles lie beside it)."""
        lines = self._info_lines()
        first = 1 if self.compact_rows else 2      # the first seat's line
        if self._totals_heading():
            first += 1
        rows: list[tuple[str, tuple[int, int, int], int | None]] = []
        lay = self.layout
        px = self.info_px() if px is None else px
        # (a wide window's narrower still: its piles and the move feed beside it)
        limit = max(lay.px(150), int(lay.w * (0.25 if lay.beside and not self._totals_heading()
                                              else 0.3)))
        if self.retourne_in_panel():   # it lies in the panel too
            limit -= self.retourne_small()[0] + lay.px(14)
        limit = limit * px // lay.font_small    # a smaller panel wraps where the large did
        # a phrase too long for the limit stays whole, the panel a little wider for it, but
        # clear of the stock (003's and a French Oklahoma panel ran over it at 800x600)
        widest = min(max(int(lay.w * 0.36) * px // lay.font_small, lay.px(150)),
                     self._piles_info_limit())
        if lay.beside:       # a wide window's: its lines may run to the stock's column
            limit = max(limit, self._beside_info_limit())
            widest = max(widest, limit)
        for i, (text, colour) in enumerate(lines):
            seat = i - first if first <= i < first + self.seats else None
            parts = [text]
            if self.compact_rows and (lay.h > lay.w * 0.6 or lay.beside) \
                    and text != self.commitment_text() \
                    and self.res.font(px).size(text)[0] > limit:
                if seat is not None:    # the total keeps to the name's last word
                    text = _glue_total(text)
                # between its parts ("Hand 3" over "games 1 · 2 · 3, each to 100"), a
                # phrase whole ("Knock at 6 or" over "less (upcard)": a play-tester)
                parts = wrap_parts(self.res, text, px, limit, widest)
            rows += [(part, colour, seat if k == 0 else None) for k, part in enumerate(parts)]
        return rows

    def _info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The top-left panel's lines and their colours."""
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if not self.compact_rows:
            lines.append((self._variant_title(), theme.GOLD))
        v_hand = self.shown_hand_no()
        if self.guide is not None:   # not "Hand 1 · match to 100" over one hand (a play-tester)
            progress = table_words.lesson_line()
        elif self._totals_heading():   # compact 003: where its columns close, in the rules
            progress = _("Hand {n}").format(n=v_hand)
        else:
            progress = table_words.progress_line(v_hand, self.rules,
                                                     getattr(self.state.score, "closed", ()))
        if self._titled() and self.compact_rows:   # compact: the name a part of its row
            progress = self._variant_title() + " · " + progress    # ("Oklahoma Gin · Hand 3")
        lines.append((progress, theme.TEXT_DIM))
        totals = self.state.totals
        if self._totals_heading():
            lines.append((_("Grand totals:"), theme.TEXT_DIM))
        games = getattr(self.state.score, "points", ())   # Hollywood: per game, per seat
        for seat in range(self.seats):
            by_game = [g[seat] for g in games]
            text = (_("{name}: {total}").format(name=self.names[seat], total=totals[seat])
                    if self._totals_heading() else
                    table_words.total_line(self.names[seat], totals[seat], self.rules,
                                           by_game))
            lines.append((text, theme.TEXT))
        if self.rules.family == "gin":   # always: the rules want the limit on the table
            # (the compact layout left a fixed one to the Knock button's tooltip, unseen at
            # 150 and 200 %: a play-tester)
            lines.append((self.knock_limit_text(), theme.HIGHLIGHT))
        if self.commitment:
            lines.append((self.commitment_text(), theme.TEXT_DIM))
        return lines

    def _variant_title(self) -> str:
        """The game's name as the panel says it: Hollywood scoring names itself ("Hollywood
        Gin", not "Gin Rummy (classic)": a play-tester could not tell which game it was),
        the short name (`SHORT_TITLES`) where the compact panel has no room for the title."""
        key = self.session.variant
        if self.rules.scoring == "hollywood" and key == "classic":
            return _("Hollywood Gin")
        if getattr(self, "_info_titled", True) == "short" and key in SHORT_TITLES:
            return _(SHORT_TITLES[key])
        return _(find_variant(key).title)

    def _titled(self) -> bool:
        """Whether the panel names the variant: always, but in the compact layout only where
        the panel holds its name, whole or short (`_fit_info_px`)."""
        return not self.compact_rows or bool(getattr(self, "_info_titled", False))

    def _totals_heading(self) -> bool:
        """003 in the compact layout: its grand totals under one heading ("Grand totals:"),
        each seat's line short ("Ann: 42"), where "Ann: grand total 42" wrapped onto two
        lines of the narrow panel."""
        return self.compact_rows and self.rules.scoring == "columns"

    def _draw_info(self, surface: pygame.Surface) -> None:
        """Top-left panel: variant, hand number, scores, knock limit, deal commitment."""
        self.fair_link = None          # set again below if the fair-deal line is drawn
        lay = self.layout
        px = self.info_px()
        lines = self._info_rows(px)
        rect = self.info_rect()
        step = self.info_step(px)
        draw_panel(surface, rect, theme.PANEL, 170, lay.px(12), theme.GOLD_DARK, 1)
        y = rect.top + lay.px(8)
        row = self._fair_row(lines, px)
        if row is not None:      # on that row, after its words
            text, colour, _seat = lines.pop()
            surf = self.res.text(text, px, colour)
            at = (self.fair_link_left(rect, lines[row][0], surf.get_width(), px),
                  y + row * step)
            self.mark_fair_link(surface, surface.blit(surf, at))
        for row, (text, colour, seat) in enumerate(lines):
            x = rect.left + lay.px(14)
            if seat is not None and seat == self.shown_to_act:
                pygame.draw.circle(surface, theme.GOLD, (x - lay.px(6), y + step // 2 - 1),
                                   max(2, lay.px(4)))
            title = self._variant_title()
            # the name in its gold, on the first row only (French "Gin seulement", the
            # limit, begins with "Gin seul", the name: it was drawn in two colours)
            if self.compact_rows and row == 0 and text.startswith(title):
                x += surface.blit(self.res.text(title, px, theme.GOLD), (x, y)).width
                text = text[len(title):]
            drawn = surface.blit(self.res.text(text, px, colour), (x, y))
            if text == self.commitment_text():
                self.mark_fair_link(surface, drawn)
            y += step


def _glue_total(line: str) -> str:
    """A seat's total line ("Expert computer 1: 14") with no-break spaces between the total
    and the name's last word (and its number, if the name ends in one), so a wrapped line
    breaks inside the name ("Expert / computer 1: 14"), never before the total alone."""
    words = line.split(" ")
    keep = 2
    if len(words) > 2 and words[-2].rstrip(":\u00a0").isdigit():
        keep = 3              # "computer 1: 14": the name's number stays with its word
    if len(words) <= keep:
        return line.replace(" ", "\u00a0") if len(words) == 2 else line
    return " ".join(words[:-keep] + ["\u00a0".join(words[-keep:])])
