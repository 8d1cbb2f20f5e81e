"""The setup screen's option row: a `Choice` whose label gets the room its value box leaves."""

from __future__ import annotations

import copy
from collections.abc import Iterable

import pygame

from game.ui import theme
from game.ui.widgets import LABEL_INSET, Choice, blit_choice_value, draw_panel

#: the value's arrows' distance from the ends of its box
VALUE_INSET = 6


class SetupChoice(Choice):
    """A Choice whose label gets the room it needs: `place()` narrows the value box to what
    its longest value needs (`split`); a label that still does not fit is shrunk a little, then
    wrapped onto two lines, and only as a last resort cut with an ellipsis (the whole label then
    shows in the tooltip). The label never runs into the value box."""

    split = 0.5          # where the value box starts, as a share of the row's width
    truncated = False    # the label was cut: the tooltip repeats it in full
    family_px: int | None = None   # the label size its column shares (`share_label_size`)
    text_px: int | None = None     # the screen's row text size (None: half the row's height)

    def _value_rect(self) -> pygame.Rect:
        r = self.rect
        split = int(r.width * self.split)
        return pygame.Rect(r.left + split, r.top, r.width - split, r.height)

    def value_width(self, res, px: int) -> int:
        """The width the value box needs for its longest value on one line, between the < >
        arrows as `blit_choice_value` sets them (`2 * px + 16` fell 2-4 px short at large
        sizes: "Gin Rami en colonnes (deux jeux)" wrapped in its box, a play-tester)."""
        widest = max((res.font(px).size(self.fmt(c))[0] for c in self.choices), default=0)
        arrow = max(res.text(a, px, theme.TEXT_DIM).get_width() for a in "<>")
        return widest + 2 * (VALUE_INSET + arrow + max(6, px // 2))

    def value_split(self, res) -> float:
        """The largest split at which every value reads on one line at full size."""
        r = self.rect
        return (r.width - self.value_width(res, self.value_px())) / r.width if r.width > 0 \
            else self.split

    def value_px(self) -> int:
        """The value's size: the screen's row text size, or half the row's height."""
        return self.text_px or max(13, int(self.rect.height * 0.5))

    def label_px(self) -> int:
        """The label's own size (the value's size): what `draw` starts from."""
        return self.value_px()

    def label_width(self) -> int:
        """The room left of the value box for the label."""
        return self._value_rect().left - self.rect.left - 12

    def label_lines(self, res, px: int, width: int) -> tuple[list[str], int]:
        """The label as one or two lines that fit `width`, and the font size to draw them
        (the column's shared size when it has one: then only wrapping is left to fit)."""
        self.truncated = False
        text = self.label
        shared = self.family_px
        # two lines at full size where the row is tall enough, rather than smaller type
        # (at 800x600 every option label took the shrunk size, about 10 px high)
        two = max(11, min(px, (self.rect.height - 4) // 2))
        shrunk = max(11, int(px * 0.88))
        # two lines nearer the full size than one shrunk line: the larger type (a long
        # label in the players' column read a size smaller than "Mode" above it); a column
        # sharing one size takes that size
        wrap_first = not shared and shrunk < two < px and \
            self._two_lines(res, text, two, width) is not None
        tries = (shared,) if shared else (px,) if two == px or wrap_first else (px, shrunk)
        for size in tries:
            if res.font(size).size(text)[0] <= width:
                return [text], size
        if shared:
            size = shared
        elif two == px or wrap_first:   # two lines at full size, or nearly
            size = two
        else:                    # a low row: a little smaller, as two lines allow
            size = max(11, min(shrunk, int(self.rect.height * 0.44)))
        lines = self._two_lines(res, text, size, width)
        if lines is not None:
            return lines, size
        # too long even on two lines: cut the second line with an ellipsis
        self.truncated = True
        font = res.font(size)
        first = res.wrap(text, size, width)[0]
        while font.size(first)[0] > width and len(first) > 1:
            first = first[:-1]
        rest = text[len(first):].strip()
        while rest and font.size(rest + "…")[0] > width:
            rest = rest[:-1].rstrip()
        return [first, rest + "…"], size

    @staticmethod
    def _two_lines(res, text: str, size: int, width: int) -> list[str] | None:
        """`text` wrapped onto at most two lines of `width` at `size`; None if it takes
        more, or a word alone is wider."""
        font = res.font(size)
        lines = res.wrap(text, size, width)
        if len(lines) <= 2 and all(font.size(line)[0] <= width for line in lines):
            return lines
        return None

    def tooltip_text(self) -> str | None:
        base = super().tooltip_text()
        if self.truncated and self.label:
            return self.label + (" — " + base if base else "")
        return base

    def draw(self, surface: pygame.Surface, res, layout) -> None:
        if not self.visible:
            return
        r = self.rect
        px = self.value_px()
        self.draw_row_highlight(surface)
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        vr = self._value_rect()
        if self.label:
            lines, size = self.label_lines(res, self.label_px(), self.label_width())
            step = int(size * 1.0)
            y = r.centery - step * len(lines) / 2
            for line in lines:
                surf = res.text(line, size, colour)
                surface.blit(surf, surf.get_rect(midleft=(r.left + LABEL_INSET,
                                                          round(y + step / 2))))
                y += step
        draw_panel(surface, vr, theme.PANEL, 200, max(4, vr.height // 3), theme.GOLD_DARK, 1)
        value_colour = theme.GOLD if self.enabled else theme.TEXT_DIM
        blit_choice_value(surface, res, self.fmt(self.value), px, vr, value_colour,
                          VALUE_INSET)


def share_label_size(choices, res, also: Iterable[str] = ()) -> int | None:
    """Give a column of option rows one label size, the largest that every label fits at
    (wrapped when it must), so no label reads smaller than its neighbours; returns it.
    `also`: the labels of the variant's other option pages, measured in a row like the first
    placed one, so turning the page keeps the size."""
    for c in choices:
        c.family_px = None
    placed = [c for c in choices if c.label and c.rect.width > 0 and c.rect.height > 0]
    sizes = [_label_size(c, res) for c in placed]
    if placed:
        probe = copy.copy(placed[0])
        for text in also:
            probe.label = text
            sizes.append(_label_size(probe, res))
    common = min(sizes) if sizes else None
    for c in choices:
        c.family_px = common
    return common


def _label_size(c: SetupChoice, res) -> int:
    """The size `c`'s label asks of its column: the full size where it reads on one line,
    or on two lines the row holds at that size (003's "Mélanger le jeu de la retourne une
    fois épuisé" took every label of its column 2 px smaller at 1920x1080: a play-tester),
    else the size it would take alone."""
    px, width = c.label_px(), c.label_width()
    if c._two_lines(res, c.label, px, width) is not None and \
            2 * res.font(px).get_height() <= c.rect.height + 6:
        return px
    return c.label_lines(res, px, width)[1]


def fit_split(choice: SetupChoice, res, lo: float = 0.4, hi: float = 0.68) -> float:
    """Give the label all the row the value box does not need (within lo..hi of the row);
    returns the split set."""
    r = choice.rect
    if r.width > 0:
        need = choice.value_width(res, choice.value_px())
        choice.split = max(lo, min(hi, (r.width - need) / r.width))
    return choice.split
