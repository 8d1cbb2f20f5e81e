"""Settings: animation speed, volume and mute, card back, four-colour deck, sort, language."""

from __future__ import annotations

import pygame

from game.assets_manifest import CARD_BACKS
from game.core.cards import Card
from game.ui import theme
from game.ui.i18n import _, available_languages
from game.ui.scenes.base import UIScene
from game.ui.settings_model import SORT_ORDERS, SPEEDS
from game.ui.widgets import Button, Choice, blit_text


class SettingsScene(UIScene):
    name = "settings"

    def build(self) -> None:
        self.title = _("Settings")
        s = self.app.settings
        w = self.widgets
        speeds = {"slow": _("Slow"), "normal": _("Normal"), "fast": _("Fast"),
                  "instant": _("Instant")}
        sorts = {"none": _("As drawn"), "rank": _("By rank"), "suit": _("By suit"),
                 "melds": _("By melds")}
        backs = {"blue": _("Blue"), "red": _("Red"), "green": _("Green")}
        self.rows = [
            Choice(_("Animation speed"), list(SPEEDS), s.speed, lambda v: speeds.get(v, v),
                   lambda v: self.set("speed", v)),
            Choice(_("Volume"), [i / 10 for i in range(11)], round(s.volume, 1),
                   lambda v: f"{int(round(v * 100))} %", lambda v: self.set("volume", v)),
            Choice(_("Sound"), [False, True], s.muted,
                   lambda v: _("Muted") if v else _("On"), lambda v: self.set("muted", v)),
            Choice(_("Card back"), list(CARD_BACKS), s.card_back, lambda v: backs.get(v, v),
                   lambda v: self.set("card_back", v)),
            Choice(_("Four-colour deck"), [False, True], s.four_colour,
                   lambda v: _("On") if v else _("Off"), lambda v: self.set("four_colour", v)),
            Choice(_("Sort my hand"), list(SORT_ORDERS), s.sort_order,
                   lambda v: sorts.get(v, v), lambda v: self.set("sort_order", v)),
            Choice(_("Language"), available_languages(), s.language, lambda v: v,
                   lambda v: self.set("language", v)),
            Choice(_("Full screen"), [False, True], self.app.fullscreen,
                   lambda v: _("On") if v else _("Off"), lambda v: self.set_fullscreen(v)),
        ]
        for i, c in enumerate(self.rows):
            c.name = f"row{i}"
            w.add(c)
        self.b_back = w.add(Button(_("Back"), self.on_back, None,
                                   _("Key: {key}").format(key="Esc"), True, "back"))
        if self.widgets.focus is None:
            self.widgets.set_focus(self.rows[0])

    def set(self, key: str, value) -> None:
        setattr(self.app.settings, key, value)
        self.app.settings_changed()
        if key == "language":
            self.rebuild()
        if key in ("volume", "muted"):
            self.app.play("click")
        self.dirty = True

    def set_fullscreen(self, value: bool) -> None:
        if bool(value) != self.app.fullscreen:
            self.app.toggle_fullscreen()

    def place(self) -> None:
        lay = self.layout
        rh = max(28, lay.px(42))
        gap = lay.px(10)
        width = int(min(lay.w * 0.5, lay.px(640)))
        x = int(lay.w * 0.08)
        y = lay.px(130)
        for c in self.rows:
            c.rect = pygame.Rect(x, y, width, rh)
            y += rh + gap
        bw, bh = lay.button_size()
        self.b_back.rect = pygame.Rect(int(lay.w / 2 - bw / 2), lay.h - lay.margin - bh
                                       - lay.px(8), bw, bh)

    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_title(surface, y=lay.px(64))
        # a preview of the chosen cards
        s = self.app.settings
        size = lay.card_size
        x0 = int(lay.w * 0.08) + int(min(lay.w * 0.5, lay.px(640))) + lay.px(60)
        y0 = lay.px(150)
        cards = [Card.of(1, 0), Card.of(10, 1), Card.of(12, 2), Card.of(7, 3)]
        for i, c in enumerate(cards):
            x = x0 + i * int(size[0] * 0.42)
            shadow = self.res.card_shadow(size, lay.px(8))
            surface.blit(shadow, (x - lay.px(8) + 2, y0 - lay.px(8) + 4))
            surface.blit(self.res.card_face(c, size, s.four_colour), (x, y0))
        back = self.res.card_back(s.card_back, size)
        bx = x0 + lay.px(40)
        by = y0 + size[1] + lay.px(30)
        surface.blit(self.res.card_shadow(size, lay.px(8)), (bx - lay.px(8) + 2,
                                                             by - lay.px(8) + 4))
        surface.blit(back, (bx, by))
        blit_text(surface, self.res, _("Saved automatically"), lay.font_small,
                  (lay.w / 2, self.b_back.rect.top - lay.px(14)), theme.TEXT_DIM, "midbottom")
