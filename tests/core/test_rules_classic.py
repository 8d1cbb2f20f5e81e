"""Classic (000) and Polish (001) Gin as rule examples, with the exact numbers of RULES.md.

Every hand below is dealt explicitly (see `helpers.start_hand`): seat 0 deals, so seat 1 is
the non-dealer and acts first. The common knocker's hand is

    AS 2S 3S | 4H 5H 6H | 7C 8C 9C | KD      (melds 0, 1, 2 in the knock's order)
"""

import pytest
from core_helpers import deal_next, event_types, play, snapshot, start_hand

from game.core.actions import BigGin, Draw, Knock, NextHand, Pass
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.events import (
    Discarded,
    HandScored,
    HandStarted,
    HandVoid,
    Knocked,
    KnockLimitSet,
    LaidOff,
    MatchOver,
    Spread,
)
from game.core.melds import rules_solver
from game.core.scoring import HandResult
from game.core.scoring.classic import ClassicScorer
from game.ui import wording
from game.variants import rules_for

KNOCKER = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
# dealer hands
SET_OF_KINGS_55 = "KS KH KC QS QH JD 9D 8S 5D 3C"        # KKK, deadwood 55, nothing to lay off
THREE_SETS_5 = "KS KH KC QS QH QC JD JH JC 5D"           # deadwood 5
THREE_SETS_8 = "KS KH KC QS QH QC JD JH JC 8H"           # deadwood 8 (8H does not fit 4H-6H)
CHAIN_LAYOFFS = "7H 8H TC 4S 5S KS KH KC QD JD"          # 7H then 8H, 4S then 5S, TC
LOOSE_69 = "3H JC 2C 3D 5D 7S 9S JH QD KS"               # no meld, deadwood 69


def scored(events) -> HandScored:
    (hs,) = [e for e in events if isinstance(e, HandScored)]
    return hs


def refused(engine, move, rule: str) -> None:
    """`move` is refused naming `rule`, and nothing changes."""
    from game.core.actions import parse_action

    action = parse_action(move) if isinstance(move, str) else move
    before = snapshot(engine)
    with pytest.raises(IllegalActionError) as info:
        engine.apply(action)
    assert info.value.rule == rule, info.value
    assert not engine.is_legal(action)
    assert action not in engine.legal_actions()
    assert snapshot(engine) == before


# ----- hand scores ------------------------------------------------------------------------
@pytest.mark.parametrize("variant", ["classic", "polish"])
def test_knock_scores_the_difference(variant):
    # Non-dealer takes the 2D upcard and knocks with KD: deadwood 2 against 55.
    engine = start_hand(variant, KNOCKER, SET_OF_KINGS_55, "2D")
    events = play(engine, "draw discard", "knock KD")
    knocked = [e for e in events if isinstance(e, Knocked)][0]
    assert (knocked.seat, knocked.kind, knocked.deadwood) == (1, "knock", 2)
    assert [" ".join(map(str, m)) for m in knocked.melds] == ["AS 2S 3S", "4H 5H 6H", "7C 8C 9C"]
    assert engine.phase == "layoff" and engine.to_act == 0
    assert engine.legal_actions() == [parse("done")]
    hs = scored(play(engine, "done"))
    assert (hs.winner, hs.kind, hs.points, hs.deadwood, hs.totals) == \
        (1, "knock", (0, 53), (55, 2), (0, 53))
    assert engine.phase == "hand-over" and engine.to_act is None


def parse(text):
    from game.core.actions import parse_action

    return parse_action(text)


def test_layoffs_chain_on_runs_and_reduce_the_defender():
    engine = start_hand("classic", KNOCKER, CHAIN_LAYOFFS, "2D")
    play(engine, "draw discard", "knock KD")
    refused(engine, "layoff 8H 1", "layoff-fits")      # 8H fits only once 7H is on 4H-6H
    refused(engine, "layoff 5S 0", "layoff-fits")
    refused(engine, "layoff KS 0", "layoff-fits")
    refused(engine, "layoff 7H 3", "layoff-target")
    refused(engine, "layoff 9C 2", "card-in-hand")
    events = play(engine, "layoff 7H 1", "layoff 8H 1", "layoff 4S 0", "layoff 5S 0",
                  "layoff TC 2")
    assert [e.card for e in events if isinstance(e, LaidOff)] == \
        [Card.parse(c) for c in "7H 8H 4S 5S TC".split()]
    assert [" ".join(map(str, m)) for m in engine.showdown["melds"]] == \
        ["AS 2S 3S 4S 5S", "4H 5H 6H 7H 8H", "7C 8C 9C TC"]
    events = play(engine, "done")
    spread = [e for e in events if isinstance(e, Spread)][0]
    assert spread.deadwood == 20 and sorted(map(str, spread.deadwood_cards)) == ["JD", "QD"]
    hs = scored(events)
    assert (hs.winner, hs.kind, hs.points) == (1, "knock", (0, 18))   # 20 - 2


def test_the_solver_proposes_the_same_layoffs():
    engine = start_hand("classic", KNOCKER, CHAIN_LAYOFFS, "2D")
    play(engine, "draw discard", "knock KD")
    solver = rules_solver(engine.rules)
    layoffs, rest = solver.best_layoffs(engine.hands[0], engine.showdown["melds"])
    assert sorted(str(c) for c, _ in layoffs) == ["4S", "5S", "7H", "8H", "TC"]
    assert rest.deadwood == 20
    play(engine, *[f"layoff {c} {i}" for c, i in layoffs])   # the order is playable
    assert scored(play(engine, "done")).points == (0, 18)


@pytest.mark.parametrize("variant, points", [("classic", 23), ("polish", 28)])
def test_undercut(variant, points):
    # Knocker keeps 8D (deadwood 8); the dealer holds three sets and 5D: deadwood 5.
    engine = start_hand(variant, KNOCKER, THREE_SETS_5, "8D")
    hs = scored(play(engine, "draw discard", "knock KD", "done"))
    assert (hs.winner, hs.kind, hs.points, hs.deadwood) == (0, "undercut", (points, 0), (5, 8))
    # 000: 20 + (8 - 5) = 23; 001: 25 + (8 - 5) = 28


@pytest.mark.parametrize("variant, points", [("classic", 20), ("polish", 25)])
def test_equal_deadwood_is_an_undercut(variant, points):
    engine = start_hand(variant, KNOCKER, THREE_SETS_8, "8D")
    hs = scored(play(engine, "draw discard", "knock KD", "done"))
    assert (hs.winner, hs.kind, hs.points, hs.deadwood) == (0, "undercut", (points, 0), (8, 8))


def test_tie_not_an_undercut_when_the_setting_says_so():
    engine = start_hand("classic", KNOCKER, THREE_SETS_8, "8D", tie_is_undercut=False)
    hs = scored(play(engine, "draw discard", "knock KD", "done"))
    assert (hs.winner, hs.kind, hs.points) == (1, "knock", (0, 0))


@pytest.mark.parametrize("variant", ["classic", "polish"])
def test_gin_scores_25_plus_deadwood_and_allows_no_layoffs(variant):
    # TC completes 7C-TC; KD goes: gin. The dealer's 3H and JC would fit, but not on a gin.
    engine = start_hand(variant, KNOCKER, LOOSE_69, "TC")
    events = play(engine, "draw discard", "gin KD")
    assert event_types(events)[:3] == ["Drew", "Discarded", "Knocked"]
    assert [e for e in events if isinstance(e, Knocked)][0].kind == "gin"
    assert "LaidOff" not in event_types(events)
    hs = scored(events)
    assert (hs.winner, hs.kind, hs.points, hs.deadwood) == (1, "gin", (0, 94), (69, 0))
    assert engine.phase == "hand-over"
    refused(engine, "layoff 3H 1", "hand-over")


def test_polish_knock_discard_is_face_down():
    engine = start_hand("polish", KNOCKER, SET_OF_KINGS_55, "2D")
    events = play(engine, "draw discard", "knock KD")
    assert [e.face_down for e in events if isinstance(e, Discarded)] == [True]
    engine = start_hand("classic", KNOCKER, SET_OF_KINGS_55, "2D")
    events = play(engine, "draw discard", "knock KD")
    assert [e.face_down for e in events if isinstance(e, Discarded)] == [False]


BIG = "AS 2S 3S 4S 4H 5H 6H 7C 8C 9C"          # all melded; TC makes eleven
LOOSE_65 = "3H 2C 3D 5D 7S 9S JH QD KS 6D"


def test_big_gin_scores_31_plus_deadwood_when_enabled():
    engine = start_hand("classic", BIG, LOOSE_65, "TC", big_gin=True)
    play(engine, "draw discard")
    assert BigGin() in engine.legal_actions()
    events = play(engine, "big-gin")
    knocked = [e for e in events if isinstance(e, Knocked)][0]
    assert knocked.kind == "big-gin" and len(engine.hands[1]) == 11
    hs = scored(events)
    assert (hs.winner, hs.kind, hs.points) == (1, "big-gin", (0, 96))   # 31 + 65


def test_big_gin_refused_when_disabled_or_not_all_melded():
    engine = start_hand("classic", BIG, LOOSE_65, "TC")
    play(engine, "draw discard")
    assert BigGin() not in engine.legal_actions()
    refused(engine, "big-gin", "big-gin-disabled")
    engine = start_hand("classic", BIG, LOOSE_65, "KD", big_gin=True)
    play(engine, "draw discard")
    refused(engine, "big-gin", "big-gin-all-melded")


# ----- knock limit ------------------------------------------------------------------------
def test_knock_only_with_deadwood_at_most_the_limit():
    # AS-4S and 4H-7H are melded; 4D + 6C = 10 may knock, 5D + 6C = 11 may not.
    engine = start_hand("classic", "AS 2S 3S 4S 4H 5H 6H 7H 4D 6C", SET_OF_KINGS_55, "9H",
                        stock="KD")
    play(engine, "pass", "pass", "draw stock")
    assert Knock(Card.parse("KD")) in engine.legal_actions()
    refused(engine, "knock 4S", "knock-limit")
    play(engine, "knock KD")
    assert engine.phase == "layoff"

    engine = start_hand("classic", "AS 2S 3S 4S 4H 5H 6H 7H 5D 6C", THREE_SETS_8, "9H",
                        stock="KD")
    play(engine, "pass", "pass", "draw stock")
    assert not any(isinstance(a, Knock) for a in engine.legal_actions())
    refused(engine, "knock KD", "knock-limit")
    play(engine, "discard KD")                      # a plain discard is fine
    assert engine.phase == "draw" and engine.to_act == 0


def test_gin_only_refuses_any_knock_but_gin():
    engine = start_hand("gin-only", KNOCKER, LOOSE_69, "9H", stock="2D TC")
    play(engine, "pass", "pass", "draw stock")       # 2D: deadwood 2 after KD
    refused(engine, "knock KD", "gin-only")
    play(engine, "discard KD", "draw stock", "discard TC")   # the dealer throws TC
    play(engine, "draw discard")                     # 7C-TC: gin after 2D goes
    hs = scored(play(engine, "knock 2D"))
    assert (hs.winner, hs.kind, hs.points) == (1, "gin", (0, 94))   # 25 + 69


@pytest.mark.parametrize("upcard, limit", [("AD", 0), ("2H", 2), ("7H", 7), ("TD", 10),
                                           ("JD", 10), ("QH", 10), ("KH", 10)])
def test_oklahoma_upcard_sets_the_knock_limit(upcard, limit):
    engine = start_hand("oklahoma", KNOCKER, "KS KC QS QC JS JC 9S 8H 5D 3C", upcard)
    assert engine.knock_limit == limit == engine.view(0).knock_limit == engine.view(1).knock_limit
    (kls,) = [e for e in engine.hand_events if isinstance(e, KnockLimitSet)]
    assert (kls.limit, kls.doubled) == (limit, False)


def test_oklahoma_ace_upcard_means_gin_only_and_face_card_ten():
    engine = start_hand("oklahoma", KNOCKER, LOOSE_69, "AD", stock="2D")
    play(engine, "pass", "pass", "draw stock")
    refused(engine, "knock KD", "gin-only")          # deadwood 2 is not enough
    engine = start_hand("oklahoma", KNOCKER, LOOSE_69, "JD", stock="TD")
    play(engine, "pass", "pass", "draw stock")
    play(engine, "knock KD")                         # deadwood 10 = limit
    engine = start_hand("oklahoma", KNOCKER, LOOSE_69, "9D", stock="TD")
    play(engine, "pass", "pass", "draw stock")
    refused(engine, "knock KD", "knock-limit")       # deadwood 10 > 9


def test_oklahoma_spade_upcard_doubles_points_and_boxes():
    loose_51 = "3H 2C 3D 5D 8S 9D JH 4C 6C AD"
    engine = start_hand("oklahoma", KNOCKER, loose_51, "7S", stock="TC",
                        spade_double=True, target=300)
    assert [(e.limit, e.doubled) for e in engine.hand_events
            if isinstance(e, KnockLimitSet)] == [(7, True)]
    hs = scored(play(engine, "pass", "pass", "draw stock", "gin KD"))
    assert (hs.winner, hs.kind, hs.points) == (1, "gin", (0, 152))   # 2 × (25 + 51)
    assert engine.scorer.hands_won == [0, 2]
    # without the option the same hand scores 76 and one box
    engine = start_hand("oklahoma", KNOCKER, loose_51, "7S", stock="TC")
    hs = scored(play(engine, "pass", "pass", "draw stock", "gin KD"))
    assert hs.points == (0, 76) and engine.scorer.hands_won == [0, 1]


# ----- declared arrangements --------------------------------------------------------------
ACES = "AS 2S 3S 4S AH AD 7C 8C 9C KD"     # optimal after 5D: [AS AH AD] [2S 3S 4S] [7C 8C 9C]
DEALER_AC_5S = "AC 5S KS KC QD QC JD JS 9D 8D"   # 83 deadwood; 5S fits any spade run


def test_knock_with_a_declared_non_optimal_arrangement():
    engine = start_hand("classic", ACES, DEALER_AC_5S, "5D")
    play(engine, "draw discard")
    events = play(engine, "knock KD [AS 2S 3S 4S] [7C 8C 9C]")
    knocked = [e for e in events if isinstance(e, Knocked)][0]
    assert knocked.deadwood == 7                     # AH AD 5D, where the optimum is 5
    assert sorted(map(str, knocked.deadwood_cards)) == ["5D", "AD", "AH"]
    refused(engine, "layoff AC 0", "layoff-fits")    # no set of aces to lay AC on
    hs = scored(play(engine, "layoff 5S 0", "done"))
    assert hs.points == (0, 71) and hs.deadwood == (78, 7)

    engine = start_hand("classic", ACES, DEALER_AC_5S, "5D")
    play(engine, "draw discard", "knock KD")         # the engine's optimal arrangement
    play(engine, "layoff AC 0", "layoff 5S 1")
    assert scored(play(engine, "done")).points == (0, 77 - 5)


@pytest.mark.parametrize("move, rule", [
    ("knock KD [AS 2S 4S]", "meld-shape"),
    ("knock KD [AS AH AD AD]", "meld-shape"),
    ("knock KD [AS AH AC]", "meld-cards-in-hand"),     # AC is not in the hand
    ("knock 9C [7C 8C 9C]", "meld-cards-in-hand"),     # 9C is the discard
    ("knock KD [AS 2S 3S] [AS AH AD]", "meld-cards-in-hand"),   # AS twice
    ("knock KD [7C 8C 9C]", "knock-limit"),            # declares 17 deadwood
])
def test_invalid_declared_melds_are_refused(move, rule):
    engine = start_hand("classic", ACES, DEALER_AC_5S, "5D")
    play(engine, "draw discard")
    refused(engine, move, rule)


# ----- first turn, draws and discards -----------------------------------------------------
def test_first_turn_non_dealer_then_dealer_then_stock():
    engine = start_hand("classic", KNOCKER, LOOSE_69, "TC", stock="2H")
    assert (engine.phase, engine.to_act) == ("offer", 1)
    assert set(engine.legal_actions()) == {Draw("discard"), Pass()}
    refused(engine, "draw stock", "first-turn-upcard")
    refused(engine, "discard KD", "first-turn-upcard")
    play(engine, "pass")
    assert (engine.phase, engine.to_act) == ("offer", 0)
    play(engine, "pass")
    assert (engine.phase, engine.to_act) == ("draw", 1)
    assert engine.legal_actions() == [Draw("stock")]
    refused(engine, "draw discard", "first-turn-both-passed")
    play(engine, "draw stock", "discard 2H")
    assert (engine.phase, engine.to_act) == ("draw", 0)
    assert set(engine.legal_actions()) == {Draw("stock"), Draw("discard")}
    play(engine, "draw discard")                     # the dealer takes 2H
    assert engine.hands[0][-1] == Card.parse("2H")


def test_dealer_takes_the_passed_upcard_then_the_non_dealer_plays():
    engine = start_hand("classic", KNOCKER, LOOSE_69, "TC")
    play(engine, "pass", "draw discard")
    assert (engine.phase, engine.to_act) == ("discard", 0)
    play(engine, "discard KS")
    assert (engine.phase, engine.to_act) == ("draw", 1)
    assert set(engine.legal_actions()) == {Draw("stock"), Draw("discard")}


def test_taken_card_may_not_be_discarded_nor_knocked_with():
    engine = start_hand("classic", KNOCKER, LOOSE_69, "2D", stock="5C")
    play(engine, "draw discard")
    refused(engine, "discard 2D", "discard-not-just-taken")
    refused(engine, "knock 2D", "discard-not-just-taken")
    refused(engine, "discard 5C", "card-in-hand")
    refused(engine, "draw stock", "one-draw-per-turn")
    refused(engine, "pass", "pass-only-first-turn")
    play(engine, "discard 9C")
    # a card drawn from the stock may be thrown at once
    play(engine, "draw stock", "discard 5C")
    assert engine.pile[-1] == Card.parse("5C")


# ----- void hand, next dealer -------------------------------------------------------------
def _run_down(engine, turns):
    """Each player draws from the stock and throws the drawn card, `turns` times."""
    for _ in range(turns):
        play(engine, "draw stock")
        play(engine, f"discard {engine.hands[engine.to_act][-1]}")


def test_void_hand_at_two_stock_cards_same_dealer_deals_again():
    engine = start_hand("classic", "AS KH KC QS QH TD 9D 8S 6D 4H", LOOSE_69, "4C")
    play(engine, "pass", "pass")
    assert len(engine.stock) == 31
    _run_down(engine, 28)
    assert len(engine.stock) == 3 and engine.phase == "draw"
    play(engine, "draw stock")                       # the third-last card
    assert len(engine.stock) == 2
    events = play(engine, f"discard {engine.hands[engine.to_act][-1]}")
    assert "HandVoid" in event_types(events)
    hs = scored(events)
    assert (hs.winner, hs.kind, hs.points) == (None, "void", (0, 0))
    assert engine.phase == "hand-over" and engine.scorer.totals == [0, 0]
    events = play(engine, "next")
    assert engine.dealer == 0
    assert [e.dealer for e in events if isinstance(e, HandStarted)] == [0]
    assert engine.deal_no == 1


def test_the_player_taking_the_third_last_card_may_still_knock():
    engine = start_hand("classic", KNOCKER, SET_OF_KINGS_55, "4C")
    play(engine, "pass", "pass")
    _run_down(engine, 28)
    play(engine, "draw stock")
    assert engine.to_act == 1 and len(engine.stock) == 2
    drawn = engine.hands[1][-1]
    events = play(engine, f"knock {drawn}")          # KD stays: deadwood 10
    assert "HandVoid" not in event_types(events)
    assert engine.phase == "layoff"


@pytest.mark.parametrize("rule, after_knocker_wins, after_undercut", [
    ("alternate", 1, 1), ("winner", 1, 0), ("loser", 0, 1)])
def test_next_dealer(rule, after_knocker_wins, after_undercut):
    engine = start_hand("classic", KNOCKER, SET_OF_KINGS_55, "2D", next_dealer=rule)
    play(engine, "draw discard", "knock KD", "done")     # seat 1 (non-dealer) wins
    play(engine, "next")
    assert engine.dealer == after_knocker_wins
    engine = start_hand("classic", KNOCKER, THREE_SETS_5, "8D", next_dealer=rule)
    play(engine, "draw discard", "knock KD", "done")     # seat 0 (dealer) undercuts
    play(engine, "next")
    assert engine.dealer == after_undercut


# ----- match scoring ----------------------------------------------------------------------
def test_match_over_through_the_engine_with_a_shutout():
    engine = start_hand("classic", KNOCKER, SET_OF_KINGS_55, "2D")
    play(engine, "draw discard", "knock KD", "done")     # seat 1: 53
    deal_next(engine, SET_OF_KINGS_55, KNOCKER, "TC")    # seat 1 deals now
    assert engine.dealer == 1 and engine.to_act == 0
    events = play(engine, "pass", "draw discard", "gin KD")   # seat 1: 25 + 55 = 80
    assert scored(events).points == (0, 80)
    (over,) = [e for e in events if isinstance(e, MatchOver)]
    # 133 + 100 game bonus, doubled for the shutout, + 2 boxes × 25
    assert (over.winner, over.totals, over.net) == (1, (0, 516), 516)
    assert engine.phase == "match-over" and engine.is_over
    assert engine.legal_actions() == []
    refused(engine, NextHand(), "match-over")


def results(rules, *hands):
    scorer = ClassicScorer(rules, 2, 0)
    events = []
    for winner, points, *boxes in hands:
        events += scorer.record(HandResult(winner, "knock", points, (0, 1), (), *boxes))
    return scorer, events


def test_classic_match_reaches_100_with_bonuses():
    scorer, events = results(rules_for("classic"), (0, 30), (1, 20), (0, 40), (0, 30))
    (over,) = events
    assert scorer.over and scorer.totals == [100, 20]
    # winner: 100 + 100 game + 3 × 25 boxes = 275; loser: 20 + 1 × 25 = 45
    assert (over.winner, over.totals, over.net) == (0, (275, 45), 230)


def test_polish_match_needs_more_than_100():
    scorer, events = results(rules_for("polish"), (0, 30), (1, 20), (0, 40), (0, 30))
    assert not events and not scorer.over and scorer.totals == [100, 20]
    events = scorer.record(HandResult(1, "knock", 10, (0, 1)))
    assert not events
    (over,) = scorer.record(HandResult(0, "knock", 1, (0, 1)))
    # 101 + 100 + 4 × 25 = 301 against 30 + 2 × 25 = 80: net result 221
    assert (over.winner, over.totals, over.net) == (0, (301, 80), 221)
    lines = " / ".join(wording.score_lines(over.lines, ["Ann", "Bob"]))
    assert "Final: Ann (301), Bob (80)" in lines and "the match goes to Ann by 221" in lines


def test_polish_option_at_least_100():
    rules = rules_for("polish", target_strict=False)
    scorer, events = results(rules, (0, 60), (0, 40))
    assert scorer.over and events[0].totals == ((100 + 100) * 2 + 50, 0)


def test_shutout_doubles_the_score_with_the_game_bonus():
    scorer, events = results(rules_for("classic"), (0, 25), (0, 25), (0, 25), (0, 25))
    (over,) = events
    assert (over.totals, over.net) == (((100 + 100) * 2 + 4 * 25, 0), 500)


def test_void_hands_do_not_count_and_keep_the_dealer():
    scorer = ClassicScorer(rules_for("classic"), 2, 0)
    void = HandResult(None, "void", 0, (0, 1), (0, 0))
    assert scorer.record(void) == []
    assert scorer.totals == [0, 0] and scorer.hands_won == [0, 0]
    assert scorer.next_deal(1, (0, 1), void) == (1, (0, 1))


def test_spade_doubled_hand_counts_two_boxes():
    scorer, events = results(rules_for("oklahoma", spade_double=True), (0, 60, 2), (1, 10),
                             (0, 40))
    (over,) = events
    assert scorer.hands_won == [3, 1]
    assert over.totals == (100 + 100 + 3 * 25, 10 + 25) and over.net == 240


def test_bonuses_are_settings():
    rules = rules_for("classic", game_bonus=0, box_bonus=0, shutout_double=False, target=150)
    scorer, events = results(rules, (0, 100), (1, 10))
    assert not events
    (over,) = scorer.record(HandResult(0, "gin", 50, (0, 1)))
    assert over.totals == (150, 10) and over.net == 140


def test_target_is_a_setting():
    scorer, events = results(rules_for("classic", target=150), (0, 100), (0, 49))
    assert not events
    (over,) = scorer.record(HandResult(0, "knock", 1, (0, 1)))
    assert over.totals == ((150 + 100) * 2 + 3 * 25, 0)


def test_hand_void_event_names_the_stock():
    engine = start_hand("classic", "AS KH KC QS QH TD 9D 8S 6D 4H", LOOSE_69, "4C")
    play(engine, "pass", "pass")
    _run_down(engine, 29)
    (void,) = [e for e in engine.hand_events if isinstance(e, HandVoid)]
    assert void.reason.kind == "stock-down" and void.reason.values == {"cards": 2}
    assert wording.score_line(void.reason, ["Ann", "Bob"]) == "The stock is down to 2 cards"
