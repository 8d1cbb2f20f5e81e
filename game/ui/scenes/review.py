"""The post-hand review, opened from the score screen ("Review my play"): the player's at most
five costliest decisions against `hard`, each with the hand as it was, what was played, what
`hard` prefers and the points it cost; or "No costly decisions".

The review runs on a worker thread (`review.review_in_thread`); this scene only polls its box
each frame and shows the progress, so the window never waits on it. Leaving cancels it.
"""

from __future__ import annotations

import pygame

from game.coach.review import MAX_DECISIONS, review_in_thread
from game.core.actions import DISCARD_PILE, STOCK, Draw, GoOut, Meld
from game.core.melds import rules_solver
from game.ui import theme
from game.ui.coach_words import action_text
from game.ui.hand_order import ordered
from game.ui.i18n import _, ngettext, percent, pgettext
from game.ui.scenes.base import UIScene
from game.ui.table.coaching import HINT_COLOUR
from game.ui.widgets import blit_text, draw_panel, fit_lines
from game.ui.wording import stock_label
from game.variants.terms import CLASSIC_TERMS, terms_for

#: between the parts of a line (when a decision was made; the summary's parts)
SEPARATOR = "  ·  "


def lost_points(d) -> int:
    """The points a costly decision is said to have lost: its cost rounded, at least 1."""
    return max(1, round(d.cost))


def decision_text(d, terms=CLASSIC_TERMS) -> str:
    """One costly decision in words (its hand is drawn as cards beside it), in the variant's
    words (003 goes down where the others knock)."""
    points = lost_points(d)
    return ngettext("You chose “{played}”; the coach prefers “{preferred}” "
                    "(about {n} point lost)",
                    "You chose “{played}”; the coach prefers “{preferred}” "
                    "(about {n} points lost)", points).format(
        played=action_text(d.played, terms), preferred=action_text(d.preferred, terms),
        n=points)


def decision_when(d, terms=CLASSIC_TERMS) -> str:
    """When in the hand a decision was made: the player's turn and the stock then (the
    decisions are listed costliest first, not in the hand's order), or the lay-offs."""
    if d.laying_off:
        return _("Laying off after the descente") if terms.descente else \
            _("Laying off after the knock")
    if not d.turn:
        return ""
    return _("Your turn {n}").format(n=d.turn) + SEPARATOR + stock_label(d.stock, terms)


def reviewed(n: int) -> str:
    """"12 decisions reviewed": how many decisions the coach looked at."""
    return ngettext("{n} decision reviewed", "{n} decisions reviewed", n).format(n=n)


BIG_CARD = 110   # design px: the tallest a reviewed hand's cards grow where there is room


class ReviewScene(UIScene):
    """Over the score screen; `record` is the hand's `review.HandRecord`."""

    name = "review"
    overlay = True

    def __init__(self, app, record, seed: int = 0) -> None:
        self.record = record
        decisions = getattr(record, "decisions", None)
        self.terms = terms_for(decisions[0].view.rules) if decisions else CLASSIC_TERMS
        # the hands shown in the player's sort need the variant's melds
        self.solver = rules_solver(decisions[0].view.rules) if decisions else None
        self.thread, self.cancel, self.box = review_in_thread(record, seed)
        super().__init__(app)

    def build(self) -> None:
        self.b_back = self.button(_("Back"), self.on_back, pygame.K_b,
                                  _("Back to the score"), True, "back")
        # at a large text size the decisions turn over in pages (each keeps its size)
        self.page = getattr(self, "page", 0)
        self.b_prev = self.button("‹", lambda: self.turn(-1), pygame.K_PAGEUP,
                                  _("Previous page"), name="prev")
        self.b_next = self.button("›", lambda: self.turn(1), pygame.K_PAGEDOWN,
                                  _("Next page"), name="next")
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
            self.place()   # the result decides how many pages there are
            self.dirty = True

    def on_back(self) -> None:
        self.cancel.set()
        self.app.scenes.pop()

    def exit(self) -> None:
        self.cancel.set()

    def inner_rect(self) -> pygame.Rect:
        """The panel less its margins: where the headline, summary and decisions stand."""
        return self.panel_rect().inflate(-self.layout.px(40), -self.layout.px(28))

    def panel_rect(self) -> pygame.Rect:
        """The review's panel; over the score screen it covers the score's panel whole, so the
        two never show as a frame inside a frame (one clean panel at every size)."""
        lay = self.layout
        w = min(lay.w - 2 * lay.margin, max(lay.px(820), int(lay.w * 0.7)))
        h = lay.h - 2 * lay.px(30)
        own = pygame.Rect(int(lay.w / 2 - w / 2), lay.px(30), w, h)
        under = self.score_box()
        if under is None:
            return own
        return own.union(under).clip(pygame.Rect(0, 0, lay.w, lay.h))

    def score_box(self) -> pygame.Rect | None:
        """The panel of the score screen this review was opened over, if it is right below."""
        stack = [s for s in self.app.scenes.stack if s is not self]
        below = stack[-1] if stack else None
        box = getattr(below, "box", None) if getattr(below, "name", "") == "score" else None
        return pygame.Rect(box()) if callable(box) else None

    def place(self) -> None:
        lay = self.layout
        box = self.panel_rect()
        bw, bh = self.button_size()
        y = box.bottom - bh - lay.px(14)
        self.b_back.rect = pygame.Rect(box.centerx - bw // 2, y, bw, bh)
        pages = self.pages()
        self.page = min(self.page, pages - 1)
        self.b_prev.visible = self.b_next.visible = pages > 1
        if pages > 1:   # ‹ Page n of m [Back] ›
            label_w = self.res.font(lay.font_small).size(self.page_label())[0]
            self.b_prev.rect = pygame.Rect(self.b_back.rect.left - lay.px(24) - label_w
                                           - lay.px(12) - bh, y, bh, bh)
            self.b_next.rect = pygame.Rect(self.b_back.rect.right + lay.px(24), y, bh, bh)
        else:
            self.b_prev.rect = self.b_next.rect = pygame.Rect(0, 0, 0, 0)
        self.b_prev.enabled = self.page > 0
        self.b_next.enabled = self.page < pages - 1

    def decision_height(self, card: int = 70) -> int:
        """A decision's height with cards `card` design px tall: when it was made, its
        cards, then two lines of text (70: the size the pages are counted with)."""
        lay = self.layout
        return int(self.when_height() + lay.px(card) + lay.font_small * 2.6 + lay.px(22))

    def when_height(self) -> int:
        """The line over a decision's cards saying when it was made."""
        return self.res.font(self.layout.font_small).get_linesize() + self.layout.px(4)

    def room(self) -> tuple[int, int]:
        """(top, bottom) of the decisions in the panel (under the headline, the summary and
        the key to the outlines)."""
        lay = self.layout
        top = self.legend_y() + self.res.font(lay.font_small).get_linesize() + lay.px(12)
        return top, self.b_back.rect.top - lay.px(12)

    def summary(self, costly) -> str:
        """How the costly decisions stand among all the player made: how many were
        reviewed, how many differ from the coach's (or that the costliest are shown, when
        there may be more) and the points they lost in all (a single decision over an
        empty panel said nothing of the rest of the hand)."""
        return SEPARATOR.join(self.summary_parts(costly))

    def summary_parts(self, costly) -> list[str]:
        """The summary's three parts (`summary`)."""
        n = self.decisions_made() or len(costly)
        k = len(costly)
        points = sum(lost_points(d) for d in costly)
        parts = [reviewed(n)]
        if k >= MAX_DECISIONS:
            parts.append(ngettext("the costliest {k} shown", "the costliest {k} shown",
                                  k).format(k=k))
        else:
            parts.append(ngettext("{k} differs from the coach's choice",
                                  "{k} differ from the coach's choice", k).format(k=k))
        parts.append(ngettext("about {n} point lost in all", "about {n} points lost in all",
                              points).format(n=points))
        return parts

    def summary_lines(self) -> tuple[list[str], int]:
        """The summary laid out across the panel: (lines, size), on two lines where one
        would shrink it too far (a large Text size in Polish)."""
        lay = self.layout
        width = self.inner_rect().width
        parts = self.summary_parts(self.box.get("result") or [])
        font = self.res.font(lay.font_small)
        lines: list[str] = []
        for part in parts:      # broken between its parts, never inside one
            joined = lines[-1] + SEPARATOR + part if lines else part
            if lines and font.size(joined)[0] <= width:
                lines[-1] = joined
            else:
                lines.append(part)
        if all(font.size(line)[0] <= width for line in lines):
            return lines, lay.font_small
        lines, px, _cut = fit_lines(self.res, SEPARATOR.join(parts), lay.font_small, width,
                                    lay.font_small * 3)
        return lines, px

    def _draw_summary(self, surface: pygame.Surface, inner: pygame.Rect) -> None:
        """The summary, centred under the headline."""
        y = self.summary_y()
        lines, px = self.summary_lines()
        for line in lines:
            blit_text(surface, self.res, line, px, (inner.centerx, y), theme.TEXT_DIM,
                      "midtop")
            y += self.res.font(px).get_linesize()

    def summary_y(self) -> int:
        """The top of the summary (or of the key, with no decision to sum up), under the
        headline."""
        return self.inner_rect().top + int(self.headline_px() * 1.4)

    def legend_y(self) -> int:
        """The top of the key to the outlines, under the summary."""
        lay = self.layout
        y = self.summary_y()
        if self.box.get("result"):
            lines, px = self.summary_lines()
            y += len(lines) * self.res.font(px).get_linesize() + lay.px(8)
        return y

    def legend(self) -> list[tuple[tuple[int, int, int], str]]:
        """The outlines' colours and what they mark, said once over the decisions."""
        return [(theme.ILLEGAL, _("your choice")), (HINT_COLOUR, _("the coach's choice"))]

    def _draw_legend(self, surface: pygame.Surface, centerx: int) -> None:
        """A small outlined card shape beside each of the legend's words, centred."""
        lay = self.layout
        px = lay.font_small
        font = self.res.font(px)
        h = font.get_height()
        sw, gap = int(h * 0.7), lay.px(8)
        items = [(colour, text, font.size(text)[0]) for colour, text in self.legend()]
        total = sum(sw + gap + w for _c, _t, w in items) + lay.px(28) * (len(items) - 1)
        x, y = centerx - total // 2, self.legend_y()
        for colour, text, w in items:
            swatch = pygame.Rect(x, y, sw, h)
            pygame.draw.rect(surface, (250, 248, 240), swatch, border_radius=lay.px(3))
            pygame.draw.rect(surface, colour, swatch, max(2, lay.px(3)),
                             border_radius=lay.px(3))
            blit_text(surface, self.res, text, px, (x + sw + gap, y + h // 2), theme.TEXT_DIM,
                      "midleft")
            x += sw + gap + w + lay.px(28)

    def headline_px(self) -> int:
        return min(self.layout.font_large, int(self.title_px() * 0.62))

    def per_page(self) -> int:
        top, bottom = self.room()
        return max(1, (bottom - top) // max(1, self.decision_height()))

    def pages(self) -> int:
        costly = self.box.get("result") or []
        per = self.per_page()
        return max(1, (len(costly) + per - 1) // per)

    def page_label(self) -> str:
        return _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages())

    def turn(self, delta: int) -> None:
        self.page = max(0, min(self.pages() - 1, self.page + delta))
        self.place()
        self.dirty = True

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = self.panel_rect()
        draw_panel(surface, box, theme.PANEL, 255, lay.px(16), theme.GOLD_DARK, 2)
        inner = self.inner_rect()
        blit_text(surface, self.res, _("Review of your play"), self.headline_px(),
                  (inner.centerx, inner.top), theme.GOLD, "midtop", bold=True)
        top, bottom = self.room()
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
            self._draw_verdict(surface, inner, top, bottom)
            return
        self._draw_legend(surface, inner.centerx)
        self._draw_summary(surface, inner)
        per = self.per_page()
        # the cards grow into the room a short review leaves, the same on every page
        rows = max(1, min(per, len(costly)))
        card_h = self.card_height(costly, inner.width, (bottom - top) / rows)
        shown = costly[self.page * per:(self.page + 1) * per]
        sentence_px = self.sentence_px(shown, inner.width)
        # as many lines under the cards as the page's longest sentence takes (2.6 lines
        # were kept for sentences of one: a gap stood between the decisions)
        said = [fit_lines(self.res, decision_text(d, self.terms), sentence_px, inner.width,
                          int(lay.font_small * 2.6), max_lines=2)[:2] for d in shown]
        lines = max(len(text_lines) for text_lines, _px in said)
        row_h = min((bottom - top) / rows, self.when_height() + card_h + lay.px(6)
                    + lines * self.res.font(sentence_px).get_linesize() + lay.px(18))
        for i, d in enumerate(shown):
            self._draw_decision(surface, d, pygame.Rect(inner.left, int(top + i * row_h),
                                                       inner.width, int(row_h)),
                                said[i], card_h)
        if self.pages() > 1:
            blit_text(surface, self.res, self.page_label(), lay.font_small,
                      (self.b_prev.rect.right + lay.px(12), self.b_back.rect.centery),
                      theme.TEXT, "midleft")

    def verdict_lines(self, width: int) -> list[tuple[str, int, tuple[int, int, int]]]:
        """The lines said when no decision cost anything: (text, size, colour)."""
        return [(text, px, colour) for text, px, colour, _gap in self._verdict_rows(width)]

    def _verdict_rows(self, width: int) -> list[tuple[str, int, tuple[int, int, int], int]]:
        """The verdict's rows wrapped to `width`, each with the room before it: the
        explanation and the count stand apart from what comes before them."""
        lay = self.layout
        # read as the result it is (at the small size, three small lines stood alone in
        # the panel that covers the score's)
        said = [(_("No costly decisions"), lay.font_large, theme.GOLD),
                (_("Every choice you made was as good as the coach's, or close to it."),
                 lay.font_body, theme.TEXT)]
        count = self.count_text()
        if count:      # how many, as the summary over costly decisions says
            said.append((count, lay.font_small, theme.TEXT_DIM))
        out = []
        for i, (text, px, colour) in enumerate(said):
            rows = self.res.wrap(text, px, width)
            out += [(row, px, colour, lay.px(10) if i and not j else 0)
                    for j, row in enumerate(rows)]
        return out

    def count_text(self) -> str:
        """"12 decisions reviewed" ("" where the hand's decisions are not known)."""
        n = self.decisions_made()
        return reviewed(n) if n else ""

    def decisions_made(self) -> int:
        """How many decisions the player made in the hand (0: not known)."""
        return len(getattr(self.record, "decisions", ()) or ())

    def verdict_rect(self, inner: pygame.Rect, top: int, bottom: int) -> pygame.Rect:
        """Where the no-costly-decisions verdict stands: in the middle of the room the
        decisions would take (at its top it left the panel two-thirds empty below it)."""
        rows = self._verdict_rows(inner.width)
        h = sum(self.res.font(px).get_linesize() + gap for _t, px, _c, gap in rows)
        w = max(self.res.font(px).size(t)[0] for t, px, _c, _gap in rows)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (inner.centerx, (top + bottom) // 2)
        rect.top = max(rect.top, top)
        return rect

    def _draw_verdict(self, surface: pygame.Surface, inner: pygame.Rect, top: int,
                      bottom: int) -> None:
        y = self.verdict_rect(inner, top, bottom).top
        for text, px, colour, gap in self._verdict_rows(inner.width):
            y += gap
            blit_text(surface, self.res, text, px, (inner.centerx, y), colour, "midtop")
            y += self.res.font(px).get_linesize()

    def _draw_progress(self, surface: pygame.Surface, inner: pygame.Rect, top: int) -> None:
        lay = self.layout
        fraction = float(self.box.get("progress", 0.0))
        blit_text(surface, self.res, _("The coach replays your decisions… {pct}").format(
            pct=percent(fraction)), lay.font_body, (inner.centerx, top + lay.px(30)),
            theme.TEXT, "midtop")
        bar = pygame.Rect(0, 0, int(inner.width * 0.6), lay.px(14))
        bar.midtop = (inner.centerx, top + lay.px(30) + int(lay.font_body * 1.8))
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(bar.height, int(bar.width * fraction))
        pygame.draw.rect(surface, theme.GOLD, fill, border_radius=bar.height // 2)
        pygame.draw.rect(surface, theme.GOLD_DARK, bar, 1, border_radius=bar.height // 2)

    def sentence_px(self, shown, width: int) -> int:
        """One size for the sentences of a page: the smallest any of them needs to fit (a
        longer sentence, shrunk a little to stay on one line, read a size apart from its
        neighbour)."""
        lay = self.layout
        text_h = int(lay.font_small * 2.6)
        return min((fit_lines(self.res, decision_text(d, self.terms), lay.font_small, width, text_h,
                              max_lines=2)[1] for d in shown), default=lay.font_small)

    def card_height(self, costly, width: int, row_h: float) -> int:
        """The reviewed hands' card height: 70 design px where a page is full, grown into
        the room a shorter review leaves (up to BIG_CARD), but only as far as the longest
        hand, the pile's card and its word still lie side by side."""
        lay = self.layout
        gap = lay.px(6)
        room = row_h - self.when_height() - int(lay.font_small * 2.6) - lay.px(22)
        card_h = max(24, min(room, lay.px(BIG_CARD)))
        if card_h <= lay.px(70):
            return int(card_h)
        word = self.res.font(lay.font_small).size(_("pile"))[0] + gap
        stock = self.res.font(lay.font_small).size(self.stock_word())[0] + gap
        for d in costly:
            slots = len(d.hand) + (1.6 if d.discard_top is not None else 0) + \
                (1.6 if stock_colour(d) else 0)
            flat_w = (width - (len(d.hand) - 1) * lay.px(2)
                      - (word if d.discard_top is not None else 0)
                      - (stock if stock_colour(d) else 0)) / max(1, slots)
            card_h = min(card_h, flat_w / 0.7)
        return int(max(lay.px(70), card_h))

    def _draw_decision(self, surface: pygame.Surface, d, row: pygame.Rect,
                       sentence: tuple[list[str], int] | None = None,
                       card_h: int | None = None) -> None:
        """The hand then (small cards, the pile's top apart), the card played outlined in
        red and the one the coach prefers in blue, and the sentence under it."""
        lay = self.layout
        gap = lay.px(6)
        when = decision_when(d, self.terms)
        if when:
            blit_text(surface, self.res, when, lay.font_small, (row.left, row.top),
                      theme.GOLD)
        row = pygame.Rect(row.left, row.top + self.when_height(), row.width,
                          row.height - self.when_height())
        text_h = int(lay.font_small * 2.6)
        # in the player's own sort (melds first by default), as the hand read at the table
        # (sorted by suit, a set's cards lay apart); a hand left unsorted there by suit here
        mode = self.app.settings.sort_order
        if mode not in ("rank", "suit", "melds") or (mode == "melds" and self.solver is None):
            mode = "suit"
        cards = ordered(d.hand, mode, self.solver)
        card_h = card_h or max(24, min(row.height - text_h - lay.px(22), lay.px(70)))
        card_w = int(card_h * 0.7)
        marks = {c: HINT_COLOUR for c in cards_of(d.preferred, d.discard_top)}
        marks.update({c: theme.ILLEGAL for c in cards_of(d.played, d.discard_top)})
        # the hand overlaps as much as it must for the pile's card and its word to fit too
        reserve = card_w
        if d.discard_top is not None:
            reserve += int(card_w * 1.6) + gap + self.res.font(lay.font_small).size(_("pile"))[0]
        stocked = stock_colour(d)
        if stocked:
            reserve += int(card_w * 1.6) + gap + \
                self.res.font(lay.font_small).size(self.stock_word())[0]
        step = min(card_w + lay.px(2), (row.width - reserve) / max(1, len(cards) - 1))
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
            x += card_w + gap + self.res.font(lay.font_small).size(_("pile"))[0]
        if stocked:
            # a draw from the stock, played or preferred, is outlined on the stock's back
            # (the legend's red named nothing where the player had drawn: a play-tester)
            x += card_w * 0.6
            back = self.res.card_back(self.app.settings.card_back, (card_w, card_h))
            surface.blit(back, (int(x), row.top))
            self._outline(surface, pygame.Rect((int(x), row.top), (card_w, card_h)), stocked)
            blit_text(surface, self.res, self.stock_word(), lay.font_small,
                      (int(x + card_w + gap), row.top + card_h // 2), theme.TEXT_DIM,
                      "midleft")
        # the sentence as the page fitted it (one size a page), or fitted here alone
        lines, px = sentence or fit_lines(self.res, decision_text(d, self.terms), lay.font_small,
                                          row.width, text_h, max_lines=2)[:2]
        y = row.top + card_h + gap
        for line in lines:
            blit_text(surface, self.res, line, px, (row.left, y), theme.TEXT)
            y += self.res.font(px).get_linesize()

    def _card(self, surface: pygame.Surface, card, pos, size, marks) -> None:
        surface.blit(self.res.card_face(card, size, self.app.settings.four_colour), pos)
        colour = marks.get(card)
        if colour is not None:
            self._outline(surface, pygame.Rect(pos, size), colour)

    def _outline(self, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
        width = max(2, self.layout.px(3))
        pygame.draw.rect(surface, colour, rect.inflate(width * 2, width * 2), width,
                         border_radius=self.layout.px(6))

    def stock_word(self) -> str:
        """The stock's name beside its card (French *talon* in Rami and 003, else *pioche*)."""
        return pgettext("talon", "stock") if self.terms.stock == "talon" else _("stock")


def stock_colour(d) -> tuple[int, int, int] | None:
    """The outline of the stock's card in a reviewed decision: red where the player drew
    from it, blue where the coach would have, None where neither did."""
    drew = [isinstance(a, Draw) and a.source == STOCK for a in (d.played, d.preferred)]
    return theme.ILLEGAL if drew[0] else HINT_COLOUR if drew[1] else None


def cards_of(action, pile_top=None) -> tuple:
    """The cards an action plays, to outline: a discard's, knock's or lay-off's card, a
    Rami meld's or going out's cards, the pile's top when it is taken (a Rami meld showed
    no outline at all: "You chose “Lay down ace, two, three of diamonds”")."""
    card = getattr(action, "card", None)
    if card is not None:
        return (card,)
    if isinstance(action, Meld):
        return tuple(action.cards)
    if isinstance(action, GoOut):
        return tuple(c for meld in action.melds for c in meld)
    if isinstance(action, Draw) and action.source == DISCARD_PILE and pile_top is not None:
        return (pile_top,)
    return ()


__all__ = ["ReviewScene", "cards_of", "decision_text"]
