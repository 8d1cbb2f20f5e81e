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
  side seat would leave the melds too narrow): every second seat's tag above its fan, the
  others' under theirs, so neighbouring tags lie on different rows and may be wider than a
  seat's share of the band; the band is two tags high;
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
from game.ui import table_words, theme
from game.ui.i18n import pgettext
from game.ui.layout import CARD_ASPECT, Layout, SeatPlace
from game.ui.table.frame_memo import per_frame
from game.ui.table.names import name_width

#: the other hands' card width, as a share of the player's: in the top band, and crowded
FAN_SHARE, CROWDED_FAN_SHARE = 0.5, 0.4
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
    the top seats' tags alternate above and under their fans (the band in two rows, `slot`
    then the distance between two seats' centres, `side_w` the tags' width, the first and
    last tags at the band's ends); `stack`: the tags' card count and balance on lines of
    their own (four players at 150 %: the band kept the score panel beside it); `short`: the
    balance a figure after the count, "6 cards · −44" (a crowded band)."""

    crowded: bool
    top: tuple[int, ...]
    side: tuple[int, ...]
    slot: float
    side_w: float
    wrap: bool = False
    zigzag: bool = False
    stack: bool = False     # the card count over the balance: a line more, narrower tags
    short: bool = False     # the balance a bare figure beside the count ("6 cards · −44")


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

    def balance_sample(self) -> int:
        """The balance the seats' tags are planned for: the largest so far, at least two
        figures (so the band changes between hands, if ever, never from move to move)."""
        return -max([88, *(abs(t) for t in self.state.totals)])

    def count_part(self, n: int, total: int) -> str:
        """A crowded tag's card count and balance as one part: "6 cards · −44" (its
        " · " unbreakable: `_pill` keeps the two on one line)."""
        return table_words.cards(n) + " ·\u00a0" + table_words.number(total, signed=True)

    def tag_width(self, lay: Layout, wrap: bool = False, stack: bool = False,
                  short: bool = False) -> float:
        """The widest other seat's tag: its name (`wrap`: its wider line once wrapped onto
        two), or its card count and balance (every seat's balance stays on its tag: a
        play-tester at 150 % saw none but the player on turn's), and the pill's pads."""
        font = self.res.font(lay.font_small)
        # the longest count a hand may show: as dealt and its draw (a Rami hand never grows)
        most = max(range(1, deal_size(self.rules, self.seats) + 2),
                   key=lambda n: font.size(table_words.cards(n))[0])
        count, balance = table_words.cards(most), table_words.balance(self.balance_sample())
        if short:
            widths = [font.size(self.count_part(most, self.balance_sample()))[0]]
        elif stack:
            widths = [font.size(count)[0], font.size(balance)[0]]
        else:
            widths = [font.size(" · ".join((count, balance)))[0]]
        widths += [name_width(font, self.names[s], wrap) for s in self.others_order()]
        return max(widths) + self.tag_pad(lay)

    @per_frame
    def seat_plan(self) -> SeatPlan:
        lay = self.layout
        key = (lay.size, lay.ui_effective, tuple(self.names), self.viewer,
               len(str(self.balance_sample())),
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
        # the band beside the score panel, the balances in words (on a line of their own if
        # need be), else in figures; then the crowded band, the balances in figures
        beside = self._plan_for(lay, False, crowd=False) or \
            self._plan_for(lay, False, crowd=False, stack=True) or \
            self._plan_for(lay, False, crowd=False, short=True)
        if beside is not None:
            return beside
        if lay.h <= lay.w * WIDE:    # a wide window: the side seat's column is the melds'
            return self._plan_for(lay, False, side=False, short=True) \
                or self._zigzag_plan(lay, False) \
                or self._plan_for(lay, True, side=False, short=True) \
                or self._plan_for(lay, False, short=True) \
                or self._plan_for(lay, True, short=True) or self._zigzag_plan(lay, True)
        return self._plan_for(lay, False, short=True) or self._plan_for(lay, True, short=True) \
            or self._zigzag_plan(lay, False) or self._zigzag_plan(lay, True)

    def _zigzag_plan(self, lay: Layout, wrap: bool) -> SeatPlan | None:
        """The crowded band in two rows (`SeatPlan.zigzag`), or None when even there two
        tags of a row would touch, or a fan would find less room than a card and a half
        between its neighbours' tags."""
        others = tuple(self.others_order())
        if len(others) < 3:
            return None
        _l, _r, width = self._band(lay, True)
        need, gap = self.tag_width(lay, wrap, short=True), lay.px(6)
        step = (width - need) / (len(others) - 1)
        if 2 * step < need + gap or self._zigzag_fan_room(lay, step, need) < 1.5 * \
                max(28, int(lay.card_w * CROWDED_FAN_SHARE)):
            return None
        return SeatPlan(True, others, (), step, need, wrap, zigzag=True, short=True)

    def _zigzag_fan_room(self, lay: Layout, step: float, need: float) -> float:
        """A fan's room in the two-row band: between its neighbours' tags, a gap each side."""
        return 2 * (step - need / 2 - lay.px(6))

    def _plan_for(self, lay: Layout, wrap: bool, side: bool = True, stack: bool = False,
                  crowd: bool = True, short: bool = False) -> SeatPlan | None:
        """The compact table's plan with the names whole on one line (or `wrap`ped onto
        two), the balances on a line of their own (`stack`), or in figures (`short`), the band crowded (unless not
        `crowd`), one seat on the right side if need be (unless not `side`), or None when
        no placing holds the tags."""
        others = tuple(self.others_order())
        n = max(1, len(others))
        _l, _r, width = self._band(lay, False)
        need, gap = self.tag_width(lay, wrap, stack, short), lay.px(6)

        def holds(count: int, room: float) -> bool:    # tags side by side, a gap between
            return count * need + (count - 1) * gap <= room

        if holds(n, width - lay.px(8)):
            return SeatPlan(False, others, (), width / n, 0.0, wrap, stack=stack, short=short)
        if not crowd:
            return None
        _l, right, width = self._band(lay, True)
        if holds(n, width):
            return SeatPlan(True, others, (), width / n, 0.0, wrap, stack=stack, short=short)
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
        return SeatPlan(True, top, others[-1:], width / len(top), need, wrap, stack=stack,
                        short=short)

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
        share = CROWDED_FAN_SHARE if lay.compact and self.crowded else FAN_SHARE
        w = max(28, int(lay.card_w * share))
        return w, int(w / CARD_ASPECT)

    def tag_h(self) -> int:
        """A compact seat tag's height (`tag_lines` lines in its pill)."""
        lay = self.layout
        return self.tag_lines() * self.res.font(lay.font_small).get_linesize() + lay.px(8)

    def tag_lines(self) -> int:
        """A compact seat tag's lines: its name (one, or two wrapped) over its card count
        and balance (on one line, or a line each: `SeatPlan.stack`)."""
        plan = self.seat_plan()
        return 2 + plan.wrap + plan.stack

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
        if plan.zigzag:     # the first seat's tag under its fan, the next one's above, ...
            tag = self.tag_h()
            low = lay.margin + tag + lay.px(6)       # the lower row of tags
            for i, seat in enumerate(plan.top):
                x = left + plan.side_w / 2 + plan.slot * i
                if i % 2 == 0:
                    fy = low - lay.px(6) - oh / 2
                    places[seat] = SeatPlace((x, fy), True, (x, low), plan.side_w + lay.px(2))
                else:
                    fy = lay.margin + tag + lay.px(6) + oh / 2
                    places[seat] = SeatPlace((x, fy), True, (x, lay.margin),
                                             plan.side_w + lay.px(2))
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

    def label_rect(self, seat: int, place: SeatPlace) -> pygame.Rect:
        """Where an other seat's tag lies (as `_pill` sets it: `seat_label`'s text on one
        line, or on the rows `_pill_rows` gives it)."""
        lay = self.layout
        text, _active, _ink, slot, pad, three = self.seat_label(seat, place)
        px = lay.font_small
        rows = [text]
        if self.res.font(px).size(text)[0] + pad > slot:
            rows, px = self._pill_rows(text, px, slot - pad, three=three)
        font = self.res.font(px)
        rect = pygame.Rect(0, 0, max(font.size(r)[0] for r in rows) + pad,
                           font.get_linesize() * (len(rows) - 1) + font.get_height()
                           + lay.px(8))
        rect.midtop = (int(place.label_pos[0]), int(place.label_pos[1]))
        return rect

    def seat_plates(self) -> dict[int, pygame.Rect]:
        """The two-row band's plates (`SeatPlan.zigzag`): behind each seat's fan, joined to
        its tag, so fan and tag read as one (the fans and tags alternating over two rows,
        a play-tester could not tell whose cards were whose); none in one row."""
        if not self.seat_plan().zigzag:
            return {}
        lay = self.layout
        ow, oh = self.other_size()
        out = {}
        for seat, place in self.seat_places().items():
            spots = self.other_positions(place, max(1, len(self.others.get(seat, []))))
            fan = pygame.Rect(int(spots[0][0]), int(spots[0][1]),
                              int(spots[-1][0] + ow - spots[0][0]), int(oh))
            fan.inflate_ip(2 * lay.px(5), 2 * lay.px(5))
            tag = self.label_rect(seat, place)
            if tag.top >= fan.centery:      # the tag under the fan
                fan.height = tag.top - fan.top
            else:
                fan.height, fan.top = fan.bottom - tag.bottom, tag.bottom
            out[seat] = fan
        return out

    def _draw_seat_plates(self, surface: pygame.Surface) -> None:
        radius = self.layout.px(12)
        for seat, rect in self.seat_plates().items():
            if rect.width <= 0 or rect.height <= 0:
                continue
            active = seat == self.shown_to_act and seat not in self.bubbles
            colour = (*theme.GOLD, 110) if active else (*theme.PANEL, 170)
            plate = pygame.Surface(rect.size, pygame.SRCALPHA)
            # the corners away from the tag rounded, the side against it straight
            below = rect.bottom < self.label_rect(seat, self.seat_places()[seat]).centery
            pygame.draw.rect(plate, colour, plate.get_rect(),
                             border_top_left_radius=radius if below else 0,
                             border_top_right_radius=radius if below else 0,
                             border_bottom_left_radius=0 if below else radius,
                             border_bottom_right_radius=0 if below else radius)
            surface.blit(plate, rect.topleft)

    def _draw_dealer_chip(self, surface: pygame.Surface, seat: int, place: SeatPlace) -> None:
        """The dealer's chip, a gold disc with the word's initial, in the top right corner of
        the dealer's fan where the tag has no room for "dealer" (six players at 100 %: no seat
        said who dealt, a play-tester): the dealer is always marked."""
        lay = self.layout
        ow, _oh = self.other_size()
        spots = self.other_positions(place, max(1, len(self.others.get(seat, []))))
        r = max(7, min(lay.px(11), ow // 3))
        centre = (int(spots[-1][0] + ow - r - lay.px(3)), int(spots[-1][1] + r + lay.px(3)))
        pygame.draw.circle(surface, theme.TEXT_DARK, centre, r + max(1, lay.px(2)))
        pygame.draw.circle(surface, theme.GOLD, centre, r)
        # TRANSLATORS: the dealer's chip on the dealer's cards: the initial of "dealer"
        letter = self.res.text(pgettext("the dealer's chip", "D"), int(r * 1.3),
                               theme.TEXT_DARK, True)
        surface.blit(letter, letter.get_rect(center=centre))

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
        if plan.zigzag:      # between the neighbours' tags
            room = self._zigzag_fan_room(self.layout, plan.slot, plan.side_w)
        step = max(4.0, min(ow * 0.36, (room - ow) / max(1, count - 1)))
        total = ow + step * (count - 1)
        x0 = place.center[0] - total / 2
        return [(x0 + i * step, place.center[1] - oh / 2) for i in range(count)]
