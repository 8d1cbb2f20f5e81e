"""Third-party bots: loading by name, each in its own process, and misbehaving bots replaced
without harm and without anything left behind (threads, processes)."""

import json
import multiprocessing
import threading
import time

import fakebots
import pytest

from game.core.actions import Discard
from game.core.errors import GameError
from game.core.events import Drew
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


def test_bots_passing_cards_round_in_circles_are_replaced_and_the_match_ends():
    """Two bots that always take the discard never draw from the stock, so their hand never
    ends; past `PILE_STREAK_LIMIT` pile draws in a row each is replaced when it takes the pile
    again, and the match finishes (it used to run until `Match.run`'s step cap raised)."""
    from game.match import PILE_STREAK_LIMIT

    hogs = [fakebots.PileHog(), fakebots.PileHog()]
    match = Match(rules_for("classic"), hogs, seed=5)
    streak = 0
    while not match.incidents:        # before any replacement the hand only goes round
        for e in match.step():
            if isinstance(e, Drew):
                streak = streak + 1 if e.source == "discard" else 0
        assert streak <= PILE_STREAK_LIMIT + 1
    assert streak == PILE_STREAK_LIMIT + 1
    match.run(max_steps=20_000)
    assert match.is_over
    assert sorted(i.seat for i in match.incidents) == [0, 1]
    assert all("going round in circles" in i.problem for i in match.incidents)
    assert all(isinstance(p, MediumPlayer) for p in match.players)
    from game.core.families import replay

    again = replay(match.rules, 2, match.engine.seed, match.engine.log)
    assert again.scorer.totals == match.engine.scorer.totals


def test_taking_the_discard_now_and_then_is_no_incident():
    """A bot that takes the discard whenever it may but draws from the stock otherwise plays
    normal hands: streaks stay short, nobody is replaced."""
    match = Match(rules_for("classic"), [fakebots.PileHog(), make_player("medium", seed=2)],
                  seed=5)
    match.run(max_steps=20_000)
    assert match.is_over and match.incidents == []


def test_a_tournament_with_failing_and_looping_bots_finishes_and_says_so(capsys):
    """The tournament once trusted every player whose class lived in `game.players`, which a
    bot's process handle does: a bot that raised stopped the whole tournament with a
    traceback, and two bots passing cards round in circles never finished. Now each is
    replaced for the rest of its match, and the table says who was and why."""
    from game.__main__ import main

    assert main(["tournament", "fakebots:Raises", "medium", "--deals", "1", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "bot(s) replaced by the built-in medium AI" in out
    assert "fakebots:Raises: raised ValueError: bot bug" in out
    assert main(["tournament", "fakebots:PileHog", "fakebots:OtherPileHog", "--deals", "1",
                 "--seed", "5", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sum(p["games"] for p in data["pairs"]) == 4   # both mirrored matches, both ways
    assert {i["player"] for i in data["incidents"]} == {"fakebots:PileHog",
                                                        "fakebots:OtherPileHog"}
    assert all("going round in circles" in i["problem"] for i in data["incidents"])
    assert multiprocessing.active_children() == []
