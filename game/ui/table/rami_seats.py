"""Where the Rami table seats the other players, at every Text size.

The other seats sit clockwise from the viewer's left: a small face-down fan with a name tag
under it (the name over the card count, two lines in the compact layout). Three plans, the
first that holds every tag whole at the chosen size:

- the top band, between the score panel (top left) and the button column, as at 100 %;
- a crowded compact table (five or six players at a large Text size, or French and Polish
  names beside a wide score panel): the score panel moves under the piles (bottom left, its
  optional lines dropped when the window's height leaves no room), the top band starts at
  the window's margin, the fans get smaller, and one seat that still finds no room there,
  the viewer's right-hand neighbour, sits on the right side, under the band, beside the meld
  area (which narrows for it);
- both again with each name wrapped onto two lines between its words (a three-line tag:
  "Expert / computer 3 / 7 cards"), the band a line taller: the expert level's names
  ("Ordinateur expert 3") keep the Text size asked for with four to six players;
- the crowded band in two rows (six players' long names in a 4:3 window at 200 %, where a
  side seat would leave the melds too narrow): every seat laid out alike, its tag right of
  its fan, every second seat on the lower row, so neighbouring seats lie on different rows
  and may be wider than a seat's share of the band; the band is two tags high, the fans
  no higher than a tag (every second seat's tag above its fan, the others' under theirs,
  read unevenly: a play-tester at 1280x720 / 150 %);
- else (names too long for any of these) the table is drawn at the largest size that holds
  them (`RamiSeats.layout`).

A wide window (16:10 and wider, `WIDE`) has width to spare and height to save: there the
band holds every seat, names on one line, in one row then in two (as high as one row of
wrapped names, the names whole), then wrapped, before a seat sits on the right side, so
the meld area keeps the width beside it; the two-row band with wrapped names (six lines
of tags) comes last, it would leave the melds too little height.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.families.rami import deal_size
from game.ui import table_words
from game.ui.layout import CARD_ASPECT, Layout, SeatPlace
from game.ui.table.frame_memo import per_frame
from game.ui.table.names import name_width

#: the other hands' card width, as a share of the player's: in the top band, and crowded
FAN_SHARE, CROWDED_FAN_SHARE = 0.5, 0.4
#: the two-row band's fans: their cards' least width, and the closest they lie (a tight
#: stack where the room is short: six players' long names at 800x600 / 200 %)
ZIGZAG_LEAST, ZIGZAG_CLOSEST = 28, 2.0
#: a window at most this high for its width (16:10 and wider) is wide: its crowded band
#: takes every seat (in two rows if need be) before one sits on the right side, whose
#: column the melds need (issue 16: six players' melds were a heap beside that seat)
WIDE = 0.625


@dataclass(frozen=True)
class SeatPlan:
    """How the other seats are placed: `top` along the top band (left to right), `side` on
    the right side under it; `crowded`: the score panel lies under the piles and the band
    starts at the margin; `slot` each top seat's width; `side_w` the side seat's; `wrap`:
    the names take two lines of their tags (a long name at a large Text size); `zigzag`:
    the top seats alternate between the band's two rows, each its fan with its tag on its
    right (`slot` then the distance between two seats' left ends, `side_w` the tags'
    width, `fan` the fans' room and `fan_w` their cards' width, the first seat at the
    band's left end and the last at its right end)."""

    crowded: bool
    top: tuple[int, ...]
    side: tuple[int, ...]
    slot: float
    side_w: float
    wrap: bool = False
    zigzag: bool = False
    fan: float = 0.0
    fan_w: int = 0


class RamiSeats:
    """The seat plan and the places it gives (mixed into `RamiDisplay`)."""

    _seat_layout: tuple[object, Layout | None] = (None, None)
    _plan_cache: tuple[object, SeatPlan | None] = (None, None)

    @property
    @per_frame
    def layout(self) -> Layout:
        """The app's layout, or, when no seat plan holds the other seats' name tags at the
        chosen Text size (very long names), one at the largest size that holds them."""
        lay = self.app.layout
        key = (lay.size, lay.ui_scale, self.seats, tuple(self.names))
        if self._seat_layout[0] != key:
            scale = self.seat_scale(lay)
            self._seat_layout = (key, lay if scale >= lay.ui_effective
                                 else Layout(lay.size, scale))
        return self._seat_layout[1]

    def seat_scale(self, lay: Layout) -> float:
        """The largest UI scale, up to `lay`'s, at which a seat plan holds every other seat's
        name tag (its name over its card count) whole."""
        scale = lay.ui_effective
        while scale > 1.0:
            cand = lay if scale == lay.ui_effective else Layout(lay.size, scale)
            if self._make_plan(cand) is not None:
                return scale
            scale -= 0.125
        return 1.0

    def others_order(self) -> list[int]:
        """The other seats, clockwise from the viewer's left."""
        return [s for s in self.owner_order() if s != self.viewer]

    def tag_pad(self, lay: Layout) -> int:
        """A seat tag's room beside its text (both sides): less in the compact layout."""
        return lay.px(14) if lay.compact else lay.px(20)

    def tag_width(self, lay: Layout, wrap: bool = False) -> float:
        """The widest other seat's tag: its name (`wrap`: its wider line once wrapped onto
        two), or a count of 13 cards, and the pill's pads."""
        font = self.res.font(lay.font_small)
        widths = [font.size(table_words.cards(13))[0]]
        widths += [name_width(font, self.names[s], wrap) for s in self.others_order()]
        return max(widths) + self.tag_pad(lay)

    @per_frame
    def seat_plan(self) -> SeatPlan:
        lay = self.layout
        key = (lay.size, lay.ui_effective, tuple(self.names), self.viewer,
               self._normal_info_width(lay))
        if self._plan_cache[0] != key:
            plan = self._make_plan(lay)
            if plan is None:     # the smallest size: the top band, tags wrapped as they can
                others = tuple(self.others_order())
                plan = SeatPlan(False, others, (), self._band(lay, False)[2] / max(1, len(others)),
                                0.0)
            self._plan_cache = (key, plan)
        return self._plan_cache[1]

    def _band(self, lay: Layout, crowded: bool) -> tuple[float, float, float]:
        """The top band's left and right ends and its width."""
        left = lay.margin if crowded else lay.margin + self._normal_info_width(lay) + lay.px(16)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(4)
        if crowded:    # up to the compact button column (`HudMixin._place_buttons_compact`)
            right = lay.w - lay.margin - lay.side_panel_w + lay.px(8) - lay.px(6)
        return left, right, right - left

    def _make_plan(self, lay: Layout) -> SeatPlan | None:
        """The first plan that holds every tag whole: names on one line, then wrapped (on a
        wide window every seat in the band first, `WIDE`)."""
        if not lay.compact:
            others = tuple(self.others_order())
            return SeatPlan(False, others, (), self._band(lay, False)[2] / max(1, len(others)),
                            0.0)
        if lay.h <= lay.w * WIDE:    # a wide window: the side seat's column is the melds'
            # (two rows with fans smaller than the one row's: the names wrapped, first)
            least = 0.75 * max(28, int(lay.card_w * CROWDED_FAN_SHARE))
            return self._plan_for(lay, False, side=False) \
                or self._zigzag_plan(lay, False, least) \
                or self._plan_for(lay, True, side=False) or self._plan_for(lay, False) \
                or self._plan_for(lay, True) or self._zigzag_plan(lay, True)
        return self._plan_for(lay, False) or self._plan_for(lay, True) \
            or self._zigzag_plan(lay, False) or self._zigzag_plan(lay, True)

    def _zigzag_plan(self, lay: Layout, wrap: bool, least: float = ZIGZAG_LEAST
                     ) -> SeatPlan | None:
        """The crowded band in two rows (`SeatPlan.zigzag`): each seat its fan, then its tag,
        seats of a row a gap apart, the fans' cards no higher than a tag and smaller where
        the room is short; None when a fan of cards `least` wide finds no room."""
        others = tuple(self.others_order())
        n = len(others)
        if n < 3:
            return None
        _l, _r, width = self._band(lay, True)
        need, gap = self.tag_width(lay, wrap), lay.px(6)
        tag_h = (3 if wrap else 2) * self.res.font(lay.font_small).get_linesize() + lay.px(8)
        fan_w = min(max(28, int(lay.card_w * CROWDED_FAN_SHARE)), int(tag_h * CARD_ASPECT))
        # the widest seat the band holds, a row's seats a gap apart (seat i + 2 starts two
        # steps right of seat i), and the fan's room in it, no wider than its whole spread
        seat_w = (2 * width - gap * (n - 1)) / (n + 1)
        fan = min(seat_w - need - lay.px(4), fan_w * (1 + 0.36 * 7))
        # smaller cards where the room is short: a hand of the deal and its draw at the
        # closest (`other_positions`)
        fan_w = min(fan_w, int(fan - ZIGZAG_CLOSEST * deal_size(self.rules, self.seats)))
        if fan_w < max(ZIGZAG_LEAST, least):
            return None
        step = (width - (fan + lay.px(4) + need)) / (n - 1)
        return SeatPlan(True, others, (), step, need, wrap, zigzag=True, fan=fan, fan_w=fan_w)

    def _plan_for(self, lay: Layout, wrap: bool, side: bool = True) -> SeatPlan | None:
        """The compact table's plan with the names whole on one line (or `wrap`ped onto
        two), one seat on the right side if need be (unless not `side`), or None when no
        placing holds the tags."""
        others = tuple(self.others_order())
        n = max(1, len(others))
        _l, _r, width = self._band(lay, False)
        need, gap = self.tag_width(lay, wrap), lay.px(6)

        def holds(count: int, room: float) -> bool:    # tags side by side, a gap between
            return count * need + (count - 1) * gap <= room

        if holds(n, width - lay.px(8)):
            return SeatPlan(False, others, (), width / n, 0.0, wrap)
        _l, right, width = self._band(lay, True)
        if holds(n, width):
            return SeatPlan(True, others, (), width / n, 0.0, wrap)
        top = others[:-1]
        if not side or len(others) < 2 or not holds(len(top), width):
            return None
        # the melds keep room for an owner's name (`meld_layout`'s column, a long one on two
        # lines) and a meld of three beside the side seat
        font = self.res.font(lay.font_small)
        owner = min(lay.px(96), max(font.size(self.names[s])[0] for s in others)) + lay.px(12)
        meld_left = lay.margin + 2 * lay.card_w + lay.px(14) + lay.px(30)
        meld = lay.card_w * 0.36 * 1.6
        if right - need - lay.px(16) - meld_left < owner + meld:
            return None
        return SeatPlan(True, top, others[-1:], width / len(top), need, wrap)

    def _normal_info_width(self, lay: Layout) -> int:
        """The score panel's width in the top-left corner (its compact form: as wide as its
        lines)."""
        if not lay.compact:
            return lay.px(236)
        lines = self._info_wrapped(lay)
        return max(self.res.font(lay.font_small).size(t)[0] for t, _c in lines) + lay.px(24)

    @property
    def crowded(self) -> bool:
        return self.seat_plan().crowded

    def other_size(self) -> tuple[int, int]:
        lay = self.layout
        plan = self.seat_plan()
        if plan.zigzag:     # no higher than the tag beside it
            return plan.fan_w, int(plan.fan_w / CARD_ASPECT)
        share = CROWDED_FAN_SHARE if lay.compact and plan.crowded else FAN_SHARE
        w = max(28, int(lay.card_w * share))
        return w, int(w / CARD_ASPECT)

    def tag_h(self) -> int:
        """A compact seat tag's height (`tag_lines` lines in its pill)."""
        lay = self.layout
        return self.tag_lines() * self.res.font(lay.font_small).get_linesize() + lay.px(8)

    def tag_lines(self) -> int:
        """A compact seat tag's lines: its name (one, or two wrapped) over its card count."""
        return 3 if self.seat_plan().wrap else 2

    def seats_bottom(self) -> float:
        """The bottom of the top band: the fans, then the tags (compact: two or three lines,
        a bubble stands in them; else a row kept for the speech bubbles under the labels)."""
        lay = self.layout
        if lay.compact:
            if self.seat_plan().zigzag:     # two rows of tags, a gap between them
                return lay.margin + 2 * self.tag_h() + lay.px(6)
            line = self.res.font(lay.font_small).get_linesize()
            return lay.margin + self.other_size()[1] + lay.px(14) + self.tag_lines() * line
        return lay.margin + self.other_size()[1] + 2 * lay.font_small + lay.px(36)

    def seat_places(self) -> dict[int, SeatPlace]:
        """Each other seat's place: its fan's centre, the top of its tag, its width."""
        lay = self.layout
        plan = self.seat_plan()
        if not plan.top and not plan.side:
            return {}
        ow, oh = self.other_size()
        left, right, _w = self._band(lay, plan.crowded)
        places = {}
        y = lay.margin + oh / 2
        if plan.zigzag:     # the first seat on the upper row, the next on the lower, ...
            tag = self.tag_h()
            for i, seat in enumerate(plan.top):
                x = left + plan.slot * i
                top = lay.margin + (i % 2) * (tag + lay.px(6))
                label_x = x + plan.fan + lay.px(4) + plan.side_w / 2
                places[seat] = SeatPlace((x + plan.fan / 2, top + tag / 2), True,
                                         (label_x, top), plan.side_w + lay.px(2))
            return places
        for i, seat in enumerate(plan.top):
            x = left + plan.slot * (i + 0.5)
            places[seat] = SeatPlace((x, y), True, (x, y + oh / 2 + lay.px(6)), plan.slot)
        for seat in plan.side:
            rect = self.side_seat_rect()
            x, sy = rect.centerx, rect.top + oh / 2
            places[seat] = SeatPlace((x, sy), True, (x, sy + oh / 2 + lay.px(6)),
                                     plan.side_w + lay.px(8))
        return places

    def side_seat_rect(self) -> pygame.Rect:
        """The right side's seat (fan and tag), under the top band, left of the buttons."""
        lay = self.layout
        plan = self.seat_plan()
        if not plan.side:
            return pygame.Rect(0, 0, 0, 0)
        _l, right, _w = self._band(lay, True)
        line = self.res.font(lay.font_small).get_linesize()
        top = int(self.seats_bottom() + lay.px(10))
        height = self.other_size()[1] + lay.px(14) + self.tag_lines() * line
        return pygame.Rect(int(right - plan.side_w), top, int(plan.side_w), int(height))

    def _slot_width(self, lay: Layout | None = None) -> float:
        """A top seat's room for its fan and its tag."""
        lay = lay or self.layout
        plan = self.seat_plan() if lay is self.layout else self._make_plan(lay)
        if plan is None:
            return 0.0
        return plan.slot - lay.px(8)

    def other_positions(self, place: SeatPlace, count: int) -> list[tuple[float, float]]:
        ow, oh = self.other_size()
        if count <= 0:
            return []
        room = (place.width or self._slot_width() + self.layout.px(8)) - self.layout.px(12)
        plan = self.seat_plan()
        closest = 4.0
        if plan.zigzag:      # left of its tag
            room, closest = plan.fan, ZIGZAG_CLOSEST
        step = max(closest, min(ow * 0.36, (room - ow) / max(1, count - 1)))
        total = ow + step * (count - 1)
        x0 = place.center[0] - total / 2
        if plan.zigzag:      # against its tag, however few its cards
            x0 = place.center[0] + room / 2 - total
        return [(x0 + i * step, place.center[1] - oh / 2) for i in range(count)]
