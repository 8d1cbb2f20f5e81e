"""The cards each player was left holding when a Rami hand ended, in small cards on the score
panel: one row a player who paid for a hand ("Ann · 10 points in hand" and the cards), read beside the
payment lines, as Gin's panel shows both hands (`showdown_strip`).

The rows come from the hand's result lines (`pays-holding`): what the players laid on the
table to count their hands, public once the hand is over.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.cards import Card
from game.core.results import ScoreLine
from game.ui import theme
from game.ui.i18n import _, ngettext
from game.ui.layout import CARD_ASPECT
from game.ui.widgets import blit_text

#: the step between a hand's overlapped cards, a share of a card's width: each index shows
OVERLAP = 0.42
#: the fewest design pixels a row's cards may be: smaller, the strip stays out
MIN_CARD = 34
#: the most design pixels they grow to where the panel has room
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


def holdings_height(lay, players: int, card_px: int) -> int:
    """The strip's height for `players` hands of cards `card_px` design px tall."""
    rows = -(-players // columns(players))
    return rows * lay.px(card_px) + (rows - 1) * row_gap(lay) if rows else 0


def _labels(rows, names: Sequence[str], you: int | None) -> list[str]:
    """"Ann · 10 points in hand": what the row's cards count for."""
    return [ngettext("{name} · {n} point in hand", "{name} · {n} points in hand", value).format(
        name=_("You") if seat == you else names[seat], n=value) for seat, _cards, value in rows]


def draw_holdings(surface: pygame.Surface, res, lay, rows, names: Sequence[str],
                  you: int | None, rect: pygame.Rect, four_colour: bool = False) -> int:
    """The hands inside `rect` (one column, or two from three players on), their cards as
    large as it holds them (up to `MAX_CARD` design px, a hand overlapped only as it must be
    to fit its column); returns the cards' height."""
    if not rows:
        return 0
    gap = row_gap(lay)
    cols = columns(len(rows))
    lines = -(-len(rows) // cols)
    col_gap = lay.px(24) if cols > 1 else 0
    col_w = (rect.width - col_gap * (cols - 1)) // cols
    labels = _labels(rows, names, you)
    px = lay.font_small
    while px > 11 and max(res.font(px).size(t)[0] for t in labels) > col_w // 3:
        px -= 1
    label_w = max(res.font(px).size(t)[0] for t in labels) + lay.px(12)
    ch = min(lay.px(MAX_CARD), (rect.height - gap * (lines - 1)) // lines)
    most = max(len(cards) for _s, cards, _v in rows)
    width = col_w - label_w          # the longest hand, overlapped, fits its column
    ch = int(max(6, min(ch, width / (CARD_ASPECT * (1 + OVERLAP * (most - 1))))))
    cw = int(ch * CARD_ASPECT)
    step = max(6, min(int(cw * 1.08), int((width - cw) / max(1, most - 1))))
    for n, ((_seat, cards, _value), label) in enumerate(zip(rows, labels, strict=True)):
        col, line = n % cols, n // cols
        x = rect.left + col * (col_w + col_gap)
        y = rect.top + line * (ch + gap)
        blit_text(surface, res, label, px, (x, y + ch // 2), theme.TEXT_DIM, "midleft")
        for i, card in enumerate(cards):
            surface.blit(res.card_face(card, (cw, ch), four_colour), (x + label_w + i * step, y))
    return ch


__all__ = ["MAX_CARD", "MIN_CARD", "columns", "draw_holdings", "holdings", "holdings_height"]
