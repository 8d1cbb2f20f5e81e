"""Three-player Gin "in the box" (004): cut for roles, rotation, own totals, the end at 100."""

import pytest
from variant_helpers import dealt, one, play, stack

from game.core.actions import NextHand
from game.core.cards import shuffled_deck
from game.core.errors import IllegalActionError
from game.core.events import CardsCut, HandScored, MatchOver, RolesAssigned
from game.core.families.gin import cut_order
from game.core.seeds import derive_seed

# box knocks with 5 (the 5♦) after drawing the Q♠; the captain holds 48 with nothing to lay off
BOX_KNOCKS = "2S 3S 4S 7H 7D 7C KC KD KH 5D"
CAPTAIN_48 = "AH 2H 3H 4H 5C 6C 8D 9D JS QD"
# the captain with no deadwood (A-4♥, three 8s, 9-J♣): undercuts a knock of 5
CAPTAIN_0 = "AH 2H 3H 4H 8C 8D 8S 9C TC JC"


def roles_of(engine):
    roles = engine.scorer.roles(engine.dealer, engine.players)
    return roles.index("box"), roles.index("captain"), roles.index("advisor")


def test_cut_gives_roles_and_the_box_deals():
    engine = dealt("three-player", 3, seed=11)
    cut = one(engine.events, CardsCut)
    ranks = [c.rank for c in cut.cards]
    order = sorted(range(3), key=lambda s: -ranks[s])
    assert len(set(ranks)) == 3
    box, captain, advisor = roles_of(engine)
    assert (box, captain, advisor) == tuple(order)
    assert one(engine.events, RolesAssigned) == RolesAssigned(box, captain, advisor)
    assert engine.dealer == box == cut.dealer
    assert set(engine.players) == {box, captain}
    assert engine.to_act == captain            # the captain is the non-dealer
    assert [len(h) for h in engine.hands][advisor] == 0
    assert len(engine.hands[box]) == len(engine.hands[captain]) == 10
    assert engine.view(advisor).hand == ()
    assert engine.view(advisor).roles[advisor] == "advisor"


def test_tied_cut_is_cut_again():
    seed = next(s for s in range(1, 2000)
                if len({c.rank for c in shuffled_deck(derive_seed(s, "cut0"))[:3]}) < 3)
    cards, order = cut_order(seed, 3)
    assert len({c.rank for c in cards}) == 3
    assert cards != shuffled_deck(derive_seed(seed, "cut0"))[:3]
    assert [cards[s].rank for s in order] == sorted((c.rank for c in cards), reverse=True)


def box_hand(engine, box_hand_text, captain_text, stock, to_act=None, fill=True):
    box, captain, _ = roles_of(engine)
    return stack(engine, {box: box_hand_text, captain: captain_text}, stock=stock,
                 pile="6S", to_act=box if to_act == "box" else None, fill=fill)


def test_box_wins_stays_and_captain_and_advisor_swap():
    engine = dealt("three-player", 3, seed=11)
    box, captain, advisor = roles_of(engine)
    box_hand(engine, "2S 3S 4S 7H 7D 7C KC KD KH 9C", CAPTAIN_48, "5S", to_act="box")
    events = play(engine, "draw stock", "knock 9C")
    scored = one(events, HandScored)
    assert scored.kind == "gin" and scored.winner == box
    assert scored.points[box] == 25 + 48 and scored.points[advisor] == 0
    assert engine.scorer.totals[box] == 73
    events = engine.apply(NextHand())
    assert roles_of(engine) == (box, advisor, captain)
    assert one(events, RolesAssigned) == RolesAssigned(box, advisor, captain)
    assert engine.dealer == box and engine.to_act == advisor


def test_gin_bonus_option_20():
    engine = dealt("three-player", 3, seed=11, gin_bonus="20")
    box, _, _ = roles_of(engine)
    box_hand(engine, "2S 3S 4S 7H 7D 7C KC KD KH 9C", CAPTAIN_48, "5S", to_act="box")
    events = play(engine, "draw stock", "knock 9C")
    assert one(events, HandScored).points[box] == 20 + 48


def test_box_loses_sits_out_captain_enters_the_box():
    engine = dealt("three-player", 3, seed=11)
    box, captain, advisor = roles_of(engine)
    # the box knocks with 5; the captain has 0: undercut, 10 + (5 - 0) = 15
    box_hand(engine, BOX_KNOCKS, CAPTAIN_0, "QS", to_act="box")
    play(engine, "draw stock", "knock QS")
    assert engine.phase == "layoff" and engine.to_act == captain
    events = play(engine, "done")
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner) == ("undercut", captain)
    assert scored.points == tuple(15 if s == captain else 0 for s in range(3))
    engine.apply(NextHand())
    assert roles_of(engine) == (captain, advisor, box)
    assert engine.dealer == captain and engine.to_act == advisor
    assert engine.hands[box] == []


def test_captain_knock_wins_the_difference():
    engine = dealt("three-player", 3, seed=11)
    box, captain, advisor = roles_of(engine)
    box_hand(engine, CAPTAIN_48, BOX_KNOCKS, "QS")      # captain to act, holds the knock hand
    events = play(engine, "draw stock", "knock QS", "done")
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner, scored.points[captain]) == ("knock", captain, 48 - 5)
    engine.apply(NextHand())
    assert roles_of(engine) == (captain, advisor, box)


def test_void_hand_keeps_roles_and_dealer():
    engine = dealt("three-player", 3, seed=11)
    box, captain, advisor = roles_of(engine)
    box_hand(engine, CAPTAIN_48, BOX_KNOCKS, "TC TD TH", fill=False)
    events = play(engine, "draw stock", "discard TC")
    assert one(events, HandScored).kind == "void"
    assert engine.scorer.totals == [0, 0, 0]
    events = engine.apply(NextHand())
    assert roles_of(engine) == (box, captain, advisor)
    assert engine.dealer == box and engine.deal_no == 1


@pytest.mark.parametrize("bonuses", [False, True])
def test_own_totals_and_the_end_at_100(bonuses):
    engine = dealt("three-player", 3, seed=11, box_classic_bonuses=str(bonuses))
    box, captain, advisor = roles_of(engine)
    s = engine.scorer
    s.totals[box], s.hands_won[box] = 30, 1
    s.totals[captain], s.hands_won[captain] = 90, 2
    box_hand(engine, CAPTAIN_48, BOX_KNOCKS, "QS")
    events = play(engine, "draw stock", "knock QS", "done")
    over = one(events, MatchOver)
    assert engine.is_over and over.winner == captain
    assert s.totals[captain] == 90 + 43
    expected = [0, 0, 0]
    if bonuses:
        # 133 + 100 game bonus (no shutout: the box won a hand) + 3 × 25; box 30 + 25
        expected[captain], expected[box] = 133 + 100 + 75, 30 + 25
    else:
        expected[captain], expected[box] = 133, 30
    assert list(over.totals) == expected
    assert over.net == expected[captain] - expected[box]
    with pytest.raises(IllegalActionError):
        engine.apply(NextHand())


def test_shutout_with_classic_bonuses():
    engine = dealt("three-player", 3, seed=11, box_classic_bonuses="on")
    box, captain, advisor = roles_of(engine)
    engine.scorer.totals[box], engine.scorer.hands_won[box] = 95, 3
    box_hand(engine, "2S 3S 4S 7H 7D 7C KC KD KH 9C", CAPTAIN_48, "5S", to_act="box")
    over = one(play(engine, "draw stock", "knock 9C"), MatchOver)
    # 95 + 73 = 168, + 100 = 268, shutout doubles to 536, + 4 boxes × 25 = 636
    assert over.totals[box] == 636 and over.totals[captain] == over.totals[advisor] == 0


def test_advisor_sees_the_captains_hand_only_with_the_setting():
    for setting, expect in (("off", False), ("on", True)):
        engine = dealt("three-player", 3, seed=11, advisor_sees_captain=setting)
        box, captain, advisor = roles_of(engine)
        views = [engine.view(s) for s in range(3)]
        assert views[advisor].hand == ()
        assert views[box].advised_hand == () and views[captain].advised_hand == ()
        assert views[advisor].advised_hand == (tuple(engine.hands[captain]) if expect else ())
        # the captain's cards never show in the box's events
        hidden = [e for e in views[box].events if getattr(e, "seat", None) == captain
                  and getattr(e, "card", None) is not None]
        assert hidden == []
