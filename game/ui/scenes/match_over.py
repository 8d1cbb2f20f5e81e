"""The end of the match: the winner, the final reckoning and the whole score sheet."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.score_sheet import draw_sheet, format_lines
from game.ui.score_tables import score_table
from game.ui.widgets import blit_text


class MatchOverScene(UIScene):
    name = "match-over"

    def __init__(self, app, table) -> None:
        self.table = table
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        if self.app.session is self.table.session:
            self.app.session = None   # nothing left to continue
        hook = getattr(self.app, "on_match_over", None)
        if callable(hook):
            hook(self.table.session)
        e = self.table.match_over
        if e is not None and e.winner is not None:
            humans = self.table.session.humans
            self.app.play("win" if e.winner in humans or len(humans) != 1 else "lose")

    def build(self) -> None:
        self.b_new = self.button(_("New game"), self.on_new, pygame.K_n, None, True, "new")
        self.b_menu = self.button(_("Main menu"), self.on_back, pygame.K_m, name="menu")
        self.widgets.set_focus(self.b_new)

    def place(self) -> None:
        lay = self.layout
        bw, bh = lay.button_size()
        y = lay.h - lay.margin - bh - lay.px(20)
        self.b_new.rect = pygame.Rect(int(lay.w / 2 - bw - lay.px(10)), y, bw, bh)
        self.b_menu.rect = pygame.Rect(int(lay.w / 2 + lay.px(10)), y, bw, bh)

    def on_new(self) -> None:
        self.app.clear_to_scene("menu")
        self.app.push_scene("setup")

    def on_back(self) -> None:
        self.app.clear_to_scene("menu")

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        t = self.table
        e = t.match_over
        names = t.names
        you = None if t.session.hotseat else t.viewer   # the player at the screen: "you"
        title = _("Match over")
        if e is not None and e.winner is not None:
            title = _("You win the match!") if e.winner == you else \
                _("{name} wins the match!").format(name=names[e.winner])
        self.draw_title(surface, title, lay.px(64))
        box = pygame.Rect(int(lay.w * 0.14), lay.px(120), int(lay.w * 0.72),
                          self.b_new.rect.top - lay.px(140))
        self.panel(surface, box)
        inner = box.inflate(-lay.px(50), -lay.px(36))
        y = inner.top
        for line in format_lines(e.lines if e else (), names, t.session.rules, you):
            blit_text(surface, self.res, line, lay.font_body, (inner.left, y), theme.TEXT)
            y += int(lay.font_body * 1.15)
        y += lay.px(14)
        score = t.state.score   # the view played with the match's end, never the live engine
        if score is not None:
            try:
                sheet = score_table(score, names, t.session.rules)
            except LookupError:  # a scoring system without a sheet must not crash us
                return
            draw_sheet(surface, self.res, lay, sheet,
                       pygame.Rect(inner.left, y, inner.width, inner.bottom - y))
