"""The fair deal in detail: the fingerprints published before play, the numbers revealed after,
and how to check them (the table and the score screen only say "Fair deal ✓")."""

from __future__ import annotations

import pygame

from game.ui import fair_words, theme
from game.ui.fair_words import FairDeal
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_paragraph, blit_text, fit_lines


class FairnessScene(UIScene):
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
        self.widgets.set_focus(self.b_back)

    def place(self) -> None:
        self.b_back.rect = self.back_rect()

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        box = self.content_rect(self.b_back.rect.top)
        self.panel(surface, box)
        self.draw_screen_title(surface)
        inner = box.inflate(-lay.px(48), -lay.px(36))
        px = lay.font_body
        y = inner.top + blit_paragraph(surface, self.res, fair_words.explanation(), px,
                                       pygame.Rect(inner.left, inner.top, inner.width,
                                                   inner.height // 2), theme.TEXT)
        y += lay.px(14)
        step = int(px * 1.35)
        for label, value in fair_words.detail_lines(self.fair):
            if y + 2 * step > inner.bottom:
                break
            blit_text(surface, self.res, label, px, (inner.left, y), theme.TEXT_DIM)
            y += step
            lines, size, _cut = fit_lines(self.res, value, px, inner.width - lay.px(20),
                                          min_scale=0.7, max_lines=1)
            colour = theme.GOLD if value.startswith("✓") else theme.TEXT
            blit_text(surface, self.res, lines[0], size, (inner.left + lay.px(20), y), colour)
            y += step + lay.px(4)
