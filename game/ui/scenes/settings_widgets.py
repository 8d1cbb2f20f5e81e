"""The settings screen's own widgets: a percentage slider (the sound volumes) and the card
backs shown as small cards to click (a `Choice` drawn as pictures)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.assets_manifest import CARD_BACKS
from game.ui import theme
from game.ui.i18n import _, percent
from game.ui.widgets import LABEL_INSET, Choice, Widget


class Slider(Widget):
    """A value from 0 to 1: drag or click the track, Left/Right by 5 %, the wheel too.
    Disabled (`enabled` False, the volume while the sound is muted) it is drawn greyed and
    takes no input."""

    def __init__(self, label: str, value: float, on_change: Callable[[float], Any],
                 tooltip: str | None = None, name: str = "") -> None:
        super().__init__(tooltip)
        self.label = label
        self.value = max(0.0, min(1.0, float(value)))
        self.on_change = on_change
        self.dragging = False
        self.name = name or label

    def track(self) -> pygame.Rect:
        r = self.rect
        split = int(r.width * 0.5)
        pad = max(10, r.height // 3)
        value_w = max(60, int(r.height * 1.6))   # room for "100 %" at the row's text size
        return pygame.Rect(r.left + split + pad, r.centery - 3,
                           r.width - split - 2 * pad - value_w, 6)

    def set(self, value: float) -> None:
        value = round(max(0.0, min(1.0, value)), 2)
        if value != self.value:
            self.value = value
            self.on_change(value)

    def _from_x(self, x: float) -> None:
        t = self.track()
        if t.width > 0:
            self.set((x - t.left) / t.width)

    def activate(self) -> None:
        self.set(0.0 if self.value >= 1.0 else min(1.0, self.value + 0.1))

    def handle_event(self, e: pygame.event.Event) -> bool:
        if not self.visible or not self.enabled:
            self.dragging = False
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            if e.pos[0] >= self.rect.left + self.rect.width * 0.5:
                self.dragging = True
                self._from_x(e.pos[0])
            return True
        if e.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(e.pos[0])
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.dragging:
            self.dragging = False
            return True
        if e.type == pygame.MOUSEWHEEL and self.hovered:
            self.set(self.value + (0.05 if e.y > 0 else -0.05))
            return True
        if e.type == pygame.KEYDOWN and self.focused and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(self.value + (0.05 if e.key == pygame.K_RIGHT else -0.05))
            return True
        return False

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        if not self.visible:
            return
        r = self.rect
        px = max(13, int(r.height * 0.5))
        self.draw_row_highlight(surface)
        label = res.text(self.label, px, theme.TEXT if self.enabled else theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midleft=(r.left + LABEL_INSET, r.centery)))
        t = self.track()
        pygame.draw.rect(surface, theme.PANEL, t.inflate(2, 2), border_radius=4)
        filled = pygame.Rect(t.left, t.top, int(t.width * self.value), t.height)
        pygame.draw.rect(surface, theme.GOLD if self.enabled else theme.TEXT_DIM, filled,
                         border_radius=4)
        knob = (t.left + int(t.width * self.value), t.centery)
        pygame.draw.circle(surface, theme.BUTTON if self.enabled else theme.BUTTON_DISABLED, knob,
                           max(7, r.height // 4))
        pygame.draw.circle(surface, theme.GOLD_DARK if self.enabled else theme.TEXT_DIM, knob,
                           max(7, r.height // 4), 2)
        text = res.text(percent(self.value), px, theme.GOLD if self.enabled else theme.TEXT_DIM)
        surface.blit(text, text.get_rect(midright=(r.right - 4, r.centery)))


class BackPicker(Choice):
    """The card backs as small cards: click one, or Left/Right when focused (a `Choice`
    drawn as pictures)."""

    def __init__(self, label: str, value: str, on_change: Callable[[str], Any],
                 name: str = "card_back") -> None:
        super().__init__(label, CARD_BACKS, value, str, on_change,
                         _("Click a back, or Left/Right"))
        self.name = name
        self.card_rects: list[pygame.Rect] = []

    def _layout(self) -> None:
        r = self.rect
        left = r.left + int(r.width * 0.5)
        h = max(10, r.height - 8)
        w = int(h * 240 / 336)
        gap = max(6, w // 4)
        self.card_rects = [pygame.Rect(left + i * (w + gap), r.top + 4, w, h)
                           for i in range(len(self.choices))]

    def handle_event(self, e: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            self._layout()
            for name, cr in zip(self.choices, self.card_rects, strict=True):
                if cr.collidepoint(e.pos) and name != self.value:
                    self.value = name
                    self.on_change(name)
            return True
        if e.type == pygame.KEYDOWN and self.focused and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if e.key == pygame.K_LEFT else 1, wrap=False)   # ends: as Choice
            return True
        return False

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        if not self.visible:
            return
        r = self.rect
        self._layout()
        px = max(13, int(min(r.height, layout.px(42)) * 0.5))
        self.draw_row_highlight(surface)
        label = res.text(self.label, px, theme.TEXT)
        surface.blit(label, label.get_rect(midleft=(r.left + LABEL_INSET, r.centery)))
        for name, cr in zip(self.choices, self.card_rects, strict=True):
            surface.blit(res.card_back(name, cr.size), cr.topleft)
            if name == self.value:
                pygame.draw.rect(surface, theme.GOLD, cr.inflate(8, 8), 3, border_radius=6)
