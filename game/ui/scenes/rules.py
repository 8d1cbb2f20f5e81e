"""The rules screen: the variants listed on the left, the chosen one's rules on the right in a
scrollable text (the deal, a turn, going out, scoring, the options; see `game.ui.rules_text`).

Keyboard: Left/Right or Page Up/Down with Ctrl choose the variant, Up/Down and Page Up/Page
Down scroll, Home/End jump, Esc goes back. The mouse wheel and the ▲ ▼ buttons scroll; the list
is clickable. At a large text size a Variant row above the text replaces the list.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import _, ngettext
from game.ui.rules_text import rules_sections
from game.ui.scenes.base import UIScene
from game.ui.scenes.scroll_box import Line, ScrollBox, ScrollingScene
from game.ui.scenes.setup_choice import SetupChoice, fit_split
from game.ui.widgets import Button
from game.variants import VARIANTS, find_variant


def how_to_play() -> str:
    """How the table is played with the mouse and the keys (the last section of every page)."""
    return rules_sections(VARIANTS[0].name)[-1][1]


class RulesScene(ScrollingScene, UIScene):
    name = "rules"

    def __init__(self, app, index: int | None = None) -> None:
        if index is None:
            index = self._default_index(app)
        self.index = index % len(VARIANTS)
        self._lines_key: object = None
        super().__init__(app)

    @staticmethod
    def _default_index(app) -> int:
        """The variant being played (from the pause menu), else the default one."""
        session = getattr(app, "session", None)
        name = session.variant if session is not None else app.settings.default_variant
        try:
            name = find_variant(name).name
        except Exception:  # noqa: BLE001 - an unknown name just shows the first variant
            return 0
        return next((i for i, v in enumerate(VARIANTS) if v.name == name), 0)

    # ----- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        self.title = _("Rules")
        self.items: list[Button] = []
        for i, v in enumerate(VARIANTS):
            b = self.widgets.add(Button(_(v.title), lambda i=i: self.choose(i),
                                        primary=(i == self.index), name=f"variant:{v.name}", tab=True))
            self.items.append(b)
        # at a large text size the list gives its room to the text: one row chooses instead
        self.c_variant = self.widgets.add(SetupChoice(
            _("Variant"), list(range(len(VARIANTS))), self.index,
            lambda i: _(VARIANTS[i].title), self.choose, _("Left/Right to change")))
        self.c_variant.name = "variant"
        self.text = ScrollBox(self.widgets, "rules")
        self.b_back = self.button(_("Back"), self.on_back, None,
                                  _("Key: {key}").format(key="Esc"), name="back")
        self._lines_key = None
        if self.widgets.focus is None:
            self.widgets.set_focus(self.items[self.index])

    def choose(self, index: int) -> None:
        index %= len(VARIANTS)
        if index != self.index:
            self.index = index
            self.text.scroll = 0
            focus_choice = self.widgets.focus is self.c_variant
            self.rebuild()
            self.widgets.set_focus(self.c_variant if focus_choice and self.c_variant.visible
                                   else self.items[index])

    # ----- layout -----------------------------------------------------------------------
    @property
    def compact(self) -> bool:
        """The variant list would take more than a quarter of the window's width (a large
        text size): a Variant row above the text chooses instead."""
        return self.button_size(1.35)[0] > self.layout.w * 0.26

    def place(self) -> None:
        lay = self.layout
        self.b_back.rect = self.back_rect()
        top = self.content_top()
        bottom = self.b_back.rect.top - lay.px(20)
        compact = self.compact
        for b in self.items:
            b.visible = not compact
        self.c_variant.visible = compact
        if compact:   # the Variant row shares the title's line
            rh = self.row_height(42)
            self.c_variant.rect = self.beside_title(rh, lay.px(760))
            fit_split(self.c_variant, self.res, lo=0.2, hi=0.5)
            top = max(self.title_left_rect().bottom, self.c_variant.rect.bottom) + lay.px(10)
            left = lay.margin
        else:
            self.c_variant.rect = pygame.Rect(0, 0, 0, 0)
            self.place_side_list(self.items, 1.35)
            left = self.items[0].rect.right + lay.px(30)
        self.box = pygame.Rect(left, top, lay.w - lay.margin - left, bottom - top)
        pad_x, pad_y = min(lay.px(28), lay.w // 40), min(lay.px(20), lay.h // 40)
        inner = self.box.inflate(-2 * pad_x, -2 * pad_y)
        self.text_rect = self.text.text_rect(inner, lay)
        self._layout_text()
        self.text.place(inner, lay)
        if self.widgets.focus is not None and not self.widgets.focus.visible:
            self.widgets.set_focus(self.c_variant if compact else self.items[self.index])

    def _layout_text(self) -> None:
        lay = self.layout
        width = self.text_rect.width
        key = (self.index, width, lay.font_body, _("Rules"))
        if key == self._lines_key:
            return
        lines: list[Line] = []
        y = 0
        v = VARIANTS[self.index]
        big = lay.font_large
        for part in self.res.wrap(_(v.title), big, width, True):
            lines.append(Line(part, big, theme.GOLD, y, True))
            y += int(big * 1.1)
        lo, hi = v.players
        players = (ngettext("{n} player", "{n} players", lo).format(n=lo) if lo == hi else
                   _("{lo} to {hi} players").format(lo=lo, hi=hi))
        lines.append(Line(players, lay.font_small, theme.TEXT_DIM, y))
        y += int(lay.font_small * 1.6)
        body = lay.font_body
        step = self.res.font(body).get_linesize()
        for heading, text in rules_sections(v.name):
            y += int(body * 0.5)
            for part in self.res.wrap(heading, body, width, True):
                lines.append(Line(part, body, theme.GOLD, y, True))
                y += int(body * 1.15)
            for para in text.split("\n"):
                for line in self.res.wrap(para, body, width):
                    lines.append(Line(line, body, theme.TEXT, y))
                    y += step
                y += int(body * 0.35)
        self._lines_key = key
        self.text.set_lines(lines, y, step)

    @property
    def scroll(self) -> int:
        return self.text.scroll

    @property
    def text_height(self) -> int:
        return self.text.height

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.choose(self.index + (1 if e.key == pygame.K_RIGHT else -1))
                return True
            if e.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and e.mod & pygame.KMOD_CTRL:
                self.choose(self.index + (1 if e.key == pygame.K_PAGEDOWN else -1))
                return True
        if e.type == pygame.MOUSEWHEEL and self.text.overflows:
            self.text.scroll_by(-e.y * 3 * self.text.step)   # anywhere on the screen
            self.dirty = True
            return True
        return super().handle_event(e)

    # ----- drawing ----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_screen_title(surface)   # left, as on every full screen (a chooser may sit beside)
        self.panel(surface, self.box)
        self.text.draw(surface, self.res, self.layout)
