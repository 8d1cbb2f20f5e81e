"""How well does each opponent model tell which of hard's discards medium would take? (issue 15)

A study, never a player. It plays the tournament's `medium hard` games (the same deals, seats
and player seeds, classic rules) with hard choosing as it does, and at each of hard's discard
decisions (three stock cards or more) it scores every candidate discard's danger (hard's
`HandModel.danger`: what the opponent hands gain by taking it, with the going-out penalty)
under several opponent models:

- `model`: hard's own model, 24 hands sampled as hard samples them;
- `generic`: 24 hands drawn from the expert's particle filter (`game.players.particles`,
  a reasonable opponent's choices);
- `greedy`: the same filter with medium's own rules for its choices (it takes any pile card
  that lowers its deadwood, melded or not, and knocks as soon as it can): what a model fitted
  to this very opponent could know at best from the public history;
- `real`: medium's real hand (the bound; read from the engine, for this study only).

Against medium's real hand it labels each candidate: would medium take it (its rule: the
card lowers its deadwood), and would it then go out. For each model it prints the share of
pairs (one candidate labelled, one not, in the same decision) whose danger orders them right
(ties count half): 0.5 is guessing, 1.0 knows.

    python -m tools.feed_reads --seed 2042 --deals 6

Hard's choices are never changed: the models are only scored beside them.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.actions import Action, Discard
from game.core.view import PlayerView
from game.players.hand_model import HandModel
from game.players.heuristics import mask_of, solver
from game.players.particles import OpponentParticles, OpponentPolicy
from tools.watched_games import watched_games

MODELS = ("model", "generic", "greedy", "real")


class GreedyPolicy(OpponentPolicy):
    """Medium's choices as likelihoods: it takes a pile card when that lowers its deadwood
    (whether or not the card melds) and knocks as soon as it can."""

    take_yes, take_no = 0.95, 0.05
    wait_early = wait_late = 0.05

    def take_chance(self, hand: int, top: int) -> float:
        base = self.dw(hand)
        best = min((v for b, v in self.after(hand | top) if b != top), default=base)
        return self.take_yes if best < base else self.take_no


@dataclass
class Ordering:
    """Pairs of candidates (one labelled, one not) and how many a model's danger orders right."""

    right: float = 0.0
    pairs: int = 0

    def add(self, scores: list[float], labels: list[bool]) -> None:
        for i, yes in enumerate(labels):
            if not yes:
                continue
            for j, other in enumerate(labels):
                if other:
                    continue
                self.pairs += 1
                self.right += 1.0 if scores[i] > scores[j] else 0.5 if scores[i] == scores[j] \
                    else 0.0

    @property
    def share(self) -> float:
        return self.right / self.pairs if self.pairs else float("nan")


@dataclass
class Reads:
    """Per model: the ordering of medium's takes and of its outs."""

    takes: dict[str, Ordering] = field(default_factory=lambda: {m: Ordering() for m in MODELS})
    outs: dict[str, Ordering] = field(default_factory=lambda: {m: Ordering() for m in MODELS})
    decisions: int = 0


class ReadingHard:
    """Hard, unchanged, with the models scored at each of its discard decisions."""

    def __init__(self, player, seed: int, reads: Reads, particles: int,
                 reveal: Callable[[], int]) -> None:
        self.player = player
        self.name = player.name
        self.seed = seed
        self.reads = reads
        self.particles = particles
        self.reveal = reveal
        self.filters: dict[str, tuple[int, OpponentParticles]] = {}

    def _filter(self, view: PlayerView, kind: str) -> OpponentParticles:
        hand_no, pf = self.filters.get(kind, (None, None))
        if pf is None or hand_no != view.hand_no:
            cls = GreedyPolicy if kind == "greedy" else OpponentPolicy
            policy = cls(solver(view), view.rules.turning_ace, view.knock_limit)
            rng = random.Random(f"feed-reads-{kind}-{self.seed}-{view.hand_no}")
            pf = OpponentParticles(view.seat, policy, rng, self.particles)
            self.filters[kind] = (view.hand_no, pf)
        pf.advance(view.events)
        return pf

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        if view.phase == "discard" and view.stock_size >= 3 and len(view.players) == 2:
            self._read(view, [a for a in legal if isinstance(a, Discard)])
        return self.player.choose(view, legal)

    def _read(self, view: PlayerView, candidates: list[Discard]) -> None:
        real = self.reveal()
        s = solver(view)
        base = s.deadwood_mask(real)
        takes, outs = [], []
        for a in candidates:
            b = a.card.bit
            best = min(v for bit, v in s.after_each_mask(real | b) if bit != b)
            takes.append(best < base)
            outs.append(best < base and best <= view.knock_limit)
        known = mask_of(HandModel(view, random.Random(0), 1).know.opp_known)
        opp = next(p for p in view.players if p != view.seat)
        for name in MODELS:
            model = HandModel(view, random.Random(f"{self.seed}-{view.hand_no}"), 24)
            if name == "real":
                model._opp = [real] * 24
            elif name != "model":
                pf = self._filter(view, name)
                if pf.ready(view.hand_sizes[opp]) and pf.known == known:
                    draw = random.Random(f"{self.seed}-{name}-{len(view.events)}")
                    model._opp = [pf.sample(draw) for _ in range(24)]
            scores = [model.danger(a.card.bit) for a in candidates]
            self.reads.takes[name].add(scores, takes)
            self.reads.outs[name].add(scores, outs)
        self.reads.decisions += 1


def study(seed: int, deals: int, particles: int = 200) -> tuple[Reads, int]:
    """The orderings over the tournament's games, and hard's wins (as the tournament's)."""
    reads = Reads()
    wins = 0
    matches: list = []

    def wrap(player, player_seed: int) -> ReadingHard:
        def reveal() -> int:
            match, seat = matches[-1]
            return mask_of(match.engine.hands[1 - seat])
        return ReadingHard(player, player_seed, reads, particles, reveal)

    for match, seat, _watched in watched_games("medium", "hard", deals, seed, wrap):
        matches.append((match, seat))
        match.run()
        wins += match.engine.scorer.winner == seat
    return reads, wins


def report(reads: Reads) -> str:
    lines = [f"{reads.decisions} discard decisions; share of pairs ordered right "
             "(0.5 guessing, 1.0 knowing)",
             f"{'model':10s} {'takes':>8s} {'outs':>8s}"]
    for name in MODELS:
        lines.append(f"{name:10s} {reads.takes[name].share:8.3f} {reads.outs[name].share:8.3f}")
    lines.append(f"pairs: takes {reads.takes['model'].pairs}, outs {reads.outs['model'].pairs}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2042)
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--particles", type=int, default=200)
    args = parser.parse_args()
    reads, wins = study(args.seed, args.deals, args.particles)
    print(f"hard won {wins} of {2 * args.deals} matches against medium (seed {args.seed})")
    print(report(reads))


if __name__ == "__main__":
    main()
