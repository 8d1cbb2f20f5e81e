"""The Rami family engine (002): Rummy for 2 to 6 players, melding and laying off during play.

Organised by phase like `GinEngine`, in three modules: this one (the state, the deal and the
turns as they are played), `rami_legal` (legal actions and checks) and `rami_ending` (going
out, Rami, Arrêt, drawn hands and their payments). A turn is: ``draw`` (stock, top discard, or with the
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
  usual 6. Rami Arrêt takes precedence over a player's restock; it does not apply in Rami
  only (`Rules.arret_in_play`), where no hand sheds a card before someone goes out, so every
  stop would be a tie, and the discards are reshuffled as RULES.md says.
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

from game.core.actions import (
    STOCK,
    Action,
    CallRami,
    GoOut,
    LayOff,
    Meld,
    NextHand,
    Restock,
    Stop,
)
from game.core.cards import Card, shuffled_deck
from game.core.engine import CardEngine
from game.core.events import (
    CardDealt,
    CardsCut,
    Discarded,
    Event,
    HandStarted,
    LaidOff,
    Melded,
    RamiCalled,
    Restocked,
    UpcardTurned,
)
from game.core.families.gin import cut_order
from game.core.families.rami_ending import RamiHandEnd
from game.core.families.rami_legal import RamiLegality
from game.core.phase import Phase
from game.core.results import ScoreLine
from game.core.scoring import make_scorer
from game.core.seeds import derive_seed
from game.core.view import PlayerView, TableMeld


def deal_size(rules, seats: int) -> int:
    """Cards dealt to each player: 10 for two, 7 for three or four, 6 for five or six;
    Rami-only deals 10 whenever the deck allows it (up to four players)."""
    if rules.rami_only and seats <= 4:
        return 10
    if seats == 2:
        return 10
    return 7 if seats <= 4 else 6


class RamiEngine(RamiLegality, RamiHandEnd, CardEngine):
    """A whole Rami match for 2 to 6 seats: its state, dealing and playing the turns; the
    legal actions and checks are `RamiLegality`'s, the hand's endings `RamiHandEnd`'s."""

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
                events = self._restock(shuffle=False, seat=seat)
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

    def _restock(self, shuffle: bool, seat: int | None = None) -> list[Event]:
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
        return [Restocked(len(self.stock), seat, shuffled=shuffle)]

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
        if (self.rules.call_in_play and could_lay_off
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
        if self.stock or r.arret_in_play:
            return []
        if self.restocks >= r.restock_cap or (not self.pile):
            return self._void(ScoreLine.of("stock-ran-out", restocks=self.restocks))
        if r.rami_only and len(self.pile) > 1:
            return self._restock(shuffle=True)
        return []


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
