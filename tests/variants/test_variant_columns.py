"""003 column scoring (RULES.md "003 scoring"), worked by hand."""

import pytest
from variant_helpers import one

from game.core.errors import GameError
from game.core.events import GameClosed, MatchOver
from game.core.scoring import HandResult, make_scorer
from game.core.scoring.columns import ColumnsScorer
from game.ui import wording
from game.ui.score_tables import score_table
from game.variants import rules_for

P0, P1 = 0, 1


def scorer(**options) -> ColumnsScorer:
    s = make_scorer(rules_for("gin-rami", **options), 2, 0)
    assert isinstance(s, ColumnsScorer)
    return s


def win(s, seat, points, kind="knock"):
    return s.record(HandResult(seat, kind, points, (0, 1)))


def test_columns_cocottes_closing_blitz_and_grand_totals():
    s = scorer()
    assert win(s, P0, 40, "gin") == []           # col 1
    assert win(s, P1, 20) == []                  # col 1
    events = win(s, P0, 70)                      # cols 1 and 2: col 1 reaches 110
    closed = one(events, GameClosed)
    assert (closed.column, closed.winner) == (0, P0)
    # P0: 250 + 110 + 2 cocottes × 25 = 410; P1: 20 + 1 × 25 = 45
    assert s.column_totals[0] == (410, 45) and not s.blitz[0]
    events = win(s, P0, 35)                      # cols 2 and 3: col 2 reaches 105
    closed = one(events, GameClosed)
    assert closed.column == 1
    # P1 has nothing in col 2: blitz doubles 250 + 105 + 2 × 25 = 405 to 810
    assert s.column_totals[1] == (810, 0) and s.blitz[1]
    assert s.points[2] == [35, 0] and s.cocottes[2] == [1, 0]
    # P1's 2nd win: no open column <= 2, so column 3 (and E becomes 3)
    events = win(s, P1, 100)
    closed = one(events, GameClosed)
    assert (closed.column, closed.winner) == (2, P1)
    assert s.column_totals[2] == (35 + 25, 250 + 100 + 25)
    over = one(events, MatchOver)
    # P0: 2 × 250 + 250 points + 5 cocottes × 25 + 405 blitz = 1280
    # P1: 1 × 250 + 120 points + 2 cocottes × 25 = 420
    assert over.totals == (1280, 420)
    assert (over.winner, over.net) == (P0, 860)
    text = wording.score_lines(over.lines, ["Ann", "Bob"])
    assert text[0] == ("Ann: columns 2 × 250 + points 250 + cocottes 5 × 25 + blitz 405 = "
                       "1280")
    assert text[-1] == "Result: the match goes to Ann by 860"
    sheet = score_table(s.snapshot(), ["Ann", "Bob"], s.rules)
    assert sheet.headers == ("", "Column 1", "Column 2", "Column 3", "Total")
    assert sheet.rows[0] == ("Ann: points", "110", "105", "35", "250")
    assert sheet.rows[1] == ("Ann: cocottes", "2", "2", "1", "5")
    assert sheet.rows[2] == ("Ann: column total", "410", "810", "60", "1280")
    assert sheet.rows[-1] == ("Status", "won by Ann", "won by Ann, blitz", "won by Bob", "")
    assert [sub.title for sub in sheet.extra] == ["Column 1", "Column 2", "Column 3"]


def test_gin_cocottes_option():
    s = scorer(gin_cocottes="on")
    win(s, P0, 30, "gin")
    win(s, P1, 12, "undercut")
    win(s, P0, 20, "knock")
    win(s, P1, 60, "big-gin")
    assert s.cocottes[0] == [3, 4] and s.cocottes[1] == [1, 2]
    plain = scorer()
    for seat, pts, kind in [(P0, 30, "gin"), (P1, 12, "undercut"), (P0, 20, "knock")]:
        win(plain, seat, pts, kind)
    assert plain.cocottes[0] == [2, 1]


def test_column_target_and_blitz_options():
    s = scorer(column_target="150")
    assert win(s, P0, 120) == []
    closed = one(win(s, P0, 40), GameClosed)
    assert closed.column == 0
    # 250 + 160 + 2 × 25 = 460, blitz: 920
    assert s.column_totals[0] == (920, 0)
    s = scorer(blitz_double="off")
    win(s, P0, 100)
    assert s.column_totals[0] == (250 + 100 + 25, 0) and not s.blitz[0]


def test_void_hand_and_next_dealer():
    s = scorer()
    void = HandResult(None, "void", 0, (0, 1))
    assert s.record(void) == [] and s.totals == [0, 0]
    assert s.next_deal(0, (0, 1), void) == (0, (0, 1))
    assert s.next_deal(0, (0, 1), HandResult(1, "knock", 5, (0, 1))) == (1, (0, 1))


def test_scoring_options_that_cannot_apply_are_refused():
    assert rules_for("classic", scoring="hollywood").scoring == "hollywood"
    assert rules_for("gin-only", scoring="hollywood").scoring == "hollywood"
    assert rules_for("oklahoma", scoring="hollywood").scoring == "hollywood"
    assert rules_for("gin-rami", scoring="hollywood").scoring == "hollywood"
    for variant, scoring in [("classic", "box"), ("classic", "rami"), ("three-player", "classic"),
                             ("three-player", "hollywood"), ("rami", "columns")]:
        with pytest.raises(GameError):
            rules_for(variant, scoring=scoring)
