"""The guided first games: one scripted classic Gin hand and a short Rami one, as data.

A `Script` is a fixed seed, the player's seat and the whole action log of the scripted hand
(both seats, in notation), so the deal and every computer move are always the same whatever
the AI levels become. Its `steps` are what the player is walked through: an explanation to
read (`expect` None: the player presses Continue) or an action to make (`expect`: the step is
done when the player plays it); `key` names the text (worded in `game.ui.tutorial_words`) and
`highlight` the cards the table should point at; `hold` keeps the computer from moving while
the step is up (the welcome and the first looks at the player's hand: a play-tester read the
welcome while the computer was already taking the upcard).

`TutorialRun` drives a real engine through a script: `advance(action)` checks the player's
action against the step, applies it and then the opponent's scripted replies, until the next
step; `rewind(moves)` goes back to an earlier step of the player's after an undo. The UI shows `run.step` and feeds the player's actions; tests feed each step's expected
action (the autoplayer) and check the hand is played out to its scoring.

Classic, seed 37, player seat 0: the opponent takes the upcard; the player draws from the
stock and throws the 9♥, takes the Q♠ the opponent let go, which completes J-Q-K♠, and knocks
with the 7♥; the opponent lays off the 8♦ and 9♦ on 5-6-7♦; the knock is scored, and the
last steps tell what an undercut and gin would have scored, and what a match adds (its
target, the game and box bonuses) and the help of a real game (Hint, Undo). The computer
waits while the welcome and the first looks at the hand are read.
Rami, seed 2, player seat 0: the player draws, lays A-2-3♦ down, discards; the opponent lays
two melds; the player draws, lays the 10♦ off on the opponent's 7-8-9♦ and ends the turn
with a discard (the lesson stops there, between two turns); the last steps tell how a hand
ends and the help of a real game (Hint, Undo).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from game.core.actions import Action, Knock, NextHand, parse_action
from game.core.cards import Card
from game.core.engine import Engine
from game.core.events import Event, HandScored
from game.core.families import new_game
from game.variants.presets import rules_for


@dataclass(frozen=True)
class Step:
    """One step of a guided game: its text `key`, the cards to point at, the player's
    action that completes it (None: read, then continue), and whether the computer waits
    while it is up (`hold`)."""

    key: str
    highlight: tuple[Card, ...] = ()
    expect: Action | None = None
    hold: bool = False

    def accepts(self, action: Action | None) -> bool:
        """Whether `action` completes this step (a knock may leave the melds to the engine)."""
        if self.expect is None:
            return action is None
        if isinstance(self.expect, Knock) and isinstance(action, Knock):
            return action.card == self.expect.card and action.melds in (None,
                                                                        self.expect.melds)
        return action == self.expect


@dataclass(frozen=True)
class Script:
    """A scripted hand: variant, seed, the player's seat, the hand's whole log and the steps."""

    name: str
    variant: str
    seed: int
    seat: int
    log: tuple[Action, ...]
    steps: tuple[Step, ...]


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def _log(*moves: str) -> tuple[Action, ...]:
    return tuple(parse_action(m) for m in moves)


@cache
def gin_script() -> Script:
    """The classic hand: drawing, melds and deadwood, discarding, taking a discard, knocking,
    lay-offs and the score (with the undercut and gin told)."""
    log = _log("draw discard", "discard QD", "draw stock", "discard 9H", "draw stock",
               "discard QS", "draw discard", "knock 7H [JS QS KS] [5D 6D 7D]", "layoff 8D 1",
               "layoff 9D 1", "done")
    steps = (
        # the computer waits until the player has read about their hand: its first move
        # comes with the step that explains it
        Step("gin-welcome", hold=True),
        Step("gin-melds", _cards("5D 6D 7D"), hold=True),
        Step("gin-deadwood", _cards("2H 9H 3C JS 2C 7H 3D"), hold=True),
        Step("gin-opponent-took", _cards("QD")),
        Step("gin-draw-stock", expect=log[2]),
        Step("gin-discard", _cards("9H"), expect=log[3]),
        Step("gin-take-discard", _cards("QS"), expect=log[6]),
        Step("gin-knock", _cards("7H"), expect=log[7]),
        Step("gin-layoffs", _cards("8D 9D")),
        Step("gin-scoring"),
        Step("gin-gin"),
        # what follows the hand in a match, and the help of a real game (the lesson ended
        # on the hand's score; a play-tester never learnt of the target, the bonuses, Hint
        # or Undo)
        Step("gin-match"),
        Step("gin-help"),
    )
    return Script("gin", "classic", 37, 0, log, steps)


@cache
def rami_script() -> Script:
    """The short Rami hand: laying a meld down, then laying off on the opponent's meld."""
    log = _log("draw stock", "meld AD 2D 3D", "discard KH", "draw stock", "meld 6H 7H 8H",
               "meld 7D 8D 9D", "discard 9S", "draw stock", "layoff TD 2", "discard TH")
    steps = (
        Step("rami-welcome", hold=True),
        Step("rami-draw", expect=log[0]),
        Step("rami-meld", _cards("AD 2D 3D"), expect=log[1]),
        Step("rami-discard", _cards("KH"), expect=log[2]),
        Step("rami-opponent-melds", _cards("6H 7H 8H 7D 8D 9D")),
        Step("rami-draw-again", expect=log[7]),
        Step("rami-layoff", _cards("TD 7D 8D 9D"), expect=log[8]),
        # the turn ends with a discard, as every turn does: the lesson stopped after the
        # lay-off, the player holding seven cards, mid-turn (a play-tester)
        # (the computer, whose turn it is now, waits: past the script it would play on)
        Step("rami-discard", _cards("TH"), expect=log[9]),
        Step("rami-done", hold=True),
        # how the hand ends and what it pays, which the short hand never reaches (a
        # play-tester read "The guided hand is over" holding seven cards)
        Step("rami-going-out", hold=True),
        # the help of a real game, as the Gin lesson ends (a play-tester of Rami never
        # heard of H and Z)
        Step("rami-help", hold=True),
    )
    return Script("rami", "rami", 2, 0, log, steps)


SCRIPTS = {"gin": gin_script, "rami": rami_script}


class TutorialRun:
    """A script played on a real engine, one step at a time."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.engine: Engine = new_game(rules_for(script.variant), None, script.seed)
        self.events: list[Event] = list(self.engine.apply(NextHand()))
        self.done_moves = 0     # how much of the script's log is played
        self.index = 0          # the current step
        self.asked: list[tuple[int, int]] = []   # (step, log index) of each action step played
        self.replies = 0        # the computer's moves the last step brought (`_auto`)
        self._auto()

    @property
    def step(self) -> Step | None:
        """The step to show, None once the guide is over."""
        steps = self.script.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.script.steps)

    @property
    def scored(self) -> bool:
        """Whether the scripted hand reached its score."""
        return any(isinstance(e, HandScored) for e in self.events)

    def advance(self, action: Action | None = None) -> bool:
        """Complete the current step with `action` (None for a read-and-continue step).
        Returns False, changing nothing, when it is not what the step asks."""
        step = self.step
        if step is None or not step.accepts(action):
            return False
        if step.expect is not None:
            self.asked.append((self.index, self.done_moves))
            self._play(self.script.log[self.done_moves])  # the scripted form of the action
        self.index += 1
        self._auto()
        return True

    def rewind(self, moves: int) -> bool:
        """Back to where `moves` actions of the script's log were played, after the player's
        own moves from there were taken back (an undo): the step that asked for the first of
        them is shown again. False, changing nothing, when `moves` is not where one of the
        player's steps began (the computer's moves are never taken back)."""
        back = [(step, at) for step, at in self.asked if at >= moves]
        if not back or back[0][1] != moves:
            return False
        self.asked = self.asked[:len(self.asked) - len(back)]
        self.index = back[0][0]
        self.engine = new_game(rules_for(self.script.variant), None, self.script.seed)
        self.events = list(self.engine.apply(NextHand()))
        self.done_moves = 0
        for action in self.script.log[:moves]:
            self._play(action)
        self.replies = 0
        return True

    def _play(self, action: Action) -> None:
        self.events += self.engine.apply(action)
        self.done_moves += 1

    def _auto(self) -> None:
        """Play the opponent's scripted moves up to the player's next expected action (all of
        them once the player has nothing left to do)."""
        log = self.script.log
        self.replies = 0
        if self.step is not None and self.step.hold:
            return   # the computer waits while this step is read
        waiting = any(s.expect is not None for s in self.script.steps[self.index:])
        while self.done_moves < len(log):
            if waiting and self.engine.to_act == self.script.seat:
                return
            self._play(log[self.done_moves])
            self.replies += 1


def script_for(name: str) -> Script:
    """The script called `name` ("gin" or "rami")."""
    return SCRIPTS[name]()


__all__ = ["SCRIPTS", "Script", "Step", "TutorialRun", "gin_script", "rami_script",
           "script_for"]
