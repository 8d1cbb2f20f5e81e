"""Counts on the table and the score screen take the language's plural forms (English 1/2,
Polish 1/2-4/5+ with 22 back to "2-4"), and the player at the screen reads "you"."""

from __future__ import annotations

import pytest

from game.core.results import ScoreLine
from game.ui import i18n, table_words, wording
from game.ui.score_sheet import format_lines
from game.variants.terms import RETOURNE_TERMS


@pytest.fixture
def language():
    yield i18n.set_language
    i18n.set_language("en")


def test_english_counts_agree_with_the_number(language):
    language("en")
    assert table_words.cards(1) == "1 card"
    assert table_words.cards(2) == "2 cards"
    assert table_words.points(1) == "1 point"
    assert table_words.points(2) == "2 points"
    assert table_words.chosen(1) == "1 chosen"


@pytest.mark.parametrize(("n", "cards", "chosen"), [
    (1, "1 karta", "1 wybrana"), (2, "2 karty", "2 wybrane"), (5, "5 kart", "5 wybranych"),
    (22, "22 karty", "22 wybrane"), (12, "12 kart", "12 wybranych")])
def test_polish_counts_take_the_three_forms(language, n, cards, chosen):
    language("pl")
    assert table_words.cards(n) == cards
    assert table_words.chosen(n) == chosen


def test_french_counts_singular_up_to_one(language):
    language("fr")
    assert table_words.cards(1) == "1 carte"
    assert table_words.cards(2) == "2 cartes"


def test_the_showdown_calls_a_gin_a_gin_and_speaks_to_the_player():
    assert table_words.melds_label("gin", "Bob", False) == "Gin · Bob"
    assert table_words.melds_label("gin", "Ann", True) == "Your gin"
    assert table_words.melds_label("knock", "Bob", False) == "Knocker's melds · Bob"
    assert table_words.melds_label("knock", "Ann", True) == "Your melds (you knocked)"
    assert table_words.melds_label("big-gin", "Bob", False, RETOURNE_TERMS) == "Grand gin · Bob"
    assert table_words.go_out_banner("knock", "Ann", 6, you=True) == "You knock with 6 deadwood"
    assert wording.go_out_banner("knock", "Bob", 6) == "Bob knocks with 6 deadwood"


def test_the_score_lines_speak_to_the_player_at_the_screen():
    lines = (ScoreLine.of("knock", 0, deadwood=6),
             ScoreLine.of("layoffs", 1, cards=1, deadwood=20),
             ScoreLine.of("knock-points", 0, defender=20, knocker=6, points=14))
    you = format_lines(lines, ["Ann", "Bob"], None, you=0)
    assert you == ["You knock with 6 deadwood", "Lay-offs by Bob: 1 card, 20 deadwood left",
                   "Your points: the difference 20 − 6 = 14"]
    them = format_lines(lines, ["Ann", "Bob"], None, you=1)
    assert them[1] == "Your lay-offs: 1 card, 20 deadwood left"
    assert "Knock by Ann" in them[0]


@pytest.mark.parametrize(("points", "polish"), [(1, "1 punkt"), (102, "102 punkty"),
                                                (105, "105 punktów"), (122, "122 punkty")])
def test_a_column_closing_counts_its_points_in_polish(language, points, polish):
    line = ScoreLine.of("column-closes", 0, column=1, points=points)
    language("pl")
    assert format_lines((line,), ["Ann", "Bob"])[0].endswith(polish)
    language("en")
    assert format_lines((line,), ["Ann", "Bob"])[0].endswith(
        f"{points} point" if points == 1 else f"{points} points")


def test_a_rami_balance_says_what_it_is(language):
    assert table_words.balance(12) == "balance +12"
    assert table_words.balance(-3) == "balance \u22123"
    language("pl")
    assert table_words.balance(0) == "bilans +0"


def test_negative_figures_take_a_true_minus():
    """The Rami grid printed "-2 (-2)" with a hyphen beside its note's "−paid" (a
    play-tester): every figure of the sheets takes the minus sign."""
    assert table_words.figures(["Ann", "Bob"], [-5, 7], signed=True) == \
        "Ann (\u22125), Bob (+7)"
    assert table_words.number(-12) == "\u221212" and table_words.number(3) == "3"
