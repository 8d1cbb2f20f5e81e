"""The runner's lazy views: equal to the full view, filled only when a player reads past the
few fields every player reads, closed after the decision, and never given to a third-party
bot (which always gets a plain, fully copied view)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core.actions import NextHand
from game.core.families import new_game
from game.core.lazy_view import ClosedViewError, LazyView
from game.core.view import PlayerView
from game.match import Match
from game.players import make_player
from game.players.random_player import RandomPlayer
from game.variants import rules_for


def fields_of(view: PlayerView) -> dict:
    return {f.name: getattr(view, f.name) for f in dataclasses.fields(PlayerView)}


@pytest.mark.parametrize("variant, seats", [("classic", 2), ("three-player", 3),
                                            ("gin-rami", 2), ("rami", 4)])
def test_a_lazy_view_is_the_full_view(variant, seats):
    engine = new_game(rules_for(variant), seats, 5)
    rng = random.Random(1)
    checked = 0
    while not engine.is_over and checked < 120:
        if engine.to_act is None:
            engine.apply(NextHand())
            continue
        for seat in range(seats):
            lazy = engine.lazy_view(seat)
            full = engine.view(seat)
            assert isinstance(lazy, PlayerView) and not lazy.filled
            assert lazy.hand == full.hand and lazy.phase == full.phase  # eager fields
            assert not lazy.filled
            assert fields_of(lazy) == fields_of(full) and lazy == full
            assert lazy.filled
        engine.apply(rng.choice(engine.legal_actions()))
        checked += 1
    assert checked >= 50


def test_reading_little_copies_little_and_a_closed_view_shows_no_later_state():
    engine = new_game(rules_for("classic"), 2, 8)
    engine.apply(NextHand())
    seat = engine.to_act
    view = engine.lazy_view(seat)
    assert getattr(view, "no_such_field", None) is None and not view.filled
    view.close()
    assert view.hand == engine.view(seat).hand  # eager fields stay readable
    with pytest.raises(ClosedViewError):
        _ = view.events
    filled = engine.lazy_view(seat)
    _ = filled.events
    filled.close()
    assert filled.filled and filled.totals == engine.view(seat).totals


class Snoop:
    """A third-party bot that records the type of every view it is given."""

    name = "Snoop"

    def __init__(self) -> None:
        self.inner = RandomPlayer(seed=3)
        self.types: set[type] = set()

    def choose(self, view, legal):
        self.types.add(type(view))
        return self.inner.choose(view, legal)


def test_only_the_games_own_players_get_lazy_views_and_easy_reads_little():
    snoop = Snoop()
    easy = make_player("easy", seed=1)
    seen: list[LazyView] = []
    original = easy.choose

    def spy(view, legal):
        seen.append(view)
        return original(view, legal)

    easy.choose = spy
    match = Match(rules_for("classic"), [snoop, easy], seed=4, trusted=[True, True])
    match.run()
    assert snoop.types == {PlayerView}, "a bot, even trusted, gets the plain copied view"
    assert seen and all(isinstance(v, LazyView) for v in seen)
    # easy reads the hand, the pile's top and the rules: most of its views stay unfilled
    assert sum(not v.filled for v in seen) > len(seen) // 2


def test_fields_with_a_default_are_filled_too():
    """`events`, `turns_done` and `advised_hand` have class-level defaults on PlayerView: read
    first, they must still come from the engine, not from the default."""
    engine = new_game(rules_for("classic"), 2, 8)
    engine.apply(NextHand())
    seat = engine.to_act
    full = engine.view(seat)
    assert full.events
    for name in ("events", "turns_done", "stock_only", "advised_hand"):
        lazy = engine.lazy_view(seat)
        assert getattr(lazy, name) == getattr(full, name)
        assert lazy.filled
