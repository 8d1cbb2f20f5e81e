"""The one-line text input of the setup and settings screens (player names)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme
from game.ui.glyphs import keep_drawable
from game.ui.i18n import pgettext, resolve
from game.ui.widgets import LABEL_INSET, Widget, blit_lines, fit_lines


class TextField(Widget):
    """A one-line text input (player names). Ctrl+A selects the whole text (as in any text
    box): typing then replaces it, Backspace or Delete clears it. A character the UI fonts
    cannot draw is not taken (it would show as a box at the table): the box's edge turns red
    until the next key. Near its `max_len` the box counts its characters ("14/16"), and
    what goes past it is refused the same way, the count in red (a play-tester typed a long
    name and saw it cut at the table, unwarned)."""

    #: the count shows from this many characters short of the limit
    COUNT_FROM = 4

    takes_text = True

    def __init__(self, label: str, value: str = "", max_len: int = 16,
                 on_change: Callable[[str], Any] | None = None) -> None:
        super().__init__(None)
        self.label = label
        self.value = value
        self.max_len = max_len
        self.on_change = on_change
        self.selected = False    # the whole text is selected (Ctrl+A)
        self.refused = False     # the last thing typed held characters the fonts lack
        self.overflow = False    # the last thing typed went past `max_len` (cut there)
        self.text_px: int | None = None   # its screen's row text size (None: half its height)
        self.split = 0.5         # where the text box starts, as a share of the row's width

    def field_rect(self) -> pygame.Rect:
        """The text box, right of the label (`split` of the row)."""
        r = self.rect
        split = int(r.width * self.split)
        return pygame.Rect(r.left + split, r.top, r.width - split, r.height)

    def _set(self, text: str) -> None:
        self.selected = False
        if text != self.value:
            self.value = text
            if self.on_change:
                self.on_change(self.value)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            return True  # the group gives it the focus
        if not self.focused:
            return False
        if e.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            self.refused = self.overflow = False
        if e.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in e.text if ch.isprintable())
            kept = keep_drawable(typed)
            self.refused = kept != typed
            typed = kept
            if typed:
                base = "" if self.selected else self.value
                self.overflow = len(base + typed) > self.max_len
                self._set((base + typed)[: self.max_len])
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_a and \
                e.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.value)
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            self._set("" if self.selected else self.value[:-1])
            return True
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME,
                                                   pygame.K_END) and self.selected:
            self.selected = False   # the selection ends, the caret stays at the end
            return True
        if e.type == pygame.KEYDOWN and e.unicode and e.unicode.isprintable() and \
                e.key not in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
            return True  # its TEXTINPUT follows; no shortcut may fire on it
        return False

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        if not self.visible:
            return
        r = self.rect
        px = self.text_px or max(13, int(r.height * 0.5))
        field_rect = self.field_rect()
        label_box = pygame.Rect(r.left + LABEL_INSET, r.top, field_rect.left - r.left - 12,
                                r.height)
        lines, size, _cut = fit_lines(res, resolve(self.label), px, label_box.width,
                                      r.height + 4)
        blit_lines(surface, res, lines, size, label_box, theme.TEXT)
        pygame.draw.rect(surface, (250, 248, 240), field_rect, border_radius=6)
        edge = theme.RED if (self.refused or self.overflow) and self.focused else \
            theme.FOCUS if self.focused else theme.GOLD_DARK
        pygame.draw.rect(surface, edge, field_rect, 3 if edge is theme.RED else 2,
                         border_radius=6)
        self._draw_count(surface, res, px, field_rect, edge)
        if self.selected and self.focused:
            surf = res.text(self.value, px, theme.TEXT_DARK)
            box = surf.get_rect(midleft=(field_rect.left + 8, field_rect.centery))
            pygame.draw.rect(surface, (170, 200, 250), box.inflate(4, 2))
            surface.blit(surf, box)
            return
        text = self.value + ("|" if self.focused else "")
        surf = res.text(text, px, theme.TEXT_DARK)
        surface.blit(surf, surf.get_rect(midleft=(field_rect.left + 8, field_rect.centery)))

    def count_text(self) -> str | None:
        """The characters typed out of the most the box takes ("16/16"), shown while it has
        the focus and nears its limit (or was just refused past it); else None."""
        if not self.focused or (len(self.value) < self.max_len - self.COUNT_FROM
                                and not self.overflow):
            return None
        return pgettext("characters in a name box, out of the most it takes",
                        "{count}/{most}").format(count=len(self.value), most=self.max_len)

    def _draw_count(self, surface: pygame.Surface, res, px: int, field_rect: pygame.Rect,
                    edge: tuple[int, int, int]) -> None:
        """The count at the box's right end, smaller than the name; red at the limit. Where
        the name reaches it (sixteen wide letters at a large Text size), the count sits on
        the box's top edge instead, on a tab of the box's cream, clear of the name."""
        count = self.count_text()
        if count is None:
            return
        full = self.overflow or len(self.value) >= self.max_len
        colour = theme.FIELD_COUNT_FULL if full else theme.FIELD_COUNT
        surf = res.text(count, max(11, int(px * 0.8)), colour, bold=full)
        box = surf.get_rect(midright=(field_rect.right - 8, field_rect.centery))
        name_right = field_rect.left + 8 + res.font(px).size(self.value + "|")[0]
        if name_right + 6 > box.left:
            surf = res.text(count, max(10, int(px * 0.6)), colour, bold=full)
            box = surf.get_rect(midright=(field_rect.right - 12, field_rect.top))
            tab = box.inflate(8, 2)
            pygame.draw.rect(surface, (250, 248, 240), tab, border_radius=4)
            pygame.draw.rect(surface, edge, tab, 1, border_radius=4)
        surface.blit(surf, box)
