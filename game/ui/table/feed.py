"""The move feed at the table: the last few lines of `game.ui.feed_words.MoveFeed`, in the
left column between the score panel (or the piles) and the player's name tag.

Its region is its own (`feed_rect`): the left margin to just left of the stock (Gin) or of
the meld area (Rami), above the prompt's box (which reaches left under Rami's piles on the
player's turn). Clicking it, or V, opens the whole hand's log (the "hand-log" scene). A line
naming a card someone took from the discard pile is drawn in gold, so the pickup stands out.
The panel keeps the tallest height it has had in the hand (while its region holds it), so it
does not jump a line at each move as the latest lines wrap or not. Short of room, the oldest
lines go first, and the viewer's own draw (its discard to come) before the other player's
move it answers; where the panel has room left, older lines fill it (up to `MOST`); its lines
are all of one size. The heading shows where the region holds it over two usual lines,
whatever the lines of the moment.

On the Gin table's compact layout (150-200 %) the column under the score panel, left of the
stock (its count a badge on it), is narrow: the lines are worded short there (`narrow`,
`FeedLine.brief`: "Expert computer 1 drew, discarded K♣"), older lines show only where they
read whole, and the score panel leaves the newest line its rows (`GinLabels.feed_room`).
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from game.core.cards import Card
from game.core.events import Event
from game.ui import theme
from game.ui.card_words import card_name, card_symbol
from game.ui.feed_words import FeedLine, MoveFeed
from game.ui.i18n import R_
from game.ui.widgets import blit_text, draw_panel, fit_lines
from game.variants.terms import terms_for

SHOWN = 3          # lines of the feed on the table
MOST = 8           # ... and where its panel has room for them, as many as this
LOG_KEY = pygame.K_v


def line_colour(line: FeedLine) -> tuple[int, int, int]:
    """A line's colour, on the table and in the log: a pickup in gold, so it stands out."""
    return theme.GOLD if line.took is not None else theme.TEXT


def new_feed(table, events: Iterable[Event] = ()) -> MoveFeed:
    """The table's feed, having worded `events` (this hand's so far, where the table opens on
    a hand under way or after an undo): in hot-seat everyone reads it, so it words public
    facts only."""
    reader = table.you
    feed = MoveFeed(table.names, reader, terms_for(table.rules))
    for event in events:
        feed.note(event)
    return feed


def _piles_on_the_left(table) -> bool:
    lay = table.layout
    return table.stock_rect().left < lay.margin + lay.px(120)


def feed_rect(table) -> pygame.Rect:
    """The feed's region: `usual_rect`, or a family's own place for it where that is too
    small (`feed_corner`: Rami's bottom left corner, the hand moving right of it)."""
    usual = usual_rect(table)
    corner = getattr(table, "feed_corner", None)
    own = corner(usual) if corner is not None else None
    return usual if own is None else own


def holds_lines(table, rect: pygame.Rect, lines: int) -> bool:
    """Whether `rect` holds a panel of `lines` lines of the feed (no heading)."""
    lay = table.layout
    line = table.res.font(lay.font_small).get_linesize()
    return rect.width >= lay.px(100) and \
        rect.height >= lines * line + 2 * lay.px(8) + lay.px(4)


def usual_rect(table) -> pygame.Rect:
    """The feed's usual region: the left column. Beside the piles when they lie in the middle
    (Gin), above the prompt line; under them when they lie on the left (Rami), down to the
    window's bottom while the hand leaves that corner free, never reaching into the Rami
    meld area."""
    lay = table.layout
    left = lay.margin
    bottom = int(lay.hand_area.top - lay.px(80))
    sr, pr = table.stock_rect(), table.pile_rect()
    if _piles_on_the_left(table):
        top = int(max(sr.bottom, pr.bottom) + lay.px(34))
        right = int(pr.right)
        if hasattr(table, "meld_rect"):
            right = int(table.meld_rect().left - lay.px(12))
        # one card more than the hand holds: the drawn card must not land on the feed; and
        # as many gaps between meld groups as such a hand can have, so the feed keeps its
        # width whatever the draw does to the groups (it narrowed at each draw, the hand's
        # groups spreading it, and widened at each discard, its lines rewrapped each time)
        room = getattr(table, "hand_room", None)
        count = max(1, room() if room is not None else len(table.hand) + 1)
        spread = count // 3     # a gap before each meld but the first, and the loose cards
        places = lay.hand_positions(count, [0 < i <= spread for i in range(count)])
        hand_left = int(min(x for x, _y in places))
        own = table.own_labels() if hasattr(table, "own_labels") else None
        if own is not None:     # the viewer's name tag may reach further left than the hand
            hand_left = min(hand_left, int(own[0][1]))
        if hand_left - lay.px(12) - left >= lay.px(200):
            right = min(right, hand_left - lay.px(12))
            bottom = lay.h - lay.margin
        else:   # above the prompt, which reaches left under the piles on its turn
            bottom = min(bottom, _prompt_top(table, min(y for _x, y in places)) - lay.px(4))
    elif table.compact_rows:
        # compact: under the score panel, left of the stock (its count is a badge on it)
        # and of 003's retourne beside it, over the prompt's row
        top = int(table.info_rect().bottom + lay.px(6))
        right = int(sr.left - lay.px(16))
        if getattr(table, "retourne", None) is not None and lay.beside \
                and table.retourne_rect().x < sr.x:
            right = int(table.retourne_rect().left - lay.px(12))
        # (a prompt on two lines grows up to its band's top, `prompt_top` less px(6))
        bottom = int(lay.prompt_top - lay.px(10))
        middle = table.middle_rect() if hasattr(table, "middle_rect") else None
        if middle is not None and middle.top < bottom and middle.bottom > top:
            right = min(right, middle.left - lay.px(12))   # a showdown's cards in the middle
    else:
        top = int(lay.margin + lay.px(190))
        right = int(sr.left - lay.px(22))
        # down to the stock's label: the prompt's line below is the banner's and the prompt's
        bottom = min(bottom, int(sr.bottom + lay.px(10) + lay.font_small * 1.25))
        retourne = getattr(table, "retourne", None)
        if retourne is not None and table.retourne_rect().x < sr.x:   # 003: left of the stock
            right = min(right, table.retourne_left() - lay.px(16))
    sw, sh = lay.small_size
    for place in table.seat_places().values():   # a seat aside (004's advisor): go below it
        if place.center[0] - sw < right:
            top = max(top, int(place.center[1] + sh / 2 + lay.px(34)))
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))


def _prompt_top(table, hand_top: float) -> int:
    """The highest the prompt's box reaches: its band's top where it may take two lines or
    more (the compact layout), else the top of its one line's box over a hand whose laid-out
    places start at `hand_top` (not its sprites: a card dragged away must not move it)."""
    lay = table.layout
    if lay.compact:
        return int(table._prompt_band()[0])
    return int(table.prompt_y_above(hand_top) - table.prompt_line_height() / 2)


def narrow(table) -> bool:
    """Whether the feed words its lines short ("Bob drew, discarded K♣"): on the Gin
    table's compact layout (a large Text size), whose feed is a narrow column, and in the
    Rami table's tall column beside a long hand on a wide window (`tall_feed_corner`); the
    log keeps the whole sentences."""
    tall = getattr(table, "tall_feed_corner", None)
    return bool(getattr(table, "compact_rows", False)) or (tall is not None
                                                          and tall() is not None)


def row_count(table, text: str, width: int) -> int:
    """The rows `text` takes in the feed's column `width` wide, at the feed's size."""
    px = table.layout.font_small
    return len(fit_lines(table.res, text, px, width, max_lines=8, min_scale=1.0)[0])


def _entries(table, width: int, px: int, height: int, count: int = SHOWN
             ) -> list[tuple[list[str], int, FeedLine]]:
    """The latest lines, wrapped rather than shrunk: the newest on up to three lines (a
    large Text size), more where the region is tall and narrow (never cut while its
    `height` holds it), the older on two, in their few words where the sentence would be
    cut; in a narrow feed only the older lines that read whole on two (a line cut to
    "Expert computer 1…" says nothing), newest first."""
    out = []
    shown = table.feed.table_lines()[-count:]
    short = narrow(table)
    tall = max(3, height // table.res.font(px).get_linesize())
    # the viewer's own draw, its discard to come, is newest: the move before it is still
    # the latest news, whole as the newest would be ("Bruno turned the discard pile over:
    # 24 cards in the stock" went at his draw, the panel with room for it: a play-tester)
    news = 1 if table.feed.drawing() == table.viewer and table.viewer is not None else 0
    for i, line in enumerate(reversed(shown)):
        if line.whole:     # the cut for the deal: every card, in its few words, wrapped
            rows, size, cut = fit_lines(table.res, line.brief, px, width,
                                        max_lines=max(tall, 8), min_scale=1.0)
        elif i <= news:
            rows, size, cut = _fit_line(table, line, px, width, max_lines=tall,
                                          min_scale=1.0)
        else:   # its few words rather than a sentence cut before the card it names
            rows, size, cut = _fit_line(table, line, px, width, max_lines=2, min_scale=1.0)
            if cut:   # on the rows it takes (a meld and two lay-offs in the narrow feed
                # were cut at two rows, and went with every line before them: a play-tester)
                rows, size, cut = _fit_line(table, line, px, width, max_lines=tall,
                                            min_scale=1.0)
        if cut and short and i > 0:
            break
        out.insert(0, (rows, size, line))
    return out


def _fit_line(table, line: FeedLine, px: int, width: int, **fit) -> tuple:
    """`fit_lines` of a feed line: its few words in a narrow feed, else its sentence, or
    its few words where the sentence does not fit (so it is not cut before its card)."""
    short = narrow(table)
    out = fit_lines(table.res, line.brief if short else line.text, px, width, **fit)
    if out[2] and not short and line.short is not None:
        out = fit_lines(table.res, line.short, px, width, **fit)
    return out


def _squeezed(table, line: FeedLine, width: int, px: int, height: int
              ) -> list[tuple[list[str], int, FeedLine]]:
    """The newest line alone where it does not fit the region whole at the feed's size: a
    little smaller (to 80 %), in the rows the region holds; none if it would still be cut."""
    rows, size, cut = _fit_line(table, line, px, width, height=height, max_lines=4,
                                  min_scale=0.8)
    if cut or table.res.font(size).get_linesize() * len(rows) > height:
        return []
    return [(rows, size, line)]


def _squeeze_back(table, entries: list, dropped: tuple, area: pygame.Rect, pad: int,
                  room: int, heads: int) -> tuple[list, int] | None:
    """`entries` with the last line dropped for want of room put back, every line a little
    smaller (to 80 %) where they then all read whole in `room`: (the entries, their panel's
    height), or None. "You drew 10♦, discarded 10♦" took two rows of a panel of two and
    went, the computer's move alone over an empty row (a play-tester, French, 150 %); only
    the line put back was smaller, "Losowanie: ty (5♦), …" under the heading in a smaller
    font than the lines under it (a Polish play-tester): all of them are, or none."""
    lay = table.layout
    gap = lay.px(4)
    drop, (_rows, _size, line) = dropped
    # the lines kept in the words they show (the newest keeps its sentence), the one put
    # back in its sentence or its few words
    lines = [(e[2], " ".join(e[0])) for e in entries]
    lines.insert(0 if drop == 0 else len(lines), (line, None))
    width = area.width - 2 * pad
    px = lay.font_small
    for size in range(px - 1, int(px * 0.8) - 1, -1):
        fits = [_fit_line(table, one, size, width, max_lines=4, min_scale=1.0)
                if said is None else
                fit_lines(table.res, said, size, width, max_lines=8, min_scale=1.0)
                for one, said in lines]
        if any(cut for _r, _s, cut in fits):
            continue
        step = table.res.font(size).get_linesize()
        height = heads + sum(step * len(r) for r, _s, _c in fits) + gap * (len(fits) - 1) + \
            2 * pad
        if height <= room:
            return [(r, sz, one) for (r, sz, _c), (one, _s) in zip(fits, lines, strict=True)], \
                height
    return None


def _fill(table, entries: list, area: pygame.Rect, pad: int, height: int, room: int) -> int:
    """Older lines, at the feed's size, over `entries` while the panel holds them in the
    height it keeps (`room`) without growing: "Komputer 4 odrzuca 6♠" stood alone in a panel
    with room for three more (a play-tester at 150 %); returns the panel's height."""
    if not entries or any(size != table.layout.font_small for _r, size, _l in entries):
        return height
    gap = table.layout.px(4)
    step = table.res.font(table.layout.font_small).get_linesize()
    more = _entries(table, area.width - 2 * pad, table.layout.font_small,
                    area.height - 2 * pad, count=MOST)
    older = more[:max(0, len(more) - len(entries))]
    if [e[2] for e in more[len(older):]] != [e[2] for e in entries]:
        return height       # (the newest lines were chosen otherwise: leave them be)
    for entry in reversed(older):
        add = step * len(entry[0]) + gap
        if height + add > room:
            break
        entries.insert(0, entry)
        height += add
    return height


def draw_feed(table, surface: pygame.Surface) -> pygame.Rect | None:
    """Draw the latest lines in the feed's region, bottom-aligned beside the piles, under the
    piles top-aligned (so the panel does not move as the region grows); returns the panel."""
    area = feed_rect(table)
    if area.width < 80 or area.height < 40 or not table.feed.table_lines():
        table.feed_panel = None
        return None
    lay = table.layout
    pad = lay.px(6 if narrow(table) else 8)
    px = lay.font_small
    entries = _entries(table, area.width - 2 * pad, px, area.height - 2 * pad)
    heads = table.res.font(px).get_linesize() if _holds_heading(table, area, pad) else 0
    rows_h = [table.res.font(size).get_linesize() * len(rows) for rows, size, _l in entries]
    # (a gap between two lines, none under the last)
    height = heads + sum(rows_h) + lay.px(4) * (len(entries) - 1) + 2 * pad
    # short of room: the oldest lines go first, and of the last two lines the viewer's own
    # draw, its discard still to come, before the move it answers (the drawn card is in the
    # hand; the other's move is what may be missed)
    own_draw = table.feed.drawing() == table.viewer
    room = _held_room(table, area, pad, heads, entries)
    dropped = None
    while len(entries) > 1 and height > room:
        drop = -1 if len(entries) == 2 and own_draw else 0
        height -= rows_h.pop(drop) + lay.px(4)
        dropped = (drop, entries.pop(drop))
    if dropped is not None:     # the last line to go comes back, all a little smaller, where
        back = _squeeze_back(table, entries, dropped, area, pad, room, heads)   # that fits
        if back is not None:
            entries, height = back
    else:   # room for more: the older lines, in the panel's height so far
        height = _fill(table, entries, area, pad, height,
                       min(area.height, max(room if room < area.height else 0,
                                            _usual_height(table, area, pad, heads))))
    if height > area.height:      # the newest line whole before the heading (V, or a click,
        height -= heads           # still opens the log)
        heads = 0
    pad_y = pad
    if height > area.height and entries:   # a long name in a low column: the newest line
        pad_y = lay.px(4)                  # alone, smaller, closer to its panel's edges
        entries = _squeezed(table, entries[-1][2], area.width - 2 * pad, px,
                            area.height - 2 * pad_y)
        height = sum(table.res.font(size).get_linesize() * len(rows)
                     for rows, size, _l in entries) + 2 * pad_y
    if not entries:               # a heading alone says nothing
        table.feed_panel = None
        return None
    if pad_y == pad:
        height = max(height, _usual_height(table, area, pad, heads))
    height = _steady_height(table, height, area)    # (a squeezed line's too: it kept 4 px
                                                    # less, and the panel jumped at a knock)
    y0 = area.top if _piles_on_the_left(table) else area.bottom - height
    panel = pygame.Rect(area.left, y0, area.width, height)
    draw_panel(surface, panel, theme.PANEL, 150, lay.px(10))
    rami = terms_for(table.rules).rami   # French Rami: *coup* is the deal, not a move
    heading = R_("Last moves · V: log", rami)
    if table.res.text(heading, px).get_width() > panel.width - 2 * pad:
        heading = R_("Last moves", rami)      # a narrow feed: the key stays in the log's help
    if heads:
        blit_text(surface, table.res, heading, px, (panel.left + pad, panel.top + pad),
                  theme.TEXT_DIM)
    y = panel.top + pad_y + heads
    for rows, size, line in entries:
        colour = line_colour(line)
        step = table.res.font(size).get_linesize()
        for row in rows:
            blit_text(surface, table.res, row, size, (panel.left + pad, y), colour)
            y += step
        y += lay.px(4)
    table.feed_panel = panel
    return panel


def _holds_heading(table, area: pygame.Rect, pad: int) -> bool:
    """Whether the region holds the heading over two of the usual lines: the region decides,
    not the lines of the moment, so the heading stays, or stays away, from turn to turn (it
    came and went as the latest lines wrapped or not: a play-tester at 1920x1080 / 200 %)."""
    lay = table.layout
    line = table.res.font(lay.font_small).get_linesize()
    rows = _usual_rows(table, area, pad)
    return line + 2 * rows * line + lay.px(4) + 2 * pad <= area.height


def _usual_rows(table, area: pygame.Rect, pad: int) -> int:
    """The rows of a usual line of the feed (a pickup and a discard, with the longest name
    and card words), two at most."""
    lay = table.layout
    px = lay.font_small
    longest = max(table.names, key=lambda n: table.res.font(px).size(n)[0])
    rami = terms_for(table.rules).rami
    queen, ten = Card.parse("QD"), Card.parse("10H")
    if narrow(table):
        sample = R_("{name} took your {drawn}, discarded {card}", rami).format(
            name=longest, drawn=card_symbol(queen), card=card_symbol(ten))
    else:
        sample = R_("{name} took your {drawn} and discarded the {card}", rami).format(
            name=longest, drawn=card_name(queen), card=card_name(ten))
    return min(2, row_count(table, sample, area.width - 2 * pad))


def _usual_height(table, area: pygame.Rect, pad: int, heads: int) -> int:
    """The height of a feed full of the usual lines (a pickup and a discard, with the
    longest name and card words), at most the region's: the panel starts the hand at it, so
    it does not grow a line at a time over the first turns as the lines come and wrap (it
    rose twice in a hand's first three turns: play-testers)."""
    lay = table.layout
    rows = _usual_rows(table, area, pad)
    line = table.res.font(lay.font_small).get_linesize()
    height = heads + SHOWN * rows * line + lay.px(4) * (SHOWN - 1) + 2 * pad
    return min(height, area.height)


def _held_room(table, area: pygame.Rect, pad: int, heads: int,
               entries: list[tuple[list[str], int, FeedLine]]) -> int:
    """The height the latest lines must keep to: the panel's so far this hand where the
    newest line fits it under the heading (a knock's line, listing every meld, took a row
    more and the panel jumped a line taller at the knock: a play-tester), the older lines
    giving way; else the region's."""
    key = (id(table.feed), table.feed.hand_start, tuple(area))
    last_key, last = table.feed_steady
    if last_key != key or not entries:
        return area.height
    rows, size, _line = entries[-1]
    newest = heads + table.res.font(size).get_linesize() * len(rows) + 2 * pad
    return min(last, area.height) if newest <= last else area.height


def _steady_height(table, height: int, area: pygame.Rect) -> int:
    """The panel's height: never less than it has been this hand in this region, so the
    panel does not jump a line up and down from move to move as the latest lines wrap or
    not (its lines keep to its top); a new hand, or a new region, starts it afresh."""
    key = (id(table.feed), table.feed.hand_start, tuple(area))
    last_key, last = table.feed_steady
    if last_key == key:
        height = max(height, min(last, area.height))
    table.feed_steady = (key, height)
    return height


def open_log(table) -> None:
    """The whole hand's lines, in the scrollable log over the table."""
    # (the first hand's log opens with the cut for the deal, as its feed does)
    lines = table.feed.table_lines()
    table.app.push_scene("hand-log", lines=[line.text for line in lines],
                         colours=[line_colour(line) for line in lines],
                         rami=terms_for(table.session.rules).rami)


def feed_event(table, e: pygame.event.Event) -> bool:
    """V or a click on the feed opens the log."""
    if e.type == pygame.KEYDOWN and e.key == LOG_KEY:
        open_log(table)
        return True
    panel = getattr(table, "feed_panel", None)
    if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and panel is not None \
            and panel.collidepoint(e.pos):
        open_log(table)
        return True
    return False
