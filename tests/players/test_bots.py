"""Third-party bots: loading by name, each in its own process, and misbehaving bots replaced
without harm and without anything left behind (threads, processes)."""

import multiprocessing
import threading
import time

import fakebots
import pytest

from game.core.actions import Discard
from game.core.errors import GameError
from game.match import Match
from game.players import builtin_level, load_bot, make_player
from game.players.medium import MediumPlayer
from game.players.sandbox import RemoteBot
from game.variants import rules_for


@pytest.mark.parametrize("spec,message", [
    ("grandmaster", "unknown player 'grandmaster'"),
    ("no_such_module_xyz:Bot", "cannot import bot module 'no_such_module_xyz'"),
    ("game.players.easy:NoSuchBot", "has no 'NoSuchBot'"),
    ("fakebots:NoChoose", "has no choose(view, legal_actions) method"),
    ("fakebots:Exploding", "cannot create bot 'fakebots:Exploding': boom at birth"),
    (":Bot", "unknown player"),
])
def test_bad_specs_are_refused_clearly(spec, message):
    with pytest.raises(GameError) as err:
        make_player(spec)
    assert message in str(err.value)
    assert multiprocessing.active_children() == []


def test_levels_and_bots_load_by_name():
    assert type(make_player("Hard")).__name__ == "HardPlayer"
    bot = load_bot("fakebots:Raises", name="Robo")
    try:
        assert isinstance(bot, RemoteBot) and bot.name == "Robo"
        assert bot.pid is not None and bot.pid != multiprocessing.current_process().pid
    finally:
        bot.close()
    assert not bot.alive


def _play(spec: str, budget: float) -> Match:
    match = Match(rules_for("classic"), [make_player(spec), make_player("easy", seed=1)],
                  seed=3, budget=budget)
    match.run()
    return match


#: the timing bots' budget; the others answer at once and get a generous one, so a loaded
#: machine's slow process start is never taken for their fault
TIGHT, GENEROUS = 0.2, 5.0


@pytest.mark.parametrize("cls,problem,budget", [
    ("Raises", "raised ValueError: bot bug", GENEROUS),
    ("Illegal", "illegal action", GENEROUS),
    ("NotAnAction", "illegal action", GENEROUS),
    ("Sleeper", "longer than its 0.2 s budget", TIGHT),
    ("Spinner", "longer than its 0.2 s budget", TIGHT),
    ("SlowObserver", "observe(): took longer than its 0.2 s budget", TIGHT),
    ("EqualsEverything", "illegal action", GENEROUS),
    ("PosingAsBuiltin", "raised ValueError: bot bug", GENEROUS),
])
def test_misbehaving_bot_is_replaced_and_match_completes(cls, problem, budget):
    started = time.perf_counter()
    match = _play(f"fakebots:{cls}", budget=budget)
    assert match.is_over
    assert len(match.incidents) == 1
    incident = match.incidents[0]
    assert incident.seat == 0 and problem in incident.problem
    assert isinstance(match.players[0], MediumPlayer)  # the built-in AI took over
    # the engine only ever saw legal actions: the log replays
    from game.core.families import replay

    again = replay(match.rules, 2, match.engine.seed, match.engine.log)
    assert again.scorer.totals == match.engine.scorer.totals
    # nothing left behind: no process, no watching thread; a hung bot cost its budget only
    assert multiprocessing.active_children() == []
    assert threading.active_count() == 1
    assert time.perf_counter() - started < 20


def test_hung_bots_leave_nothing_behind():
    """Forty matches whose bot hangs leave no thread and no process, each costing a budget."""
    started = time.perf_counter()
    for _ in range(40):
        match = Match(rules_for("classic"), [make_player("fakebots:Spinner"),
                                             make_player("easy", seed=1)], seed=3, budget=0.05)
        while not match.incidents:
            match.step()
        match.close()
    assert threading.active_count() == 1
    assert multiprocessing.active_children() == []
    assert time.perf_counter() - started < 120


def test_a_class_claiming_a_game_module_is_not_built_in():
    poser = fakebots.PosingAsBuiltin()
    assert type(poser).__module__ == "game.players.easy"
    assert builtin_level(poser) is None
    assert builtin_level(make_player("easy")) == "easy"
    match = Match(rules_for("classic"), [poser, make_player("easy", seed=1)], seed=3)
    assert match.trusted == [False, True]
    match.run()  # its exception is caught in-process too, not raised out of the run
    assert match.is_over and "bot bug" in match.incidents[0].problem


def test_an_in_process_object_equal_to_everything_is_refused():
    """An object handed in directly (not through a spec) is refused by the legality check
    whatever its `__eq__` says."""
    match = Match(rules_for("classic"), [fakebots.EqualsEverything(),
                                         make_player("easy", seed=1)], seed=3)
    match.run()
    assert match.is_over and "illegal action" in match.incidents[0].problem


def test_well_behaved_bot_has_no_incident():
    match = _play("fakebots:Polite", budget=2.0)
    assert match.is_over and match.incidents == []
    assert any(isinstance(a, Discard) for a in match.engine.log)
    assert multiprocessing.active_children() == []


def test_simulate_keeps_one_process_per_bot_seat_and_stops_it(monkeypatch):
    """A bot's process is started once per seat and serves every match of the run (a fresh
    bot object each match); a bot that fails is started again; nothing is left running."""
    from game.cli.simulate import simulate
    from game.players import sandbox

    started = []
    real_init = sandbox.RemoteBot.__init__

    def counting(self, *args, **kwargs):
        real_init(self, *args, **kwargs)
        started.append(self.pid)

    monkeypatch.setattr(sandbox.RemoteBot, "__init__", counting)
    report = simulate(rules_for("classic"), ["fakebots:Polite", "easy"], games=6, seed=1,
                      budget=2.0)
    assert report["incidents"] == [] and len(started) == 1
    report = simulate(rules_for("classic"), ["fakebots:Raises", "easy"], games=3, seed=1,
                      budget=2.0)
    assert len(report["incidents"]) == 3 and len(started) == 1 + 3
    assert multiprocessing.active_children() == [] and threading.active_count() == 1
