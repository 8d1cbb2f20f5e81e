"""The table package's contracts: the playback dispatch table covers every event each family
emits (and refuses an unknown one loudly), the table reads the match only through the session
and the views it captured, and its timers are scheduled tasks."""

from __future__ import annotations

import inspect
import re
import sys
from dataclasses import dataclass, fields
from pathlib import Path

import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name (the score screen)
from game.core import events as events_module
from game.core.actions import NextHand, Pass
from game.core.events import Event
from game.core.families import new_game
from game.core.phase import Phase
from game.core.view import PlayerView
from game.match import Match
from game.players import make_player
from game.ui.session import Session
from game.ui.table import make_table, table_for
from game.ui.table.gin import GinTable
from game.ui.table.playback import UnhandledEvent
from game.ui.table.rami import RamiTable
from game.ui.tasks import Scheduler
from game.variants import VARIANTS, find_variant

TABLE_DIR = Path(__file__).resolve().parents[2] / "game" / "ui" / "table"


def event_types_of(variant: str, seed: int) -> set[type[Event]]:
    """Every event type the first hands of a headless match of `variant` emit."""
    rules = find_variant(variant).rules
    seats = max(rules.min_players, min(3, rules.max_players))
    players = [make_player("easy", seed=seed * 7 + i) for i in range(seats)]
    match = Match(rules, players, seed=seed)
    seen: set[type[Event]] = set()
    match.listeners.append(lambda batch: seen.update(type(e) for e in batch))
    for _ in range(20000):
        if match.engine.is_over or match.engine.deal_no >= 4:
            break
        match.step()
    return seen


# ----- the dispatch table --------------------------------------------------------------------
@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_every_event_a_variant_emits_has_a_handler_at_its_table(variant):
    rules = find_variant(variant).rules
    table = GinTable if rules.family == "gin" else RamiTable
    seen = event_types_of(variant, seed=4)
    assert seen, "the match emitted nothing"
    missing = {t.__name__ for t in seen} - {t.__name__ for t in table.handlers}
    assert not missing, f"{table.__name__} cannot show {sorted(missing)}"


def test_every_event_type_is_shown_by_at_least_one_table_and_each_family_only_its_own():
    all_types = {obj for _n, obj in inspect.getmembers(events_module, inspect.isclass)
                 if issubclass(obj, Event) and obj is not Event}
    assert all_types <= set(GinTable.handlers) | set(RamiTable.handlers)
    rami_only = {events_module.Melded, events_module.Restocked, events_module.RamiCalled}
    gin_only = {events_module.Knocked, events_module.Spread, events_module.KnockLimitSet,
                events_module.RetourneTurned, events_module.Passed}
    assert not rami_only & set(GinTable.handlers)     # no dead Rami playback at the Gin table
    assert not gin_only & set(RamiTable.handlers)
    # a family's own handler replaces the shared one; the shared ones stay registered
    assert RamiTable.handlers[events_module.Discarded] is not \
        GinTable.handlers[events_module.Discarded]
    assert RamiTable.handlers[events_module.Drew] is GinTable.handlers[events_module.Drew]


def test_an_unknown_event_type_is_refused_loudly(app):
    @dataclass(frozen=True)
    class Mystery(Event):
        pass

    session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "medium", seed=2)
    table = make_table(app, session)
    with pytest.raises(UnhandledEvent, match="GinTable has no handler for Mystery"):
        table.play(Mystery())


def test_table_for_picks_the_family_table():
    gin = Session.create("classic", {}, "ai", ["A", "B"], "easy", seed=1)
    rami = Session.create("rami", {}, "ai", ["A", "B", "C"], "easy", seats=3, seed=1)
    assert table_for(gin) is GinTable and table_for(rami) is RamiTable
    assert not hasattr(GinTable, "__new__") or GinTable.__new__ is object.__new__


# ----- the table reads views and the session, never the engine -------------------------------
def test_no_table_module_names_the_engine_or_the_match():
    for path in TABLE_DIR.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        hits = re.findall(r"\.(?:engine|match)\b(?!_)", text)
        assert not hits, f"{path.name} reaches the live engine: {hits}"


class GuardedSession:
    """A session whose engine and match raise when code of the table package asks for them
    (the session's own methods, and other scenes, still reach them)."""

    def __init__(self, inner: Session) -> None:
        object.__setattr__(self, "_inner", inner)

    def __getattr__(self, name: str):
        if name in ("engine", "match"):
            caller = sys._getframe(1).f_code.co_filename
            if str(TABLE_DIR) in caller:
                raise AssertionError(f"the table read session.{name} ({caller})")
        return getattr(object.__getattribute__(self, "_inner"), name)


@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 4)])
def test_a_hand_plays_to_the_score_screen_without_the_table_touching_the_engine(
        app, variant, seats):
    inner = Session.create(variant, {}, "ai", [f"P{i}" for i in range(seats)], "easy",
                           seats=seats, seed=6)
    table = make_table(app, GuardedSession(inner), autoplayer=make_player("easy", seed=3))
    app.scenes.push(table)
    for _ in range(60000):
        app.step()
        if app.scenes.top is not table:
            break
    assert app.scenes.top.name == "score"
    assert table.state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
    assert table.last_scored is not None


def test_the_view_carries_the_facts_the_table_shows():
    names = {f.name for f in fields(PlayerView)}
    assert "extra" not in names
    assert {"stock_only", "doubled", "turns_done", "call_card", "restocks",
            "shown_hands", "roles", "totals"} <= names
    engine = new_game(find_variant("classic").rules, 2, seed=3)
    engine.apply(NextHand())
    assert engine.phase is Phase.OFFER
    engine.apply(Pass())
    engine.apply(Pass())
    view = engine.view(engine.to_act)
    assert view.phase == Phase.DRAW and view.stock_only is True
    rami = new_game(find_variant("rami").rules, 3, seed=3)
    rami.apply(NextHand())
    view = rami.view(0)
    assert view.turns_done == (0, 0, 0) and view.restocks == 0 and view.call_card is None
    assert view.shown_hands == ()


def test_the_engine_stores_phase_members_that_still_equal_their_old_strings():
    engine = new_game(find_variant("classic").rules, 2, seed=8)
    assert engine.phase is Phase.START and engine.phase == "start"
    engine.apply(NextHand())
    assert isinstance(engine.phase, Phase)


# ----- timers as tasks --------------------------------------------------------------------
def test_a_scheduled_task_runs_once_when_its_delay_has_passed():
    tasks = Scheduler()
    ran: list[str] = []
    tasks.schedule(1.0, lambda: ran.append("a"))
    tasks.update(0.6)
    assert ran == [] and tasks.pending == 1
    tasks.update(0.5)
    assert ran == ["a"] and tasks.pending == 0
    tasks.update(5.0)
    assert ran == ["a"]


def test_a_cancelled_task_never_runs_and_tasks_run_in_the_order_they_fall_due():
    tasks = Scheduler()
    ran: list[str] = []
    late = tasks.schedule(0.5, lambda: ran.append("late"))
    tasks.schedule(0.3, lambda: ran.append("b"))
    tasks.schedule(0.1, lambda: ran.append("a"))
    gone = tasks.schedule(0.2, lambda: ran.append("gone"))
    gone.cancel()
    tasks.update(0.4)
    assert ran == ["a", "b"]
    late.cancel()
    tasks.update(1.0)
    assert ran == ["a", "b"] and tasks.pending == 0


def test_a_repeating_task_runs_every_interval_until_cancelled():
    tasks = Scheduler()
    ticks: list[float] = []
    task = tasks.every(0.25, lambda: ticks.append(tasks.clock))
    for _ in range(4):
        tasks.update(0.25)
    assert len(ticks) == 4
    task.cancel()
    tasks.update(1.0)
    assert len(ticks) == 4
    with pytest.raises(ValueError):
        tasks.every(0, lambda: None)


def test_the_table_banner_and_bubbles_end_by_scheduled_tasks(app):
    session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "medium", seed=2)
    table = make_table(app, session)
    table.show_banner("Hello", 1.0)
    table.say(1, "Draws", 0.5)
    assert table.banner == "Hello" and table.bubbles == {1: "Draws"}
    table.say(1, "Pass", 2.0)              # a new bubble replaces the old one and its timer
    table.tasks.update(0.6)
    assert table.bubbles == {1: "Pass"} and table.banner == "Hello"
    table.tasks.update(5.0)
    assert table.banner is None and table.bubbles == {}


def test_a_seats_bubble_of_what_it_is_doing_goes_when_another_seat_speaks(app):
    """At a fast speed the next seat draws within a second: "Discards" beside the seat
    before is stale then (issue 16, "stale status text"); what a seat did ("Took the 7♥")
    stays its time."""
    session = Session.create("rami", {}, "ai", ["Ann", "Bob", "Cy"], "medium", seats=3, seed=2)
    table = make_table(app, session)
    table.say(1, "Discards", 1.0)
    table.say(2, "Draws", 1.2)
    assert table.bubbles == {2: "Draws"}
    table.say(2, "Took the seven of hearts", 2.5, acting=False)
    table.say(0, "Thinking…", 30.0)
    assert table.bubbles == {2: "Took the seven of hearts", 0: "Thinking…"}
    table.tasks.update(2.6)
    assert table.bubbles == {0: "Thinking…"}
