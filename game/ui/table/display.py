"""The table's display model and how it is drawn: card sprites, their places, the felt.

The display model is the viewer's hand in the player's own order, the other seats' cards, the
discard pile, the stock count and the melds on the table, all `CardSprite`s. Each family lays
them out (`relayout`, `stock_rect`, `pile_rect`, `seat_places`) and rebuilds them from a view
(`rebuild_from_view`); this mixin holds what both share: making and moving sprites, sorting the
hand, and drawing the cards, the stock and the scene in layers.
"""

from __future__ import annotations

import pygame

from game.core.cards import Card
from game.core.phase import OVER_PHASES
from game.ui import theme, wording
from game.ui.animator import CardSprite, FRect
from game.ui.hand_order import ordered
from game.ui.i18n import _
from game.ui.layout import SeatPlace
from game.ui.table.feed import draw_feed
from game.ui.table.frame_memo import FrameMemo
from game.ui.widgets import blit_lines, blit_text, draw_panel, fit_lines
from game.variants.terms import terms_for

MOVE = 0.30      # seconds of one card's flight at normal speed


def fan_box(rects: list[pygame.Rect], covers: list[pygame.Rect], pad: int,
            cut: int) -> pygame.Rect:
    """The outline round neighbouring cards of a fan: their union grown by `pad`, ended `cut`
    before the first of `covers` (cards drawn over them) that lies on the last of them (an
    outline drawn over the next card reads as marking it too)."""
    box = rects[0].unionall(rects[1:]).inflate(pad, pad)
    edges = [int(r.left - cut) for r in covers
             if rects[-1].left < r.left - cut < box.right
             and r.top < box.bottom and r.bottom > box.top]
    if edges:
        box.width = min(edges) - box.left
    return box


def fan_tab(rects: list[pygame.Rect], box: pygame.Rect, cover: pygame.Rect | None, pad: int,
            cut: int, floor: int | None = None) -> pygame.Rect | None:
    """The part of a fan's outline that steps out over the next card: the group's last card,
    when it stands higher than that card (chosen, or just drawn), shows its top corner
    beyond `box`, which ends where the next card begins; None when nothing shows. The step
    lies along the next card's top edge, or ends at `floor` (the next meld's outline)."""
    last = rects[-1]
    bottom = cover.top + 1 if cover is not None else 0
    if floor is not None:
        bottom = min(bottom, floor)
    if cover is None or box.right >= last.right or last.top >= bottom - cut:
        return None
    return pygame.Rect(last.left, box.top, last.right + pad // 2 - last.left,
                       bottom - box.top)


def draw_fan_outline(surface: pygame.Surface, colour, box: pygame.Rect,
                     tab: pygame.Rect | None, width: int, radius: int) -> None:
    """Outline `box`, or the union of `box` and `tab` as one line when a card's corner steps
    out of it (each shape filled, then its inside cleared: only the union's edge stays)."""
    if tab is None:
        pygame.draw.rect(surface, colour, box, width, border_radius=radius)
        return
    area = box.union(tab)
    layer = pygame.Surface(area.size, pygame.SRCALPHA)
    shapes = [r.move(-area.x, -area.y) for r in (box, tab)]
    # the step's corner square: a rounded one cut the card's corner off above the next card
    square = [{}, {"border_bottom_right_radius": 0}]
    for r, corners in zip(shapes, square, strict=True):
        pygame.draw.rect(layer, colour, r, border_radius=radius, **corners)
    for r, corners in zip(shapes, square, strict=True):
        pygame.draw.rect(layer, (0, 0, 0, 0), r.inflate(-2 * width, -2 * width),
                         border_radius=max(0, radius - width), **corners)
    surface.blit(layer, area.topleft)


def _groups(cards: list[Card], arr) -> tuple[list[int], dict[Card, int]]:
    """Gaps before the positions of `cards` (in their order) between `arr`'s melds, and the
    meld number of each melded card."""
    meld_of: dict[Card, int] = {}
    if arr is not None:
        for i, m in enumerate(arr.melds):
            for c in m:
                meld_of.setdefault(c, i)
    gaps = [0] * len(cards)
    for i in range(1, len(cards)):
        a = meld_of.get(cards[i - 1], -1)
        b = meld_of.get(cards[i], -1)
        gaps[i] = 1 if a != b and (a >= 0 or b >= 0) else 0
    return gaps, meld_of


class DisplayMixin:
    """Sprites and drawing shared by both tables (mixed into the table scene)."""

    #: fill alpha of a legal drop target while hovered / not hovered
    target_alpha: tuple[int, int] = (70, 38)
    #: drop targets never shown red (a family's broad areas)
    quiet_targets: frozenset[str] = frozenset()
    #: whether the hand lights up as the target of a card dragged off the stock or pile
    hand_lights_for_draws = True

    # ----- the display model --------------------------------------------------------------
    def _sprite(self, card: Card | None, face_up: bool, pos=None, size=None) -> CardSprite:
        lay = self.layout
        size = size or lay.card_size
        pos = pos or self.stock_rect().topleft
        return CardSprite(card, face_up, FRect(pos, size))

    def _pile_sprites(self, v, top_face_up: bool = True) -> list[CardSprite]:
        """The discard pile as shown: up to three cards seen under the top one, then the top."""
        pile: list[CardSprite] = []
        if v.discard_top is None:
            return pile
        under = max(0, min(3, v.discard_size - 1))
        seen = list(v.discards_seen)
        for i in range(under):
            idx = len(seen) - 2 - (under - 1 - i)
            card = seen[idx] if 0 <= idx < len(seen) else v.discard_top
            pile.append(self._sprite(card, True))
        pile.append(self._sprite(v.discard_top, top_face_up))
        return pile

    def restore_order(self) -> None:
        """The order the viewer gave this hand at the table before (`Session.hand_orders`),
        taken back once, when it is the same hand."""
        kept = self.session.hand_orders.pop(self.viewer, None) \
            if self.viewer is not None else None
        if kept is not None and kept[0] == self.state.hand_no and not self.manual_order:
            self.order, self.manual_order = list(kept[1]), True

    def _sorted(self, cards: list[Card]) -> list[Card]:
        return ordered(cards, self.app.settings.sort_order, self.solver)

    def sort_hand(self, mode: str | None = None) -> None:
        """Sort the viewer's hand (by rank, suit or melds); a pure display change."""
        if mode is not None:
            self.app.settings.sort_order = mode
            self.manual_order = False
        cards = [s.card for s in self.hand]
        ordered = self._sorted(cards)
        by_card = {s.card: s for s in self.hand}
        self.hand = [by_card[c] for c in ordered]
        self.order = ordered
        self.relayout()

    def hand_arrangement(self):
        cards = tuple(s.card for s in self.hand if s.card is not None)
        if not cards:
            return None
        key = frozenset(cards) if len(set(cards)) == len(cards) else tuple(sorted(
            cards, key=lambda c: c.index))
        if self._arr_cache[0] != key:
            self._arr_cache = (key, self.solver.best_arrangement(list(cards)))
        return self._arr_cache[1]

    def hand_groups(self) -> tuple[list[int], dict[Card, int]]:
        """Gaps before hand positions and the meld number of each melded card."""
        return _groups([s.card for s in self.hand], self.hand_arrangement())

    def relayout(self, duration: float | None = None) -> None:
        """Glide every sprite to its place in the display model: the hand, the other seats
        (the family's `glide_seat`), the pile, then the family's table (`glide_table`)."""
        d = MOVE * self.factor if duration is None else duration
        self.glide_hand(d)
        places = self.seat_places()
        for seat, sprites in self.others.items():
            place = places.get(seat)
            if place is not None:
                self.glide_seat(seat, sprites, place, d)
        self.glide_pile(d)
        self.glide_table(d)
        self.dirty = True

    def glide_seat(self, seat: int, sprites: list[CardSprite], place: SeatPlace,
                   d: float) -> None:
        raise NotImplementedError

    def glide_table(self, d: float) -> None:
        raise NotImplementedError

    def glide_hand(self, d: float) -> None:
        """Glide the viewer's hand to its places (a gap between melded groups)."""
        lay = self.layout
        gaps, _meld_of = self.hand_groups()
        for s, pos in zip(self.hand, lay.hand_positions(len(self.hand), gaps), strict=True):
            self._go(s, FRect(pos, lay.card_size), d, True)

    def glide_pile(self, d: float) -> None:
        """Glide the discard pile into a squared-up stack on the family's `pile_rect`: no edge
        of a card under the top one shows (only the top card may be known)."""
        lay = self.layout
        pr = self.pile_rect()
        for s in self.pile:
            self._go(s, FRect(pr.topleft, lay.card_size), d, None)

    def _go(self, sprite: CardSprite, rect: FRect, duration: float,
            face_up: bool | None) -> None:
        if sprite.dragging:
            sprite.target = rect
            return
        if sprite.target == rect and sprite.tween is None and sprite.rect == rect and (
                face_up is None or sprite.face_up == (face_up and sprite.card is not None)):
            return
        if sprite.target == rect and sprite.tween is not None and face_up in (
                None, sprite.face_up):
            return
        self.anim.move(sprite, rect, duration, face_up=face_up)

    def _take_from_other(self, seat: int, card: Card) -> CardSprite:
        """The sprite of `card` leaving another seat's hand: the face-up one if the card was
        known (taken from the pile), else a card back (never a known card's sprite)."""
        sprites = self.others.setdefault(seat, [])
        sprite = next((s for s in sprites if s.card is not None and s.card == card), None)
        if sprite is None:
            sprite = next((s for s in reversed(sprites) if s.card is None),
                          sprites[-1] if sprites else None)
        if sprite is None:
            sprite = self._sprite(None, False)
        else:
            sprites.remove(sprite)
        sprite.card = card
        return sprite

    def seat_fan(self, v, seat: int, size: tuple[int, int]) -> list[CardSprite]:
        """Another seat's hand as the viewer may see it: card backs, then face up the cards it
        took from the pile and still holds (public: everyone saw them taken)."""
        known = list(v.known_cards[seat]) if seat < len(v.known_cards) else []
        n = v.hand_sizes[seat] if seat < len(v.hand_sizes) else 0
        known = known[:n]
        return ([self._sprite(None, False, size=size) for _ in range(n - len(known))]
                + [self._sprite(c, True, size=size) for c in known])

    def _from_seat(self, seat: int, card: Card) -> CardSprite:
        """The sprite of `card` leaving `seat`'s hand (the viewer's own, or another's)."""
        if seat == self.viewer:
            return self._take_from_hand(card)
        return self._take_from_other(seat, card)

    def _take_from_hand(self, card: Card) -> CardSprite:
        for s in self.hand:
            if s.card == card:
                self.hand.remove(s)
                if s is self.selected:
                    self.selected = None
                # only hand cards rise (hover, selection): a card leaving the hand lies flat,
                # or a raised discard would show the card under it in the pile
                s.lift = s.lift_target = 0.0
                if card in self.order:
                    self.order.remove(card)
                return s
        return self._sprite(card, True)

    def _order_meld(self, idx: int) -> None:
        meld = self.melds[idx]
        cards = [s.card for s in meld]
        try:
            ordered = self.solver.order_meld(cards)
        except Exception:  # noqa: BLE001 - a proposal mid-edit may not be a meld yet
            return
        pool = list(meld)
        out = []
        for c in ordered:
            for s in pool:
                if s.card == c:
                    out.append(s)
                    pool.remove(s)
                    break
        self.melds[idx] = out + pool

    def draw(self, surface: pygame.Surface) -> None:
        """The felt, the piles, the family's extras, the cards in layers, then the HUD (the
        geometry worked out once for the frame: `frame_memo`)."""
        with FrameMemo(self):
            self._draw_frame(surface)

    def _draw_frame(self, surface: pygame.Surface) -> None:
        lay = self.layout
        res = self.res
        surface.blit(res.felt(surface.get_size()), (0, 0))
        self._draw_table_marks(surface)
        self._draw_stock(surface)
        self._draw_under(surface)
        self._draw_info(surface)
        p = self.press
        dragging = p.sprite if p is not None and p.dragging else None
        if dragging is not None:
            self._draw_targets(surface, p)
        # static sprites first, then the tags, then the ones in flight (latest on top) and
        # the dragged ones last: a card on its way passes over a seat's tag, not under it
        sprites = self.table_sprites()
        moving = [dragging, *self.followers] if dragging is not None else []
        still = [s for s in sprites if not s.flying and s not in moving]
        flying = sorted((s for s in sprites + self.leaving if s.flying and s not in moving),
                        key=lambda s: s.z)
        cover = self._cover_hand()
        for s in still:
            self._draw_sprite(surface, s, cover)
        if not cover:
            self._draw_hand_marks(surface)
        self._draw_labels(surface)
        noted = getattr(surface, "in_flight", None)   # the layout probe: these are passing
        if noted is not None:
            noted(True)
        for s in flying:
            self._draw_sprite(surface, s, cover, lifted=True)
        self._draw_in_transit(surface, sprites)
        if noted is not None:
            noted(False)
        draw_feed(self, surface)
        self._draw_prompt(surface)
        self._draw_over(surface)
        # the cards in the player's grip over everything on the table, the hint's rings
        # round a meld they are dragged to as well (a ring crossed the card in hand)
        if noted is not None and moving:
            noted(True)
        for s in reversed(moving[1:]):
            self._draw_card(surface, s, lifted=True, big_shadow=True)
        if dragging is not None:
            self._draw_card(surface, dragging, lifted=True, big_shadow=True)
        if noted is not None and moving:
            noted(False)
        self.widgets.draw(surface, res, lay)
        self._draw_banner(surface)
        self.widgets.draw_tooltip(surface, res, lay)

    def table_sprites(self) -> list[CardSprite]:
        """Every sprite of the display model, bottom layer first."""
        sprites: list[CardSprite] = list(self.pile[-4:])
        # top row first: a crowded meld area overlaps its rows, and a row drawn under the
        # one above it would hide its cards' indexes (a meld laid later may sit higher)
        for meld in sorted(self.melds, key=lambda m: min((s.target.y for s in m), default=0)):
            sprites += meld
        for seat_sprites in self.others.values():
            sprites += seat_sprites
        return sprites + self.hand

    def _draw_under(self, surface: pygame.Surface) -> None:
        """The family's drawings under the cards (a meld area, a retourne pack)."""

    def _draw_over(self, surface: pygame.Surface) -> None:
        """The family's drawings over the cards and under the buttons (a call window)."""

    def _cover_hand(self) -> bool:
        """Whether the viewer's hand is shown face down right now (hot-seat secrecy): with
        several people at the screen, while the turn shown is a computer's (a person's hand
        stayed face up through the computers' turns after theirs: a play-tester; the table
        also stops showing it, `SeatsMixin.hide_hands`, once the flow goes on)."""
        seat = self.state.to_act
        return self.session.hotseat and seat is not None and \
            not self.session.is_human(seat) and self.phase not in OVER_PHASES

    def _card_mark(self, s: CardSprite) -> tuple[int, int, int] | None:
        """An outline colour the family puts on a card (when the card is not selected)."""
        return None

    def _draw_sprite(self, surface: pygame.Surface, s: CardSprite, cover: bool,
                     lifted: bool = False) -> None:
        if cover and s in self.hand:
            shown = s.shown_face
            s.shown_face = False
            self._draw_card(surface, s, lifted=lifted)
            s.shown_face = shown
            return
        self._draw_card(surface, s, lifted=lifted)

    def _draw_in_transit(self, surface: pygame.Surface, sprites: list[CardSprite]) -> None:
        """Cards on their way that are in no list yet: the incoming one, one returning home."""
        extra = self.incoming if self.incoming is not None and self.incoming not in sprites \
            else None
        if extra is not None:
            self._draw_card(surface, extra, lifted=True)
        ret = getattr(self, "_returning", None)
        if ret is not None and ret.flying:
            self._draw_card(surface, ret, lifted=True)
        elif ret is not None:
            self._returning = None

    def _draw_table_marks(self, surface: pygame.Surface) -> None:
        """Faint outlines where the piles go, like a printed playmat."""
        lay = self.layout
        for rect in (self.stock_rect(), self.pile_rect()):
            r = pygame.Rect(rect).inflate(lay.px(10), lay.px(10))
            pygame.draw.rect(surface, theme.FELT_LINE, r, max(1, lay.px(2)),
                             border_radius=lay.radius + lay.px(4))

    def _draw_stock(self, surface: pygame.Surface) -> None:
        lay = self.layout
        if self.stock <= 0:
            label = wording.stock_label(0, terms_for(self.session.rules))
        else:
            r = self.stock_rect()
            layers = min(8, 1 + self.stock // 6)
            back = self.res.card_back(self.app.settings.card_back, lay.card_size)
            shadow = self.res.card_shadow(lay.card_size, lay.px(10))
            surface.blit(shadow, (r.x - lay.px(10) + lay.px(3), r.y - lay.px(10) + lay.px(6)))
            for i in range(layers):
                off = (layers - 1 - i) * self.stock_step()
                surface.blit(back, (r.x - off, r.y - off))
            if self.focus_area == "stock":
                pygame.draw.rect(surface, theme.FOCUS, pygame.Rect(r).inflate(8, 8), 3,
                                 border_radius=lay.radius + 3)
            label = wording.stock_label(self.stock, terms_for(self.session.rules))
        self._draw_stock_label(surface, label)
        if self.focus_area == "pile":
            pr = pygame.Rect(self.pile_rect()).inflate(8, 8)
            pygame.draw.rect(surface, theme.FOCUS, pr, 3, border_radius=lay.radius + 3)
        if not self.pile:     # on the empty place, in lines as narrow as the card
            pr = pygame.Rect(self.pile_rect())
            lines, px, _cut = fit_lines(self.res, _("Discard pile"), lay.font_small,
                                        pr.width - lay.px(6), pr.height, max_lines=3,
                                        min_scale=0.45)   # a hint on an empty place
            blit_lines(surface, self.res, lines, px, pr, theme.FELT_LINE, "center")

    def stock_step(self) -> int:
        """How far each card of the stock's pile stands up and left of the one over it."""
        return max(1, self.layout.px(1.5))

    def stock_depth(self) -> int:
        """The most the stock's pile (eight backs at most) reaches up and left of its rect."""
        return 7 * self.stock_step()

    def _draw_stock_label(self, surface: pygame.Surface, label: str) -> None:
        """The stock's count ("Stock 28"), at `stock_label_spot`."""
        pos, anchor = self.stock_label_spot(label)
        blit_text(surface, self.res, label, self.layout.font_small, pos, theme.TEXT_DIM,
                  anchor, shadow=True)

    def stock_label_spot(self, label: str) -> tuple[tuple[int, int], str]:
        """Where the stock's label goes: under it, or in the compact layout (no row for it
        between the piles and the prompt) beside it, low, on its left."""
        lay = self.layout
        r = self.stock_rect()
        if self.compact_rows:
            return (int(r.left - lay.px(12)), int(r.bottom - lay.label_h / 2)), "midright"
        half = self.res.font(lay.font_small).size(label)[0] / 2     # kept in the window
        x = min(max(r.centerx, lay.margin / 2 + half), lay.w - lay.margin / 2 - half)
        return (int(x), int(r.bottom + lay.px(8))), "midtop"

    def _draw_card(self, surface: pygame.Surface, s: CardSprite, lifted: bool = False,
                   big_shadow: bool = False) -> None:
        lay = self.layout
        r = s.draw_rect
        w, h = max(2, int(round(r.w))), max(2, int(round(r.h)))
        if s.shown_face and s.card is not None:
            img = self.res.card_face(s.card, (w, h), self.app.settings.four_colour)
        else:
            img = self.res.card_back(self.app.settings.card_back, (w, h))
        spread = lay.px(14 if big_shadow else (10 if lifted or s.lift > 2 else 6))
        drop = lay.px(12 if big_shadow else (8 if lifted or s.lift > 2 else 4))
        shadow = self.res.card_shadow((w, h), spread)
        if s.xscale < 0.999:
            sw = max(1, int(w * s.xscale))
            img = pygame.transform.scale(img, (sw, h))
            cx = r.x + r.w / 2
            surface.blit(img, (round(cx - sw / 2), round(r.y)))
            return
        surface.blit(shadow, (round(r.x) - spread + drop // 2, round(r.y) - spread + drop))
        surface.blit(img, (round(r.x), round(r.y)))
        tint = self.card_tint(s)
        if tint is not None:
            wash = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(wash, tint, wash.get_rect(), border_radius=lay.radius)
            surface.blit(wash, (round(r.x), round(r.y)))
        if s.glow is not None:
            outline = self.res.card_outline((w, h), s.glow, max(2, lay.px(3)), lay.radius + 2)
            surface.blit(outline, (round(r.x) - max(2, lay.px(3)),
                                   round(r.y) - max(2, lay.px(3))))
        mark = theme.FOCUS if s is self.selected else self._card_mark(s)
        if mark is not None:
            outline = self.res.card_outline((w, h), mark, max(2, lay.px(3)), lay.radius + 2)
            surface.blit(outline, (round(r.x) - max(2, lay.px(3)),
                                   round(r.y) - max(2, lay.px(3))))

    def _draw_targets(self, surface: pygame.Surface, p) -> None:
        """Light the places the dragged card may land; the hovered illegal one in red."""
        lay = self.layout
        for name, idx, rect, ok in p.targets:
            if name == "hand" and (p.kind == "hand" or not self.hand_lights_for_draws):
                continue
            hovering = p.hover_target == (name, idx)
            if ok:
                draw_panel(surface, rect, theme.LEGAL, self.target_alpha[0 if hovering else 1],
                           lay.radius + 6, theme.LEGAL, max(2, lay.px(3)))
            elif hovering and name not in self.quiet_targets:
                draw_panel(surface, rect, theme.ILLEGAL, 50, lay.radius + 6, theme.ILLEGAL,
                           max(2, lay.px(3)))

    def _draw_hand_marks(self, surface: pygame.Surface) -> None:
        """Outline each meld in the hand and put a coloured bar under its cards."""
        if not self.hand:
            return
        lay = self.layout
        _gaps, meld_of = self.hand_groups()
        runs: list[tuple[int, list[CardSprite]]] = []
        for s in self.hand:
            m = meld_of.get(s.card, -1)
            if runs and runs[-1][0] == m:
                runs[-1][1].append(s)
            else:
                runs.append((m, [s]))
        pad, cut = lay.px(8), lay.px(5)   # the outline's margin, its gap before the next card
        for i, (m, group) in enumerate(runs):
            if m < 0:
                continue
            colour = theme.MELD_OUTLINES[m % len(theme.MELD_OUTLINES)]
            # (a card in the player's grip is off the row: the outline stretched to it, over
            # the move feed, a play-tester)
            rects = [pygame.Rect(s.draw_rect) for s in group if not (s.flying or s.dragging)]
            if not rects:
                continue
            # in a tight fan the next card covers the group's last one: the outline ends
            # where that card begins, so two melds' outlines never cross each other's cards
            after = [s for s in (runs[i + 1][1] if i + 1 < len(runs) else [])
                     if not (s.flying or s.dragging)]
            cover = pygame.Rect(after[0].draw_rect) if after else None
            box = fan_box(rects, [cover] if cover else [], pad, cut)
            # a step round a standing card's corner (a chosen card, the card just drawn):
            # the outline follows the card's edges, never across its face (a play-tester saw
            # a notch cut into it), to the next meld's outline where the next card has one
            alone = i + 1 < len(runs) and runs[i + 1][0] < 0
            floor = None if alone or not after else \
                int(min(s.draw_rect.top for s in after)) - pad // 2   # that outline's top
            tab = fan_tab(rects, box, cover, pad, cut, floor)
            if tab is not None and alone:     # down the next card's left edge
                box.width = max(box.width, int(cover.left) - box.left)
            draw_fan_outline(surface, colour, box, tab, max(2, lay.px(3)),
                             lay.radius + lay.px(4))
        # cards of a meld that are apart from each other get a coloured dot
        for s in self.hand:
            m = meld_of.get(s.card, -1)
            if m >= 0 and not s.flying:
                colour = theme.MELD_OUTLINES[m % len(theme.MELD_OUTLINES)]
                r = s.draw_rect
                pygame.draw.circle(surface, colour, (int(r.x + lay.px(10)),
                                                     int(r.bottom - lay.px(10))),
                                   max(3, lay.px(5)))

    def hand_extent(self) -> tuple[float, float, float] | None:
        """(left, right, top) of the player's hand as it lies, where its tags and the prompt
        over it go: while the deal comes in, the whole hand's (`dealt_extent`); None without
        a hand."""
        whole = self.dealt_extent()
        if whole is not None:
            return whole
        if not self.hand:
            return None
        return (min(s.target.x for s in self.hand), max(s.target.right for s in self.hand),
                min(s.target.y for s in self.hand))

    def dealt_extent(self) -> tuple[float, float, float] | None:
        """(left, right, top) of the player's whole hand while the deal still brings it in,
        else None: their tags stand there from the first card (over the cards dealt so far
        they moved at every card, side by side over the first ones, then apart)."""
        dealing = getattr(self, "dealing", False) or (   # (or about to: the deal is queued)
            getattr(self, "new_deal", False) and bool(self.queue))
        if not dealing:
            return None
        views = self._last_views()
        view = views.get(self.viewer) if views else None
        cards = list((view or self.state).hand)
        key = tuple(cards)
        if getattr(self, "_dealt_cache", (None,))[0] != key:   # once per deal, not per frame
            shown = cards if self.manual_order else self._sorted(cards)
            arr = self.solver.best_arrangement(cards) if cards else None
            self._dealt_cache = (key, _groups(shown, arr)[0])
        gaps = self._dealt_cache[1]
        slots = self.layout.hand_positions(len(gaps), gaps)   # as it lies once sorted
        if not slots:
            return None
        return (slots[0][0], slots[-1][0] + self.layout.card_w, min(y for _x, y in slots))

    @property
    def shown_to_act(self) -> int | None:
        """Whose turn the screen shows: the shown view's, once the cards in flight have
        landed (so the seat badges never run ahead of the animation and the prompt)."""
        return getattr(self, "_shown_to_act", self.state.to_act)
