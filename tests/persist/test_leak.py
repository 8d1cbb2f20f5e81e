"""A bot that digs through everything reachable from what it is given (its view and the legal
actions: attributes, `__dict__`, slots, properties and `gc.get_referents`) never finds the
engine, the match, the scorer, the stock or an opponent's hidden card."""

from __future__ import annotations

import gc
import os
import types

import pytest

from game.core.actions import Action
from game.core.cards import Card
from game.core.engine import Engine
from game.core.events import CardsCut
from game.core.melds import MeldSolver
from game.core.scoring.base import MatchScorer
from game.match import Match
from game.players import make_player
from game.variants import rules_for

# code and namespaces are shared by everyone; they hold no game state
_OPAQUE = (type, types.ModuleType, types.CodeType, types.BuiltinFunctionType,
           types.WrapperDescriptorType, types.MethodDescriptorType, types.GetSetDescriptorType,
           types.MemberDescriptorType)


def reachable(*roots, limit: int = 200_000, skip: tuple[type, ...] = ()) -> list[object]:
    """Every object reachable from `roots` without going through code or module globals
    (nor through instances of `skip`)."""
    seen: dict[int, object] = {}
    stack = list(roots)
    opaque = _OPAQUE + skip
    while stack and len(seen) < limit:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, opaque):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, (str, bytes, int, float, bool, types.NoneType)):
            continue
        if isinstance(obj, types.FunctionType):  # a closure may hide state; globals do not
            stack.extend(c.cell_contents for c in obj.__closure__ or () if _filled(c))
            stack.extend(obj.__defaults__ or ())
            continue
        stack.extend(gc.get_referents(obj))
        stack.extend(getattr(obj, "__dict__", {}).values())
        for cls in type(obj).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if hasattr(obj, slot):
                    stack.append(getattr(obj, slot))
        for name in dir(obj):
            if name.startswith("__"):
                continue
            try:
                value = getattr(obj, name)
            except Exception:  # noqa: BLE001 - a probing bot ignores what it cannot read
                continue
            if not isinstance(value, types.MethodType):
                stack.append(value)
            else:
                stack.append(value.__self__)
    assert len(seen) < limit, "walked too far: the view reaches a huge object graph"
    return list(seen.values())


def _filled(cell) -> bool:
    try:
        return cell.cell_contents is not cell  # reading an empty cell raises ValueError
    except ValueError:
        return False


class Snoop:
    """A third-party bot (untrusted: not in game.players) that searches for hidden state."""

    name = "Snoop"

    def __init__(self) -> None:
        self.brain = make_player("easy", seed=3)  # plays sensibly so matches last
        self.seen: list[tuple[object, list[object]]] = []  # (view, what it reached)

    def choose(self, view, legal_actions):
        self.seen.append((view, reachable(view, legal_actions)))
        return self.brain.choose(view, legal_actions)


def hidden_cards(engine, seat: int) -> set[Card]:
    """What `seat` may not know now: the stock and opponents' cards not yet shown."""
    hidden = set(engine.stock)
    view = engine.view(seat)
    if view.showdown is None:
        for other in view.opponents:
            hidden |= set(engine.hands[other]) - set(view.known_cards[other])
    # cards turned face up to cut for the deal are public and then shuffled back: meeting one
    # tells nothing about where it is now
    for event in engine.events:
        if isinstance(event, CardsCut):
            hidden -= set(event.cards)
    return hidden


@pytest.mark.parametrize("variant", ["classic", "oklahoma", "three-player", "gin-rami"])
def test_a_snooping_bot_finds_no_hidden_state(variant):
    rules = rules_for(variant)
    snoop = Snoop()
    others = [make_player("easy", seed=s) for s in range(1, rules.min_players)]
    match = Match(rules, [snoop, *others], seed=12, budget=5.0)
    checked = 0
    while checked < 40 and not match.is_over:
        if match.seat_to_act() == 0:
            hidden = hidden_cards(match.engine, 0)
            before = len(snoop.seen)
            match.step()
            assert len(snoop.seen) == before + 1, "the bot was not asked"
            view, found = snoop.seen[-1]
            assert not [o for o in found if isinstance(o, (Engine, Match, MatchScorer))]
            cards = {o for o in found if isinstance(o, Card)}
            assert cards & hidden == set(), f"the view leaked {sorted(cards & hidden)}"
            # it did see its own hand and the public cards, so the search really worked
            assert set(view.hand) <= cards
            if view.discard_top is not None:
                assert view.discard_top in cards
            assert any(isinstance(o, Action) for o in found)
            checked += 1
        else:
            match.step()
    assert checked == 40
    assert not match.incidents  # the snooping bot played legally throughout


def test_the_walk_does_find_hidden_state_when_it_is_reachable():
    """Control: the same search run on the engine itself finds the stock and both hands."""
    match = Match(rules_for("classic"), [make_player("easy", seed=1),
                                         make_player("easy", seed=2)], seed=12)
    match.step()
    # the meld solver's caches grow with every hand the test session has solved: skip them
    found = reachable(match.engine, skip=(MeldSolver,))
    cards = {o for o in found if isinstance(o, Card)}
    assert hidden_cards(match.engine, 0) <= cards
    assert any(isinstance(o, MatchScorer) for o in found)


# ----- a third-party bot searching its whole process -------------------------------------------
def _deck_is_whole(engine) -> bool:
    """Every card of the engine's deck is where it is once, with its own rank and suit."""
    cards = [*engine.stock, *engine.pile, *(c for h in engine.hands for c in h)]
    for meld in getattr(engine, "table_melds", []) or []:
        cards.extend(getattr(meld, "cards", meld))
    codes = [c.code for c in cards]
    return len(set(codes)) == len(codes) and all(
        c.rank == c.index % 13 + 1 and c.suit == c.index % 52 // 13 for c in cards)


@pytest.mark.parametrize("variant", ["classic", "gin-rami"])
def test_a_bot_walking_gc_and_frames_finds_no_engine_and_changes_nothing(
        variant, tmp_path, monkeypatch):
    """The `Snoop` bot runs in its own process: `gc.get_objects()` and every thread's frames
    hold no engine, match or scorer there; forcing a change into its view's rules and cards
    changes nothing in the game."""
    import json
    from pathlib import Path

    monkeypatch.syspath_prepend(str(Path(__file__).parents[1] / "players"))
    report = tmp_path / "snoop.jsonl"
    monkeypatch.setenv("SNOOP_REPORT", str(report))
    rules = rules_for(variant)
    others = [make_player("easy", seed=s) for s in range(1, rules.min_players)]
    match = Match(rules, [make_player("fakebots:Snoop"), *others], seed=12, budget=5.0)
    asked = 0
    while asked < 15 and not match.is_over:
        if match.seat_to_act() == 0 and match.engine.phase not in ("start", "hand-over"):
            asked += 1
        match.step()
        assert match.engine.rules.knock_limit == rules.knock_limit
        assert match.engine.rules == rules
        assert _deck_is_whole(match.engine)
    match.close()
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    assert len(lines) >= 10, "the bot was not asked"
    assert all(line["gc"] == [] and line["frames"] == [] for line in lines), lines[:3]
    assert {line["pid"] for line in lines} != {os.getpid()}
    assert not match.incidents


def test_the_same_search_in_the_games_process_finds_the_engine():
    """Control: run in the game's process, the Snoop's search does find the engine."""
    match = Match(rules_for("classic"), [make_player("easy", seed=1),
                                         make_player("easy", seed=2)], seed=12)
    match.step()
    found = {type(o).__name__ for o in gc.get_objects()
             if isinstance(o, (Engine, MatchScorer, Match))}
    assert {"GinEngine", "Match"} <= found
    del match


def test_a_built_in_players_view_shares_no_rules_with_the_engine():
    """Built-in levels run in-process; their view's rules are a copy, and a copy forced to
    change is not the engine's and is not handed out again."""
    match = Match(rules_for("classic"), [make_player("easy", seed=1),
                                         make_player("easy", seed=2)], seed=12)
    match.step()
    view = match.engine.view(0)
    assert view.rules is not match.engine.rules
    object.__setattr__(view.rules, "knock_limit", 99)
    assert match.engine.rules.knock_limit == 10
    assert match.engine.view(0).rules.knock_limit == 10
    match.run()
    assert match.is_over and not match.incidents


def test_the_match_keeps_a_view_only_until_the_next_action():
    """A view asked twice in one state is the same object; after any action it is rebuilt
    (a kept view never shows a later state), and it still holds no way to the engine."""
    match = Match(rules_for("classic"), [make_player("easy", seed=1),
                                         make_player("easy", seed=2)], seed=3)
    match.step()  # the deal
    seat = match.seat_to_act()
    first = match.view(seat)
    assert match.view(seat) is first
    hand_before = first.hand
    match.step()
    again = match.view(seat)
    assert again is not first and first.hand == hand_before
    found = reachable(again, skip=(MeldSolver,))
    assert not any(isinstance(o, (Engine, Match, MatchScorer)) for o in found)
