"""Third-party bots: loading by name, and misbehaving bots replaced without harm."""

import sys
import time
import types

import pytest

from game.core.actions import Discard, Draw
from game.core.errors import GameError
from game.match import Match
from game.players import load_bot, make_player
from game.players.medium import MediumPlayer
from game.variants import rules_for


@pytest.fixture
def bot_module(monkeypatch):
    """A throw-away module `fakebots` holding the bot classes under test."""
    mod = types.ModuleType("fakebots")

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

    for cls in (NoChoose, Exploding, Raises, Illegal, NotAnAction, Sleeper):
        cls.__module__ = "fakebots"
        setattr(mod, cls.__name__, cls)
    monkeypatch.setitem(sys.modules, "fakebots", mod)
    return mod


@pytest.mark.parametrize("spec,message", [
    ("grandmaster", "unknown player 'grandmaster'"),
    ("no_such_module_xyz:Bot", "cannot import bot module 'no_such_module_xyz'"),
    ("game.players.easy:NoSuchBot", "has no 'NoSuchBot'"),
    ("fakebots:NoChoose", "has no choose(view, legal_actions) method"),
    ("fakebots:Exploding", "cannot create bot 'fakebots:Exploding': boom at birth"),
    (":Bot", "unknown player"),
])
def test_bad_specs_are_refused_clearly(bot_module, spec, message):
    with pytest.raises(GameError) as err:
        make_player(spec)
    assert message in str(err.value)


def test_levels_and_bots_load_by_name(bot_module):
    assert type(make_player("Hard")).__name__ == "HardPlayer"
    bot = load_bot("fakebots:Raises", name="Robo")
    assert bot.name == "Robo"


@pytest.mark.parametrize("cls,problem", [
    ("Raises", "raised ValueError: bot bug"),
    ("Illegal", "illegal action"),
    ("NotAnAction", "illegal action"),
    ("Sleeper", "longer than its 0.05 s budget"),
])
def test_misbehaving_bot_is_replaced_and_match_completes(bot_module, cls, problem):
    bot = getattr(bot_module, cls)()
    match = Match(rules_for("classic"), [bot, make_player("easy", seed=1)], seed=3,
                  budget=0.05)
    match.run()
    assert match.is_over
    assert len(match.incidents) == 1
    incident = match.incidents[0]
    assert incident.seat == 0 and problem in incident.problem
    assert isinstance(match.players[0], MediumPlayer)  # the built-in AI took over
    # the engine only ever saw legal actions: the log replays
    from game.core.families import replay

    again = replay(match.rules, 2, match.engine.seed, match.engine.log)
    assert again.scorer.totals == match.engine.scorer.totals


def test_well_behaved_bot_has_no_incident(bot_module):
    class Polite:
        name = "polite"

        def choose(self, view, legal):
            discards = [a for a in legal if isinstance(a, Discard)]
            return discards[0] if discards else legal[0]

    Polite.__module__ = "fakebots"
    match = Match(rules_for("classic"), [Polite(), make_player("easy", seed=2)], seed=4,
                  budget=2.0)
    match.run()
    assert match.is_over and match.incidents == []
