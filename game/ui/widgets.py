"""Buttons, choice selectors, text fields and tooltips, with mouse and keyboard focus.

A `WidgetGroup` owns a scene's widgets: it routes mouse events to them, moves the keyboard focus
(Tab / Shift+Tab, in the order added or the scene's `tab_order`; the arrows when `arrows` is on),
activates the focused widget with Enter or Space (Enter on a value row presses the default button
instead), fires shortcut keys, and shows a tooltip (with the shortcut key) after the pointer rests
on a widget. Scenes lay the widgets out on resizes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.i18n import _, resolve

TOOLTIP_DELAY = 0.55


def key_label(key: int | None) -> str:
    """A short printable name of a key, e.g. 'K', 'Space', 'F11'."""
    if key is None:
        return ""
    name = pygame.key.name(key)
    return name.upper() if len(name) == 1 else name.title()


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.PANEL,
               alpha: int = theme.PANEL_ALPHA, radius: int = 12, border=None,
               border_width: int = 2) -> None:
    """A rounded panel (score boxes, dialogs, prompts): translucent below `COVERING_ALPHA`,
    opaque from there, for the layout probe (at 246-250 the table's cards showed through)."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    if alpha >= COVERING_ALPHA:
        alpha = 255
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, (*colour, alpha), panel.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(panel, (*border, 200), panel.get_rect(), border_width,
                         border_radius=radius)
    surface.blit(panel, rect.topleft)
    cover = getattr(surface, "cover", None)   # the layout probe: what a big panel hides
    if cover is not None and alpha >= COVERING_ALPHA:
        cover(rect)
    noted = getattr(surface, "panel_drawn", None)   # ... and where every pill or box lies
    if noted is not None and alpha >= PILL_ALPHA:
        noted(rect)


COVERING_ALPHA = 200  # a panel at least this opaque hides what lies under it
PILL_ALPHA = 150      # a pill or box at least this opaque blurs a text drawn under it
#: how far a row's label stands in from the row's left edge (clear of its hover highlight's
#: edge); a heading or paragraph over a column of rows starts there too
LABEL_INSET = 4


def blit_text(surface: pygame.Surface, res, text: str, px: int, pos: tuple[float, float],
              colour=theme.TEXT, anchor: str = "topleft", bold: bool = False,
              shadow: bool = False) -> pygame.Rect:
    """Draw one line of text anchored at `pos` ('topleft', 'center', 'midtop', ...)."""
    surf = (res.text_shadowed if shadow else res.text)(resolve(text), px, colour, bold)
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    return rect


def blit_paragraph(surface: pygame.Surface, res, text: str, px: int, rect: pygame.Rect,
                   colour=theme.TEXT, line_gap: float = 1.25, bold: bool = False) -> int:
    """Wrapped text inside `rect`; returns the height used."""
    y = rect.top
    step = int(px * line_gap * 0.8)
    for line in res.wrap(resolve(text), px, rect.width, bold):
        if y + step > rect.bottom + step // 2:
            break
        surface.blit(res.text(line, px, colour, bold), (rect.left, y))
        y += step
    return y - rect.top


def fit_lines(res, text: str, px: int, width: int, height: int | None = None,
              min_scale: float = 0.8, max_lines: int = 2, bold: bool = False
              ) -> tuple[list[str], int, bool]:
    """`text` laid out to fit `width` (and `height`, if given) pixels: (lines, size, cut).

    Longer translations must fit without becoming unreadable: the size first shrinks a little
    (to 88 %), then the text wraps onto up to `max_lines` lines (when the height has room) at
    the largest size whose lines fit, then one line shrinks down to `min_scale` of `px` (never
    below 11); only if that still fails is the last line cut with an ellipsis (`cut` is then
    True, so the widget can show the whole text in its tooltip).
    """
    width = max(1, int(width))
    smallest = max(11, int(px * min_scale))
    sizes = list(range(int(px), smallest - 1, -1)) or [smallest]
    # a little smaller on one line, then two lines at a readable size, then smaller still
    gentle = [size for size in sizes if size >= px * 0.88] or sizes[:1]
    for size in gentle:
        if res.font(size, bold).size(text)[0] <= width:
            return [text], size, False
    for size in sizes:
        step = res.font(size, bold).get_linesize()
        room = max_lines if height is None else max(1, min(max_lines, int(height) // step))
        if room < 2:
            break
        lines = res.wrap_even(text, size, width, bold)   # no word alone on the last line
        font = res.font(size, bold)
        if len(lines) <= room and all(font.size(line)[0] <= width for line in lines):
            return lines, size, False
    for size in sizes:
        if res.font(size, bold).size(text)[0] <= width:
            return [text], size, False
    font = res.font(smallest, bold)
    room = max_lines if height is None else max(1, min(max_lines,
                                                       int(height) // font.get_linesize()))
    lines = res.wrap(text, smallest, width, bold)
    if len(lines) <= room and all(font.size(line)[0] <= width for line in lines):
        return lines, smallest, False
    kept = lines[:room]
    for i, line in enumerate(kept):
        while font.size(line)[0] > width and len(line) > 1:   # a word wider than the box
            line = line[:-1]
        kept[i] = line
    last = kept[-1]
    while last and font.size(last + "…")[0] > width:
        last = last[:-1].rstrip()
    kept[-1] = last + "…"
    return kept, smallest, True


def blit_lines(surface: pygame.Surface, res, lines: list[str], px: int, rect: pygame.Rect,
               colour, anchor: str = "midleft", bold: bool = False) -> None:
    """Lines from `fit_lines`, stacked and centred vertically in `rect`, anchored left
    ('midleft') or centred ('center')."""
    step = res.font(px, bold).get_linesize()
    top = rect.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        surf = res.text(line, px, colour, bold)
        y = round(top + i * step + step / 2)
        if anchor == "center":
            surface.blit(surf, surf.get_rect(center=(rect.centerx, y)))
        else:
            surface.blit(surf, surf.get_rect(midleft=(rect.left, y)))


class Widget:
    focusable = True
    takes_text = False   # a text input (`game.ui.text_field.TextField`): typing goes to it

    def __init__(self, tooltip: str | None = None, shortcut: int | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.shortcut = shortcut
        self.key_name = ""   # a key the scene handles itself ("Esc"), named in the tooltip
        self.enabled = True
        self.visible = True
        self.hovered = False
        self.focused = False

    @property
    def active(self) -> bool:
        return self.visible and self.enabled

    def handle_event(self, e: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        pass

    def tooltip_text(self) -> str | None:
        parts = []
        if self.tooltip:
            parts.append(resolve(self.tooltip))
        key = key_label(self.shortcut) if self.shortcut is not None else self.key_name
        if key:   # worded when drawn, so a language switched live shows here too
            # one piece on the line: "Key:" never ends a line over a lone "C"
            parts.append(_("Key: {key}").format(key=key).replace(" ", "\u00a0"))
        return " — ".join(parts) if parts else None

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        pass

    def draw_row_highlight(self, surface: pygame.Surface) -> None:
        """A settings row's faint panel when hovered or focused, and its focus outline (a
        greyed row lights up for neither: it cannot be changed)."""
        r = self.rect
        if not self.enabled:
            return
        if self.hovered or self.focused:
            draw_panel(surface, r.inflate(8, 4), (255, 255, 255), 26, 8)
        if self.focused:
            pygame.draw.rect(surface, theme.FOCUS, r.inflate(8, 4), 2, border_radius=8)


class Button(Widget):
    """A push button with hover, press, disabled and focus looks."""

    def __init__(self, text: str, on_click: Callable[[], Any] | None = None,
                 shortcut: int | None = None, tooltip: str | None = None,
                 primary: bool = False, enabled: bool = True, name: str = "",
                 key_name: str = "", tab: bool = False) -> None:
        super().__init__(tooltip, shortcut)
        # a tab or list entry: its gold marks the page shown; else gold is the default button,
        # what Enter presses when no other button has the focus (then it is drawn plain)
        self.tab = tab
        self.outshone = False
        self.key_name = key_name
        self.text = text
        self.on_click = on_click
        self.primary = primary
        self.enabled = enabled
        self.pressed = False
        self.name = name or text
        self.label_cut = False   # the label did not fit whole: the tooltip shows it
        self.pad = 0             # the label's least room from each end (0: `label_pad`)
        self.shared_px = 0       # the label's size where a row's buttons share one (0: own)
        # said why not when the button is pressed (or its key) while disabled: a greyed
        # Knock did nothing at all, the player could not tell why
        self.on_refused: Callable[[], Any] | None = None

    def tooltip_text(self) -> str | None:
        base = super().tooltip_text()
        if self.label_cut and self.text:
            return resolve(self.text) + (" — " + base if base else "")
        return base

    def activate(self) -> None:
        if self.active and self.on_click is not None:
            self.on_click()

    def handle_event(self, e: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            if self.enabled:
                self.pressed = True
            elif self.on_refused is not None:
                self.on_refused()
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(e.pos) and self.enabled:
                self.activate()
                return True
            return was
        return False

    def body_rect(self) -> pygame.Rect:
        """Where the button's face is drawn: lifted off its shadow, pressed down while held.
        A disabled button keeps the lift so it lines up with its row (it only looks flat)."""
        lift = 0 if self.pressed else max(1, self.rect.height // 16)
        return self.rect.move(0, -lift)

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        if not self.visible:
            return
        r = self.rect
        radius = max(6, r.height // 3)
        if not self.enabled:
            bg, fg = theme.BUTTON_DISABLED, theme.BUTTON_DISABLED_TEXT
        elif self.pressed:
            bg, fg = theme.BUTTON_PRESS, theme.BUTTON_TEXT
        elif self.primary and not self.outshone:
            bg = theme.BUTTON_PRIMARY_HOVER if self.hovered else theme.BUTTON_PRIMARY
            fg = theme.BUTTON_TEXT
        else:
            bg = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
            fg = theme.BUTTON_TEXT
        shadow = r.move(0, max(2, r.height // 12))
        draw_panel(surface, shadow, (0, 0, 0), 90, radius)
        body = self.body_rect()
        pygame.draw.rect(surface, bg, body, border_radius=radius)
        if self.enabled:
            top_light = pygame.Rect(body.left + 2, body.top + 2, body.width - 4, body.height // 2)
            draw_panel(surface, top_light, (255, 255, 255), 40, radius)
        if self.focused and self.enabled:   # (greyed, no ring: it cannot be pressed)
            pygame.draw.rect(surface, theme.FOCUS, body.inflate(6, 6), 2,
                             border_radius=radius + 3)
        px = self.shared_px or max(13, int(r.height * 0.5))
        text = resolve(self.text)   # the label in today's language, even if built before
        room = r.width - 2 * (self.pad or label_pad(r.height))
        lines, size, self.label_cut = fit_lines(res, text, px, room, r.height, min_scale=0.72)
        blit_lines(surface, res, lines, size, body, fg, "center")


def label_pad(height: int) -> int:
    """A label's room from each rounded end: an eighth of the height, at least 6 px."""
    return max(6, height // 8)


class Choice(Widget):
    """A labelled value that cycles through `choices` (click the arrows, or Left/Right)."""

    def __init__(self, label: str, choices: Sequence[Any], value: Any,
                 fmt: Callable[[Any], str] = str,
                 on_change: Callable[[Any], Any] | None = None,
                 tooltip: str | None = None) -> None:
        super().__init__(tooltip)
        self.label = label
        self.choices = list(choices)
        self.value = value if value in self.choices else (self.choices[0] if self.choices
                                                         else None)
        self.fmt = fmt
        self.on_change = on_change
        self.label_cut = False   # the label did not fit whole: the tooltip shows it

    def tooltip_text(self) -> str | None:
        base = super().tooltip_text()
        if self.label_cut and self.label:
            return resolve(self.label) + (" — " + base if base else "")
        return base

    def step(self, delta: int, wrap: bool = True) -> None:
        """The next (`delta` 1) or previous value; round from the end to the start for a
        click or Space, never for the arrows or the wheel (held Right ran the knock limit
        from 10 on to "Gin only": a play-tester), which stop at the list's ends."""
        if not self.choices or not self.enabled:
            return
        i = self.choices.index(self.value) if self.value in self.choices else 0
        j = (i + delta) % len(self.choices) if wrap else max(0, min(len(self.choices) - 1,
                                                                   i + delta))
        if self.choices[j] == self.value:
            return
        self.value = self.choices[j]
        if self.on_change:
            self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def handle_event(self, e: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            value_rect = self._value_rect()    # its left third steps back, the rest on
            self.step(-1 if e.pos[0] < value_rect.left + value_rect.width * 0.35 else 1)
            return True
        if e.type == pygame.MOUSEWHEEL and self.hovered:
            self.step(-1 if e.y > 0 else 1, wrap=False)
            return True
        if e.type == pygame.KEYDOWN and self.focused and e.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if e.key == pygame.K_LEFT else 1, wrap=False)
            return True
        return False

    def _value_rect(self) -> pygame.Rect:
        r = self.rect
        split = int(r.width * 0.5)
        return pygame.Rect(r.left + split, r.top, r.width - split, r.height)

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        if not self.visible:
            return
        r = self.rect
        px = max(13, int(r.height * 0.5))
        self.draw_row_highlight(surface)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        vr = self._value_rect()
        label_box = pygame.Rect(r.left + LABEL_INSET, r.top, vr.left - r.left - 12, r.height)
        lines, size, self.label_cut = fit_lines(res, resolve(self.label), px, label_box.width,
                                                r.height + 4)
        blit_lines(surface, res, lines, size, label_box, colour)
        draw_panel(surface, vr, theme.PANEL, 200, max(4, vr.height // 3), theme.GOLD_DARK, 1)
        value_colour = theme.GOLD if self.enabled else theme.TEXT_DIM
        # the arrows clear of the box's rounded ends
        blit_choice_value(surface, res, self.fmt(self.value), px, vr, value_colour,
                          label_pad(vr.height))


def blit_choice_value(surface: pygame.Surface, res, text: str, px: int, box: pygame.Rect,
                      colour, inset: int) -> None:
    """A choice's value between its < and > arrows (`inset` from the box's ends), clear of
    them: smaller, or on two lines where they read larger (one line of the variant's name
    was 11 px in a box two 13 px lines fit at 800x600), never under 11 ("<Gin-Rami w
    kolumnach (dwie talie)>" ran into its arrows in Settings at 800x600: a play-tester)."""
    left, right = res.text("<", px, theme.TEXT_DIM), res.text(">", px, theme.TEXT_DIM)
    room = box.width - 2 * (inset + left.get_width() + max(6, px // 2))
    rows, size = [text], px
    if res.font(px).size(text)[0] > room:
        size, two = max(11, int(px * room / res.font(px).size(text)[0])), px
        while two > 11 and not _two_rows(res, text, two, room, box.height):
            two -= 1
        if res.font(size).size(text)[0] > room or two > size:
            size, rows = two, res.wrap_balanced(text, two, room) or [text]
    step = res.font(size).get_linesize()
    y = box.centery - step * len(rows) / 2
    for row in rows:
        surf = res.text(row, size, colour)
        surface.blit(surf, surf.get_rect(midtop=(box.centerx, round(y))))
        y += step
    surface.blit(left, left.get_rect(midleft=(box.left + inset, box.centery)))
    surface.blit(right, right.get_rect(midright=(box.right - inset, box.centery)))


def _two_rows(res, text: str, px: int, room: int, height: int) -> bool:
    """Whether `text` at `px` reads on at most two lines of `room` within `height`."""
    rows = res.wrap_balanced(text, px, room)
    return len(rows) <= 2 and all(res.font(px).size(r)[0] <= room for r in rows) and \
        len(rows) * res.font(px).get_linesize() <= height


class WidgetGroup:
    """The widgets of one scene: focus, hover, shortcuts and the tooltip."""

    def __init__(self, widgets: Sequence[Widget] = (), arrows: bool = True) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.arrows = arrows
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.hover_time = 0.0
        self.tooltip_shown = False
        self.mouse_pos = (0, 0)
        self.pointer_seen = False   # a first position was heard (the pointer may rest there)
        self.tip_armed = False   # the pointer moved onto `hover` and has not clicked it since
        self.tip_clicked = False
        self.tab_order: Callable[[list[Widget]], list[Widget]] | None = None   # else as added

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = self.hover = None

    def _focusables(self) -> list[Widget]:
        items = [w for w in self.widgets if w.focusable and w.active]
        return self.tab_order(items) if self.tab_order is not None else items

    def set_focus(self, widget: Widget | None) -> None:
        if self.focus is not None:
            self.focus.focused = False
            if self.focus.takes_text and self.focus is not widget:
                self.focus.selected = False   # a selection ends when the field is left
        self.focus = widget
        if widget is not None:
            widget.focused = True

    def move_focus(self, delta: int) -> None:
        items = self._focusables()
        if not items:
            return
        if self.focus in items:
            i = (items.index(self.focus) + delta) % len(items)
        else:
            i = 0 if delta > 0 else len(items) - 1
        self.set_focus(items[i])

    def move_in_row(self, delta: int) -> bool:
        """Left/Right: the focus to the next widget beside the focused one, in its row (the
        setup's bottom row ‹ › Start answered only Tab: a play-tester); False when none."""
        focus = self.focus
        if focus is None or not focus.visible:
            return False
        row = [w for w in self._focusables() if w.visible and w is not focus
               and abs(w.rect.centery - focus.rect.centery) < focus.rect.height / 2]
        ahead = [w for w in row if (w.rect.centerx - focus.rect.centerx) * delta > 0]
        if not ahead:
            return False
        self.set_focus(min(ahead, key=lambda w: abs(w.rect.centerx - focus.rect.centerx)))
        return True

    def default_button(self) -> Button | None:
        """The button Enter presses when no button has the focus: the shown, lit one whose
        key is Enter, else the gold one that is no tab (Start, Resume, Next hand...)."""
        lit = [w for w in self.widgets if isinstance(w, Button) and w.active]
        return next((w for w in lit if w.shortcut in (pygame.K_RETURN, pygame.K_KP_ENTER)),
                    next((w for w in lit if w.primary and not w.tab), None))

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def handle_event(self, e: pygame.event.Event) -> bool:
        """Route one event; True when a widget used it."""
        if e.type == pygame.MOUSEMOTION:
            for w in self.widgets:    # a slider's knob held: the drag is its own
                if getattr(w, "dragging", False) and w.handle_event(e):
                    return True
            # the first position a scene hears (the window opening under a resting pointer)
            # is not a player pointing at a widget: no tooltip until the pointer really moves
            moved = self.pointer_seen and tuple(e.pos) != tuple(self.mouse_pos)
            self.mouse_pos, self.pointer_seen = e.pos, True
            over = self.widget_at(e.pos)
            if over is not self.hover:
                if self.hover is not None:
                    self.hover.hovered = False
                self.hover = over
                self.hover_time = 0.0
                self.tooltip_shown = False
                self.tip_armed = moved
                self.tip_clicked = False
                if over is not None:
                    over.hovered = True
                return True  # hover look changed: redraw
            if moved and over is not None and not self.tip_armed and not self.tip_clicked:
                self.tip_armed = True
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            # a new press: one whose release never came (the scene changed under it) is over,
            # or that button took the next release and the click was lost
            for w in self.widgets:
                if getattr(w, "pressed", False):
                    w.pressed = False
            over = self.widget_at(e.pos)
            if over is not None and over.focusable and over.active:
                # the keys follow the pointer: Left/Right after a click on Text size had
                # stepped the Language row the keyboard last stood on (a play-tester)
                self.set_focus(over)
            # clicked: the tooltip goes and stays away until the pointer leaves the widget
            self.tooltip_shown = self.tip_armed = False
            self.tip_clicked = True
            self.hover_time = 0.0
        if self.focus is not None and self.focus.active and self.focus.handle_event(e):
            return True
        for w in self.widgets:
            if w is not self.focus and w.handle_event(e):
                return True
        if e.type == pygame.KEYDOWN:
            typing = self.focus is not None and self.focus.takes_text
            if e.key == pygame.K_TAB:
                self.move_focus(-1 if e.mod & pygame.KMOD_SHIFT else 1)
                return True
            if self.arrows and e.key in (pygame.K_DOWN, pygame.K_UP):
                self.move_focus(1 if e.key == pygame.K_DOWN else -1)
                return True
            if self.arrows and e.key in (pygame.K_LEFT, pygame.K_RIGHT) and not typing and \
                    self.move_in_row(1 if e.key == pygame.K_RIGHT else -1):
                return True
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and \
                    self.focus is not None and self.focus.active and not (
                        typing and e.key == pygame.K_SPACE):
                # Enter on a value row (or the name field) presses the default button, never
                # steps the value: Enter to start the game turned the knock limit from 10 to
                # "Gin only" (a play-tester); Space still steps it, as a click does
                default = self.default_button() if e.key != pygame.K_SPACE and \
                    not isinstance(self.focus, Button) else None
                (default or self.focus).activate()
                return True
            if not typing and not e.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                for w in self.widgets:
                    if w.shortcut is not None and w.shortcut == e.key and w.active:
                        w.activate()
                        return True
                for w in self.widgets:    # a shown but disabled button's key: why not
                    if w.shortcut is not None and w.shortcut == e.key and w.visible and \
                            getattr(w, "on_refused", None) is not None:
                        w.on_refused()
                        return True
        return False

    def _tip_allowed(self) -> bool:
        """A tooltip may show: the pointer moved onto a widget that is shown and enabled."""
        return self.hover is not None and self.tip_armed and self.hover.active

    def update(self, dt: float) -> bool:
        """Advance the tooltip timer; True when the tooltip appeared or went (redraw)."""
        if self.tooltip_shown and not self._tip_allowed():   # disabled or hidden after use
            self.tooltip_shown = False
            return True
        if self._tip_allowed() and not self.tooltip_shown:
            self.hover_time += dt
            if self.hover_time >= TOOLTIP_DELAY and self.hover.tooltip_text():
                self.tooltip_shown = True
                return True
        return False

    @property
    def waiting(self) -> bool:
        """A tooltip is about to show or to go: the loop must keep ticking."""
        if self.tooltip_shown:
            return not self._tip_allowed()
        return self._tip_allowed() and bool(self.hover.tooltip_text())

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        focus = self.focus if isinstance(self.focus, Button) and self.focus.active else None
        for w in self.widgets:
            if isinstance(w, Button):   # one button looks chosen: the focused, else the gold
                w.outshone = focus is not None and focus is not w and not w.tab
            w.draw(surface, res, layout)

    def tooltip_rect(self, res, layout, bounds: pygame.Rect) -> tuple[pygame.Rect, list[str]]:
        """Where the hovered widget's tooltip goes and its lines (`game.ui.tooltip`)."""
        from game.ui.tooltip import tooltip_rect
        return tooltip_rect(self, res, layout, bounds)

    def draw_tooltip(self, surface: pygame.Surface, res, layout) -> None:
        if self.tooltip_shown and self._tip_allowed() and self.hover.tooltip_text():
            from game.ui.tooltip import draw_tooltip
            draw_tooltip(self, surface, res, layout)
