"""The settings screen's own widgets: a percentage slider (the sound volumes) and the card
backs shown as small cards to click (a `Choice` drawn as pictures); and the Cards page's
preview of faces and backs, with the width its rows leave it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.assets_manifest import CARD_BACKS
from game.core.cards import Card
from game.ui import theme
from game.ui.i18n import _, percent
from game.ui.widgets import LABEL_INSET, Choice, Widget, label_pad


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


def rows_beside_preview(scene, width: int, rh: int) -> int:
    """The compact Cards page's rows as narrow as their words allow (at least 62 % of
    `width`), so the card preview keeps its place right of them where it then fits (at
    200 % it went: a play-tester); `width` where it would not fit."""
    lay = scene.layout
    font = scene.res.font(max(13, int(rh * 0.5)))
    label = max((font.size(str(w.label))[0] for w in scene.rows), default=0) \
        + LABEL_INSET + 12
    arrows = 2 * (label_pad(rh) + font.size(">")[0] + max(6, rh // 4))
    value = max((font.size(w.fmt(c))[0] for w in scene.rows
                 if isinstance(w, Choice) and not isinstance(w, BackPicker)
                 for c in w.choices), default=0) + arrows
    narrow = min(width, max(2 * max(label, value), int(width * 0.62)))
    preview_left = lay.margin + lay.px(20) + narrow + lay.px(20) + lay.px(40)
    fits = lay.w - lay.margin - preview_left >= lay.small_size[0] * 1.5
    return narrow if fits else width


def spread_gap(heights: list[int], room: int, gap: int, rh: int) -> int:
    """The gap between rows that do not all fit in `room`: the room left under the last
    whole row shown goes between the rows (no band of empty panel under them), at most half
    a row's height `rh`."""
    if sum(heights) + gap * (len(heights) - 1) <= room:
        return gap
    shown, used = 0, -gap
    for h in heights:
        if used + gap + h > room:
            break
        shown, used = shown + 1, used + gap + h
    return gap if shown < 2 else min(gap + (room - used) // (shown - 1), max(gap, rh // 2))


def draw_card_preview(scene, surface: pygame.Surface, x0: int) -> None:
    """The Settings Cards page's preview: four faces and two backs, from `x0` to the right
    edge (nothing where that room is too narrow)."""
    lay = scene.layout
    s = scene.app.settings
    room = lay.w - lay.margin - x0
    if room < lay.small_size[0] * 1.5:
        return
    w = min(lay.card_w, int(room / 2.3))
    size = (w, int(w * 336 / 240))
    y0 = scene.content_rect.top
    cards = [Card.of(1, 0), Card.of(10, 1), Card.of(12, 2), Card.of(7, 3)]
    step = int((room - size[0]) / 3)
    shadow = scene.res.card_shadow(size, lay.px(8))
    for i, c in enumerate(cards):
        x = x0 + i * step
        surface.blit(shadow, (x - lay.px(8) + 2, y0 - lay.px(8) + 4))
        surface.blit(scene.res.card_face(c, size, s.four_colour), (x, y0))
    by = y0 + size[1] + lay.px(24)
    if by + size[1] <= lay.h - lay.margin:
        for i in range(2):
            x = x0 + lay.px(20) + i * int(size[0] * 0.35)
            surface.blit(shadow, (x - lay.px(8) + 2, by - lay.px(8) + 4))
            surface.blit(scene.res.card_back(s.card_back, size), (x, by))
