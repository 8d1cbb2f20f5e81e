"""Gin Only and Oklahoma Gin (000): knock limits, gin, knock, undercut, spade doubling."""

import pytest
from variant_helpers import dealt, one, play, seed_where, stack

from game.core.actions import Knock
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import HandScored, KnockLimitSet, MatchOver
from game.variants import rules_for

# gin after drawing the 5♠: 2-5♠, three 7s, three kings; the 9♣ discarded
GIN_HAND = "2S 3S 4S 7H 7D 7C KC KD KH 9C"
# knock with the 5♦ after drawing and discarding the Q♠
KNOCK_HAND = "2S 3S 4S 7H 7D 7C KC KD KH 5D"
DEAD_48 = "AH 2H 3H 4H 5C 6C 8D 9D JS QD"       # A-4♥ melded; 5+6+8+9+10+10
DEAD_0 = "AH 2H 3H 4H 8C 8D 8S 9C TC JC"


def setup(engine, knocker_hand, defender_hand, stock):
    """Seat 1 (non-dealer) to draw; the upcard stays on the pile."""
    engine.dealer = 0
    return stack(engine, {1: knocker_hand, 0: defender_hand}, stock=stock,
                 pile=" ".join(c.code for c in engine.pile))


def upcard_engine(code: str, **options):
    card = Card.parse(code)
    return seed_where("oklahoma", lambda e: e.upcard == card, **options)


# ----- Gin Only ---------------------------------------------------------------------------
def test_gin_only_refuses_a_knock_and_scores_gin():
    engine = dealt("gin-only", seed=2)
    assert engine.knock_limit == 0
    setup(engine, KNOCK_HAND, DEAD_48, "QS 5S")
    engine.pile = [Card.parse("6S")]
    play(engine, "draw stock")
    assert not any(isinstance(a, Knock) for a in engine.legal_actions())
    with pytest.raises(IllegalActionError) as err:
        engine.apply(Knock(Card.parse("QS")))
    assert err.value.rule == "gin-only"
    engine = dealt("gin-only", seed=2)
    setup(engine, GIN_HAND, DEAD_48, "5S")
    engine.pile = [Card.parse("6S")]
    events = play(engine, "draw stock", "knock 9C")
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner, scored.points) == ("gin", 1, (0, 25 + 48))


def test_gin_only_knock_option_is_the_knock_limit():
    engine = dealt("gin-only", seed=2, knock_limit="10")
    assert engine.knock_limit == 10
    setup(engine, KNOCK_HAND, DEAD_48, "QS")
    engine.pile = [Card.parse("6S")]
    events = play(engine, "draw stock", "knock QS", "done")
    assert one(events, HandScored).points == (0, 48 - 5)


# ----- Oklahoma ---------------------------------------------------------------------------
@pytest.mark.parametrize("code, limit", [("AH", 0), ("2D", 2), ("6H", 6), ("TC", 10),
                                         ("JD", 10), ("KH", 10)])
def test_upcard_sets_the_knock_limit(code, limit):
    engine = upcard_engine(code)
    assert engine.knock_limit == limit
    assert one(engine.hand_events, KnockLimitSet).limit == limit
    assert engine.view(0).knock_limit == limit


def test_knock_within_the_upcard_limit_scores_the_difference():
    engine = upcard_engine("6H")
    setup(engine, KNOCK_HAND, DEAD_48, "QS")
    events = play(engine, "draw stock", "knock QS", "done")
    scored = one(events, HandScored)
    assert (scored.kind, scored.points) == ("knock", (0, 48 - 5))


def test_knock_over_the_upcard_limit_is_refused():
    engine = upcard_engine("4C")
    setup(engine, KNOCK_HAND, DEAD_48, "QS")
    play(engine, "draw stock")
    with pytest.raises(IllegalActionError) as err:
        engine.apply(Knock(Card.parse("QS")))
    assert err.value.rule == "knock-limit"


def test_ace_upcard_means_gin_only():
    engine = upcard_engine("AC")
    setup(engine, "2S 3S 4S 7H 7D 7S KC KD KH AD", DEAD_48.replace("AH", "6H"), "QS")
    play(engine, "draw stock")        # deadwood 1 after the Q♠: still no knock
    assert not any(isinstance(a, Knock) for a in engine.legal_actions())


def test_undercut_in_oklahoma():
    engine = upcard_engine("6H")
    setup(engine, KNOCK_HAND, DEAD_0, "QS")
    events = play(engine, "draw stock", "knock QS", "done")
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner, scored.points) == ("undercut", 0, (20 + 5, 0))


def test_spade_upcard_doubles_points_and_boxes():
    engine = upcard_engine("6S", spade_double="on")
    assert engine.doubled and one(engine.hand_events, KnockLimitSet).doubled
    setup(engine, "2H 3H 4H 7H 7D 7C KC KD KH 9C", "AD 2D 3D 4D 5C 6C 8D 9D JS QD", "5H")
    events = play(engine, "draw stock", "knock 9C")
    scored = one(events, HandScored)
    assert scored.points == (0, 2 * (25 + 48))
    assert engine.scorer.hands_won == [0, 2]
    plain = upcard_engine("6S")
    assert not plain.doubled


def test_spade_double_counts_two_boxes_at_the_match_end():
    engine = upcard_engine("6S", spade_double="on")
    engine.scorer.totals[1] = 20
    setup(engine, "2H 3H 4H 7H 7D 7C KC KD KH 9C", "AD 2D 3D 4D 5C 6C 8D 9D JS QD", "5H")
    over = one(play(engine, "draw stock", "knock 9C"), MatchOver)
    # 20 + 146 = 166, + 100 game bonus, shutout doubles: 532, + 2 boxes × 25 = 582
    assert over.totals == (0, 582)


def test_oklahoma_target_option():
    assert rules_for("oklahoma").target == 100
    assert rules_for("oklahoma", target="150").target == 150
