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
from game.ui.i18n import N_, _, ngettext
from game.ui.persist_words import problems_text
from game.ui.scenes.base import UIScene
from game.ui.widgets import Button, blit_paragraph, blit_text
from game.variants import VARIANTS, find_variant

ALL = "all"
MODE_NAMES = {"ai-easy": N_("Versus easy computer"), "ai-medium": N_("Versus medium computer"),
              "ai-hard": N_("Versus hard computer"),
              "ai-expert": N_("Versus expert computer"), "ai-bot": N_("Versus other bots"),
              "hotseat": N_("Hot-seat")}
COLUMNS = (N_("Matches won"), N_("Hands won"), N_("Gins"), N_("Undercuts"),
           N_("Avg. hand"), N_("Best match"), N_("Abandoned"))


def mode_name(mode: str) -> str:
    return _(MODE_NAMES.get(mode, mode))


def record_cells(r: stats_store.Record) -> list[str]:
    """The table cells of one record (matches/hands as 'won / played')."""
    return [f"{r.matches_won} / {r.matches_played}", f"{r.hands_won} / {r.hands_played}",
            str(r.gins), str(r.undercuts),
            f"{r.average_hand_score:.1f}" if r.hands_played else "–",
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
    text += " · " + _("per match: {hints:.1f} hints, {undos:.1f} undos").format(
        hints=r.hints_used / played, undos=r.undos / played)
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

    def place(self) -> None:
        lay = self.layout
        bw, bh = lay.button_size()
        y = int(lay.h * 0.56)
        self.b_yes.rect = pygame.Rect(int(lay.w / 2 - bw - lay.px(12)), y, bw, bh)
        self.b_no.rect = pygame.Rect(int(lay.w / 2 + lay.px(12)), y, bw, bh)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.widgets.move_focus(1)
            return True
        return super().handle_event(e)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = pygame.Rect(0, 0, int(min(lay.w * 0.8, lay.px(720))), lay.px(220))
        box.center = (lay.w // 2, int(lay.h * 0.5))
        self.panel(surface, box)
        inner = box.inflate(-lay.px(48), -lay.px(40))
        blit_paragraph(surface, self.res, self.question, lay.font_body,
                       pygame.Rect(inner.left, inner.top, inner.width,
                                   self.b_yes.rect.top - inner.top))


class StatsScene(UIScene):
    name = "stats"

    def __init__(self, app, variant: str = ALL) -> None:
        self.variant = variant
        self.stats = stats_store.Stats()
        self.problem = ""
        self.load()
        super().__init__(app)

    def load(self) -> None:
        result = stats_store.read_stats()
        self.stats = result.value or stats_store.Stats()
        if not result.ok and result.problems:
            self.problem = problems_text(result.problems)

    # ----- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        self.title = _("Statistics")
        self.items: list[Button] = []
        for key in [ALL, *(v.name for v in VARIANTS)]:
            label = _("All variants") if key == ALL else _(find_variant(key).title)
            b = self.widgets.add(Button(label, lambda k=key: self.choose(k),
                                        primary=(key == self.variant), name=f"variant:{key}"))
            self.items.append(b)
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
            self.rebuild()

    def rows(self) -> list[tuple[str, stats_store.Record]]:
        """(label, record) rows: each mode of the chosen variant, or with "All variants" each
        variant (all modes together)."""
        if self.variant == ALL:
            out = []
            for v in VARIANTS:
                if self.stats.records.get(v.name):
                    out.append((_(v.title), self.stats.total(v.name)))
            known = {v.name for v in VARIANTS}
            out += [(name, self.stats.total(name)) for name in sorted(self.stats.records)
                    if name not in known and self.stats.records[name]]
            return out
        modes = sorted(self.stats.records.get(self.variant, {}), key=self._mode_order)
        return [(mode_name(m), self.stats.records[self.variant][m]) for m in modes]

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
                title=_(find_variant(self.variant).title))
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
            self.widgets.set_focus(self.items[keys.index(self.variant)])
            return True
        return super().handle_event(e)

    # ----- layout and drawing -----------------------------------------------------------
    def place(self) -> None:
        lay = self.layout
        self.place_side_list(self.items, 1.3)
        cw, ch = lay.button_size()
        by = lay.h - lay.margin - ch - lay.px(8)
        self.b_reset.rect = pygame.Rect(int(lay.w / 2 - cw - lay.px(10)), by, cw, ch)
        self.b_back.rect = pygame.Rect(int(lay.w / 2 + lay.px(10)), by, cw, ch)
        left = self.items[0].rect.right + lay.px(30)
        self.table_rect = pygame.Rect(left, lay.px(110), lay.w - lay.margin - left,
                                      by - lay.px(24) - lay.px(110))

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_title(surface, y=lay.px(60))
        box = self.table_rect
        self.panel(surface, box)
        inner = box.inflate(-lay.px(36), -lay.px(30))
        title = _("All variants") if self.variant == ALL else _(find_variant(self.variant).title)
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
        first_w = int(inner.width * 0.30)
        col_w = (inner.width - first_w) / len(COLUMNS)

        def col_x(i: int) -> float:
            return inner.left + first_w + col_w * (i + 0.5)

        blit_text(surface, self.res, _("Variant") if self.variant == ALL else _("Mode"), px,
                  (inner.left, y), theme.TEXT_DIM)
        for i, head in enumerate(COLUMNS):
            blit_text(surface, self.res, _(head), px, (col_x(i), y), theme.TEXT_DIM, "midtop")
        y += int(px * 1.5)
        pygame.draw.line(surface, theme.GOLD_DARK, (inner.left, y - 4), (inner.right, y - 4))
        step = int(lay.font_body * 1.5)
        total = stats_store.Record()
        for label, record in rows:
            total = total.add(record)
            self._row(surface, label, record_cells(record), y, inner, col_x, theme.TEXT)
            y += step
        if len(rows) > 1:
            pygame.draw.line(surface, theme.GOLD_DARK, (inner.left, y - 4), (inner.right, y - 4))
            self._row(surface, _("All variants") if self.variant == ALL else _("All modes"),
                      record_cells(total), y, inner, col_x, theme.GOLD)
            y += step
        y += lay.px(10)
        rate = (f"{100 * total.match_win_rate:.0f} %" if total.matches_played else "–")
        hand_rate = (f"{100 * total.hand_win_rate:.0f} %" if total.hands_played else "–")
        blit_text(surface, self.res, _("Matches won: {rate}   Hands won: {hands}").format(
            rate=rate, hands=hand_rate), px, (inner.left, y), theme.TEXT_DIM)
        coach = coach_text(total)
        if coach:
            y += int(px * 1.5)
            blit_text(surface, self.res, coach, px, (inner.left, y), theme.TEXT_DIM)
        blit_paragraph(surface, self.res, _("Average hand: the points you scored per hand "
                                            "played. Best match: your largest winning margin. "
                                            "In hot-seat the first player's results are "
                                            "kept."), px,
                       pygame.Rect(inner.left, inner.bottom - int(px * 2.2), inner.width,
                                   int(px * 2.2)), theme.TEXT_DIM)

    def _row(self, surface, label, cells, y, inner, col_x, colour) -> None:
        lay = self.layout
        blit_text(surface, self.res, label, lay.font_body, (inner.left, y), colour)
        for i, cell in enumerate(cells):
            blit_text(surface, self.res, cell, lay.font_body, (col_x(i), y), colour, "midtop")
