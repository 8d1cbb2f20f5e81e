"""Knock mode at the gin-family table: Knock (K) and then the card to discard, Gin (G) picking
the discard itself, the cards no knock can be made with greyed and skipped by the arrows, Esc
leaving the mode. A mixin of `gin.GinTable`.

A hint never enters knock mode (`coaching.select_hinted`): after a knock or gin hint the
table stays as it was, with the hint's button focused, and K (or Enter on the button) opens
knock mode with the hinted card chosen, as without a hint but for the choice (a hint put the
table in knock mode unseen, and a double-click meant as a discard knocked a gin away: a
play-tester).
"""

from __future__ import annotations

from game.core.actions import Discard, Knock
from game.core.cards import Card
from game.ui import theme
from game.ui.animator import CardSprite
from game.ui.i18n import _
from game.ui.layout import SELECT_LIFT

#: the wash over a chosen card whose lift is cut short (`card_tint`)
CHOSEN_WASH = (*theme.HIGHLIGHT, 100)

class GinKnockMixin:
    """Knock mode (mixed into the gin-family table)."""

    knock_mode: bool

    def _why_no_knock(self) -> str | None:
        """Why no knock is allowed now, as the engine says it of the best discard (the
        deadwood it would leave, not that of the hand's first card)."""
        hand = [s.card for s in self.hand if s.card is not None]
        if not hand:
            return None
        after = self.solver.deadwood_after_each_discard(hand)
        return self.reason(Knock(min(hand, key=lambda c: after.get(c, 999))))

    def _gin_cards(self, knocks: list[Knock]) -> list[Card]:
        if not knocks:
            return []
        hand = [s.card for s in self.hand]
        after = self.solver.deadwood_after_each_discard(hand) if hand else {}
        return [k.card for k in knocks if after.get(k.card, 99) == 0]

    def choose_for_knock(self, card: Card) -> None:
        """Knock mode with `card` chosen for Enter (the keys on the hand, not on a button)."""
        self.knock_mode = True
        self.selected, self.focus_area = self.sprite_of(card), "hand"
        self.hint_pick = None
        self.widgets.set_focus(None)
        self._refresh_buttons()

    def on_knock(self) -> None:
        knocks = [a for a in self.legal() if isinstance(a, Knock)]
        if not knocks:
            self.refuse(self._why_no_knock() or _("Not now"))
            return
        hint = self.shown_hint()
        waiting = hint is not None and isinstance(hint.action, Discard) and \
            self.selected is not None and self.selected.card == hint.action.card
        advised = self.hinted(Knock) if self.selected is None and not self.knock_mode \
            else None
        if self.selected is not None and Knock(self.selected.card) in knocks and not waiting:
            self.submit(Knock(self.selected.card), self.selected)
            return
        if waiting:   # the card stood up to be discarded while waiting, not to knock with
            # (K knocked with it at once, keeping a higher card: a play-tester): knock mode,
            # with the best knock's card chosen for Enter
            best = self.solver.best_discards([s.card for s in self.hand])[1]
            self.choose_for_knock(next((c for c in best if Knock(c) in knocks),
                                       knocks[0].card))
        elif advised is not None and any(k.card == advised.card for k in knocks):
            self.choose_for_knock(advised.card)   # the hinted knock's card, for Enter
        else:
            self.knock_mode = not self.knock_mode
        if self.knock_mode and self.shown_hint() is not None:
            self.coach_note = None   # its "Wait — discard…" stood where "choose the card" goes
        self._refresh_buttons()

    def on_gin(self) -> None:
        knocks = [a for a in self.legal() if isinstance(a, Knock)]
        cards = self._gin_cards(knocks)
        if not cards:
            why = None
            if not (self.my_turn and self.state.phase in ("discard", "opening")) and self.hand:
                why = self._why_no_knock()   # not your turn, draw first…
            self.refuse(why or _("No gin yet: every card but the discard must be in a meld"))
            return
        advised = self.hinted(Knock)
        if self.selected is not None and self.selected.card in cards:
            card = self.selected.card
        elif advised is not None and advised.card in cards:
            card = advised.card   # the gin the hint pointed at
        else:
            card = max(cards, key=lambda c: (self.solver.value(c), c.rank))
        self.submit(Knock(card), self.sprite_of(card))

    def cursor_skips(self, sprite: CardSprite) -> bool:
        """In knock mode the arrows pass over the cards greyed as not to knock with."""
        return self.knock_mode and self.my_turn and Knock(sprite.card) not in self.legal()

    def card_tint(self, sprite: CardSprite) -> tuple[int, int, int, int] | None:
        """In knock mode the cards the player may not knock with lie under a dark wash, so
        the ones they may stand out (outlined in light green, they read as one more meld
        beside a green one: a play-tester)."""
        if self.knock_mode and sprite in self.hand and self.my_turn and \
                Knock(sprite.card) not in self.legal():
            return theme.DEADWOOD_WASH
        if sprite is self.selected and sprite in self.hand and \
                sprite.lift_target < self.layout.px(SELECT_LIFT):
            # its lift cut short by the prompt's row (16:9 at 200 %: three players rose
            # 6 px of 52, hardly told from the others: a play-tester), the chosen card also
            # takes a gold wash (as Rami's chosen cards, a little stronger); it hides no card
            return CHOSEN_WASH
        return super().card_tint(sprite)

    def on_escape(self) -> None:
        if self.knock_mode:
            self.knock_mode = False
            self._refresh_buttons()
            return
        super().on_escape()


__all__ = ["GinKnockMixin"]
