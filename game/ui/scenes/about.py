"""The about box: the game's name and version, what it plays, and where it keeps its files."""

from __future__ import annotations

import pygame

from game import __version__
from game.paths import user_config_dir, user_data_dir
from game.ui import theme
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.scenes.scroll_box import Line, ScrollBox, wrap_all


class AboutScene(UIScene):
    name = "about"

    def build(self) -> None:
        self.title = _("About Gin Table")
        self.b_back = self.button(_("Back"), self.on_back, pygame.K_b, _("Return to the menu"),
                                  True, "back")
        self.b_back.key_name = "Esc"
        self.text = ScrollBox(self.widgets, "about")   # scrolls at a large text size

    def place(self) -> None:
        lay = self.layout
        self.b_back.rect = self.back_rect()   # where every screen has its Back
        box = self.content_rect(self.b_back.rect.top)   # where screens put it
        inner = box.inflate(-lay.px(40), -lay.px(30))
        lines, height, step = self.laid_out(self.text.text_rect(inner, lay).width)
        self.box = pygame.Rect(box.left, box.top, box.width,
                               min(box.height, height + lay.px(30)))   # its text's height
        self.text.set_lines(lines, height, step)
        self.text.place(pygame.Rect(inner.left, inner.top, inner.width,
                                    self.box.height - lay.px(30)), lay)

    def laid_out(self, width: int) -> tuple[list[Line], int, int]:
        """The about text wrapped to `width`, centred: (lines, height, a line's step), at
        the body size (at the small size it read at 13 px over an empty screen at 800x600;
        the box scrolls where a large Text size needs it)."""
        px = self.layout.font_body
        step = self.res.font(px).get_linesize()
        width = min(width, 32 * px)   # a reading measure: the list of games ran 1,800 px wide
        out, y = [], 0
        for text, colour in self.paragraphs():
            if not text:
                y += step // 2
                continue
            for line in wrap_all(self.res, text, px, width):
                out.append(Line(line, px, colour, y, centred=True, shadow=True))
                y += step
            y += step // 3
        return out, y, step

    def paragraphs(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines of `lines()` as paragraphs (the two halves of the list of games are
        one sentence)."""
        rows = self.lines()
        return [rows[0], rows[1], (rows[2][0] + " " + rows[3][0], rows[2][1]), *rows[4:]]

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.text.handle_event(e, self.widgets.mouse_pos):
            self.dirty = True
            return True
        return super().handle_event(e)

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        return [
            (_("Version {version}").format(version=__version__), theme.GOLD),
            ("", theme.TEXT),
            (_("Gin Rummy and Rummy: classic Gin, Remik Gin, Gin Only, Oklahoma, Hollywood "
               "scoring,"), theme.TEXT),
            (_("three-player Gin in the box, two-deck Gin-Rami with columns, and Rami for 2 to 6 "
               "players."), theme.TEXT),
            ("", theme.TEXT),
            (_("Cards, sounds and code made by the Gin Table team. Built with pygame-ce."),
             theme.TEXT_DIM),
            (_("Every deal is committed to before play and can be verified after the hand."),
             theme.TEXT_DIM),
            ("", theme.TEXT),
            (_("Settings: {path}").format(path=user_config_dir()), theme.TEXT_DIM),
            (_("Saves and statistics: {path}").format(path=user_data_dir()), theme.TEXT_DIM),
        ]

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_screen_title(surface)
        self.panel(surface, self.box)
        self.text.draw(surface, self.res, self.layout)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.text.changed:
            self.text.changed = False
            self.dirty = True
