"""The Hollywood score sheet's "Totals: You (0), Computer (68)" added up the open games' points
(38 + 30), a sum with no meaning in Hollywood and no label (a play-tester). The sheet says the
match as RULES.md reckons it, the sum of the closed games' nets, once a game has closed."""

from __future__ import annotations

from game.core.scoring.state import HollywoodState
from game.ui.score_tables import hollywood_sheet
from game.variants import find_variant
from game.variants.terms import terms_for

TERMS = terms_for(find_variant("classic").rules)


def _state(points, closed, nets) -> HollywoodState:
    totals = tuple(sum(p[s] for p in points) for s in range(2))
    return HollywoodState(seats=2, totals=totals, hands_won=(1, 3), history=(), over=False,
                          winner=None, net=0, points=points, boxes=((0, 2), (0, 1), (0, 0)),
                          closed=closed, nets=nets, entries=((), (), ()),
                          closing_lines=((), (), ()))


def test_open_games_are_not_added_up():
    sheet = hollywood_sheet(_state(((0, 38), (0, 30), (0, 0)), (None, None, None), (0, 0, 0)),
                            ("You", "Computer"), TERMS, you=0)
    assert not any("68" in line or "Totals" in line for line in sheet.footer), sheet.footer


def test_a_closed_game_gives_the_match_so_far():
    sheet = hollywood_sheet(_state(((0, 110), (0, 40), (0, 0)), (1, None, None),
                                   (395, 0, 0)), ("You", "Computer"), TERMS, you=0)
    assert sheet.footer == ("So far (sum of the closed games' nets): Computer leads by 395",)


def test_the_nets_are_set_against_each_other():
    state = _state(((105, 60), (20, 100), (0, 0)), (0, 1, None), (200, 150, 0))
    assert hollywood_sheet(state, ("You", "Computer"), TERMS, you=0).footer == (
        "So far (sum of the closed games' nets): you lead by 50",)
    assert hollywood_sheet(state, ("Ann", "Bob"), TERMS).footer == (
        "So far (sum of the closed games' nets): Ann leads by 50",)
    level = _state(((105, 60), (20, 100), (0, 0)), (0, 1, None), (150, 150, 0))
    assert hollywood_sheet(level, ("Ann", "Bob"), TERMS).footer == (
        "So far (sum of the closed games' nets): level",)
