"""Where a long coach's line (the hint's bubble) stands when the prompt's place would put it
over the player's own cards: a long hint at 200 % took the lines it needs, four or five, in
the prompt's span and reached down over the top of the hand (a play-tester). It then takes
the width of the table between the piles and the hand (the move feed's column too, where it
stands under the feed), and its rows shrink only as far as that band asks, never cut."""

from __future__ import annotations

import pygame

from game.core.actions import STOCK, Draw
from game.ui import theme
from game.ui.widgets import fit_lines

#: the least share of the small size the line may shrink to, to stay clear of the hand
NOTE_MIN_SCALE = 0.85


def own_cards_top(table) -> int | None:
    """The top of the player's own cards as they lie (a chosen card's lift not counted: it
    rises short of the line, `note_room`), None without a hand."""
    extent = table.hand_extent()
    return None if extent is None else int(extent[2])


def under_pile(table, pile) -> int:
    """The highest a box under a pile may begin: a gap under it, and under the hint's ring
    round it where the hint says to draw from it (`HintMarks`: its width twice outside the
    card; a two-line hint at 1920x1080 / 200 % touched the piles' foot: a play-tester)."""
    lay = table.layout
    ring = 0
    hint = table.shown_hint() if hasattr(table, "shown_hint") else None
    action = getattr(hint, "action", None)
    if isinstance(action, Draw):
        ringed = table.stock_rect() if action.source == STOCK else table.pile_rect()
        if pygame.Rect(ringed) == pygame.Rect(pile):
            ring = 2 * max(2, lay.px(4))
    return int(pile.bottom + ring + lay.px(4))


def clear_of_hand(table, text: str, box: pygame.Rect
                  ) -> tuple[list[pygame.Surface], pygame.Rect, int] | None:
    """The line's rows, box and step in the band from `box`'s top (already under the move
    feed and the stock's label) to just over the hand and the player's tags, as wide as
    the table lets it there (a wide window's: from the feed's column, the tags standing in
    the column beside the hand from its top down); None if `box` already ends over the
    hand and the tags, or no band holds it whole."""
    lay = table.layout
    cards_top = own_cards_top(table)
    tags_top = None if lay.beside else table.own_tags_top()
    # (nor over the tags above the hand, where the box moved down clear of the piles)
    if cards_top is None or box.bottom <= cards_top - lay.px(4) and \
            (tags_top is None or box.bottom <= tags_top - lay.px(6)):
        return None
    left, right = table._prompt_bounds()
    top = box.top
    feed = getattr(table, "feed_panel", None)
    wide_left = lay.margin
    if feed is not None and top < feed.bottom + lay.px(4):
        wide_left = feed.right + lay.px(12)      # beside the feed, not under it
    clear = cards_top - lay.px(6)     # (a pill's ring stands a little over the cards)
    if lay.beside:   # the player's tags in the column left of the hand, from its top down
        spans = [(min(left, wide_left), clear)]
    else:            # the tags over the hand (or beside it): down to them
        spans = [(left, clear if tags_top is None else min(clear, int(tags_top) - lay.px(6)))]
    best = None
    for span_left, bottom in spans:   # (the one that keeps the larger text)
        found = _fit_band(table, text, span_left, right, top, bottom)
        if found is not None and (best is None or found[3] > best[3]):
            best = found
    return None if best is None else best[:3]


def _fit_band(table, text: str, left: int, right: int, top: int, bottom: int):
    """The line whole in the band (`left`, `top`, `right`, `bottom`), clear of the piles:
    (rows, box, step, size), or None."""
    lay = table.layout
    for pile in (table.stock_rect(), table.pile_rect()):   # (never over a pile's foot)
        pile = pygame.Rect(pile)
        if pile.bottom > top and pile.right > left and pile.left < right:
            top = under_pile(table, pile)
    pad = lay.px(14)
    height = bottom - top - lay.px(10)
    if height <= 0 or right - left <= 2 * pad:
        return None
    for least in (1.0, NOTE_MIN_SCALE):    # whole at the small size first, else smaller
        rows, size, cut = fit_lines(table.res, text, lay.font_small, right - left - 2 * pad,
                                    height, min_scale=least, max_lines=8)
        if not cut:
            break
    else:
        return None
    surfs = [table.res.text(row, size, theme.TEXT) for row in rows]
    step = table.res.font(size).get_linesize()
    inner = pygame.Rect(0, 0, max(sf.get_width() for sf in surfs),
                        step * (len(rows) - 1) + surfs[0].get_height())
    placed = inner.inflate(2 * pad, lay.px(10))
    placed.midbottom = (int(table._prompt_center()[0]), bottom)
    placed.clamp_ip(pygame.Rect(left, top, right - left, bottom - top))
    return surfs, placed, step, size
