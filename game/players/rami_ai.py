"""The computer's Rami (002) play, shared by the easy, medium and hard players.

`rami_choose(view, legal, rng, careful)` reads only the player view and always returns one of
the legal actions. It goes out whenever a plan for this turn empties the hand (melds, lay-offs
on any table meld, then at most one discard); otherwise it takes the top discard only when the
card joins a meld or can be laid off at once, lays its melds and lay-offs (the careful player
holds everything back until it can go out at once, a Rami), and discards the
costliest card it has no use for, avoiding cards that fit table melds (a gift to the next
player, and a "Rami!" call when that option is on) or the next player's known cards. It calls
"Rami!" whenever it may.

In Rami Arrêt a hand that reaches an empty stock can stop on card count: every level then
stops when it holds the fewest cards, unless the top discard takes it out at once
(going out is paid in points, a Stop only in cards), and the careful player stops holding its
melds for a Rami once the stock is down to its last card (`stop_near`) and lays them down,
since every card in hand is paid at a Stop (a play-tester's hint kept 7-7-7 in hand for a Rami
one turn before the hand stopped).

The careful player (hard) also counts cards: its discard never breaks a meld and keeps the
cards with the most live outs (the cards that would make a new meld with them and are not yet
on the table, in the discards or taken by another seat), dropping the one with the fewest,
costliest first, even when an opponent is close to going out.

Once the discard pile has been turned over into the stock, every level discards that way,
and in any order among the cards no one can use: the stock then holds only cards discarded
before, so a card never seen lies in another hand (`dead_cards`). Throwing the costliest card
there, each seat threw back the card it drew while the pairs waited for each other's cards
until the restocks ran out (four medium players: 44 of 200 hands void, 1 since).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

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
from game.core.cards import Card, new_deck
from game.core.families.rami_legal import MeldCards, fits
from game.core.melds import MeldSolver, rules_solver
from game.core.view import PlayerView


def _extend(meld: Sequence[Card], card: Card) -> MeldCards:
    return tuple(sorted([*meld, card], key=lambda c: (c.rank, c.suit)))


def rami_choose(view: PlayerView, legal: Sequence[Action], rng: random.Random,
                careful: bool) -> Action:
    """One legal action for the Rami family (see the module docstring)."""
    legal = list(legal)
    if len(legal) == 1:
        return legal[0]
    if NextHand() in legal:
        return NextHand()
    phase = view.phase
    if CallRami() in legal:
        return CallRami()
    if phase == "call-layoff":
        return next((a for a in legal if isinstance(a, LayOff)), legal[0])
    if phase in ("call-discard",):
        return _discard(view, legal, rng, careful)
    if phase == "draw":
        return _draw(view, legal)
    if phase == "discard":
        return _play(view, legal, rng, careful)
    if DeclineCall() in legal:
        return DeclineCall()
    return legal[0]


# ----- drawing -----------------------------------------------------------------------------
def _others(view: PlayerView) -> list[int]:
    return [s for s in range(view.num_seats) if s != view.seat]


def stop_near(view: PlayerView) -> bool:
    """Rami Arrêt with the stock empty or at its last card: the next seats may stop the hand
    on card count before this one can lay anything more down. Laying the melds down then
    (hard, three easy seats, 150 matches of 4 players, seeds 7 and 11) won 99 and 108 matches
    against 97 and 102 holding them, 33,620 and 39,681 points against 30,931 and 35,061;
    from a stock shorter than the seats (two cards and more at 4 players): 90 and 30,547 on
    seed 7 (holding for the Rami is worth more while the stock lasts)."""
    return view.rules.family == "rami" and view.rules.arret_in_play and view.stock_size <= 1


def holds_fewest(view: PlayerView) -> bool:
    """No other seat holds fewer cards: a Stop now wins (shared on a tie)."""
    return len(view.hand) <= min(view.hand_sizes[s] for s in _others(view))


def out_with(view: PlayerView, card: Card) -> bool:
    """Taking `card` from the pile lets this seat empty its hand this turn (melds, lay-offs on
    any meld, then one discard that is not `card`)."""
    s = rules_solver(view.rules)
    turns = view.turns_done
    may_lay_off = bool(turns) and turns[view.seat] >= 1 and not view.rules.rami_only
    table = [tuple(m.cards) for m in view.table_melds]
    for arr in s.all_arrangements([*view.hand, card])[:6]:
        dead = list(arr.deadwood_cards)
        grown = table + [tuple(m) for m in arr.melds]
        changed = may_lay_off
        while changed and dead:
            changed = False
            for c in list(dead):
                i = next((i for i, m in enumerate(grown) if fits(c, m)), None)
                if i is not None:
                    grown[i] = _extend(grown[i], c)
                    dead.remove(c)
                    changed = True
        if (not dead and not view.rules.go_out_on_discard) or (
                len(dead) == 1 and dead[0] != card):
            return True
    return False


def _draw(view: PlayerView, legal: list[Action]) -> Action:
    me = view.seat
    take = Draw(DISCARD_PILE)
    if Stop() in legal:
        top = view.discard_top
        if take in legal and top is not None and out_with(view, top):
            return take   # going out is paid in points: more than a Stop's card count
        if holds_fewest(view) or take not in legal:
            return Stop()
        return take
    top = view.discard_top
    if take in legal and top is not None and _useful(view, top, me):
        return take
    if Draw(STOCK) in legal:
        return Draw(STOCK)
    if Restock() in legal:
        return Restock()
    return take if take in legal else legal[0]


def _useful(view: PlayerView, card: Card, me: int) -> bool:
    """The card joins a meld of the best arrangement, or can be laid off this very turn."""
    s = rules_solver(view.rules)
    hand = list(view.hand)
    if s.deadwood([*hand, card]) < s.deadwood(hand) + s.value(card):
        return True
    turns = view.turns_done
    may_lay_off = bool(turns) and turns[me] >= 1 and not view.rules.rami_only
    return may_lay_off and any(fits(card, m.cards) for m in view.table_melds)


# ----- a turn's play -----------------------------------------------------------------------
def _play(view: PlayerView, legal: list[Action], rng: random.Random, careful: bool) -> Action:
    for a in legal:
        if isinstance(a, GoOut):
            return a
    s = rules_solver(view.rules)
    hand = list(view.hand)
    melds_legal = {frozenset(a.cards): a for a in legal if isinstance(a, Meld)}
    layoffs_legal = {(a.card, a.target): a for a in legal if isinstance(a, LayOff)}
    may_lay_off = bool(layoffs_legal) or (view.turns_done or (0,) * 8)[view.seat] >= 1
    step = _out_plan_step(view, s, hand, may_lay_off, melds_legal, layoffs_legal, legal)
    if step is not None:
        return step
    if not melds_legal and not layoffs_legal:
        return _discard(view, legal, rng, careful)
    arr = s.best_arrangement(hand)
    if careful and not stop_near(view) and _hold_for_rami(view, s, hand, arr):
        return _discard(view, legal, rng, careful)
    for meld in arr.melds:
        action = melds_legal.get(frozenset(meld))
        if action is not None:
            return action
    table = [m.cards for m in view.table_melds]
    for card in sorted(arr.deadwood_cards, key=lambda c: -s.value(c)):
        for i, meld in enumerate(table):
            action = layoffs_legal.get((card, i))
            if action is not None and fits(card, meld):
                return action
    return _discard(view, legal, rng, careful)


def _hold_for_rami(view: PlayerView, s: MeldSolver, hand: list[Card], arr) -> bool:
    """The careful player keeps every card in hand until it can go out in one turn, which is
    then a Rami, paid double by every other seat: measured against three `easy` players in
    4-player Rami it wins 86 % of matches holding (30 % laying down as soon as it could, or
    holding only while a Rami was close), 98 % in 2-player, and more with every option; what
    it pays when another seat goes out first is far less than what its Ramis bring in. Once it
    has laid something down (a lay-off after a "Rami!" call) it plays like the others."""
    has_laid = view.has_laid
    return not (has_laid and has_laid[view.seat])


def _out_plan_step(view: PlayerView, s: MeldSolver, hand: list[Card], may_lay_off: bool,
                   melds_legal: dict, layoffs_legal: dict, legal: list[Action]) -> Action | None:
    """The first step of a way to empty the hand this turn, if there is one."""
    god = view.rules.go_out_on_discard
    taken = view.taken_card
    table = [tuple(m.cards) for m in view.table_melds]
    for arr in s.all_arrangements(hand)[:6]:
        dead = sorted(arr.deadwood_cards, key=lambda c: -s.value(c))
        if len(dead) > 1 and not may_lay_off:
            continue
        melds = list(arr.melds)
        grown = table + [tuple(m) for m in melds]
        layoffs: list[tuple[Card, int]] = []
        if may_lay_off:
            changed = True
            while changed and dead:
                changed = False
                for card in list(dead):
                    for i, meld in enumerate(grown):
                        if fits(card, meld):
                            grown[i] = _extend(meld, card)
                            layoffs.append((card, i))
                            dead.remove(card)
                            changed = True
                            break
        discard: Card | None = None
        if len(dead) == 1:
            discard = dead[0]
        elif dead:
            continue
        elif god:
            # keep one card back for the final discard: an unneeded lay-off or a spare card
            if layoffs and layoffs[-1][0] != taken:
                discard = layoffs.pop()[0]
            else:
                for k, meld in enumerate(melds):
                    if len(meld) < 4:
                        continue
                    is_set = len({c.rank for c in meld}) == 1
                    spare = [c for c in (meld if is_set else (meld[0], meld[-1]))
                             if c != taken]
                    if spare:
                        discard = spare[0]
                        melds[k] = tuple(c for c in meld if c != discard)
                        break
                if discard is None:
                    continue
        if discard is not None and discard == taken:
            continue
        if melds:
            action = melds_legal.get(frozenset(melds[0]))
            if action is not None:
                return action
            continue
        if layoffs:
            action = layoffs_legal.get(layoffs[0])
            if action is not None:
                return action
            continue
        if discard is not None and Discard(discard) in legal:
            return Discard(discard)
    return None


# ----- discarding --------------------------------------------------------------------------
def _discard(view: PlayerView, legal: list[Action], rng: random.Random,
             careful: bool = False) -> Action:
    cards = [a.card for a in legal if isinstance(a, Discard)]
    if not cards:
        return legal[0]
    if careful or view.restocks:
        # once the stock has been turned over every player counts cards: it holds only
        # cards discarded before, so a pair waiting for a card in another hand is thrown
        # and a card with live outs in the stock kept (throwing the costliest card, four
        # medium players drew and threw the same cards round after round while their pairs
        # waited for each other's: 44 of 200 hands void once the restocks ran out)
        return Discard(_careful_discard(view, cards, rng))
    s = rules_solver(view.rules)
    hand = list(view.hand)
    after = s.deadwood_after_each_discard(hand)
    table = [m.cards for m in view.table_melds]
    me = view.seat
    nxt = (me + 1) % view.num_seats
    watched = view.known_cards[nxt] if nxt < len(view.known_cards) else ()
    call_option = view.rules.call_in_play
    penalty_fit = 25 if call_option else 12

    def score(card: Card) -> tuple:
        value = s.value(card)
        cost = after.get(card, 0)
        if any(fits(card, m) for m in table):
            cost += penalty_fit
        if any(k.rank == card.rank or (k.suit == card.suit and abs(k.rank - card.rank) <= 2)
               for k in watched):
            cost += 5
        partners = sum(1 for c in hand if c is not card and (
            c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2)))
        cost += 3 * min(partners, 2)
        return (cost, -value, rng.random())

    return Discard(min(cards, key=score))


def dead_cards(view: PlayerView) -> set[Card]:
    """Cards this seat can no longer draw or use in a meld of its own: those in table melds,
    discarded this hand (the pile's top excepted) or taken by another seat. Once the discard
    pile has been turned over into the stock (`restocks`) the discards can be drawn again,
    and every card in the stock was once discarded face up: a card never seen lies in
    another hand, where it comes back only as that player's discard."""
    dead = {c for m in view.table_melds for c in m.cards}
    if view.restocks:
        seen = {*dead, *view.discards_seen, *view.hand}
        dead.update(c for c in new_deck(view.rules.decks) if c not in seen)
    else:
        dead.update(view.discards_seen)
    for seat, known in enumerate(view.known_cards):
        if seat != view.seat:
            dead.update(known)
    if view.discard_top is not None:
        dead.discard(view.discard_top)
    dead.difference_update(view.hand)
    return dead


def live_outs(card: Card, hand: Sequence[Card], dead: set[Card]) -> int:
    """How many cards still in play would make a new meld with `card` and one more card of
    the hand (ace low): the third card of a pair, or the card that completes a run of three."""
    ranks_in_suit = {c.rank for c in hand if c.suit == card.suit and c is not card}
    outs: set[tuple[int, int]] = set()
    if any(c.rank == card.rank and c is not card for c in hand):
        held = {c.suit for c in hand if c.rank == card.rank}
        outs.update((card.rank, su) for su in range(4) if su not in held)
    r = card.rank
    for a, b in ((r - 2, r - 1), (r - 1, r + 1), (r + 1, r + 2)):
        if not (1 <= a <= 13 and 1 <= b <= 13):
            continue
        if a in ranks_in_suit and b not in ranks_in_suit and b != r:
            outs.add((b, card.suit))
        elif b in ranks_in_suit and a not in ranks_in_suit and a != r:
            outs.add((a, card.suit))
    return sum(1 for rank, suit in outs if Card.of(rank, suit) not in dead)


# the careful discard's weights: per live out of a card kept, per point of its value
OUTS_WEIGHT, VALUE_WEIGHT = 5.0, 0.3


def _careful_discard(view: PlayerView, cards: list[Card], rng: random.Random) -> Card:
    """The hard player's discard: never break a meld, then drop the card with the fewest live
    chances of a new meld (cards already on the table or thrown away are counted out), the
    costliest first, and never feed the table or the next player. It keeps its outs even when
    an opponent is close to going out: dumping value then (what is left in hand is paid)
    measured worse than racing for the Rami (86 % against 78 % of 4-player matches)."""
    s = rules_solver(view.rules)
    hand = list(view.hand)
    after = s.deadwood_after_each_discard(hand)
    now = s.deadwood(hand)
    table = [m.cards for m in view.table_melds]
    me = view.seat
    nxt = (me + 1) % view.num_seats
    watched = view.known_cards[nxt] if nxt < len(view.known_cards) else ()
    dead = dead_cards(view)
    penalty_fit = 40 if view.rules.call_in_play else 20
    # after a restock the cards no one can use are thrown in any order, not the costliest
    # first: throwing the costliest, each seat threw back the card it drew and kept the low
    # cards the next seat's melds waited for, round after round until the hand was void
    value_weight = 0.0 if view.restocks else VALUE_WEIGHT

    def score(card: Card) -> tuple:
        value = s.value(card)
        breaks = after.get(card, 0) - (now - value)  # > 0: the card sits in every best meld
        cost = 100 * max(0, breaks)
        if any(fits(card, m) for m in table):
            cost += penalty_fit
        if any(k.rank == card.rank or (k.suit == card.suit and abs(k.rank - card.rank) <= 2)
               for k in watched):
            cost += 6
        cost += OUTS_WEIGHT * live_outs(card, hand, dead) - value_weight * value
        return (cost, -value * (value_weight > 0), rng.random())

    return min(cards, key=score)
