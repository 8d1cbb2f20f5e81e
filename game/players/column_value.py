"""The chance of winning a match of three columns (Hollywood, 003), as `match_value` does for
a race to the target.

Hollywood and 003 score the same way (RULES.md "Hollywood scoring", "003 scoring"): a won hand
goes into the winner's columns by the counter rule (`column_targets`), a column closes when
the winner's points in it reach the target, and it is then worth a net to its winner: the
column bonus (Hollywood 100, 003 250) plus the points and the boxes (cocottes) × 25 of the
winner, minus those of the loser, doubled when the loser scored nothing in it (shutout,
blitz). The match is won by the sum of the three nets, not by the count of columns.

`match_chance(rules, state)` estimates the chance that this sum ends positive for us:
- each open column is a race (`race_win_chance`, the same hand model as classic: each hand
  won by either side with chance 1/2, its points `HAND_POINTS`); a player whose counter does
  not yet reach the column needs as many more won hands (each of mean points) before its
  points count there;
- the net of a column won or lost is estimated from the points, boxes and the wins still
  needed, with the chance of a shutout (the loser winning no hand there in the meantime);
- the open columns are taken as independent and the 2^k ways they may close are summed, the
  match won when the sum of nets (the closed ones exact) is positive, softened by a normal
  spread of the estimated nets.

The columns are not independent (one won hand enters several), so this is an approximation;
`simulate_chance` plays the true rules out with the same hand model: on 61 random positions
per scoring the two differ by 0.024 (Hollywood) and 0.017 (003) on average, at most 0.24 and
0.07 (the tests hold eight positions within 0.07). The constants (`CORRELATION`, `NET_SPREAD`)
were fitted on those positions. Cached: a position's value is computed once per process (the
score does not change within a hand).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import lru_cache
from statistics import NormalDist

from game.core.scoring.hollywood import column_targets

_NORMAL = NormalDist()

# an open column: (my points, theirs, my boxes, theirs); a closed one: (my signed net,)
Column = tuple[int, ...]
# (my counter, theirs, the columns)
State = tuple[int, int, tuple[Column, ...]]

MEAN_HAND = 21.5   # mean points of a won hand (`HAND_POINTS`)
OVERSHOOT = 15     # points a closing hand carries past the target, on average (E[X²]/2E[X])
NET_SPREAD = 30.0  # standard deviation of an open column's estimated net, per hand to play
CORRELATION = 0.9  # how closely the open columns' races go together (fitted to simulation)


@dataclass(frozen=True)
class ColumnRules:
    """The figures of a column scoring: what closes a column and what it is worth."""

    target: int    # a column closes when its winner's points reach this
    bonus: int     # the column (game) bonus
    unit: int      # a box's (cocotte's) worth, per hand won written in the column
    shutout: bool  # the net doubled when the loser scored nothing in the column


def _is_open(col: Column) -> bool:
    return len(col) == 4


def close_net(rules: ColumnRules, col: Column, winner_me: bool) -> int:
    """The signed net (ours positive) of a column closing now, as the engine scores it."""
    pm, po, bm, bo = col
    w_pts, w_box, l_pts, l_box = (pm, bm, po, bo) if winner_me else (po, bo, pm, bm)
    net = rules.bonus + w_pts + rules.unit * w_box - l_pts - rules.unit * l_box
    if rules.shutout and l_pts == 0:
        net *= 2
    return net if winner_me else -net


def apply_hand(rules: ColumnRules, state: State, points: int, boxes: int = 1) -> State:
    """The state after a won hand: `points` > 0 we won them, < 0 the opponent did, 0 a void
    hand (no change). The hand enters the winner's columns by `column_targets`; a column
    whose winner reaches the target closes with its net."""
    if points == 0:
        return state
    mine = points > 0
    pts = abs(points)
    cm, co, cols = state
    targets, counter = column_targets(cm if mine else co, [_is_open(c) for c in cols])
    out = list(cols)
    for i in targets:
        pm, po, bm, bo = out[i]
        col = (pm + pts, po, bm + boxes, bo) if mine else (pm, po + pts, bm, bo + boxes)
        if (col[0] if mine else col[1]) >= rules.target:
            out[i] = (close_net(rules, col, mine),)
        else:
            out[i] = col
    return (counter, co, tuple(out)) if mine else (cm, counter, tuple(out))


def _delay(counter: int, opens: list[bool], column: int) -> int:
    """Won hands a player needs before one is written in `column` (the open columns as now)."""
    for k in range(len(opens) + 1):
        targets, counter = column_targets(counter, opens)
        if column in targets:
            return k
    return len(opens)


def _no_win_chance(n: int, allowed: int) -> float:
    """The chance that the other side wins at most `allowed` hands before our n-th win."""
    return sum(math.comb(n + k - 1, k) * 0.5 ** (n + k) for k in range(allowed + 1))


def _net_if_won(rules: ColumnRules, mine: tuple[int, int], theirs: tuple[int, int],
                delay_me: int, delay_them: int) -> float:
    """Expected net for the side holding `mine` (points, boxes) if it closes the column."""
    pts, box = mine
    o_pts, o_box = theirs
    wins = max(1, round((rules.target - pts) / MEAN_HAND))
    final = max(pts + MEAN_HAND, rules.target + OVERSHOOT)
    # the other side wins about as many hands meanwhile (fewer, as it loses the race); those
    # after its own delay enter the column, and it stays short of the target
    hands = max(0.0, 0.75 * (wins + delay_me) - delay_them)
    gain = min(hands * MEAN_HAND, 0.7 * max(0, rules.target - o_pts - 1))
    net = rules.bonus + final - (o_pts + gain) + rules.unit * (box + wins - o_box - hands)
    if not (rules.shutout and o_pts == 0 and o_box == 0):
        return net
    blank = _no_win_chance(wins + delay_me, delay_them)
    full = 2 * (rules.bonus + final + rules.unit * (box + wins))
    return (1 - blank) * net + blank * full


def _race(need_me: float, need_them: float, target: int) -> float:
    from game.players.match_value import race_win_chance
    size = target + 4 * int(MEAN_HAND)
    return race_win_chance(int(round(need_me)), int(round(need_them)), size)


@lru_cache(maxsize=1 << 16)
def match_chance(rules: ColumnRules, state: State) -> float:
    """Our estimated chance of winning the match from this state (a draw counts a half)."""
    cm, co, cols = state
    closed = sum(c[0] for c in cols if not _is_open(c))
    opens = [_is_open(c) for c in cols]
    races = []
    hands = 0.0
    for i, col in enumerate(cols):
        if not _is_open(col):
            continue
        pm, po, bm, bo = col
        dm, do = _delay(cm, opens, i), _delay(co, opens, i)
        p = _race(rules.target - pm + dm * MEAN_HAND, rules.target - po + do * MEAN_HAND,
                  rules.target)
        win = _net_if_won(rules, (pm, bm), (po, bo), dm, do)
        lose = _net_if_won(rules, (po, bo), (pm, bm), do, dm)
        races.append((p, win, lose))
        # the hands still to be won there, by either side: the fewer, the surer the net
        hands += (rules.target - pm) / MEAN_HAND + dm + (rules.target - po) / MEAN_HAND + do
    if not races:
        return 1.0 if closed > 0 else 0.0 if closed < 0 else 0.5
    spread = NET_SPREAD * math.sqrt(max(1.0, hands))
    # one won hand enters several columns: their races are tied by a common factor f (a
    # normal variable, by Gauss-Hermite nodes), independent given it
    rho = CORRELATION
    cuts = [_probit(p) for p, _, _ in races]
    # the chance of a positive sum for each way the open columns may close (it does not
    # depend on the common factor below, so it is worked out once per way)
    won = []
    for ways in range(1 << len(races)):
        net = float(closed)
        for j, (_p, win, lose) in enumerate(races):
            if ways >> j & 1:
                net += win
            else:
                net -= lose
        won.append(_phi(net / spread))
    total = 0.0
    for f, weight in _NODES:
        given = [_phi((c - math.sqrt(rho) * f) / math.sqrt(1 - rho)) for c in cuts]
        probs = [weight]  # per way, as `won`: bit j set where column j is won
        for g in given:
            probs = [p * (1 - g) for p in probs] + [p * g for p in probs]
        for prob, chance in zip(probs, won, strict=True):
            total += prob * chance
    return total


def _phi(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * (1 + math.erf(x / math.sqrt(2)))


def _probit(p: float) -> float:
    """The inverse of `_phi` (p clamped away from 0 and 1)."""
    return _NORMAL.inv_cdf(min(max(p, 1e-9), 1 - 1e-9))


def _factor_nodes(n: int) -> tuple[tuple[float, float], ...]:
    """Points and weights to average a function of a standard normal variable: its n
    equal-chance slices, each by its middle quantile."""
    return tuple((_probit((i + 0.5) / n), 1.0 / n) for i in range(n))


_NODES = _factor_nodes(12)


def start_state(columns: int = 3) -> State:
    """A match's first state: counters 0, every column open and empty."""
    return (0, 0, tuple((0, 0, 0, 0) for _ in range(columns)))


def simulate_chance(rules: ColumnRules, state: State, rng: random.Random,
                    matches: int) -> float:
    """The chance of winning from `state` by playing `matches` random continuations of the
    true rules with the race model's hands (a reference for `match_chance`; slow)."""
    from game.players.match_value import HAND_POINTS
    sizes = [p for p, _ in HAND_POINTS]
    weights = [w for _, w in HAND_POINTS]
    won = 0.0
    for _ in range(matches):
        s = state
        while any(_is_open(c) for c in s[2]):
            pts = rng.choices(sizes, weights)[0]
            s = apply_hand(rules, s, pts if rng.random() < 0.5 else -pts)
        net = sum(c[0] for c in s[2])
        won += 1.0 if net > 0 else 0.5 if net == 0 else 0.0
    return won / matches


def column_rules(rules) -> ColumnRules | None:
    """The column figures of a Hollywood or 003 match, None for other scorings."""
    if rules.scoring == "hollywood":
        return ColumnRules(rules.target + (1 if rules.target_strict else 0), rules.game_bonus,
                           rules.box_bonus, rules.shutout_double)
    if rules.scoring == "columns":
        return ColumnRules(rules.column_target, rules.column_bonus, rules.cocotte_value,
                           rules.blitz_double)
    return None


def hand_boxes(rules, result) -> int:
    """The boxes (cocottes) a won hand writes in each of its columns, as the engine counts."""
    if rules.scoring == "columns":
        return 2 if rules.gin_cocottes and result.kind in ("gin", "big-gin", "undercut") else 1
    return result.boxes


def replay(rules: ColumnRules, hands: tuple[tuple[int, int], ...]) -> State:
    """The state after these won hands (signed points, ours positive; boxes), from the start."""
    state = start_state()
    for points, boxes in hands:
        state = apply_hand(rules, state, points, boxes)
    return state
