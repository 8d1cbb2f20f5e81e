"""003: a column won is said with the hand that won it (a French play-tester read only
"Main 7 : descente, 43 points pour Ordinateur" when that descente closed columns 1 and 2,
and the table's panel went on saying "colonnes fermées à 100" without naming them)."""

from __future__ import annotations

from game.core.events import GameClosed
from game.core.results import ScoreLine
from game.ui.probe import probe_draw
from game.ui.score_tables import columns_won
from tests.ui_variants.helpers import score_after_first_hand


def _closed(column: int, winner: int) -> GameClosed:
    return GameClosed(column, winner, (
        ScoreLine.of("column-closes", winner, column=column + 1, points=104),
        ScoreLine.of("column-winner-figure", winner, bonus=250, points=104, cocottes=3,
                     each=25, total=429)))


def test_the_columns_a_hand_closes_are_named_with_their_bonus():
    names = ["Ann", "Bob"]
    assert columns_won([_closed(0, 1), _closed(1, 1)], names, 0) == [
        "Bob wins columns 1 and 2 (+250 each)"]
    assert columns_won([_closed(2, 0)], names, 0) == ["You win column 3 (+250)"]
    assert columns_won([_closed(2, 0)], names, None) == ["Ann wins column 3 (+250)"]
    assert columns_won([], names, 0) == []


def test_the_hand_that_closes_a_column_says_so(app):
    # seed 3: Bob's fourth hand takes column 1 past 100
    _sess, score = score_after_first_hand(app, "gin-rami", 2, 3, hands=4)
    assert [type(e).__name__ for e in score.table.state.events].count("GameClosed") == 1
    assert score.hand_texts()[0] == "Bob wins column 1 (+250)"
    drawn = probe_draw(app.res, app.screen.get_size(), score.draw)
    if score.compact:
        score.show_view("hand")
        app.step()
        drawn = probe_draw(app.res, app.screen.get_size(), score.draw)
    assert "Bob wins column 1 (+250)" in [m.label for m in drawn.marks if m.kind == "text"]
    # the table's panel then names the closed column
    lines = [text for text, *_rest in score.table._info_lines()]
    assert "Hand 4 · column 1 closed" in lines, lines


def test_a_hand_that_closes_nothing_says_nothing_of_columns(app):
    _sess, score = score_after_first_hand(app, "gin-rami", 2, 3, hands=1)
    assert not any("column" in line for line in score.hand_texts())
    lines = [text for text, *_rest in score.table._info_lines()]
    assert any("columns close at 100" in line for line in lines), lines
