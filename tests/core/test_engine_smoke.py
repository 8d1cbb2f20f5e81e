"""A first scenario: a classic hand played from a fixed seed, replayed from its log."""

from game.core.actions import Draw, NextHand, Pass
from game.core.errors import IllegalActionError
from game.core.families import new_game, replay
from game.variants import rules_for


def test_first_turn_offer_then_stock_draw():
    engine = new_game(rules_for("classic"), 2, seed=7)
    assert engine.legal_actions() == [NextHand()]
    engine.apply(NextHand())
    nd = engine.to_act
    assert nd != engine.dealer
    assert set(engine.legal_actions()) == {Draw("discard"), Pass()}
    engine.apply(Pass())
    assert engine.to_act == engine.dealer
    engine.apply(Pass())
    assert engine.to_act == nd
    assert engine.legal_actions() == [Draw("stock")]
    before = engine.view(nd)
    try:
        engine.apply(Draw("discard"))
    except IllegalActionError as exc:
        assert exc.rule == "first-turn-both-passed"
    else:
        raise AssertionError("taking the upcard after both passed must be refused")
    assert engine.view(nd) == before
    engine.apply(Draw("stock"))
    assert len(engine.hands[nd]) == 11
    again = replay(engine.rules, 2, engine.seed, engine.log)
    assert again.view(0) == engine.view(0)
