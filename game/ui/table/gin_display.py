"""Where the gin-family table puts things, and what it draws beyond the shared cards.

The table stays put at a showdown: the knocker's melds and deadwood are laid out at the
knocker's own place (the player's hand row, or the opponent's seat along the top; the empty
hand row of a player who sits out, at the hand's size), the lay-offs join them there and the
defender's spread hand shows at its seat; the piles never move. On a wide window's compact
table the seats are rows along the top with their tags beside the cards (`gin_beside`). 003's retourne pack and descente limit, 004's advisor aside. The words (tags, bubbles,
the top-left panel, the banner's place) are `gin_labels.GinLabels`, which this inherits.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.core.events import Drew
from game.core.phase import OVER_PHASES, Phase
from game.core.view import PlayerView
from game.ui import theme
from game.ui.animator import CardSprite, FRect
from game.ui.i18n import _
from game.ui.layout import SeatPlace
from game.ui.table.display import fan_box
from game.ui.table.feed import feed_rect
from game.ui.table.frame_memo import per_frame
from game.ui.table.gin_beside import GinBeside
from game.ui.table.gin_labels import GinLabels
from game.ui.table.gin_middle import GinMiddle
from game.ui.table.gin_own_tags import GinOwnTags
from game.ui.table.gin_panel import FEED_EMS
from game.ui.table.gin_retourne import GinRetourne
from game.ui.table.gin_stock import GinStock
from game.ui.widgets import blit_lines, draw_panel, fit_lines

#: px (at 100 %) between two rows of melds spread at a seat: whole rows, none over another
SEAT_ROW_GAP = 6


class GinDisplay(GinMiddle, GinBeside, GinStock, GinRetourne, GinOwnTags, GinLabels):
    """The gin-family layout and drawing (mixed into `GinTable`)."""

    def card_tint(self, sprite: CardSprite) -> tuple[int, int, int, int] | None:
        """Deadwood at a showdown lies under a dark wash: another player's, and the viewer's
        own once they knocked (what is left in their hand then is their deadwood)."""
        if sprite in self.hand:
            return theme.DEADWOOD_WASH if self.melds_in_hand_row() else None
        if sprite.card in self.dead_cards:
            return theme.DEADWOOD_WASH
        return None

    def rebuild_from_view(self) -> None:
        """Set the display model from the shown view (no animation)."""
        v = self.view()
        self.knock_limit = v.knock_limit
        self.limit_shown = self.rules.knock_limit_source == "fixed" or v.phase != "start"
        self.doubled = v.doubled
        self.stock = v.stock_size
        face_down = (v.showdown is not None and self.rules.knock_discard_face_down)
        self.pile = self._pile_sprites(v, top_face_up=not face_down)
        self.retourne = self._sprite(v.retourne, True) if v.retourne is not None else None
        self.melds, self.knock_dead, self.spread_groups = [], [], {}
        self.dead_cards = set()
        self.others = {}
        sd = v.showdown
        self.knocker = sd.knocker if sd is not None else None
        hand_cards = list(v.hand)
        if sd is None and v.table_melds:
            self.melds = [[self._sprite(c, True) for c in m.cards] for m in v.table_melds]
        if sd is not None:
            self.melds = [[self._sprite(c, True) for c in m.cards] for m in v.table_melds]
            laid = {card for card, _target in sd.layoffs}
            for s in (s for m in self.melds for s in m if s.card in laid):
                s.glow = theme.GOLD       # laid off, as the live showdown marks them
            if sd.knocker == self.viewer:
                hand_cards = list(sd.knocker_deadwood)
            else:
                self.knock_dead = [self._sprite(c, True) for c in sd.knocker_deadwood]
                self.dead_cards.update(sd.knocker_deadwood)
        self.restore_order()
        self.order = [c for c in self.order if c in hand_cards]
        self.order += [c for c in self._sorted(hand_cards) if c not in self.order]
        self.hand = [self._sprite(c, True) for c in self.order]
        for seat in range(self.seats):
            if seat == self.viewer:
                continue
            if sd is not None and seat == sd.knocker:
                self.others[seat] = []
                continue
            if sd is not None and seat == sd.defender and v.phase in OVER_PHASES:
                arr = self.solver.best_arrangement(list(sd.defender_hand)) \
                    if sd.defender_hand else None
                cards = [c for m in arr.melds for c in m] + list(arr.deadwood_cards) \
                    if arr else []
                self.others[seat] = [self._sprite(c, True, size=self.layout.meld_size)
                                     for c in cards]
                self.spread_groups[seat] = ([len(m) for m in arr.melds]
                                            + [len(arr.deadwood_cards)]) if arr else []
                self.dead_cards.update(arr.deadwood_cards if arr else ())
                continue
            self.others[seat] = self.seat_fan(v, seat, self.layout.small_size)
        if sd is not None and self.viewer == sd.defender and v.phase == Phase.LAYOFF:
            self._init_proposals()
        self.new_card = self._drawn_card(v)
        self.relayout(0)
        self._refresh_buttons()

    def _drawn_card(self, v: PlayerView) -> Card | None:
        """The card the viewer drew this turn while they are still to discard: a table
        rebuilt from the view (a resumed match) raises it as the live one did (it stood flat
        in the fan after Continue while the log still said it was drawn)."""
        if v.to_act != self.viewer or v.phase not in (Phase.DISCARD, Phase.OPENING):
            return None
        last = v.events[-1] if v.events else None
        if isinstance(last, Drew) and last.seat == self.viewer:
            return last.card
        return None

    # ----- where everything goes --------------------------------------------------------
    #: the go-out banner takes the prompt's line (the one free band of a gin table)
    banner_in_prompt = True

    def showdown_on(self) -> bool:
        """Melds are on the table (a knock)."""
        return self.knocker is not None or bool(self.melds)

    rows_can_compact = True

    @per_frame
    def stock_rect(self) -> FRect:
        x, y = self.layout.stock_pos
        return FRect((x + self._piles_shift(), y), self.layout.card_size)

    @per_frame
    def pile_rect(self) -> FRect:
        x, y = self.layout.discard_pos
        return FRect((x + self._piles_shift(), y), self.layout.card_size)

    def _piles_shift(self) -> float:
        """Compact layout: how far right the piles move so the stock clears the score panel
        (which reaches down beside them at a large Text size), and 003's retourne, beside
        the stock on a wide window, clears it too."""
        lay = self.layout
        if not self.compact_rows:
            return 0.0
        x, y = lay.stock_pos
        info = self.info_rect()
        # a 4:3 window's: the move feed's column left of the stock some 11 ems wide
        # ("Expert computer 1" on a line), the room right of the pile being spare there
        feed = 0 if lay.beside else lay.margin + FEED_EMS * lay.font_small + lay.px(16)
        depth = self.stock_depth()       # the pile's backs stand up and left of its rect
        need = feed if info.bottom + lay.px(6) <= y - depth else \
            max(feed, info.right + lay.px(16) + depth)   # the stock clear of the panel ...
        beside_pile = lay.beside and self.retourne is not None and self.retourne_right_of_pile()
        if lay.beside and self.retourne is not None and not beside_pile:
            need += lay.px(12) + self.retourne_small()[0]
        # never under the button column (nor the retourne right of the pile)
        room = lay.w - lay.margin - lay.side_panel_w - lay.px(10) - (lay.discard_pos[0]
                                                                     + lay.card_w)
        if beside_pile:
            room -= lay.px(14) + self.retourne_small()[0]
        return max(0.0, min(need - x, room))

    def _draw_stock(self, surface: pygame.Surface) -> None:
        """The stock and its label, but not under a showdown in the middle (out of play)."""
        if self.middle_seat() is None:
            super()._draw_stock(surface)

    def _draw_table_marks(self, surface: pygame.Surface) -> None:
        if self.middle_seat() is None:
            super()._draw_table_marks(surface)

    def _draw_under(self, surface: pygame.Surface) -> None:
        """003's retourne pack and descente limit; 004's advisor view."""
        lay = self.layout
        if self.retourne is not None:
            self.draw_retourne(surface)
        roles = self._roles()
        for seat, place in self.seat_places().items():
            if seat < len(roles) and roles[seat] == "advisor" and self.narrow_slots():
                self._draw_empty_seat(surface, seat, place)
            elif seat < len(roles) and roles[seat] == "advisor" and not lay.beside:
                # an empty chair: the advisor holds no cards this hand. A low, wide plaque
                # over the name tag, not card-shaped (a card-sized outline beside the
                # discard pile read as a third pile: a play-tester)
                w, h = lay.small_size
                width = int(min(w * 1.5, place.width or w * 1.5))
                chair = pygame.Rect(0, 0, width, int(h * 0.45))
                chair.midbottom = (int(place.center[0]), int(place.center[1] + h / 2))
                draw_panel(surface, chair, theme.FELT_DARK, 90, lay.radius + 2,
                           theme.FELT_LINE, 2)
                # inside its edges ("pauzuje" at 125 % is wider than the chair)
                inner = chair.inflate(-lay.px(8), -lay.px(8))
                rows, px, _cut = fit_lines(self.res, _("out"), lay.font_small, inner.width,
                                           inner.height, min_scale=0.7)
                blit_lines(surface, self.res, rows, px, inner, theme.FELT_LINE, "center")
        if self.viewer is not None and self.viewer < len(roles) and \
                roles[self.viewer] == "advisor" and not self.hand and \
                not self.melds_in_empty_row():     # (the knocker's melds lie there)
            self._draw_advisor_view(surface, roles)

    def narrow_slots(self) -> bool:
        """The compact layout's top band of three players: a narrow slot each."""
        return self.compact_rows and self.seats > 2 and not self.layout.beside

    def _draw_empty_seat(self, surface: pygame.Surface, seat: int, place: SeatPlace) -> None:
        """The advisor's slot of a narrow top band: an empty chair that says who sits out
        ("Ann sits out"), wrapped to the slot (up to four lines: the expert level's long names),
        in place of a chair and a cut name tag."""
        lay = self.layout
        pad = lay.px(10)
        width = int(place.width - lay.px(8)) if place.width else lay.small_size[0] * 2
        text = _("{name} sits out").format(name=self.names[seat])
        lines, px, _cut = fit_lines(self.res, text, lay.font_small, width - 2 * pad,
                                    max_lines=4, min_scale=0.8)
        step = self.res.font(px).get_linesize()
        box = pygame.Rect(0, 0, width, max(lay.small_size[1], step * len(lines) + 2 * pad))
        box.midtop = (int(place.center[0]), int(place.center[1] - lay.small_size[1] / 2))
        draw_panel(surface, box, theme.FELT_DARK, 90, lay.radius + 2, theme.FELT_LINE, 2)
        blit_lines(surface, self.res, lines, px, box, theme.TEXT_DIM, "center")

    def _roles(self) -> tuple[str, ...]:
        """The roles shown: those of the deal being played, else the view's (two players:
        the dealing seat's "dealer", `shown_dealer`; the view said the last hand's)."""
        dealt = getattr(self, "dealt_roles", None)
        if dealt is not None:
            return dealt
        if self.seats == 2 and self.dealt_dealer is not None:
            return tuple("dealer" if s == self.dealt_dealer else "" for s in range(2))
        return self.state.roles

    def _draw_advisor_view(self, surface: pygame.Surface, roles: tuple[str, ...]) -> None:
        """004: the viewer sits out; with `advisor_sees_captain` the captain's hand shows."""
        lay = self.layout
        captain = roles.index("captain") if "captain" in roles else None
        cards = list(self.view().advised_hand) if captain is not None else []
        area = lay.hand_area
        if cards:
            positions = lay.hand_positions(len(cards))
            for card, pos in zip(cards, positions, strict=True):
                img = self.res.card_face(card, lay.card_size, self.app.settings.four_colour)
                surface.blit(img, (round(pos[0]), round(pos[1])))
            text = _("You advise {name} (captain): their hand").format(
                name=self.names[captain])
        else:
            text = _("You sit out this hand as the advisor")
        if cards:
            left = lay.hand_positions(len(cards))[0][0]
            bottom = area.top - lay.own_tags_gap
            prompt = self.prompt()
            if prompt:   # over the prompt's row where they would meet ("Computer 1 is
                # playing…" covered "…: their ha" at 800x600: a play-tester)
                box = self.prompt_box(prompt)[1]
                width = self.res.font(lay.font_small).size(text)[0] + lay.px(20)
                pill = pygame.Rect(left, bottom - lay.tag_h, width, lay.tag_h)
                if pill.colliderect(box.inflate(lay.px(12), lay.px(4))):
                    bottom = box.top - lay.px(6)
                    pill.bottom = bottom
                    if self._advisor_line_blocked(pill):
                        self._advisor_line_aside(surface, text, left)
                        return
            self._pill(surface, text, (left, bottom), False, anchor="bottomleft",
                       colour=theme.GOLD)
        else:   # no hand: the line sits in the empty hand row, above the skip button
            self._pill(surface, text, (area.centerx, area.top + lay.px(8)), False,
                       colour=theme.GOLD)

    def _advisor_line_blocked(self, pill: pygame.Rect) -> bool:
        """Whether the advisor's line over the prompt would lie on the piles, the move
        feed or the score panel (at 200 % it ran across all three: a play-tester)."""
        others = [pygame.Rect(self.stock_rect()), pygame.Rect(self.pile_rect()),
                  feed_rect(self), self.info_rect()]
        return any(pill.colliderect(r) for r in others if r.width and r.height)

    def _advisor_line_aside(self, surface: pygame.Surface, text: str, hand_left: float) -> None:
        """The advisor's line wrapped beside the captain's hand, left of it, where the row
        over the prompt has no room; left out where even that is too narrow."""
        lay = self.layout
        pad = lay.px(8)
        room = pygame.Rect(lay.margin, lay.hand_area.top, int(hand_left) - lay.margin - pad,
                           lay.card_size[1])
        if room.width < 6 * lay.font_small:
            return
        rows, px, _cut = fit_lines(self.res, text, lay.font_small, room.width - 2 * pad,
                                   room.height - 2 * pad, min_scale=0.8, max_lines=6)
        step = self.res.font(px).get_linesize()
        box = pygame.Rect(room.left, room.top, room.width, step * len(rows) + 2 * pad)
        draw_panel(surface, box, theme.PANEL, 225, lay.px(10))
        blit_lines(surface, self.res, rows, px, box.inflate(-2 * pad, -2 * pad), theme.GOLD)

    def _aside_place(self):
        """004: where the advisor's empty chair is shown, aside on the table's right, midway
        between the discard pile and the buttons, level with the piles: the left column
        under the score panel stays the move feed's, as at two players (on the left, under
        the score panel, it left the feed one line at 1280x720 and none at 125 %)."""
        lay = self.layout
        left = self.pile_rect().right + lay.px(12)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
        x = (left + right) / 2
        sh = lay.small_size[1]
        y = self.stock_rect().centery - lay.px(14)
        # (its width: the room for its name tag, which wraps or shrinks to it)
        return SeatPlace((x, y), True, (x, y + sh / 2), right - left)

    def melds_in_hand_row(self) -> bool:
        """The viewer knocked: their melds lie in their own hand row, deadwood after."""
        return self.knocker is not None and self.knocker == self.viewer

    def melds_in_empty_row(self) -> bool:
        """Another seat knocked while the viewer holds no cards (004's advisor): its melds
        and deadwood lie in the viewer's empty hand row, at the hand's size, rather than
        small in its slot of the top band; the piles stay where they are."""
        return (self.knocker is not None and self.knocker != self.viewer
                and not self.hand and self.sitting_out_now())

    def _draw_hand_marks(self, surface: pygame.Surface) -> None:
        """The hand's meld outlines; the knocker's melds, in the viewer's own row (they
        knocked) or the sitting-out viewer's, outlined the same way: the row closes up the
        gaps between them, so each outline ends where the next group's first card lies."""
        super()._draw_hand_marks(surface)
        if not (self.melds_in_empty_row() or self.melds_in_hand_row()):
            return
        lay = self.layout
        rest = self.knock_dead if self.melds_in_empty_row() else self.hand
        groups = [*self.melds, rest]
        for i, meld in enumerate(self.melds):
            rects = [pygame.Rect(s.draw_rect) for s in meld if not (s.flying or s.dragging)]
            if not rects:
                continue
            after = next((g for g in groups[i + 1:] if g), [])
            covers = [pygame.Rect(s.draw_rect) for s in after[:1]
                      if not (s.flying or s.dragging)]
            box = fan_box(rects, covers, lay.px(8), lay.px(5))
            pygame.draw.rect(surface, theme.MELD_OUTLINES[i % len(theme.MELD_OUTLINES)], box,
                             max(2, lay.px(3)), border_radius=lay.radius + lay.px(4))

    def sitting_out_now(self) -> bool:
        """The viewer holds no cards this hand (004's advisor)."""
        roles = self._roles()
        v = self.viewer
        return v is not None and v < len(roles) and roles[v] == "advisor"

    def _hand_row(self) -> list[tuple[float, float]]:
        """The viewer's row when they knocked: melds (each a group) then the deadwood; the
        knocker's, when the viewer sits out (`melds_in_empty_row`)."""
        rest = self.knock_dead if self.melds_in_empty_row() else self.hand
        groups = [len(m) for m in self.melds] + ([len(rest)] if rest else [])
        gaps: list[int] = []
        for n in groups:
            gaps += [1] + [0] * (n - 1)
        if gaps:
            gaps[0] = 0
        return self.layout.hand_positions(sum(groups), gaps)

    def seat_meld_size(self, groups: list[int], place: SeatPlace) -> tuple[int, int]:
        """Meld-size cards at a seat along the top, small ones if they need two rows (or if
        the name tag under meld-size ones would lie on the piles); smaller still where two
        whole rows of small ones would push the tag onto the piles (a narrow slot of three
        players: one row of them first)."""
        lay = self.layout
        if lay.beside:               # a row of its own, the name tag on its right
            return self.beside_rows(self._seat_at(place), groups, place)[1]
        label_room = lay.px(8) + lay.font_small * 1.4     # the seat's name tag under them
        if self.compact_rows and self.seats > 2:           # a narrow slot's tag: two lines
            label_room += lay.font_small * 1.2
        top = max(lay.margin, place.center[1] - lay.small_size[1] / 2)   # as `seat_rows`
        pile_y = self.stock_rect().y

        def rows(size: tuple[int, int]) -> list[list[tuple[float, float]]]:
            return lay.meld_rows(groups, top, place.center[0], size,
                                 max_width=self._seat_room(place), row_gap=lay.px(SEAT_ROW_GAP))

        def one_row(size: tuple[int, int]) -> bool:
            return len({round(r[0][1]) for r in rows(size) if r}) <= 1

        def fits(size: tuple[int, int]) -> bool:
            bottom = max((y for row in rows(size) for _x, y in row), default=0) + size[1]
            return bottom + label_room <= pile_y

        if one_row(lay.meld_size) and fits(lay.meld_size):
            return lay.meld_size
        # whole rows, one under the other, never a meld over another (003's descente at
        # 200 %: the second row lay over the first one's cards, a play-tester): the largest
        # cards whose rows keep the tag above the piles, one row first where it holds
        sizes = [lay.small_size] + [(int(lay.small_size[0] * f), int(lay.small_size[1] * f))
                                    for f in (0.85, 0.72, 0.6, 0.5)]
        if self.compact_rows:    # a narrow slot: one row of the smallest, not two rows
            for size in sizes:
                if one_row(size) and fits(size):
                    return size
        for size in sizes:
            if fits(size):
                return size
        return sizes[-1]

    def _seat_at(self, place: SeatPlace) -> int | None:
        """The seat whose place `place` is (None for a place of no seat)."""
        return next((s for s, p in self.seat_places().items() if p == place), None)

    def _seat_room(self, place: SeatPlace) -> float:
        lay = self.layout
        return (place.width - lay.px(12)) if place.width else lay.w * 0.6

    def seat_rows(self, groups: list[int], place: SeatPlace):
        """Top-left corners and card size of groups spread at a top seat."""
        lay = self.layout
        if lay.beside:            # from the row's left, as many rows as its height holds
            return self.beside_rows(self._seat_at(place), groups, place)
        size = self.seat_meld_size(groups, place)
        top = max(lay.margin, place.center[1] - lay.small_size[1] / 2)
        rows = lay.meld_rows(groups, top, place.center[0], size,
                             max_width=self._seat_room(place), row_gap=lay.px(SEAT_ROW_GAP))
        return rows, size

    def meld_positions(self) -> list[list[tuple[float, float]]]:
        """Where the knocker's melds (and, last, their deadwood) lie: at the knocker's place."""
        groups = [len(m) for m in self.melds]
        if self.knock_dead:
            groups.append(len(self.knock_dead))
        if not groups:
            return []
        if self.knocker is not None and self.middle_seat() == self.knocker:
            return self.middle_rows(groups)[0]
        if self.melds_in_hand_row() or self.melds_in_empty_row():
            flat = self._hand_row()
            out, i = [], 0
            for n in groups:
                out.append(flat[i:i + n])
                i += n
            return out
        place = self.seat_places().get(self.knocker) if self.knocker is not None else None
        if place is None:   # melds with no knocker: along the top, centred
            place = self.layout.seat_places(1)[0]
        return self.seat_rows(groups, place)[0]

    def meld_card_size(self) -> tuple[int, int]:
        lay = self.layout
        if self.melds_in_hand_row() or self.melds_in_empty_row():
            return lay.card_size
        groups = [len(m) for m in self.melds] + ([len(self.knock_dead)] if self.knock_dead
                                                   else [])
        if groups and self.knocker is not None and self.middle_seat() == self.knocker:
            return self.middle_rows(groups)[1]
        place = self.seat_places().get(self.knocker) if self.knocker is not None else None
        return self.seat_meld_size(groups, place or lay.seat_places(1)[0]) if groups \
            else lay.meld_size

    def glide_hand(self, d: float) -> None:
        """The viewer's hand; when they knocked, their deadwood after their melds."""
        if not self.melds_in_hand_row():
            super().glide_hand(d)
            return
        flat = self._hand_row()
        start = sum(len(m) for m in self.melds)
        for s, pos in zip(self.hand, flat[start:], strict=False):
            self._go(s, FRect(pos, self.layout.card_size), d, True)

    def seat_places(self):
        others = [s for s in range(self.seats) if s != self.viewer]
        roles = self._roles()
        aside = [s for s in others if s < len(roles) and roles[s] == "advisor"
                 and not self.compact_rows]   # compact: the advisor's chair in the top band
        playing = [s for s in others if s not in aside]
        lay = self.layout
        if lay.beside:           # a row each along the top, the advisor's too
            return self.beside_places(others)
        spots = lay.seat_places(len(playing))
        if self.compact_rows and len(playing) > 1:   # from the score panel's right edge
            left = self.info_rect().right + lay.px(12)
            right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
            slot = (right - left) / len(playing)
            spots = [SeatPlace((left + slot * (i + 0.5), p.center[1]), True,
                               (left + slot * (i + 0.5), p.label_pos[1]), slot)
                     for i, p in enumerate(spots)]
        places = dict(zip(playing, spots, strict=True))
        shown = self._showdown_seat_in_band(playing)
        if shown is not None:     # the empty chair gives its slot to the showdown's cards
            left = self.info_rect().right + lay.px(12)
            right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
            p = places[shown]
            cx = (left + right) / 2
            return {shown: SeatPlace((cx, p.center[1]), True, (cx, p.label_pos[1]),
                                     right - left)}
        if len(playing) == 1:
            places[playing[0]] = self._clear_of_info(playing[0], places[playing[0]])
        for s in aside:
            places[s] = self._aside_place()
        return places

    def _showdown_seat_in_band(self, playing: list[int]) -> int | None:
        """Three players in the compact top band (a narrow slot each), at a showdown the
        player takes part in: the other playing seat, whose melds or spread hand then take
        the whole band (the advisor's empty chair steps aside; they were 22-27 px wide in
        one slot at 800x600 / 200 %)."""
        if not self.narrow_slots() or len(playing) != 2 or not self.showdown_on() \
                or self.melds_in_empty_row() or not (self.hand or self.melds_in_hand_row()):
            return None
        roles = self._roles()
        others = [s for s in playing if not (s < len(roles) and roles[s] == "advisor")]
        return others[0] if len(others) == 1 else None

    def _clear_of_info(self, seat: int, place: SeatPlace) -> SeatPlace:
        """The one opponent's place, moved right if its cards (the knocker's melds, a hand
        shown at the showdown) would reach under the score panel, which a large text size or
        a small window widens."""
        lay = self.layout
        left = self.info_rect().right + lay.px(12)
        right = lay.w - lay.margin - lay.px(130)          # the Menu button
        if lay.compact:      # the button column starts just under the Menu button
            right = lay.w - lay.margin - lay.side_panel_w - lay.px(8)
        fan = lay.small_hand_positions(place, max(1, len(self.others.get(seat, []))))
        width = fan[-1][0] + lay.small_size[0] - fan[0][0]
        groups = list(self.spread_groups.get(seat, []))      # a hand shown at the showdown
        if seat == self.knocker and self.melds:
            groups = [len(m) for m in self.melds] + ([len(self.knock_dead)]
                                                     if self.knock_dead else [])
        if groups:
            rows, size = self.seat_rows(groups, place)
            xs = [x for row in rows for x, _y in row]
            if xs:
                width = max(width, max(xs) + size[0] - min(xs))
        cx = place.center[0]
        if cx - width / 2 >= left:
            return place
        if width > right - left:     # no room beside the panel: the cards close up to fit
            cx = (left + right) / 2
            return SeatPlace((cx, place.center[1]), place.horizontal,
                             (cx, place.label_pos[1]), right - left)
        cx = min(left + width / 2, max(cx, right - width / 2))
        return SeatPlace((cx, place.center[1]), place.horizontal,
                         (cx, place.label_pos[1]), place.width)

    def glide_seat(self, seat: int, sprites: list[CardSprite], place: SeatPlace, d: float) -> None:
        """An opponent's cards: spread as melds at a showdown, else a small fanned hand."""
        lay = self.layout
        if seat in self.spread_groups:
            rows, size = (self.middle_rows(self.spread_groups[seat])
                          if seat == self.middle_seat() else
                          self.seat_rows(self.spread_groups[seat], place))
            flat = [p for row in rows for p in row]
            for s, pos in zip(sprites, flat, strict=False):
                self._go(s, FRect(pos, size), d, True)
        else:
            for s, pos in zip(sprites, lay.small_hand_positions(place, len(sprites)),
                              strict=True):
                self._go(s, FRect(pos, lay.small_size), d, s.card is not None and s.face_up)

    def glide_table(self, d: float) -> None:
        """The knocker's melds and deadwood at a showdown, and the 003 retourne."""
        mpos = self.meld_positions()
        size = self.meld_card_size()
        for i, (meld, pos_list) in enumerate(zip(self.melds, mpos, strict=False)):
            shifts = self._proposed_shifts(meld, pos_list, mpos[i + 1:], size)
            for s, pos, dx in zip(meld, pos_list, shifts, strict=False):
                self._go(s, FRect((pos[0] + dx, pos[1]), size), d, True)
        if self.knock_dead and mpos:
            for s, pos in zip(self.knock_dead, mpos[-1], strict=False):
                self._go(s, FRect(pos, size), d, True)
        if self.retourne is not None:
            self._go(self.retourne, self.retourne_rect(), d, True)

    def _proposed_shifts(self, meld, pos_list, after, size) -> list[int]:
        """How far right each card of a meld moves so that a card proposed for laying off
        shows more than its index (a proposed 3♠ lay half hidden under the run it joined:
        a play-tester): the cards after it open up by up to a third of a card, as far as
        the room before the next group on the same row allows."""
        shifts = [0] * len(meld)
        if not any(getattr(s, "tag", "") == "proposed" for s in meld[:-1]) or not pos_list:
            return shifts
        row = [p for group in after for p in group[:1] if abs(p[1] - pos_list[0][1]) < 1]
        if not row:    # the row's last group: its end is where the seat's tag is placed
            return shifts
        room = max(0, int(row[0][0] - self.layout.px(12) - (pos_list[-1][0] + size[0])))
        extra = min(int(size[0] * 0.34), room // sum(s.tag == "proposed" for s in meld[:-1]))
        dx = 0
        for k, s in enumerate(meld):
            shifts[k] = dx
            if getattr(s, "tag", "") == "proposed":
                dx += extra
        return shifts

    def table_sprites(self):
        """The retourne under everything, the knocker's deadwood with the melds (the piles
        not while a showdown lies over them in the middle, but a card flying there)."""
        sprites = [self.retourne] if self.retourne is not None else []
        middle = self.middle_seat() is not None
        sprites += [s for s in self.pile[-4:] if s.flying or not middle]
        for meld in self.melds:
            sprites += meld
        sprites += self.knock_dead
        for seat_sprites in self.others.values():
            sprites += seat_sprites
        return sprites + self.hand
