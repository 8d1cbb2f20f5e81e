"""The post-hand review, opened from the score screen ("Review my play"): the player's at most
five costliest decisions against `hard`, each with the hand as it was, what was played, what
`hard` prefers and the points it cost; or "No costly decisions".

The review runs on a worker thread (`review.review_in_thread`); this scene only polls its box
each frame and shows the progress, so the window never waits on it. Leaving cancels it.
"""

from __future__ import annotations

import pygame

from game.coach.review import review_in_thread
from game.ui import theme
from game.ui.coach_words import action_text
from game.ui.i18n import _, ngettext
from game.ui.scenes.base import UIScene
from game.ui.table.coaching import HINT_COLOUR
from game.ui.widgets import blit_text, draw_panel, fit_lines


def decision_text(d) -> str:
    """One costly decision in words (its hand is drawn as cards beside it)."""
    points = max(1, round(d.cost))
    return ngettext("You chose “{played}”; the coach prefers “{preferred}” "
                    "(about {n} point lost)",
                    "You chose “{played}”; the coach prefers “{preferred}” "
                    "(about {n} points lost)", points).format(
        played=action_text(d.played), preferred=action_text(d.preferred), n=points)


class ReviewScene(UIScene):
    """Over the score screen; `record` is the hand's `review.HandRecord`."""

    name = "review"
    overlay = True

    def __init__(self, app, record, seed: int = 0) -> None:
        self.record = record
        self.thread, self.cancel, self.box = review_in_thread(record, seed)
        super().__init__(app)

    def build(self) -> None:
        self.b_back = self.button(_("Back"), self.on_back, pygame.K_b,
                                  _("Back to the score"), True, "back")
        self.widgets.set_focus(self.b_back)

    @property
    def done(self) -> bool:
        return any(k in self.box for k in ("result", "error", "cancelled"))

    @property
    def busy(self) -> bool:
        return not self.done or self.widgets.waiting

    def update(self, dt: float) -> None:
        super().update(dt)
        shown = (round(self.box.get("progress", 0.0), 2), self.done)
        if shown != getattr(self, "_shown", None):
            self._shown = shown
            self.dirty = True

    def on_back(self) -> None:
        self.cancel.set()
        self.app.scenes.pop()

    def exit(self) -> None:
        self.cancel.set()

    def panel_rect(self) -> pygame.Rect:
        lay = self.layout
        w = min(lay.w - 2 * lay.margin, max(lay.px(820), int(lay.w * 0.7)))
        h = lay.h - 2 * lay.px(30)
        return pygame.Rect(int(lay.w / 2 - w / 2), lay.px(30), w, h)

    def place(self) -> None:
        lay = self.layout
        box = self.panel_rect()
        bw, bh = lay.button_size()
        self.b_back.rect = pygame.Rect(box.centerx - bw // 2, box.bottom - bh - lay.px(14),
                                       bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = self.panel_rect()
        draw_panel(surface, box, theme.PANEL, 255, lay.px(16), theme.GOLD_DARK, 2)
        inner = box.inflate(-lay.px(40), -lay.px(28))
        blit_text(surface, self.res, _("Review of your play"), lay.font_large,
                  (inner.centerx, inner.top), theme.GOLD, "midtop", bold=True)
        top = inner.top + int(lay.font_large * 1.5)
        bottom = self.b_back.rect.top - lay.px(12)
        if "error" in self.box:
            blit_text(surface, self.res, _("The review could not be made: {error}").format(
                error=self.box["error"]), lay.font_body, (inner.centerx, top), theme.ILLEGAL,
                "midtop")
            return
        if "result" not in self.box:
            self._draw_progress(surface, inner, top)
            return
        costly = self.box["result"]
        if not costly:
            blit_text(surface, self.res, _("No costly decisions"), lay.font_body,
                      (inner.centerx, top + lay.px(20)), theme.TEXT, "midtop")
            blit_text(surface, self.res, _("Every choice you made was as good as the "
                                           "coach's, or close to it."), lay.font_small,
                      (inner.centerx, top + lay.px(20) + int(lay.font_body * 1.6)),
                      theme.TEXT_DIM, "midtop")
            return
        row_h = min((bottom - top) / max(1, len(costly)),
                    lay.px(70) + lay.font_small * 2.6 + lay.px(22))
        for i, d in enumerate(costly):
            self._draw_decision(surface, d, pygame.Rect(inner.left, int(top + i * row_h),
                                                       inner.width, int(row_h)))

    def _draw_progress(self, surface: pygame.Surface, inner: pygame.Rect, top: int) -> None:
        lay = self.layout
        fraction = float(self.box.get("progress", 0.0))
        blit_text(surface, self.res, _("The coach replays your decisions… {pct} %").format(
            pct=int(fraction * 100)), lay.font_body, (inner.centerx, top + lay.px(30)),
            theme.TEXT, "midtop")
        bar = pygame.Rect(0, 0, int(inner.width * 0.6), lay.px(14))
        bar.midtop = (inner.centerx, top + lay.px(30) + int(lay.font_body * 1.8))
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, int(bar.width * fraction))
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=bar.height // 2)
        pygame.draw.rect(surface, theme.GOLD_DARK, bar, 1, border_radius=bar.height // 2)

    def _draw_decision(self, surface: pygame.Surface, d, row: pygame.Rect) -> None:
        """The hand then (small cards, the pile's top apart), the card played outlined in
        red and the one the coach prefers in blue, and the sentence under it."""
        lay = self.layout
        gap = lay.px(6)
        text_h = int(lay.font_small * 2.6)
        card_h = max(24, min(row.height - text_h - gap * 2, lay.px(70)))
        card_w = int(card_h * 0.7)
        cards = sorted(d.hand, key=lambda c: (c.suit, c.rank))
        marks = {card_of(d.preferred): HINT_COLOUR, card_of(d.played): theme.ILLEGAL}
        step = min(card_w + lay.px(2), (row.width - card_w * 2) / max(1, len(cards)))
        x = row.left
        for card in cards:
            self._card(surface, card, (int(x), row.top), (card_w, card_h), marks)
            x += step
        if d.discard_top is not None:
            x += card_w * 0.6
            self._card(surface, d.discard_top, (int(x), row.top), (card_w, card_h), marks)
            blit_text(surface, self.res, _("pile"), lay.font_small,
                      (int(x + card_w + gap), row.top + card_h // 2), theme.TEXT_DIM,
                      "midleft")
        text = decision_text(d)
        lines, px, _cut = fit_lines(self.res, text, lay.font_small, row.width, text_h,
                                    max_lines=2)
        y = row.top + card_h + gap
        for line in lines:
            blit_text(surface, self.res, line, px, (row.left, y), theme.TEXT)
            y += self.res.font(px).get_linesize()

    def _card(self, surface: pygame.Surface, card, pos, size, marks) -> None:
        surface.blit(self.res.card_face(card, size, self.app.settings.four_colour), pos)
        colour = marks.get(card)
        if colour is not None:
            width = max(2, self.layout.px(3))
            pygame.draw.rect(surface, colour, pygame.Rect(pos, size).inflate(width * 2,
                                                                            width * 2),
                             width, border_radius=self.layout.px(6))


def card_of(action) -> object:
    """The card an action plays (a discard, a knock, a lay-off), None for the others."""
    return getattr(action, "card", None)


__all__ = ["ReviewScene", "card_of", "decision_text"]
