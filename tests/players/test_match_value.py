"""What a hand's points are worth in a race to the target (the hard player's knock/wait)."""

from __future__ import annotations

import dataclasses

import pytest

from game.core.actions import NextHand
from game.core.families import new_game
from game.players.match_value import hand_utility, race_win_chance
from game.variants import rules_for


def test_race_chances():
    assert race_win_chance(100, 100, 100) == pytest.approx(0.5)
    assert race_win_chance(0, 50, 100) == 1.0 and race_win_chance(50, -3, 100) == 0.0
    assert race_win_chance(30, 100, 100) > race_win_chance(60, 100, 100) > 0.5
    assert race_win_chance(100, 30, 100) < 0.5
    # symmetric: my chance and theirs add up to one
    assert race_win_chance(40, 70, 100) + race_win_chance(70, 40, 100) == pytest.approx(1.0)


def view_with_totals(variant: str, totals: tuple[int, int], **options):
    """A view of the first decision of a match, with the totals (ours, theirs) put in."""
    engine = new_game(rules_for(variant, **options), 2, 3)
    engine.apply(NextHand())
    view = engine.view(engine.to_act)
    mine, theirs = totals
    return dataclasses.replace(view, totals=(mine, theirs) if view.seat == 0 else
                               (theirs, mine))


def test_points_are_worth_more_near_the_target():
    start = hand_utility(view_with_totals("classic", (0, 0)))
    near = hand_utility(view_with_totals("classic", (92, 40)))
    assert start(0) == near(0) == 0.0
    assert start(20) > 0 > start(-20)
    assert 10 < start(20) < 30  # about a point a point at the start
    assert near(10) > 2 * start(10)  # ten points that end the match are worth far more
    # when the opponent needs 8 more, giving them 10 is worse than at the start
    danger = hand_utility(view_with_totals("classic", (40, 92)))
    assert danger(-10) < 2 * start(-10)


def test_column_scorings_are_weighed_by_match_chance_and_others_keep_points():
    """Hollywood and 003 have their own utility (`column_value`), the box and Rami none."""
    for variant, options in (("classic", {"scoring": "hollywood"}), ("gin-rami", {})):
        u = hand_utility(view_with_totals(variant, (0, 0), **options))
        assert u is not None and u(0) == 0.0 and u(20) > 0 > u(-20)
        assert 10 < u(20) < 30  # about a point a point at the start, as in classic
    engine = new_game(rules_for("three-player"), 3, 3)
    engine.apply(NextHand())
    assert hand_utility(engine.view(engine.to_act)) is None
