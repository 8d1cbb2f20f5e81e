"""A box of text lines that scrolls, with visible controls: ▲ and ▼ buttons, a bar whose track
can be clicked, the wheel over the box, and Up/Down, Page Up/Page Down, Home/End.

A large text size makes some screens' texts (the rules, the about box) taller than the window
can show; they scroll here instead of shrinking. The scene lays the lines out once for the
box's width (`set_lines`), places the box (`place`) and forwards events (`handle_event`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.i18n import _
from game.ui.pinned import Bands, Pinned
from game.ui.widgets import Button, WidgetGroup, blit_text


@dataclass(frozen=True)
class Line:
    """One line of text at `y` (from the top of the content), `x` from its left edge (or its
    centre, when `centred`)."""

    text: str
    px: int
    colour: tuple[int, int, int]
    y: int
    bold: bool = False
    x: int = 0
    centred: bool = False
    shadow: bool = False


class ScrollBox:
    """Lines in `rect`, scrolled by whole pixels; the ▲ ▼ buttons show only when needed."""

    def __init__(self, widgets: WidgetGroup, name: str = "scroll") -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.lines: list[Line] = []
        self.height = 0
        self.scroll = 0
        self.shown = pygame.Rect(0, 0, 0, 0)   # the painted content's part last shown
        self.step = 20
        self.up = widgets.add(Button("▲", lambda: self.scroll_by(-3 * self.step), None,
                                     _("Scroll up (wheel, Up, Page Up)"), name=f"{name}:up"))
        self.down = widgets.add(Button("▼", lambda: self.scroll_by(3 * self.step), None,
                                       _("Scroll down (wheel, Down, Page Down)"),
                                       name=f"{name}:down"))
        self.up.focusable = self.down.focusable = False   # the keys scroll; Tab skips them
        self.up.visible = self.down.visible = False       # until `place` finds an overflow
        self.changed = False
        self.painter = None
        self.pins: list[Pinned] = []   # the painted tables' headings (`Pinned`), last drawn
        self.hidden_above = 0          # ... the pinned table's rows scrolled away above

    # ----- layout -----------------------------------------------------------------------
    def bar_width(self, lay) -> int:
        return max(24, min(lay.px(34), lay.h // 14))

    def text_rect(self, rect: pygame.Rect, lay) -> pygame.Rect:
        """Where the lines go in `rect`: its width less the controls' column (the lines are
        laid out for this width whether or not they overflow, so they never re-wrap)."""
        return pygame.Rect(rect.left, rect.top, rect.width - self.bar_width(lay) - lay.px(10),
                           rect.height)

    def set_lines(self, lines: list[Line], height: int, step: int) -> None:
        self.lines, self.height, self.step = lines, height, max(1, step)
        self.painter = None
        self._clamp()

    def set_painter(self, painter, height: int, step: int) -> None:
        """Content drawn by `painter(surface, rect)` (a score sheet) instead of lines: it
        draws the whole of it, `height` pixels tall, and the box shows a window of it."""
        self.lines, self.height, self.step = [], height, max(1, step)
        self.painter = painter
        self._clamp()

    def place(self, rect: pygame.Rect, lay) -> None:
        self.rect = pygame.Rect(rect)
        bw = self.bar_width(lay)
        self.up.rect = pygame.Rect(rect.right - bw, rect.top, bw, bw)
        self.down.rect = pygame.Rect(rect.right - bw, rect.bottom - bw, bw, bw)
        self.up.visible = self.down.visible = self.overflows
        self._clamp()

    @property
    def overflows(self) -> bool:
        return self.height > self.rect.height > 0

    def track(self) -> pygame.Rect:
        """The bar's track, between the two buttons."""
        u, d = self.up.rect, self.down.rect
        return pygame.Rect(u.left, u.bottom + 4, u.width, max(0, d.top - u.bottom - 8))

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, max(0, self.height - self.rect.height)))
        self.up.enabled = self.scroll > 0
        self.down.enabled = self.scroll < self.height - self.rect.height

    def scroll_by(self, dy: int) -> None:
        before = self.scroll
        self.scroll += dy
        self._clamp()
        self.changed = self.changed or self.scroll != before

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event, mouse_pos) -> bool:
        """The wheel over the box, the keys, a click on the track; True when used."""
        if not self.overflows:
            return False
        page = max(self.step, self.rect.height - 2 * self.step)
        if e.type == pygame.KEYDOWN and not e.mod & pygame.KMOD_CTRL:
            steps = {pygame.K_UP: -2 * self.step, pygame.K_DOWN: 2 * self.step,
                     pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
            if e.key in steps:
                self.scroll_by(steps[e.key])
                return True
        if e.type == pygame.MOUSEWHEEL and self.rect.collidepoint(mouse_pos):
            self.scroll_by(-e.y * 3 * self.step)
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.track().collidepoint(
                e.pos):
            t = self.track()
            self.scroll = int((e.pos[1] - t.top) / max(1, t.height)
                              * (self.height - self.rect.height))
            self._clamp()
            self.changed = True
            return True
        return False

    # ----- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, res, lay) -> None:
        area = self.text_rect(self.rect, lay)
        if self.painter is not None:
            _painted_window(self, surface, area, res)
        old_clip = surface.get_clip()
        surface.set_clip(area)
        for line in self.lines:
            top = area.top + line.y - self.scroll
            if top < area.top or top + res.font(line.px, line.bold).get_linesize() > \
                    area.bottom + 2:
                continue   # only whole lines: a line cut by the box's edge reads badly
            if line.centred:
                blit_text(surface, res, line.text, line.px, (area.centerx + line.x, top),
                          line.colour, "midtop", line.bold, line.shadow)
            else:
                blit_text(surface, res, line.text, line.px, (area.left + line.x, top),
                          line.colour, "topleft", line.bold, line.shadow)
        surface.set_clip(old_clip)
        if not self.overflows:
            return
        t = self.track()
        bar = pygame.Rect(t.centerx - lay.px(2), t.top, max(2, lay.px(4)), t.height)
        pygame.draw.rect(surface, theme.PANEL, bar)
        h = max(lay.px(24), int(t.height * self.rect.height / self.height))
        y = t.top + int((t.height - h) * self.scroll / max(1, self.height - self.rect.height))
        pygame.draw.rect(surface, theme.GOLD_DARK, (bar.left - 1, y, bar.width + 2, h),
                         border_radius=2)


def pin_plan(pins, scroll: int, height: int, step: int
             ) -> tuple[Pinned | None, bool, int, int]:
    """What the box pins at `scroll` in a window `height` tall: (the table whose heading it
    keeps at the top, whether its title goes with it, the height kept at the top, the height
    kept at the foot for the footer). A heading is kept once it would go under the window's
    top (never drawn twice) until its table goes by (003's column headings over their
    column's last hand and explanation); its title goes with it, and the footer stays at
    the foot, only where at least two rows still show between them."""
    top, title, head_h = None, False, 0
    for p in pins:
        head = p.head[1] - p.head[0]
        step = min((b - a for a, b in zip(p.rows, p.rows[1:], strict=False)),
                   default=head) or step     # its rows' own step (a sheet shrunk to fit)
        both = head + p.title[1] - p.title[0]
        kept = both if height - both >= 2 * step else head
        if height - kept >= 2 * step and p.head[1] - kept <= scroll and \
                scroll + kept < max(p.end, p.bottom):
            top, title, head_h = p, kept == both and both > head, kept
            break
    # the footer of the table in view, while it is below the window
    current = top or next((p for p in pins if p.end > scroll), None)
    foot_h = 0
    if current is not None and current.foot is not None and \
            current.foot[1] > scroll + height:
        h = current.foot[1] - current.foot[0]
        step = min((b - a for a, b in zip(current.rows, current.rows[1:], strict=False)),
                   default=step) or step
        # the heading in its own place takes its room too
        above = head_h if top is not None else max(0, current.head[1] - scroll)
        if height - above - h >= 2 * step:
            foot_h = h
    return top, title, head_h, foot_h


def _painted_window(box: ScrollBox, surface: pygame.Surface, area: pygame.Rect, res=None
                    ) -> None:
    """The painter's content drawn whole on a surface of its own, and the scrolled window of
    it shown in `area`, a table's heading and footer kept in place (`Pinned`). Drawn for the
    layout probe (a surface with a `ledger`), the texts wholly shown are recorded where they
    land."""
    w, h = area.width, max(1, box.height)
    ledger = getattr(surface, "ledger", None)
    off = type(surface)((w, h), ledger) if ledger is not None else \
        pygame.Surface((w, h), pygame.SRCALPHA)
    drawn = box.painter(off, pygame.Rect(0, 0, w, h))
    drawn = drawn if isinstance(drawn, list) else []
    pins = box.pins = [p for p in drawn if isinstance(p, Pinned)]
    spans = [s for b in drawn if isinstance(b, Bands) for s in b.spans]
    bands = Bands(tuple(spans)) if any(isinstance(b, Bands) for b in drawn) else None
    top, title, head_h, foot_h = pin_plan(pins, box.scroll, area.height, box.step)
    view = pygame.Rect(0, box.scroll + head_h, w, min(area.height - head_h - foot_h, h))
    if bands is not None:   # whole lines of every table, side by side ones too
        view = between_lines(bands, view, h, top.head[1] - 2 if top is not None else 0)
    elif top is not None:
        view = _whole_rows(top, view)   # from a row's top under the heading, whole rows
    elif ledger is None:
        view = whole_lines(off, view)
    box.shown = view
    box.hidden_above = 0

    def show(part: pygame.Rect, y: int) -> None:
        if ledger is None:
            surface.blit(off, (area.left, y), part)
            return
        pygame.Surface.blit(surface, off, (area.left, y), part)
        for m in getattr(off, "marks", []):
            if part.contains(m.rect):
                surface.marks.append(type(m)(m.kind, m.label,
                                             m.rect.move(area.left, y - part.top)))

    show(view, area.top + head_h)
    if top is not None:
        y = area.top
        if title:
            show(pygame.Rect(0, top.title[0], w, top.title[1] - top.title[0]), y)
            y += top.title[1] - top.title[0]
        show(pygame.Rect(0, top.head[0], w, top.head[1] - top.head[0]), y)
        hidden = sum(1 for r in top.rows if r < view.top)
        box.hidden_above = hidden
        if title and hidden and callable(top.more) and res is not None:
            note = top.more(hidden)
            if res.font(top.px).size(note)[0] + top.title_w + 16 <= w:
                blit_text(surface, res, note, top.px, (area.left + w, area.top),
                          theme.TEXT_DIM, "topright")
    if foot_h:
        current = top or next(p for p in pins if p.end > box.scroll)
        show(pygame.Rect(0, current.foot[0], w, foot_h), area.top + area.height - foot_h)


def between_lines(bands: Bands, view: pygame.Rect, end: int, floor: int) -> pygame.Rect:
    """`view` (of content `end` tall) moved to start and end between lines (`Bands`): its
    top up to the line it cuts (never over `floor`, a pinned heading's foot), so the room
    under a pinned heading shows whole rows, as many as fit; at the content's end, its top
    down instead, so the last line shows."""
    room = view.height
    if view.top + room >= end:     # scrolled to the end: the last lines whole
        top = bands.at_or_below(max(view.top, end - room), end)
        return pygame.Rect(view.left, top, view.width, max(1, end - top))
    top = bands.at_or_above(view.top, min(floor, view.top))
    low = min(end, top + room)
    bottom = bands.at_or_above(low, top + 1)
    return pygame.Rect(view.left, top, view.width, max(1, (bottom if bottom > top + 1
                                                            else low) - top))


def _whole_rows(pin: Pinned, view: pygame.Rect) -> pygame.Rect:
    """`view` under a kept heading: from the first row that starts in it (a row cut by the
    heading is hidden whole), down to the last row, or footer line, that ends in it (the
    rows' stripes are ink: `whole_lines` would move the window up, the totals out)."""
    starts = [t - 2 for t in pin.rows]      # a row's stripe and rule start 2 px over it
    top = min((t for t in starts if t >= view.top), default=view.top)
    low = top + view.height     # the window keeps its height from that row (a row more)
    if low >= max(pin.end, pin.bottom):
        return pygame.Rect(view.left, top, view.width, view.height)
    ends = [*starts[1:], pin.end, *(pin.foot or ())]
    bottom = max((e for e in ends if top < e <= low), default=low)
    return pygame.Rect(view.left, top, view.width, max(1, bottom - top))


#: a column inked this many pixels on end is a ruled line, not a letter (`whole_lines`)
RULE_SPAN = 61


def whole_lines(content: pygame.Surface, view: pygame.Rect) -> pygame.Rect:
    """`view` of painted `content` (transparent where nothing is drawn) with its edges on
    rows of pixels without ink, the gaps between lines: its top moved up, its bottom up, by
    at most half its height, so the box shows no line cut in half (a score sheet's rows at
    a large Text size); unchanged where no such row is near. A vertical rule crossing a gap
    does not fill it (the first view of Hollywood's match over stopped above the game
    sheets, whose dividing lines cross every row, and showed blank room)."""
    w, h = content.get_size()
    ink = pygame.mask.from_surface(content, 8)   # a row's faint stripe is ink too: no sliver
    across = pygame.mask.Mask((w, 1), fill=True)
    runs: dict[int, tuple[int, int]] = {}   # a column's long vertical run, once found

    def rule(x: int, y: int) -> bool:
        """Whether the ink at (x, y) is part of a vertical rule (the line between Hollywood's
        game sheets): an unbroken run down its column far taller than any letter."""
        top, bottom = runs.get(x, (0, 0))
        if not top <= y < bottom:
            top = bottom = y
            while top > 0 and ink.get_at((x, top - 1)):
                top -= 1
            while bottom < h and ink.get_at((x, bottom)):
                bottom += 1
            if bottom - top >= RULE_SPAN:
                runs[x] = (top, bottom)
        return bottom - top >= RULE_SPAN

    def blank(y: int) -> bool:
        """No ink on row `y` but vertical rules: a gap between lines of text. (Points are
        found with `overlap`: `get_bounding_rects` crashed on a mask one pixel wide.)"""
        if y <= 0 or y >= h:
            return True
        row = pygame.mask.Mask((w, 1))
        row.draw(ink, (0, -y))
        for _k in range(4):
            point = row.overlap(across, (0, 0))
            if point is None:
                return True
            if not rule(point[0], y):
                return False
            row.set_at(point, 0)
        return row.count() == 0

    reach = max(1, view.height // 2)
    top = next((y for y in range(view.top, max(-1, view.top - reach), -1) if blank(y)),
               view.top)
    bottom = min(h, top + view.height)
    bottom = next((y for y in range(bottom, max(top, bottom - reach), -1) if blank(y)),
                  bottom)
    return pygame.Rect(view.left, top, view.width, max(1, bottom - top))


def visible_lines(res, lines: list[Line], area: pygame.Rect, scroll: int) -> list[Line]:
    """The lines a box of `area` shows whole at `scroll` (for tests: what a player reads)."""
    out = []
    for line in lines:
        top = area.top + line.y - scroll
        if top >= area.top and top + res.font(line.px, line.bold).get_linesize() <= area.bottom:
            out.append(line)
    return out


def wrap_all(res, text: str, px: int, width: int, bold: bool = False) -> list[str]:
    """`res.wrap`, and a word wider than `width` (a folder's path) broken after a `/` or `\\`
    where it can be, else between letters, so no line runs out of its box."""
    font = res.font(px, bold)
    out: list[str] = []
    for line in res.wrap(text, px, width, bold):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line)
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            seps = [i + 1 for i in range(cut) if line[i] in "/\\ "]
            if seps and seps[-1] > cut // 3:
                cut = seps[-1]
            out.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
        out.append(line)
    return out


def hanging_lines(res, layout, texts, width: int,
                  step: int | None = None) -> tuple[list[Line], int, int]:
    """Score lines in body type for a box `width` wide: a line too long for it wraps, its
    following rows indented so each line's start stands out. Returns the box's lines, their
    height and the line step (the font's line size unless `step` says)."""
    size = layout.font_body
    indent = layout.px(24)
    step = step or res.font(size).get_linesize()
    out, y = [], 0
    for line in texts:
        first, *rest = res.wrap(line, size, width)
        rows = [first, *res.wrap(" ".join(rest), size, width - indent)] if rest else [first]
        for i, row in enumerate(rows):
            out.append(Line(row, size, theme.TEXT, y, x=indent if i else 0))
            y += step
    return out, y, step


class ScrollingScene:
    """A scene mix-in for a scene whose `self.text` is a `ScrollBox`: while `text_active()`,
    the box takes the events it uses (▲ ▼, its bar, the wheel, the keys) before the scene's
    buttons, and the scene is redrawn whenever the box scrolled."""

    def text_active(self) -> bool:
        """Whether the box is on screen and takes events (a scene may show it only at a
        large text size, or only in one of its views)."""
        return True

    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.text_active() and self.text.handle_event(e, self.widgets.mouse_pos):
            self.dirty = True
            return True
        return super().handle_event(e)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.text.changed:
            self.text.changed = False
            self.dirty = True
