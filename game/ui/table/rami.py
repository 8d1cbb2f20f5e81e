"""The Rami table (002): two to six seats, melds on the table, lay-offs, the "Rami!" call.

On top of the shared table (`base.TableScene`) and its layout (`rami_display.RamiDisplay`):
- its events: a meld, a lay-off, a restock, a "Rami!" call; every hand shown at the end;
- meld selection: cards are chosen by clicking them (or Space on the keyboard cursor); chosen
  cards dropped together on the meld area (or Meld, M) lay down a meld; one card dragged onto
  a table meld lays it off; onto the pile, it is discarded (a double click discards too). The
  melds that take a dragged card light up: the session is asked, no rule is re-implemented;
- Go out (O) when the whole hand melds, Restock (E) when the stock is empty, Stop (X) in
  Rami Arrêt;
- the call window: when the engine offers the call to a human seat, a window with a big
  "Rami!" button and a countdown (a scheduled task) opens; unanswered, the UI declines.
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
from game.core.events import Discarded, HandScored, LaidOff, Melded, RamiCalled, Restocked
from game.core.phase import Phase
from game.ui.animator import CardSprite
from game.ui.card_words import card_name, pile_card_object
from game.ui.i18n import _
from game.ui.pile_keys import pile_letters
from game.ui.table.base import TableScene
from game.ui.table.display import MOVE
from game.ui.table.input import DOUBLE_CLICK, Press, Target
from game.ui.table.playback import plays
from game.ui.table.rami_call import MAX_CALLERS
from game.ui.table.rami_choice import ChoiceMixin, selection_hint
from game.ui.table.rami_display import RamiDisplay
from game.ui.widgets import Button

log = logging.getLogger(__name__)


class RamiTable(ChoiceMixin, RamiDisplay, TableScene):
    """The table of a Rami session (see the module docstring)."""

    def __init__(self, app, session, autoplayer=None) -> None:
        self.meld_owner: list[int] = []
        self.chosen: list[CardSprite] = []
        self.meld_refused: str | None = None   # why the chosen melds may not go down now
        self.call_key: tuple | None = None
        self.windows_opened = 0   # "Rami!" windows shown so far (one per offer to people)
        self._last_click: tuple[object, float] = (None, -1.0)
        self._meld_cache: tuple[object, object] = (None, None)
        super().__init__(app, session, autoplayer)

    def reset_hand(self) -> None:
        self.meld_owner, self.chosen = [], []
        self.call_key = None

    @property
    def busy(self) -> bool:
        if self.app.scenes.top is not self:
            return False
        return super().busy or self.call_open() or bool(self.leaving)

    # ----- its events -------------------------------------------------------------------
    @plays(Discarded)
    def _play_rami_discard(self, e: Discarded, d: float) -> float:
        if e.seat != self.viewer:
            self.say(e.seat, self.doing("discard"), 1.0)
        return self._play_discard(e, d)

    @plays(HandScored)
    def _play_rami_scored(self, e: HandScored, d: float) -> float:
        self._reveal_hands()
        return self._play_scored(e, d)

    @plays(Melded)
    def _play_meld(self, e: Melded, d: float) -> float:
        sprites = [self._from_seat(e.seat, c) for c in e.cards]
        for s in sprites:
            s.tag, s.glow = "", None
        self.melds.append(sprites)
        self.meld_owner.append(e.seat)
        if e.seat != self.viewer:
            self.say(e.seat, self.doing("meld"), 1.3)
        self.app.play("discard", 0.8)
        self.relayout(d)
        return d + 0.12 * self.factor

    @plays(LaidOff)
    def _play_rami_layoff(self, e: LaidOff, d: float) -> float:
        if not 0 <= e.target < len(self.melds):
            return 0.0
        sprite = self._from_seat(e.seat, e.card)
        sprite.tag, sprite.glow = "", None
        self.melds[e.target].append(sprite)
        self._order_meld(e.target)
        if e.seat != self.viewer:
            self.say(e.seat, self.doing("lay-off"), 1.3)
        self.app.play("discard", 0.7)
        self.relayout(d)
        return d + 0.08 * self.factor

    @plays(Restocked)
    def _play_restock(self, e: Restocked, d: float) -> float:
        keep_top = e.shuffled and len(self.pile) > 0   # Rami only keeps the top card
        moving = self.pile[:-1] if keep_top else list(self.pile)
        self.pile = self.pile[-1:] if keep_top else []
        target = self.stock_rect()
        for s in moving:
            self.anim.move(s, target, d, face_up=False)
        self.leaving = moving
        self.stock = e.size
        self.show_banner(_("The discard pile becomes the stock"), 1.2)
        self.app.play("shuffle", 0.7)
        self.relayout(d)
        return d + 0.2 * self.factor

    @plays(RamiCalled)
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
        ahead = self.batch_view()
        shown = ahead.shown_hands if ahead is not None else self.state.shown_hands
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
        v = self.state
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
                or not pile_ok or self.stock != v.stock_size) and v.phase != Phase.START:
            log.debug("rami display out of step with the view; rebuilding")
            self.rebuild_from_view()
        self._refresh_buttons()

    def set_viewer(self, seat: int) -> None:
        self.clear_chosen()
        super().set_viewer(seat)

    # ----- the flow ---------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        seat = self.state.to_act
        if self.phase == Phase.CALL and not self.intents and seat is not None \
                and self.session.is_human(seat):
            if self.call_key != self._offer_key():
                self._open_call()
            if self.autoplayer is not None and seat == self.viewer and self.call_open():
                if self._wait("auto", self.app.settings.ai_pause * 0.5):
                    action = self.autoplayer.choose(self.state,
                                                    self.session.legal_actions(seat))
                    self.answer_call(isinstance(action, CallRami))
                return
            self._settle_call()     # a press made while a computer before them answered
            self.dirty = True
            return
        super().advance(dt)

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
            sprite = self.sprite_of(action.card)
            return self.submit(action, sprite)
        return self.submit(action)

    def after_submit(self, action: Action) -> None:
        if isinstance(action, (Meld, GoOut)):
            self.clear_chosen()
        if isinstance(action, Draw):   # the keys go back to the hand, where the discard is
            self.focus_area = "hand"

    # ----- actions from buttons and keys ------------------------------------------------
    def chosen_cards(self) -> list[Card]:
        return [s.card for s in self.chosen if s in self.hand]

    def on_meld(self) -> bool:
        cards = self.chosen_cards()
        if len(cards) < 3:
            self.refuse(_("Choose the cards of a meld first: click three or more cards"))
            return False
        whole = Meld(tuple(self.solver.order_meld(cards)))
        if len(cards) >= 6 and self.reason(whole) is not None:
            # several melds chosen at once (7♠ 7♥ 7♣ and 8♠ 8♥ 8♦ were refused as "not a
            # set or a run"): laid down one after the other when every card is in one
            melds = self._melds_of(cards)
            if melds:   # in turn, until one is refused
                return all(self.submit(Meld(meld)) for meld in melds)
        return self.submit(whole)

    def chosen_meld(self, cards) -> bool:
        """Whether the chosen cards may be laid down now, as one meld or (six or more) as
        several: Meld lit for 2♥ 2♣ 5♠ and was then refused (a play-tester); greyed, its key
        and click still say why (`on_refused`)."""
        if len(cards) < 3:
            return False
        if self.reason(Meld(tuple(self.solver.order_meld(cards)))) is None:
            return True
        return len(cards) >= 6 and bool(self._melds_of(cards))

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
            if self.my_turn and self.reason(LayOff(card, i)) is None:
                return self.submit(LayOff(card, i))
        why = self.reason(LayOff(card, 0)) if self.melds else None
        exc = self.session.refusal(LayOff(card, 0)) if why is not None and self.my_turn else None
        # by the refusal's key: the English words were looked for in the translated sentence,
        # and Polish read "does not extend this meld" of the first meld (a play-tester)
        if why is None or (exc is not None and exc.refusal.key in ("layoff-fits",
                                                                   "layoff-target")):
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
                                   _("Arrêt: stop the hand; the player with the fewest cards wins"),
                                   name="stop"))
        # a Rami! button per person who may call (hot-seat: each with their name)
        self.b_calls = [w.add(Button(_("Rami!"), lambda i=i: self.want_call(self._caller(i)),
                                     pygame.K_c if i == 0 else pygame.K_1 + i,
                                     _("Take the discard and lay it off"), True,
                                     name="rami" if i == 0 else f"rami{i + 1}"))
                        for i in range(MAX_CALLERS)]
        self.b_rami = self.b_calls[0]
        self.b_decline = w.add(Button(_("Let it go"), self.let_go,
                                      pygame.K_n, _("Do not call"), name="decline"))
        self._add_sort_and_menu_buttons(pygame.K_g, _("Group your melds, the rest last"))
        # greyed, their keys act on the card the arrows chose or say why (D after Down and
        # Right did nothing: the buttons had not heard of the cursor, a play-tester)
        for b, act in ((self.b_meld, self.on_meld), (self.b_layoff, self.on_lay_off),
                       (self.b_discard, self.on_discard)):
            b.on_refused = act

    def _action_buttons(self) -> tuple[Button, ...]:
        return (self.b_meld, self.b_layoff, self.b_out, self.b_discard, self.b_restock,
                self.b_stop)

    def _buttons_top(self) -> float:
        return self._piles_y() - self.layout.px(10)

    def _place_buttons(self) -> None:
        super()._place_buttons()
        self._place_call_buttons()

    def _refresh_buttons(self) -> None:
        legal = self.legal()
        phase = self.phase
        r = self.rules
        chosen = self.chosen_cards()
        one = self.one_card()
        self.b_meld.enabled = phase == Phase.DISCARD and self.my_turn and \
            self.chosen_meld(chosen)
        # why chosen cards that make melds may not go down (the prompt's line, asked here)
        self.meld_refused = (self.meld_refusal(chosen) if phase == Phase.DISCARD
                             and self.my_turn and not self.b_meld.enabled else None)
        self.b_out.enabled = any(isinstance(a, GoOut) for a in legal)
        self.b_out.visible = not r.go_out_on_discard
        self.b_discard.enabled = (phase in (Phase.DISCARD, Phase.CALL_DISCARD) and self.my_turn
                                  and one is not None)
        self.b_layoff.enabled = (one is not None and any(
            isinstance(a, LayOff) and a.card == one.card for a in legal))
        self.b_restock.enabled = any(isinstance(a, Restock) for a in legal)
        # compact (a large Text size): shown only when the player may restock, so the sort
        # buttons keep two rows for their labels whole
        self.b_restock.visible = not r.arret_in_play and not r.rami_only and (
            not self.layout.compact or self.b_restock.enabled)
        if self.layout.compact and self.b_restock.visible:   # its row is Go out's (one
            self.b_out.visible = False                         # goes out after drawing)
        self.b_stop.visible = bool(r.arret_in_play)
        self.b_stop.enabled = any(isinstance(a, Stop) for a in legal)
        self._refresh_call_buttons()
        self._place_buttons_if_changed()

    # ----- input ------------------------------------------------------------------------
    def handle_event(self, e: pygame.event.Event) -> bool:
        if self.call_open() and e.type == pygame.KEYDOWN and e.key == pygame.K_SPACE \
                and len(self.call_callers) == 1:
            return self.want_call(self.call_callers[0])
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

    def hand_targets(self, p: Press) -> list[Target]:
        """One card may go onto the pile or a meld that takes it; several chosen cards
        onto the meld area, as a new meld."""
        lay = self.layout
        group = self.drag_group(p)
        phase = self.phase
        targets: list[Target] = []
        if len(group) == 1:
            card = p.sprite.card
            pile_rect = pygame.Rect(self.pile_rect()).inflate(lay.px(40), lay.px(40))
            targets.append(("pile", 0, pile_rect, self.reason(Discard(card)) is None))
            spots, _labels, _mw = self.meld_layout()
            for i, spot in enumerate(spots):
                ok = self.my_turn and phase in (Phase.DISCARD, Phase.CALL_LAYOFF) and \
                    self.reason(LayOff(card, i)) is None
                targets.append(("meld", i, spot.box.inflate(lay.px(12), lay.px(12)), ok))
            targets.append(("table", 0, self.meld_rect(), False))
        else:
            cards = tuple(self.solver.order_meld([s.card for s in group])) \
                if self.solver.meld_kind([s.card for s in group]) else \
                tuple(s.card for s in group)
            targets.append(("table", 0, self.meld_rect(), self.reason(Meld(cards)) is None))
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

    def drop(self, p: Press, target: tuple[str, int] | None, pos,
             group: list[CardSprite]) -> None:
        s = p.sprite
        card = s.card
        if target == ("pile", 0) and len(group) == 1:
            self.submit(Discard(card), s)
        elif target is not None and target[0] == "meld" and len(group) == 1:
            self.submit(LayOff(card, target[1]))
        elif target == ("table", 0):
            if len(group) > 1:
                cards = [x.card for x in group]
                if self.solver.meld_kind(cards):
                    cards = list(self.solver.order_meld(cards))
                self.submit(Meld(tuple(cards)))
            else:
                self.refuse(_("To meld, click three or more cards, then drop them here "
                              "(or press Meld)"))
        elif target == ("hand", 0) and len(group) == 1:
            self.reorder(s, pos[0] - p.offset[0])
            return
        elif target == ("pile", 0):
            self.refuse(_("Discard one card at a time"))
        self.relayout()

    def click_card(self, sprite: CardSprite) -> None:
        """A click chooses (or un-chooses) a card; a double click discards it; in the
        "Rami!" lay-off the called card goes onto a meld that takes it."""
        self.focus_area = "hand"
        phase = self.phase
        if phase == Phase.CALL_LAYOFF and self.my_turn:
            self.lay_off_anywhere(sprite.card)
            return
        last, when = self._last_click
        if last is sprite and self.tasks.clock - when < DOUBLE_CLICK and self.my_turn and \
                phase in (Phase.DISCARD, Phase.CALL_DISCARD):
            self._last_click = (None, -1.0)
            self._choose(sprite, False)
            self.submit(Discard(sprite.card), sprite)
            return
        self._last_click = (sprite, self.tasks.clock)
        self._choose(sprite, sprite not in self.chosen)
        self._refresh_buttons()

    def on_key(self, e: pygame.event.Event) -> bool:
        k = e.key
        if k == pygame.K_SPACE and self.focus_area == "hand" and self.selected in self.hand:
            self._choose(self.selected, self.selected not in self.chosen)
            self._refresh_buttons()
            return True
        # a lesson hides the greyed buttons, and their keys went with them: L on the focused
        # ten of diamonds did nothing and said nothing (a play-tester)
        hidden = {pygame.K_m: (self.b_meld, self.on_meld), pygame.K_d: (self.b_discard,
                  self.on_discard), pygame.K_l: (self.b_layoff, self.on_lay_off)}.get(k)
        if hidden is not None and not hidden[0].visible and not e.mod & pygame.KMOD_CTRL:
            return hidden[1]() or True
        used = super().on_key(e)
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_DOWN):
            self._refresh_buttons()   # Lay off and Discard light for the card the arrows chose
        return used

    def act_on_focus(self) -> bool:
        """Enter: draw from the chosen pile, or play the chosen cards."""
        phase = self.phase
        if self.focus_area == "stock":
            if self.stock <= 0:
                return self.on_stop() if self.rules.arret_in_play else self.on_restock()
            return self.submit(Draw(STOCK))
        if self.focus_area == "pile":
            return self.submit(Draw(DISCARD_PILE))
        if phase == Phase.DRAW:
            return self.submit(Draw(STOCK))
        if phase == Phase.CALL_LAYOFF:
            s = self.one_card() or (self.hand[-1] if self.hand else None)
            return self.lay_off_anywhere(s.card) if s is not None else False
        if len(self.chosen_cards()) >= 3:
            return self.on_meld()
        advised = self.hint_layoff(self.one_card())
        if advised is not None:   # as the hint said (it discarded the card: a play-tester)
            return self.submit(advised)
        if phase == Phase.DISCARD and self.my_turn and self.one_card() is None \
                and not self.chosen and self.choose_drawn():
            return True   # nothing chosen: the card just drawn, as in Gin
        return self.on_discard()

    # ----- drawing ----------------------------------------------------------------------
    def prompt_for_anyone(self, seat: int) -> str | None:
        """The "Rami!" window speaks to whoever it is offered to."""
        if self.phase == Phase.CALL and self.session.is_human(seat):
            card = self.state.call_card
            what = pile_card_object(card)
            if seat == self.viewer or not self.session.hotseat:
                return _("Rami! — take the {card_object}?").format(card_object=what)
            return _("Rami! — {name}, take the {card_object}?").format(
                name=self.names[seat], card_object=what)
        return None

    def prompt_for_viewer(self) -> str:
        phase = self.phase
        r = self.rules
        if phase == Phase.DRAW:
            stock, pile = pile_letters()
            if self.stock <= 0:
                if r.arret_in_play:
                    return _("The stock is empty: take the discard ({pile}) or stop the "
                             "hand (X)").format(pile=pile)
                return _("The stock is empty: take the discard ({pile}) or restock "
                         "(E)").format(pile=pile)
            return _("Draw a card: the stock ({stock}) or the discard ({pile})").format(
                stock=stock, pile=pile)
        if phase == Phase.DISCARD:
            if self.b_out.visible and self.b_out.enabled:
                return _("You can go out (O)! Or meld, lay off or discard")
            turns = self.state.turns_done
            first = bool(turns and self.viewer is not None and turns[self.viewer] == 0)
            # the prompt offers Meld (M) exactly when the button is lit (`_refresh_buttons`
            # asks the engine once; the prompt is drawn every frame)
            return selection_hint(len(self.chosen_cards()), first, self.prompt_narrowed(),
                                  bool(r.rami_only), len(self.hand), self.b_meld.enabled,
                                  self.meld_refused, self.chosen_lay_off())
        if phase == Phase.CALL_LAYOFF:
            card = self.state.call_card
            return _("Lay the {card_object} off on a meld").format(
                card_object=pile_card_object(card))
        if phase == Phase.CALL_DISCARD:
            return _("Discard a card")
        return ""

    def call_targets(self) -> list[int]:
        """The table melds the called card would go onto (asked of the session)."""
        key = self.call_key
        cached = getattr(self, "_call_targets", (None, []))
        if cached[0] == key:
            return cached[1]
        after = self.session.legal_after((CallRami(),)) or []
        targets = sorted({a.target for a in after if isinstance(a, LayOff)})
        self._call_targets = (key, targets)
        return targets
