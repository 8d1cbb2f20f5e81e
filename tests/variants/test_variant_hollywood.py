"""Hollywood scoring (RULES.md "Hollywood scoring"), worked by hand."""

import pytest
from variant_helpers import dealt, one, play, stack

from game.core.events import GameClosed, HandScored, MatchOver
from game.core.scoring import HandResult, make_scorer
from game.core.scoring.hollywood import HollywoodScorer, column_targets
from game.ui import wording
from game.ui.score_tables import score_table
from game.variants import rules_for

YOU, OPP = 0, 1


def scorer(variant="classic", **options) -> HollywoodScorer:
    s = make_scorer(rules_for(variant, scoring="hollywood", **options), 2, 0)
    assert isinstance(s, HollywoodScorer)
    return s


def win(s, seat, points, kind="knock", boxes=1):
    return s.record(HandResult(seat, kind, points, (0, 1), boxes=boxes))


def test_rules_md_test_vector():
    s = scorer()
    for seat, pts in [(YOU, 18), (OPP, 12), (YOU, 25), (OPP, 30), (YOU, 15)]:
        assert win(s, seat, pts) == []
    assert [s.points[g][YOU] for g in range(3)] == [58, 40, 15]
    assert [s.points[g][OPP] for g in range(3)] == [42, 30, 0]
    assert [s.boxes[g][YOU] for g in range(3)] == [3, 2, 1]
    assert [s.boxes[g][OPP] for g in range(3)] == [2, 1, 0]
    assert s.totals == [113, 72]
    assert not s.over


def test_filling_rule_jumps_over_closed_games():
    # E = 1 but game 1 is closed: the hand goes to game 2 and E becomes 2
    assert column_targets(0, [False, True, True]) == ([1], 2)
    assert column_targets(1, [False, True, True]) == ([1], 2)
    assert column_targets(2, [False, True, True]) == ([1, 2], 3)
    assert column_targets(3, [True, False, True]) == ([0, 2], 3)
    assert column_targets(0, [True, True, True]) == ([0], 1)


def test_closing_net_shutout_and_match_result():
    s = scorer()
    assert win(s, YOU, 60) == []
    events = win(s, YOU, 50)             # game 1: 110 (closes), game 2: 50
    closed = one(events, GameClosed)
    assert (closed.column, closed.winner) == (0, YOU)
    # 110 + 100 game bonus + 2 boxes × 25 = 260; Opp has no score: shutout doubles to 520
    assert s.finals[0] == (520, 0) and s.nets[0] == 520
    assert any(line.kind == "shutout-game" for line in closed.lines)
    said = wording.score_lines(closed.lines, ["Ann", "Opp"])
    assert "Shutout: Opp has no score in game 1; the total of Ann is doubled to 520" in said
    assert win(s, OPP, 30) == []         # E jumps to game 2 (game 1 is closed)
    assert s.points[1] == [50, 30] and s.counter[OPP] == 2
    assert win(s, YOU, 40) == []         # games 2 and 3
    events = win(s, YOU, 20)             # game 2: 110 closes, game 3: 60
    closed = one(events, GameClosed)
    assert closed.column == 1
    # You 110 + 100 + 3 × 25 = 285; Opp 30 + 25 = 55; net 230, no shutout
    assert s.finals[1] == (285, 55) and s.nets[1] == 230
    events = win(s, OPP, 100)            # Opp's E = 3: game 3 only: 100 closes
    closed = one(events, GameClosed)
    assert (closed.column, closed.winner) == (2, OPP)
    # Opp 100 + 100 + 25 = 225; You 60 + 2 × 25 = 110; net 115 to Opp
    assert s.finals[2] == (110, 225) and s.nets[2] == 115
    over = one(events, MatchOver)
    assert s.over and over.winner == YOU
    assert over.net == 520 + 230 - 115 == 635
    assert over.totals == (915, 280)
    assert over.totals[0] - over.totals[1] == over.net
    assert wording.score_lines(over.lines, ["Ann", "Opp"])[-1] == \
        "Result: Ann wins by 635 (sum of the nets)"
    # the seat the caller calls "you" reads in the second person
    assert wording.score_lines(over.lines, ["You", "Opp"], you=YOU)[-1] == \
        "Result: you win by 635 (sum of the nets)"


def test_target_150_option():
    s = scorer(target="150")
    win(s, YOU, 120)
    assert s.closed == [None, None, None]
    events = win(s, YOU, 30)
    assert one(events, GameClosed).column == 0


def test_doubled_oklahoma_hand_counts_two_boxes():
    s = scorer("oklahoma", spade_double="on")
    win(s, YOU, 146, kind="gin", boxes=2)
    assert s.points[0][YOU] == 146 and s.boxes[0][YOU] == 2
    closed = s.finals[0]
    # 146 + 100 + 2 × 25 = 296, shutout: 592
    assert closed == (592, 0)


def test_void_hand_changes_nothing_and_keeps_the_dealer():
    s = scorer()
    void = HandResult(None, "void", 0, (0, 1))
    assert s.record(void) == []
    assert s.counter == [0, 0] and s.totals == [0, 0]
    assert s.next_deal(1, (0, 1), void) == (1, (0, 1))
    assert s.next_deal(1, (0, 1), HandResult(0, "gin", 30, (0, 1))) == (0, (0, 1))


def test_sheet_has_three_games_and_sub_sheets():
    s = scorer()
    for seat, pts in [(YOU, 18), (OPP, 12), (YOU, 25), (OPP, 30), (YOU, 15)]:
        win(s, seat, pts)
    sheet = score_table(s.snapshot(), ["You", "Opp"], s.rules)
    assert sheet.headers == ("", "Game 1", "Game 2", "Game 3")
    assert sheet.rows[0] == ("You", "58", "40", "15")
    assert sheet.rows[2] == ("Opp", "42", "30", "0")
    assert [sub.title for sub in sheet.extra] == ["Game 1", "Game 2", "Game 3"]
    game3 = sheet.extra[2]
    assert game3.rows == (("5", "+15 (15)", "(0)"),)


@pytest.mark.parametrize("variant", ["classic", "gin-only", "oklahoma"])
def test_engine_hand_is_written_and_winner_deals_next(variant):
    engine = dealt(variant, seed=3, scoring="hollywood", knock_limit="10")
    engine.dealer = 0
    # seat 1 (non-dealer) goes gin: 2-3-4-5♠, three 7s, three kings; discards 9♣
    pile = [c.code for c in engine.pile]
    hands = {1: "2S 3S 4S 7H 7D 7C KC KD KH 9C", 0: "AH 2H 3H 4H 5C 6C 8D 9D JS QD"}
    used = set(" ".join(hands.values()).split()) | {"5S"}
    pile = [c for c in pile if c not in used]
    stack(engine, hands, stock="5S", pile=" ".join(pile))
    events = play(engine, "draw stock", "knock 9C")
    scored = one(events, HandScored)
    # gin: 25 + (5 + 6 + 8 + 9 + 10 + 10) = 73 (spade doubling is off by default)
    assert scored.kind == "gin" and scored.points == (0, 73)
    assert engine.scorer.points[0] == [0, 73]
    play(engine, "next")
    assert engine.dealer == 1


def test_engine_void_hand_is_redealt_by_the_same_dealer():
    engine = dealt("classic", seed=5, scoring="hollywood")
    engine.dealer = 1
    stack(engine, {0: "2S 3S 4S 7H 7D 7C KC KD KH 9C", 1: "AH 2H 3H 4H 5C 6C 8D 9D JS QD"},
          stock="TC TD TH", pile="8S", fill=False)
    events = play(engine, "draw stock", "discard TC")
    assert one(events, HandScored).kind == "void"
    assert engine.scorer.counter == [0, 0]
    play(engine, "next")
    assert engine.dealer == 1 and engine.deal_no == 1
