"""The Rami table (002): two to six seats, melds on the table, lay-offs, the "Rami!" call.

`RamiTableScene` is the gin `TableScene` (its event queue, animator, computer turns, hot-seat
hand-over, score screen and pause menu) with a Rami table around it:

- the viewer's hand at the bottom; every other seat along the top, clockwise from the
  viewer's left, as a face-down fan with a label (name, card count, balance); at the end of a
  hand every hand is shown face up;
- the stock and the discard pile on the left, the meld area in the middle: every meld on the
  table, one row per owner (the rows wrap and the cards shrink as the table fills);
- cards are chosen by clicking them (or Space on the keyboard cursor); chosen cards can be
  dropped together on the meld area (or the Meld button, M) to lay down a meld; one card
  dragged onto a table meld lays it off; onto the pile, it is discarded. While a card is
  dragged, the melds that take it light up: the engine is asked (`engine.check` /
  `is_legal`), no rule is re-implemented here;
- Go out (O) when the whole hand melds, Restock (E) when the stock is empty, Stop (X) in
  Rami Arrêt;
- the "Rami!" call: when the engine offers the call to a human seat, a window with a big
  "Rami!" button and a countdown opens; unanswered, the UI declines (`DeclineCall`). Computer
  seats answer through the match like any other decision.
"""

from __future__ import annotations

import logging

import pygame

from game.core.actions import (
    DISCARD_PILE,
    STOCK,
    Action,
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    GoOut,
    LayOff,
    Meld,
    Restock,
    Stop,
)
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import (
    Discarded,
    Event,
    HandScored,
    HandStarted,
    LaidOff,
    Melded,
    RamiCalled,
    Restocked,
    redact,
)
from game.ui import theme, wording
from game.ui.animator import CardSprite, FRect
from game.ui.i18n import _
from game.ui.layout import CARD_ASPECT, SeatPlace
from game.ui.scenes.table import MOVE, Press, TableScene, card_name
from game.ui.widgets import Button, blit_text, draw_panel
from game.variants.terms import terms_for

log = logging.getLogger(__name__)

#: seconds a human has to press "Rami!" before the UI lets the discard go
CALL_SECONDS = 4.0
DOUBLE_CLICK = 0.4


class MeldSpot:
    """Where one table meld lies: its cards' rects and the rect around them."""

    __slots__ = ("cards", "box")

    def __init__(self, cards: list[FRect]) -> None:
        self.cards = cards
        box = pygame.Rect(cards[0]) if cards else pygame.Rect(0, 0, 0, 0)
        for r in cards[1:]:
            box.union_ip(pygame.Rect(r))
        self.box = box


class RamiTableScene(TableScene):
    """The table of a Rami session (see the module docstring)."""

    name = "table"

    def __init__(self, app, session, autoplayer=None) -> None:
        self.meld_owner: list[int] = []
        self.chosen: list[CardSprite] = []
        self.restocking: list[CardSprite] = []
        self.followers: list[CardSprite] = []
        self.call_key: int | None = None
        self.call_seat: int | None = None
        self.call_left = 0.0
        self.windows_opened = 0   # "Rami!" windows shown so far (one per offer to a human)
        self.shown_snapshot: tuple[tuple[Card, ...], ...] = ()
        self._last_click: tuple[object, float] = (None, 0.0)
        self._clock = 0.0
        self._meld_cache: tuple[object, object] = (None, None)
        super().__init__(app, session, autoplayer)

    # ----- engine facts -----------------------------------------------------------------
    def extra(self) -> dict:
        return dict(self.engine.view(self.viewer if self.viewer is not None else -1).extra)

    def call_open(self) -> bool:
        """The engine offers the "Rami!" call to a human seat right now."""
        e = self.engine
        return (e.phase == "call" and e.to_act is not None and self.session.is_human(e.to_act)
                and self.call_key == len(e.log))

    @property
    def busy(self) -> bool:
        if self.app.scenes.top is not self:
            return False
        return super().busy or self.call_open() or bool(self.restocking)

    # ----- geometry ---------------------------------------------------------------------
    def other_size(self) -> tuple[int, int]:
        lay = self.layout
        w = max(28, int(lay.card_w * 0.5))
        return w, int(w / CARD_ASPECT)

    def info_rect(self) -> pygame.Rect:
        lay = self.layout
        return pygame.Rect(lay.margin, lay.margin, lay.px(236),
                           int(lay.font_small * 1.15 * 5 + lay.px(16)))

    def seats_bottom(self) -> float:
        lay = self.layout
        return lay.margin + self.other_size()[1] + lay.font_small + lay.px(18)

    def _piles_y(self) -> float:
        lay = self.layout
        return max(self.info_rect().bottom, self.seats_bottom()) + lay.px(26)

    def stock_rect(self) -> FRect:
        lay = self.layout
        return FRect((lay.margin, self._piles_y()), lay.card_size)

    def pile_rect(self) -> FRect:
        lay = self.layout
        return FRect((lay.margin + lay.card_w + lay.px(14), self._piles_y()), lay.card_size)

    def meld_rect(self) -> pygame.Rect:
        """The meld area: between the piles and the buttons, the seats and the hand."""
        lay = self.layout
        left = int(self.pile_rect().right + lay.px(30))
        right = int(lay.w - lay.margin - lay.side_panel_w - lay.px(10))
        top = int(self.seats_bottom() + lay.px(10))
        bottom = int(lay.hand_area.top - lay.px(96))
        return pygame.Rect(left, top, max(10, right - left), max(10, bottom - top))

    def meld_area(self) -> tuple[float, float, float]:
        r = self.meld_rect()
        return r.left, r.right, r.top

    def owner_name(self, seat: int) -> str:
        return _("You") if seat == self.viewer else self.names[seat]

    def owner_order(self) -> list[int]:
        n = self.engine.seats
        base = self.viewer if self.viewer is not None else 0
        return [(base + k) % n for k in range(n)]

    def meld_layout(self) -> tuple[list[MeldSpot], dict[int, tuple[float, float]], float]:
        """Each table meld's place (one row per owner, wrapping), the owners' label places
        and the card width used (the cards shrink until every meld fits the area)."""
        area = self.meld_rect()
        key = (tuple(len(m) for m in self.melds), tuple(self.meld_owner), area.size,
               area.topleft, self.viewer)
        if self._meld_cache[0] == key:
            return self._meld_cache[1]
        lay = self.layout
        by_owner: dict[int, list[int]] = {}
        for i, owner in enumerate(self.meld_owner):
            by_owner.setdefault(owner, []).append(i)
        owners = [s for s in self.owner_order() if s in by_owner]
        px = lay.font_small
        label_w = {o: min(lay.px(96), self.res.font(px).size(self.owner_name(o))[0])
                   + lay.px(12) for o in owners}
        mw = lay.card_w * 0.62
        while True:
            # owners' groups flow left to right (name, then its melds) and wrap
            mh = mw / CARD_ASPECT
            step = mw * 0.30
            gap = mw * 0.30
            row_h = mh + lay.px(8)
            spots: list[MeldSpot | None] = [None] * len(self.melds)
            labels: dict[int, tuple[float, float]] = {}
            x, y = float(area.left), float(area.top)
            for owner in owners:
                widths = [mw + step * (max(1, len(self.melds[i])) - 1) for i in by_owner[owner]]
                first = label_w[owner] + widths[0]
                if x > area.left and x + first > area.right:
                    x, y = float(area.left), y + row_h
                labels[owner] = (x, y + mh / 2)
                x += label_w[owner]
                for i, width in zip(by_owner[owner], widths, strict=True):
                    if x + width > area.right and x > area.left + label_w[owner]:
                        x, y = float(area.left + label_w[owner]), y + row_h
                    n = max(1, len(self.melds[i]))
                    spots[i] = MeldSpot([FRect((x + k * step, y), (mw, mh)) for k in range(n)])
                    x += width + gap
                x += gap * 1.5
            if y + row_h - area.top <= area.height or mw <= 30:
                break
            mw *= 0.92
        result = ([s or MeldSpot([]) for s in spots], labels, mw)
        self._meld_cache = (key, result)
        return result

    def seat_places(self) -> dict[int, SeatPlace]:
        lay = self.layout
        order = self.owner_order()
        others = [s for s in order if s != self.viewer]
        if not others:
            return {}
        ow, oh = self.other_size()
        left = self.info_rect().right + lay.px(16)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(4)
        slot = (right - left) / len(others)
        y = lay.margin + oh / 2
        places = {}
        for i, seat in enumerate(others):
            x = left + slot * (i + 0.5)
            places[seat] = SeatPlace((x, y), True, (x, y + oh / 2 + lay.px(6)))
        return places

    def _slot_width(self) -> float:
        lay = self.layout
        n = max(1, len([s for s in range(self.engine.seats) if s != self.viewer]))
        left = self.info_rect().right + lay.px(16)
        right = lay.w - lay.margin - lay.side_panel_w - lay.px(4)
        return (right - left) / n - lay.px(12)

    def other_positions(self, place: SeatPlace, count: int) -> list[tuple[float, float]]:
        ow, oh = self.other_size()
        if count <= 0:
            return []
        step = min(ow * 0.36, (self._slot_width() - ow) / max(1, count - 1))
        step = max(4.0, step)
        total = ow + step * (count - 1)
        x0 = place.center[0] - total / 2
        return [(x0 + i * step, place.center[1] - oh / 2) for i in range(count)]

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
        self.order = [c for c in self.order if c in hand_cards]
        self.order += [c for c in self._sorted(hand_cards) if c not in self.order]
        self.hand = [self._sprite(c, True) for c in self.order]
        self.chosen = []
        for s in self.hand:
            if s.card in chosen_cards:
                chosen_cards.remove(s.card)
                self._choose(s, True)
        shown = dict(v.extra).get("shown_hands", ()) or ()
        self.others = {}
        for seat in range(v.num_seats):
            if seat == self.viewer:
                continue
            if shown and seat < len(shown):
                self.others[seat] = [self._sprite(c, True, size=self.other_size())
                                     for c in shown[seat]]
            else:
                self.others[seat] = [self._sprite(None, False, size=self.other_size())
                                     for _ in range(v.hand_sizes[seat])]
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

    def relayout(self, duration: float | None = None) -> None:
        lay = self.layout
        d = MOVE * self.factor if duration is None else duration
        gaps, _meld_of = self.hand_groups()
        for s, pos in zip(self.hand, lay.hand_positions(len(self.hand), gaps), strict=True):
            self._go(s, FRect(pos, lay.card_size), d, True)
        places = self.seat_places()
        size = self.other_size()
        for seat, sprites in self.others.items():
            place = places.get(seat)
            if place is None:
                continue
            for s, pos in zip(sprites, self.other_positions(place, len(sprites)), strict=True):
                self._go(s, FRect(pos, size), d, s.card is not None and s.face_up)
        pr = self.pile_rect()
        n = len(self.pile)
        for i, s in enumerate(self.pile):
            off = (i - (n - 1)) * lay.px(2) if n > 1 else 0
            self._go(s, FRect((pr.x + off, pr.y + off), lay.card_size), d, None)
        spots, _labels, _mw = self.meld_layout()
        for meld, spot in zip(self.melds, spots, strict=False):
            for s, rect in zip(meld, spot.cards, strict=False):
                self._go(s, FRect(rect), d, True)
        self.dirty = True

    # ----- events -----------------------------------------------------------------------
    def _on_events(self, events: list[Event]) -> None:
        if any(isinstance(e, HandScored) for e in events):
            self.shown_snapshot = tuple(tuple(h) for h in getattr(self.engine, "shown", ()))
        super()._on_events(events)

    def play(self, event: Event) -> float:
        e = redact(event, self.viewer)
        d = MOVE * self.factor
        if isinstance(e, HandStarted):
            self.meld_owner, self.chosen, self.restocking = [], [], []
            self.shown_snapshot = ()
            self.call_key = self.call_seat = None
            return super().play(event)
        if isinstance(e, Melded):
            return self._play_meld(e, d)
        if isinstance(e, LaidOff):
            return self._play_rami_layoff(e, d)
        if isinstance(e, Restocked):
            return self._play_restock(e, d)
        if isinstance(e, RamiCalled):
            return self._play_call(e, d)
        if isinstance(e, HandScored):
            self._reveal_hands()
        if isinstance(e, Discarded) and e.seat != self.viewer:
            self.bubbles[e.seat] = (_("Discards"), 1.0)
        return super().play(event)

    def _from_seat(self, seat: int, card: Card) -> CardSprite:
        if seat == self.viewer:
            return self._take_from_hand(card)
        return self._take_from_other(seat, card)

    def _play_meld(self, e: Melded, d: float) -> float:
        sprites = [self._from_seat(e.seat, c) for c in e.cards]
        for s in sprites:
            s.tag, s.glow = "", None
        self.melds.append(sprites)
        self.meld_owner.append(e.seat)
        if e.seat != self.viewer:
            self.bubbles[e.seat] = (_("Melds"), 1.3)
        self.app.play("discard", 0.8)
        self.relayout(d)
        return d + 0.12 * self.factor

    def _play_rami_layoff(self, e: LaidOff, d: float) -> float:
        if not 0 <= e.target < len(self.melds):
            return 0.0
        sprite = self._from_seat(e.seat, e.card)
        sprite.tag, sprite.glow = "", None
        self.melds[e.target].append(sprite)
        self._order_meld(e.target)
        if e.seat != self.viewer:
            self.bubbles[e.seat] = (_("Lays off"), 1.3)
        self.app.play("discard", 0.7)
        self.relayout(d)
        return d + 0.08 * self.factor

    def _play_restock(self, e: Restocked, d: float) -> float:
        keep_top = bool(self.match.rules.rami_only) and len(self.pile) > 0
        moving = self.pile[:-1] if keep_top else list(self.pile)
        self.pile = self.pile[-1:] if keep_top else []
        target = self.stock_rect()
        for s in moving:
            self.anim.move(s, target, d, face_up=False)
        self.restocking = moving
        self.stock = e.size
        self.show_banner(_("The discard pile becomes the stock"), 1.2)
        self.app.play("shuffle", 0.7)
        self.relayout(d)
        return d + 0.2 * self.factor

    def _play_call(self, e: RamiCalled, d: float) -> float:
        sprite = self.pile.pop() if self.pile else self._sprite(e.card, True)
        sprite.card = e.card
        if e.seat == self.viewer:
            self.hand.append(sprite)
            self.order.append(e.card)
        else:
            self.others.setdefault(e.seat, []).append(sprite)
        self.show_banner(_("{name}: Rami!").format(name=self.names[e.seat]), 1.4)
        self.app.play("knock")
        self.call_key = None
        self.relayout(d)
        return d + 0.3 * self.factor

    def _reveal_hands(self) -> None:
        shown = self.shown_snapshot
        for seat, sprites in self.others.items():
            if seat >= len(shown):
                continue
            cards = list(shown[seat])
            if len(cards) != len(sprites):
                sprites[:] = [self._sprite(None, False, pos=sprites[0].rect.topleft if sprites
                                           else None, size=self.other_size()) for _ in cards]
            for s, c in zip(sprites, cards, strict=True):
                s.card = c
                s.face_up = False
            for s in sprites:
                self.anim.move(s, s.rect, 0.0)
        self.relayout(MOVE * self.factor)
        for sprites in self.others.values():
            for s in sprites:
                if s.card is not None:
                    self.anim.move(s, s.target, MOVE * self.factor, face_up=True)

    def _reconcile(self) -> None:
        v = self.view()
        want_hand = sorted(v.hand, key=lambda c: c.index)
        have_hand = sorted((s.card for s in self.hand), key=lambda c: c.index)
        want_melds = [(m.owner, sorted(c.index for c in m.cards)) for m in v.table_melds]
        have_melds = [(o, sorted(s.card.index for s in m if s.card is not None))
                      for o, m in zip(self.meld_owner, self.melds, strict=False)]
        others_ok = all(len(self.others.get(s, [])) == v.hand_sizes[s]
                        for s in range(v.num_seats) if s != self.viewer)
        pile_ok = (v.discard_top is None and not self.pile) or (
            bool(self.pile) and self.pile[-1].card == v.discard_top)
        if (have_hand != want_hand or want_melds != have_melds or not others_ok
                or not pile_ok or self.stock != v.stock_size) and v.phase != "start":
            log.debug("rami display out of step with the engine; rebuilding")
            self.rebuild_from_view()
        self._refresh_buttons()

    def set_viewer(self, seat: int) -> None:
        self.clear_chosen()
        super().set_viewer(seat)

    # ----- the flow ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._clock += dt
        if self.restocking and not any(s.flying for s in self.restocking):
            self.restocking = []
            self.dirty = True
        super().update(dt)

    def advance(self, dt: float) -> None:
        engine = self.engine
        if engine.phase == "call" and not self.intents and engine.to_act is not None \
                and self.session.is_human(engine.to_act):
            seat = engine.to_act
            if self.call_key != len(engine.log):
                self.call_key = len(engine.log)
                self.windows_opened += 1
                self.call_seat = seat
                self.call_left = CALL_SECONDS
                self.app.play("knock", 0.5)
                self._refresh_buttons()
            if self.autoplayer is not None and seat == self.viewer:
                self.auto_wait += dt
                if self.auto_wait >= self.app.settings.ai_pause * 0.5:
                    self.auto_wait = 0.0
                    action = self.autoplayer.choose(engine.view(seat), engine.legal_actions())
                    self.answer_call(isinstance(action, CallRami))
                return
            self.call_left -= dt
            self.dirty = True
            if self.call_left <= 0:
                self.answer_call(False)
            return
        super().advance(dt)

    def answer_call(self, call: bool) -> bool:
        """The human's answer in the "Rami!" window (False: let the discard go)."""
        engine = self.engine
        if engine.phase != "call" or not self.session.is_human(engine.to_act):
            return False
        action: Action = CallRami() if call else DeclineCall()
        try:
            self.match.apply_human(action)
        except IllegalActionError as exc:
            self.refuse(wording.refusal(exc.refusal, terms_for(self.match.rules)))
            return False
        self.call_key = None
        self._refresh_buttons()
        self.dirty = True
        return True

    def perform(self, action: Action) -> bool:
        """Do `action` through the same paths as the mouse and keyboard (autoplayer)."""
        if isinstance(action, Meld):
            self.clear_chosen()
            pool = list(self.hand)
            for c in action.cards:
                s = next((x for x in pool if x.card == c), None)
                if s is not None:
                    pool.remove(s)
                    self._choose(s, True)
            return self.on_meld()
        if isinstance(action, LayOff):
            return self.submit(action)
        if isinstance(action, (CallRami, DeclineCall)):
            return self.answer_call(isinstance(action, CallRami))
        if isinstance(action, Discard):
            sprite = next((s for s in self.hand if s.card == action.card), None)
            return self.submit(action, sprite)
        return self.submit(action)

    def submit(self, action: Action, sprite: CardSprite | None = None) -> bool:
        ok = super().submit(action, sprite)
        if ok and isinstance(action, (Meld, GoOut)):
            self.clear_chosen()
        return ok

    # ----- actions from buttons and keys ------------------------------------------------
    def chosen_cards(self) -> list[Card]:
        return [s.card for s in self.chosen if s in self.hand]

    def on_meld(self) -> bool:
        cards = self.chosen_cards()
        if len(cards) < 3:
            self.refuse(_("Choose the cards of a meld first: click three or more cards"))
            return False
        return self.submit(Meld(tuple(self.solver.order_meld(cards))))

    def on_go_out(self) -> bool:
        outs = [a for a in self.legal() if isinstance(a, GoOut)]
        if not outs:
            self.refuse(self.reason(GoOut(())) or _("Your hand does not meld completely yet"))
            return False
        return self.submit(outs[0])

    def one_card(self) -> CardSprite | None:
        """The card a one-card action means: the single chosen card, else the cursor."""
        chosen = [s for s in self.chosen if s in self.hand]
        if len(chosen) == 1:
            return chosen[0]
        if not chosen and self.selected in self.hand:
            return self.selected
        return None

    def on_discard(self) -> bool:
        s = self.one_card()
        if s is None:
            self.refuse(_("Choose one card to discard"))
            return False
        return self.submit(Discard(s.card), s)

    def on_lay_off(self) -> bool:
        s = self.one_card()
        if s is None:
            self.refuse(_("Choose one card to lay off"))
            return False
        return self.lay_off_anywhere(s.card)

    def lay_off_anywhere(self, card: Card) -> bool:
        for i in range(len(self.melds)):
            if self.my_turn and self.engine.is_legal(LayOff(card, i)):
                return self.submit(LayOff(card, i))
        why = self.reason(LayOff(card, 0)) if self.melds else None
        if why is None or "extend" in why or "no meld number" in why:
            why = _("The {card} does not fit any meld on the table").format(
                card=card_name(card))
        self.refuse(why)
        return False

    def on_restock(self) -> bool:
        return self.submit(Restock())

    def on_stop(self) -> bool:
        return self.submit(Stop())

    # ----- buttons ----------------------------------------------------------------------
    def _build_buttons(self) -> None:
        w = self.widgets
        self.b_meld = w.add(Button(_("Meld"), self.on_meld, pygame.K_m,
                                   _("Lay the chosen cards down as a meld (or drop them on "
                                     "the table)"), True, name="meld"))
        self.b_layoff = w.add(Button(_("Lay off"), self.on_lay_off, pygame.K_l,
                                     _("Add the chosen card to a meld on the table (or drag "
                                       "it onto the meld)"), name="layoff"))
        self.b_out = w.add(Button(_("Go out"), self.on_go_out, pygame.K_o,
                                  _("Lay your whole hand down as melds"), True, name="out"))
        self.b_discard = w.add(Button(_("Discard"), self.on_discard, pygame.K_d,
                                      _("Discard the chosen card (or drag it to the pile)"),
                                      name="discard"))
        self.b_restock = w.add(Button(_("Restock"), self.on_restock, pygame.K_e,
                                      _("Turn the discard pile over as the new stock"),
                                      name="restock"))
        self.b_stop = w.add(Button(_("Stop"), self.on_stop, pygame.K_x,
                                   _("Arrêt: stop the hand; the fewest cards wins"),
                                   name="stop"))
        self.b_rami = w.add(Button(_("Rami!"), lambda: self.answer_call(True), pygame.K_c,
                                   _("Take the discard and lay it off"), True, name="rami"))
        self.b_decline = w.add(Button(_("Let it go"), lambda: self.answer_call(False),
                                      pygame.K_n, _("Do not call"), name="decline"))
        self._add_sort_and_menu_buttons(pygame.K_g, _("Group your melds, the rest last"))
        # the gin table's buttons, kept hidden (its code refers to them)
        self.b_knock = self.b_gin = self.b_big = self.b_pass = None
        self.b_done = self.b_clear = None

    def _action_buttons(self) -> tuple[Button, ...]:
        return (self.b_meld, self.b_layoff, self.b_out, self.b_discard, self.b_restock,
                self.b_stop)

    def _buttons_top(self) -> float:
        return self._piles_y() - self.layout.px(10)

    def _place_buttons(self) -> None:
        super()._place_buttons()
        lay = self.layout
        bw, bh = lay.button_size(0.85)
        area = self.meld_rect()
        rw, rh = lay.button_size(1.4)
        rh = int(rh * 1.5)
        # low in the meld area, so the melds above it (the ones that take the card) show
        bh2 = lay.button_size()[1]
        top = area.bottom - rh - bh2 - lay.px(96)
        self.b_rami.rect = pygame.Rect(int(area.centerx - rw / 2),
                                       int(max(area.top + lay.px(40), top)), rw, rh)
        dw = int(bw * 0.9)
        self.b_decline.rect = pygame.Rect(int(area.centerx - dw / 2),
                                          self.b_rami.rect.bottom + lay.px(34), dw, bh)

    def _refresh_buttons(self) -> None:
        legal = self.legal() if self.settled else []
        phase = self.engine.phase
        r = self.match.rules
        chosen = self.chosen_cards()
        one = self.one_card()
        self.b_meld.enabled = phase == "discard" and self.my_turn and len(chosen) >= 3
        self.b_out.enabled = any(isinstance(a, GoOut) for a in legal)
        self.b_out.visible = not r.go_out_on_discard
        self.b_discard.enabled = (phase in ("discard", "call-discard") and self.my_turn
                                  and one is not None)
        self.b_layoff.enabled = (one is not None and any(
            isinstance(a, LayOff) and a.card == one.card for a in legal))
        self.b_restock.visible = not r.rami_arret and not r.rami_only
        self.b_restock.enabled = any(isinstance(a, Restock) for a in legal)
        self.b_stop.visible = bool(r.rami_arret)
        self.b_stop.enabled = any(isinstance(a, Stop) for a in legal)
        window = self.call_open()
        self.b_rami.visible = self.b_decline.visible = window
        self.b_rami.enabled = self.b_decline.enabled = window
        self._place_buttons_if_changed()

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.call_open() and e.type == pygame.KEYDOWN and e.key == pygame.K_SPACE:
            return self.answer_call(True)
        return super().handle_event(e)

    def on_press(self, pos) -> bool:
        if super().on_press(pos):
            return True
        if self.stock <= 0 and self.stock_rect().collidepoint(pos):
            legal = self.legal()
            if Stop() in legal:
                self.on_stop()
            else:
                self.on_restock()
            return True
        return False

    def drag_group(self, p: Press) -> list[CardSprite]:
        if p.kind == "hand" and p.sprite in self.chosen and len(self.chosen) > 1:
            return [p.sprite] + [s for s in self.chosen if s is not p.sprite and s in self.hand]
        return [p.sprite] if p.sprite is not None else []

    def start_drag(self, p: Press) -> None:
        super().start_drag(p)
        self.followers = self.drag_group(p)[1:] if p.kind == "hand" else []
        for s in self.followers:
            self._pick_up(s)

    def on_motion(self, pos) -> bool:
        used = super().on_motion(pos)
        p = self.press
        if p is not None and p.dragging and p.sprite is not None:
            lay = self.layout
            for k, s in enumerate(self.followers, 1):
                s.rect.x = p.sprite.rect.x + k * lay.card_w * 0.22
                s.rect.y = p.sprite.rect.y + k * lay.px(4)
        return used

    def drop_targets(self, p: Press) -> list[tuple[str, int, pygame.Rect, bool]]:
        lay = self.layout
        if p.kind != "hand":
            return super().drop_targets(p)
        hand_rect = pygame.Rect(lay.hand_area).inflate(lay.px(40), lay.px(60))
        pile_rect = pygame.Rect(self.pile_rect()).inflate(lay.px(40), lay.px(40))
        group = self.drag_group(p)
        phase = self.engine.phase
        targets: list[tuple[str, int, pygame.Rect, bool]] = []
        if len(group) == 1:
            card = p.sprite.card
            targets.append(("pile", 0, pile_rect, self.reason(Discard(card)) is None))
            spots, _labels, _mw = self.meld_layout()
            for i, spot in enumerate(spots):
                ok = self.my_turn and phase in ("discard", "call-layoff") and \
                    self.engine.is_legal(LayOff(card, i))
                targets.append(("meld", i, spot.box.inflate(lay.px(12), lay.px(12)), ok))
            targets.append(("table", 0, self.meld_rect(), False))
        else:
            cards = tuple(self.solver.order_meld([s.card for s in group])) \
                if self.solver.meld_kind([s.card for s in group]) else \
                tuple(s.card for s in group)
            targets.append(("table", 0, self.meld_rect(), self.reason(Meld(cards)) is None))
        targets.append(("hand", 0, hand_rect, True))
        return targets

    def target_at(self, pos, p: Press) -> tuple[str, int] | None:
        """Where a drop lands: the pile or a meld under the pointer, else under the card's
        middle, else the meld area, else the hand."""
        specific = [t for t in p.targets if t[0] in ("pile", "meld")]
        for name, idx, rect, _ok in specific:
            if rect.collidepoint(pos):
                return name, idx
        if p.sprite is not None:
            centre = pygame.Rect(p.sprite.rect).center
            for name, idx, rect, _ok in specific:
                if rect.collidepoint(centre):
                    return name, idx
        for name, idx, rect, _ok in p.targets:
            if name in ("table", "hand") and rect.collidepoint(pos):
                return name, idx
        return None

    def on_release(self, pos) -> bool:
        p = self.press
        if p is None or not p.dragging or p.kind != "hand":
            return super().on_release(pos)
        self.press = None
        s = p.sprite
        s.dragging = False
        followers, self.followers = self.followers, []
        for f in followers:
            f.dragging = False
        group = [s, *followers]
        target = self.target_at(pos, p)
        card = s.card
        if target == ("pile", 0) and len(group) == 1:
            self.submit(Discard(card), s)
        elif target is not None and target[0] == "meld" and len(group) == 1:
            self.submit(LayOff(card, target[1]))
        elif target == ("table", 0):
            if len(group) >= 3 or (len(group) > 1):
                cards = [x.card for x in group]
                if self.solver.meld_kind(cards):
                    cards = list(self.solver.order_meld(cards))
                self.submit(Meld(tuple(cards)))
            else:
                self.refuse(_("To meld, click three or more cards, then drop them here "
                              "(or press Meld)"))
        elif target == ("hand", 0) and len(group) == 1:
            self.reorder(s, pos[0] - p.offset[0])
            return True
        elif target == ("pile", 0):
            self.refuse(_("Discard one card at a time"))
        self.relayout()
        return True

    def on_click(self, p: Press) -> None:
        if p.kind == "hand":
            self.click_card(p.sprite)
            return
        super().on_click(p)

    def click_card(self, sprite: CardSprite) -> None:
        """A click chooses (or un-chooses) a card; a double click discards it; in the
        "Rami!" lay-off the called card goes onto a meld that takes it."""
        self.focus_area = "hand"
        phase = self.engine.phase
        if phase == "call-layoff" and self.my_turn:
            self.lay_off_anywhere(sprite.card)
            return
        last, when = self._last_click
        if last is sprite and self._clock - when < DOUBLE_CLICK and self.my_turn and \
                phase in ("discard", "call-discard"):
            self._last_click = (None, 0.0)
            self._choose(sprite, False)
            self.submit(Discard(sprite.card), sprite)
            return
        self._last_click = (sprite, self._clock)
        self._choose(sprite, sprite not in self.chosen)
        self._refresh_buttons()

    def on_key(self, e: pygame.event.Event) -> bool:
        k = e.key
        if k == pygame.K_SPACE and self.focus_area == "hand" and self.selected in self.hand:
            self._choose(self.selected, self.selected not in self.chosen)
            self._refresh_buttons()
            return True
        return super().on_key(e)

    def act_on_focus(self) -> bool:
        """Enter: draw from the chosen pile, or play the chosen cards."""
        phase = self.engine.phase
        if self.focus_area == "stock":
            if self.stock <= 0:
                return self.on_stop() if self.match.rules.rami_arret else self.on_restock()
            return self.submit(Draw(STOCK))
        if self.focus_area == "pile":
            return self.submit(Draw(DISCARD_PILE))
        if phase == "draw":
            return self.submit(Draw(STOCK))
        if phase == "call-layoff":
            s = self.one_card() or (self.hand[-1] if self.hand else None)
            return self.lay_off_anywhere(s.card) if s is not None else False
        if len(self.chosen_cards()) >= 3:
            return self.on_meld()
        return self.on_discard()

    # ----- drawing ----------------------------------------------------------------------
    def _prompt_now(self) -> str:
        engine = self.engine
        seat = engine.to_act
        phase = engine.phase
        if phase in ("hand-over", "match-over"):
            return _("The hand is over")
        if seat is None:
            return _("Dealing…")
        if phase == "call" and self.session.is_human(seat):
            card = getattr(engine, "call_card", None)
            what = card_name(card) if card is not None else _("the discard")
            if seat == self.viewer or not self.session.hotseat:
                return _("Rami! — take the {card}?").format(card=what)
            return _("Rami! — {name}, take the {card}?").format(name=self.names[seat],
                                                               card=what)
        if not self.my_turn:
            if self.session.is_human(seat):
                return _("Turn: {name}").format(name=self.names[seat])
            return _("{name} is playing…").format(name=self.names[seat])
        r = self.match.rules
        if phase == "draw":
            if self.stock <= 0:
                if r.rami_arret:
                    return _("The stock is empty: take the discard (T) or stop the hand (X)")
                return _("The stock is empty: take the discard (T) or restock (E)")
            return _("Draw a card: the stock (S) or the discard (T)")
        if phase == "discard":
            if self.b_out.visible and self.b_out.enabled:
                return _("You can go out (O)! Or meld, lay off or discard")
            turns = dict(self.view().extra).get("turns_done", ())
            if turns and self.viewer is not None and turns[self.viewer] == 0:
                return _("Meld or discard (lay-offs from your second turn)")
            return _("Meld, lay off or discard")
        if phase == "call-layoff":
            card = getattr(engine, "call_card", None)
            return _("Lay the {card} off on a meld").format(
                card=card_name(card) if card else _("card"))
        if phase == "call-discard":
            return _("Discard a card")
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        res = self.res
        surface.blit(res.felt(surface.get_size()), (0, 0))
        self._draw_table_marks(surface)
        self._draw_meld_area(surface)
        self._draw_stock(surface)
        self._draw_info(surface)
        p = self.press
        dragging = p.sprite if p is not None and p.dragging else None
        if dragging is not None:
            self._draw_targets(surface, p)
        sprites: list[CardSprite] = list(self.pile[-4:])
        for meld in self.melds:
            sprites += meld
        for seat_sprites in self.others.values():
            sprites += seat_sprites
        sprites += self.hand
        moving = [dragging, *self.followers] if dragging is not None else []
        still = [s for s in sprites if not s.flying and s not in moving]
        flying = sorted((s for s in sprites + self.restocking if s.flying and s not in moving),
                        key=lambda s: s.z)
        cover = self._cover_hand()
        for s in still:
            self._draw_one(surface, s, cover)
        if not cover:
            self._draw_hand_marks(surface)
        for s in flying:
            self._draw_one(surface, s, cover, lifted=True)
        self._draw_in_transit(surface, sprites)
        for s in reversed(moving[1:]):
            self._draw_card(surface, s, lifted=True, big_shadow=True)
        if dragging is not None:
            self._draw_card(surface, dragging, lifted=True, big_shadow=True)
        self._draw_labels(surface)
        self._draw_prompt(surface)
        if self.call_open():
            self._draw_call_window(surface)
        self.widgets.draw(surface, res, lay)
        self._draw_banner(surface)
        self.widgets.draw_tooltip(surface, res, lay)

    def _cover_hand(self) -> bool:
        """In hot-seat, while another player answers the "Rami!" call, hide the hand."""
        return (self.call_open() and self.session.hotseat
                and self.engine.to_act != self.viewer)

    def _draw_one(self, surface, s: CardSprite, cover: bool, lifted: bool = False) -> None:
        if cover and s in self.hand:
            shown = s.shown_face
            s.shown_face = False
            self._draw_card(surface, s, lifted=lifted)
            s.shown_face = shown
            return
        self._draw_card(surface, s, lifted=lifted)

    def _draw_meld_area(self, surface: pygame.Surface) -> None:
        lay = self.layout
        area = self.meld_rect()
        draw_panel(surface, area.inflate(lay.px(12), lay.px(12)), theme.FELT_DARK, 70,
                   lay.px(14), theme.FELT_LINE, 1)
        if not self.melds:
            blit_text(surface, self.res, _("Melds go here"), lay.font_body, area.center,
                      theme.FELT_LINE, "center")
            return
        spots, labels, mw = self.meld_layout()
        for owner, (x, y) in labels.items():
            name = self.owner_name(owner)
            colour = theme.GOLD if owner == self.shown_to_act else theme.TEXT
            surf = self.res.text(name, lay.font_small, colour)
            if surf.get_width() > lay.px(90):
                surf = self.res.text(name, max(11, int(lay.font_small * lay.px(90)
                                                      / surf.get_width())), colour)
            surface.blit(surf, surf.get_rect(midleft=(int(x), int(y))))

    def _draw_targets(self, surface: pygame.Surface, p: Press) -> None:
        lay = self.layout
        for name, idx, rect, ok in p.targets:
            if name == "hand":
                continue
            hovering = p.hover_target == (name, idx)
            if ok:
                draw_panel(surface, rect, theme.LEGAL, 80 if hovering else 40, lay.radius + 6,
                           theme.LEGAL, max(2, lay.px(3)))
            elif hovering and name != "table":
                draw_panel(surface, rect, theme.ILLEGAL, 50, lay.radius + 6, theme.ILLEGAL,
                           max(2, lay.px(3)))

    def _seat_text(self, seat: int) -> str:
        totals = self.engine.scorer.totals if self.engine.scorer else [0] * self.engine.seats
        name = self.names[seat]
        parts = [name]
        if seat == self.engine.dealer:
            parts.append(_("dealer"))
        n = len(self.others.get(seat, [])) if seat != self.viewer else len(self.hand)
        parts.append(_("{n} cards").format(n=n) if n != 1 else _("1 card"))
        parts.append(f"{totals[seat]:+d}")
        return " · ".join(parts)

    def _draw_labels(self, surface: pygame.Surface) -> None:
        lay = self.layout
        to_act = self.shown_to_act
        oh = self.other_size()[1]
        for seat, place in self.seat_places().items():
            y = lay.margin + oh + lay.px(6)
            self._pill(surface, self._seat_text(seat), (place.center[0], y), seat == to_act)
            bubble = self.bubbles.get(seat)
            if bubble:
                self._pill(surface, bubble[0], place.center, False, anchor="center",
                           colour=theme.HIGHLIGHT)
        if self.viewer is not None and self.hand:
            top = min(s.target.y for s in self.hand) - lay.px(12)
            cx = lay.hand_area.centerx
            left = min(min(s.target.x for s in self.hand), cx - lay.px(250))
            right = max(max(s.target.right for s in self.hand), cx + lay.px(250))
            self._pill(surface, self._seat_text(self.viewer), (left, top),
                       to_act == self.viewer, anchor="bottomleft")
            if not self._cover_hand():
                cards = [s.card for s in self.hand]
                value = self.solver.total(cards)
                arr = self.hand_arrangement()
                text = _("Hand value {n}").format(n=value)
                if arr is not None:
                    text += "  ·  " + _("unmelded {n}").format(n=arr.deadwood)
                if self.chosen:
                    text += "  ·  " + _("{n} chosen").format(n=len(self.chosen))
                self._pill(surface, text, (right, top), False, anchor="bottomright",
                           colour=theme.GOLD)

    def _draw_info(self, surface: pygame.Surface) -> None:
        from game.variants import find_variant

        lay = self.layout
        px = lay.font_small
        r = self.match.rules
        rect = self.info_rect()
        lines: list[tuple[str, tuple[int, int, int]]] = [
            (_(find_variant(self.session.variant).title), theme.GOLD)]
        hand_no = self.engine.deal_no + 1
        if r.match_hands:
            lines.append((_("Hand {n} of {total}").format(n=hand_no, total=r.match_hands),
                          theme.TEXT))
        else:
            lines.append((_("Hand {n}") .format(n=hand_no) + "  ·  "
                          + _("to {target} received").format(target=r.target), theme.TEXT))
        tags = []
        if r.rami_only:
            tags.append(_("Rami only"))
        if r.rami_arret:
            tags.append(_("Arrêt"))
        if r.rami_call:
            tags.append(_("Rami! call"))
        if r.go_out_on_discard:
            tags.append(_("out on a discard"))
        lines.append((" · ".join(tags) if tags else _("Lay-offs from the 2nd turn"),
                      theme.TEXT_DIM))
        restocks = dict(self.view().extra).get("restocks", 0)
        if not r.rami_arret:
            lines.append((_("Restocks {n} of {cap}").format(n=restocks, cap=r.restock_cap),
                          theme.TEXT_DIM))
        if self.commitment:
            lines.append((self.commitment_text(), theme.TEXT_DIM))
        draw_panel(surface, rect, theme.PANEL, 170, lay.px(12), theme.GOLD_DARK, 1)
        y = rect.top + lay.px(8)
        step = int(px * 1.15)
        for text, colour in lines:
            surf = self.res.text(text, px, colour)
            if surf.get_width() > rect.width - lay.px(20):
                surf = self.res.text(text, max(11, int(px * (rect.width - lay.px(20))
                                                      / surf.get_width())), colour)
            surface.blit(surf, (rect.left + lay.px(12), y))
            y += step

    def call_targets(self) -> list[int]:
        """The table melds the called card would go onto (asked of a copy of the engine)."""
        key = self.call_key
        cached = getattr(self, "_call_targets", (None, []))
        if cached[0] == key:
            return cached[1]
        targets: list[int] = []
        try:
            clone = self.engine.clone()
            clone.apply(CallRami())
            targets = sorted({a.target for a in clone.legal_actions() if isinstance(a, LayOff)})
        except IllegalActionError:
            targets = []
        self._call_targets = (key, targets)
        return targets

    def _draw_call_window(self, surface: pygame.Surface) -> None:
        lay = self.layout
        spots, _labels, _mw = self.meld_layout()
        for i in self.call_targets():
            if 0 <= i < len(spots):
                draw_panel(surface, spots[i].box.inflate(lay.px(12), lay.px(12)), theme.LEGAL,
                           60, lay.radius + 6, theme.LEGAL, max(2, lay.px(3)))
        b = self.b_rami.rect
        box = b.inflate(lay.px(120), lay.px(150)).move(0, lay.px(22))
        draw_panel(surface, box, theme.PANEL, 225, lay.px(18), theme.GOLD, 2)
        seat = self.engine.to_act
        who = self.names[seat] if seat is not None else ""
        blit_text(surface, self.res, _("{name}: call Rami! on the {card}?").format(
            name=who, card=card_name(self.engine.call_card) if getattr(
                self.engine, "call_card", None) else _("discard")),
            lay.font_body, (box.centerx, box.top + lay.px(10)), theme.TEXT, "midtop")
        frac = max(0.0, min(1.0, self.call_left / CALL_SECONDS))
        bar = pygame.Rect(b.left, b.bottom + lay.px(12), b.width, lay.px(8))
        pygame.draw.rect(surface, theme.FELT_DARK, bar, border_radius=bar.height // 2)
        fill = bar.copy()
        fill.width = max(1, int(bar.width * frac))
        pygame.draw.rect(surface, theme.GOLD if frac > 0.3 else theme.RED, fill,
                         border_radius=bar.height // 2)
        blit_text(surface, self.res, f"{max(0.0, self.call_left):.0f}", lay.font_small,
                  (bar.right + lay.px(8), bar.centery), theme.TEXT, "midleft")

    def _banner_center(self) -> tuple[int, int]:
        area = self.meld_rect()
        return area.centerx, area.top + area.height // 3


__all__ = ["CALL_SECONDS", "RamiTableScene"]
