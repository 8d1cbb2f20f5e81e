"""Where the gin-family table puts things, and what it draws beyond the shared cards.

The piles move aside when melds are on the table (a knock); the knocker's melds and deadwood
take the middle, the defender's spread hand shows at its seat; 003's retourne pack and
descente limit, 004's advisor aside; seat labels with roles, the live deadwood pill, and the
top-left panel (variant, hand, scores, knock limit, deal commitment).
"""

from __future__ import annotations

import pygame

from game.core.phase import OVER_PHASES, Phase
from game.ui import theme
from game.ui.animator import FRect
from game.ui.i18n import _
from game.ui.layout import SeatPlace
from game.ui.table.display import MOVE
from game.ui.widgets import blit_text, draw_panel
from game.variants import find_variant


class GinDisplay:
    """The gin-family layout and drawing (mixed into `GinTable`)."""

    def rebuild_from_view(self) -> None:
        """Set the display model from the shown view (no animation)."""
        v = self.view()
        self.knock_limit = v.knock_limit
        self.doubled = v.doubled
        self.stock = v.stock_size
        face_down = (v.showdown is not None and self.rules.knock_discard_face_down)
        self.pile = self._pile_sprites(v, top_face_up=not face_down)
        self.retourne = self._sprite(v.retourne, True) if v.retourne is not None else None
        self.melds, self.knock_dead, self.spread_groups = [], [], {}
        self.others = {}
        sd = v.showdown
        self.knocker = sd.knocker if sd is not None else None
        hand_cards = list(v.hand)
        if sd is None and v.table_melds:
            self.melds = [[self._sprite(c, True) for c in m.cards] for m in v.table_melds]
        if sd is not None:
            self.melds = [[self._sprite(c, True) for c in m.cards] for m in v.table_melds]
            if sd.knocker == self.viewer:
                hand_cards = list(sd.knocker_deadwood)
            else:
                self.knock_dead = [self._sprite(c, True) for c in sd.knocker_deadwood]
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
                continue
            n = v.hand_sizes[seat] if seat < len(v.hand_sizes) else 0
            self.others[seat] = [self._sprite(None, False, size=self.layout.small_size)
                                 for _ in range(n)]
        if sd is not None and self.viewer == sd.defender and v.phase == Phase.LAYOFF:
            self._init_proposals()
        self.relayout(0)
        self._refresh_buttons()

    # ----- where everything goes --------------------------------------------------------
    def showdown_on(self) -> bool:
        """Melds are on the table (a knock, or Rami melds): the piles make room."""
        return self.knocker is not None or bool(self.melds)

    def stock_rect(self) -> FRect:
        lay = self.layout
        if self.showdown_on():
            return FRect((lay.margin, lay.pile_y), lay.card_size)
        return FRect(lay.stock_pos, lay.card_size)

    def pile_rect(self) -> FRect:
        lay = self.layout
        if self.showdown_on():
            return FRect((lay.margin + lay.card_w + lay.px(14), lay.pile_y), lay.card_size)
        return FRect(lay.discard_pos, lay.card_size)

    def retourne_rect(self) -> FRect:
        """003: the retourne, face up on the retourne pack (the second deck) left of the
        stock; small under the stock while the showdown takes the middle."""
        s = self.stock_rect()
        lay = self.layout
        if self.showdown_on():
            w = lay.card_w * 0.5
            return FRect((s.x, s.bottom + lay.px(34)), (w, w * lay.card_h / lay.card_w))
        w, h = lay.card_w * 0.8, lay.card_h * 0.8
        return FRect((s.x - w - lay.px(48), s.y + (lay.card_h - h) / 2), (w, h))

    def retourne_pack_left(self) -> int:
        """Cards left face down in the retourne pack under this hand's retourne."""
        return 51 - (self.state.hand_no - 1) % 52

    def _draw_under(self, surface: pygame.Surface) -> None:
        """003's retourne pack and descente limit; 004's advisor view."""
        lay = self.layout
        if self.retourne is not None:
            r = self.retourne_rect()
            size = (int(r.w), int(r.h))
            back = self.res.card_back(self.app.settings.card_back, size)
            layers = min(6, 1 + self.retourne_pack_left() // 9)
            for i in range(layers, 0, -1):
                off = i * max(1, lay.px(1.5))
                surface.blit(back, (round(r.x - off), round(r.y - off)))
            limit = (_("ace: gin only") if self.knock_limit == 0 else
                     _("descente at {n} or less").format(n=self.knock_limit))
            small = self.showdown_on()
            px = lay.font_small if not small else lay.font_px(16, 12)
            x, anchor = (r.left, "topleft") if small else (r.centerx, "midtop")
            blit_text(surface, self.res, _("Retourne"), px, (x, r.bottom + lay.px(8)),
                      theme.TEXT_DIM, anchor, shadow=True)
            blit_text(surface, self.res, limit, px, (x, r.bottom + lay.px(8) + px),
                      theme.HIGHLIGHT, anchor, shadow=True)
        roles = self._roles()
        for seat, place in self.seat_places().items():
            if seat < len(roles) and roles[seat] == "advisor":
                # an empty chair: the advisor holds no cards this hand
                w, h = lay.small_size
                chair = pygame.Rect(0, 0, w, h)
                chair.center = (int(place.center[0]), int(place.center[1]))
                draw_panel(surface, chair, theme.FELT_DARK, 90, lay.radius + 2,
                           theme.FELT_LINE, 2)
                blit_text(surface, self.res, _("out"), lay.font_small, chair.center,
                          theme.FELT_LINE, "center")
        if self.viewer is not None and self.viewer < len(roles) and \
                roles[self.viewer] == "advisor" and not self.hand:
            self._draw_advisor_view(surface, roles)

    def _roles(self) -> tuple[str, ...]:
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
        left = lay.hand_positions(len(cards))[0][0] if cards else area.left
        self._pill(surface, text, (left, area.top - lay.px(12)), False,
                   anchor="bottomleft", colour=theme.GOLD)

    def _aside_place(self):
        """004: where the advisor's seat is shown, aside on the left of the table."""
        lay = self.layout
        x = lay.margin + lay.px(120)
        y = self.stock_rect().y + lay.card_h * 0.35
        return SeatPlace((x, y), True, (x, y + lay.small_size[1] / 2))

    def meld_area(self) -> tuple[float, float, float]:
        """Left, right and top of the showdown melds' area."""
        lay = self.layout
        left = self.pile_rect().right + lay.px(36)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(10)
        return left, right, lay.pile_y - lay.px(8)

    def meld_positions(self) -> list[list[tuple[float, float]]]:
        left, right, top = self.meld_area()
        groups = [len(m) for m in self.melds]
        if self.knock_dead:
            groups.append(len(self.knock_dead))
        if not groups:
            return []
        lay = self.layout
        bottom = lay.hand_area.top - lay.px(76) - lay.font_body - lay.font_small
        return lay.meld_rows(groups, top, (left + right) / 2, max_width=right - left,
                             max_bottom=bottom)

    def seat_places(self):
        others = [s for s in range(self.seats) if s != self.viewer]
        roles = self._roles()
        aside = [s for s in others if s < len(roles) and roles[s] == "advisor"]
        playing = [s for s in others if s not in aside]
        places = dict(zip(playing, self.layout.seat_places(len(playing)), strict=True))
        for s in aside:
            places[s] = self._aside_place()
        return places

    def relayout(self, duration: float | None = None) -> None:
        """Glide every sprite to its place in the display model."""
        lay = self.layout
        d = MOVE * self.factor if duration is None else duration
        gaps, _meld_of = self.hand_groups()
        positions = lay.hand_positions(len(self.hand), gaps)
        for s, pos in zip(self.hand, positions, strict=True):
            self._go(s, FRect(pos, lay.card_size), d, True)
        places = self.seat_places()
        for seat, sprites in self.others.items():
            place = places.get(seat)
            if place is None:
                continue
            if seat in self.spread_groups:
                groups = self.spread_groups[seat]
                rows = lay.meld_rows(groups, max(lay.margin,
                                                 place.center[1] - lay.meld_size[1] / 2),
                                     place.center[0], lay.meld_size,
                                     max_width=lay.w * 0.6)
                flat = [p for row in rows for p in row]
                for s, pos in zip(sprites, flat, strict=False):
                    self._go(s, FRect(pos, lay.meld_size), d, True)
            else:
                for s, pos in zip(sprites, lay.small_hand_positions(place, len(sprites)),
                                  strict=True):
                    self._go(s, FRect(pos, lay.small_size), d, s.card is not None and
                             s.face_up)
        pr = self.pile_rect()
        n = len(self.pile)
        for i, s in enumerate(self.pile):
            off = (i - (n - 1)) * lay.px(2) if n > 1 else 0
            self._go(s, FRect((pr.x + off, pr.y + off), lay.card_size), d, None)
        mpos = self.meld_positions()
        for meld, pos_list in zip(self.melds, mpos, strict=False):
            for s, pos in zip(meld, pos_list, strict=False):
                self._go(s, FRect(pos, lay.meld_size), d, True)
        if self.knock_dead and mpos:
            for s, pos in zip(self.knock_dead, mpos[-1], strict=False):
                self._go(s, FRect(pos, lay.meld_size), d, True)
        if self.retourne is not None:
            self._go(self.retourne, self.retourne_rect(), d, True)
        self.dirty = True

    def _seat_label(self, seat: int) -> str:
        name = self.names[seat]
        role = ""
        roles = self._roles()
        if seat < len(roles) and roles[seat]:
            role = {"dealer": _("dealer"), "box": _("box"), "captain": _("captain"),
                    "advisor": _("advisor, sits out")}.get(roles[seat], roles[seat])
        return f"{name} · {role}" if role else name

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.layout
        to_act = self.shown_to_act
        places = self.seat_places()
        for seat, place in places.items():
            sprites = self.others.get(seat, [])
            if sprites and seat not in self.spread_groups:
                bottom = max(s.rect.bottom for s in sprites)
            else:
                bottom = place.center[1] + lay.small_size[1] / 2
            if seat in self.spread_groups and sprites:
                bottom = max(s.rect.bottom for s in sprites)
            label = self._seat_label(seat)
            if self.seats > 2 and seat not in self.spread_groups and \
                    self._roles()[seat:seat + 1] != ("advisor",):
                label += " · " + _("{n} cards").format(n=len(sprites))
            self._pill(surface, label, (place.center[0], bottom + lay.px(8)), seat == to_act)
            bubble = self.bubbles.get(seat)
            if bubble:
                blit_text(surface, self.res, bubble, lay.font_body,
                          (place.center[0], bottom + lay.px(8) + lay.font_body * 1.3),
                          theme.HIGHLIGHT, "midtop", shadow=True)
        if self.viewer is not None and self.hand:
            # deadwood of the viewer's hand, live
            arr = self.hand_arrangement()
            right = max(s.target.right for s in self.hand)
            top = min(s.target.y for s in self.hand) - lay.px(12)
            text = _("Deadwood {n}").format(n=arr.deadwood if arr else 0)
            if len(self.hand) > self.rules.hand_size and self.phase in (
                    "discard", "opening"):
                key = tuple(sorted(s.card.index for s in self.hand))
                if self._best_cache[0] != key:
                    self._best_cache = (key, self.solver.best_discards(
                        [s.card for s in self.hand])[0])
                after = self._best_cache[1]
                text += "  ·  " + _("{n} after the best discard").format(n=after)
            if right - min(s.target.x for s in self.hand) < lay.px(460):
                cx = (min(s.target.x for s in self.hand) + right) / 2
                self._pill(surface, text, (cx + lay.px(6), top), False, anchor="bottomleft",
                           colour=theme.GOLD)
            else:
                self._pill(surface, text, (right, top), False, anchor="bottomright",
                           colour=theme.GOLD)
            you = self._seat_label(self.viewer)
            left = min(s.target.x for s in self.hand)
            if right - left < lay.px(460):
                cx = (left + right) / 2
                self._pill(surface, you, (cx - lay.px(6), top), to_act == self.viewer,
                           anchor="bottomright")
            else:
                self._pill(surface, you, (left, top), to_act == self.viewer,
                           anchor="bottomleft")
        if self.melds:
            left, right, top = self.meld_area()
            label = (_("Knocker's melds · {name}").format(name=self.names[self.knocker])
                     if self.knocker is not None else _("Melds on the table"))
            blit_text(surface, self.res, label,
                      lay.font_small, ((left + right) / 2, top - lay.px(6)), theme.TEXT,
                      "midbottom", shadow=True)
            if self.knock_dead:
                rects = [pygame.Rect(s.rect) for s in self.knock_dead]
                box = rects[0].unionall(rects[1:])
                dw = self.solver.total([s.card for s in self.knock_dead])
                blit_text(surface, self.res, _("Deadwood {n}").format(n=dw), lay.font_small,
                          (box.centerx, box.bottom + lay.px(4)), theme.HIGHLIGHT, "midtop",
                          shadow=True)

    def _draw_info(self, surface: pygame.Surface) -> None:
        """Top-left panel: variant, hand number, scores, knock limit, deal commitment."""
        lay = self.layout
        px = lay.font_small
        lines: list[tuple[str, tuple[int, int, int]]] = []
        title = _(find_variant(self.session.variant).title)
        lines.append((title, theme.GOLD))
        v_hand = self.state.hand_no
        lines.append((_("Hand {n}").format(n=v_hand) + "  ·  " +
                      _("to {target}").format(target=self.rules.target), theme.TEXT_DIM))
        totals = self.state.totals
        for seat in range(self.seats):
            lines.append((f"{self.names[seat]}: {totals[seat]}", theme.TEXT))
        if self.rules.family == "gin":
            source = self.rules.knock_limit_source
            if source == "retourne":
                limit = (_("Gin only (ace retourne)") if self.knock_limit == 0 else
                         _("Descente at {n} or less").format(n=self.knock_limit))
            else:
                limit = (_("Gin only") if self.knock_limit == 0 else
                         _("Knock at {n} or less").format(n=self.knock_limit))
                if source == "upcard":
                    limit += " " + _("(upcard)")
            if self.doubled:
                limit += " · " + _("spade: double")
            lines.append((limit, theme.HIGHLIGHT))
        if self.commitment:
            lines.append((self.commitment_text(), theme.TEXT_DIM))
        width = max(self.res.text(t, px).get_width() for t, _c in lines) + lay.px(28)
        step = int(px * 1.15)
        rect = pygame.Rect(lay.margin, lay.margin, width, step * len(lines) + lay.px(16))
        draw_panel(surface, rect, theme.PANEL, 170, lay.px(12), theme.GOLD_DARK, 1)
        y = rect.top + lay.px(8)
        for i, (text, colour) in enumerate(lines):
            x = rect.left + lay.px(14)
            if 2 <= i < 2 + self.seats and (i - 2) == self.shown_to_act:
                pygame.draw.circle(surface, theme.GOLD, (x - lay.px(6), y + step // 2 - 1),
                                   max(2, lay.px(4)))
            surface.blit(self.res.text(text, px, colour), (x, y))
            y += step

    def _banner_center(self) -> tuple[int, int]:
        """Where the banner sits: over the melds when there are some, else above the piles."""
        lay = self.layout
        if self.melds:
            left, right, top = self.meld_area()
            return int((left + right) / 2), int(top - lay.font_large * 1.6)
        return int(lay.hand_center_x), int(lay.pile_y - lay.px(40))

    def table_sprites(self):
        """The retourne under everything, the knocker's deadwood with the melds."""
        sprites = [self.retourne] if self.retourne is not None else []
        sprites += self.pile[-4:]
        for meld in self.melds:
            sprites += meld
        sprites += self.knock_dead
        for seat_sprites in self.others.values():
            sprites += seat_sprites
        return sprites + self.hand
