"""The Rami family engine (002): Rummy for 2 to 6 players, melding and laying off during play.

Organised by phase like `GinEngine`. A turn is: ``draw`` (stock, top discard, or with the
stock exhausted a `Restock` / Rami Arrêt `Stop`), then ``discard`` — any number of `Meld`s and
(from the player's second turn) `LayOff`s onto any table meld, then a `Discard` or a `GoOut`
(every remaining card laid as melds, no discard). The "Rami!" call option adds ``call`` (the
other seats are polled in turn from the discarder's left), ``call-layoff`` and
``call-discard``. Between hands ``hand-over``; at the end ``match-over``.

Settled choices beyond RULES.md (each documented where it is made):
- Melds and lay-offs may be interleaved within a turn (the seed fixes no order).
- No action may leave a player unable to finish the turn (e.g. holding only the card just
  taken from the pile, which may not be discarded).
- Rami-only deals 10 cards when that fits the deck (2–4 players); with 5–6 players it deals the
  usual 6. Rami Arrêt takes precedence over restocking of any kind.
- Arrêt ties: the tied winners share the total; an indivisible remainder goes one point each to
  the tied winners nearest the dealer's left.
- With the stock exhausted and `restock_cap` restocks already made, the hand is a draw at once.
- The "Rami!" window is polled seat by seat (nearest the discarder's left first); the next
  player cannot draw before every other seat has answered, which is how the window "closes
  when the next player takes a card".

`HandScored.points` are the hand's payments (received positive, paid negative, summing to
zero); `HandScored.deadwood` is each hand's card value (card counts after an Arrêt).
The `PlayerView`'s Rami fields carry the public Rami facts: ``turns_done`` (turns each seat finished
this hand; lay-offs from 1 on), ``has_laid`` (whether each seat has laid anything down this
hand, so could no longer go Rami), ``laid_this_turn``, ``restocks``, ``call_card`` and
``call_offender`` (the open "Rami!" window), ``turn_seat`` (whose regular turn it is; None
during a window) and ``shown_hands`` (every hand as it was shown when the hand ended; empty
while it is being played).
"""

from __future__ import annotations

import random
from collections import Counter

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
from game.core.cards import Card, shuffled_deck
from game.core.engine import CardEngine
from game.core.errors import IllegalActionError
from game.core.events import (
    CardDealt,
    CardsCut,
    Discarded,
    Event,
    HandStarted,
    HandVoid,
    LaidOff,
    Melded,
    RamiCalled,
    Restocked,
    UpcardTurned,
)
from game.core.families.gin import cut_order
from game.core.phase import Phase
from game.core.results import Refusal, ScoreLine
from game.core.scoring import HandResult, make_scorer
from game.core.seeds import derive_seed
from game.core.view import PlayerView, TableMeld

MeldCards = tuple[Card, ...]

PLAY_PHASES = ("draw", "discard", "call", "call-layoff", "call-discard")


def deal_size(rules, seats: int) -> int:
    """Cards dealt to each player: 10 for two, 7 for three or four, 6 for five or six;
    Rami-only deals 10 whenever the deck allows it (up to four players)."""
    if rules.rami_only and seats <= 4:
        return 10
    if seats == 2:
        return 10
    return 7 if seats <= 4 else 6


def fits(card: Card, meld) -> bool:
    """Whether `card` extends the ace-low `meld` (a 4th card of a set, either end of a run);
    the fast check the engine and the AI use for lay-offs on table melds."""
    if len(meld) < 3:
        return False
    first = meld[0]
    if all(c.rank == first.rank for c in meld):
        return len(meld) < 4 and card.rank == first.rank and all(c.suit != card.suit
                                                                 for c in meld)
    if card.suit != first.suit or any(c.suit != first.suit for c in meld):
        return False
    ranks = [c.rank for c in meld]
    return card.rank == min(ranks) - 1 or card.rank == max(ranks) + 1


class RamiEngine(CardEngine):
    """A whole Rami match for 2 to 6 seats."""

    def __init__(self, rules, seats: int, seed: int | None = None) -> None:
        super().__init__(rules, seats, seed)
        self.players: tuple[int, ...] = tuple(range(seats))
        self.table: list[list] = []          # [owner, [cards...]] per table meld
        self.completed = [0] * seats        # turns each seat has finished this hand
        self.laid_before = [False] * seats  # laid anything down before the current turn
        self.laid_now: list[Card] = []      # cards the seat to act laid down this turn
        self.restocks = 0
        self.turn_seat: int | None = None   # whose regular turn it is (None between turns)
        # "Rami!" call window
        self.call_card: Card | None = None
        self.call_offender: int | None = None
        self.call_queue: list[int] = []
        self.resume_seat: int | None = None
        self.caller: int | None = None
        self.shown: tuple[tuple[Card, ...], ...] = ()

    # ----- helpers ----------------------------------------------------------------------
    def left(self, seat: int) -> int:
        return (seat + 1) % self.seats

    def value(self, cards) -> int:
        return self.solver.total(cards)

    def may_lay_off(self, seat: int) -> bool:
        """Lay-offs are allowed from the player's second turn on."""
        return self.completed[seat] >= 1

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
                if self.rules.rami_arret:
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
            for card in hand:
                for i, m in enumerate(self._table_cards()):
                    if (self.can_lay_off(card, m)
                            and self._layoff_problem(seat, card, i) is None):
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
                self._fail("stock-exhausted", "arret" if r.rami_arret else
                           "rami-only" if r.rami_only else "restock")
            if action.source == DISCARD_PILE and not self.pile:
                self._fail("empty-discard-pile")
            return
        if isinstance(action, Restock):
            if r.rami_arret:
                self._fail("restock-arret")
            if r.rami_only:
                self._fail("restock-rami-only")
            if self.stock:
                self._fail("restock-stock-left")
            if not self.pile:
                self._fail("empty-discard-pile")
            return
        if isinstance(action, Stop):
            if not r.rami_arret:
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

    # ----- applying ---------------------------------------------------------------------
    def _do(self, action: Action) -> list[Event]:
        if isinstance(action, NextHand):
            return self._next_hand()  # starts hand_events afresh
        seat = self.to_act
        p = self.phase
        if p == "draw":
            if isinstance(action, Stop):
                events = self._arret(seat)
            elif isinstance(action, Restock):
                events = self._restock(shuffle=False)
                events += self._draw(seat, STOCK)
            else:
                events = self._draw(seat, action.source)
        elif p == "discard":
            if isinstance(action, Meld):
                events = self._meld(seat, action.cards)
            elif isinstance(action, LayOff):
                events = self._lay_off(seat, action.card, action.target)
            elif isinstance(action, GoOut):
                events = []
                for meld in action.melds:
                    events += self._meld(seat, meld, check_end=False)
                events += self._end_if_out(seat)
            else:
                events = self._discard(seat, action.card)
        elif p == "call":
            events = self._call_answer(seat, isinstance(action, CallRami))
        elif p == "call-layoff":
            events = self._lay_off(seat, action.card, action.target)
            self.phase = Phase.CALL_DISCARD
        else:  # call-discard
            events = self._discard(seat, action.card)
        self.hand_events += events
        return events

    def _choose_first_dealer(self) -> list[Event]:
        cards, order = cut_order(self.seed, self.seats)
        self.dealer = order[-1]  # the lowest card deals
        self.scorer = make_scorer(self.rules, self.seats, self.dealer)
        return [CardsCut(tuple(cards), self.dealer)]

    def _deal(self) -> list[Event]:
        n = self.seats
        deck = shuffled_deck(self.hand_seed())
        self.hands = [[] for _ in range(n)]
        self.known = [[] for _ in range(n)]
        self.pile, self.discards_seen, self.table = [], [], []
        self.taken = None
        self.completed = [0] * n
        self.laid_before = [False] * n
        self.laid_now = []
        self.restocks = 0
        self.call_card = self.call_offender = self.resume_seat = self.caller = None
        self.call_queue = []
        self.shown = ()
        events: list[Event] = [HandStarted(self.deal_no + 1, self.dealer, self.players,
                                           self.hand_commitment())]
        for _ in range(deal_size(self.rules, n)):
            for k in range(1, n + 1):
                seat = (self.dealer + k) % n
                card = deck.pop()
                self.hands[seat].append(card)
                events.append(CardDealt(seat, card))
        self.upcard = deck.pop()
        self.pile.append(self.upcard)
        self.discards_seen.append(self.upcard)
        events.append(UpcardTurned(self.upcard))
        self.stock = deck
        self.phase = Phase.DRAW
        self.to_act = self.turn_seat = self.left(self.dealer)
        return events

    def _restock(self, shuffle: bool) -> list[Event]:
        """Turn the discard pile over (without shuffling) into a new stock; Rami-only shuffles
        all of it but its top card, from a seed derived from the hand's seed."""
        self.restocks += 1
        if shuffle:
            cards, self.pile = self.pile[:-1], self.pile[-1:]
            random.Random(derive_seed(self.hand_seed(), f"restock{self.restocks}")).shuffle(cards)
            self.stock = cards
        else:
            self.stock = self.pile[::-1]  # the pile's bottom card is the new stock's top
            self.pile = []
        return [Restocked(len(self.stock))]

    def _draw(self, seat: int, source: str) -> list[Event]:
        event = self._draw_card(seat, source)
        self.laid_now = []
        return [event]

    def _meld(self, seat: int, cards, check_end: bool = True) -> list[Event]:
        for c in cards:
            self._remove(seat, c)
        ordered = self.solver.order_meld(cards)
        self.table.append([seat, list(ordered)])
        self.laid_now.extend(ordered)
        events: list[Event] = [Melded(seat, ordered, len(self.table) - 1)]
        if check_end:
            events += self._end_if_out(seat)
        return events

    def _lay_off(self, seat: int, card: Card, target: int) -> list[Event]:
        self._remove(seat, card)
        meld = self.table[target]
        meld[1] = list(self.solver.order_meld([*meld[1], card]))
        self.laid_now.append(card)
        events: list[Event] = [LaidOff(seat, card, target)]
        if self.phase == "discard":
            events += self._end_if_out(seat)
        return events

    def _end_if_out(self, seat: int) -> list[Event]:
        if self.hands[seat]:
            return []
        return self._went_out(seat)

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self._to_pile(seat, card)
        self.taken = None
        events: list[Event] = [Discarded(seat, card)]
        from_call = self.phase == "call-discard"
        could_lay_off = self.may_lay_off(seat)
        if not self.hands[seat]:
            return events + self._went_out(seat)
        if self.laid_now:
            self.laid_before[seat] = True
        if not from_call:
            self.completed[seat] += 1
        self.laid_now = []
        if from_call:
            resume = self.resume_seat
        else:
            resume = self.left(seat)
        if (self.rules.rami_call and could_lay_off
                and any(self.can_lay_off(card, m) for m in self._table_cards())):
            self.resume_seat = resume
            self.call_card, self.call_offender = card, seat
            self.call_queue = [(seat + k) % self.seats for k in range(1, self.seats)]
            self.phase = Phase.CALL
            self.to_act = self.call_queue.pop(0)
            self.turn_seat = None
            return events
        return events + self._start_turn(resume)

    def _call_answer(self, seat: int, calls: bool) -> list[Event]:
        if not calls:
            if self.call_queue:
                self.to_act = self.call_queue.pop(0)
                return []
            resume = self.resume_seat
            self._close_window()
            return self._start_turn(resume)
        card = self.call_card
        self.pile.pop()
        self.hands[seat].append(card)
        self.laid_now = []
        self.caller = seat
        self.phase = Phase.CALL_LAYOFF
        self.call_queue = []
        return [RamiCalled(seat, card, self.call_offender)]

    def _close_window(self) -> None:
        self.call_card = self.call_offender = self.resume_seat = self.caller = None
        self.call_queue = []

    def _start_turn(self, seat: int) -> list[Event]:
        """Hand the turn to `seat`; deals with an exhausted stock first."""
        self._close_window()
        self.phase, self.to_act, self.turn_seat = Phase.DRAW, seat, seat
        self.laid_now = []
        r = self.rules
        if self.stock or r.rami_arret:
            return []
        if self.restocks >= r.restock_cap or (not self.pile):
            return self._void(ScoreLine.of("stock-ran-out", restocks=self.restocks))
        if r.rami_only and len(self.pile) > 1:
            return self._restock(shuffle=True)
        return []

    # ----- the end of a hand ------------------------------------------------------------
    def _went_out(self, seat: int) -> list[Event]:
        r = self.rules
        n = self.seats
        laid = self.value(self.laid_now)
        rami = r.rami_only or not self.laid_before[seat]
        values = [self.value(h) for h in self.hands]
        pays = [0] * n
        lines: list[ScoreLine] = []
        if r.rami_only:
            kind = "rami"
            if r.rami_pay_own_hand:
                lines.append(ScoreLine.of("rami-only-own-hand", seat))
                for s in range(n):
                    if s != seat:
                        pays[s] = values[s]
            else:
                lines.append(ScoreLine.of("rami-only-laid", seat, laid=laid))
                for s in range(n):
                    if s != seat:
                        pays[s] = laid
        elif rami:
            kind = "rami"
            if r.rami_pay_own_hand:
                lines.append(ScoreLine.of("rami-own-hand-double", seat))
                for s in range(n):
                    if s != seat:
                        pays[s] = 2 * values[s]
            else:
                lines.append(ScoreLine.of("rami-laid-double", seat, laid=laid, pay=2 * laid))
                for s in range(n):
                    if s != seat:
                        pays[s] = 2 * laid
        else:
            kind = "out"
            lines.append(ScoreLine.of("out", seat))
            for s in range(n):
                if s != seat:
                    pays[s] = values[s]
        for s in self._order_from_left(seat):
            lines.append(ScoreLine.of("pays-holding", s, pay=pays[s], cards=tuple(self.hands[s]),
                                      value=values[s]))
        total = sum(pays)
        points = [-p for p in pays]
        points[seat] = total
        lines.append(ScoreLine.of("receives", seat, points=total))
        return self._score(seat, kind, points, values, lines)

    def _arret(self, seat: int) -> list[Event]:
        counts = [len(h) for h in self.hands]
        low = min(counts)
        winners = [s for s in self._order_from_left(self.dealer, include=True)
                   if counts[s] == low]
        losers = [s for s in range(self.seats) if counts[s] != low]
        lines = [ScoreLine.of("arret-stop", seat)]
        points = [0] * self.seats
        for s in losers:
            points[s] = -(counts[s] - low)
            lines.append(ScoreLine.of("arret-pays", s, cards=counts[s], pay=counts[s] - low))
        total = -sum(points)
        share, rest = divmod(total, len(winners))
        for i, s in enumerate(winners):
            points[s] = share + (1 if i < rest else 0)
        if not losers:
            lines.append(ScoreLine.of("arret-nobody-pays", cards=low))
            winner = None
        else:
            if len(winners) == 1:
                lines.append(ScoreLine.of("arret-fewest", *winners, cards=low, points=total))
            else:
                lines.append(ScoreLine.of("arret-tie", *winners, cards=low, points=total,
                                          shares=tuple(points[s] for s in winners)))
            winner = winners[0]
        return self._score(winner, "arret", points, counts, lines)

    def _void(self, reason: ScoreLine) -> list[Event]:
        events: list[Event] = [HandVoid(reason)]
        return events + self._score(None, "draw", [0] * self.seats,
                                    [self.value(h) for h in self.hands],
                                    [ScoreLine.of("draw-nobody-pays", reason=reason)])

    def _order_from_left(self, seat: int, include: bool = False) -> list[int]:
        order = [(seat + k) % self.seats for k in range(1, self.seats)]
        return order + [seat] if include else order

    def _score(self, winner: int | None, kind: str, points: list[int], deadwood: list[int],
               lines: list[ScoreLine]) -> list[Event]:
        self.shown = tuple(tuple(h) for h in self.hands)
        result = HandResult(winner, kind, points[winner] if winner is not None else 0,
                            self.players, tuple(deadwood), 1, tuple(-p for p in points))
        events = self._hand_scored(result, points, deadwood, lines)
        self._close_window()
        self.turn_seat = None
        self.taken = None
        self.laid_now = []
        return events

    # ----- views ------------------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        n = self.seats
        over = self.phase in ("hand-over", "match-over")
        return self._view(
            seat,
            taken_card=self.taken if self.to_act == seat and self.phase == "discard" else None,
            knock_limit=0, retourne=None,
            table_melds=tuple(TableMeld(owner, tuple(cards)) for owner, cards in self.table),
            showdown=None,
            turns_done=tuple(self.completed),
            has_laid=tuple(self.laid_before[s] or (s == self.to_act and bool(self.laid_now))
                           for s in range(n)),
            laid_this_turn=tuple(self.laid_now),
            restocks=self.restocks,
            call_card=self.call_card,
            call_offender=self.call_offender,
            turn_seat=self.turn_seat,
            shown_hands=self.shown if over else (),
        )
