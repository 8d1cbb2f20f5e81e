"""The engine protocol shared by every rule family (`game.core.families` picks the family).

An engine is a state machine over a whole match: `legal_actions()` lists what the seat to act
may do, `apply(action)` checks the action, changes the state and returns the events. An illegal
action raises `IllegalActionError` naming the rule, with the state untouched (every check runs
before the first change). The match is fixed by its seed: `replay(rules, seats, seed, actions)`
rebuilds it exactly (`game.core.families.replay`).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Iterable
from typing import Any

from game.core.actions import STOCK, Action, NextHand
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import (
    Drew,
    Event,
    HandScored,
    MatchOver,
    MatchStarted,
    SeedRevealed,
    redact,
)
from game.core.lazy_view import LazyView
from game.core.melds import rules_solver
from game.core.phase import Phase
from game.core.scoring import HandResult
from game.core.seeds import commitment, derive_seed, fresh_seed, match_commitment
from game.core.view import PlayerView, Showdown, TableMeld
from game.variants.rules import Rules


class Engine:
    """Common bookkeeping: seeds, the action log, the event log, legality checks, cloning."""

    def __init__(self, rules: Rules, seats: int, seed: int | None = None) -> None:
        if not rules.min_players <= seats <= rules.max_players:
            raise IllegalActionError("player-count", variant=rules.variant,
                                     low=rules.min_players, high=rules.max_players, seats=seats)
        self.rules = rules
        self.seats = seats
        self.seed = fresh_seed() if seed is None else int(seed)
        self.log: list[Action] = []
        self.events: list[Event] = []      # every event of the match, unredacted
        self.hand_events: list[Event] = []  # the current hand's events
        self.deal_no = 0
        self.phase = Phase.START
        self.to_act: int | None = None

    # ----- the protocol -----------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def check(self, action: Action) -> None:
        """Raise `IllegalActionError` if `action` is not allowed now."""
        raise NotImplementedError

    def _do(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, seat: int) -> PlayerView:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        return self.phase == "match-over"

    def apply(self, action: Action) -> list[Event]:
        """Play `action` for the seat to act; returns the events, or raises with no change.
        An action `vouch_for` named just before is applied without checking it again."""
        vouched = self.__dict__.pop("_vouched", None)  # good for this one call only
        if self.is_over:
            raise IllegalActionError("match-over")
        if vouched is not action:
            self.check(action)
        events = self._do(action)
        self.log.append(action)
        self.events.extend(events)
        return events

    def vouch_for(self, action: Action) -> None:
        """The next `apply` of this very object skips the check: the match runner says so of
        an answer equal to one of the actions `legal_actions()` listed for this state (any
        other `apply` first, or another object, and the check runs as usual)."""
        self.__dict__["_vouched"] = action

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def clone(self) -> Engine:
        """An independent copy (for look-ahead); cards stay interned."""
        return copy.deepcopy(self)

    def events_for(self, seat: int | None, events: Iterable[Event]) -> list[Event]:
        """Events as `seat` may see them."""
        return [redact(e, seat) for e in events]

    def hand_events_for(self, seat: int | None) -> tuple[Event, ...]:
        """This hand's events as `seat` may see them, redacted once and extended as the hand
        grows (views are built every decision; re-redacting the whole hand was the hot spot)."""
        cache = self.__dict__.setdefault("_redacted_cache", {})
        src = self.hand_events
        entry = cache.get(seat)
        if entry is None or entry[0] is not src or len(entry[1]) > len(src):
            entry = (src, [])
            cache[seat] = entry
        done = entry[1]
        if len(done) < len(src):
            done += [redact(e, seat) for e in src[len(done):]]
        return tuple(done)

    def view_rules(self) -> Rules:
        """The rules as handed out in views: a copy, never the engine's own object, so a
        player that forces a change into its view's (frozen) rules changes nothing here; a
        copy found changed is replaced."""
        shown = self.__dict__.get("_view_rules")
        if shown is None or shown != self.rules:
            shown = copy.copy(self.rules)
            self.__dict__["_view_rules"] = shown
        return shown

    def trusted_rules(self) -> Rules:
        """The rules as handed to the game's own players (lazy views): a copy of its own,
        made once and never handed to other code, so no check for changes is needed (the
        equality check of `view_rules` was a sizeable part of every decision)."""
        shown = self.__dict__.get("_trusted_rules")
        if shown is None or shown[0] is not self.rules:
            shown = self.__dict__["_trusted_rules"] = (self.rules, copy.copy(self.rules))
        return shown[1]

    # ----- seeds ------------------------------------------------------------------------
    def hand_seed(self, deal_no: int | None = None) -> int:
        """The seed of deal `deal_no` (this deal by default); this deal's is kept, since the
        deal, its commitment and its reveal each ask for it."""
        no = self.deal_no if deal_no is None else deal_no
        kept = self.__dict__.get("_hand_seed")
        if kept is None or kept[0] != no or kept[1] != self.seed:
            kept = self.__dict__["_hand_seed"] = (no, self.seed, derive_seed(self.seed, no))
        return kept[2]

    def hand_commitment(self) -> str:
        return commitment(self.hand_seed())


_new_lazy = object.__new__


class CardEngine(Engine):
    """What both rule families (Gin, Rami) keep the same way: hands, stock, discard pile and
    the cards each seat is known to hold; drawing and discarding; the deal of the next hand;
    scoring a finished hand; and the fields of a `PlayerView` they fill alike.

    A family sets `players` and implements `_choose_first_dealer()` (the events of the match
    start; sets `dealer`, `players` and `scorer`) and `_deal()`.
    """

    def __init__(self, rules: Rules, seats: int, seed: int | None = None) -> None:
        super().__init__(rules, seats, seed)
        self.solver = rules_solver(rules)
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(seats)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        self.discards_seen: list[Card] = []
        self.known: list[list[Card]] = [[] for _ in range(seats)]
        self.taken: Card | None = None      # card taken from the pile this turn
        self.upcard: Card | None = None
        self.last_result: HandResult | None = None
        self.scorer = None

    def _fail(self, rule: str, case: str = "", **values) -> None:
        """Refuse the action: `rule` broken (in the way `case` names), with the values the
        player's sentence needs (see `game.core.results.Refusal`)."""
        raise IllegalActionError(rule, case, **values)

    def _check_next_hand(self, action: Action) -> bool:
        """The checks about dealing: between hands only `NextHand`, during a hand never.
        True when `action` is the deal between hands (nothing more to check)."""
        if self.phase in ("start", "hand-over"):
            if not isinstance(action, NextHand):
                self._fail("hand-over")
            return True
        if isinstance(action, NextHand):
            self._fail("hand-in-progress")
        return False

    # ----- cards moving -----------------------------------------------------------------
    def _draw_card(self, seat: int, source: str) -> Drew:
        """`seat` takes the stock's or the pile's top card; the discard phase follows."""
        if source == STOCK:
            card = self.stock.pop()
            self.taken = None
        else:
            card = self.pile.pop()
            self.taken = card
            self.known[seat].append(card)
        self.hands[seat].append(card)
        self.phase = Phase.DISCARD
        return Drew(seat, source, card)

    def _remove(self, seat: int, card: Card) -> None:
        hand = self.hands[seat]
        for i, held in enumerate(hand):  # cards are interned: found by identity at once
            if held is card:
                del hand[i]
                break
        else:
            hand.remove(card)
        known = self.known[seat]
        if known and card in known:
            known.remove(card)

    def _to_pile(self, seat: int, card: Card) -> None:
        """`seat` discards `card` face up onto the pile."""
        self._remove(seat, card)
        self.pile.append(card)
        self.discards_seen.append(card)

    # ----- hands ------------------------------------------------------------------------
    def _choose_first_dealer(self) -> list[Event]:
        raise NotImplementedError

    def _deal(self) -> list[Event]:
        raise NotImplementedError

    def _next_hand(self) -> list[Event]:
        """Start the match (first dealer) or pass the deal as the scorer says; then deal."""
        events: list[Event] = []
        if self.phase == "start":
            events.append(MatchStarted(self.seats, self.rules.variant,
                                       match_commitment(self.seed)))
            events += self._choose_first_dealer()
        else:
            self.dealer, self.players = self.scorer.next_deal(self.dealer, self.players,
                                                              self.last_result)
            self.deal_no += 1
        events += self._deal()
        self.hand_events = list(events)
        return events

    def _hand_scored(self, result: HandResult, points, deadwood,
                     lines) -> list[Event]:
        """Record a finished hand with the scorer: the `HandScored` event (per seat `points`
        and `deadwood`), the seed reveal and what the scorer adds; the hand is over."""
        self.last_result = result
        follow = [dataclasses.replace(e, seed=self.seed) if isinstance(e, MatchOver) else e
                  for e in self.scorer.record(result)]
        events: list[Event] = [
            HandScored(result.winner, result.kind, tuple(points), tuple(deadwood),
                       tuple(lines), tuple(self.scorer.totals)),
            SeedRevealed(self.deal_no + 1, self.hand_seed()),
            *follow,
        ]
        self.phase = Phase.MATCH_OVER if self.scorer.over else Phase.HAND_OVER
        self.to_act = None
        return events

    # ----- views ------------------------------------------------------------------------
    def lazy_view(self, seat: int) -> PlayerView:
        """`seat`'s view with only the fields every player reads copied now, the rest on
        first read (see `game.core.lazy_view`: for trusted players only, closed after use)."""
        shown = self.__dict__.get("_trusted_rules")
        rules = shown[1] if shown is not None and shown[0] is self.rules else \
            self.trusted_rules()
        pile = self.pile
        view = _new_lazy(LazyView)  # as `LazyView.of`, without its keyword arguments
        view.__dict__.update({
            "seat": seat, "rules": rules, "phase": self.phase, "to_act": self.to_act,
            "hand": tuple(self.hands[seat]) if 0 <= seat < self.seats else (),
            "discard_top": pile[-1] if pile else None, "_build": self.view})
        return view

    def _view(self, seat: int, *, taken_card: Card | None, knock_limit: int,
              retourne: Card | None, table_melds: tuple[TableMeld, ...],
              showdown: Showdown | None, advised_hand: tuple[Card, ...] = (),
              **family: Any) -> PlayerView:
        """`seat`'s `PlayerView`: the fields both families fill alike, plus the given ones
        (`family`: the family's own typed fields, e.g. `stock_only` or `turns_done`)."""
        scorer = self.scorer
        n = self.seats
        return PlayerView.build(
            seat=seat, rules=self.view_rules(), phase=self.phase, to_act=self.to_act, num_seats=n,
            players=tuple(self.players), dealer=self.dealer, hand_no=self.deal_no + 1,
            hand=tuple(self.hands[seat]) if 0 <= seat < n else (),
            hand_sizes=tuple(len(h) for h in self.hands), stock_size=len(self.stock),
            discard_top=self.pile[-1] if self.pile else None, discard_size=len(self.pile),
            discards_seen=tuple(self.discards_seen),
            known_cards=tuple(tuple(k) for k in self.known),
            taken_card=taken_card, knock_limit=knock_limit, upcard=self.upcard,
            retourne=retourne, table_melds=table_melds, showdown=showdown,
            totals=tuple(scorer.totals) if scorer else (0,) * n,
            hands_won=tuple(scorer.hands_won) if scorer else (0,) * n,
            roles=scorer.roles(self.dealer, self.players) if scorer else ("",) * n,
            match_over=self.is_over,
            score=scorer.snapshot() if scorer else None,
            events=self.hand_events_for(seat),
            advised_hand=advised_hand,
            **family,
        )
