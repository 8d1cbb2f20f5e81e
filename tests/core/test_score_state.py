"""The score a view carries (`PlayerView.score`) is a frozen snapshot, not the live scorer."""

from __future__ import annotations

import dataclasses

import pytest

from game.core.actions import NextHand
from game.core.events import HandScored
from game.core.families import new_game
from game.core.scoring.state import ColumnsState, HollywoodState, RamiState, ScoreState
from game.players.easy import EasyPlayer
from game.players.wire import decode, encode
from game.variants import rules_for


def play_hands(engine, hands: int) -> None:
    """Play with easy players until `hands` hands are scored (or the match ends)."""
    players = [EasyPlayer(seed=s) for s in range(engine.seats)]
    scored = 0
    while scored < hands and not engine.is_over:
        seat = engine.to_act
        if seat is None:
            events = engine.apply(NextHand())
        else:
            events = engine.apply(players[seat].choose(engine.view(seat),
                                                       engine.legal_actions()))
        scored += sum(isinstance(e, HandScored) for e in events)


@pytest.mark.parametrize(("variant", "seats", "options", "kind"), [
    ("classic", 2, {}, ScoreState),
    ("classic", 2, {"scoring": "hollywood"}, HollywoodState),
    ("gin-rami", 2, {}, ColumnsState),
    ("rami", 4, {}, RamiState),
])
def test_a_views_score_stays_as_it_was_when_the_match_goes_on(variant, seats, options, kind):
    engine = new_game(rules_for(variant, **options), seats, seed=5)
    play_hands(engine, 1)
    over_already = engine.is_over
    before = engine.view(0).score
    assert isinstance(before, kind) and len(before.history) == 1
    assert before == engine.view(seats - 1).score    # public: every seat sees the same
    assert tuple(before.totals) == engine.view(0).totals
    with pytest.raises(dataclasses.FrozenInstanceError):
        before.totals = ()  # type: ignore[misc]
    play_hands(engine, 1)
    after = engine.view(0).score
    assert len(before.history) == 1
    assert len(after.history) == (1 if over_already else 2)
    # it travels to a third-party bot like the rest of the view
    assert decode(encode(after)) == after
