"""The rules screen: each variant's one-paragraph summary, and how the table is played."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_paragraph, blit_text
from game.variants import VARIANTS


def how_to_play() -> str:
    return _("Drag a card from the stock or the discard pile into your hand to draw (or click "
             "the pile). Drag a card from your hand onto the discard pile to discard it (or "
             "click it twice). Drag cards within your hand to arrange them. Melds in your "
             "hand are outlined in colour and your deadwood is counted live. Keys: arrows "
             "choose a card, Enter or Space plays it, S draws from the stock, T takes the "
             "discard, P passes, K knocks, G goes gin, F finishes lay-offs, R / U / M sort "
             "by rank, suit or melds, Esc pauses, F11 toggles full screen.")


class RulesScene(UIScene):
    name = "rules"

    def __init__(self, app, index: int = 0) -> None:
        self.index = index
        super().__init__(app)

    def build(self) -> None:
        self.title = _("Rules")
        self.b_prev = self.button(_("Previous"), lambda: self.turn(-1), pygame.K_LEFT,
                                  name="prev")
        self.b_next = self.button(_("Next"), lambda: self.turn(1), pygame.K_RIGHT, name="next")
        self.b_back = self.button(_("Back"), self.on_back, None, _("Key: {key}").format(
            key="Esc"), True, "back")
        self.widgets.set_focus(self.b_next)

    def turn(self, delta: int) -> None:
        self.index = (self.index + delta) % len(VARIANTS)
        self.dirty = True

    def place(self) -> None:
        lay = self.layout
        bw, bh = lay.button_size()
        y = lay.h - lay.margin - bh - lay.px(10)
        self.b_prev.rect = pygame.Rect(int(lay.w / 2 - 1.5 * bw - lay.px(20)), y, bw, bh)
        self.b_next.rect = pygame.Rect(int(lay.w / 2 - 0.5 * bw), y, bw, bh)
        self.b_back.rect = pygame.Rect(int(lay.w / 2 + 0.5 * bw + lay.px(20)), y, bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_title(surface, y=lay.px(60))
        box = pygame.Rect(lay.w * 0.12, lay.px(110), lay.w * 0.76, lay.h - lay.px(200))
        self.panel(surface, box)
        v = VARIANTS[self.index]
        inner = box.inflate(-lay.px(50), -lay.px(40))
        blit_text(surface, self.res, f"{self.index + 1}/{len(VARIANTS)}  " + _(v.title),
                  lay.font_large, inner.topleft, theme.GOLD, bold=True)
        y = inner.top + int(lay.font_large * 1.3)
        lo, hi = v.players
        players = (_("{n} players").format(n=lo) if lo == hi else
                   _("{lo} to {hi} players").format(lo=lo, hi=hi))
        blit_text(surface, self.res, players, lay.font_small, (inner.left, y), theme.TEXT_DIM)
        y += int(lay.font_small * 1.5)
        used = blit_paragraph(surface, self.res, _(v.summary), lay.font_body,
                              pygame.Rect(inner.left, y, inner.width, inner.bottom - y))
        y += used + lay.px(20)
        blit_text(surface, self.res, _("At the table"), lay.font_body, (inner.left, y),
                  theme.GOLD)
        y += int(lay.font_body * 1.2)
        blit_paragraph(surface, self.res, how_to_play(), lay.font_small,
                       pygame.Rect(inner.left, y, inner.width, inner.bottom - y),
                       theme.TEXT_DIM)
