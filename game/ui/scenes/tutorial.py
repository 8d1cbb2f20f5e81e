""""Learn to play": choose a guided hand (the classic Gin Rummy one or the short Rami one),
then play it at the real table with the guide (`game.ui.table.guide`); back here at its end,
so either can be played again."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.guided import guided_session
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.table.guide import Guide
from game.ui.widgets import blit_text

GUIDES = ("gin", "rami")


class TutorialScene(UIScene):
    name = "tutorial"

    def build(self) -> None:
        self.title = _("Learn to play")
        self.b_gin = self.button(_("Gin Rummy: a whole hand"), lambda: self.start("gin"),
                                 pygame.K_g, _("Drawing, melds and deadwood, discarding, "
                                               "knocking, lay-offs and the score"), True,
                                 "guide-gin")
        self.b_rami = self.button(_("Rami: melding and laying off"),
                                  lambda: self.start("rami"), pygame.K_r,
                                  _("Laying melds down and adding to the melds on the table"),
                                  name="guide-rami")
        self.b_back = self.button(_("Back"), self.on_back, None,
                                  _("Key: {key}").format(key="Esc"), name="back")
        self.widgets.set_focus(self.b_gin)
        self.table = None

    def intro(self) -> str:
        return _("Play a real hand with a guide at your side: it explains each step and "
                 "points at the move to make. The computer's moves are set in advance, so "
                 "the hand always goes the same way.")

    def text_box(self) -> tuple[pygame.Rect, list[str]]:
        """Where the introduction goes, wrapped whole, under the title."""
        lay = self.layout
        width = min(lay.w - 2 * lay.margin, lay.px(720))
        lines = self.res.wrap(self.intro(), lay.font_body, width)
        top = self.content_top()
        step = self.res.font(lay.font_body).get_linesize()
        return pygame.Rect(int(lay.w / 2 - width / 2), top, width, len(lines) * step), lines

    def place(self) -> None:
        lay = self.layout
        box, _lines = self.text_box()
        top = max(lay.h * 0.42, box.bottom + lay.px(16))
        bw, bh = self.button_size(1.6)
        gap = lay.px(12)
        room = lay.h - lay.margin - top
        if 3 * bh + 2 * gap > room:
            gap = max(4, lay.px(6))
            top = max(box.bottom + gap, lay.h - lay.margin - 3 * bh - 2 * gap)
        for i, w in enumerate((self.b_gin, self.b_rami, self.b_back)):
            w.rect = pygame.Rect(int(lay.w / 2 - bw / 2), int(top + i * (bh + gap)), bw, bh)

    def start(self, name: str) -> None:
        """Play the guided hand `name` at the table (this scene stays under it)."""
        table = self.app.make_scene("table", session=guided_session(
            name, self.app.settings.name_of(0)))
        guide = Guide(name)
        guide.on_leave = lambda: self.finish(table)
        guide.on_again = lambda: self.again(table, name)
        table.guide = guide
        self.table = table
        self.app.scenes.push(table)

    def finish(self, table) -> None:
        """Skip or Done: back to the choice of guides."""
        if self.app.scenes.top is table:
            self.app.scenes.pop()
        self.table = None
        self.dirty = True

    def again(self, table, name: str) -> None:
        self.finish(table)
        self.start(name)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_screen_title(surface)
        box, lines = self.text_box()
        step = self.res.font(lay.font_body).get_linesize()
        for i, line in enumerate(lines):
            blit_text(surface, self.res, line, lay.font_body, (box.left, box.top + i * step),
                      theme.TEXT)


__all__ = ["TutorialScene"]
