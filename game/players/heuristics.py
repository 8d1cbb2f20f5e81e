"""Shared, view-only helpers for the computer players: the solver for the view's rules and
simple decisions every level builds on (best discard, whether a card helps, lay-offs)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from game.core.actions import DISCARD_PILE, Action, BigGin, Discard, FinishLayoffs, Knock, LayOff
from game.core.cards import ALL_CARDS, Card
from game.core.events import Discarded, Drew, Passed, UpcardTurned
from game.core.melds import MeldSolver, rules_solver
from game.core.view import PlayerView


def solver(view: PlayerView) -> MeldSolver:
    return rules_solver(view.rules)


def best_discard(view: PlayerView, hand: Sequence[Card], legal: Sequence[Action]) -> Card:
    """The legal discard leaving the least deadwood; ties break towards the highest card."""
    action = best_discard_action(view, hand, legal)
    return None if action is None else action.card


def best_discard_action(view: PlayerView, hand: Sequence[Card],
                        legal: Sequence[Action]) -> Discard | None:
    """`best_discard` as the `Discard` object of `legal` (the runner recognises its own
    listed objects by identity and skips checking them again)."""
    s = solver(view)
    after = s.after_each_by_index(list(hand))
    ties = _tie_order(s.values)
    best, best_key = None, None
    for a in legal:
        if type(a) is Discard:
            i = a.card.index
            key = after[i] * 128 + ties[i]
            if best_key is None or key < best_key:
                best, best_key = a, key
    return best


@cache
def _tie_order(values: tuple[int, ...]) -> tuple[int, ...]:
    """Per card index (both decks), its place among equal-deadwood discards: the highest
    value first, then the highest rank, then the lowest suit (a card of either deck alike,
    so the first listed of two identical cards wins): one int compare per card."""
    key = [(-values[c.rank - 1], -c.rank, c.suit) for c in ALL_CARDS]
    order = {k: n for n, k in enumerate(sorted(set(key)))}
    return tuple(order[k] for k in key)


def listed_discard(legal: Sequence[Action], card: Card) -> Discard:
    """The `Discard` of `card` as listed in `legal` (a new one if it is not listed)."""
    for a in legal:
        if type(a) is Discard and a.card is card:
            return a
    return Discard(card)


def deadwood_if_taken(view: PlayerView, card: Card) -> int:
    """Deadwood after taking `card` and making the best discard (not `card` itself)."""
    s = solver(view)
    hand = [*view.hand, card]
    after = s.after_each_by_index(hand)
    taken = card.index  # cards are equal when their indexes are
    return min(after[c.index] for c in hand if c.index != taken)


_LAYOFF_PLANS: dict[tuple, list[tuple[Card, int]]] = {}


def layoff_plan_action(view: PlayerView, legal: Sequence[Action]) -> Action:
    """The next step of the optimal lay-off plan, or finish.

    The plan is made once per showdown (from the hand and melds before the first lay-off)
    and then followed step by step."""
    sd = view.showdown
    if sd is None or not any(isinstance(a, LayOff) for a in legal):
        return FinishLayoffs()
    laid = [card for card, _ in sd.layoffs]
    melds = tuple(tuple(c for c in m.cards if c not in laid) for m in view.table_melds)
    start = tuple(sorted([*view.hand, *laid], key=lambda c: c.index))
    key = (view.rules.card_values(), view.rules.turning_ace, start, melds)
    plan = _LAYOFF_PLANS.get(key)
    if plan is None:
        if len(_LAYOFF_PLANS) > 256:
            _LAYOFF_PLANS.clear()
        plan = solver(view).layoff_plan(list(start), [list(m) for m in melds])
        _LAYOFF_PLANS[key] = plan
    for card, target in plan:
        if card in laid:
            continue
        action = LayOff(card, target)
        if action in legal:
            return action
        break  # off the plan (the player laid off by hand): plan afresh from here
    else:
        return FinishLayoffs()
    fresh = solver(view).layoff_plan(list(view.hand), [list(m.cards) for m in
                                                       view.table_melds])
    for card, target in fresh:
        action = LayOff(card, target)
        if action in legal:
            return action
    return FinishLayoffs()


def own_discard_on_top(view: PlayerView) -> bool:
    """Whether the pile's top card is one this seat threw away since the stock was last drawn
    from (taking it back could start a round of cards passed back and forth for ever)."""
    top = view.discard_top
    if top is None:
        return False
    thrown: set[Card] = set()
    for e in view.events:
        if isinstance(e, Drew) and e.source != DISCARD_PILE:
            thrown.clear()
        elif isinstance(e, Discarded) and e.seat == view.seat and e.card is not None:
            thrown.add(e.card)
    return top in thrown


def going_out(legal: Sequence[Action]) -> list[Action]:
    """The going-out actions on offer (big gin first, then gins/knocks)."""
    return [a for a in legal if isinstance(a, BigGin)] + [a for a in legal
                                                          if isinstance(a, Knock)]


# ----- what a seat knows about the table (gin family) ----------------------------------------
DECK: tuple[Card, ...] = tuple(Card.of(rank, suit) for suit in range(4) for rank in range(1, 14))
BIT_CARD: dict[int, Card] = {c.bit: c for c in DECK}


def mask_of(cards: Sequence[Card]) -> int:
    mask = 0
    for c in cards:
        mask |= c.bit
    return mask


def bits_of(mask: int) -> list[int]:
    """The single-bit masks set in `mask`."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


class Knowledge:
    """What one seat can deduce in a two-player gin hand from its view and the hand's events:
    the opponent, the cards it took from the pile and holds, what it discarded or declined,
    the cards still on the pile and the unseen pool (stock plus the opponent's unknown cards).
    """

    __slots__ = ("opp", "opp_known", "opp_discards", "opp_declined", "opp_picks", "pile",
                 "pool", "opp_unknown", "opp_stock_draws", "my_turns")

    def __init__(self, view: PlayerView) -> None:
        me = view.seat
        others = [s for s in view.players if s != me]
        self.opp = opp = others[0] if others else me
        self.opp_known = tuple(view.known_cards[opp]) if opp < len(view.known_cards) else ()
        self.opp_discards: list[Card] = []
        self.opp_declined: list[Card] = []
        self.opp_picks: list[Card] = []
        self.opp_stock_draws = 0
        self.my_turns = 0
        pile: list[Card] = []
        for e in view.events:
            if isinstance(e, Drew):
                if e.source == DISCARD_PILE:
                    if pile:
                        pile.pop()
                    if e.seat == opp and e.card is not None:
                        self.opp_picks.append(e.card)
                else:
                    if e.seat == opp:
                        self.opp_stock_draws += 1
                        if pile:
                            self.opp_declined.append(pile[-1])
                if e.seat == me:
                    self.my_turns += 1
            elif isinstance(e, Discarded):
                if e.card is not None:
                    pile.append(e.card)
                    if e.seat == opp:
                        self.opp_discards.append(e.card)
            elif isinstance(e, UpcardTurned):
                pile.append(e.card)
            elif isinstance(e, Passed):
                if e.seat == opp and pile:
                    self.opp_declined.append(pile[-1])
        self.pile = pile
        seen = mask_of(view.hand) | mask_of(pile) | mask_of(self.opp_known)
        self.pool = [c for c in DECK if not c.bit & seen]
        size = view.hand_sizes[opp] if opp < len(view.hand_sizes) else 0
        self.opp_unknown = max(0, size - len(self.opp_known))

    def holding_weights(self, turning: bool = False) -> list[float]:
        """Relative likelihood that the opponent holds each pool card: less near what it threw
        away or let go by, more near what it picked up."""
        def near(a: Card, b: Card) -> int:
            if a.suit != b.suit:
                return 0
            d = abs(a.rank - b.rank)
            if turning:
                d = min(d, 13 - d)
            return d

        # per kind of evidence: the factor for a card of the same rank, then for one 1 and 2
        # steps away in the same suit
        evidence = ((self.opp_discards, 0.55, 0.6, 0.8),
                    (self.opp_declined, 0.7, 0.75, 0.9),
                    (self.opp_known, 2.5, 2.2, 1.5))
        weights = []
        for c in self.pool:
            w = 1.0
            for cards, same_rank, step1, step2 in evidence:
                for x in cards:
                    if x.rank == c.rank:
                        w *= same_rank
                    else:
                        d = near(c, x)
                        w *= step1 if d == 1 else step2 if d == 2 else 1.0
            weights.append(w)
        return weights


@lru_cache(maxsize=4)
def meld_partners(turning: bool) -> dict[int, tuple[int, tuple[int, ...]]]:
    """Per card bit: (mask of the same rank's other cards, masks of the card pairs that make a
    run of three with it)."""
    out: dict[int, tuple[int, tuple[int, ...]]] = {}
    for c in DECK:
        same = 0
        for s in range(4):
            if s != c.suit:
                same |= 1 << (s * 13 + c.rank - 1)

        def bit(rank: int, suit: int = c.suit) -> int | None:
            if 1 <= rank <= 13:
                return 1 << (suit * 13 + rank - 1)
            if turning:
                return 1 << (suit * 13 + (rank - 1) % 13)
            return None

        pairs = []
        for a, b in ((-1, 1), (-2, -1), (1, 2)):
            ba, bb = bit(c.rank + a), bit(c.rank + b)
            if ba is not None and bb is not None:
                pairs.append(ba | bb)
        out[c.bit] = (same, tuple(pairs))
    return out


def can_meld(card: Card, hand_mask: int, turning: bool = False) -> bool:
    """Whether `card` would sit in a meld with two cards of the hand (mask)."""
    same, pairs = meld_partners(turning)[card.bit]
    if (hand_mask & same).bit_count() >= 2:
        return True
    return any(hand_mask & p == p for p in pairs)
