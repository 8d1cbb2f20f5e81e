"""The wire format a bot's process receives: every view and event of every variant comes back
equal, and nothing but the game's own value types can be decoded."""

from __future__ import annotations

import pytest

from game.core.actions import Discard
from game.core.cards import Card
from game.match import Match
from game.players import make_player, wire
from game.variants import VARIANTS


@pytest.mark.parametrize("variant", [v.name for v in VARIANTS])
def test_views_and_events_survive_the_wire(variant):
    rules = next(v.rules for v in VARIANTS if v.name == variant)
    match = Match(rules, [make_player("easy", seed=s) for s in range(rules.min_players)],
                  seed=5)
    for _ in range(120):
        if match.is_over:
            break
        match.step()
        for seat in range(rules.min_players):
            view = match.engine.view(seat)
            assert wire.decode(wire.loads(wire.dumps({"v": wire.encode(view)}))["v"]) == view
    events = list(match.engine.events)
    assert list(wire.decode(wire.encode(events))) == events


@pytest.mark.parametrize("data", [
    {"t": "os:system", "f": {}},
    {"t": "subprocess:Popen", "f": {"args": "true"}},
    {"e": "builtins:eval", "v": "1"},
    {"t": "game.core.events", "f": {}},
])
def test_only_game_values_are_decoded(data):
    with pytest.raises(ValueError):
        wire.decode(data)


def test_answers_are_parsed_from_their_notation():
    assert wire.read_action("discard 7H") == Discard(Card.parse("7H"))
    with pytest.raises(ValueError):
        wire.read_action({"__eq__": True})
    with pytest.raises(TypeError):
        wire.action_text("discard 7H")  # a string is not an action a bot may return
