"""How much is a point of draw potential or danger worth at `hard`'s discard? (issue 15)

Plays the tournament's `medium hard` matches (the same deals, seats and player seeds). At each
of hard's plain discards (no knock on offer) it also runs the expert's search on the same
view: hard's choice and the four lowest-deadwood discards are each played to the hand's end
on the same sampled deals (`game.players.expert`), and each candidate's mean utility is kept
beside its features as hard sees them: the deadwood it leaves, the expected gain of the next
draw (`HandModel.potential`), its danger (`HandModel.danger`) and its deadwood weighed by
the threat. A least-squares fit of the play-outs' differences between candidates on the
features' differences then says, per stock size, what the play-outs pay for a point of each,
in points of deadwood: hard weighs potential `potential_weight` (3.0; `early_potential_weight`
in the first turns) and danger `danger_weight` (0.7; `early_danger_weight`).

Hard still plays its own choice (the search draws from its own generator), so the matches
are the tournament's; the search only reads the view hard was given. About 0.2 s per discard:

    python -m tools.discard_fit --seed 2031 --deals 20
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.core.actions import Action, Discard, Knock
from game.core.view import PlayerView
from game.players.expert import ExpertPlayer
from game.players.hand_model import HandModel
from game.players.hard import HardPlayer
from game.players.heuristics import mask_of
from tools.watched_games import study_main, watch_hard

#: the features fitted, in order
FEATURES = ("deadwood", "potential", "danger", "deadwood x threat")
#: stock sizes from which a bucket starts (the first turns are 24 and more)
BUCKETS = (24, 16, 0)


@dataclass
class Candidate:
    """One discard's features (as hard sees them) and its play-outs' mean utility."""

    features: tuple[float, ...]
    utility: float


@dataclass
class Decision:
    stock: int
    candidates: list[Candidate]   # hard's choice first
    overridden: bool              # the expert's confidence test picked another


class Watcher(ExpertPlayer):
    """Hard's play, with the expert's search run beside each plain discard and recorded."""

    # hard's own knobs where the expert's differ, so that the watched play is hard's
    early_potential_weight = HardPlayer.early_potential_weight
    early_danger_weight = HardPlayer.early_danger_weight
    defense_weight = HardPlayer.defense_weight
    feed_weight = HardPlayer.feed_weight
    close_deals = HardPlayer.close_deals

    def __init__(self, name: str | None = None, seed: int | None = None) -> None:
        super().__init__(name, seed)
        self.decisions: list[Decision] = []
        # the search's own generator: hard's draws, and so its play, stay the tournament's
        self.fit_rng = random.Random(f"discard-fit-{seed}")

    def _choose_gin(self, view: PlayerView, legal: list[Action]) -> Action:
        if view.phase != "discard" or len(view.players) != 2 or \
                any(isinstance(a, Knock) for a in legal):
            return HardPlayer._choose_gin(self, view, legal)
        model = HandModel(view, self.rng, self.samples)
        self._search = None
        played = HardPlayer._discard(self, view, legal, model)
        if isinstance(played, Discard):
            self._record(view, legal, model, played)
        return played

    def _record(self, view: PlayerView, legal: list[Action], model: HandModel,
                played: Discard) -> None:
        hand = mask_of(view.hand)
        discards = [a for a in legal if isinstance(a, Discard)]
        after = model.deadwood_after(hand, discards)
        chosen = self.discard_candidates_of(played, model.ranked(discards, after))
        ro = self._rollout(model)
        players = [self._player_of(a, hand, after, ro, model, view) for a in chosen]
        own, self.rng = self.rng, self.fit_rng
        try:
            results = self._evaluate(view, model, players)
        finally:
            self.rng = own
        if results is None:
            return
        threat = model.threat()
        candidates = []
        for a, out in zip(chosen, results, strict=True):
            bit = a.card.bit
            features = (after[bit], model.potential(hand & ~bit), model.danger(bit),
                        after[bit] * threat)
            candidates.append(Candidate(features, sum(out) / len(out)))
        self.decisions.append(Decision(view.stock_size, candidates, self._pick(results) != 0))


@dataclass
class Fit:
    """Per stock bucket: decisions, overrides and the fitted worth of each feature."""

    rows: dict[int, tuple[int, int, tuple[float, ...] | None]] = field(default_factory=dict)


def collect(seed: int, deals: int) -> tuple[list[Decision], int]:
    """Play the tournament's `medium hard` matches with hard watched: the decisions, and
    the matches hard won."""
    return watch_hard(deals, seed, lambda ps: Watcher(seed=ps), lambda w: w.decisions)


def least_squares(xs: list[tuple[float, ...]], ys: list[float]) -> tuple[float, ...] | None:
    """The coefficients minimising the squared error of `ys` on `xs` (no intercept), by the
    normal equations; None when they are singular."""
    k = len(xs[0]) if xs else 0
    if not k or len(xs) < k:
        return None
    a = [[sum(x[i] * x[j] for x in xs) for j in range(k)] + [sum(x[i] * y for x, y in
                                                               zip(xs, ys, strict=True))]
         for i in range(k)]
    for col in range(k):                      # Gauss-Jordan with partial pivoting
        pivot = max(range(col, k), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-12:
            return None
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(k):
            if r != col:
                f = a[r][col] / a[col][col]
                a[r] = [v - f * w for v, w in zip(a[r], a[col], strict=True)]
    return tuple(a[i][k] / a[i][i] for i in range(k))


def fit(decisions: list[Decision]) -> Fit:
    """Each bucket's fit of the candidates' utility differences (to hard's choice) on their
    features' differences."""
    out = Fit()
    for low in BUCKETS:
        high = min((b for b in BUCKETS if b > low), default=None)
        chosen = [d for d in decisions
                  if d.stock >= low and (high is None or d.stock < high)]
        xs, ys = [], []
        for d in chosen:
            base = d.candidates[0]
            for c in d.candidates[1:]:
                xs.append(tuple(f - g for f, g in zip(c.features, base.features,
                                                      strict=True)))
                ys.append(c.utility - base.utility)
        out.rows[low] = (len(chosen), sum(d.overridden for d in chosen),
                         least_squares(xs, ys))
    return out


def report(found: Fit) -> str:
    lines = ["stock   decisions  overridden   worth per point of deadwood: "
             "potential, danger, deadwood x threat"]
    for low, (n, over, coef) in found.rows.items():
        high = min((b for b in BUCKETS if b > low), default=None)
        span = f"{low}+" if high is None else f"{low}-{high - 1}"
        if coef is None or coef[0] >= 0:
            lines.append(f"{span:>5} {n:9d} {over:11d}   (too few to fit)")
            continue
        point = -coef[0]   # utility lost per point of deadwood left
        lines.append(f"{span:>5} {n:9d} {over:11d}   {coef[1] / point:6.2f} "
                     f"{-coef[2] / point:6.2f} {-coef[3] / point:6.2f}")
    return "\n".join(lines)


def main() -> None:
    study_main(__doc__, collect, lambda decisions: report(fit(decisions)))


if __name__ == "__main__":
    main()
