"""What a seat sees: never the opponent's hidden cards or the stock, and no way back to the
engine through the view object."""

import dataclasses
import gc
import random
import types

from core_helpers import play, start_hand

from game.core.actions import NextHand
from game.core.cards import Card
from game.core.events import CardDealt, CardsCut, Discarded, Drew, Knocked, Spread, UpcardTurned
from game.core.families import new_game
from game.players.easy import EasyPlayer
from game.players.random_player import RandomPlayer
from game.variants import rules_for


def cards_in(obj, found=None) -> set:
    """Every Card reachable through the fields of a view (dataclasses, tuples, dicts)."""
    found = set() if found is None else found
    if isinstance(obj, Card):
        found.add(obj)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            cards_in(getattr(obj, f.name), found)
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for x in obj:
            cards_in(x, found)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            cards_in(k, found)
            cards_in(v, found)
    return found


def secrets_for(engine, seat: int) -> set:
    """Cards `seat` may not know now: the stock, and the opponent's cards that were never
    face up (on the pile) this hand, unless the showdown revealed the hands."""
    secret = set(engine.stock)
    if engine.showdown is not None:
        return secret
    face_up = set()
    for e in engine.hand_events:  # unredacted
        if isinstance(e, (UpcardTurned, Discarded)):
            face_up.add(e.card)
        if isinstance(e, Drew) and e.source == "discard":
            face_up.add(e.card)
    for other in range(engine.seats):
        if other != seat:
            secret |= set(engine.hands[other]) - face_up
    return secret


def check_view(engine, seat: int) -> None:
    view = engine.view(seat)
    assert view.hand == tuple(engine.hands[seat])
    # the cut for the first dealer (001) is public and comes from its own shuffle
    shown = dataclasses.replace(view, events=tuple(e for e in view.events
                                                   if not isinstance(e, CardsCut)))
    leaked = cards_in(shown) & secrets_for(engine, seat)
    assert not leaked, (engine.phase, leaked)
    for e in view.events:
        if isinstance(e, CardDealt) and e.seat != seat:
            assert e.card is None
        if isinstance(e, Drew) and e.seat != seat and e.source == "stock":
            assert e.card is None
    if engine.showdown is None:
        assert not any(isinstance(e, (Knocked, Spread)) for e in view.events)


def test_views_never_show_hidden_cards_in_random_playouts():
    rng = random.Random(3)
    checked = 0
    for variant in ("classic", "polish", "oklahoma", "gin-only"):
        for seed in range(4):
            engine = new_game(rules_for(variant), 2, seed)
            players = [RandomPlayer(seed=seed), EasyPlayer(seed=seed)]
            rng.shuffle(players)
            while not engine.is_over and engine.deal_no < 6:
                if engine.to_act is None:
                    engine.apply(NextHand())
                else:
                    seat = engine.to_act
                    engine.apply(players[seat].choose(engine.view(seat),
                                                      engine.legal_actions()))
                for seat in (0, 1):
                    check_view(engine, seat)
                    checked += 1
    assert checked > 2000


def test_view_of_a_hand_in_progress():
    engine = start_hand("classic", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD",
                        "KS KH KC QS QH JD 9D 8S 5D 3C", "2D", stock="4D 7S")
    play(engine, "draw discard", "discard KD", "draw stock")
    view = engine.view(1)
    assert view.known_cards[1] == (Card.parse("2D"),)      # everyone saw seat 1 take 2D
    assert view.discard_top == Card.parse("KD")
    assert view.hand_sizes == (11, 10) and view.stock_size == 30
    assert view.taken_card is None                           # not seat 1's turn
    drew = [e for e in view.events if isinstance(e, Drew)]
    assert [(e.seat, e.source, e.card) for e in drew] == [(1, "discard", Card.parse("2D")),
                                                          (0, "stock", None)]
    assert engine.view(0).events[-1].card == Card.parse("4D")   # the drawer sees it
    assert Card.parse("4D") not in cards_in(view)


def reachable_ids(root) -> set:
    """Ids of every object reachable from `root` through references (classes, modules and
    functions are not followed: they are shared program text, not game state)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, (type, types.ModuleType, types.FunctionType,
                            types.BuiltinFunctionType, types.CodeType)):
            continue
        stack.extend(gc.get_referents(obj))
    return seen


def engine_objects(engine) -> dict:
    objs = {"engine": engine, "__dict__": engine.__dict__, "hands": engine.hands,
            "stock": engine.stock, "pile": engine.pile, "discards_seen": engine.discards_seen,
            "known": engine.known, "log": engine.log, "events": engine.events,
            "hand_events": engine.hand_events, "scorer": engine.scorer}
    for i, hand in enumerate(engine.hands):
        objs[f"hand{i}"] = hand
    for i, known in enumerate(engine.known):
        objs[f"known{i}"] = known
    if engine.scorer is not None:
        objs.update(totals=engine.scorer.totals, history=engine.scorer.history,
                    scorer_dict=engine.scorer.__dict__)
    if engine.showdown is not None:
        objs["showdown"] = engine.showdown
        objs.update({f"meld{i}": m for i, m in enumerate(engine.showdown["melds"])})
        objs["layoffs"] = engine.showdown["layoffs"]
    return objs


def check_no_way_back(engine) -> None:
    for seat in (0, 1):
        reach = reachable_ids(engine.view(seat))
        found = [name for name, obj in engine_objects(engine).items() if id(obj) in reach]
        assert not found, f"the view of seat {seat} reaches the engine's {found}"


def test_the_view_holds_no_reference_to_the_engine():
    engine = start_hand("classic", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD",
                        "7H 8H TC 4S 5S KS KH KC QD JD", "2D")
    check_no_way_back(engine)                               # first turn
    play(engine, "draw discard")
    check_no_way_back(engine)                               # holding a taken card
    play(engine, "knock KD", "layoff 7H 1")
    check_no_way_back(engine)                               # showdown, mid lay-offs
    play(engine, "done")
    check_no_way_back(engine)                               # hand over
    engine = new_game(rules_for("classic"), 2, 9)
    players = [EasyPlayer(seed=1), EasyPlayer(seed=2)]
    while not engine.is_over:
        if engine.to_act is None:
            engine.apply(NextHand())
        else:
            engine.apply(players[engine.to_act].choose(engine.view(engine.to_act),
                                                       engine.legal_actions()))
    check_no_way_back(engine)                               # match over


def test_a_snooping_bot_finds_nothing():
    """A bot that walks everything reachable from its view never meets the engine."""
    from game.core.engine import Engine

    engine = start_hand("classic", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD",
                        "7H 8H TC 4S 5S KS KH KC QD JD", "2D")
    view = engine.view(0)
    stack, seen, types_met = [view], set(), set()
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType)):
            continue
        seen.add(id(obj))
        types_met.add(type(obj))
        stack.extend(gc.get_referents(obj))
    assert not any(issubclass(t, Engine) for t in types_met)
    assert list not in types_met and dict in types_met     # only instance dicts, no lists


def test_the_fast_view_builder_makes_the_same_frozen_view():
    """`PlayerView.build` (what the engine uses every decision) equals the dataclass's own
    constructor, stays frozen, and refuses an unknown or a missing field the same way."""
    import pytest

    from game.core.view import PlayerView

    engine = new_game(rules_for("classic"), 2, 4)
    engine.apply(NextHand())
    view = engine.view(engine.to_act)
    values = {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}
    built = PlayerView.build(**values)
    assert built == PlayerView(**values) == view
    assert type(built) is PlayerView and built.__dict__.keys() == view.__dict__.keys()
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.hand = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        PlayerView.build(**values, stock_order=())
    del values["hand"]
    with pytest.raises(TypeError):
        PlayerView.build(**values)
