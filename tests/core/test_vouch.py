"""The runner's shortcut: an answer it vouches for (equal to an action the engine listed for
this state) is applied without a second check; the vouch holds for one `apply` only."""

import pytest

from game.core.actions import DRAW_STOCK, TAKE_DISCARD, Discard, NextHand
from game.core.errors import IllegalActionError
from game.core.families import new_game
from game.variants import rules_for


def dealt():
    engine = new_game(rules_for("classic"), 2, 11)
    engine.apply(NextHand())
    return engine


def test_a_vouch_is_good_for_the_next_apply_of_that_object_only():
    engine = dealt()
    engine.vouch_for(DRAW_STOCK)  # in the offer phase a stock draw is illegal ...
    with pytest.raises(IllegalActionError):
        engine.apply(Discard(engine.hands[engine.to_act][0]))  # ... another object is checked
    with pytest.raises(IllegalActionError):
        engine.apply(DRAW_STOCK)  # and the vouch was used up by the call before
    assert TAKE_DISCARD in engine.legal_actions()


def test_the_engine_lists_the_shared_card_less_actions():
    engine = dealt()
    assert any(a is TAKE_DISCARD for a in engine.legal_actions())
