"""The setup screen's one-column form at a large text size (`SetupScene.place_compact`):
every row flowed down one wide column into pages (`setup_flow`), the bottom row holding Back,
‹ Page n of m ›, Start. A mixin of `game.ui.scenes.setup.SetupScene`."""

from __future__ import annotations

import re

import pygame

from game.ui import theme
from game.ui.i18n import _
from game.ui.scenes.setup_choice import SetupChoice, fit_split, share_label_size
from game.ui.scenes.setup_flow import Item, flow
from game.ui.text_field import TextField
from game.ui.variant_summary import (
    as_set,
    fullest_options_summary,
    fullest_summary,
    option_sentences,
    options_summary,
)
from game.ui.widgets import blit_text
from game.variants import VARIANTS
from game.variants.options import chosen_rules

#: the most lines of the summary a later page repeats over its rows (at 200 % the whole of
#: it took half of each page, and the pages doubled)
BAND_LINES = 3


class CompactSetupMixin:
    """The one-column, paged placing of the setup screen's widgets."""

    def place_compact(self) -> None:
        """Every row down one wide column, flowed into pages; the bottom row holds Back,
        ‹ Page n of m ›, Start."""
        lay = self.layout
        rh = self.row_height(40)
        gap = max(6, min(lay.px(10), lay.h // 60))
        width = min(lay.w - 2 * lay.margin, lay.px(900))
        left = (lay.w - width) // 2
        top = self.content_top()
        bw, bh = self.button_size(0.8)
        by = lay.h - lay.margin - bh - lay.px(8)
        px = lay.font_small
        self.summary_px = px
        step = self.res.font(px).get_linesize()
        items: list[Item] = [Item(rh, gap, [self.c_variant])]
        summary = self.res.wrap(as_set(self.summary()), px, width)
        # as many lines as the fullest summary of any variant, so no row moves (nor to
        # another page) when an option changes the summary's wording or the player steps
        # through the variants (Mode and the rows under it jumped: a play-tester)
        fullest = max(len(self.res.wrap(as_set(fullest_summary(v.name)), px, width))
                      for v in VARIANTS)
        summary += [""] * (fullest - len(summary))
        for i, line in enumerate(summary):
            items.append(Item(step, gap if i == len(summary) - 1 else 0,
                              (line, px, theme.TEXT_DIM, False)))
        items.append(Item(rh, gap, [self.c_mode]))
        pair = [w for w in (self.c_seats, self.c_level) if self.wanted[w]]
        if pair:
            items.append(Item(rh, gap, pair))
        for i, field in enumerate(self.name_fields):
            kind = self.kind_choices[i:i + 1]
            items.append(Item(rh, gap, [field, *kind] if self.wanted[field] else
                              [*kind, (_("Player {n}").format(n=i + 1) + "  ·  "
                                       + _("computer"), max(13, int(rh * 0.5)),
                                       theme.TEXT_DIM, False)]))
        heading = self.res.font(lay.font_body, True).get_linesize()
        items.append(Item(heading, gap // 2, (_("Options"), lay.font_body, theme.GOLD, True),
                          keep_with_next=True))
        if not self.option_widgets:
            items.append(Item(step, gap, (_("This variant has no options."), px,
                                          theme.TEXT_DIM, False)))
        items += [Item(rh, gap, [c]) for c in self.option_widgets]
        items.append(Item(rh, gap, [self.c_coach]))
        # the pages after the first repeat, above their rows, the summary's sentences the
        # focused option words (else those all the options word), so a player sees the
        # summary change as they set the options (it stood on page 1 alone, the options on
        # pages 2 and 3: a play-tester); at most BAND_LINES lines, the room of the fullest
        # wording, so no row moves when it changes
        room = by - lay.px(12) - top
        most = BAND_LINES if room >= 14 * step else BAND_LINES - 1   # a short page: two
        fullest_band = min(most, len(self.res.wrap(
            as_set(fullest_options_summary(self.variant)), px, width)))
        band_height = fullest_band * step + gap if fullest_band else 0
        pages = flow(items, room, room - band_height)
        self.pages = len(pages)
        self.page %= self.pages
        for w in self.widgets.widgets:
            w.visible = False
            w.rect = pygame.Rect(0, 0, 0, 0)
            if isinstance(w, SetupChoice | TextField):
                w.text_px = None      # the rows' own height gives their size here
        self.page_texts: list = []
        self.full_rows: list[SetupChoice] = []
        shift = 0
        self.band = None
        if self.page > 0 and band_height:
            self.band = (pygame.Rect(left, top, width, fullest_band * step), px, fullest_band)
            shift = band_height
        for item, y in pages[self.page]:
            self._place_item(item.payload, pygame.Rect(left, top + shift + y, width,
                                                       item.height))
        # the full-width rows' value boxes line up, as narrow as the widest value needs
        split = min((fit_split(c, self.res, lo=0.4, hi=0.7) for c in self.full_rows),
                    default=0.5)
        for c in self.full_rows:
            c.split = split
        share_label_size(self.full_rows, self.res, self.all_option_labels())
        # the bottom row: Back, then ‹ Page n of m › when there are pages, then Start
        label = _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)
        lw = self.res.font(px).size(label)[0] if self.pages > 1 else 0
        ag = lay.px(10)
        total = 2 * bw + (2 * bh + lw + 4 * ag if self.pages > 1 else ag * 2)
        x = int(lay.w / 2 - total / 2)
        self.b_back.rect = pygame.Rect(x, by, bw, bh)
        self.b_start.rect = pygame.Rect(x + total - bw, by, bw, bh)
        self.b_back.visible = self.b_start.visible = True
        if self.pages > 1:
            self.b_prev.rect = pygame.Rect(x + bw + ag, by, bh, bh)
            self.b_more.rect = pygame.Rect(x + total - bw - ag - bh, by, bh, bh)
            self.b_prev.visible = self.b_more.visible = True
            # no way on from the last page nor back from the first (a play-tester saw an
            # active › on "Page 5 of 5"); the focus steps to the other arrow
            self.b_prev.enabled = self.page > 0
            self.b_more.enabled = self.page < self.pages - 1
            for gone, other in ((self.b_more, self.b_prev), (self.b_prev, self.b_more)):
                if self.widgets.focus is gone and not gone.enabled:
                    self.widgets.set_focus(other if other.enabled else self.b_start)
            self.page_texts.append((label, px, theme.TEXT, False,
                                    (self.b_prev.rect.right + ag + lw / 2, by + bh / 2),
                                    "center"))
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.set_focus(self.b_start)

    def band_lines(self) -> list[str]:
        """The summary's lines over a later page's rows (see `place_compact`): the sentences
        the focused option words, or, with the focus elsewhere or on an option the summary
        does not word, those all the options word; cut with "…" to the band's lines."""
        if getattr(self, "band", None) is None:
            return []
        rect, px, most = self.band
        focus = self.widgets.focus
        key = focus.name[4:] if focus is not None and focus.name.startswith("opt:") else None
        text = option_sentences(self.variant, self.options, self.seats, key) if key else ""
        if not text:
            text = options_summary(self.variant, chosen_rules(self.variant, self.options),
                                   self.seats)
        # whole sentences, as many as the lines hold, "…" for the rest ("A match i…" was cut
        # mid-word); a first sentence longer than the lines is cut after a word
        sentences = re.split(r"(?<=[.!?])\s+", as_set(text))
        for n in range(len(sentences), 0, -1):
            shown = " ".join(sentences[:n]) + (" …" if n < len(sentences) else "")
            lines = self.res.wrap(shown, px, rect.width)
            if len(lines) <= most:
                return lines
        lines = lines[:most]
        words = lines[-1].split(" ")[:-1] or lines[-1].split(" ")   # (the text goes on)
        while len(words) > 1 and self.res.font(px).size(" ".join(words) + " …")[0] > rect.width:
            words.pop()
        lines[-1] = " ".join(words) + " …"
        return lines

    def draw_page(self, surface: pygame.Surface) -> None:
        """The page's lines of text, and on a later page the summary again over its rows
        (`band_lines`)."""
        for text, px, colour, bold, pos, anchor in self.page_texts:
            blit_text(surface, self.res, text, px, pos, colour, anchor, bold)
        if getattr(self, "band", None) is None:
            return
        rect, px, _most = self.band
        step = self.res.font(px).get_linesize()
        for i, line in enumerate(self.band_lines()):
            blit_text(surface, self.res, line, px, (rect.left, rect.top + i * step),
                      theme.TEXT_DIM)

    def _place_item(self, payload, rect: pygame.Rect) -> None:
        """One item of the column in `rect`: a line of text, or a row of widgets."""
        lay = self.layout
        if isinstance(payload, tuple):
            text, px, colour, bold = payload
            self.page_texts.append((text, px, colour, bold, rect.topleft, "topleft"))
            return
        widgets = [w for w in payload if not isinstance(w, tuple)]
        for w in widgets:
            w.visible = True
        gap = lay.px(10)
        if len(payload) == 1:
            payload[0].rect = rect
            if isinstance(payload[0], SetupChoice):
                self.full_rows.append(payload[0])
        elif payload[0] is self.c_seats:
            pw = int((rect.width - gap) * 0.42)
            self.c_seats.rect = pygame.Rect(rect.left, rect.top, pw, rect.height)
            fit_split(self.c_seats, self.res, hi=0.55)
            if len(payload) > 1:
                self.c_level.rect = pygame.Rect(rect.left + pw + gap, rect.top,
                                                rect.width - pw - gap, rect.height)
                fit_split(self.c_level, self.res)
        else:   # a seat: its name field (or "Player n · computer") and its kind
            kind = next(w for w in widgets if w in self.kind_choices)
            kw = int(rect.width * 0.36)
            kind.rect = pygame.Rect(rect.right - kw, rect.top, kw, rect.height)
            fit_split(kind, self.res, lo=0.0)
            rest = pygame.Rect(rect.left, rect.top, rect.width - kw - gap, rect.height)
            if payload[0] is kind:
                text, px, colour, bold = payload[1]
                self.page_texts.append((text, px, colour, bold, (rest.left + 4, rest.centery),
                                        "midleft"))
            else:
                payload[0].rect = rest

