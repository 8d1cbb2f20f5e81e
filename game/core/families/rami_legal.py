"""What a Rami player may do now, and why not: legal actions and the checks (no state change).

`RamiLegality` is a part of `game.core.families.rami.RamiEngine` (a mixin over its state: the
hands, the table melds, the phase, the card taken this turn). It answers `legal_actions()` and
`check(action)`; a refusal is a rule id plus values (`Refusal`), worded by the UI. The turn
rules it enforces are documented in the engine's module docstring: lay-offs from the second
turn, no action that leaves the turn unfinishable, Rami-only "all at once", the call window.
`fits` is the quick lay-off test the engine and the Rami AI share.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

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
    NextHand,
    Restock,
    Stop,
)
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.results import Refusal

MeldCards = tuple[Card, ...]


def fits(card: Card, meld) -> bool:
    """Whether `card` extends the ace-low `meld` (a 4th card of a set, either end of a run);
    the fast check the engine and the AI use for lay-offs on table melds."""
    return (card.rank, card.suit) in _extensions(meld if type(meld) is tuple else tuple(meld))


@lru_cache(maxsize=4096)
def _extensions(meld: MeldCards) -> frozenset[tuple[int, int]]:
    """The (rank, suit) of every card that extends the ace-low `meld` (table melds are
    few and asked about for every card of every hand: the answer is kept per meld)."""
    if len(meld) < 3:
        return frozenset()
    first = meld[0]
    if all(c.rank == first.rank for c in meld):
        if len(meld) >= 4:
            return frozenset()
        suits = {c.suit for c in meld}
        return frozenset((first.rank, s) for s in range(4) if s not in suits)
    if any(c.suit != first.suit for c in meld):
        return frozenset()
    ranks = [c.rank for c in meld]
    return frozenset({(min(ranks) - 1, first.suit), (max(ranks) + 1, first.suit)})


class RamiLegality:
    """The legal actions and the checks of a Rami engine (see the module docstring)."""

    def can_lay_off(self, card: Card, meld) -> bool:
        if self.rules.turning_ace:
            return self.solver.can_lay_off(card, meld)
        return fits(card, meld)

    def _table_cards(self) -> list[MeldCards]:
        return [tuple(m[1]) for m in self.table]

    # ----- legal actions ----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        p = self.phase
        if p in ("start", "hand-over"):
            return [NextHand()]
        if p == "draw":
            acts: list[Action] = []
            if self.stock:
                acts.append(Draw(STOCK))
            if self.pile:
                acts.append(Draw(DISCARD_PILE))
            if not self.stock:
                if self.rules.arret_in_play:
                    acts.append(Stop())
                elif not self.rules.rami_only and self.pile:
                    acts.append(Restock())
            return acts
        if p == "discard":
            return self._discard_phase_actions()
        if p == "call":
            return [CallRami(), DeclineCall()]
        if p == "call-layoff":
            return [LayOff(self.call_card, i) for i, m in enumerate(self._table_cards())
                    if self.can_lay_off(self.call_card, m)]
        if p == "call-discard":
            return [Discard(c) for c in self.hands[self.to_act]]
        return []

    def _discard_phase_actions(self) -> list[Action]:
        seat = self.to_act
        hand = self.hands[seat]
        acts: list[Action] = []
        if not self.rules.go_out_on_discard and self.solver.deadwood(hand) == 0:
            acts.append(GoOut(self.solver.best_arrangement(hand).melds))
        for meld in self.solver.candidate_melds(hand):
            if self._meld_problem(seat, meld) is None:
                acts.append(Meld(self.solver.order_meld(meld)))
        if self.may_lay_off(seat):
            table = self._table_cards()
            for card in hand:
                for i, m in enumerate(table):
                    if self.can_lay_off(card, m) and self._layoff_problem(seat, card, i) is None:
                        acts.append(LayOff(card, i))
        for card in hand:
            if self._discard_problem(seat, card) is None:
                acts.append(Discard(card))
        return acts

    # ----- checks (no state change) -----------------------------------------------------
    def check(self, action: Action) -> None:
        p = self.phase
        if self._check_next_hand(action):
            return
        if p == "draw":
            self._check_draw(action)
        elif p == "discard":
            self._check_discard_phase(action)
        elif p == "call":
            if not isinstance(action, (CallRami, DeclineCall)):
                self._fail("rami-call-window")
        elif p == "call-layoff":
            if not isinstance(action, LayOff) or action.card != self.call_card:
                self._fail("rami-call-layoff", card=self.call_card)
            self._check_target(action.card, action.target)
        elif p == "call-discard":
            if not isinstance(action, Discard):
                self._fail("rami-call-discard")
            if action.card not in self.hands[self.to_act]:
                self._fail("card-in-hand", card=action.card)
        else:
            self._fail("match-over")

    def _check_draw(self, action: Action) -> None:
        r = self.rules
        if isinstance(action, Draw):
            if action.source == STOCK and not self.stock:
                self._fail("stock-exhausted", "arret" if r.arret_in_play else
                           "rami-only" if r.rami_only else "restock")
            if action.source == DISCARD_PILE and not self.pile:
                self._fail("empty-discard-pile")
            return
        if isinstance(action, Restock):
            if r.arret_in_play:
                self._fail("restock-arret")
            if r.rami_only:
                self._fail("restock-rami-only")
            if self.stock:
                self._fail("restock-stock-left")
            if not self.pile:
                self._fail("empty-discard-pile")
            return
        if isinstance(action, Stop):
            if not r.arret_in_play:
                self._fail("stop-arret-only")
            if self.stock:
                self._fail("stop-stock-left")
            return
        self._fail("draw-first")

    def _check_discard_phase(self, action: Action) -> None:
        seat = self.to_act
        hand = self.hands[seat]
        if isinstance(action, (Draw, Restock, Stop)):
            self._fail("one-draw-per-turn")
        if isinstance(action, Discard):
            if action.card not in hand:
                self._fail("card-in-hand", card=action.card)
            problem = self._discard_problem(seat, action.card)
        elif isinstance(action, Meld):
            problem = self._meld_problem(seat, action.cards)
        elif isinstance(action, LayOff):
            if not self.may_lay_off(seat):
                self._fail("layoff-second-turn")
            if action.card not in hand:
                self._fail("card-in-hand", card=action.card)
            self._check_target(action.card, action.target)
            problem = self._layoff_problem(seat, action.card, action.target)
        elif isinstance(action, GoOut):
            problem = self._go_out_problem(seat, action.melds)
        else:
            self._fail("discard-now", "rami")
            return
        if problem is not None:
            raise IllegalActionError(problem.rule, problem.case, **problem.values)

    def _check_target(self, card: Card, target: int) -> None:
        if not 0 <= target < len(self.table):
            self._fail("layoff-target", target=target)
        if not self.can_lay_off(card, self.table[target][1]):
            self._fail("layoff-fits", card=card)

    def _meld_shape_problem(self, hand: list[Card], melds) -> Refusal | None:
        left = Counter(hand)
        for meld in melds:
            if self.solver.meld_kind(meld) is None:
                return Refusal.of("meld-shape", cards=tuple(meld))
            left.subtract(meld)
            if any(v < 0 for v in left.values()):
                return Refusal.of("meld-cards-in-hand")
        return None

    def _rest_after(self, hand: list[Card], cards) -> list[Card]:
        rest = list(hand)
        for c in cards:
            rest.remove(c)
        return rest

    def _finish_problem(self, seat: int, rest: list[Card],
                        table_after: list[MeldCards]) -> Refusal | None:
        """Whether the turn can still be finished after laying down, leaving `rest`."""
        r = self.rules
        if not rest:
            if r.go_out_on_discard:
                return Refusal.of("go-out-on-discard", "keep-one")
            return None
        if r.rami_only:
            if not r.go_out_on_discard and self.solver.deadwood(rest) == 0:
                return None
            for c in rest:
                if c != self.taken and (len(rest) == 1 or self.solver.deadwood(
                        [x for x in rest if x != c]) == 0):
                    return None
            return Refusal.of("rami-only-all-at-once", "whole-hand")
        if any(c != self.taken for c in rest):
            return None
        if (not r.go_out_on_discard and self.may_lay_off(seat)
                and any(self.can_lay_off(self.taken, m) for m in table_after)):
            return None
        return Refusal.of("discard-not-just-taken", "kept-alone", card=self.taken)

    def _meld_problem(self, seat: int, cards) -> Refusal | None:
        hand = self.hands[seat]
        problem = self._meld_shape_problem(hand, [tuple(cards)])
        if problem is not None:
            return problem
        return self._finish_problem(seat, self._rest_after(hand, cards),
                                    [*self._table_cards(), tuple(cards)])

    def _layoff_problem(self, seat: int, card: Card, target: int) -> Refusal | None:
        table = self._table_cards()
        table[target] = (*table[target], card)
        return self._finish_problem(seat, self._rest_after(self.hands[seat], [card]), table)

    def _go_out_problem(self, seat: int, melds) -> Refusal | None:
        if self.rules.go_out_on_discard:
            return Refusal.of("go-out-on-discard")
        hand = self.hands[seat]
        problem = self._meld_shape_problem(hand, melds)
        if problem is not None:
            return problem
        if sum(len(m) for m in melds) != len(hand):
            return Refusal.of("go-out-all-cards")
        return None

    def _discard_problem(self, seat: int, card: Card) -> Refusal | None:
        if card == self.taken:
            return Refusal.of("discard-not-just-taken", card=card)
        if self.rules.rami_only and self.laid_now and len(self.hands[seat]) > 1:
            return Refusal.of("rami-only-all-at-once", "started")
        return None
