"""The post-hand review: the player's decisions that cost the most expected points against
`hard`, judged from what the player could know.

A `HandRecord` is filled during the hand (`HandRecord.note(engine, seat, action)` just before
the player's action is applied): per decision the player's view, the actions offered, the
action played and a snapshot of the engine kept only for the table's public structure (phase,
pile, melds, scores). The review never uses the hidden cards of that snapshot: each rollout
first *determinizes* it from the player's view — the opponents' cards the player has not
seen and the stock are dealt again at random from the unseen cards (cards an opponent is known
to hold from the pile stay with it) — then plays the action under review (the player's, or
`hard`'s choice) and finishes the hand with `ROLLOUT_LEVEL` in every seat. Both actions are played on the same deals (common random numbers), so
the difference is the cost of the decision, clipped at 0.

`review()` is a plain function with a progress callback and a cancellation flag, meant to run
on a worker thread: the UI polls the progress and never waits on it.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.actions import Action, BigGin, Discard, GoOut, Knock, NextHand
from game.core.cards import Card
from game.core.engine import Engine
from game.core.events import HandScored
from game.core.view import PlayerView

MAX_DECISIONS = 5
ROLLOUTS = 16         # determinized deals per decision
# a decision is listed only when its estimated cost is at least this many points (a paired
# estimate over 16 deals has a standard error of about 1-10 points)
MIN_COST = 1.0
MAX_ROLLOUT_STEPS = 300
# who finishes the hand in a rollout: `hard` makes the choice under review, the rest of the
# hand is played by `medium` (the same for both actions), which keeps a whole hand's review
# within the 3 s budget
ROLLOUT_LEVEL = "medium"


@dataclass(frozen=True)
class Decision:
    """One decision of the player: their view, what was offered, what they played, and the
    engine as it stood (only its public structure is used, see the module docstring)."""

    view: PlayerView
    legal: tuple[Action, ...]
    played: Action
    snapshot: Engine = field(repr=False, compare=False)
    at: int = 0  # the log length when it was made (undo drops the later ones)


@dataclass
class HandRecord:
    """The decisions of one seat during one hand."""

    seat: int
    decisions: list[Decision] = field(default_factory=list)

    def note(self, engine: Engine, seat: int, action: Action) -> None:
        """Record `seat`'s decision just before `action` is applied to `engine`."""
        if seat != self.seat or engine.to_act != seat:
            return
        legal = tuple(engine.legal_actions())
        if len(legal) < 2 or isinstance(action, NextHand):
            return  # no choice: nothing to review
        self.decisions.append(Decision(engine.view(seat), legal, action, engine.clone(),
                                       len(engine.log)))

    @classmethod
    def replayed(cls, engine: Engine, seat: int) -> HandRecord:
        """`seat`'s decisions in the current (or just scored) hand of `engine`, from its log:
        the record of a match resumed by Continue, which the table did not see played."""
        from game.core.families import new_game

        log = engine.log
        start = max((i + 1 for i, a in enumerate(log) if isinstance(a, NextHand)), default=0)
        replay = new_game(engine.rules, engine.seats, engine.seed)
        record = cls(seat)
        for i, action in enumerate(log):
            if i >= start:
                record.note(replay, seat, action)
            replay.apply(action)
        return record

    def rewind(self, log_length: int) -> None:
        """Forget the decisions taken back by an undo (the log is now `log_length` long)."""
        self.decisions = [d for d in self.decisions if d.at < log_length]


@dataclass(frozen=True)
class CostlyDecision:
    """A decision that cost points: the hand at that moment, the action played, the one `hard`
    prefers and the estimated cost in points (≥ 0)."""

    index: int
    hand: tuple[Card, ...]
    discard_top: Card | None
    played: Action
    preferred: Action
    cost: float
    turn: int = 0     # the seat's turn of the hand it was made in (1 = its first)
    stock: int = 0    # cards left in the stock then
    laying_off: bool = False   # made while laying off on the knocker's melds (Gin)


#: the actions that end the player's turn (the next decision is in their next turn)
TURN_ENDS = (Discard, Knock, BigGin, GoOut)


class Cancelled(Exception):
    """The review was cancelled through its flag."""


def determinize(snapshot: Engine, seat: int, rng: random.Random) -> Engine:
    """A copy of `snapshot` where every card `seat` cannot see is dealt again at random: each
    other hand keeps the cards it is known to hold (taken from the pile) and gets fresh unseen
    cards for the rest, the stock gets what is left. Sizes stay as they were."""
    engine = snapshot.clone()
    hands = engine.hands
    known = engine.known
    unseen: list[Card] = list(engine.stock)
    keep: dict[int, list[Card]] = {}
    for s in range(len(hands)):
        if s == seat:
            continue
        held = list(hands[s])
        mine = []
        for card in known[s]:
            if card in held:
                held.remove(card)
                mine.append(card)
        keep[s] = mine
        unseen.extend(held)
    rng.shuffle(unseen)
    for s, mine in keep.items():
        need = len(hands[s]) - len(mine)
        hands[s] = mine + unseen[:need]
        del unseen[:need]
    engine.stock = unseen
    return engine


def _hand_value(engine: Engine, seat: int, action: Action, seed: int) -> float:
    """Points for `seat` (minus the others' average) when `action` is played now and the
    hand is finished by `hard` in every seat."""
    from game.players import make_player

    players = [make_player(ROLLOUT_LEVEL, seed=seed * 8 + s) for s in range(engine.seats)]
    events = engine.apply(action)
    for _ in range(MAX_ROLLOUT_STEPS):
        for e in events:
            if isinstance(e, HandScored):
                pts = e.points
                others = [p for i, p in enumerate(pts) if i != seat]
                return pts[seat] - (sum(others) / len(others) if others else 0.0)
        if engine.phase in ("hand-over", "match-over") or engine.to_act is None:
            return 0.0  # a void hand
        s = engine.to_act
        events = engine.apply(players[s].choose(engine.view(s), engine.legal_actions()))
    return 0.0


def _preferred(decision: Decision) -> Action:
    """`hard`'s choice asked exactly as the Hint asks it: the same view, the same offered
    actions and the seed derived from the view (`hint.hint_seed`), so a hinted move is the
    preferred move of its decision (public facts only; deterministic)."""
    from game.coach.hint import hard_choice, hint_seed

    return hard_choice(decision.view, decision.legal, hint_seed(decision.view))


def same_move(played: Action, preferred: Action) -> bool:
    """Whether `played` is the `preferred` move: a knock the table plays as `Knock(card)`
    (the engine lays the melds) is `hard`'s knock with the same card and its own melds."""
    if isinstance(played, Knock) and isinstance(preferred, Knock) and played.melds is None:
        return played.card == preferred.card
    return played == preferred


def review(record: HandRecord, *, seed: int = 0, rollouts: int = ROLLOUTS,
           progress: Callable[[float], None] | None = None,
           cancel: threading.Event | None = None) -> list[CostlyDecision]:
    """The at most five decisions of `record` that cost the most expected points compared with
    `hard`'s choice, costliest first; empty when none cost anything ("No costly decisions").

    `progress(fraction)` is called as the work advances; setting `cancel` stops it (raises
    `Cancelled`)."""
    seat = record.seat
    decisions = record.decisions
    found: list[CostlyDecision] = []
    total = max(1, len(decisions))
    for i, decision in enumerate(decisions):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        best = _preferred(decision)
        if not same_move(decision.played, best):
            rng = random.Random(seed * 1_000_003 + i)
            diff = 0.0
            for k in range(rollouts):
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                deal = determinize(decision.snapshot, seat, rng)
                mine = _hand_value(deal.clone(), seat, decision.played, seed + k)
                theirs = _hand_value(deal, seat, best, seed + k)
                diff += theirs - mine
            cost = diff / rollouts
            if cost >= MIN_COST:
                turn = 1 + sum(isinstance(d.played, TURN_ENDS) for d in decisions[:i])
                found.append(CostlyDecision(
                    i, decision.view.hand, decision.view.discard_top, decision.played, best,
                    round(cost, 1), turn, decision.view.stock_size,
                    decision.view.phase == "layoff"))
        if progress is not None:
            progress((i + 1) / total)
    found.sort(key=lambda d: -d.cost)
    return found[:MAX_DECISIONS]


def review_in_thread(record: HandRecord, seed: int = 0
                     ) -> tuple[threading.Thread, threading.Event, dict]:
    """Start `review` on a daemon thread. Returns the thread, its cancel flag and a box the
    UI polls: `box["progress"]` (0..1), then `box["result"]` (the list) or `box["error"]`."""
    cancel = threading.Event()
    box: dict = {"progress": 0.0}

    def work() -> None:
        try:
            box["result"] = review(record, seed=seed, cancel=cancel,
                                   progress=lambda f: box.__setitem__("progress", f))
        except Cancelled:
            box["cancelled"] = True
        except Exception as exc:  # noqa: BLE001 - reported to the UI, never kills the table
            box["error"] = exc

    thread = threading.Thread(target=work, daemon=True, name="hand-review")
    thread.start()
    return thread, cancel, box


__all__ = ["MAX_DECISIONS", "Cancelled", "CostlyDecision", "Decision", "HandRecord",
           "determinize", "review", "review_in_thread"]
