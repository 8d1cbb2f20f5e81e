"""Shared scene helpers: a felt background, a title, a widget group, Escape to go back."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import language
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup, blit_text, draw_panel


class UIScene(Scene):
    """A scene made of widgets over the felt. Subclasses fill `build()` and `place()`."""

    title = ""
    overlay = False   # True: drawn translucent over the scene below

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets = WidgetGroup()
        self.build()
        self.built_language = language()

    @property
    def opaque(self) -> bool:  # type: ignore[override]
        return not self.overlay

    def build(self) -> None:
        """Create the widgets (called once, and again by `rebuild()`)."""

    def place(self) -> None:
        """Set the widgets' rects for the current layout."""

    def rebuild(self) -> None:
        focus_name = getattr(self.widgets.focus, "name", None)
        self.widgets.clear()
        self.build()
        self.built_language = language()
        self.place()
        for w in self.widgets.widgets:
            if focus_name is not None and getattr(w, "name", None) == focus_name:
                self.widgets.set_focus(w)
        self.dirty = True

    def resize(self, size: tuple[int, int]) -> None:
        self.place()
        self.dirty = True

    def enter(self) -> None:
        self.place()
        self.dirty = True

    def reveal(self) -> None:
        super().reveal()
        if self.built_language != language():   # changed in the settings above: relabel
            self.rebuild()

    def on_back(self) -> None:
        """Escape: leave the scene (the default pops it)."""
        self.app.scenes.pop()

    @property
    def busy(self) -> bool:
        return self.widgets.waiting

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.on_back()
            return True
        return self.widgets.handle_event(e)

    def update(self, dt: float) -> None:
        if self.widgets.update(dt):
            self.dirty = True

    # ----- drawing ----------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        # an overlay that hides the scene below for now (hot-seat) draws the felt too
        if not self.opaque:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(theme.OVERLAY)
            surface.blit(shade, (0, 0))
        else:
            surface.blit(self.res.felt(surface.get_size()), (0, 0))

    def draw_title(self, surface: pygame.Surface, text: str | None = None,
                   y: float | None = None) -> None:
        lay = self.layout
        blit_text(surface, self.res, text or self.title, lay.font_title,
                  (lay.w / 2, lay.px(70) if y is None else y), theme.GOLD, "center", True,
                  shadow=True)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Anything between the background and the widgets."""

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        self.widgets.draw(surface, self.res, self.layout)
        self.widgets.draw_tooltip(surface, self.res, self.layout)

    def place_side_list(self, items, width_scale: float) -> None:
        """A column of buttons down the left edge, shortened so that all of them fit."""
        lay = self.layout
        bw, bh = lay.button_size(width_scale)
        bh = min(bh, max(26, int((lay.h - lay.px(230)) / len(items)) - lay.px(8)))
        y = lay.px(120)
        for b in items:
            b.rect = pygame.Rect(int(lay.w * 0.03), y, bw, bh)
            y += bh + lay.px(8)

    #: where a full screen's title sits (rules, statistics, about, fair deal: the same place)
    TITLE_Y = 60

    def draw_screen_title(self, surface: pygame.Surface) -> None:
        """The title of a full screen, where every screen with a Back button has it."""
        self.draw_title(surface, y=self.layout.px(self.TITLE_Y))

    def back_rect(self) -> pygame.Rect:
        """The Back button of a full screen: centred at the bottom, as on every such screen."""
        lay = self.layout
        cw, ch = lay.button_size()
        return pygame.Rect(int(lay.w / 2 - cw / 2), lay.h - lay.margin - ch - lay.px(8), cw, ch)

    def content_rect(self, bottom: int) -> pygame.Rect:
        """The panel between a full screen's title and `bottom` (its Back button's top)."""
        lay = self.layout
        top = lay.px(110)
        return pygame.Rect(lay.margin, top, lay.w - 2 * lay.margin, bottom - lay.px(20) - top)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect,
              alpha: int = theme.PANEL_ALPHA) -> None:
        """The scene's panel; a dialog over other buttons passes a nearly opaque `alpha`."""
        draw_panel(surface, rect, theme.PANEL, alpha, self.layout.px(16), theme.GOLD_DARK, 2)

    def button(self, text: str, on_click, shortcut: int | None = None,
               tooltip: str | None = None, primary: bool = False, name: str = "") -> Button:
        return self.widgets.add(Button(text, on_click, shortcut, tooltip, primary,
                                       name=name or text))
