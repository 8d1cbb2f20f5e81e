"""Where the Rami table puts things, and what it draws beyond the shared cards.

The viewer's hand at the bottom; every other seat along the top, clockwise from the viewer's
left, as a face-down fan with a label (name, card count, balance), shown face up at the end
of a hand (a crowded table at a large Text size: see `rami_seats`); the stock and the pile
on the left; the meld area in the middle, one row per owner (the rows wrap and the cards
shrink as the table fills, then overlap); the "Rami!" window and its countdown.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.core.phase import Phase
from game.ui import table_words, theme
from game.ui.animator import CardSprite, FRect
from game.ui.i18n import R_, _
from game.ui.layout import Layout, SeatPlace
from game.ui.table.frame_memo import per_frame
from game.ui.table.info_wrap import info_text_width, wrap_parts
from game.ui.table.names import name_rows, name_width
from game.ui.table.rami_call import RamiCallWindow
from game.ui.table.rami_corner import RamiCorner
from game.ui.table.rami_melds import RamiMelds
from game.ui.table.rami_own_tags import RamiOwnTags
from game.ui.table.rami_seats import RamiSeats
from game.ui.widgets import blit_lines, draw_panel, fit_lines
from game.variants import find_variant

#: how far the meld panel's border lies outside the meld area (less below it, where the
#: prompt's band begins), and the prompt's gap under it
PANEL_PAD = 6
PANEL_PAD_BELOW = 3
PROMPT_GAP = 2


class RamiDisplay(RamiCallWindow, RamiOwnTags, RamiMelds, RamiSeats, RamiCorner):
    """The Rami layout and drawing (mixed into `RamiTable`)."""

    target_alpha = (80, 40)
    quiet_targets = frozenset({"table"})
    hand_lights_for_draws = False

    @per_frame
    def info_rect(self, lay: Layout | None = None) -> pygame.Rect:
        """The score panel: top left; compact (a large Text size), as wide as its lines and
        without the variant's name, so the other seats keep their room; on a crowded table
        (`RamiSeats`), under the stock's label, the seats taking the whole top band."""
        lay = lay or self.layout
        lines = self._shown_info_lines(lay)
        height = int(lay.font_small * 1.15 * max(5 if not lay.compact else 1, len(lines))
                     + lay.px(16))
        if not lay.compact:
            return pygame.Rect(lay.margin, lay.margin, lay.px(236), height)
        width = max(self.res.font(lay.font_small).size(t)[0] for t, _c in lines)
        top = self._low_info_top() if lay is self.layout and self.crowded else lay.margin
        return pygame.Rect(lay.margin, int(top), width + lay.px(24), height)

    def _low_info_top(self) -> float:
        """A crowded table's score panel: its top, under the stock's label."""
        lay = self.layout
        return self.stock_rect().bottom + lay.px(8) + lay.label_h + lay.px(6)

    def _shown_info_lines(self, lay: Layout) -> list[tuple[str, tuple[int, int, int]]]:
        """The score panel's lines; under the piles (a crowded table) those the height down
        to the hand holds, the hand's number and the fair-deal sign kept first."""
        lines = self._info_wrapped(lay)
        if not (lay is self.layout and lay.compact and self.crowded):
            return lines
        room = lay.hand_area.top - lay.px(10) - self._low_info_top() - lay.px(16)
        fits = max(1, int(room // (lay.font_small * 1.15)))
        keep = {lines[0][0], self.commitment_text() if self.commitment else None}
        optional = [line for line in lines if line[0] not in keep]
        while len(lines) > fits and optional:
            lines = [line for line in lines if line != optional[-1]]
            optional.pop()
        return lines

    def _piles_y(self) -> float:
        lay = self.layout
        if lay.compact and self.crowded:
            return self.seats_bottom() + lay.px(14)
        return max(self.info_rect().bottom, self.seats_bottom()) + \
            lay.px(14 if lay.compact else 26)

    @per_frame
    def stock_rect(self) -> FRect:
        lay = self.layout
        return FRect((lay.margin, self._piles_y()), lay.card_size)

    @per_frame
    def pile_rect(self) -> FRect:
        lay = self.layout
        return FRect((lay.margin + lay.card_w + lay.px(14), self._piles_y()), lay.card_size)

    @per_frame
    def meld_rect(self) -> pygame.Rect:
        """The meld area: between the piles and the buttons, the seats and the hand."""
        lay = self.layout
        left = int(self.pile_rect().right + lay.px(30))
        right = int(lay.w - lay.margin - lay.side_panel_w - lay.px(10))
        side = self.side_seat_rect()
        if side.width:     # a seat on the right side, beside the melds
            right = min(right, side.left - lay.px(16))
        top = int(self.seats_bottom() + lay.px(10))
        bottom = int(lay.hand_area.top - lay.px(96))
        if lay.compact:   # room under it for a prompt of two lines over the player's tags
            line = self.res.font(lay.font_body).get_linesize()
            bottom = int(lay.hand_area.top - lay.px(12) - lay.tag_h - lay.px(8)
                         - 2 * line - lay.px(18))
        info = self.info_rect()
        if info.bottom + lay.px(6) > top and info.top < bottom and \
                info.right + lay.px(16) > left:
            # a tall score panel (200 %, an option's line): under it or beside it, the roomier
            below, beside = int(info.bottom + lay.px(8)), int(info.right + lay.px(16))
            if (right - beside) * (bottom - top) >= (right - left) * (bottom - below):
                left = beside
            else:
                top = below
        return pygame.Rect(left, top, max(10, right - left), max(10, bottom - top))

    def meld_panel(self) -> pygame.Rect:
        """The meld area's drawn panel, a little outside the area itself."""
        lay = self.layout
        pad = lay.px(PANEL_PAD)
        r = self.meld_rect()
        return pygame.Rect(r.left - pad, r.top - pad, r.width + 2 * pad,
                           r.height + pad + lay.px(PANEL_PAD_BELOW))

    def meld_area(self) -> tuple[float, float, float]:
        r = self.meld_rect()
        return r.left, r.right, r.top

    def owner_name(self, seat: int) -> str:
        """The name over a seat's melds: the seat's name, as its tag says it (the player's
        own melds were "You" under a tag saying "Ann": a play-tester; in hot-seat "You"
        named whoever sat at the screen)."""
        return self.names[seat]

    def owner_order(self) -> list[int]:
        n = self.seats
        base = self.viewer if self.viewer is not None else 0
        return [(base + k) % n for k in range(n)]

    # ----- the display model ------------------------------------------------------------
    def rebuild_from_view(self) -> None:
        v = self.view()
        lay = self.layout
        self.knock_limit, self.doubled = 0, False
        self.knocker = None
        self.knock_dead, self.spread_groups = [], {}
        self.retourne = None
        self.stock = v.stock_size
        self.pile = self._pile_sprites(v)
        self.melds = [[self._sprite(c, True, size=lay.meld_size) for c in m.cards]
                      for m in v.table_melds]
        self.meld_owner = [m.owner for m in v.table_melds]
        chosen_cards = [s.card for s in self.chosen]
        hand_cards = list(v.hand)
        self.restore_order()
        self.order = [c for c in self.order if c in hand_cards]
        self.order += [c for c in self._sorted(hand_cards) if c not in self.order]
        self.hand = [self._sprite(c, True) for c in self.order]
        self.chosen = []
        for s in self.hand:
            if s.card in chosen_cards:
                chosen_cards.remove(s.card)
                self._choose(s, True)
        shown = v.shown_hands
        self.others = {}
        for seat in range(v.num_seats):
            if seat == self.viewer:
                continue
            if shown and seat < len(shown):
                self.others[seat] = [self._sprite(c, True, size=self.other_size())
                                     for c in shown[seat]]
            else:
                self.others[seat] = self.seat_fan(v, seat, self.other_size())
        self.relayout(0)
        self._refresh_buttons()

    def _choose(self, sprite: CardSprite, on: bool) -> None:
        if on and sprite not in self.chosen:
            self.chosen.append(sprite)
            sprite.glow = theme.HIGHLIGHT
        elif not on and sprite in self.chosen:
            self.chosen.remove(sprite)
            sprite.glow = None
        self.dirty = True

    def clear_chosen(self) -> None:
        for s in list(self.chosen):
            self._choose(s, False)

    def _take_from_hand(self, card: Card) -> CardSprite:
        sprite = super()._take_from_hand(card)
        if sprite in self.chosen:
            self._choose(sprite, False)
        sprite.glow = None
        return sprite

    def glide_seat(self, seat: int, sprites: list[CardSprite], place: SeatPlace, d: float) -> None:
        """An opponent's cards: a small fanned hand at its seat."""
        size = self.other_size()
        for s, pos in zip(sprites, self.other_positions(place, len(sprites)), strict=True):
            self._go(s, FRect(pos, size), d, s.card is not None and s.face_up)

    def glide_table(self, d: float) -> None:
        """Every meld on the table, in its owner's row of the meld area."""
        spots, _labels, _mw = self.meld_layout()
        for meld, spot in zip(self.melds, spots, strict=False):
            for s, rect in zip(meld, spot.cards, strict=False):
                self._go(s, FRect(rect), d, True)

    def _cover_hand(self) -> bool:
        """In hot-seat, from the "Rami!" window for another player until the hand-over to
        whoever acts next, hide the hand: under the call's banner, while the called card
        flew to the caller, the discarder's hand lay face up before the caller (a
        play-tester, three people at one screen)."""
        return (self.session.hotseat and self.phase in (Phase.CALL, Phase.CALL_LAYOFF)
                and self.state.to_act != self.viewer) or super()._cover_hand()

    def _draw_under(self, surface: pygame.Surface) -> None:
        """The meld area, with each owner's name before their melds."""
        lay = self.layout
        area = self.meld_rect()
        draw_panel(surface, self.meld_panel(), theme.FELT_DARK, 70, lay.px(14),
                   theme.FELT_LINE, 1)
        if not self.melds:       # on two lines, or smaller, where the area is narrow
            lines, px, _cut = fit_lines(self.res, _("Melds go here"), lay.font_body,
                                        area.width - lay.px(12), area.height, max_lines=2,
                                        min_scale=0.6)
            blit_lines(surface, self.res, lines, px, area, theme.FELT_LINE, "center")
            return
        spots, labels, mw = self.meld_layout()
        row = max(1, int(self.meld_row_step))
        for owner, (x, y) in labels.items():
            name = self.owner_name(owner)
            colour = theme.GOLD if owner == self.shown_to_act else theme.TEXT
            width = int(self.meld_label_widths.get(owner, self.meld_label_w))
            lines, px = self._owner_lines(name, row, width)
            box = pygame.Rect(int(x), int(y - row / 2), width, row)
            blit_lines(surface, self.res, lines, px, box, colour)

    def _owner_lines(self, name: str, row: int, width: int) -> tuple[list[str], int]:
        """An owner's name in its column (`width` wide) and its row's strip (`row` high,
        less where the rows overlap): on one line or on two split between its words
        ("Expert" over "computer 3", `name_rows`), whichever is the larger; never under 11."""
        lay = self.layout
        best: tuple[list[str], int] = ([name], 11)
        for px in range(lay.font_small, 11, -1):
            font = self.res.font(px)
            if font.get_linesize() <= row and font.size(name)[0] <= width:
                best = ([name], px)
                break
        rows = name_rows(self.res.font(best[1]), name)
        for px in range(lay.font_small, best[1], -1):
            font = self.res.font(px)
            if len(rows) == 2 and 2 * font.get_linesize() <= row and \
                    all(font.size(r)[0] <= width for r in name_rows(font, name)):
                return name_rows(font, name), px
        if best[1] == 11:       # nothing fits: as before, the lines fit as they can
            lines, px, _cut = fit_lines(self.res, name, 11, width, max(row, 11), max_lines=2,
                                        min_scale=1.0)
            return lines, px
        return best

    def _seat_tag(self, seat: int, width: int) -> str:
        """An other seat's tag within `width`: its name over its card count (and "dealer"
        where the tag's lines hold it whole; the score sheet says who deals)."""
        text = self._seat_text(seat)
        lay = self.layout
        if seat != self.shown_dealer():
            return text
        px = lay.font_small
        font = self.res.font(px)
        parts = text.split(" · ")
        room = width - self.tag_pad(lay)
        # whole as `_pill` sets it: on one line, or its parts split over two
        whole = font.size(text)[0] <= room or bool(self._part_rows(parts, font, room))
        if not whole and lay.compact:    # ... or under a name wrapped onto two lines
            whole = self.seat_plan().wrap and \
                font.size(" · ".join(parts[1:]))[0] <= room and \
                name_width(font, parts[0], True) <= room
        elif not whole:   # ... or its parts a little smaller (six players in Polish at
            # 800x600 read "rozdający · 6 kart · …")
            whole = self._smaller_part_rows(parts, px, room) is not None
        if whole:
            return text
        return " · ".join(p for p in parts if p != table_words.dealer_tag(parts[0]))

    def _seat_text(self, seat: int) -> str:
        totals = self.state.totals
        name = self.names[seat]
        parts = [name]
        if seat == self.shown_dealer():
            parts.append(table_words.dealer_tag(name))
        n = len(self.others.get(seat, [])) if seat != self.viewer else len(self.hand)
        if seat != self.viewer or not self.layout.compact:   # the player sees their hand
            parts.append(table_words.cards(n))
        if seat == self.viewer or not self.layout.compact:   # compact: the others' balances
            parts.append(table_words.balance(totals[seat]))    # are on the score sheet
        return " · ".join(parts)

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.layout
        to_act = self.shown_to_act
        font = self.res.font(lay.font_small)
        for seat, place in self.seat_places().items():
            slot = int(place.width - lay.px(2))    # a label keeps to its seat's slot
            pad = self.tag_pad(lay)
            x, y = place.label_pos
            bubble = self.bubbles.get(seat)
            # long names on two lines: where the compact plan says, else where the band
            # under the fan holds a third line (six long names at 800x600 set two tags at
            # 85 % beside full-size ones)
            wrap = self.seat_plan().wrap if lay.compact else \
                y + 3 * font.get_linesize() + lay.px(8) <= self.seats_bottom()
            name = self.names[seat]
            name_w = name_width(font, name, wrap)
            if bubble and lay.compact and max(name_w, font.size(bubble)[0]) + pad > slot:
                bubble = None    # not in its slot uncut: the move feed says it anyway
            if bubble:   # what the seat does now stands in its label, never on its cards
                self._pill(surface, f"{name} · {bubble}", (x, y),
                           False, colour=theme.HIGHLIGHT, max_width=slot, pad=pad, three=wrap)
            else:
                self._pill(surface, self._seat_tag(seat, slot), (x, y),
                           seat == to_act, max_width=slot, pad=pad, three=wrap)
        placed = self.own_labels()
        self._own_tag_rects = []
        if placed is not None:
            (mine, left), (text, right), top, px = placed
            self._own_tag_rects.append(self._pill(surface, mine, (left, top),
                                                  to_act == self.viewer,
                                                  anchor="bottomleft", px=px))
            if text is not None:
                self._own_tag_rects.append(self._pill(surface, text, (right, top), False,
                                                      anchor="bottomright",
                                                      colour=theme.GOLD, px=px))

    def lift_room(self, sprite) -> float | None:
        """How far a hand card may rise under the player's tags: to just short of them (the
        cursor's card rose 26 px into Polish tags as wide as the hand, and a chosen card
        touched them)."""
        lay = self.layout
        # the cursor's outline stands out of the card (it covered the tags' rim: a tester)
        ring = max(2, lay.px(3)) if sprite is self.selected or self._card_mark(sprite) else 0
        if sprite.card in self.hand_groups()[1]:
            # and a meld's outline round it, its margin and stroke (chosen 8-8-8 touched the
            # name tag with it: a play-tester)
            ring = max(ring, lay.px(4) + max(2, lay.px(3)))
        return self.room_under(sprite, getattr(self, "_own_tag_rects", None),
                               lay.px(2) + ring)

    def _info_lines(self, lay: Layout | None = None) -> list[tuple[str, tuple[int, int, int]]]:
        """The top-left panel's lines and their colours (compact: no variant name)."""
        r = self.rules
        lines: list[tuple[str, tuple[int, int, int]]] = []
        if not (lay or self.layout).compact:
            lines.append((_(find_variant(self.session.variant).title), theme.GOLD))
        hand_no = self.state.hand_no
        if self.guide is not None:   # a lesson, not "Hand 1 of 5" (a play-tester)
            lines.append((table_words.lesson_line(rami=True), theme.TEXT))
        elif r.match_hands:
            lines.append((R_("Hand {n} of {total}", True).format(n=hand_no, total=r.match_hands),
                          theme.TEXT))
        else:
            lines.append((R_("Hand {n}", True).format(n=hand_no) + "  ·  "
                          + _("to {target} received").format(target=r.target), theme.TEXT))
        tags = []
        if r.rami_only:
            tags.append(_("Rami only"))
        if r.arret_in_play:
            tags.append(_("Arrêt"))
        if r.call_in_play:
            tags.append(_("Rami! call"))
        if r.go_out_on_discard:
            # a tag of its own, capitalised as the others (the compact panel sets each on a
            # line: «Annonce Rami !» over «sortie sur un écart», a play-tester)
            tags.append(_("Out on a discard"))
        if tags or not (lay or self.layout).compact:   # compact: the usual rule goes unsaid
            lines.append((" · ".join(tags) if tags else _("Lay-offs from the 2nd turn"),
                          theme.TEXT_DIM))
        restocks = self.state.restocks
        if not r.arret_in_play:
            lines.append((_("Restocks {n} of {cap}").format(n=restocks, cap=r.restock_cap),
                          theme.TEXT_DIM))
        if self.commitment:
            lines.append((self.commitment_text(), theme.TEXT_DIM))
        return lines

    def _info_wrapped(self, lay: Layout) -> list[tuple[str, tuple[int, int, int]]]:
        """`_info_lines` as drawn: a line too wide for the panel wrapped between its parts
        ("Tylko remik · Stop · wyjście z odrzuceniem" ran out of the panel under a seat's
        cards at 800x600, and was shrunk to hardly legible at 1280x720: a play-tester)."""
        inner = info_text_width(lay)
        return [(row, colour) for text, colour in self._info_lines(lay)
                for row in wrap_parts(self.res, text, lay.font_small, inner)]

    def _draw_info(self, surface: pygame.Surface) -> None:
        self.fair_link = None          # set again below if the fair-deal line is drawn
        lay = self.layout
        px = lay.font_small
        rect = self.info_rect()
        lines = self._shown_info_lines(lay)
        draw_panel(surface, rect, theme.PANEL, 170, lay.px(12), theme.GOLD_DARK, 1)
        y = rect.top + lay.px(8)
        step = int(px * 1.15)
        for text, colour in lines:
            surf = self.res.text(text, px, colour)
            if surf.get_width() > rect.width - lay.px(20):
                surf = self.res.text(text, max(11, int(px * (rect.width - lay.px(20))
                                                      / surf.get_width())), colour)
            drawn = surface.blit(surf, (rect.left + lay.px(12), y))
            if text == self.commitment_text():
                self.mark_fair_link(surface, drawn)
            y += step

    def _draw_over(self, surface: pygame.Surface) -> None:
        if self.call_open():
            self._draw_call_window(surface)

    #: the banner takes the prompt's line, below the meld area, never over the melds
    banner_in_prompt = True
    #: a seat's bubble stands in its tag, after its name ("Bob · draws a card")
    bubble_after_name = True

    def _prompt_band(self) -> tuple[float, float]:
        lay = self.layout
        top = self.meld_panel().bottom + lay.px(PROMPT_GAP)  # clear of the panel's border
        hand_top = min((s.target.y for s in self.hand), default=lay.hand_area.top)
        return top, hand_top - lay.px(12) - lay.font_small - lay.px(10)

    def _prompt_bounds(self) -> tuple[int, int]:
        """The prompt's span: right of the feed's tall column (`tall_feed_corner`) where it
        reaches up beside the prompt's band; on a crowded table right of the score panel
        under the piles, and left of the side seat where its tag (three lines: a long name)
        reaches down beside the prompt's band."""
        left, right = super()._prompt_bounds()
        lay = self.layout
        tall = self.tall_feed_corner()    # the feed's tall column reaches up beside the band
        if tall is not None and tall.top < self._prompt_band()[1]:
            left = max(left, tall.right + lay.px(12))
        if lay.compact and self.crowded:
            info = self.info_rect()
            top, _bottom = self._prompt_band()
            if info.top < _bottom and info.bottom > top:
                left = max(left, info.right + lay.px(12))
            if self.prompt_narrowed():
                right = min(right, self.side_seat_rect().left - lay.px(12))
        return left, max(left + lay.px(120), right)

    def prompt_narrowed(self) -> bool:
        """Whether the side seat's tag (three lines: a long name) reaches down beside the
        prompt's band, so the prompt keeps left of it."""
        lay = self.layout
        if not (lay.compact and self.crowded):
            return False
        side = self.side_seat_rect()
        return bool(side.width) and side.bottom > self._prompt_band()[0]

    def prompt_lines(self, room: float) -> int:
        """Narrowed by the side seat, the prompt may take four lines (at a smaller size, as
        its band's height allows)."""
        return 4 if self.prompt_narrowed() else super().prompt_lines(room)

    def toast_lines(self) -> int:
        """Narrowed by the side seat, a refusal may take three lines, as the prompt does;
        in the compact layout as many as the prompt (a long refusal, "In Rami only you may
        lay down melds only when…", was cut to one line at 800x600 / 200 %)."""
        if self.prompt_narrowed():
            return 3
        if self.layout.compact:
            return self.prompt_lines(self.prompt_room())
        return 1

    def _banner_center(self) -> tuple[int, int]:
        top, bottom = self._prompt_band()
        return int(self._prompt_center()[0]), int((top + bottom) / 2)
