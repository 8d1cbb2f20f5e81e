"""Undo that cannot cheat: take back a player's own last actions while nothing new was seen.

What may be taken back is the run of actions at the end of the action log that all

- were played by the seat asking (no other seat acted since: an opponent's move may show a
  card, or at least what it let go by),
- are of a kind that shows the player nothing new: taking the top discard (already face up),
  a discard, passing on the upcard, a meld or a lay-off — never a stock draw (its card was
  unknown), never going out (the showdown) — and
- produced only the events of that kind (a discard that ends the hand, e.g. by emptying the
  stock or the hand, brings the scoring and is final).

Undoing rebuilds the engine by replaying the seed and the log minus those actions (the engine
is deterministic from both), so the restored state is exactly the one the player was in.

Why the computer's later replies cannot leak anything: the undone actions are all the
player's own and no other seat chose anything after the first of them, so no computer
player was asked in between. The built-in players keep no memory of the hand beyond their
view, and their random generator advanced only when they were asked, so after an undo every
computer seat is in exactly the state it had when the player first stood there: its replies
to any line of play are the same as if the undone actions had never been tried, and none of
them was seen. A third-party bot that keeps its own memory (`observe`) would remember the
undone actions, so undo is offered only when every other seat is a built-in player, or a
player that says it is `undo_safe`: one whose every move follows from the match's log alone
(the lessons' scripted computer, `game.ui.guided.ScriptedPlayer`).

The undone actions are recorded in `match.meta["undos"]` (`{"at": n, "seat": s, "undone":
[...]}`: the log length after the undo, who undid, and the actions taken back, in notation), so a save keeps the
prefix-consistent log and still tells what was undone; `replay` prints them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.core.actions import (
    DISCARD_PILE,
    STOCK,
    Action,
    BigGin,
    Discard,
    Draw,
    GoOut,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
)
from game.core.engine import Engine
from game.core.events import Discarded, Drew, Event, Knocked, LaidOff, Melded, Passed
from game.core.families import new_game
from game.core.phase import OVER_PHASES

# the events that an undoable action may produce (anything else showed something new)
_QUIET_EVENTS = (Drew, Discarded, Passed, LaidOff, Melded)
# how far back undo looks: a turn never holds more own actions than this
MAX_UNDO = 40


def _quiet_action(action: Action) -> bool:
    """An action kind that shows the player nothing new (see the module docstring)."""
    if isinstance(action, Draw):
        return action.source == DISCARD_PILE
    return isinstance(action, (Discard, Pass, Meld, LayOff))


def _quiet_events(events: Sequence[Event]) -> bool:
    return all(isinstance(e, _QUIET_EVENTS) and not (isinstance(e, Drew)
                                                     and e.source != DISCARD_PILE)
               for e in events)


@dataclass(frozen=True)
class UndoPlan:
    """What an undo would do: the log length to go back to and the actions taken back."""

    keep: int
    undone: tuple[Action, ...]


def _rebuild(engine: Engine, keep: int) -> Engine:
    fresh = new_game(engine.rules, engine.seats, engine.seed)
    for action in engine.log[:keep]:
        fresh.apply(action)
    return fresh


def undo_plan(engine: Engine, seat: int, steps: int | None = None) -> UndoPlan | None:
    """The undo available to `seat` now: the last `steps` of its takeable-back actions (all
    of them when None, i.e. back to the start of the turn), or None when there is none."""
    log = engine.log
    tail = 0
    while tail < min(len(log), MAX_UNDO) and _quiet_action(log[len(log) - 1 - tail]):
        tail += 1
    if tail == 0:
        return None
    start = len(log) - tail
    probe = _rebuild(engine, start)
    own: list[int] = []  # log indexes from which the rest is the seat's own quiet actions
    for i in range(start, len(log)):
        actor = probe.to_act
        events = probe.apply(log[i])
        if actor != seat or not _quiet_events(events):
            own = []
        else:
            own.append(i)
    # `own` must reach the end of the log unbroken
    if not own or own[-1] != len(log) - 1:
        return None
    first = own[0]
    if steps is not None:
        first = max(first, len(log) - steps)
    return UndoPlan(first, tuple(log[first:]))


#: why nothing can be taken back (`undo_refusal`), worded by the table
REFUSE_NOTHING_YET = "nothing-yet"      # the seat has not moved in this hand
REFUSE_STOCK = "stock"                  # its last move drew an unknown card from the stock
REFUSE_KNOCK = "knock"                  # it knocked (or went down: a descente)
REFUSE_GIN = "gin"                      # it went gin or big gin
REFUSE_OUT = "out"                      # it went out (Rami)
REFUSE_THEIR_KNOCK = "their-knock"      # another seat knocked: the seat is laying off
REFUSE_OTHER_MOVED = "other-moved"      # another seat has moved since its last move
REFUSE_HAND_OVER = "hand-over"          # the hand is over
REFUSE_FINAL = "final"                  # any other move that showed something new


def undo_refusal(engine: Engine, seat: int) -> str | None:
    """Why `seat` can take nothing back now (one of the `REFUSE_*` keys), or None when an
    undo is possible. Said from the seat's own last move first: a knock is why its turn
    cannot be taken back even once the hand it ended is over ("Nothing to take back: a card
    from the stock or another player's move cannot be undone" answered an Undo after a knock:
    a play-tester)."""
    if undo_plan(engine, seat) is not None:
        return None
    log = engine.log
    probe = _rebuild(engine, 0)
    actors: list[int | None] = []
    for action in log:
        actors.append(probe.to_act)
        probe.apply(action)
    # the seat's moves and the others' since the current hand began
    start = max((i + 1 for i, a in enumerate(log) if isinstance(a, NextHand)), default=0)
    own = [i for i in range(start, len(log)) if actors[i] == seat]
    if own:
        last = log[own[-1]]
        knocked = next((e for e in reversed(engine.events) if isinstance(e, Knocked)
                        and e.seat == seat), None) if isinstance(last, (Knock, BigGin)) \
            else None
        if isinstance(last, BigGin) or (knocked is not None and knocked.kind != "knock"):
            return REFUSE_GIN
        if isinstance(last, Knock):
            return REFUSE_KNOCK
        if isinstance(last, GoOut):
            return REFUSE_OUT
    if engine.phase in OVER_PHASES:
        return REFUSE_HAND_OVER
    if not own:
        if any(isinstance(log[i], (Knock, BigGin)) for i in range(start, len(log))):
            return REFUSE_THEIR_KNOCK
        return REFUSE_NOTHING_YET
    if own[-1] != len(log) - 1:
        if any(isinstance(log[i], (Knock, BigGin)) for i in range(own[-1] + 1, len(log))):
            return REFUSE_THEIR_KNOCK
        return REFUSE_OTHER_MOVED
    last = log[own[-1]]
    if isinstance(last, Draw) and last.source == STOCK:
        return REFUSE_STOCK
    return REFUSE_FINAL


def undo_available(match, seat: int, counted: bool = False, allow_counted: bool = False
                   ) -> bool:
    """Whether undo is offered to `seat` at all in this match: against the computer only (one
    human seat, every other seat a built-in player), and in a match counted for statistics
    only when the player turned it on in setup (`allow_counted`)."""
    players = match.players
    if sum(1 for p in players if p is None) != 1 or players[seat] is not None:
        return False  # hot-seat, or not the human's seat
    if any(p is not None and not _built_in(p) and not getattr(p, "undo_safe", False)
           for p in players):
        return False
    return allow_counted or not counted


def _built_in(player) -> bool:
    """A player of the game's own (`game.players`), not a third-party bot: those run in
    `game.players.sandbox` too, and may remember what an undo took away."""
    from game.players.sandbox import RemoteBot

    return type(player).__module__.startswith("game.players") and \
        not isinstance(player, RemoteBot)


def can_undo(match, seat: int) -> bool:
    """Whether `seat` could take an action back right now."""
    return undo_plan(match.engine, seat) is not None


def undo(match, seat: int, steps: int | None = 1) -> tuple[Action, ...]:
    """Take back `seat`'s last `steps` quiet actions (None: back to the start of the run);
    returns the actions taken back (empty when nothing may be undone, and always in hot-seat:
    whether a counted match allows undo is the caller's `undo_available` check). The match's engine is
    replaced by the replayed one, the undo is recorded in `match.meta["undos"]`, and the
    match's listeners hear an empty event list (the autosave writes the shorter log)."""
    if not undo_available(match, seat, counted=False):
        return ()  # hot-seat, not the human's seat, or a bot with a memory at the table
    plan = undo_plan(match.engine, seat, steps)
    if plan is None:
        return ()
    match.engine = _rebuild(match.engine, plan.keep)
    meta = match.meta
    records = meta.setdefault("undos", [])
    for record in records:  # earlier undos of moves now taken back too stay in order here
        if isinstance(record, dict) and isinstance(record.get("at"), int) \
                and record["at"] > plan.keep:
            record["at"] = plan.keep
    records.append({"at": plan.keep, "seat": seat,
                                         "undone": [str(a) for a in plan.undone]})
    meta["undo_count"] = int(meta.get("undo_count", 0)) + 1
    for listener in list(match.listeners):
        listener([])
    return plan.undone


def undo_entries(meta_undos: object) -> list[tuple[int, int, list[str]]]:
    """The undo records of a save as (at, seat, undone) from its `{"at", "seat", "undone"}`
    items, checked: bad items are skipped."""
    out: list[tuple[int, int, list[str]]] = []
    if not isinstance(meta_undos, list):
        return out
    for item in meta_undos:
        if not isinstance(item, dict):
            continue
        at, seat, undone = item.get("at"), item.get("seat", 0), item.get("undone")
        if isinstance(at, int) and isinstance(seat, int) and isinstance(undone, list) and all(
                isinstance(a, str) for a in undone):
            out.append((at, seat, list(undone)))
    return out


__all__ = ["MAX_UNDO", "UndoPlan", "can_undo", "undo", "undo_available", "undo_entries",
           "undo_plan", "undo_refusal"]
