"""Hot-seat hand-over: hides every hand until the next player says it is them."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import _
from game.ui.scenes.base import UIScene
from game.ui.widgets import blit_text


class HandoverScene(UIScene):
    """Opaque: nothing of the table (so no hand) is drawn while it is up."""

    name = "handover"

    def __init__(self, app, table, seat: int) -> None:
        self.table = table
        self.seat = seat
        super().__init__(app)

    @property
    def player(self) -> str:
        return self.table.names[self.seat]

    def build(self) -> None:
        self.b_show = self.button(_("I'm {name}, show my cards").format(name=self.player),
                                  self.confirm, pygame.K_RETURN,
                                  _("Only {name} should be looking now").format(
                                      name=self.player), True, "show")
        self.widgets.set_focus(self.b_show)

    def place(self) -> None:
        lay = self.layout
        bw, bh = lay.button_size(2.0)
        self.b_show.rect = pygame.Rect(int(lay.w / 2 - bw / 2), int(lay.h * 0.62), bw,
                                       int(bh * 1.2))

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.table.set_viewer(self.seat)

    def on_back(self) -> None:
        self.app.push_scene("pause", table=self.table)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        blit_text(surface, self.res, _("Pass the screen to {name}").format(name=self.player),
                  lay.font_title, (lay.w / 2, lay.h * 0.25), theme.GOLD, "center", True,
                  shadow=True)
        blit_text(surface, self.res, _("The other players look away: the cards stay hidden "
                                       "until {name} is ready.").format(name=self.player),
                  lay.font_body, (lay.w / 2, lay.h * 0.36), theme.TEXT, "center", shadow=True)
        # two face-down hands, for looks: never a face
        size = lay.small_size
        back = self.res.card_back(self.app.settings.card_back, size)
        shadow = self.res.card_shadow(size, lay.px(8))
        for row, y in enumerate((lay.h * 0.43, lay.h * 0.43)):
            n = 10
            step = size[0] * 0.3
            total = size[0] + step * (n - 1)
            x0 = lay.w / 2 + (-1 if row == 0 else 1) * (total / 2 + lay.px(30)) - total / 2
            for i in range(n):
                x = x0 + i * step
                surface.blit(shadow, (x - lay.px(8) + 2, y - lay.px(8) + 4))
                surface.blit(back, (x, y))
