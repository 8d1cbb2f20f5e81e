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
from game.ui.hand_order import by_suit
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


def holdings(lines: Sequence[ScoreLine]) -> list[tuple[int, tuple[Card, ...], int | None]]:
    """(seat, cards held, their value) for every player left holding cards, in the order
    the payment lines name them; after a Rami Arrêt every hand, which each player spreads,
    its value None (the hands count by their cards: the panel had no held cards for a stop,
    which showed them on the table for two seconds only: a play-tester)."""
    out: list[tuple[int, tuple[Card, ...], int | None]] = []
    stop = next((line for line in lines if line.kind == "arret-stop"), None)
    if stop is not None and stop.values.get("hands"):
        hands = stop.values["hands"]
        named = [s for line in lines if line.kind in ("arret-pays", "arret-fewest", "arret-tie")
                 for s in line.seats]
        order = [*named, *(s for s in range(len(hands)) if s not in named)]
        return [(s, tuple(by_suit(hands[s])), None) for s in order if hands[s]]
    for line in lines:
        if line.kind == "pays-holding":
            values = line.values
            if values.get("cards"):
                # in the order the line's words name them (`wording`: as the hand sorts)
                out.append((line.seats[0], tuple(by_suit(values["cards"])),
                            int(values["value"])))
    return out


def row_gap(lay) -> int:
    return lay.px(10)


def columns(players: int) -> int:
    """Side by side in two columns from three players on (a Rami hand left at the end is
    short, and three rows under the payment lines left no room for the sheet)."""
    return 1 if players <= 2 else 2


def _labels(rows, names: Sequence[str], you: int | None) -> list[str]:
    """"Ann · 10 points in hand": what the row's cards count for ("Ann · 3 cards" after a
    Rami Arrêt, where the hands count by their cards)."""
    return [(ngettext("{name} · {n} card", "{name} · {n} cards", len(cards)).format(
        name=_("You") if seat == you else names[seat], n=len(cards)) if value is None else
        ngettext("{name} · {n} point in hand", "{name} · {n} points in hand", value).format(
        name=_("You") if seat == you else names[seat], n=value))
        for seat, cards, value in rows]


class Geometry(NamedTuple):
    """Where a strip's hands go: columns, their width and the gap between them, the labels'
    size and width (`stacked`: each label over its cards, `label_h` high with its gap), the
    cards' height and width, the step between a hand's cards."""

    cols: int
    col_w: int
    col_gap: int
    label_px: int
    label_w: int
    card_h: int
    card_w: int
    step: int
    stacked: bool = False
    label_h: int = 0

    @property
    def row_h(self) -> int:
        """One hand's height: its cards, and its label when that stands over them."""
        return self.card_h + self.label_h


class Fit(NamedTuple):
    """The strip `plan` chose: so many columns, its height, the labels over the cards."""

    cols: int
    height: int
    stacked: bool = False


def geometry(res, lay, rows, names: Sequence[str], you: int | None, width: int, height: int,
             cols: int, stacked: bool = False) -> Geometry:
    """The strip's geometry in `width` x `height` with `cols` columns: the cards as large
    as the room holds them (up to the table's own size, or `MAX_CARD` design px if that is
    larger), the longest hand overlapped only as it must be to fit its column. `stacked`:
    each hand's label stands over its cards, which then have the column's whole width (three
    or more hands side by side in one row, where labels beside them left the cards no room)."""
    gap = row_gap(lay)
    lines = -(-len(rows) // cols)
    col_gap = lay.px(24) if cols > 1 else 0
    col_w = (width - col_gap * (cols - 1)) // cols
    labels = _labels(rows, names, you)
    # a label may take nearly half its column (a Rami hand left at the end is short), or
    # the column's width over the cards, before it is set smaller, and never under 80 % of
    # the small size (11 px read tiny)
    share = 1.0 if stacked else 0.45
    px, floor = lay.font_small, max(11, int(lay.font_small * 0.8))
    while px > floor and max(res.font(px).size(t)[0] for t in labels) > col_w * share:
        px -= 1
    widest = max(res.font(px).size(t)[0] for t in labels)
    if stacked:
        label_w, label_h = 0, res.font(px).get_linesize() + lay.px(4)
        if widest > col_w:   # a label that would run into the next column: no such strip
            return Geometry(cols, col_w, col_gap, px, 0, 0, 0, 6, True, label_h)
    else:
        label_w, label_h = widest + lay.px(12), 0
    most = max(len(cards) for _s, cards, _v in rows)
    room = col_w - label_w
    ch = min(max(lay.px(MAX_CARD), lay.card_h), (height - gap * (lines - 1)) // lines - label_h,
             int(room / (CARD_ASPECT * (1 + OVERLAP * (most - 1)))))
    ch = max(6, ch)
    cw = int(ch * CARD_ASPECT)
    step = max(6, min(int(cw * 1.08), int((room - cw) / max(1, most - 1))))
    return Geometry(cols, col_w, col_gap, px, label_w, ch, cw, step, stacked, label_h)


def plan(res, lay, rows, names: Sequence[str], you: int | None, width: int,
         room: int) -> Fit | None:
    """The strip in `width` with at most `room` pixels of height: the columns (one to one a
    hand) and labels (beside or over the cards) that show the largest cards, the fewest
    columns with labels beside where they tie (in a narrow column a long hand squeezes its
    cards); None where the cards would be smaller than `MIN_CARD` every way. The strip is as
    tall as its cards, so the sheet follows them and the spare room stays under it. (Labels
    beside the cards in one or two columns only: a play-tester found three players' cards
    thumbnail-sized at 1280x720 and 1920x1080, two hands one under the other in a low strip
    while half of each row stood empty.)"""
    gap = row_gap(lay)
    best: Geometry | None = None
    for cols in range(1, len(rows) + 1):
        for stacked in (False, True):
            g = geometry(res, lay, rows, names, you, width, room, cols, stacked)
            if g.card_h >= lay.px(MIN_CARD) and (best is None or g.card_h > best.card_h):
                best = g
    if best is None:
        return None
    lines = -(-len(rows) // best.cols)
    return Fit(best.cols, lines * best.row_h + gap * (lines - 1), best.stacked)


def draw_holdings(surface: pygame.Surface, res, lay, rows, names: Sequence[str],
                  you: int | None, rect: pygame.Rect, four_colour: bool = False,
                  cols: int | None = None, stacked: bool = False) -> int:
    """The hands inside `rect`, in `cols` columns, their labels over the cards if `stacked`
    (as `plan` chose; by default two columns from three players on, labels beside); returns
    the cards' height."""
    if not rows:
        return 0
    g = geometry(res, lay, rows, names, you, rect.width, rect.height,
                 cols or columns(len(rows)), stacked)
    gap = row_gap(lay)
    for n, ((_seat, cards, _value), label) in enumerate(zip(rows, _labels(rows, names, you),
                                                            strict=True)):
        x = rect.left + (n % g.cols) * (g.col_w + g.col_gap)
        y = rect.top + (n // g.cols) * (g.row_h + gap)
        if g.stacked:
            blit_text(surface, res, label, g.label_px, (x, y), theme.TEXT_DIM, "topleft")
        else:
            blit_text(surface, res, label, g.label_px, (x, y + g.card_h // 2), theme.TEXT_DIM,
                      "midleft")
        for i, card in enumerate(cards):
            surface.blit(res.card_face(card, (g.card_w, g.card_h), four_colour),
                         (x + g.label_w + i * g.step, y + g.label_h))
    return g.card_h


__all__ = ["MAX_CARD", "MIN_CARD", "Fit", "Geometry", "columns", "draw_holdings", "geometry", "holdings",
           "plan"]
