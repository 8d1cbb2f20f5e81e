"""The showdown in small cards on the score panel: both hands and the lay-offs, read while the
score is read.

One row a player, from the view's public `Showdown`: the knocker's melds (the cards laid off on
them edged in gold), then the knocker's deadwood, greyed; the defender's remaining cards
arranged in melds, then the defender's deadwood, greyed. Each row is labelled with its player
and deadwood count.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.core.cards import Card
from game.core.melds import MeldSolver
from game.core.view import Showdown
from game.ui import theme
from game.ui.i18n import _
from game.ui.layout import CARD_ASPECT
from game.ui.widgets import blit_text

#: the step between a run's overlapped cards, a share of a card's width: each index shows
OVERLAP = 0.42
#: the closest step where the rows' width alone keeps the cards small (a knock of three
#: groups at 800x600 left 100 px blank under the sheet): the index still shows whole
TIGHT = 0.3


#: the smallest card the score panel shows the hands with, in design pixels: its rank and
#: suit read at a glance (at 60 the hands stood 50 px tall at 1280x720, ranks unreadable and
#: the lay-offs' gold edges barely seen: a play-tester)
READABLE = 80


def readable_card_h(lay) -> int:
    """The floor of the strip's card height (`READABLE`, never under 64 px)."""
    return max(64, lay.px(READABLE))


def strip_height(lay, card_h: int | None = None) -> int:
    """The height of the strip: two rows of cards `card_h` tall (its natural size if None)."""
    return 2 * (card_h or _card_h(lay)) + lay.px(14)


def _card_h(lay) -> int:
    return max(36, lay.px(60))


def _rows(sd: Showdown, solver: MeldSolver) -> list[tuple[int, list[list[Card]], list[Card],
                                                        int, set[Card]]]:
    """(seat, groups, deadwood cards, deadwood, laid-off cards) for the knocker and defender."""
    laid = {card for card, _target in sd.layoffs}
    melds = [list(m) for m in sd.knocker_melds]
    for card, target in sd.layoffs:
        if 0 <= target < len(melds) and card not in melds[target]:
            melds[target].append(card)
    melds = [list(solver.order_meld(m)) for m in melds]
    rest = solver.best_arrangement([c for c in sd.defender_hand if c not in laid])
    return [(sd.knocker, melds, list(sd.knocker_deadwood),
             solver.total(sd.knocker_deadwood), laid),
            (sd.defender, [list(m) for m in rest.melds], list(rest.deadwood_cards),
             rest.deadwood, set())]


def _labels(res, lay, sd: Showdown, names: Sequence[str], you: int | None, solver: MeldSolver,
            width: int) -> tuple[list, list[str], int, int]:
    """The rows, their labels ("You · deadwood 10"), the labels' size (smaller until they
    take a third of `width` at most) and the room they take before the cards."""
    rows = _rows(sd, solver)
    labels = []
    for seat, _groups, _dead, dw, _laid in rows:
        name = _("You") if seat == you else names[seat]
        labels.append(_("{name} · deadwood {n}").format(name=name, n=dw))
    px = lay.font_small
    while px > 11 and max(res.font(px).size(t)[0] for t in labels) > width // 3:
        px -= 1
    return rows, labels, px, max(res.font(px).size(t)[0] for t in labels) + lay.px(12)


def grown_card_h(res, lay, sd: Showdown, names: Sequence[str], you: int | None,
                 solver: MeldSolver, width: int, height: int) -> int:
    """The card height `draw_showdown(grow=True)` draws in a rect `width` x `height`: as
    large as the rect holds the widest row unsqueezed (its runs' cards overlapped, and their
    gaps), up to the table's own card size, and never below the strip's natural size."""
    rows, _labels_, _px, label_w = _labels(res, lay, sd, names, you, solver, width)
    return _grown_fit(lay, rows, label_w, width, height)[0]


def _grown_fit(lay, rows, label_w: int, width: int, height: int) -> tuple[int, float]:
    """(card height, step as a share of a card's width) for `grown_card_h` and the drawing,
    with the rows and labels already worked out: where the rows' width, not the rect's
    height, holds the cards back, their runs close up (down to `TIGHT`) as far as it takes
    the cards to the height the rect has."""
    gap = lay.px(14)
    # per row: its runs (groups and deadwood), and the cards overlapped within them
    shapes = []
    for _seat, groups, dead, _dw, _laid in rows:
        runs = [g for g in groups if g] + ([dead] if dead else [])
        shapes.append((len(runs), sum(len(g) - 1 for g in runs)))

    def fit(overlap: float) -> float:
        """The card width at which the widest row fits with `overlap`."""
        return min((width - label_w - gap * (n - 1)) / max(1.0, n + overlap * covered)
                   for n, covered in shapes)

    high = (height - lay.px(14)) // 2
    # readable cards at the least, but not so large that the rows' width squeezes their
    # steps past the index (at 800x600 a five-card run then showed slivers): down to 64 px
    natural = min(max(_card_h(lay), readable_card_h(lay)), high)
    natural = max(min(natural, int(fit(TIGHT) / CARD_ASPECT)), min(64, high))
    tall = min(high, lay.card_h)
    overlap = OVERLAP
    while int(fit(overlap) / CARD_ASPECT) < tall and overlap > TIGHT + 1e-9:
        overlap = max(TIGHT, round(overlap - 0.02, 2))
    return max(natural, min(tall, int(fit(overlap) / CARD_ASPECT))), overlap


def draw_showdown(surface: pygame.Surface, res, lay, sd: Showdown, names: Sequence[str],
                  you: int | None, solver: MeldSolver, rect: pygame.Rect,
                  four_colour: bool = False, grow: bool = False) -> None:
    """Both hands of the showdown inside `rect` (as tall as `strip_height`); `grow`: the
    cards as large as `rect` holds them, up to the table's own size (the score panel's
    "Both hands" view, where the strip's 60 design px left most of the panel empty)."""
    ch = min(_card_h(lay), (rect.height - lay.px(14)) // 2)   # the rect may be smaller
    gap = lay.px(14)
    rows, labels, px, label_w = _labels(res, lay, sd, names, you, solver, rect.width)
    overlap = OVERLAP
    if grow:
        ch, overlap = _grown_fit(lay, rows, label_w, rect.width, rect.height)
    cw = int(ch * CARD_ASPECT)
    step = max(8, int(cw * overlap))     # overlapped: each card's index corner shows
    y = rect.top + (max(0, (rect.height - strip_height(lay, ch)) // 2) if grow else 0)
    ends: list[tuple[int, int]] = []     # where each row's cards end, and its middle
    for (_seat, groups, dead, _dw, laid), label in zip(rows, labels, strict=True):
        blit_text(surface, res, label, px, (rect.left, y + ch // 2), theme.TEXT_DIM,
                  "midleft")
        x = rect.left + label_w
        runs = [(g, False) for g in groups if g] + ([(dead, True)] if dead else [])
        need = sum(cw + step * (len(g) - 1) for g, _d in runs) + gap * (len(runs) - 1)
        room = rect.right - x
        squeeze = min(1.0, room / need) if need else 1.0
        for group, is_dead in runs:
            s = max(6, int(step * squeeze))
            for i, card in enumerate(group):
                img = res.card_face(card, (cw, ch), four_colour)
                pos = (int(x + i * s), y)
                surface.blit(img, pos)
                if is_dead:     # deadwood under a wash, the melds bright (it read as a meld)
                    wash = pygame.Surface((cw, ch), pygame.SRCALPHA)
                    pygame.draw.rect(wash, theme.DEADWOOD_WASH, wash.get_rect(),
                                     border_radius=max(3, lay.px(5)))
                    surface.blit(wash, pos)
                if card in laid:        # laid off by the defender: edged and washed in
                    # gold, as plain on the sliver an overlapped card shows as on a whole one
                    wash = pygame.Surface((cw, ch), pygame.SRCALPHA)
                    pygame.draw.rect(wash, (*theme.GOLD[:3], 70), wash.get_rect(),
                                     border_radius=max(3, lay.px(5)))
                    surface.blit(wash, pos)
                    edge = max(3, lay.px(4))    # outside the face: its index stays whole
                    seen = cw if i == len(group) - 1 else s   # (not over the next card)
                    clip = surface.get_clip()
                    surface.set_clip(pygame.Rect(pos[0] - edge, pos[1] - edge,
                                                 seen + edge + (edge if seen == cw else 0),
                                                 ch + 2 * edge).clip(clip))
                    pygame.draw.rect(surface, theme.GOLD, pygame.Rect(pos, (cw, ch)).inflate(
                        2 * edge - 2, 2 * edge - 2), edge, border_radius=max(3, lay.px(5)) + edge)
                    surface.set_clip(clip)
            x += s * (len(group) - 1) + cw + int(gap * squeeze)
        ends.append((x, y + ch // 2))
        y += ch + lay.px(14)
    laid = rows[0][4]
    if laid:       # what the gold edge means, right of the knocker's row, else the defender's
        note = _("gold edge: your lay-offs") if sd.defender == you else \
            _("gold edge: laid off by {name}").format(name=names[sd.defender])
        step = res.font(px).get_linesize()
        beside = _note_beside(res, note, px, ends, rect.right, ch)
        if beside is not None:   # on one line where it can, else wrapped beside a row
            x, top, lines = beside
        else:      # no row has room (800x600): under the knocker's label, if it fits there
            x, lines = rect.left, res.wrap(note, px, label_w - lay.px(12))
            top = ends[0][1] + step // 2 + lay.px(2)
            if len(lines) > 2 or top + len(lines) * step > ends[0][1] + ch // 2:
                lines = []     # nor there: left out rather than drawn over the cards
        for i, line in enumerate(lines):
            blit_text(surface, res, line, px, (x, top + i * step), theme.GOLD)


def _note_beside(res, note: str, px: int, ends: list[tuple[int, int]], right: int,
                 card_h: int) -> tuple[int, int, list[str]] | None:
    """Where the gold edge's note goes right of a row: (left, top, its lines), on one line
    beside the first row with room for it, else wrapped onto two or three lines beside the
    first row that holds them within a card's height ("złota ramka: twoje dołożone karty"
    found no room on one line at 800x600 and was left out); None when no row has room."""
    font = res.font(px)
    step = font.get_linesize()
    fits = []    # (line count, left, top, lines) of each row the note fits beside, in row order
    for x, middle in ends:
        room = right - x
        lines = res.wrap(note, px, room)
        if len(lines) <= 3 and len(lines) * step <= card_h and \
                max(font.size(line)[0] for line in lines) <= room:
            fits.append((len(lines), x, middle - len(lines) * step // 2, lines))
    if not fits:
        return None
    _n, x, top, lines = min(fits, key=lambda fit: fit[0])   # the fewest lines, then row order
    return x, top, lines
