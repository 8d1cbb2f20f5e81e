"""The rules screen: the variants listed on the left, the chosen one's rules on the right in a
scrollable text (the deal, a turn, going out, scoring, the options; see `game.ui.rules_text`).

Keyboard: Left/Right or Page Up/Down with Ctrl choose the variant, Up/Down and Page Up/Page
Down scroll, Home/End jump, Esc goes back. The mouse wheel scrolls; the list is clickable.
"""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import _, ngettext
from game.ui.rules_text import rules_sections
from game.ui.scenes.base import UIScene
from game.ui.widgets import Button, blit_text
from game.variants import VARIANTS, find_variant


def how_to_play() -> str:
    """How the table is played with the mouse and the keys (the last section of every page)."""
    return rules_sections(VARIANTS[0].name)[-1][1]


class RulesScene(UIScene):
    name = "rules"

    def __init__(self, app, index: int | None = None) -> None:
        if index is None:
            index = self._default_index(app)
        self.index = index % len(VARIANTS)
        self.scroll = 0
        self._lines: list[tuple[str, int, tuple[int, int, int], bool, int]] = []
        self._lines_key: object = None
        self.text_height = 0
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
                                        primary=(i == self.index), name=f"variant:{v.name}"))
            self.items.append(b)
        self.b_back = self.button(_("Back"), self.on_back, None,
                                  _("Key: {key}").format(key="Esc"), name="back")
        if self.widgets.focus is None:
            self.widgets.set_focus(self.items[self.index])

    def choose(self, index: int) -> None:
        index %= len(VARIANTS)
        if index != self.index:
            self.index = index
            self.scroll = 0
            self.rebuild()
            self.widgets.set_focus(self.items[index])

    # ----- layout -----------------------------------------------------------------------
    def place(self) -> None:
        lay = self.layout
        self.place_side_list(self.items, 1.35)
        cw, ch = lay.button_size()
        self.b_back.rect = pygame.Rect(int(lay.w / 2 - cw / 2), lay.h - lay.margin - ch
                                       - lay.px(8), cw, ch)
        left = self.items[0].rect.right + lay.px(30)
        self.box = pygame.Rect(left, lay.px(110), lay.w - lay.margin - left,
                               self.b_back.rect.top - lay.px(20) - lay.px(110))
        self.text_rect = self.box.inflate(-lay.px(56), -lay.px(40))
        self._clamp()

    def _layout_text(self) -> None:
        lay = self.layout
        width = self.text_rect.width
        key = (self.index, width, lay.font_body, _("Rules"))
        if key == self._lines_key:
            return
        lines = []
        y = 0
        v = VARIANTS[self.index]
        lines.append((_(v.title), lay.font_large, theme.GOLD, True, y))
        y += int(lay.font_large * 1.1)
        lo, hi = v.players
        players = (ngettext("{n} player", "{n} players", lo).format(n=lo) if lo == hi else
                   _("{lo} to {hi} players").format(lo=lo, hi=hi))
        lines.append((players, lay.font_small, theme.TEXT_DIM, False, y))
        y += int(lay.font_small * 1.6)
        body = lay.font_body
        step = int(body * 1.0)
        for heading, text in rules_sections(v.name):
            y += int(body * 0.5)
            lines.append((heading, body, theme.GOLD, True, y))
            y += int(body * 1.15)
            for para in text.split("\n"):
                for line in self.res.wrap(para, body, width):
                    lines.append((line, body, theme.TEXT, False, y))
                    y += step
                y += int(body * 0.35)
        self._lines = lines
        self._lines_key = key
        self.text_height = y

    def _clamp(self) -> None:
        self._layout_text()
        max_scroll = max(0, self.text_height - self.text_rect.height)
        self.scroll = max(0, min(self.scroll, max_scroll))

    def scroll_by(self, dy: int) -> None:
        before = self.scroll
        self.scroll += dy
        self._clamp()
        if self.scroll != before:
            self.dirty = True

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        lay = self.layout
        line = int(lay.font_body * 1.0)
        page = max(line, self.text_rect.height - 2 * line)
        if e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.choose(self.index + (1 if e.key == pygame.K_RIGHT else -1))
                return True
            steps = {pygame.K_UP: -line * 2, pygame.K_DOWN: line * 2,
                     pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
            if e.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) and e.mod & pygame.KMOD_CTRL:
                self.choose(self.index + (1 if e.key == pygame.K_PAGEDOWN else -1))
                return True
            if e.key in steps:
                self.scroll_by(steps[e.key])
                return True
        if e.type == pygame.MOUSEWHEEL:
            self.scroll_by(-e.y * line * 3)
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self._bar_track().collidepoint(
                e.pos) and self.text_height > self.text_rect.height:
            t = self._bar_track()
            frac = (e.pos[1] - t.top) / max(1, t.height)
            self.scroll = int(frac * (self.text_height - self.text_rect.height))
            self._clamp()
            self.dirty = True
            return True
        return super().handle_event(e)

    def _bar_track(self) -> pygame.Rect:
        lay = self.layout
        return pygame.Rect(self.box.right - lay.px(22), self.text_rect.top, lay.px(14),
                           self.text_rect.height)

    # ----- drawing ----------------------------------------------------------------------
    def draw_content(self, surface: pygame.Surface) -> None:
        lay = self.layout
        self.draw_title(surface, y=lay.px(60))
        self.panel(surface, self.box)
        self._clamp()
        area = self.text_rect
        old_clip = surface.get_clip()
        surface.set_clip(area)
        for text, px, colour, bold, y in self._lines:
            top = area.top + y - self.scroll
            if top > area.bottom or top + px * 1.5 < area.top:
                continue
            blit_text(surface, self.res, text, px, (area.left, top), colour, bold=bold)
        surface.set_clip(old_clip)
        if self.text_height > area.height:
            t = self._bar_track()
            bar = pygame.Rect(t.centerx - lay.px(2), t.top, lay.px(4), t.height)
            pygame.draw.rect(surface, theme.PANEL, bar)
            h = max(lay.px(24), int(t.height * t.height / self.text_height))
            y = t.top + int((t.height - h) * self.scroll
                            / max(1, self.text_height - area.height))
            pygame.draw.rect(surface, theme.GOLD_DARK, (bar.left, y, bar.width, h),
                             border_radius=2)
            hint = _("Scroll: wheel, Up/Down, Page Up/Page Down")
            blit_text(surface, self.res, hint, lay.font_small,
                      (self.box.right, self.box.bottom + lay.px(4)), theme.TEXT_DIM,
                      "topright")
