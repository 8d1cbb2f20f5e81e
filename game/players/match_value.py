"""What a hand's points are worth in the match: the chance of winning the match after them.

In a race to a target (classic scoring) ten points are worth more to the player who needs ten
to win than to one who needs ninety, and losing twenty points matters most when the opponent
is twenty short. `race_win_chance(mine, theirs)` estimates the chance of reaching the target
first from the points each side still needs, assuming each hand is won by either side with
equal chance and a won hand is worth a typical spread of points (a knock is small, a gin
large). The `hard` player weighs its knock-or-wait outcomes by this chance instead of raw
points, so it knocks early when any win ends the match, goes for gin when far behind, and
plays safe when the opponent is about to reach the target.

Hollywood and 003 columns play three races at once and are won on the sum of the columns'
nets: `game.players.column_value` estimates the chance of winning such a match, with the same
hand model, and `hand_utility` weighs a hand's points by it there too. Other scorings (three
players in the box, Rami) keep the points.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from game.core.view import PlayerView
from game.players.column_value import (
    ColumnRules,
    State,
    apply_hand,
    column_rules,
    hand_boxes,
    match_chance,
    replay,
    start_state,
)

# a point's worth added to every outcome's utility: when a won hand ends the match whatever its
# size (or a lost one loses it), the chances of two outcomes are equal and their points break
# the tie (knock with 2 deadwood rather than 10: the same match won, less risk of an undercut)
POINT_TIE_BREAK = 0.01

# points of a won hand (classic values) and how often: knocks of every size, gins, undercuts
HAND_POINTS: tuple[tuple[int, float], ...] = (
    (3, 0.08), (6, 0.10), (10, 0.12), (14, 0.12), (18, 0.10), (22, 0.09), (27, 0.10),
    (32, 0.10), (38, 0.10), (48, 0.09))


@lru_cache(maxsize=8)
def _race_table(target: int) -> tuple[tuple[float, ...], ...]:
    """table[a][b]: chance of reaching the target first needing `a` points against `b`
    (a, b from 1 to target), each hand won by either side with chance 1/2."""
    size = target + 1
    table = [[0.0] * size for _ in range(size)]
    for a in range(1, size):
        for b in range(1, size):
            win = lose = 0.0
            for pts, p in HAND_POINTS:
                win += p * (1.0 if a - pts <= 0 else table[a - pts][b])
                lose += p * (0.0 if b - pts <= 0 else table[a][b - pts])
            table[a][b] = 0.5 * (win + lose)
    return tuple(tuple(row) for row in table)


def race_win_chance(need_mine: int, need_theirs: int, target: int) -> float:
    """The chance of winning a race where we still need `need_mine` points and they need
    `need_theirs` (0 or less: that side has won)."""
    if need_mine <= 0:
        return 1.0
    if need_theirs <= 0:
        return 0.0
    table = _race_table(target)
    return table[min(need_mine, target)][min(need_theirs, target)]


def hand_utility(view: PlayerView) -> Callable[[float], float] | None:
    """For a two-player race to the target (classic scoring) or a Hollywood or 003 columns
    match: a function from a hand's points (positive: we score them, negative: the opponent
    does) to match-winning chance, scaled so that near an even score at the start one point is
    worth about one; None for other scorings."""
    r = view.rules
    if len(view.players) != 2:
        return None
    if r.scoring in ("hollywood", "columns"):
        return _columns_utility(view)
    if r.scoring != "classic" or r.target <= 0:
        return None
    me = view.seat
    opp = next(s for s in view.players if s != me)
    if me >= len(view.totals) or opp >= len(view.totals):
        return None
    target = r.target + (1 if r.target_strict else 0)
    need_me = target - view.totals[me]
    need_opp = target - view.totals[opp]
    base = race_win_chance(need_me, need_opp, target)
    # the slope of an even race at the start: how much one point moves the chance there
    scale = 20.0 / max(1e-6, race_win_chance(target - 20, target, target)
                       - race_win_chance(target, target - 20, target)) * 2

    def utility(points: float) -> float:
        pts = int(round(points))
        if pts >= 0:
            chance = race_win_chance(need_me - pts, need_opp, target)
        else:
            chance = race_win_chance(need_me, need_opp + pts, target)
        return (chance - base) * scale + POINT_TIE_BREAK * pts

    return utility


def _columns_utility(view: PlayerView) -> Callable[[float], float] | None:
    """`hand_utility` for Hollywood and 003: the change in the chance of winning the match
    (`column_value.match_chance`) that this hand's points make, the match state replayed from
    the public hand history; this hand's box counts two in a doubled Oklahoma hand (003
    counts one cocotte a hand: its gin option of two is not told apart by the points)."""
    rules = column_rules(view.rules)
    score = view.score
    if rules is None or score is None or score.over:
        return None
    me = view.seat
    hands = tuple((h.points if h.winner == me else -h.points, hand_boxes(view.rules, h))
                  for h in score.history if not h.void)
    boxes = 2 if view.doubled and view.rules.scoring == "hollywood" else 1
    return _columns_closure(rules, replay(rules, hands), boxes)


@lru_cache(maxsize=64)
def _columns_closure(rules: ColumnRules, state: State,
                     boxes: int) -> Callable[[float], float]:
    """The utility of one match state (kept: the score is the same all through a hand)."""
    base = match_chance(rules, state)
    start = start_state()
    scale = 40.0 / max(1e-6, match_chance(rules, apply_hand(rules, start, 20))
                       - match_chance(rules, apply_hand(rules, start, -20)))
    memo: dict[int, float] = {}

    def utility(points: float) -> float:
        pts = int(round(points))
        got = memo.get(pts)
        if got is None:
            chance = match_chance(rules, apply_hand(rules, state, pts, boxes))
            got = memo[pts] = (chance - base) * scale + POINT_TIE_BREAK * pts
        return got

    return utility
