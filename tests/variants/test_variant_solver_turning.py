"""The meld solver with the 003 turning ace (15 points) and two identical cards."""

import pytest

from game.core.cards import parse_cards
from game.core.melds import rules_solver
from game.variants import rules_for

TURNING = rules_solver(rules_for("gin-rami"))
CLASSIC = rules_solver(rules_for("classic"))


@pytest.mark.parametrize("cards", ["QS KS AS", "KS AS 2S", "AS 2S 3S", "JH QH KH AH 2H 3H",
                                   "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD"])
def test_turning_runs(cards):
    assert TURNING.meld_kind(parse_cards(cards)) == "run"


@pytest.mark.parametrize("cards, kind", [("QS KS AS", None), ("KS AS 2S", None),
                                         ("AS 2S 3S", "run")])
def test_ace_is_low_in_classic(cards, kind):
    assert CLASSIC.meld_kind(parse_cards(cards)) == kind


def test_not_runs_with_the_turning_ace():
    assert TURNING.meld_kind(parse_cards("KS AS 3S")) is None
    assert TURNING.meld_kind(parse_cards("QS AS 2S")) is None
    assert TURNING.meld_kind(parse_cards("QS KS AH")) is None


def test_ace_is_worth_15_in_deadwood():
    assert TURNING.deadwood(parse_cards("AS 5H")) == 20
    assert CLASSIC.deadwood(parse_cards("AS 5H")) == 6
    # melded around the corner it counts nothing; the loose 5♦ counts 5
    assert TURNING.deadwood(parse_cards("QS KS AS 2S 5D")) == 5
    assert CLASSIC.deadwood(parse_cards("QS KS AS 2S 5D")) == 10 + 10 + 1 + 2 + 5
    arrangement = TURNING.best_arrangement(parse_cards("KC AC 2C 9H"))
    assert arrangement.deadwood == 9
    assert arrangement.melds == (tuple(parse_cards("KC AC 2C")),)


def test_lay_off_around_the_corner():
    assert TURNING.can_lay_off(parse_cards("AS")[0], parse_cards("JS QS KS"))
    assert TURNING.can_lay_off(parse_cards("2S")[0], parse_cards("QS KS AS"))
    assert not CLASSIC.can_lay_off(parse_cards("AS")[0], parse_cards("JS QS KS"))


def test_two_identical_cards():
    # 5-6-7♥ and 7♥'-8-9♥: both sevens of hearts are melded
    assert TURNING.deadwood(parse_cards("5H 6H 7H 7H' 8H 9H")) == 0
    # a set needs distinct suits: the second 7♥ stays loose
    assert TURNING.deadwood(parse_cards("7H 7H' 7S 7D")) == 7
    assert TURNING.meld_kind(parse_cards("7H 7H' 7S")) is None
    assert TURNING.meld_kind(parse_cards("5H 6H 6H' 7H")) is None
    assert not TURNING.can_lay_off(parse_cards("7H'")[0], parse_cards("7H 7S 7D"))
    arrangement = TURNING.best_arrangement(parse_cards("7H 7H' 7S 7D 7C AS"))
    assert arrangement.deadwood == 7 + 15
    assert sorted(map(str, arrangement.deadwood_cards)) in (["7H", "AS"], ["7H'", "AS"])
    after = TURNING.deadwood_after_each_discard(parse_cards("5H 6H 7H 7H' 8H 9H KS"))
    assert after[parse_cards("KS")[0]] == 0
