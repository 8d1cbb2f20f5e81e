"""Shared scene helpers: a felt background, a title, a widget group, Escape to go back."""

from __future__ import annotations

import pygame

from game.ui import fair_words, theme
from game.ui.app import PRESS_KEYS
from game.ui.i18n import _, language, resolve
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup, blit_text, draw_panel, label_pad

#: the most of the window's width a side list of buttons (rules, statistics) may take
SIDE_LIST_SHARE = 0.28


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

    # ----- sizes that follow the text size but keep the window's proportions ------------
    def title_px(self) -> int:
        """The title's font size: the layout's, but never more than a tenth of the window's
        height (at 200 % a 72-pixel design title would take a fifth of a 16:9 window; the
        body text, not the title, is what a larger text size is for)."""
        lay = self.layout
        return min(lay.font_title, max(lay.font_large, int(lay.h * 0.1)))

    def title_y(self) -> int:
        """Where a full screen's title is centred."""
        lay = self.layout
        return min(lay.px(self.TITLE_Y), lay.margin + int(self.title_px() * 0.62))

    def content_top(self) -> int:
        """The top of what a full screen shows under its title."""
        lay = self.layout
        return min(lay.px(110), self.title_y() + self.title_px() // 2 + lay.px(14))

    def button_size(self, wide: float = 1.0) -> tuple[int, int]:
        """The layout's button size, never taller than a ninth of the window (at 200 % a
        16:9 window would otherwise hold four rows of buttons)."""
        bw, bh = self.layout.button_size(wide)
        return bw, min(bh, max(28, self.layout.h // 9))

    def fair_link(self, table) -> Button:
        """The button to the fair-deal details of `table`'s hand (its match's, once over)."""
        return self.button(fair_words.sign_with_details(), table.open_fair_deal, pygame.K_f,
                           _("The numbers that prove the deal was fixed before play"),
                           name="fair")

    def fair_link_size(self, bw: int, bh: int, room: int, share: float = 1.25
                       ) -> tuple[int, int]:
        """The "Fair deal ✓ — details" button under a score: as high as the buttons `bh`
        beside or under it, so its label is set at their size (at seven tenths of their
        height it read smaller than Next hand and Main menu: a play-tester), as wide as its
        label needs and at least `share` of a button `bw`, within `room`."""
        label = self.res.font(max(13, int(bh * 0.5))).size(fair_words.sign_with_details())[0]
        return min(room, max(int(bw * share), label + self.layout.px(36))), bh

    def row_height(self, design: float = 40) -> int:
        """A row of a list (an option, a setting): `design` pixels, scaled, never taller
        than a tenth of the window."""
        return min(max(28, self.layout.px(design)), max(28, self.layout.h // 10))

    def place_tab_row(self, tabs: list, shown: list, centerx: int, top: int, width: int,
                      height: int, gap: int) -> int:
        """Lay the `shown` ones of `tabs` side by side, `width` each, centred on `centerx`
        at `top` (the others hidden); returns where the content below them starts."""
        x = centerx - (len(shown) * width + (len(shown) - 1) * gap) // 2
        for b in tabs:
            b.visible = b in shown
            b.rect = pygame.Rect(x, top, width, height) if b in shown else pygame.Rect(0, 0, 0, 0)
            x += width + gap
        return top + height + gap if shown else top

    def screen_title_px(self) -> int:
        """The full screen's title size: `title_px`, smaller for a title too long to fit."""
        lay = self.layout
        px = self.title_px()
        while px > lay.font_large and self.res.font(px, True).size(self.title)[0] > lay.w - \
                2 * lay.margin:
            px -= 2
        return px

    def title_left_rect(self) -> pygame.Rect:
        """Where a full screen's title goes: left, on the title line, on every such screen and
        at every text size (at a large one the variant or page chooser sits right of it, so
        the content gets the room below)."""
        lay = self.layout
        r = pygame.Rect((0, 0), self.res.font(self.screen_title_px(), True).size(self.title))
        r.midleft = (lay.margin, self.title_y())
        return r

    def beside_title(self, height: int, widest: int) -> pygame.Rect:
        """A control `height` high right of the left-aligned title, at most `widest` wide."""
        lay = self.layout
        title = self.title_left_rect()
        left = title.right + lay.px(24)
        return pygame.Rect(left, title.centery - height // 2,
                           min(lay.w - lay.margin - left, widest), height)

    def draw_title_left(self, surface: pygame.Surface) -> None:
        blit_text(surface, self.res, self.title, self.screen_title_px(),
                  self.title_left_rect().midleft, theme.GOLD, "midleft", True, shadow=True)

    def draw_title(self, surface: pygame.Surface, text: str | None = None,
                   y: float | None = None) -> None:
        lay = self.layout
        px = self.title_px()
        text = text or self.title
        while px > lay.font_large and self.res.font(px, True).size(text)[0] > lay.w - \
                2 * lay.margin:
            px -= 2   # a long title (a winner's name) stays inside the window
        blit_text(surface, self.res, text, px,
                  (lay.w / 2, self.title_y() if y is None else y), theme.GOLD, "center", True,
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
        bw, bh = self.button_size(width_scale)
        gap = lay.px(10)
        bh = min(bh, max(26, int((lay.h - lay.px(230)) / len(items)) - gap))
        # as wide as the longest label needs on one line at the size of the others, with a
        # rounded end's room each side, up to a share of the window ("Gin-Rami with columns
        # (two decks)" stood on two lines with almost no room above and below them; in
        # French and Polish at 1280x720 it then filled its button edge to edge: play-testers)
        pad = max(6, bh // 3, label_pad(bh))
        font = self.res.font(max(13, int(bh * 0.5)))
        need = max(font.size(resolve(b.text))[0] for b in items) + 2 * pad
        bw = max(bw, min(need, int(lay.w * SIDE_LIST_SHARE)))
        y = self.content_top() + lay.px(10)
        for b in items:
            b.pad = pad    # a label too long for the share shrinks rather than touch the ends
            b.rect = pygame.Rect(int(lay.w * 0.03), y, bw, bh)
            y += bh + gap

    #: where a full screen's title sits (rules, statistics, settings, about, learn to play,
    #: fair deal: the same place, the same style, at every text size)
    TITLE_Y = 60

    def draw_screen_title(self, surface: pygame.Surface) -> None:
        """The title of a full screen, where every screen with a Back button has it: left on
        the title line (`title_left_rect`), so a screen with a chooser beside its title and
        one without read alike."""
        self.draw_title_left(surface)

    def back_rect(self) -> pygame.Rect:
        """The Back button of a full screen: centred at the bottom, as on every such screen."""
        lay = self.layout
        cw, ch = self.button_size()
        return pygame.Rect(int(lay.w / 2 - cw / 2), lay.h - lay.margin - ch - lay.px(8), cw, ch)

    def content_rect(self, bottom: int) -> pygame.Rect:
        """The panel between a full screen's title and `bottom` (its Back button's top)."""
        lay = self.layout
        top = self.content_top()
        return pygame.Rect(lay.margin, top, lay.w - 2 * lay.margin, bottom - lay.px(20) - top)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect,
              alpha: int = theme.PANEL_ALPHA) -> None:
        """The scene's panel; a dialog over other buttons passes a nearly opaque `alpha`."""
        draw_panel(surface, rect, theme.PANEL, alpha, self.layout.px(16), theme.GOLD_DARK, 2)

    def button(self, text: str, on_click, shortcut: int | None = None,
               tooltip: str | None = None, primary: bool = False, name: str = "") -> Button:
        return self.widgets.add(Button(text, on_click, shortcut, tooltip, primary,
                                       name=name or text))


class KeyGrace:
    """The keys that press (Enter, Space, a button's shortcut) do nothing for `KEY_SECONDS`
    after the scene is first drawn; clicks are free. The Enter that chose "New game" on the
    menu, pressed again at once (or a repeat of it that came through), went on to the setup's
    focused Start, and a play-tester's match began without the setup being seen. Mixed in
    before the scene."""

    KEY_SECONDS = 0.6
    key_age = 0.0
    key_shown = False        # drawn once: the grace runs from then

    def in_grace(self) -> bool:
        return self.key_age < self.KEY_SECONDS

    def presses(self, key: int) -> bool:
        """Whether `key` presses something here: Enter, Space or a button's shortcut (N, the
        table's Skip key, is the score screen's Next hand); the scrolling keys are free."""
        return key in PRESS_KEYS or any(
            getattr(w, "shortcut", None) == key for w in self.widgets.widgets)  # type: ignore[attr-defined]

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and self.in_grace() and self.presses(e.key):
            return True
        return super().handle_event(e)  # type: ignore[misc]

    def update(self, dt: float) -> None:
        if self.key_shown:
            self.key_age += dt
        super().update(dt)  # type: ignore[misc]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        self.key_shown = True


class PressGrace(KeyGrace):
    """No key and no click presses anything for `ARM_SECONDS` after the scene is first shown:
    a second press meant for the screen below (the last of a double Enter that discarded, the
    score screen's "See the result") went on to this one's focused button, and the hand's
    summary or the match's reckoning was never seen (play-testers). Mixed in before the scene.

    The grace once held only Enter and Space, counted from the scene's first frame: a click
    on the table's "Skip to the hand's end" opened the score screen at once, its "Next hand"
    right over the button, and the click pressed it; an Enter meant for the table's "Hand
    over" came a little more than half a second after the score screen opened, while the
    player still read the table, and skipped it (play-testers). So every key that presses
    something (a button's shortcut too) and every click counts, the grace is longer and runs
    from the first frame drawn, and a button released over the scene presses only if it went
    down over it after the grace; the scrolling keys and the wheel are free at once."""

    ARM_SECONDS = 0.9
    KEY_SECONDS = ARM_SECONDS   # the keys' grace (`KeyGrace`) and the clicks' are one
    pressed_here = False     # the left button went down over this scene, after the grace

    def handle_event(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            if self.in_grace():
                return True
            self.pressed_here = True
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            if not self.pressed_here:     # the press began before: not this scene's
                return True
            self.pressed_here = False
        return super().handle_event(e)
