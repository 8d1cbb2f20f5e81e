"""What a point of draw potential or danger is worth at `hard`'s discard against the REAL
opponent on the REAL hidden cards (issue 15; `tools/discard_fit.py` with real labels).

Plays the tournament's `medium hard` matches (the same deals, seats and player seeds). At each
of hard's plain discards (no knock on offer) hard's choice and the four lowest-deadwood
discards are each applied to a copy of the match, which the same players (hard and medium,
their generators copied with the match, so the candidates share their random numbers and
the stock's order: common random numbers) play to the hand's end
(`hard_leaks.replay_other`); the label is the hand's points from hard's side. Each candidate's
features are those hard sees (`discard_fit`): the deadwood it leaves, the draw potential, the
danger, the deadwood times the threat. A least-squares fit of the candidates' point
differences (to hard's choice) on their features' differences, per stock bucket, gives the
worth of each feature in points of deadwood (hard weighs potential `potential_weight`,
danger `danger_weight` and deadwood x threat `defense_weight`, their `early_*` values with
24 or more stock cards). Standard errors are clustered by decision, by the delta method for
the worths.

Hard plays its own choice, so the matches are the tournament's. The tool reads the engine's
hidden state only through the copies it plays on, to label candidates: a study, never a
player.

    python -m tools.real_fit --seed 3101 --deals 20 --save /tmp/realfit/3101.json
    python -m tools.real_fit --load /tmp/realfit/3101.json /tmp/realfit/3102.json
"""

from __future__ import annotations

import argparse
import json
import math
import time

from game.core.actions import Action, BigGin, Discard, Knock
from game.core.view import PlayerView
from game.players.hand_model import HandModel
from game.players.hard import HardPlayer
from game.players.heuristics import mask_of
from tools.discard_fit import BUCKETS, FEATURES
from tools.hard_leaks import replay_other
from tools.override_regret import _HandPoints
from tools.watched_games import watched_games

#: the lowest-deadwood discards replayed beside hard's choice
OTHERS = 4


class Sink(list):
    """The decisions gathered: shared, never copied with a match."""

    def __deepcopy__(self, memo):
        return self


class RealHard(HardPlayer):
    """Hard as it plays; after each plain discard it plays the candidates on copies of the
    match to the hand's end."""

    def __init__(self, name: str | None = None, seed: int | None = None,
                 sink: Sink | None = None) -> None:
        super().__init__(name, seed)
        self.sink = sink if sink is not None else Sink()
        self.replaying = False
        self.match = None
        self.seat = None
        self._stash = None

    def _discard(self, view: PlayerView, legal: list[Action], model: HandModel) -> Action:
        played = super()._discard(view, legal, model)
        if not self.replaying and self.match is not None and len(view.players) == 2 and \
                isinstance(played, Discard) and \
                not any(isinstance(a, (Knock, BigGin)) for a in legal):
            self._stash = (view, legal, model, played)
        return played

    def choose(self, view, legal_actions):
        self._stash = None
        action = super().choose(view, legal_actions)
        stash, self._stash = self._stash, None
        if stash is not None and stash[3] == action:
            self._record(*stash)
        return action

    def _record(self, view: PlayerView, legal: list[Action], model: HandModel,
                played: Discard) -> None:
        state = self.rng.getstate()   # the features must not move hard's own draws
        try:
            hand = mask_of(view.hand)
            discards = [a for a in legal if isinstance(a, Discard)]
            after = model.deadwood_after(hand, discards)
            ranked = model.ranked(discards, after)
            chosen = [played] + [a for a in ranked[:OTHERS] if a != played]
            threat = model.threat()
            feats = []
            for a in chosen:
                bit = a.card.bit
                feats.append((after[bit], model.potential(hand & ~bit), model.danger(bit),
                              after[bit] * threat))
        finally:
            self.rng.setstate(state)
        if len(chosen) < 2:
            return
        points = []
        for a in chosen:
            got = replay_other(self.match, view.seat, lambda _m, a=a: a)
            if got is None:
                return
            points.append(got)
        self.sink.append({"stock": view.stock_size, "hand": view.hand_no,
                          "features": feats, "points": points})


def collect(seed: int, deals: int, sink: Sink) -> tuple[int, int, int]:
    """Play the tournament's `medium hard` games with hard's seat a `RealHard`: (matches,
    hard's wins, replays of hard's own choice that differ from the real hand)."""
    games = wins = differ = 0

    def wrap(_player, ps):
        return RealHard(seed=ps, sink=sink)

    for match, seat, watched in watched_games("medium", "hard", deals, seed, wrap):
        watched.match, watched.seat = match, seat
        hands: dict[int, int] = {}
        match.listeners.append(_HandPoints(seat, hands))
        first = len(sink)
        match.run()
        games += 1
        wins += match.engine.scorer.winner == seat
        for d in sink[first:]:
            d["real"] = hands.get(d["hand"])
            differ += d["real"] != d["points"][0]
    return games, wins, differ


def _bucket_rows(decisions: list[dict]):
    rows = []
    for low in BUCKETS:
        high = min((b for b in BUCKETS if b > low), default=None)
        span = f"{low}+" if high is None else f"{low}-{high - 1}"
        rows.append((span, [d for d in decisions
                            if d["stock"] >= low and (high is None or d["stock"] < high)]))
    rows.append((f"0-{BUCKETS[0] - 1}", [d for d in decisions if d["stock"] < BUCKETS[0]]))
    rows.append(("all", list(decisions)))
    return rows


def _inverse(m: list[list[float]]) -> list[list[float]] | None:
    """The inverse of a small square matrix (Gauss-Jordan, partial pivoting)."""
    k = len(m)
    a = [list(row) + [float(i == j) for j in range(k)] for i, row in enumerate(m)]
    for col in range(k):
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            return None
        a[col], a[pivot] = a[pivot], a[col]
        p = a[col][col]
        a[col] = [v / p for v in a[col]]
        for r in range(k):
            if r != col and a[r][col]:
                f = a[r][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col], strict=True)]
    return [row[k:] for row in a]


def _mul(a: list[list[float]], b: list[list[float]]) -> list[list[float]]:
    return [[sum(a[i][t] * b[t][j] for t in range(len(b))) for j in range(len(b[0]))]
            for i in range(len(a))]


def fit_bucket(chosen: list[dict]):
    """OLS (no intercept) of the point differences on the feature differences, with
    standard errors clustered by decision: (coef, cov, pairs) or None."""
    k = len(FEATURES)
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    rows = []   # per decision: its pairs (x, y)
    for d in chosen:
        base_f, base_p = d["features"][0], d["points"][0]
        pairs = []
        for f, p in zip(d["features"][1:], d["points"][1:], strict=True):
            x = [a - b for a, b in zip(f, base_f, strict=True)]
            y = p - base_p
            pairs.append((x, y))
            for i in range(k):
                xty[i] += x[i] * y
                for j in range(k):
                    xtx[i][j] += x[i] * x[j]
        rows.append(pairs)
    n = sum(len(r) for r in rows)
    if n < 4 * k:
        return None
    inv = _inverse(xtx)
    if inv is None:
        return None
    coef = [sum(inv[i][j] * xty[j] for j in range(k)) for i in range(k)]
    meat = [[0.0] * k for _ in range(k)]
    for pairs in rows:
        score = [0.0] * k
        for x, y in pairs:
            r = y - sum(c * v for c, v in zip(coef, x, strict=True))
            for i in range(k):
                score[i] += x[i] * r
        for i in range(k):
            for j in range(k):
                meat[i][j] += score[i] * score[j]
    g = len(rows)
    cov = _mul(_mul(inv, meat), inv)
    cov = [[v * g / max(g - 1, 1) for v in row] for row in cov]
    return coef, cov, n


def worths(coef, cov):
    """Worth per point of deadwood of potential, danger, deadwood x threat, with delta
    method SEs (signs as hard's knobs: positive = hard should weigh it as it does)."""
    point = -coef[0]
    out = []
    for i, sign in ((1, 1.0), (2, -1.0), (3, -1.0)):
        w = sign * coef[i] / point
        # w = sign * c_i / (-c_0): d/dc_i = sign / point, d/dc_0 = sign * c_i / point^2
        grad = [0.0] * len(coef)
        grad[i] = sign / point
        grad[0] = sign * coef[i] / point ** 2
        var = sum(grad[a] * cov[a][b] * grad[b] for a in range(len(coef))
                  for b in range(len(coef)))
        out.append((w, math.sqrt(max(var, 0.0))))
    return out


def report(decisions: list[dict]) -> str:
    lines = ["raw coefficients (hand points per unit of feature difference) ± clustered SE",
             f"{'stock':>6} {'dec':>6} {'pairs':>6}   " +
             "   ".join(f"{f:>16}" for f in FEATURES)]
    worth_lines = ["", "worth per point of deadwood (hard's knobs: potential_weight, "
                   "danger_weight, defense_weight) ± SE",
                   f"{'stock':>6} {'dec':>6}   {'potential':>14} {'danger':>14} "
                   f"{'dw x threat':>14}   mean |diff| of points"]
    for span, chosen in _bucket_rows(decisions):
        found = fit_bucket(chosen)
        if found is None:
            lines.append(f"{span:>6} {len(chosen):6d}   (too few)")
            continue
        coef, cov, pairs = found
        se = [math.sqrt(max(cov[i][i], 0.0)) for i in range(len(coef))]
        lines.append(f"{span:>6} {len(chosen):6d} {pairs:6d}   " + "   ".join(
            f"{c:+8.3f} ±{s:6.3f}" for c, s in zip(coef, se, strict=True)))
        diffs = [abs(p - d["points"][0]) for d in chosen for p in d["points"][1:]]
        if coef[0] >= 0:
            worth_lines.append(f"{span:>6} {len(chosen):6d}   (deadwood not costly: no "
                               f"worths)")
            continue
        ws = worths(coef, cov)
        worth_lines.append(f"{span:>6} {len(chosen):6d}   " + " ".join(
            f"{w:6.2f} ±{s:5.2f}" for w, s in ws) +
            f"   {sum(diffs) / max(len(diffs), 1):.2f}")
    hard = HardPlayer
    worth_lines.append(
        f"hard now: 24+ {hard.early_potential_weight}, {hard.early_danger_weight}, "
        f"{hard.early_defense_weight}; after {hard.potential_weight}, "
        f"{hard.danger_weight}, {hard.defense_weight}")
    return "\n".join(lines + worth_lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=3101)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--save", help="write the decisions to this JSON file")
    parser.add_argument("--load", nargs="*", help="fit the decisions of these JSON files")
    args = parser.parse_args()
    if args.load:
        decisions = []
        for path in args.load:
            with open(path) as f:
                decisions += json.load(f)["decisions"]
        print(f"{len(decisions)} decisions from {len(args.load)} files")
        print(report(decisions))
        return
    sink = Sink()
    started = time.time()
    games, wins, differ = collect(args.seed, args.deals, sink)
    print(f"hard won {wins} of {games} matches against medium (seed {args.seed}); "
          f"{len(sink)} decisions in {time.time() - started:.0f} s; replays of hard's own "
          f"choice differing from the real hand: {differ}", flush=True)
    if args.save:
        with open(args.save, "w") as f:
            json.dump({"seed": args.seed, "deals": args.deals, "games": games, "wins": wins,
                       "decisions": list(sink)}, f)
    print(report(list(sink)))


if __name__ == "__main__":
    main()
