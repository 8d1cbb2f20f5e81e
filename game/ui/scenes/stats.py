"""Statistics: for each variant and mode (versus which computer, or hot-seat) the matches and
hands played and won, gins, undercuts, the average hand score and the best match, with a reset
(after a confirmation). The records are game.persist's (`stats.json`), kept for the first human
seat of each match.

Keyboard: Left/Right (or the list) choose the variant, R resets, Esc goes back.
"""

from __future__ import annotations

import pygame

from game.persist import stats as stats_store
from game.ui import theme
from game.ui.i18n import N_, _, decimal, ngettext, percent
from game.ui.scenes.base import UIScene
from game.ui.scenes.scroll_box import Line, ScrollBox, ScrollingScene
from game.ui.scenes.setup_choice import SetupChoice, fit_split
from game.ui.widgets import Button, blit_paragraph, blit_text
from game.variants import VARIANTS, find_variant
from game.variants.presets import rules_for

ALL = "all"
#: the variants without gins or undercuts: their rows read "–" there
RAMI = frozenset(v.name for v in VARIANTS if rules_for(v.name).family == "rami")
MODE_NAMES = {"ai-easy": N_("Versus easy computer"), "ai-medium": N_("Versus medium computer"),
              "ai-hard": N_("Versus hard computer"),
              "ai-expert": N_("Versus expert computer"), "ai-bot": N_("Versus other bots"),
              "hotseat": N_("Hot-seat")}
# (undercuts both ways: "Undercuts 1" did not say whose, the player's or the computer's: a
# play-tester had made one and suffered one)
COLUMNS = (N_("Matches won"), N_("Hands won"), N_("Gins"), N_("Undercuts won / lost"),
           N_("Avg. hand"), N_("Best match"), N_("Abandoned"))
GIN_ONLY = frozenset(COLUMNS[2:4])   # the columns a Rami record has nothing for
#: the note under the figures. Hot-seat: several people at one screen, the statistics kept
#: for the first of them named in the setup (`game.ui.persistence.human_seat`); the French
#: "En jeu chacun son tour" read as the "Next dealer: Take turns" option (a play-tester)
HOW_TO_READ = N_("Average hand: the points you scored per hand played. Best match: your "
                 "largest winning margin. In hot-seat the results kept are those of the first "
                 "player named.")


def mode_name(mode: str) -> str:
    return _(MODE_NAMES.get(mode, mode))


def variant_label(key: str) -> str:
    """A statistics key's name: "All variants", a variant's title, or one scored its own way
    ("Gin Rummy (classic), Hollywood scoring": a Hollywood match stood under the classic
    races with nothing to say so, a play-tester)."""
    if key == ALL:
        return _("All variants")
    variant, scoring = stats_store.split_key(key)
    try:
        title = _(find_variant(variant).title)
    except Exception:  # noqa: BLE001 - a variant this version does not know: its key
        return key
    if scoring == "hollywood":
        return _("{game}, Hollywood scoring").format(game=title)
    return title if scoring is None else f"{title}, {scoring}"


def record_cells(r: stats_store.Record, gin: bool = True) -> list[str]:
    """The table cells of one record (matches/hands as 'won / played'); without `gin` (Rami
    alone) the gins and undercuts read "–", as Rami has neither ("Gins 0" read as none yet)."""
    return [f"{r.matches_won} / {r.matches_played}", f"{r.hands_won} / {r.hands_played}",
            str(r.gins) if gin else "–",
            f"{r.undercuts} / {r.undercuts_suffered}" if gin else "–",
            decimal(r.average_hand_score) if r.hands_played else "–",
            f"+{r.best_match}" if r.best_match is not None else "–",
            str(r.matches_abandoned)]


def coach_text(r: stats_store.Record) -> str:
    """The coaching a record's matches used: hints and undos per match, and how many matches
    were played with undo ("" when the coach was never used)."""
    if not (r.hints_used or r.undos or r.matches_with_undo):
        return ""
    played = max(1, r.matches_played)
    parts = [ngettext("{n} hint", "{n} hints", r.hints_used).format(n=r.hints_used),
             ngettext("{n} undo", "{n} undos", r.undos).format(n=r.undos)]
    text = _("Coach: {used} in {matches}").format(
        used=", ".join(parts), matches=ngettext("{n} match", "{n} matches",
                                                r.matches_played).format(n=r.matches_played))
    # the label before its figure: "1,0 coups repris" took a plural a French reader does
    # not write under 2 (a play-tester); no number agrees with a label
    text += " · " + _("per match: hints {hints}, undos {undos}").format(
        hints=decimal(r.hints_used / played), undos=decimal(r.undos / played))
    if r.matches_with_undo:
        text += " · " + ngettext("{n} match played with undo", "{n} matches played with undo",
                                 r.matches_with_undo).format(n=r.matches_with_undo)
    return text


class ConfirmScene(UIScene):
    """A yes/no question over the scene below (Enter = the focused button, Esc = no)."""

    name = "confirm"
    overlay = True

    def __init__(self, app, question: str, on_yes, yes: str | None = None) -> None:
        self.question = question
        self.on_yes = on_yes
        self.yes_label = yes or _("Yes")
        super().__init__(app)

    def build(self) -> None:
        self.b_yes = self.button(self.yes_label, self.yes, None, None, False, "yes")
        self.b_no = self.button(_("Cancel"), self.on_back, None, _("Key: {key}").format(
            key="Esc"), True, "no")
        self.widgets.set_focus(self.b_no)

    def yes(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def box(self) -> pygame.Rect:
        """The dialog: the question's lines over the two buttons, centred in the window."""
        lay = self.layout
        _bw, bh = self.button_size()
        width = int(min(lay.w - 2 * lay.margin, max(lay.w * 0.8, lay.px(720)) if
                        lay.ui_effective > 1.25 else min(lay.w * 0.8, lay.px(720))))
        pad = lay.px(24)
        lines = self.res.wrap(self.question, lay.font_body, width - 2 * pad)
        text_h = len(lines) * self.res.font(lay.font_body).get_linesize()
        box = pygame.Rect(0, 0, width, min(lay.h - 2 * lay.margin,
                                           max(lay.px(220), text_h + bh + 3 * pad)))
        box.center = (lay.w // 2, lay.h // 2)
        return box

    def place(self) -> None:
        lay = self.layout
        bw, bh = self.button_size()
        box = self.box()
        y = box.bottom - lay.px(24) - bh
        self.b_yes.rect = pygame.Rect(int(lay.w / 2 - bw - lay.px(12)), y, bw, bh)
        self.b_no.rect = pygame.Rect(int(lay.w / 2 + lay.px(12)), y, bw, bh)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1)
            return True
        return super().handle_event(e)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = self.box()
        self.panel(surface, box, theme.READING_ALPHA)  # the statistics below do not show
        inner = box.inflate(-2 * lay.px(24), -2 * lay.px(24))
        step = self.res.font(lay.font_body).get_linesize()
        for i, line in enumerate(self.res.wrap(self.question, lay.font_body, inner.width)):
            blit_text(surface, self.res, line, lay.font_body, (inner.left, inner.top + i * step))


class StatsScene(ScrollingScene, UIScene):
    name = "stats"

    def __init__(self, app, variant: str = ALL) -> None:
        self.variant = variant
        self.compact = False   # set by place(): a Variant row instead of the list of them
        self.as_list = False   # set by place(): a list instead of the table
        self.stats = stats_store.Stats()
        self.problem = ""
        self.load()
        super().__init__(app)

    def load(self) -> None:
        """The statistics; a file set aside on the way is told by the game's notice (it was
        told twice, by the notice and in red in the panel: a play-tester)."""
        result = stats_store.read_stats()
        self.stats = result.value or stats_store.Stats()

    # ----- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        self.title = _("Statistics")
        self.items: list[Button] = []
        for key in self.keys():
            label = variant_label(key)
            b = self.widgets.add(Button(label, lambda k=key: self.choose(k),
                                        primary=(key == self.variant), name=f"variant:{key}", tab=True))
            self.items.append(b)
        keys = self.keys()
        # at a large text size one row chooses instead of the list, and the table becomes a
        # scrolling list of each mode's results
        self.c_variant = self.widgets.add(SetupChoice(
            _("Variant"), keys, self.variant,
            variant_label, self.choose,
            _("Left/Right to change")))
        self.c_variant.name = "variant"
        self.text = ScrollBox(self.widgets, "stats")
        self.b_reset = self.button(_("Reset…"), self.ask_reset, pygame.K_r,
                                   _("Forget the statistics shown"), name="reset")
        self.b_back = self.button(_("Back"), self.on_back, None,
                                  _("Key: {key}").format(key="Esc"), name="back")
        self.b_reset.enabled = bool(self.rows())
        if self.widgets.focus is None:
            self.widgets.set_focus(next(b for b in self.items
                                        if b.name == f"variant:{self.variant}"))

    def choose(self, key: str) -> None:
        if key != self.variant:
            self.variant = key
            self.text.scroll = 0
            self.rebuild()

    def rows(self) -> list[tuple[str, stats_store.Record, bool]]:
        """(label, record, gin) rows: each mode of the chosen variant, or with "All variants"
        each variant (all modes together); `gin`: the row counts gins and undercuts (not
        Rami's)."""
        if self.variant == ALL:
            out = [(variant_label(k), self.stats.total(k), self.gin(k)) for k in self.keys()[1:]
                   if self.stats.records.get(k)]
            known = set(self.keys())
            out += [(name, self.stats.total(name), True) for name in sorted(self.stats.records)
                    if name not in known and self.stats.records[name]]
            return out
        modes = sorted(self.stats.records.get(self.variant, {}), key=self._mode_order)
        return [(mode_name(m), self.stats.records[self.variant][m], self.gin(self.variant))
                for m in modes]

    def keys(self) -> list[str]:
        """What the statistics can show: all variants, each variant, and after a variant
        the records of its matches scored another way (Hollywood), when there are some."""
        out = [ALL]
        for v in VARIANTS:
            out.append(v.name)
            out += sorted(k for k in self.stats.records if k != v.name and
                          stats_store.split_key(k)[0] == v.name and self.stats.records[k])
        if self.variant not in out:   # (its records reset: still the page shown)
            out.append(self.variant)
        return out

    @staticmethod
    def gin(key: str) -> bool:
        """Whether the records of `key` count gins and undercuts (not Rami's)."""
        return stats_store.split_key(key)[0] not in RAMI

    def total_row(self, rows: list[tuple[str, stats_store.Record, bool]]
                  ) -> tuple[str, stats_store.Record, bool]:
        """The row over `rows`: "All variants" (or "All modes"), their records added, counting
        gins when any of them does (the table, its fit and the list each built it)."""
        total = stats_store.Record()
        for _label, record, _gin in rows:
            total = total.add(record)
        return (_("All variants") if self.variant == ALL else _("All modes"), total,
                any(gin for _l, _r, gin in rows))

    @staticmethod
    def _mode_order(mode: str) -> tuple[int, str]:
        order = list(MODE_NAMES)
        return (order.index(mode) if mode in order else len(order), mode)

    # ----- reset ------------------------------------------------------------------------
    def ask_reset(self) -> None:
        if self.variant == ALL:
            question = _("Reset all statistics, for every variant and mode? This cannot be "
                         "undone.")
        else:
            question = _("Reset the statistics of {title}? This cannot be undone.").format(
                title=variant_label(self.variant))
        self.app.scenes.push(ConfirmScene(self.app, question, self.reset, _("Reset")))

    def reset(self) -> None:
        try:
            self.stats = stats_store.reset_stats(None if self.variant == ALL else self.variant)
        except OSError as exc:
            self.problem = _("The statistics could not be saved: {error}").format(error=exc)
        self.rebuild()

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            keys = [b.name.split(":", 1)[1] for b in self.items]
            i = keys.index(self.variant) + (1 if e.key == pygame.K_RIGHT else -1)
            self.choose(keys[i % len(keys)])
            self.widgets.set_focus(self.c_variant if self.compact
                                   else self.items[keys.index(self.variant)])
            return True
        return super().handle_event(e)

    def text_active(self) -> bool:
        return self.as_list

    # ----- layout and drawing -----------------------------------------------------------
    def place(self) -> None:
        lay = self.layout
        cw, ch = self.button_size()
        by = lay.h - lay.margin - ch - lay.px(8)
        self.b_reset.rect = pygame.Rect(int(lay.w / 2 - cw - lay.px(10)), by, cw, ch)
        self.b_back.rect = pygame.Rect(int(lay.w / 2 + lay.px(10)), by, cw, ch)
        top = self.content_top()
        self.compact = self.button_size(1.3)[0] > lay.w * 0.26
        for b in self.items:
            b.visible = not self.compact
        self.c_variant.visible = self.compact
        self.text.up.visible = self.text.down.visible = False
        if not self.compact:
            self.c_variant.rect = pygame.Rect(0, 0, 0, 0)
            self.place_side_list(self.items, 1.3)
            left = self.items[0].rect.right + lay.px(30)
            self.table_rect = pygame.Rect(left, top, lay.w - lay.margin - left,
                                          by - lay.px(24) - top)
        else:
            rh = self.row_height(42)   # the Variant row shares the title's line
            self.c_variant.rect = self.beside_title(rh, lay.px(760))
            fit_split(self.c_variant, self.res, lo=0.2, hi=0.5)
            top = max(self.title_left_rect().bottom, self.c_variant.rect.bottom) + lay.px(10)
            self.table_rect = pygame.Rect(lay.margin, top, lay.w - 2 * lay.margin,
                                          by - lay.px(16) - top)
        # the table when its columns hold their words, else the list (a large text size,
        # long variant names in a narrow window)
        self.as_list = self.compact or not self.table_fits()
        if not self.as_list:
            return
        inner = self.table_rect.inflate(-2 * min(lay.px(18), lay.w // 40),
                                        -2 * min(lay.px(15), lay.h // 48))
        # the body size where the whole list fits the panel (a few records at 800x600), else
        # the small size, which scrolls if it must
        width = self.text.text_rect(inner, lay).width
        lines, height, step = self.list_lines(width, lay.font_body)
        if height > inner.height:
            lines, height, step = self.list_lines(width, lay.font_small)
        self.text.set_lines(lines, height, step)
        self.text.place(inner, lay)
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.set_focus(self.c_variant)

    def table_fits(self) -> bool:
        """Whether the table's labels, headings and cells fit their columns (see
        `draw_content`)."""
        lay = self.layout
        inner = self.table_rect.inflate(-lay.px(36), -lay.px(30))
        rows = self.rows()
        if not rows:
            return True
        first_w = self.first_column(inner.width)
        col_w = (inner.width - first_w) / len(COLUMNS)
        body, small = self.res.font(lay.font_body), self.res.font(lay.font_small)
        gap = lay.px(8)

        def apart(texts, font, label: str = "") -> bool:
            """Centred in their columns, neighbours keep `gap` apart, and the first keeps
            clear of the row's label."""
            widths = [font.size(t)[0] for t in texts]
            pairs = zip(widths, widths[1:], strict=False)
            if any((a + b) / 2 > col_w - gap for a, b in pairs):
                return False
            return body.size(label)[0] + gap <= first_w + (col_w - widths[0]) / 2

        table = [(label, record_cells(r, gin))
                 for label, r, gin in [*rows, self.total_row(rows)]]
        heads = self.headings(col_w)
        return all(len(lines) <= 2 for lines in heads) and \
            apart([max(lines, key=lambda t: small.size(t)[0]) for lines in heads], small) \
            and all(apart(cells, body, label) for label, cells in table)

    def headings(self, col_w: float) -> list[list[str]]:
        """Each column's heading in lines: on one line while the headings keep apart in
        columns `col_w` wide, else the widest put on two lines of even length, one after
        another ("Undercuts won / lost" over a column of figures)."""
        px, gap = self.layout.font_small, self.layout.px(8)
        font = self.res.font(px)
        heads = [[_(h)] for h in COLUMNS]

        def width(lines: list[str]) -> int:
            return max(font.size(t)[0] for t in lines)

        def crowded() -> bool:
            widths = [width(lines) for lines in heads]
            return any((a + b) / 2 > col_w - gap for a, b in zip(widths, widths[1:],
                                                                 strict=False))

        while crowded():
            single = [i for i, lines in enumerate(heads) if len(lines) == 1 and
                      len(self.res.wrap_balanced(lines[0], px, int(col_w - gap))) == 2]
            if not single:
                break
            i = max(single, key=lambda k: width(heads[k]))
            heads[i] = self.res.wrap_balanced(heads[i][0], px, int(col_w - gap))
        return heads

    def first_column(self, width: int) -> int:
        """The labels' column: as wide as the longest label needs, 22-45 % of the table."""
        lay = self.layout
        body = self.res.font(lay.font_body)
        labels = [label for label, _r, _g in self.rows()] + [_("All variants"), _("All modes")]
        need = max(body.size(t)[0] for t in labels) + lay.px(12)
        return int(max(width * 0.22, min(width * 0.45, need)))

    def list_lines(self, width: int, px: int) -> tuple[list[Line], int, int]:
        """The results as a list at `px` (a large text size, a narrow window): each mode (or
        variant) a heading and its measures, "Matches won  3 / 5", as many to a line as the
        width holds."""
        lay = self.layout
        font = self.res.font(px)
        step = font.get_linesize()
        out: list[Line] = []
        y = 0

        def para(text: str, colour) -> None:
            nonlocal y
            for line in self.res.wrap(text, px, width):
                out.append(Line(line, px, colour, y))
                y += step

        if self.problem:
            para(self.problem, theme.ILLEGAL)
        rows = self.rows()
        if not rows:
            para(_("No match recorded yet. Your hands and matches are counted here as you "
                   "play."), theme.TEXT_DIM)
            return out, y, step
        every = self.total_row(rows)
        total = every[1]
        if len(rows) > 1:
            rows = [*rows, every]
        label_w = max(font.size(_(h))[0] for h in COLUMNS)
        value_w = max(font.size(c)[0] for _l, r, gin in rows for c in record_cells(r, gin))
        pair = label_w + lay.px(16) + value_w
        per = max(1, min(len(COLUMNS), (width + lay.px(40)) // (pair + lay.px(40))))
        for label, record, gin in rows:
            y += step // 3
            bold = self.res.font(px, True)
            for line in self.res.wrap(label, px, width, True):
                out.append(Line(line, px, theme.GOLD, y, True))
                y += bold.get_linesize()
            # a Rami record leaves out the gins and undercuts ("Gins –" beside "Undercuts –":
            # a play-tester) where the list has no columns to keep in line
            pairs = [(head, cell) for head, cell in zip(COLUMNS, record_cells(record, gin),
                                                        strict=True)
                     if gin or head not in GIN_ONLY]
            for i, (head, cell) in enumerate(pairs):
                x = (i % per) * (pair + lay.px(40))
                out.append(Line(_(head), px, theme.TEXT_DIM, y, x=x))
                out.append(Line(cell, px, theme.TEXT, y, x=x + label_w + lay.px(16)))
                if i % per == per - 1 or i == len(pairs) - 1:
                    y += step
        y += step // 2
        rate = percent(total.match_win_rate) if total.matches_played else "–"
        hand_rate = percent(total.hand_win_rate) if total.hands_played else "–"
        para(_("Matches won: {rate}   Hands won: {hands}").format(rate=rate, hands=hand_rate),
             theme.TEXT)
        coach = coach_text(total)
        if coach:
            para(coach, theme.TEXT_DIM)
        y += step // 3
        para(_(HOW_TO_READ),
             theme.TEXT_DIM)
        return out, y, step

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_screen_title(surface)   # left, as on every full screen (a chooser may sit beside)
        box = self.table_rect
        self.panel(surface, box)
        if self.as_list:
            self.text.draw(surface, self.res, lay)
            return
        inner = box.inflate(-lay.px(36), -lay.px(30))
        title = variant_label(self.variant)
        blit_text(surface, self.res, title, lay.font_large, inner.topleft, theme.GOLD, bold=True)
        y = inner.top + int(lay.font_large * 1.3)
        if self.problem:
            y += blit_paragraph(surface, self.res, self.problem, lay.font_small,
                                pygame.Rect(inner.left, y, inner.width, lay.font_small * 3),
                                theme.ILLEGAL) + lay.px(6)
        rows = self.rows()
        if not rows:
            blit_paragraph(surface, self.res, _("No match recorded yet. Your hands and matches "
                                                "are counted here as you play."),
                           lay.font_body, pygame.Rect(inner.left, y, inner.width,
                                                      inner.bottom - y), theme.TEXT_DIM)
            return
        px = lay.font_small
        first_w = self.first_column(inner.width)
        col_w = (inner.width - first_w) / len(COLUMNS)

        def col_x(i: int) -> float:
            return inner.left + first_w + col_w * (i + 0.5)

        blit_text(surface, self.res, _("Variant") if self.variant == ALL else _("Mode"), px,
                  (inner.left, y), theme.TEXT_DIM)
        heads = self.headings(col_w)
        line_h = self.res.font(px).get_linesize()
        for i, lines in enumerate(heads):
            for j, line in enumerate(lines):
                blit_text(surface, self.res, line, px, (col_x(i), y + j * line_h),
                          theme.TEXT_DIM, "midtop")
        y += int(px * 1.5) + (max(map(len, heads)) - 1) * line_h
        pygame.draw.line(surface, theme.GOLD_DARK, (inner.left, y - 4), (inner.right, y - 4))
        step = int(lay.font_body * 1.5)
        for label, record, gin in rows:
            self._row(surface, label, record_cells(record, gin), y, inner, col_x, theme.TEXT)
            y += step
        every = self.total_row(rows)
        total = every[1]
        if len(rows) > 1:
            pygame.draw.line(surface, theme.GOLD_DARK, (inner.left, y - 4), (inner.right, y - 4))
            label, record, gin = every
            self._row(surface, label, record_cells(record, gin), y, inner, col_x, theme.GOLD)
            y += step
        y += lay.px(10)
        rate = percent(total.match_win_rate) if total.matches_played else "–"
        hand_rate = percent(total.hand_win_rate) if total.hands_played else "–"
        blit_text(surface, self.res, _("Matches won: {rate}   Hands won: {hands}").format(
            rate=rate, hands=hand_rate), px, (inner.left, y), theme.TEXT_DIM)
        coach = coach_text(total)
        if coach:
            y += int(px * 1.5)   # wrapped: a long Polish line ran out of a narrower panel
            blit_paragraph(surface, self.res, coach, px,
                           pygame.Rect(inner.left, y, inner.width, px * 4), theme.TEXT_DIM)
        blit_paragraph(surface, self.res, _(HOW_TO_READ), px,
                       pygame.Rect(inner.left, inner.bottom - int(px * 2.2), inner.width,
                                   int(px * 2.2)), theme.TEXT_DIM)

    def _row(self, surface, label, cells, y, inner, col_x, colour) -> None:
        lay = self.layout
        blit_text(surface, self.res, label, lay.font_body, (inner.left, y), colour)
        for i, cell in enumerate(cells):
            blit_text(surface, self.res, cell, lay.font_body, (col_x(i), y), colour, "midtop")
