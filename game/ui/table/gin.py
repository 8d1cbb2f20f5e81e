"""The gin-family table (classic, Oklahoma, Hollywood, 003 Descente, 004 …): two seats
playing (up to four at the table), the upcard offer, knock mode, and the defender's lay-offs.

On top of the shared table (`base.TableScene`) and its layout (`gin_display.GinDisplay`):
- its events: the upcard, the knock limit, the retourne, a pass (the knock, the lay-offs and
  the spread: `gin_showdown.GinShowdownPlay`);
- knock mode: Knock (K) then the card to discard, or Gin (G) picks the discard itself;
- lay-off proposals: when the viewer defends a knock, the engine's best lay-offs are proposed
  on the knocker's melds; the player may drag them back or add others (each asked of the
  session on a copy after the earlier ones) and Done (F) lays them off in order.
"""

from __future__ import annotations

import logging

import pygame

from game.coach.hint import DONE_LAYING_OFF, Hint, HintReason
from game.core.actions import (
    DISCARD_PILE,
    STOCK,
    Action,
    BigGin,
    Discard,
    Draw,
    FinishLayoffs,
    Knock,
    LayOff,
    Pass,
)
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import (
    KnockLimitSet,
    Passed,
    RetourneTurned,
)
from game.core.phase import Phase
from game.ui import theme, wording
from game.ui.animator import CardSprite, FRect
from game.ui.card_words import card_name, card_symbol, cards_symbols, melds_symbols
from game.ui.i18n import _
from game.ui.layout import NEW_CARD_LIFT
from game.ui.pile_keys import pile_letters
from game.ui.table.base import TableScene
from game.ui.table.gin_display import GinDisplay
from game.ui.table.gin_knock import GinKnockMixin
from game.ui.table.gin_showdown import GinShowdownPlay
from game.ui.table.input import Press, Target
from game.ui.table.playback import plays
from game.ui.table.prompt_keys import KeyedPrompt
from game.ui.table.sit_out import SitOutMixin
from game.ui.widgets import Button
from game.variants.terms import terms_for

log = logging.getLogger(__name__)

#: the phases of a player's own turn, where Knock, Gin, Big gin and Pass mean something
_PLAY_PHASES = frozenset({Phase.OFFER, Phase.DRAW, Phase.OPENING, Phase.DISCARD})


class GinTable(GinKnockMixin, SitOutMixin, GinShowdownPlay, GinDisplay, TableScene):
    """The table of a gin-family session."""

    def __init__(self, app, session, autoplayer=None) -> None:
        self.knock_mode = False
        self.proposals: list[tuple[Card, int]] = []
        self.proposals_for: object = None
        self.knock_dead: list[CardSprite] = []
        self.dead_cards: set[Card] = set()   # others' deadwood shown at a showdown
        self.knocker: int | None = None
        self.spread_groups: dict[int, list[int]] = {}
        self.retourne: CardSprite | None = None
        self.knock_limit = session.rules.knock_limit
        self.doubled = False
        self._best_cache: tuple[object, int] = (None, 0)
        self._info_cache: tuple[object, pygame.Rect | None] = (None, None)
        super().__init__(app, session, autoplayer)

    def reset_hand(self) -> None:
        self.knock_dead, self.spread_groups, self.knocker = [], {}, None
        self.dead_cards = set()
        self.retourne = None
        self.proposals, self.proposals_for = [], None
        self.knock_mode = False
        self.knock_limit = self.rules.knock_limit
        # Oklahoma's upcard and 003's retourne set the limit: until it is turned, the panel
        # says so (it said the preset's "Knock at 10 or less" through the deal)
        self.limit_shown = self.rules.knock_limit_source == "fixed"
        self.doubled = False
        self.new_card = None   # a new deal or a new viewer: no card just drawn

    # ----- its events -------------------------------------------------------------------
    @plays(KnockLimitSet)
    def _play_knock_limit(self, e: KnockLimitSet, d: float) -> float:
        self.knock_limit, self.doubled = e.limit, e.doubled
        self.limit_shown = True
        self.relayout(d)     # the score panel's limit line changed width: the seats keep off it
        if self.rules.knock_limit_source != "fixed":
            text = (_("Gin only this hand") if e.limit == 0 else
                    _("Knock limit this hand: {n}").format(n=e.limit))
            if self.rules.knock_limit_source == "retourne":
                text = (_("Ace retourne: gin only this hand") if e.limit == 0 else
                        _("Retourne: descente at {n} or less").format(n=e.limit))
            if e.doubled:
                text += " · " + _("spade upcard: the hand counts double")
            self.show_banner(text, 1.6)
        return 0.0

    @plays(RetourneTurned)
    def _play_retourne(self, e: RetourneTurned, d: float) -> float:
        lay = self.layout
        self.retourne = CardSprite(e.card, False, FRect(self.stock_rect().move(0, -lay.card_h)))
        self.relayout(d)
        return d

    @plays(Passed)
    def _play_pass(self, e: Passed, d: float) -> float:
        self.say(e.seat, _("Pass"), 1.4)
        return 0.5 * self.factor

    def _reconcile(self) -> None:
        """After the queue drained, the display must match the last view; fix it if not;
        a defender entering the lay-off phase gets the best lay-offs proposed."""
        v = self.state
        sd = v.showdown
        if sd is not None and sd.knocker == self.viewer:
            want = sorted(sd.knocker_deadwood, key=lambda c: c.index)
        else:
            want = sorted(v.hand, key=lambda c: c.index)
        have = sorted([s.card for s in self.hand]
                      + [c for c, _t in self.proposals], key=lambda c: c.index)
        others_ok = all(len(self.others.get(s, [])) == v.hand_sizes[s]
                        for s in range(v.num_seats)
                        if s != self.viewer and sd is None)
        pile_ok = (v.discard_top is None and not self.pile) or (
            bool(self.pile) and self.pile[-1].card == v.discard_top)
        if have != want or not others_ok or not pile_ok or self.stock != v.stock_size:
            if v.phase != Phase.START:
                log.debug("display out of step with the view; rebuilding")
                self.rebuild_from_view()
        if sd is not None and self.viewer == sd.defender and v.phase == Phase.LAYOFF \
                and self.proposals_for != (v.hand_no, sd.knocker):
            self._init_proposals()
            self.relayout()
        self._refresh_buttons()

    # ----- acting -----------------------------------------------------------------------
    def autoplay_step(self) -> None:
        if self.phase == Phase.LAYOFF:
            # the optimal lay-offs are already proposed on the melds: accept them
            self.finish_layoffs()
            return
        super().autoplay_step()

    def perform(self, action: Action) -> bool:
        if isinstance(action, (Discard, Knock)):
            sprite = self.sprite_of(action.card)
            if isinstance(action, Knock):
                self.knock_mode = True
            return self.submit(action, sprite)
        if isinstance(action, LayOff):
            if self.phase != Phase.LAYOFF:
                sprite = self.sprite_of(action.card)
                return self.submit(action, sprite)
            if any(c == action.card for c, _t in self.proposals):
                return True
            return self.propose(action.card, action.target)
        if isinstance(action, FinishLayoffs):
            return self.finish_layoffs()
        return self.submit(action)

    def coach_hint(self, legal: list[Action]) -> Hint | None:
        """At the showdown the table proposes the best lay-offs before they are played: a
        hint to lay off a card already proposed says to finish instead (it said "Lay off the
        seven of clubs" beside the seven already ringed in the meld: a play-tester)."""
        h = super().coach_hint(legal)
        if h is not None and self.phase == Phase.LAYOFF and isinstance(h.action, LayOff) and \
                FinishLayoffs() in legal and \
                any(c == h.action.card for c, _t in self.proposals):
            return Hint(FinishLayoffs(), HintReason(DONE_LAYING_OFF))
        return h

    def after_submit(self, action: Action) -> None:
        if not isinstance(action, LayOff):
            self.knock_mode = False
        if isinstance(action, (Discard, Knock)):
            self.selected = self.hint_pick = None
        if isinstance(action, Draw):   # the keys go back to the hand, where the discard is
            self.focus_area = "hand"

    # ----- lay-offs (the defender at a showdown) ----------------------------------------
    def _layoffs(self, proposals: list[tuple[Card, int]]) -> tuple[Action, ...]:
        return tuple(LayOff(c, t) for c, t in proposals)

    def _init_proposals(self) -> None:
        """Propose the optimal lay-offs (the rules' solver) for the viewer to adjust."""
        v = self.state
        sd = v.showdown
        self.proposals_for = (v.hand_no, sd.knocker)
        melds = [m.cards for m in v.table_melds]
        plan, _arr = self.solver.best_layoffs(list(v.hand), melds)
        self.proposals = []
        for card, target in plan:
            self.propose(card, target, quiet=True)

    def _fits_after_proposals(self, card: Card, target: int) -> bool:
        return self.session.refusal(LayOff(card, target),
                                    self._layoffs(self.proposals)) is None

    def propose(self, card: Card, target: int, quiet: bool = False) -> bool:
        """Add a lay-off proposal if the engine accepts it after the earlier ones."""
        if self.phase != Phase.LAYOFF or not self.my_turn:
            if not quiet:
                self.refuse(self.reason(LayOff(card, target)) or _("Not now"))
            return False
        if self.session.legal_after(self._layoffs(self.proposals)) is None:
            return False
        exc = self.session.refusal(LayOff(card, target), self._layoffs(self.proposals))
        if exc is not None:
            if not quiet:
                self.refuse(self.refusal_text(exc))
                self.relayout()
            return False
        self.proposals.append((card, target))
        sprite = self._take_from_hand(card)
        sprite.tag = "proposed"
        sprite.glow = theme.HIGHLIGHT
        self.melds[target].append(sprite)
        self._order_meld(target)
        self.relayout()
        self._refresh_buttons()   # "Take 3♠ back" names the proposal of the moment
        return True

    def unpropose(self, card: Card) -> None:
        """Take a proposed lay-off back into the hand (and any that depended on it)."""
        keep = [(c, t) for c, t in self.proposals if c != card]
        # drop proposals that no longer fit once this one is gone
        valid: list[tuple[Card, int]] = []
        pending = list(keep)
        progress = True
        while pending and progress:
            progress = False
            for p in list(pending):
                if self.session.legal_after(self._layoffs(valid + [p])) is not None:
                    valid.append(p)
                    pending.remove(p)
                    progress = True
        back = [card] + [c for c, _t in pending]
        self.proposals = valid
        for meld in self.melds:
            for s in list(meld):
                if s.tag == "proposed" and s.card in back:
                    meld.remove(s)
                    s.tag, s.glow = "", None
                    self.hand.append(s)
                    self.order.append(s.card)
        for i in range(len(self.melds)):
            self._order_meld(i)
        self.relayout()
        # the button follows the proposals: it kept "Take A♥ back" with A♥ dragged back into
        # the hand, and then did nothing (a play-tester)
        self._refresh_buttons()

    def clear_proposals(self) -> None:
        for card, _t in list(self.proposals):
            if any(c == card for c, _x in self.proposals):
                self.unpropose(card)

    def finish_layoffs(self) -> bool:
        """"Done": apply the proposed lay-offs in order, then finish."""
        if not self.settled:
            self.intents.append(self.finish_layoffs)
            return True
        if self.phase != Phase.LAYOFF or not self.my_turn:
            self.refuse(self.reason(FinishLayoffs()) or _("Not now"))
            return False
        for card, target in list(self.proposals):
            try:
                self.session.apply(LayOff(card, target))
            except IllegalActionError as exc:
                self.refuse(self.refusal_text(exc))
                break
        return self.submit(FinishLayoffs())

    def _layoff_anywhere(self, card: Card) -> None:
        for i in range(len(self.melds)):
            if self._fits_after_proposals(card, i):
                self.propose(card, i)
                return
        self.refuse(_("The {card} does not fit any of the melds").format(card=card_name(card)))

    # ----- buttons ----------------------------------------------------------------------
    def _build_buttons(self) -> None:
        w = self.widgets
        self.b_knock = w.add(Button(_("Knock"), self.on_knock, pygame.K_k,
                                    _("Knock: choose the card to discard"), True, name="knock"))
        self.b_gin = w.add(Button(_("Gin"), self.on_gin, pygame.K_g,
                                  _("Go gin: every card melded"), True, name="gin"))
        self.b_big = w.add(Button(_("Big gin"), self.on_big_gin, pygame.K_b,
                                  _("Go out with all eleven cards melded"), True, name="big"))
        self.b_pass = w.add(Button(_("Pass"), self.on_pass, pygame.K_p,
                                   _("Decline the upcard"), name="pass"))
        self.b_done = w.add(Button(_("Done"), self.finish_layoffs, pygame.K_f,
                                   _("Lay off the cards shown on the melds and finish"), True,
                                   name="done"))
        self.b_clear = w.add(Button(_("Take all back"), self.clear_proposals, pygame.K_c,
                                    _("Take every proposed lay-off back"), name="clear"))
        self._add_sort_and_menu_buttons(pygame.K_m, _("Group your melds, deadwood last"))
        self._add_skip_button()
        self.b_knock.on_refused = self.on_knock     # greyed, they say why not
        self.b_gin.on_refused = self.on_gin

    def _action_buttons(self) -> tuple[Button, ...]:
        """The buttons stacked in the side panel, top to bottom (hidden ones take no room)."""
        return (self.b_knock, self.b_gin, self.b_big, self.b_pass, self.b_done, self.b_clear)

    def _refresh_buttons(self) -> None:
        legal = self.legal()
        knocks = [a for a in legal if isinstance(a, Knock)]
        rules = self.rules
        self.b_knock.enabled = bool(knocks)
        self.b_gin.enabled = bool(self._gin_cards(knocks))
        self.b_big.enabled = any(isinstance(a, BigGin) for a in legal)
        self.b_pass.enabled = any(isinstance(a, Pass) for a in legal)
        layoff = self.phase == Phase.LAYOFF and self.my_turn
        # (not while laying off: the compact column keeps two rows for the sort buttons;
        # with 003's big gin too, "Par combinaisons" was cut in a row of three)
        # only while the upcard is offered: a greyed Pass through the rest of the hand made
        # players wonder what there was to pass (the offer's end moves nothing above it)
        # every action button's visibility is decided here, from the state alone (after a
        # sat-out hand Gin stayed hidden for the match, G dead, while the hint pointed at
        # it: a play-tester): none for a player with no cards (no greyed Knock, Gin or
        # Pass, a play-tester)
        out = self.sitting_out()
        # Knock, Gin, Big gin and Pass only on the player's own playing turn: greyed while
        # the computer lays off on their knock, or while they wait for its move, they meant
        # nothing (a play-tester); while the player lays off they stood over Done and Take
        # all back (a play-tester)
        playing = not out and self.my_turn and self.phase in _PLAY_PHASES
        self.b_pass.visible = playing and rules.upcard and \
            rules.first_turn == "upcard-offer" and self.phase == Phase.OFFER
        self.b_big.visible = playing and rules.big_gin
        self.b_gin.visible = playing
        # Gin Only (a fixed limit of 0): no knock ever, so no greyed Knock button beside Gin
        self.b_knock.visible = playing and not (
            rules.knock_limit_source == "fixed" and rules.knock_limit == 0)
        self.b_done.visible = self.b_clear.visible = not out and layoff
        self.b_clear.enabled = bool(self.proposals)
        # what it does ("Keep all" only made sense from its tooltip: a play-tester)
        self.b_clear.text = _("Take {card} back").format(card=card_symbol(
            self.proposals[0][0])) if len(self.proposals) == 1 else _("Take all back")
        descente = terms_for(rules).descente  # 003 calls it so
        self.b_big.text = wording.big_gin_word(terms_for(rules))
        if self.knock_mode:
            self.b_knock.text = _("Cancel descente") if descente else _("Cancel knock")
        else:
            self.b_knock.text = _("Descente") if descente else _("Knock")
        self.b_knock.tooltip = _("Descente: choose the card to discard") if descente else \
            _("Knock: choose the card to discard")
        self.refresh_sit_out()
        self._place_buttons_if_changed()

    def on_big_gin(self) -> None:
        self.submit(BigGin())

    def on_pass(self) -> None:
        self.submit(Pass())

    def extra_lift(self, sprite: CardSprite) -> float:
        """The card the player just drew stands a little above the hand until they play
        (it flew into the sorted fan and was lost among the others); lower than a chosen
        card's lift and without its outline."""
        if self.new_card is None or not self.my_turn or \
                self.phase not in (Phase.DISCARD, Phase.OPENING):
            return 0.0
        first = self.sprite_of(self.new_card)
        if sprite is not first:
            return 0.0
        room = self.lift_room(sprite)   # clear of a tag over the hand, as a chosen card
        lift = self.layout.px(NEW_CARD_LIFT)
        return lift if room is None else min(lift, room)

    # ----- input ------------------------------------------------------------------------
    def proposed_at(self, pos) -> tuple[CardSprite, int] | None:
        for i, meld in enumerate(self.melds):
            for s in reversed(meld):
                if s.tag == "proposed" and not s.flying and s.rect.collidepoint(pos):
                    return s, i
        return None

    def on_press(self, pos) -> bool:
        if self.hand_sprite_at(pos) is None:
            hit = self.proposed_at(pos)
            if hit is not None:
                s, i = hit
                self.press = Press("proposed", s, pos, (pos[0] - s.rect.x, pos[1] - s.rect.y),
                                   i)
                return True
        return super().on_press(pos)

    def hand_targets(self, p: Press) -> list[Target]:
        """A hand card may go onto the pile (discard or knock) or onto a meld (a lay-off,
        or a proposal while defending)."""
        lay = self.layout
        card = p.sprite.card
        targets: list[Target] = []
        if self.phase != Phase.LAYOFF:
            action = Knock(card) if self.knock_mode else Discard(card)
            pile_rect = pygame.Rect(self.pile_rect()).inflate(lay.px(40), lay.px(40))
            targets.append(("pile", 0, pile_rect, self.reason(action) is None))
        for i, meld in enumerate(self.melds):
            if not meld:
                continue
            rect = pygame.Rect(meld[0].rect).unionall([pygame.Rect(s.rect) for s in meld])
            if self.phase != Phase.LAYOFF:
                ok = self.my_turn and self.reason(LayOff(card, i)) is None
            else:
                ok = self.my_turn and self._fits_after_proposals(card, i)
            targets.append(("meld", i, rect.inflate(lay.px(20), lay.px(20)), ok))
        return targets

    def drop(self, p: Press, target: tuple[str, int] | None, pos,
             group: list[CardSprite]) -> None:
        s = p.sprite
        if p.kind == "proposed":
            if target == ("hand", 0):
                self.unpropose(s.card)
            else:
                self.relayout()
            return
        ok = {(n, i): good for n, i, _r, good in p.targets}
        card = s.card
        if target == ("pile", 0):
            action = Knock(card) if self.knock_mode else Discard(card)
            if ok.get(target) or not self.settled:
                self.submit(action, s)
            else:
                self.refuse(self.reason(action) or _("Not now"))
                self.relayout()
        elif target is not None and target[0] == "meld":
            if self.phase == Phase.LAYOFF:
                self.propose(card, target[1])
            elif ok.get(target):
                self.submit(LayOff(card, target[1]), s)
            else:
                self.refuse(self.reason(LayOff(card, target[1])) or _("Not now"))
                self.relayout()
        elif target == ("hand", 0):
            self.reorder(s, pos[0] - p.offset[0])
        else:
            self.relayout()

    def on_click(self, p: Press) -> None:
        if p.kind == "proposed":
            self.unpropose(p.sprite.card)
            return
        super().on_click(p)

    def click_card(self, sprite: CardSprite) -> None:
        """First click selects (lifts) a card; a second click plays it."""
        self.focus_area = "hand"
        if self.phase == Phase.LAYOFF and self.my_turn:
            self._layoff_anywhere(sprite.card)
            return
        if sprite is self.selected and sprite is not self.hint_pick:
            # played, or refused with the rule's reason ("Draw a card first") where it may
            # not be played now: two clicks before the draw did nothing, and said nothing (a
            # play-tester, in the lesson)
            action = Knock(sprite.card) if self.knock_mode else Discard(sprite.card)
            self.submit(action, sprite)
            return
        # (the card a hint stood up: a first click makes it the player's choice, as on any
        # card; one click played it, and a double click's second chose the next card)
        self.selected, self.hint_pick = sprite, None
        self.dirty = True

    def on_key(self, e: pygame.event.Event) -> bool:
        # K and G off the player's turn, their buttons hidden then: still say why not
        if e.key in (pygame.K_k, pygame.K_g) and not self.my_turn and self.hand and \
                not self.sitting_out():
            (self.on_knock if e.key == pygame.K_k else self.on_gin)()
            return True
        return super().on_key(e)

    def act_on_focus(self) -> bool:
        """Enter/Space: play whatever the keyboard has chosen."""
        if self.phase == Phase.LAYOFF and self.my_turn:
            if self.selected in self.hand and self.focus_area == "hand":
                advised = self.hint_layoff(self.selected)   # on the meld the hint named
                if advised is None or not self.propose(advised.card, advised.target):
                    self._layoff_anywhere(self.selected.card)
                return True
            self.finish_layoffs()
            return True
        if self.focus_area == "stock":
            self.submit(Draw(STOCK))
            return True
        if self.focus_area == "pile":
            self.submit(Draw(DISCARD_PILE))
            return True
        if self.selected in self.hand:
            action = Knock(self.selected.card) if self.knock_mode else \
                Discard(self.selected.card)
            self.submit(action, self.selected)
            return True
        if self.my_turn and self.phase in (Phase.DISCARD, Phase.OPENING) and self.hand:
            if self.choose_drawn():   # the card just drawn, which already stands up
                return True
            # Enter with no card chosen said nothing at all (a play-tester)
            self.refuse(_("Choose the card with the arrow keys first, then press Enter"))
            return True
        if self.my_turn and self.phase in (Phase.OFFER, Phase.DRAW):
            self.refuse(self.prompt_for_viewer())   # "Take the upcard (T) or pass (P)"
            return True
        return False

    def prompt_for_computer(self, seat: int) -> str:
        if self.phase == Phase.LAYOFF:
            return _("{name} is laying off").format(name=self.names[seat])
        return super().prompt_for_computer(seat)

    def prompt_for_viewer(self) -> str:
        phase = self.phase
        if self.knock_mode:
            # how, as the discard's prompt says it: one click only raised the card
            # (the keys too: a keyboard player was told only of dragging and clicking)
            # (in 003's word: "Knock:" beside its "Descente" button, a play-tester)
            if terms_for(self.session.rules).descente:
                return _("Descente: discard a card to the pile (drag it, click it twice, or "
                         "arrows and Enter; Esc cancels)")
            return _("Knock: discard a card to the pile (drag it, click it twice, or arrows "
                     "and Enter; Esc cancels)")
        if phase == Phase.OFFER:
            return _("Take the upcard ({pile}) or pass (P)").format(pile=pile_letters()[1])
        if phase == Phase.DRAW:
            stock, pile = pile_letters()
            if self.state.stock_only:
                return _("Draw from the stock ({stock})").format(stock=stock)
            return _("Draw from the stock ({stock}) or take the discard ({pile})").format(
                stock=stock, pile=pile)
        if phase == Phase.OPENING:
            return _("Discard a card to open the hand")
        if phase == Phase.DISCARD:
            if self.b_gin.enabled:
                return _("Discard a card — or go gin (G)!")
            if self.b_knock.enabled and terms_for(self.session.rules).descente:
                return _("Discard a card — or go down (K)")
            if self.b_knock.enabled:
                return _("Discard a card — or knock (K)")
            # the keys too, as the knock's prompt says them (a keyboard player: a play-tester)
            return KeyedPrompt(_("Discard a card: drag it to the pile, click it twice, or "
                                 "arrows and Enter"),
                               _("Discard a card: drag it to the pile, or click it twice"))
        if phase == Phase.LAYOFF:
            return self.layoff_prompt()
        return _("Your turn")

    def layoff_prompt(self) -> str:
        """The lay-off's prompt, saying what the table proposed ("Lay off or finish" while
        the 3♠ it had proposed was half hidden on the knocker's run: a play-tester)."""
        melds = self.state.table_melds
        if not self.proposals:
            return KeyedPrompt(_("Lay off or finish: drag cards onto the melds (or arrows and "
                                 "Enter), then Done (F)"),
                               _("Lay off or finish: drag cards onto the melds, then Done (F)"))
        if len(self.proposals) == 1:
            card, target = self.proposals[0]
            meld = melds[target].cards if 0 <= target < len(melds) else ()
            words = dict(card=card_symbol(card), meld=melds_symbols([meld]))
            return KeyedPrompt(_("{card} is laid off on {meld}: drag it back (or C) to keep "
                                 "it, or Done (F)").format(**words),
                               _("{card} is laid off on {meld}: drag it back to keep it, or "
                                 "Done (F)").format(**words))
        cards = cards_symbols(c for c, _t in self.proposals)
        return KeyedPrompt(_("{cards} are laid off on the melds: drag one back to keep it (C "
                             "takes all back), or Done (F)").format(cards=cards),
                           KeyedPrompt(_("{cards} are laid off on the melds: drag one back "
                                         "to keep it, or Done (F)").format(cards=cards),
                                       _("{cards} laid off: drag one back to keep it, or Done "
                                         "(F)").format(cards=cards)))
