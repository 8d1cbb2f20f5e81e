"""What the `hard` player would do now, from the player's view only, with the reason as data.

`hint(view, legal, seed)` asks a fresh `HardPlayer` (through its public `choose`) for the
action, so the hint is always exactly `hard`'s choice for that view and seed; it then explains
the choice with facts computed from the same view (never the engine): the cards involved, the
deadwood before and after, what the opponent let go by, and for going out the expected points
of knocking against waiting. The reason is a `HintReason` (a kind plus numbers and cards);
`game.ui.coach_words` words it for the screen.

The seed defaults to one derived from public facts of the view (`hint_seed`), so asking twice
in the same position gives the same hint.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.coach.discards import (
    GivesUp,
    gives_up,
    knowledge,
    opponent_holds_rank,
    partners,
    picked_near,
    safe,
)
from game.core.actions import (
    DISCARD_PILE,
    Action,
    BigGin,
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    FinishLayoffs,
    GoOut,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
    Restock,
    Stop,
)
from game.core.cards import Card
from game.core.melds import MeldSolver, rules_solver
from game.core.view import PlayerView
from game.players.rami_ai import out_with, stop_near

# the reason kinds (the wording module has one sentence per kind)
TAKE_COMPLETES_MELD = "take-completes-meld"
TAKE_LOWERS_DEADWOOD = "take-lowers-deadwood"
TAKE_FOR_A_MELD = "take-for-a-meld"   # no lower deadwood now: it joins cards toward a meld
DRAW_STOCK = "draw-stock"
PASS_UPCARD = "pass-upcard"
DISCARD_SAFE = "discard-safe"
DISCARD_LESS_LIKELY = "discard-less-likely"   # the opponent let its rank go; a meld is open
DISCARD_GIVES_UP = "discard-gives-up"   # more deadwood than the lowest discard, and why
DISCARD_HIGHEST_UNMELDABLE = "discard-highest-unmeldable"
DISCARD_ONLY_UNMELDABLE = "discard-only-unmeldable"   # the one card nothing can meld with
DISCARD_DEADWOOD = "discard-deadwood"
DISCARD_KEEPS_MELDS = "discard-keeps-melds"
DISCARD_HOLDS_MELDS = "discard-holds-melds"   # Rami: melds kept in hand for a Rami
DISCARD_GOES_OUT = "discard-goes-out"   # Rami: the last card; the hand ends
DISCARD_LAST_CARD = "discard-last-card"   # Rami: one card is left (`meld`: that card)
TAKE_NOT_STOP = "take-not-stop"   # Rami Arrêt: take the discard rather than stop the hand
KNOCK_NOW = "knock-now"
WAIT_UNDERCUT_RISK = "wait-undercut-risk"   # most of the opponent's likely hands undercut
WAIT_UNDERCUT_COST = "wait-undercut-cost"   # fewer do, but an undercut costs more than a win
WAIT_BETTER = "wait-better"
GO_GIN = "go-gin"
GO_BIG_GIN = "go-big-gin"
LAY_OFF = "lay-off"
DONE_LAYING_OFF = "done-laying-off"
LAY_MELD = "lay-meld"
GO_OUT = "go-out"
CALL_RAMI = "call-rami"
NO_CALL = "no-call"
RESTOCK = "restock"
STOP = "stop"
NEXT_HAND = "next-hand"
ONLY_MOVE = "only-move"

KINDS = (TAKE_COMPLETES_MELD, TAKE_LOWERS_DEADWOOD, TAKE_FOR_A_MELD, DRAW_STOCK, PASS_UPCARD,
         DISCARD_SAFE, DISCARD_LESS_LIKELY, DISCARD_GIVES_UP, DISCARD_HIGHEST_UNMELDABLE,
         DISCARD_ONLY_UNMELDABLE, DISCARD_DEADWOOD, DISCARD_KEEPS_MELDS, DISCARD_HOLDS_MELDS,
         DISCARD_GOES_OUT, DISCARD_LAST_CARD, TAKE_NOT_STOP,
         KNOCK_NOW, WAIT_UNDERCUT_RISK, WAIT_UNDERCUT_COST, WAIT_BETTER, GO_GIN, GO_BIG_GIN,
         LAY_OFF, DONE_LAYING_OFF,
         LAY_MELD, GO_OUT,
         CALL_RAMI, NO_CALL, RESTOCK, STOP, NEXT_HAND, ONLY_MOVE)

#: expected points under which waiting and a knock that does not lose are told as about even
CLOSE_CALL = 3
#: the share of the model's opponent hands undercutting a knock from which the hint says an
#: undercut "is likely"; below it the hint says the chance and that an undercut costs more
LIKELY_UNDERCUT = 0.5


@dataclass(frozen=True)
class HintReason:
    """Why: a kind (one of `KINDS`) and the facts the sentence needs.

    `cards` are the cards the hint is about (the card to take, throw, lay off, or the meld to
    lay); `meld` the meld the card completes or joins; `passed` the opponent's earlier
    declines and discards of the same rank (`declined` whether one of them was a card it
    passed on rather than threw away); `expected_now` / `expected_wait` the expected points
    of going out now and of waiting one turn (None when not estimated); `gives_up` what a
    discard gives up beside the lowest-deadwood one (None when it is one of those); `fewest`
    the fewest cards another player holds, for melds held back for a Rami; `took` for a
    discard, the card the opponent took from the pile that it could join in a meld (the
    hint then says it throws it all the same); `undercut` the share of `hard`'s sampled
    opponent hands that would undercut the best knock now (None when not estimated).

    Rami Arrêt, where a Stop is paid in cards, not points: `count` the cards in hand and
    `points` what a Stop now brings in (STOP: the seat's share; `fewest` the fewest another
    seat holds, `tied` whether one holds as few); a take rather than a Stop (TAKE_NOT_STOP)
    says `out` when the card takes the hand out at once; `stop_near` marks a meld or lay-off
    made as the stock runs out, when the hand may stop on card count before long.

    A take's `deadwood_after` is the best case, after the lowest discard that follows: the
    hint then advised may keep a draw at a few points more (`gives_up` says so)."""

    kind: str
    cards: tuple[Card, ...] = ()
    meld: tuple[Card, ...] = ()
    deadwood_before: int | None = None
    deadwood_after: int | None = None
    passed: tuple[Card, ...] = ()
    expected_now: int | None = None
    expected_wait: int | None = None
    declined: bool = False
    gives_up: GivesUp | None = None
    fewest: int | None = None
    took: Card | None = None
    undercut: float | None = None
    count: int | None = None
    points: int | None = None
    tied: bool = False
    out: bool = False
    stop_near: bool = False

    @property
    def close_call(self) -> bool:
        """Waiting is expected to gain less than `CLOSE_CALL` points over a knock that does
        not lose (at "+0 against +0" it said one more turn "is worth more"):
        about even for a model of 24 sampled hands (a play-tester was told to wait at +18
        against +17 and would have given up a 57-point knock)."""
        return (self.expected_now is not None and self.expected_wait is not None
                and self.expected_now >= 0 and self.expected_wait - self.expected_now < CLOSE_CALL)


@dataclass(frozen=True)
class Hint:
    """The action `hard` would play and why."""

    action: Action
    reason: HintReason

    @property
    def highlight(self) -> tuple[Card, ...]:
        """The cards the table should highlight (the reason's cards)."""
        return self.reason.cards

    @property
    def marked(self) -> tuple[Card, ...]:
        """The cards the table outlines beside the action's own mark: the reason's cards, but
        not the pile's card the action leaves where it is (drawing from the stock, passing
        the upcard): outlined beside the outlined stock it read as "take both"."""
        leaves = isinstance(self.action, Pass) or (
            isinstance(self.action, Draw) and self.action.source != DISCARD_PILE)
        return () if leaves else self.reason.cards


# ----- availability ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CoachSettings:
    """The coaching switches chosen in setup.

    `hints_agreed`: per human seat, whether that player allowed hints (hot-seat needs all of
    them); `undo_counted`: undo allowed in a match counted for statistics (the match is then
    marked "with undo")."""

    hints_agreed: tuple[bool, ...] = ()
    undo_counted: bool = False


def hints_available(humans: int, settings: CoachSettings = CoachSettings()) -> bool:
    """Whether the hint is offered: always against the computer (one human seat); in hot-seat
    (several humans) only when every human player allowed it in setup."""
    if humans <= 0:
        return False
    if humans == 1:
        return True
    agreed = settings.hints_agreed
    return len(agreed) >= humans and all(agreed[:humans])


# ----- the hint -------------------------------------------------------------------------------
def hint_seed(view: PlayerView) -> int:
    """A seed from public facts of the view: the same position asks `hard` the same way."""
    key = (f"{view.seat}|{view.hand_no}|{view.phase}|{len(view.events)}|"
           f"{','.join(str(c) for c in view.hand)}|{view.discard_top}")
    return zlib.crc32(key.encode())


def hard_choice(view: PlayerView, legal: Sequence[Action], seed: int) -> Action:
    """`hard`'s action for this view and seed (a fresh player, its public protocol only)."""
    from game.players import make_player

    return make_player("hard", seed=seed).choose(view, list(legal))


def hint(view: PlayerView, legal: Sequence[Action], seed: int | None = None) -> Hint:
    """What `hard` would do now for the seat of `view`, with the reason.

    `legal` is the list of actions the seat is offered (what every player receives with its
    view); the engine itself is never read."""
    legal = list(legal)
    if not legal:
        raise ValueError("no legal action to hint")
    if seed is None:
        seed = hint_seed(view)
    action = hard_choice(view, legal, seed)
    return Hint(action, explain(view, legal, action, seed))


def explain(view: PlayerView, legal: Sequence[Action], action: Action,
            seed: int = 0) -> HintReason:
    """The reason for playing `action` in `view` (any action, not only `hard`'s)."""
    solver = rules_solver(view.rules)
    hand = list(view.hand)
    if isinstance(action, NextHand):
        return HintReason(NEXT_HAND)
    if len(legal) == 1 and not isinstance(action, (Discard, Knock)):
        return HintReason(ONLY_MOVE)
    if isinstance(action, Draw) and Stop() in legal and action.source == DISCARD_PILE:
        return _take_not_stop(view, hand)
    if isinstance(action, Draw):
        return _draw_reason(view, solver, hand, action)
    if isinstance(action, Pass):
        top = view.discard_top
        before = solver.deadwood(hand)
        # what taking it would leave: "does not help" read wrong beside a take that lowered
        # the deadwood (a play-tester had been told to take a card for that very reason)
        after = _best_after_take(solver, hand, top) if top else before
        return HintReason(PASS_UPCARD, cards=(top,) if top else (),
                          deadwood_before=before, deadwood_after=after)
    if isinstance(action, BigGin):
        return HintReason(GO_BIG_GIN, cards=tuple(hand), deadwood_before=0, deadwood_after=0)
    if isinstance(action, Knock):
        return _knock_reason(view, solver, hand, legal, action, seed)
    if isinstance(action, Discard) and view.rules.family == "rami" and len(hand) <= 2:
        # the last card goes out; with two, one is left ("it keeps the cards that can still
        # make melds" of the one card left, and no word of going out: a play-tester)
        rest = [c for c in hand if c != action.card]
        return HintReason(DISCARD_LAST_CARD if rest else DISCARD_GOES_OUT, cards=(action.card,),
                          meld=tuple(rest), deadwood_before=solver.deadwood(hand),
                          deadwood_after=solver.deadwood(rest))
    if isinstance(action, Discard):
        reason = _discard_reason(view, solver, hand, action.card, legal, seed)
        if view.rules.family == "rami" and any(isinstance(a, Meld) for a in legal):
            # a meld could go down and the hint discards instead: it holds for a Rami (the
            # hint only said "it keeps the cards that can still make melds" while a
            # play-tester held 7-7-7 and 10-10-10 and paid 60)
            # (with how near the others are to going out: holding measured best, but a
            # play-tester told only "hold" while an opponent held one card paid 62)
            fewest = min(view.hand_sizes[s] for s in range(view.num_seats) if s != view.seat)
            return HintReason(DISCARD_HOLDS_MELDS, cards=(action.card,),
                              deadwood_before=reason.deadwood_before,
                              deadwood_after=reason.deadwood_after, fewest=fewest)
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks and view.rules.family != "rami":
            now, wait, undercut = _knock_vs_wait(view, legal, knocks, action, seed)
            return HintReason(_wait_kind(now, undercut), cards=(action.card,),
                              deadwood_before=reason.deadwood_before,
                              deadwood_after=reason.deadwood_after,
                              expected_now=now, expected_wait=wait, undercut=undercut)
        return reason
    if isinstance(action, LayOff):
        meld = _table_meld(view, action.target)
        return HintReason(LAY_OFF, cards=(action.card,), meld=meld,
                          deadwood_before=solver.deadwood(hand),
                          deadwood_after=solver.deadwood([c for c in hand
                                                          if c != action.card]),
                          stop_near=stop_near(view))
    if isinstance(action, FinishLayoffs):
        return HintReason(DONE_LAYING_OFF, deadwood_before=solver.deadwood(hand))
    if isinstance(action, Meld):
        rest = list(hand)
        for c in action.cards:
            rest.remove(c)
        return HintReason(LAY_MELD, cards=tuple(action.cards), meld=tuple(action.cards),
                          deadwood_before=solver.deadwood(hand),
                          deadwood_after=solver.deadwood(rest), stop_near=stop_near(view))
    if isinstance(action, GoOut):
        return HintReason(GO_OUT, cards=tuple(c for m in action.melds for c in m),
                          deadwood_before=solver.deadwood(hand), deadwood_after=0)
    if isinstance(action, CallRami):
        call = view.call_card
        return HintReason(CALL_RAMI, cards=(call,) if isinstance(call, Card) else ())
    if isinstance(action, DeclineCall):
        return HintReason(NO_CALL)
    if isinstance(action, Restock):
        return HintReason(RESTOCK)
    if isinstance(action, Stop):
        return _stop_reason(view, hand)
    return HintReason(ONLY_MOVE)


# ----- Rami Arrêt: a Stop is paid in cards ------------------------------------------------------
def _stop_reason(view: PlayerView, hand: list[Card]) -> HintReason:
    """Stopping the hand: the cards held, the fewest another seat holds, and what the Stop
    brings in (each seat holding more pays the difference; the seats tied lowest share it)."""
    counts = [len(hand) if s == view.seat else view.hand_sizes[s] for s in range(view.num_seats)]
    others = [counts[s] for s in range(view.num_seats) if s != view.seat]
    low = min(counts)
    total = sum(c - low for c in counts)
    points = total // counts.count(low) if counts[view.seat] == low else -(counts[view.seat] - low)
    return HintReason(STOP, deadwood_before=len(hand), count=len(hand), fewest=min(others),
                      points=points, tied=min(others) == len(hand))


def _take_not_stop(view: PlayerView, hand: list[Card]) -> HintReason:
    """Taking the top discard where the seat could stop the hand instead: the card takes it
    out at once (paid in points, more than a Stop's cards), or another seat holds fewer cards
    (a Stop would cost the difference; "it lowers the points outside your melds" said nothing
    of the Stop it advised against: a play-tester)."""
    top = view.discard_top
    fewest = min(view.hand_sizes[s] for s in range(view.num_seats) if s != view.seat)
    return HintReason(TAKE_NOT_STOP, cards=(top,) if top is not None else (), count=len(hand),
                      fewest=fewest, out=top is not None and out_with(view, top))


# ----- the reasons, one family of decisions each ----------------------------------------------
def _best_after_take(solver: MeldSolver, hand: list[Card], card: Card) -> int:
    """Deadwood after taking `card` and throwing the best other card (Rami: nothing thrown
    is required, but the comparison is the same)."""
    after = solver.deadwood_after_each_discard([*hand, card])
    return min(v for c, v in after.items() if c is not card and c != card) if len(after) > 1 \
        else solver.deadwood([*hand, card])


def _meld_with(solver: MeldSolver, cards: list[Card], card: Card) -> tuple[Card, ...]:
    """The meld of the best arrangement of `cards` that holds `card` (empty if none)."""
    for meld in solver.best_arrangement(cards).melds:
        if card in meld:
            return tuple(solver.order_meld(meld))
    return ()


def _draw_reason(view: PlayerView, solver: MeldSolver, hand: list[Card],
                 action: Draw) -> HintReason:
    top = view.discard_top
    before = solver.deadwood(hand)
    if top is None:
        return HintReason(DRAW_STOCK, deadwood_before=before)
    after = _best_after_take(solver, hand, top)
    if action.source == DISCARD_PILE:
        full = [*hand, top]
        best = min(solver.deadwood_after_each_discard(full).items(),
                   key=lambda kv: (kv[1] if kv[0] != top else 10**6, -kv[0].rank))[0]
        rest = list(full)
        rest.remove(best)
        meld = _meld_with(solver, rest, top)
        kind = TAKE_COMPLETES_MELD if meld else TAKE_LOWERS_DEADWOOD
        if not meld and after >= before:
            # "it lowers your deadwood; deadwood 15 → as low as 16": the take is for the
            # cards it can meld with later (`meld`: those cards)
            kind = TAKE_FOR_A_MELD
            meld = tuple(c for c in partners(solver, rest, top) if c != top)
        return HintReason(kind, cards=(top,), meld=meld, deadwood_before=before,
                          deadwood_after=after)
    return HintReason(DRAW_STOCK, cards=(top,), deadwood_before=before, deadwood_after=after)


def _opponent_passed(view: PlayerView, card: Card) -> tuple[tuple[Card, ...], bool]:
    """Cards of `card`'s rank an opponent let go by (declined on the pile, then discarded),
    and whether one of them was declined."""
    if view.rules.family == "rami" or len(view.players) < 2:
        return (), False
    know = knowledge(view)   # read once for both questions
    if opponent_holds_rank(view, card.rank, know):
        # it took a card of the rank and holds it: "it passed on sixes" beside the six of
        # hearts it took, face up in its hand, said what the table contradicts (a Polish
        # play-tester, 003); its passes are no reason then
        return (), False
    declined = tuple(c for c in know.opp_declined if c.rank == card.rank)
    return declined + tuple(c for c in know.opp_discards if c.rank == card.rank), bool(declined)


def _unmeldable(solver: MeldSolver, hand: list[Card], card: Card) -> bool:
    """No card of the hand can ever meld with `card`: no other card of its rank and no card
    of its suit within two ranks."""
    for c in hand:
        if c is card or c == card:
            continue
        if c.rank == card.rank:
            return False
        if c.suit == card.suit:
            d = abs(c.rank - card.rank)
            if solver.turning:
                d = min(d, 13 - d)
            if d <= 2:
                return False
    return True


def _discard_reason(view: PlayerView, solver: MeldSolver, hand: list[Card], card: Card,
                    legal: Sequence[Action] = (), seed: int = 0) -> HintReason:
    reason = _discard_facts(view, solver, hand, card, legal, seed)
    took = picked_near(view, card, solver.turning)
    # a card of the rank (or run) the opponent collects, advised since the rest is worse: said
    return reason if took is None else replace(reason, took=took)


def _discard_facts(view: PlayerView, solver: MeldSolver, hand: list[Card], card: Card,
                   legal: Sequence[Action] = (), seed: int = 0) -> HintReason:
    rest = list(hand)
    rest.remove(card)
    before = solver.deadwood(hand)
    after = solver.deadwood(rest)
    passed, declined = _opponent_passed(view, card)
    # beside the lowest-deadwood discard, what this one gives up and why (the gin family,
    # whose table shows "as low as …": "deadwood 41 → 33" beside "as low as 31" said nothing
    # of the 2 points, a play-tester)
    given = None
    if view.rules.family != "rami":
        given = gives_up(view, solver, hand, card,
                         [a.card for a in legal if isinstance(a, Discard)], seed)
    if passed:
        # "safe" only where no meld of the opponent's can use the card: its rank's evidence
        # says nothing of a run in its suit (a play-tester's "safe" jack of hearts made
        # 8♥ 9♥ 10♥ J♥); otherwise only less likely to help
        kind = DISCARD_SAFE if safe(view, card, solver.turning) else DISCARD_LESS_LIKELY
        return HintReason(kind, cards=(card,), passed=passed, deadwood_before=before,
                          deadwood_after=after, declined=declined, gives_up=given)
    if given is not None:
        return HintReason(DISCARD_GIVES_UP, cards=(card,), deadwood_before=before,
                          deadwood_after=after, gives_up=given)
    arrangement = solver.best_arrangement(hand)
    if card in arrangement.deadwood_cards:
        loose = [c for c in arrangement.deadwood_cards if _unmeldable(solver, hand, c)]
        if loose == [card]:
            # not "the highest card" for an ace worth 1, alone of its kind (a play-tester)
            return HintReason(DISCARD_ONLY_UNMELDABLE, cards=(card,),
                              deadwood_before=before, deadwood_after=after)
        if card in loose and solver.value(card) >= max(solver.value(c) for c in loose):
            return HintReason(DISCARD_HIGHEST_UNMELDABLE, cards=(card,),
                              deadwood_before=before, deadwood_after=after)
        return HintReason(DISCARD_DEADWOOD, cards=(card,), deadwood_before=before,
                          deadwood_after=after)
    return HintReason(DISCARD_KEEPS_MELDS, cards=(card,), deadwood_before=before,
                      deadwood_after=after)


def _wait_kind(now: int | None, undercut: float | None) -> str:
    """Why a wait beside a legal knock: the knock is expected to lose points (the undercuts
    outweigh the wins), and it is "likely" undercut only when most of the opponent's hands
    would undercut it; else waiting is worth more than a knock that wins. (A play-tester with
    2 points of deadwood against 33 was told "an undercut is likely" where few of the hands
    undercut and each undercut cost more than a win brought.)"""
    if now is not None and now >= 0:
        return WAIT_BETTER
    if undercut is not None and undercut < LIKELY_UNDERCUT:
        return WAIT_UNDERCUT_COST
    return WAIT_UNDERCUT_RISK


def _knock_vs_wait(view: PlayerView, legal: Sequence[Action], knocks: list[Knock],
                   discard: Action, seed: int) -> tuple[int | None, int | None, float | None]:
    """Expected points of the best knock now and of discarding and waiting one turn, and the
    share of the sampled opponent hands that would undercut that knock (after their lay-offs
    on its melds), from `hard`'s model of the view when it offers one (None when it does not:
    the hint itself never depends on these numbers)."""
    try:
        from game.players.hand_model import HandModel
        from game.players.heuristics import mask_of

        model = HandModel(view, random.Random(seed), 24)
        hand = mask_of(view.hand)
        now = undercut = None
        for k in knocks:
            rest = [c for c in view.hand if c != k.card]
            mine = model.dw(hand & ~k.card.bit)
            ev, melds = model.knock_value(rest, mine)
            if now is None or ev > now:
                now, undercut = ev, _undercut_share(model, melds, mine)
        now = None if now is None else round(now)
        card = discard.card if isinstance(discard, (Discard, Knock)) else None
        if card is None:
            return now, None, undercut
        return now, round(model.wait_value(hand & ~card.bit)), undercut
    except (ImportError, AttributeError, TypeError, ValueError):
        return None, None, None


def _undercut_share(model, melds, mine: int) -> float:
    """The share of the model's opponent hands that undercut a knock with deadwood `mine` on
    `melds` (their deadwood after laying off; 0 for gin, which cannot be undercut)."""
    hands = model.opponent_hands()
    if mine == 0 or melds is None or not hands:
        return 0.0
    outcomes = model.knock_outcomes(melds, hands)
    return sum(1 for t in outcomes if model.score(mine, t) < 0) / len(outcomes)


def _knock_reason(view: PlayerView, solver: MeldSolver, hand: list[Card],
                  legal: Sequence[Action], action: Knock, seed: int) -> HintReason:
    rest = list(hand)
    rest.remove(action.card)
    before = solver.deadwood(hand)
    after = solver.deadwood(rest)
    if after == 0:
        return HintReason(GO_GIN, cards=(action.card,), deadwood_before=before,
                          deadwood_after=0)
    discards = [a for a in legal if isinstance(a, Discard)]
    best_wait = min(discards, key=lambda a: solver.deadwood([c for c in hand
                                                             if c != a.card]),
                    default=None)
    now, wait, undercut = _knock_vs_wait(view, legal, [action], best_wait or action, seed)
    if best_wait is None:
        wait = None
    return HintReason(KNOCK_NOW, cards=(action.card,), deadwood_before=before,
                      deadwood_after=after, expected_now=now, expected_wait=wait,
                      undercut=undercut)


def _table_meld(view: PlayerView, target: int) -> tuple[Card, ...]:
    melds = view.table_melds
    if 0 <= target < len(melds):
        return tuple(melds[target].cards)
    return ()


__all__ = ["KINDS", "CoachSettings", "Hint", "HintReason", "explain", "hard_choice", "hint",
           "hint_seed", "hints_available"]
