"""The cards each player was left holding when a Rami hand ended, in small cards on the score
panel: one row a player who paid for a hand ("Ann · 10 points in hand" and the cards), read beside the
payment lines, as Gin's panel shows both hands (`showdown_strip`).

The rows come from the hand's result lines (`pays-holding`): what the players laid on the
table to count their hands, public once the hand is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import pygame

from game.core.cards import Card
from game.core.results import ScoreLine
from game.ui import theme
from game.ui.i18n import _, ngettext
from game.ui.layout import CARD_ASPECT
from game.ui.showdown_strip import OVERLAP  # the same overlap as Gin's both hands
from game.ui.widgets import blit_text

#: the fewest design pixels a row's cards may be: smaller, the strip stays out
MIN_CARD = 34
#: the most design pixels they grow to where the panel has room, when the table's own
#: cards are smaller (they grow up to the table's size: at 84 design px, 52 px at 800x600,
#: a blank band of 100 px stood under the sheet after an early hand)
MAX_CARD = 84


def holdings(lines: Sequence[ScoreLine]) -> list[tuple[int, tuple[Card, ...], int]]:
    """(seat, cards held, their value) for every player left holding cards, in the order
    the payment lines name them."""
    out = []
    for line in lines:
        if line.kind == "pays-holding":
            values = line.values
            if values.get("cards"):
                out.append((line.seats[0], tuple(values["cards"]), int(values["value"])))
    return out


def row_gap(lay) -> int:
    return lay.px(10)


def columns(players: int) -> int:
    """Side by side in two columns from three players on (a Rami hand left at the end is
    short, and three rows under the payment lines left no room for the sheet)."""
    return 1 if players <= 2 else 2


def _labels(rows, names: Sequence[str], you: int | None) -> list[str]:
    """"Ann · 10 points in hand": what the row's cards count for."""
    return [ngettext("{name} · {n} point in hand", "{name} · {n} points in hand", value).format(
        name=_("You") if seat == you else names[seat], n=value) for seat, _cards, value in rows]


class Geometry(NamedTuple):
    """Where a strip's hands go: columns, their width and the gap between them, the labels'
    size and width, the cards' height and width, the step between a hand's cards."""

    cols: int
    col_w: int
    col_gap: int
    label_px: int
    label_w: int
    card_h: int
    card_w: int
    step: int


def geometry(res, lay, rows, names: Sequence[str], you: int | None, width: int, height: int,
             cols: int) -> Geometry:
    """The strip's geometry in `width` x `height` with `cols` columns: the cards as large
    as the room holds them (up to the table's own size, or `MAX_CARD` design px if that is
    larger), the longest hand overlapped only as it must be to fit its column."""
    gap = row_gap(lay)
    lines = -(-len(rows) // cols)
    col_gap = lay.px(24) if cols > 1 else 0
    col_w = (width - col_gap * (cols - 1)) // cols
    labels = _labels(rows, names, you)
    # a label may take nearly half its column (a Rami hand left at the end is short)
    # before it is set smaller, and never under 80 % of the small size (11 px read tiny)
    px, floor = lay.font_small, max(11, int(lay.font_small * 0.8))
    while px > floor and max(res.font(px).size(t)[0] for t in labels) > col_w * 0.45:
        px -= 1
    label_w = max(res.font(px).size(t)[0] for t in labels) + lay.px(12)
    most = max(len(cards) for _s, cards, _v in rows)
    room = col_w - label_w
    ch = min(max(lay.px(MAX_CARD), lay.card_h), (height - gap * (lines - 1)) // lines,
             int(room / (CARD_ASPECT * (1 + OVERLAP * (most - 1)))))
    ch = max(6, ch)
    cw = int(ch * CARD_ASPECT)
    step = max(6, min(int(cw * 1.08), int((room - cw) / max(1, most - 1))))
    return Geometry(cols, col_w, col_gap, px, label_w, ch, cw, step)


def plan(res, lay, rows, names: Sequence[str], you: int | None, width: int,
         room: int) -> tuple[int, int] | None:
    """(columns, height) of the strip in `width` with at most `room` pixels of height: the
    columns that show the larger cards (two from three players on where they tie: in half
    a row a long hand squeezes its cards, one a row three hands may stand taller); None
    where the cards would be smaller than `MIN_CARD` either way. The strip is as tall as
    its cards, so the sheet follows them and the spare room stays under it."""
    gap = row_gap(lay)
    best = None
    for cols in dict.fromkeys((columns(len(rows)), 1)):
        g = geometry(res, lay, rows, names, you, width, room, cols)
        if g.card_h >= lay.px(MIN_CARD) and (best is None or g.card_h > best[1]):
            best = (cols, g.card_h)
    if best is None:
        return None
    cols, card_h = best
    lines = -(-len(rows) // cols)
    return cols, lines * card_h + gap * (lines - 1)


def draw_holdings(surface: pygame.Surface, res, lay, rows, names: Sequence[str],
                  you: int | None, rect: pygame.Rect, four_colour: bool = False,
                  cols: int | None = None) -> int:
    """The hands inside `rect`, in `cols` columns (as `plan` chose; by default two from
    three players on); returns the cards' height."""
    if not rows:
        return 0
    g = geometry(res, lay, rows, names, you, rect.width, rect.height,
                 cols or columns(len(rows)))
    gap = row_gap(lay)
    for n, ((_seat, cards, _value), label) in enumerate(zip(rows, _labels(rows, names, you),
                                                            strict=True)):
        x = rect.left + (n % g.cols) * (g.col_w + g.col_gap)
        y = rect.top + (n // g.cols) * (g.card_h + gap)
        blit_text(surface, res, label, g.label_px, (x, y + g.card_h // 2), theme.TEXT_DIM,
                  "midleft")
        for i, card in enumerate(cards):
            surface.blit(res.card_face(card, (g.card_w, g.card_h), four_colour),
                         (x + g.label_w + i * g.step, y))
    return g.card_h


__all__ = ["MAX_CARD", "MIN_CARD", "Geometry", "columns", "draw_holdings", "geometry", "holdings",
           "plan"]
