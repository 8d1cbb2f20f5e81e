"""Third-party bots for the tests, in a real module so that their own process can import them
(`fakebots:Name`). Each misbehaves in one way; `Snoop` reports what it could find."""

from __future__ import annotations

import gc
import json
import os
import sys
import time

from game.core.actions import Discard, Draw
from game.players import make_player


class NoChoose:
    name = "mute"


class Exploding:
    def __init__(self):
        raise RuntimeError("boom at birth")


class Raises:
    name = "raiser"

    def __init__(self):
        self.calls = 0

    def choose(self, view, legal):
        self.calls += 1
        if self.calls > 3:
            raise ValueError("bot bug")
        return legal[0]


class Illegal:
    name = "cheat"

    def choose(self, view, legal):
        if view.phase == "discard":
            return Draw("stock")  # drawing twice is never legal
        return legal[0]


class NotAnAction:
    name = "confused"

    def choose(self, view, legal):
        return "discard the king"


class Sleeper:
    name = "sleepy"

    def choose(self, view, legal):
        if view.phase == "discard":
            time.sleep(0.5)
        return legal[-1]


class Spinner:
    """Never answers: spins forever once asked to discard."""

    name = "spinner"

    def choose(self, view, legal):
        while view.phase == "discard":
            pass
        return legal[-1]


class SlowObserver:
    """Hangs in observe(), which the budget covers too."""

    name = "slow-ears"

    def __init__(self):
        self.heard = 0

    def observe(self, events):
        self.heard += 1
        if self.heard > 3:
            time.sleep(30)

    def choose(self, view, legal):
        return legal[0]


class AlwaysEqual(Discard):
    """An 'action' that claims to equal every other object."""

    def __eq__(self, other):
        return True

    __hash__ = object.__hash__


class EqualsEverything:
    name = "liar"

    def __init__(self):
        self.brain = make_player("easy", seed=5)

    def choose(self, view, legal):
        if view.phase == "discard":
            return AlwaysEqual(not_in(view.hand))
        return self.brain.choose(view, legal)


def not_in(hand):
    """A card that is not in `hand` (so discarding it is never legal)."""
    from game.core.cards import ALL_CARDS

    return next(c for c in ALL_CARDS if c not in hand)


class PosingAsBuiltin(Raises):
    """Claims to be one of the game's own players."""

    name = "poser"


PosingAsBuiltin.__module__ = "game.players.easy"


class Polite:
    name = "polite"

    def choose(self, view, legal):
        discards = [a for a in legal if isinstance(a, Discard)]
        return discards[0] if discards else legal[0]


class Snoop:
    """Searches its whole process (gc, every thread's frames) for the game's hidden state and
    tries to change the rules and the cards; appends what it found to $SNOOP_REPORT."""

    name = "Snoop"

    def __init__(self):
        self.brain = make_player("easy", seed=3)  # plays sensibly so matches last

    def choose(self, view, legal):
        from game.core.engine import Engine
        from game.core.scoring.base import MatchScorer

        hidden_kinds = (Engine, MatchScorer)
        found = sorted({type(o).__name__ for o in gc.get_objects()
                        if isinstance(o, hidden_kinds) or type(o).__name__ == "Match"})
        frame_hits = set()
        for frame in sys._current_frames().values():
            while frame is not None:
                for value in list(frame.f_locals.values()):
                    if isinstance(value, hidden_kinds) or type(value).__name__ == "Match":
                        frame_hits.add(type(value).__name__)
                frame = frame.f_back
        # tamper: the rules it was sent, and the rank of a card in its hand
        object.__setattr__(view.rules, "knock_limit", 99)
        if view.hand:
            object.__setattr__(view.hand[0], "rank", 1)
            object.__setattr__(view.hand[0], "suit", 0)
        with open(os.environ["SNOOP_REPORT"], "a", encoding="utf-8") as out:
            out.write(json.dumps({"gc": found, "frames": sorted(frame_hits),
                                  "pid": os.getpid()}) + "\n")
        object.__setattr__(view.rules, "knock_limit", 10)  # so its own brain still plays
        from game.core.cards import ALL_CARDS
        for card in ALL_CARDS:  # undo the damage in its own process only
            object.__setattr__(card, "rank", card.index % 13 + 1)
            object.__setattr__(card, "suit", card.index % 52 // 13)
        return self.brain.choose(view, legal)


class PileHog:
    """Always takes the discard, throws the first card it may and never goes out: two of them
    pass cards back and forth for ever (the match replaces them: `PILE_STREAK_LIMIT`)."""

    name = "hog"

    def choose(self, view, legal):
        take = Draw("discard")
        if take in legal:
            return take
        throws = [a for a in legal if isinstance(a, Discard)]
        return throws[0] if throws else legal[0]


class OtherPileHog(PileHog):
    """A second `PileHog` under another name (a tournament pairs two different specs)."""

    name = "hog 2"


class BadEars:
    """Loads, but its observe() always raises: it cannot hear a restored match's history."""

    name = "bad ears"

    def observe(self, events):
        raise RuntimeError("cannot hear")

    def choose(self, view, legal):
        return legal[0]
