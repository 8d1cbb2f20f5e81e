"""The chance of winning a Hollywood or 003 columns match (`game.players.column_value`): the
columns written as the engine writes them, the chance against a simulation of the true rules,
and the utility the hard player weighs hands by (`match_value.hand_utility`)."""

from __future__ import annotations

import random

import pytest

from game.core.scoring import make_scorer
from game.core.scoring.base import HandResult
from game.players.column_value import (
    apply_hand,
    column_rules,
    match_chance,
    replay,
    simulate_chance,
    start_state,
)
from game.players.match_value import _columns_closure
from game.variants import rules_for

HOLLYWOOD = rules_for("classic", scoring="hollywood")
COLUMNS = rules_for("gin-rami")


def random_hands(rng: random.Random, n: int) -> list[tuple[int, int]]:
    """n won hands: (winner seat, points)."""
    return [(rng.randrange(2), rng.choice((3, 8, 14, 22, 25, 31, 45))) for _ in range(n)]


@pytest.mark.parametrize("rules", [HOLLYWOOD, COLUMNS], ids=["hollywood", "columns"])
def test_the_columns_are_written_and_closed_as_the_engine_does(rules):
    """Replaying won hands gives, per column, the engine's points and boxes (cocottes) while
    it is open and its signed net once closed, for either seat as 'us'."""
    rng = random.Random(4)
    cr = column_rules(rules)
    for _ in range(60):
        scorer = make_scorer(rules, 2, 0)
        hands = []
        for winner, pts in random_hands(rng, rng.randrange(1, 14)):
            if scorer.over:
                break
            scorer.record(HandResult(winner, "knock", pts, (0, 1)))
            hands.append((winner, pts))
        for me in (0, 1):
            state = replay(cr, tuple((p if w == me else -p, 1) for w, p in hands))
            assert state[0] == scorer.counter[me] and state[1] == scorer.counter[1 - me]
            boxes = scorer.boxes if rules.scoring == "hollywood" else scorer.cocottes
            for c, col in enumerate(state[2]):
                if scorer.closed[c] is None:
                    assert col == (scorer.points[c][me], scorer.points[c][1 - me],
                                   boxes[c][me], boxes[c][1 - me])
                elif rules.scoring == "hollywood":
                    sign = 1 if scorer.closed[c] == me else -1
                    assert col == (sign * scorer.nets[c],)
                else:
                    figures = scorer.column_totals[c]
                    assert col == (figures[me] - figures[1 - me],)


def test_the_chance_is_a_chance_and_fair_at_the_start():
    cr = column_rules(HOLLYWOOD)
    assert match_chance(cr, start_state()) == pytest.approx(0.5)
    rng = random.Random(9)
    for _ in range(200):
        state = replay(cr, tuple((p if w == 0 else -p, 1) for w, p in random_hands(rng, 6)))
        chance = match_chance(cr, state)
        assert 0.0 <= chance <= 1.0
        # the same match seen from the other seat: the chances add up to one
        mirror = (state[1], state[0], tuple((c[1], c[0], c[3], c[2]) if len(c) == 4
                                            else (-c[0],) for c in state[2]))
        assert chance + match_chance(cr, mirror) == pytest.approx(1.0)


# positions (won hands, ours positive) where the estimate is held to a simulation of the true
# rules with the same hand model: early, one column about to close for either side, all
# columns fed, one column closed
POSITIONS = [(), (20,), (-35, 10), (45, 30, -20, 15), (-45, -30, 20, -15),
             (30, -30, 30, -30, 20, -20), (30, -30, 30, -30, 38, -20), (60, 45, -20, -30, 10)]


@pytest.mark.parametrize("rules", [HOLLYWOOD, COLUMNS], ids=["hollywood", "columns"])
def test_the_estimate_follows_a_simulation_of_the_true_rules(rules):
    """Within 0.07 of 3,000 simulated match ends on each position (the simulation's own
    standard error is below 0.01); the columns' estimate treats them as tied by one factor."""
    cr = column_rules(rules)
    rng = random.Random(2027)
    for hands in POSITIONS:
        state = replay(cr, tuple((p, 1) for p in hands))
        assert match_chance(cr, state) == pytest.approx(
            simulate_chance(cr, state, rng, 3000), abs=0.07), hands


@pytest.mark.parametrize("rules", [HOLLYWOOD, COLUMNS], ids=["hollywood", "columns"])
def test_more_points_are_worth_more_between_closings(rules):
    """The utility of a hand rises with its points, won or lost, among the outcomes that
    close the same columns, in every position above. Across a closing it need not: a column
    the opponent closes at exactly the target has a smaller net than one it closes later
    (the simulation agrees, see the next test). A quarter point of slack: a point closer to
    closing makes the estimated nets surer, which far ahead is worth a little."""
    cr = column_rules(rules)
    for hands in POSITIONS:
        state = replay(cr, tuple((p, 1) for p in hands))
        u = _columns_closure(cr, state, 1)
        points = [p for p in range(-70, 71) if p]
        shut = {p: tuple(len(c) for c in apply_hand(cr, state, p)[2]) for p in points}
        for a, b in zip(points, points[1:], strict=False):
            if shut[a] == shut[b] and (a > 0) == (b > 0):
                assert u(a) < u(b) + 0.25, (hands, a, b)
        assert u(-20) < u(-1) < 0 < u(1) < u(20) < u(70)


def test_a_column_closed_at_the_target_can_cost_less_than_one_left_a_point_short():
    """Far ahead (a +510 game closed), losing 50 points closes the opponent's second game at
    exactly 100; losing 49 leaves it at 99, to be closed later with a bigger net: both the
    estimate and the simulation rate the 50-point loss as the better outcome."""
    cr = column_rules(HOLLYWOOD)
    state = replay(cr, tuple((p, 1) for p in (60, 45, -20, -30, 10)))
    at, short = apply_hand(cr, state, -50), apply_hand(cr, state, -49)
    assert match_chance(cr, at) > match_chance(cr, short)
    rng = random.Random(1)
    assert simulate_chance(cr, at, rng, 4000) > simulate_chance(cr, short, rng, 4000)


def test_closing_a_column_is_worth_a_jump():
    """At 95 to 0 in the first Hollywood column, the 5 points that close it (game bonus,
    boxes, the shutout doubling) are worth far more than the 4 before them; the opponent's
    closing one against us at 0 to 95 is the same loss."""
    cr = column_rules(HOLLYWOOD)
    ahead = _columns_closure(cr, replay(cr, ((95, 1),)), 1)
    behind = _columns_closure(cr, replay(cr, ((-95, 1),)), 1)
    assert ahead(5) - ahead(4) > 5 * (ahead(4) - ahead(3))
    assert behind(-4) - behind(-5) > 5 * (behind(-3) - behind(-4))
    # far from the target, a point is worth about a point
    start = _columns_closure(cr, start_state(), 1)
    assert 0 < start(5) - start(4) < 3


def test_a_doubled_hand_writes_two_boxes():
    cr = column_rules(HOLLYWOOD)
    one, two = apply_hand(cr, start_state(), 10, 1), apply_hand(cr, start_state(), 10, 2)
    assert one[2][0] == (10, 0, 1, 0) and two[2][0] == (10, 0, 2, 0)
    assert match_chance(cr, two) > match_chance(cr, one)
