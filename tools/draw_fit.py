"""Does `hard`'s take-or-draw weighing say what the expert's play-outs say? (issue 15)

Plays the tournament's `medium hard` matches (the same deals, seats and player seeds). At each
of hard's draws where both the pile's card and the stock may be taken, it also runs the
expert's search on the same view: taking the card and drawing from the stock are each played
to the hand's end on the same sampled deals (`game.players.expert`), and the mean difference
of their utilities (take minus draw) is kept beside hard's own weighing
(`HardPlayer.take_costs`: its margin is the stock's cost minus the take's, positive where hard
takes). The table then says, per kind of pile card and per margin, what the play-outs pay for
taking: a weighing that agrees with them has the sign of its margin and grows with it.

Hard still plays its own choice (the search draws from its own generator), so the matches are
the tournament's. About 0.1 s per draw:

    python -m tools.draw_fit --seed 2031 --deals 20
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass

from game.core.actions import DISCARD_PILE, STOCK, Action, Draw
from game.core.view import PlayerView
from game.players.hand_model import HandModel
from game.players.hard import GOES_OUT, HardPlayer
from game.players.heuristics import mask_of
from tools.discard_fit import Watcher
from tools.watched_games import study_main, watch_hard

#: margins (stock cost minus take cost, points of deadwood) from which a row starts
MARGINS = (-math.inf, -3.0, -1.5, 0.0, 1.5, 3.0, 6.0)


@dataclass(frozen=True)
class DrawChoice:
    """One of hard's draws: its weighing and the play-outs' verdict."""

    stock: int
    kind: str          # "goes out", "melds" or "swap" (the card melds with nothing)
    margin: float | None   # stock cost minus take cost; None for "goes out" and high swaps
    took: bool
    gain: float        # the play-outs' mean utility of taking minus that of drawing


class DrawWatcher(Watcher):
    """Hard's play, with the expert's search run beside each draw that could take the pile."""

    def __init__(self, name: str | None = None, seed: int | None = None) -> None:
        super().__init__(name, seed)
        self.draws: list[DrawChoice] = []

    def _choose_gin(self, view: PlayerView, legal: list[Action]) -> Action:
        take = Draw(DISCARD_PILE)
        if view.phase != "draw" or len(view.players) != 2 or take not in legal or \
                Draw(STOCK) not in legal or view.discard_top is None:
            return HardPlayer._choose_gin(self, view, legal)
        model = HandModel(view, self.rng, self.samples)
        self._search = None
        played = HardPlayer._draw(self, view, legal, model)
        self._record(view, model, played == take)
        return played

    def _record(self, view: PlayerView, model: HandModel, took: bool) -> None:
        hand = mask_of(view.hand)
        up = view.discard_top.bit
        costs = self.take_costs(view, model, hand, up)
        kind = "goes out" if costs is GOES_OUT else \
            "melds" if model.can_meld(up, hand) else "swap"
        margin = None if costs is None or costs is GOES_OUT else costs[1] - costs[0]
        ro = self._rollout(model)

        def taking(opp: int, stock: list[int]) -> int:
            return ro.play(hand | up, opp, stock, 0, 0, drawn=True, taken=up)

        def drawing(opp: int, stock: list[int]) -> int:
            return ro.play(hand | stock.pop(), opp, stock, 0, 0, drawn=True)

        own, self.rng = self.rng, self.fit_rng
        try:
            results = self._evaluate(view, model, [taking, drawing])
        finally:
            self.rng = own
        if results is None:
            return
        gain = statistics.fmean(t - d for t, d in zip(*results, strict=True))
        self.draws.append(DrawChoice(view.stock_size, kind, margin, took, gain))


def collect(seed: int, deals: int) -> tuple[list[DrawChoice], int]:
    """Hard's draws in the tournament's `medium hard` matches, each with its verdict, and
    the matches hard won."""
    return watch_hard(deals, seed, lambda ps: DrawWatcher(seed=ps), lambda w: w.draws)


def _row(label: str, rows: list[DrawChoice]) -> str:
    if not rows:
        return f"{label:34} {0:6d}"
    gains = [r.gain for r in rows]
    spread = statistics.pstdev(gains) / math.sqrt(len(gains))
    took = sum(r.took for r in rows)
    return f"{label:34} {len(rows):6d} {took:6d}   {statistics.fmean(gains):+6.2f} ± {spread:.2f}"


def report(draws: list[DrawChoice]) -> str:
    lines = [f"{'hard draws':34} {'count':>6} {'took':>6}   play-outs: take minus draw"]
    for low, high, span in ((24, None, "24+"), (16, 24, "16-23"), (0, 16, "0-15")):
        band = [d for d in draws if d.stock >= low and (high is None or d.stock < high)]
        lines.append(_row(f"stock {span}", band))
        for kind in ("goes out", "melds", "swap"):
            lines.append(_row(f"  {kind}", [d for d in band if d.kind == kind]))
    lines.append("by hard's margin (stock cost minus take cost; weighed draws only):")
    for low, high in zip(MARGINS, MARGINS[1:] + (math.inf,), strict=True):
        rows = [d for d in draws if d.margin is not None and low <= d.margin < high]
        lines.append(_row(f"  {low:+.1f} to {high:+.1f}", rows))
    return "\n".join(lines)


def main() -> None:
    study_main(__doc__, collect, report)


if __name__ == "__main__":
    main()
