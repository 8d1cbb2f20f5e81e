"""The compact Gin table of a wide window (16:9 at a large Text size): its rows of text lie
beside the cards, so the cards keep at least their 100 % size (`Layout.beside`).

Each other seat is a row along the top, right of the score panel: a tight fan of small backs
(only their count matters) with the seat's name tag on its right; at a showdown the row
spreads the seat's hand or the knocker's melds instead of the fan. The player's own tags (the
name tag over the deadwood pill) stand in a column left of the hand (`plate_w`). Mixed into
`GinDisplay`, which asks `beside_places` and `beside_meld_size` in this layout.
"""

from __future__ import annotations

import pygame

from game.ui import i18n, theme
from game.ui.layout import LIFT_CLEAR, Layout, SeatPlace
from game.ui.table.frame_memo import per_frame
from game.ui.widgets import fit_lines

#: the player's column of tags, in design pixels (scaled with the Text size as its text is):
#: its width follows from no text, so no name, role or translation moves the cards, the
#: piles or the move feed ("Ann · rozdający" fits it; a longer tag is a little smaller)
PLATE_W = 130
#: a tag too wide for the column stays on one line down to this share of its size (its
#: second line would take the deadwood hint's room under it), then takes two lines
PLATE_TAG_MIN = 0.8
#: the share of a seat's row its name tag may take at a showdown (the cards take the rest)
TAG_SHARE = 0.42
#: ... and the most it takes where a long name would be cut in that share
TAG_MOST = 0.7
#: px (at 100 %) between two rows of a spread hand or melds on a seat's row
ROW_GAP = 4


class GinBeside:
    """The wide compact table's layout: the seats' rows and the player's column of tags."""

    _beside_cache: tuple[object, Layout | None] = (None, None)

    @property
    @per_frame
    def layout(self) -> Layout:
        """The app's layout; on a wide window's compact table, one whose rows of text lie
        beside the cards (as many rows along the top as other seats, the player's tags in a
        column `PLATE_W` wide: the same whatever the names and the language)."""
        lay = self.app.layout
        key = (lay.size, lay.ui_scale, self.seats, i18n.language(),
               tuple(getattr(self, "names", ())))
        if self._beside_cache[0] != key:
            # the prompt rises over a chosen card's lift as far as the score panel, at its
            # full size and with the variant's name where it can, and the move feed's room
            # under it leave (`_panel_spare`, measured with the prompt px(10) over the hand)
            low = self._beside_layout(lay, 0)
            self._beside_cache = (key, low)
            spare = self._panel_spare(low)
            if spare is None:         # (the table not yet set up: asked again)
                self._beside_cache = (None, None)
                return low
            if spare > 0:
                self._beside_cache = (key, self._beside_layout(lay, low.px(10) + spare))
        return self._beside_cache[1]

    def _beside_layout(self, lay: Layout, prompt_cap: int | None = None) -> Layout:
        rows = max(1, self.seats - 1)
        probe = Layout(lay.size, lay.ui_scale, seat_rows=rows, plate_w=1)
        if not probe.beside:     # (compact: the tags over a selected card's whole lift)
            return Layout(lay.size, lay.ui_scale, lift_tags=True) if lay.compact else lay
        return Layout(lay.size, lay.ui_scale, seat_rows=rows, plate_w=probe.px(PLATE_W),
                      prompt_cap=prompt_cap)

    def _panel_spare(self, lay: Layout) -> int | None:
        """How far the prompt may rise in `lay` (the prompt px(10) over the hand) and the
        score panel still end above the move feed's room: at its full size, with the
        variant's name where it fits (a play-tester missed it at 200 %), its rows closer if
        they must, else without.
        Gin-Rami's tall panel at 200 % leaves none: there the prompt keeps its place and
        a chosen card rises short of it (`beside_lift_room`)."""
        if not lay.beside:
            return 0
        memo = self.__dict__.get("_frame_memo")
        self.__dict__["_frame_memo"] = None     # nothing measured here is the frame's
        try:
            floor = lay.prompt_top - lay.px(10) - self.feed_room()
            px = lay.font_small
            for titled in (True, "short", False):
                self._info_titled = titled
                # (its rows at their usual step, else as close as they may stand: the name
                # stays, a play-tester at 200 % could not tell which game was played)
                for step in (int(px * 1.15), self._tight_step(px)):
                    box = self._info_box(px, step)
                    if self.info_fits(box, floor):
                        return int(floor - box.bottom)
            return 0
        except AttributeError:    # (the table not yet set up: measured at its first frame)
            return None
        finally:
            self._info_cache = (None, None)
            self.__dict__["_frame_memo"] = memo

    def beside_lift_room(self, sprite) -> float | None:
        """How far a hand card may rise and its meld's outline stay `LIFT_CLEAR` under the
        prompt's row (its band's foot: the prompt, a refusal, the coach's line): the whole
        lift where the layout gave the row its `lift_gap`, less where the room was short
        (three players at 200 %; the chosen card's focus ring still says which it is)."""
        lay = self.layout
        left, right = self._prompt_bounds()
        foot = int(self._prompt_band()[1])
        row = pygame.Rect(left, foot - lay.prompt_h, right - left, lay.prompt_h)
        return self.room_under(sprite, [row], lay.px(LIFT_CLEAR))

    # ----- the other seats' rows ---------------------------------------------------------
    def beside_region(self) -> tuple[int, int]:
        """Left and right of the other seats' rows: from the score panel to the buttons."""
        lay = self.layout
        left = self.info_rect().right + lay.px(12)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
        return left, right

    def beside_fan_width(self, count: int) -> float:
        """A tight fan of `count` small backs: a sliver of each shows."""
        sw = self.layout.small_size[0]
        return sw + max(0, count - 1) * max(2.0, sw * 0.14)

    def beside_places(self, seats: list[int]) -> dict[int, SeatPlace]:
        """One row each, top to bottom, from the score panel's right: the fan's centre, and
        its name tag's left on the row's middle line (`label_pos`)."""
        lay = self.layout
        left, _right = self.beside_region()
        out = {}
        for i, seat in enumerate(seats):
            cy = lay.seat_row_top(i) + lay.seat_row_h / 2
            count = len(self.others.get(seat, []))
            fan = self.beside_fan_width(count) if count else 0
            out[seat] = SeatPlace((left + fan / 2, cy), True,
                                  (left + fan + (lay.px(12) if count else 0), cy),
                                  fan + lay.px(12))
        return out

    def beside_tag_width(self, seat: int) -> float:
        """The width a seat's name tag takes on its row at a showdown: on one line, or in
        as many lines as the row's height holds (wrapped between words, each line a share of
        the whole), at most `TAG_SHARE` of the row."""
        lay = self.layout
        left, right = self.beside_region()
        font = self.res.font(lay.font_small)
        label = self.seat_tag_text(seat, len(self.others.get(seat, [])))
        lines = max(1, min(3, int((lay.seat_row_h - lay.px(8)) // font.get_linesize())))
        widest_word = max(font.size(word)[0] for word in label.split())
        need = max(widest_word, font.size(label)[0] / lines * 1.15)
        width = min(need + lay.px(20), (right - left) * TAG_SHARE)
        # a long name at a large size ("Komputer ekspert 1 · balast 12" at 1280x720 / 200 %):
        # wider, the cards smaller, until the tag reads whole in the lines its row holds
        while width < (right - left) * TAG_MOST and self._beside_tag_cut(label, width):
            width += lay.px(8)
        return width

    def _beside_tag_cut(self, label: str, width: float) -> bool:
        """A seat's tag `width` wide on its row would end in "…" (as `_beside_tag` fits it)."""
        lay = self.layout
        return fit_lines(self.res, label, lay.font_small, int(width - lay.px(20)),
                         height=lay.seat_row_h - lay.px(8), max_lines=3, min_scale=0.75)[2]

    def beside_rows(self, seat: int | None, groups: list[int], place: SeatPlace):
        """A spread hand or a knocker's melds on a seat's row, from its left: the largest
        cards whose whole rows fit the row's height and its width less the name tag's (rows
        overlapping, a meld over the one above it, read as a jumble: a play-tester, 003's
        descente at 200 %)."""
        lay = self.layout
        left, right = self.beside_region()
        tag = self.beside_tag_width(seat) if seat is not None else 0
        room = right - left - tag - lay.px(12)
        top = place.center[1] - lay.seat_row_h / 2
        bottom = top + lay.seat_row_h
        best = None
        for f in (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3):
            h = int(lay.seat_row_h * f)
            size = (int(h * lay.card_w / lay.card_h), h)
            rows = lay.meld_rows(groups, top, 0, size, max_width=room,
                                 row_gap=lay.px(ROW_GAP))
            flat = [p for row in rows for p in row]
            xs = [x for x, _y in flat]
            fits = (max(y for _x, y in flat) + size[1] <= bottom + 1
                    and max(xs) + size[0] - min(xs) <= room + 1)
            best = (rows, size)
            if fits:
                break
        rows, size = best
        dx = left - min((x for row in rows for x, _y in row), default=0)
        return [[(x + dx, y) for x, y in row] for row in rows], size

    # ----- the player's column of tags -----------------------------------------------------
    def draw_plate(self, surface: pygame.Surface, you: str, deadwood: str,
                   top: float, after: str | None = None) -> None:
        """The player's name tag over their deadwood pill, in the column left of the hand;
        under them, while the player has a card to discard, the deadwood after the best
        discard ("5 after the best discard"), on up to two lines of the column, where it
        fits above the window's bottom (the Hint says it anyway)."""
        lay = self.layout
        left = lay.margin
        width = lay.plate_w
        tag = self._plate_pill(surface, you, top, self.shown_to_act == self.viewer)
        dead = self._pill(surface, deadwood, (left, tag.bottom + lay.px(8)), False,
                          anchor="topleft", colour=theme.GOLD, max_width=width)
        if after is not None:
            self._plate_hint(surface, after, dead.bottom + lay.px(8))

    def knocker_plate_tag(self, surface: pygame.Surface, seat: int) -> pygame.Rect:
        """The viewer sitting out, another seat's melds in their empty hand row: the
        knocker's tag (name, deadwood) in the player's column beside them, where the
        player's own tags stand; on its own row, empty now, it read as the wrong place."""
        lay = self.layout
        cards = [c for m in self.melds for c in m] + list(self.knock_dead)
        top = min((c.target.y for c in cards), default=lay.hand_area.top)
        return self._plate_pill(surface, self.seat_tag_text(seat, 0), top,
                                seat == self.shown_to_act)

    def _plate_pill(self, surface: pygame.Surface, text: str, top: float,
                    active: bool) -> pygame.Rect:
        """A name tag at the top of the player's column: on one line, a little smaller
        (to `PLATE_TAG_MIN`) where the column is narrower than it; else on two lines."""
        lay = self.layout
        pad_x = lay.px(20)
        px = lay.font_small
        while px > lay.font_small * PLATE_TAG_MIN \
                and self.res.font(px).size(text)[0] + pad_x > lay.plate_w:
            px -= 1
        if self.res.font(px).size(text)[0] + pad_x <= lay.plate_w:
            ink = theme.TEXT_DARK if active else theme.TEXT
            return self._draw_pill(surface, [text], px, (lay.margin, top), "topleft", ink,
                                   active, pad_x)
        return self._pill(surface, text, (lay.margin, top), active, anchor="topleft",
                          max_width=lay.plate_w)

    def _plate_hint(self, surface: pygame.Surface, text: str, top: float) -> None:
        """The deadwood after the best discard under the deadwood pill: on up to two lines
        of the column, a little smaller (to 80 %) only if it must, and only if it then ends
        above the window's bottom whole (the Hint says it anyway)."""
        lay = self.layout
        pad_x, pad_y = lay.px(20), lay.px(8)
        room = lay.h - lay.margin // 2 - top - pad_y
        lines, px, cut = fit_lines(self.res, text, lay.font_small, lay.plate_w - pad_x,
                                   height=room, max_lines=2, min_scale=0.8)
        if cut or room <= 0:
            return
        self._draw_pill(surface, lines, px, (lay.margin, top), "topleft", theme.HIGHLIGHT,
                        False, pad_x)
