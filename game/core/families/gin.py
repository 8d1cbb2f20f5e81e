"""The Gin family engine: classic, Polish, Gin Only, Oklahoma, three-player and two-deck 003.

Organised by phase, as OpenSpiel's gin_rummy is: each phase has its legal-action list and its
apply step. The differences between variants are read from `Rules` (knock-limit source, first
turn, big gin, deal sizes) and from the match scorer the rules name.

Phases: ``start`` (deal the first hand), ``offer`` (first-turn upcard), ``opening`` (003: the
non-dealer's first discard), ``draw``, ``discard``, ``layoff`` (defender after a knock),
``hand-over`` (deal the next hand) and ``match-over``.
"""

from __future__ import annotations

from collections import Counter

from game.core.actions import (
    DISCARD_PILE,
    DRAW_STOCK,
    NEXT_HAND,
    PASS,
    STOCK,
    TAKE_DISCARD,
    Action,
    BigGin,
    Discard,
    Draw,
    FinishLayoffs,
    Knock,
    LayOff,
    NextHand,
    Pass,
)
from game.core.cards import ALL_CARDS, Card, shuffled_deck
from game.core.engine import CardEngine
from game.core.events import (
    CardDealt,
    CardsCut,
    Discarded,
    Event,
    HandStarted,
    HandVoid,
    Knocked,
    KnockLimitSet,
    LaidOff,
    Passed,
    RetourneTurned,
    RolesAssigned,
    Spread,
    UpcardTurned,
)
from game.core.melds import Arrangement
from game.core.phase import Phase
from game.core.results import ScoreLine
from game.core.scoring import HandResult, make_scorer
from game.core.seeds import derive_seed
from game.core.view import PlayerView, Showdown, TableMeld

Meld = tuple[Card, ...]


# actions are frozen values: one shared Discard/Knock per card saves rebuilding them each turn
_DISCARDS: dict[Card, Discard] = {}
_KNOCKS: dict[Card, Knock] = {}
_DISCARD_OF: tuple[Discard, ...] = tuple(Discard(c) for c in ALL_CARDS)  # by `Card.index`


def knock_limit_of(card: Card) -> int:
    """The knock limit an Oklahoma upcard or a 003 retourne sets: ace = 0 (gin only)."""
    return 0 if card.rank == 1 else min(card.rank, 10)


def cut_order(seed: int, seats: int) -> tuple[list[Card], list[int]]:
    """Cut one card per seat (ties re-cut); returns the cards and seats highest first."""
    attempt = 0
    while True:
        deck = shuffled_deck(derive_seed(seed, f"cut{attempt}"))
        cards = deck[:seats]
        if len({c.rank for c in cards}) == seats:
            order = sorted(range(seats), key=lambda s: -cards[s].rank)
            return cards, order
        attempt += 1


class GinEngine(CardEngine):
    """A whole Gin-family match between two seats at a time (three seats in 004)."""

    def __init__(self, rules, seats: int, seed: int | None = None) -> None:
        super().__init__(rules, seats, seed)
        self.players: tuple[int, ...] = (0, 1)
        self.stock_only = False
        self.knock_limit = rules.knock_limit
        self.doubled = False
        self.retourne: Card | None = None
        self.showdown: dict | None = None

    # ----- helpers ----------------------------------------------------------------------
    @property
    def non_dealer(self) -> int:
        return self.other(self.dealer)

    def other(self, seat: int) -> int:
        """The other playing seat (the first playing seat if `seat` does not play)."""
        first, second = self.players[0], self.players[1]  # two play, in every Gin game
        return second if first == seat else first

    # ----- legal actions ----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        p = self.phase
        if p in ("start", "hand-over"):
            return [NEXT_HAND]
        if p == "offer":
            return [TAKE_DISCARD, PASS]
        if p == "draw":
            acts: list[Action] = [DRAW_STOCK]
            if self.pile and not self.stock_only:
                acts.append(TAKE_DISCARD)
            return acts
        if p in ("discard", "opening"):
            hand = self.hands[self.to_act]
            after = self.solver.after_each_by_index(hand)
            taken, limit = self.taken, self.knock_limit
            if self.rules.decks == 1 and min(after.values()) > limit:
                # the usual turn: no knock anywhere and no card twice, one action per card
                acts = [_DISCARD_OF[c.index] for c in hand if c is not taken]
                if self.rules.big_gin and self.solver.deadwood(hand) == 0:
                    acts.append(BigGin())
                return acts
            acts = []
            seen: set[Card] = set()
            for c in hand:
                if c is taken or c in seen:  # cards are interned
                    continue
                seen.add(c)
                acts.append(_DISCARDS.get(c) or _DISCARDS.setdefault(c, Discard(c)))
                if after[c.index] <= limit:
                    acts.append(_KNOCKS.get(c) or _KNOCKS.setdefault(c, Knock(c)))
            if self.rules.big_gin and self.solver.deadwood(hand) == 0:
                acts.append(BigGin())
            return acts
        if p == "layoff":
            sd = self.showdown
            acts = []
            melds = sd["melds"]
            # a set only takes its rank, a run only its suit: check nothing else in full
            keys = [(self.solver.meld_kind(m), m[0].rank, m[0].suit) for m in melds]
            for c in dict.fromkeys(self.hands[sd["defender"]]):
                for i, meld in enumerate(melds):
                    kind, rank, suit = keys[i]
                    if (c.rank == rank if kind == "set" else c.suit == suit) and \
                            self.solver.can_lay_off(c, meld):
                        acts.append(LayOff(c, i))
            acts.append(FinishLayoffs())
            return acts
        return []

    def check(self, action: Action) -> None:
        p = self.phase
        if p == "match-over":
            self._fail("match-over")
        if self._check_next_hand(action):
            return
        if p == "offer":
            if isinstance(action, Draw) and action.source == DISCARD_PILE or isinstance(action,
                                                                                       Pass):
                return
            self._fail("first-turn-upcard")
        if p == "draw":
            if not isinstance(action, Draw):
                self._fail("draw-first")
            if action.source not in (STOCK, DISCARD_PILE):
                self._fail("draw-source", source=action.source)
            if action.source == DISCARD_PILE:
                if self.stock_only:
                    self._fail("first-turn-both-passed")
                if not self.pile:
                    self._fail("empty-discard-pile")
            return
        if p in ("discard", "opening"):
            self._check_discard_phase(action)
            return
        if p == "layoff":
            self._check_layoff(action)
            return
        self._fail("match-over")

    def _check_discard_phase(self, action: Action) -> None:
        hand = self.hands[self.to_act]
        if isinstance(action, Draw):
            if self.phase == "opening":
                self._fail("opening-discard")
            self._fail("one-draw-per-turn")
        if isinstance(action, Pass):
            self._fail("pass-only-first-turn")
        if isinstance(action, BigGin):
            if not self.rules.big_gin:
                self._fail("big-gin-disabled")
            if self.solver.deadwood(hand) != 0:
                self._fail("big-gin-all-melded")
            return
        if not isinstance(action, (Discard, Knock)):
            self._fail("discard-now", "gin")
        if action.card not in hand:
            self._fail("card-in-hand", card=action.card)
        if action.card == self.taken:
            self._fail("discard-not-just-taken", card=action.card)
        if isinstance(action, Knock):
            rest = list(hand)
            rest.remove(action.card)
            # the optimal arrangement's deadwood is all the check needs (the fast solver path);
            # the arrangement itself is built once, when the knock is applied
            deadwood = self.solver.deadwood(rest) if action.melds is None else \
                self._knock_arrangement(rest, action.melds).deadwood
            limit = self.knock_limit
            if deadwood > limit:
                if limit == 0:
                    self._fail("gin-only", deadwood=deadwood)
                self._fail("knock-limit", deadwood=deadwood, limit=limit)

    def _knock_arrangement(self, rest: list[Card],
                           melds: tuple[Meld, ...] | None) -> Arrangement:
        """The knocker's declared arrangement, checked; the optimal one when none is given."""
        if melds is None:
            return self.solver.best_arrangement(rest)
        left = Counter(rest)
        for meld in melds:
            if self.solver.meld_kind(meld) is None:
                self._fail("meld-shape", cards=tuple(meld))
            left.subtract(meld)
            if any(v < 0 for v in left.values()):
                self._fail("meld-cards-in-hand")
        dead = tuple(sorted(left.elements(), key=lambda c: (c.rank, c.suit)))
        return Arrangement(tuple(self.solver.order_meld(m) for m in melds), dead,
                           self.solver.total(dead))

    def _check_layoff(self, action: Action) -> None:
        sd = self.showdown
        if isinstance(action, FinishLayoffs):
            return
        if not isinstance(action, LayOff):
            self._fail("layoff-phase")
        if action.card not in self.hands[sd["defender"]]:
            self._fail("card-in-hand", card=action.card)
        if not 0 <= action.target < len(sd["melds"]):
            self._fail("layoff-target", target=action.target)
        if not self.solver.can_lay_off(action.card, sd["melds"][action.target]):
            self._fail("layoff-fits", card=action.card)

    # ----- applying ---------------------------------------------------------------------
    def _do(self, action: Action) -> list[Event]:
        p = self.phase
        if isinstance(action, NextHand):
            return self._next_hand()
        seat = self.to_act
        if p == "offer":
            if isinstance(action, Pass):
                if seat == self.non_dealer:
                    self.to_act = self.dealer
                else:
                    self.phase, self.to_act, self.stock_only = Phase.DRAW, self.non_dealer, True
                event = Passed(seat)
                self.hand_events.append(event)
                return [event]
            return self._draw(seat, DISCARD_PILE)
        if p == "draw":
            return self._draw(seat, action.source)
        if p in ("discard", "opening"):
            if isinstance(action, BigGin):
                return self._go_out(seat, None, None, big=True)
            if isinstance(action, Knock):
                return self._go_out(seat, action.card, action.melds)
            return self._discard(seat, action.card)
        if p == "layoff":
            if isinstance(action, LayOff):
                return self._lay_off(action.card, action.target)
            return self._finish_showdown()
        raise AssertionError(p)

    def _choose_first_dealer(self) -> list[Event]:
        how = self.rules.first_dealer
        events: list[Event] = []
        if how == "random":
            self.dealer = derive_seed(self.seed, "dealer") % self.seats
            self.players = ((0, 1) if self.seats == 2
                            else (self.dealer, (self.dealer + 1) % self.seats))
        else:
            cards, order = cut_order(self.seed, self.seats)
            if how == "cut-low":
                order = order[::-1]
            self.dealer = order[0]
            self.players = (order[0], order[1]) if self.seats == 3 else tuple(range(self.seats))
            events.append(CardsCut(tuple(cards), self.dealer))
        self.scorer = make_scorer(self.rules, self.seats, self.dealer)
        if hasattr(self.scorer, "assign_roles") and how != "random":
            self.scorer.assign_roles(order)
        return events

    def _deal(self) -> list[Event]:
        r = self.rules
        seed = self.hand_seed()
        deck = shuffled_deck(seed)
        self.hands = [[] for _ in range(self.seats)]
        self.known = [[] for _ in range(self.seats)]
        self.pile, self.discards_seen = [], []
        self.taken, self.stock_only, self.showdown = None, False, None
        self.upcard = self.retourne = None
        self.doubled = False
        events: list[Event] = [HandStarted(self.deal_no + 1, self.dealer, self.players,
                                           self.hand_commitment())]
        roles = self.scorer.roles(self.dealer, self.players)
        if "box" in roles:
            events.append(RolesAssigned(roles.index("box"), roles.index("captain"),
                                        roles.index("advisor")))
        nd, d = self.non_dealer, self.dealer
        order = [nd, d] * r.hand_size + [nd] * r.non_dealer_extra
        for seat in order:
            card = deck.pop()
            self.hands[seat].append(card)
            events.append(CardDealt(seat, card))
        self.knock_limit = r.knock_limit
        if r.upcard:
            self.upcard = deck.pop()
            self.pile.append(self.upcard)
            self.discards_seen.append(self.upcard)
            events.append(UpcardTurned(self.upcard))
        if r.knock_limit_source == "upcard" and self.upcard is not None:
            self.knock_limit = knock_limit_of(self.upcard)
            self.doubled = r.spade_double and self.upcard.suit == 0
            events.append(KnockLimitSet(self.knock_limit, self.doubled))
        elif r.knock_limit_source == "retourne":
            self.retourne = self._retourne_card()
            self.knock_limit = knock_limit_of(self.retourne)
            events += [RetourneTurned(self.retourne), KnockLimitSet(self.knock_limit)]
        self.stock = deck
        self.to_act = nd
        self.phase = Phase.OFFER if r.first_turn == "upcard-offer" and r.upcard else (
            Phase.OPENING if r.first_turn == "discard-first" else Phase.DRAW)
        return events

    def _retourne_card(self) -> Card:
        """The retourne of this deal: the second deck's cards in turn, one per deal."""
        cycle, pos = divmod(self.deal_no, 52)
        pack = cycle if self.rules.retourne_reshuffle else 0
        card = shuffled_deck(derive_seed(self.seed, f"retourne{pack}"))[pos]
        return Card.of(card.rank, card.suit, 1)  # a card of the second deck, never dealt

    def _draw(self, seat: int, source: str) -> list[Event]:
        event = self._draw_card(seat, source)
        self.stock_only = False
        self.hand_events.append(event)
        return [event]

    def _discard(self, seat: int, card: Card) -> list[Event]:
        self._to_pile(seat, card)
        self.taken = None
        events: list[Event] = [Discarded(seat, card)]
        if len(self.stock) <= self.rules.dead_hand_stock:
            events += [HandVoid(ScoreLine.of("stock-down", cards=len(self.stock)))]
            result = HandResult(None, "void", 0, self.players,
                                tuple(0 for _ in range(self.seats)))
            events += self._score(result, (ScoreLine.of("void-stock-ran-down"),))
        else:
            self.to_act = self.other(seat)
            self.phase = Phase.DRAW
        self.hand_events += events
        return events

    def _go_out(self, seat: int, card: Card | None, melds: tuple[Meld, ...] | None,
                big: bool = False) -> list[Event]:
        events: list[Event] = []
        if card is not None:
            self._to_pile(seat, card)
            events.append(Discarded(seat, card, self.rules.knock_discard_face_down))
        arrangement = self._knock_arrangement(list(self.hands[seat]), melds)
        kind = "big-gin" if big else ("gin" if arrangement.deadwood == 0 else "knock")
        events.append(Knocked(seat, arrangement.melds, arrangement.deadwood_cards,
                              arrangement.deadwood, kind))
        defender = self.other(seat)
        self.showdown = {"knocker": seat, "kind": kind, "melds": [list(m) for m in
                                                                 arrangement.melds],
                         "knocker_dead": arrangement.deadwood_cards,
                         "knocker_dw": arrangement.deadwood, "defender": defender,
                         "defender_hand": tuple(self.hands[defender]), "layoffs": []}
        self.taken = None
        if kind == "knock":
            self.phase, self.to_act = Phase.LAYOFF, defender
            self.hand_events += events
            return events
        self.hand_events += events
        return events + self._finish_showdown()

    def _lay_off(self, card: Card, target: int) -> list[Event]:
        sd = self.showdown
        seat = sd["defender"]
        self._remove(seat, card)
        sd["melds"][target] = list(self.solver.order_meld([*sd["melds"][target], card]))
        sd["layoffs"].append((card, target))
        event = LaidOff(seat, card, target)
        self.hand_events.append(event)
        return [event]

    def _finish_showdown(self) -> list[Event]:
        r = self.rules
        sd = self.showdown
        k, d = sd["knocker"], sd["defender"]
        arrangement = self.solver.best_arrangement(self.hands[d]) if self.hands[d] else \
            Arrangement((), (), 0)
        events: list[Event] = [Spread(d, arrangement.melds, arrangement.deadwood_cards,
                                      arrangement.deadwood)]
        kd, dd = sd["knocker_dw"], arrangement.deadwood
        n_lay = len(sd["layoffs"])
        lines: list[ScoreLine] = []
        if sd["kind"] == "big-gin":
            winner, kind, points = k, "big-gin", r.big_gin_bonus + dd
            lines.append(ScoreLine.of("big-gin", k, d, bonus=r.big_gin_bonus, deadwood=dd,
                                      points=points))
        elif sd["kind"] == "gin":
            winner, kind, points = k, "gin", r.gin_bonus + dd
            lines.append(ScoreLine.of("gin", k, d, bonus=r.gin_bonus, deadwood=dd,
                                      points=points))
        else:
            lines.append(ScoreLine.of("knock", k, deadwood=kd))
            lines.append(ScoreLine.of("layoffs", d, cards=n_lay, deadwood=dd,
                                      laid=tuple(card for card, _t in sd["layoffs"])))
            if dd < kd or (dd == kd and r.tie_is_undercut):
                winner, kind, points = d, "undercut", r.undercut_bonus + kd - dd
                lines.append(ScoreLine.of("undercut", d, bonus=r.undercut_bonus,
                                          knocker=kd, defender=dd, points=points))
            else:
                winner, kind, points = k, "knock", dd - kd
                lines.append(ScoreLine.of("knock-points", k, knocker=kd, defender=dd,
                                          points=points))
        boxes = 1
        if self.doubled:
            points, boxes = points * 2, 2
            lines.append(ScoreLine.of("spade-double", points=points))
        deadwood = [0] * self.seats
        deadwood[k], deadwood[d] = kd, dd
        result = HandResult(winner, kind, points, self.players, tuple(deadwood), boxes)
        events += self._score(result, tuple(lines))
        self.hand_events += events
        return events

    def _score(self, result: HandResult, lines: tuple[ScoreLine, ...]) -> list[Event]:
        pts = [0] * self.seats
        if result.winner is not None:
            pts[result.winner] = result.points
        return self._hand_scored(result, pts, result.deadwood or (0,) * self.seats, lines)

    # ----- views ------------------------------------------------------------------------
    def _showdown_fields(self) -> tuple[Showdown | None, tuple[TableMeld, ...]]:
        """The view's `showdown` and `table_melds` (None and () before a knock)."""
        sd = self.showdown
        if sd is None:
            return None, ()
        showdown = Showdown(sd["knocker"], sd["kind"], tuple(tuple(m) for m in sd["melds"]),
                            tuple(sd["knocker_dead"]), sd["defender"],
                            tuple(self.hands[sd["defender"]]), tuple(sd["layoffs"]))
        return showdown, tuple(TableMeld(sd["knocker"], tuple(m)) for m in sd["melds"])

    def lazy_view(self, seat: int) -> PlayerView:
        """As `CardEngine.lazy_view`, with the showdown and the table's melds copied at once
        while there is a showdown (what a player laying off reads)."""
        view = CardEngine.lazy_view(self, seat)
        if self.showdown is not None:
            showdown, table = self._showdown_fields()
            view.__dict__.update(showdown=showdown, table_melds=table)
        return view

    def view(self, seat: int) -> PlayerView:
        showdown, table = self._showdown_fields()
        return self._view(
            seat,
            taken_card=self.taken if self.to_act == seat else None,
            knock_limit=self.knock_limit, retourne=self.retourne,
            table_melds=table, showdown=showdown,
            doubled=self.doubled, stock_only=self.stock_only,
            advised_hand=self._advised_hand(seat),
        )

    def _advised_hand(self, seat: int) -> tuple[Card, ...]:
        """004: the captain's hand, for the advisor's eyes only, when the rules allow it."""
        if (not self.rules.advisor_sees_captain or self.scorer is None
                or seat in self.players or not 0 <= seat < self.seats):
            return ()
        roles = self.scorer.roles(self.dealer, self.players)
        if roles[seat] != "advisor" or "captain" not in roles:
            return ()
        return tuple(self.hands[roles.index("captain")])
