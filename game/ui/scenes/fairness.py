"""The fair deal in detail: the fingerprints published before play, the numbers revealed after,
and how to check them (the table and the score screen only say "Fair deal ✓")."""

from __future__ import annotations

import pygame

from game.ui import fair_words, theme
from game.ui.fair_words import FairDeal
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.scenes.scroll_box import Line, ScrollBox, ScrollingScene, wrap_all
from game.ui.widgets import fit_lines


class FairnessScene(ScrollingScene, UIScene):
    """Pushed by name ("fairness", fair=FairDeal) from the pause menu or the score screen; opaque,
    so no hand shows behind it."""

    name = "fairness"

    def __init__(self, app, fair: FairDeal) -> None:
        self.fair = fair
        super().__init__(app)

    def build(self) -> None:
        self.title = _("Fair deal")
        self.b_back = self.button(_("Back"), self.on_back, pygame.K_b, _("Back to the game"),
                                  True, "back")
        self.b_back.key_name = "Esc"
        self.text = ScrollBox(self.widgets, "fair")   # scrolls when the text is taller
        self.widgets.set_focus(self.b_back)

    def place(self) -> None:
        lay = self.layout
        self.b_back.rect = self.back_rect()
        self.box = self.content_rect(self.b_back.rect.top)
        inner = self.box.inflate(-2 * min(lay.px(24), lay.w // 40),
                                 -2 * min(lay.px(18), lay.h // 40))
        self.text.set_lines(*self.laid_out(self.text.text_rect(inner, lay).width))
        self.text.place(inner, lay)

    def laid_out(self, width: int) -> tuple[list[Line], int, int]:
        """The explanation, then each number under its label (a fingerprint too long for
        the line shrinks a little, then breaks): (lines, height, a line's step)."""
        lay = self.layout
        px = lay.font_body
        step = self.res.font(px).get_linesize()
        out, y = [], 0
        for line in self.res.wrap(fair_words.explanation(), px, width):
            out.append(Line(line, px, theme.TEXT, y))
            y += step
        indent = lay.px(20)
        for label, value in fair_words.detail_lines(self.fair):
            y += lay.px(14)
            for line in self.res.wrap(label, px, width):
                out.append(Line(line, px, theme.TEXT_DIM, y))
                y += step
            lines, size, cut = fit_lines(self.res, value, px, width - indent, min_scale=0.7,
                                         max_lines=1)
            if cut:
                lines = wrap_all(self.res, value, size, width - indent)
            colour = theme.GOLD if value.startswith("✓") else theme.TEXT
            for line in lines:
                out.append(Line(line, size, colour, y, x=indent))
                y += self.res.font(size).get_linesize()
        return out, y, step

    def draw_content(self, surface: pygame.Surface) -> None:
        self.panel(surface, self.box)
        self.draw_screen_title(surface)
        self.text.draw(surface, self.res, self.layout)
