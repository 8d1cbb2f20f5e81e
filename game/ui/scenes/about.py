"""The about box: the game's name and version, what it plays, and where it keeps its files."""

from __future__ import annotations

import pygame

from game import __version__
from game.paths import user_config_dir, user_data_dir
from game.ui import theme
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_text


class AboutScene(UIScene):
    name = "about"

    def build(self) -> None:
        self.title = _("About Gin Table")
        self.button(_("Back"), self.on_back, pygame.K_b, _("Return to the menu"), True,
                    "back").key_name = "Esc"

    def place(self) -> None:
        self.widgets.widgets[0].rect = self.back_rect()   # where every screen has its Back

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
        lay = self.layout
        self.draw_screen_title(surface)
        px = lay.font_small
        rows = self.lines()
        box = self.content_rect(self.widgets.widgets[0].rect.top)   # where screens put it
        box.height = min(box.height, int(px * 1.5 * len(rows) + lay.px(40)))   # its text's
        self.panel(surface, box)
        top = box.top + lay.px(20)
        for i, (text, colour) in enumerate(rows):
            if text:
                blit_text(surface, self.res, text, px, (lay.w / 2, top + i * px * 1.5), colour,
                          "midtop", shadow=True)
