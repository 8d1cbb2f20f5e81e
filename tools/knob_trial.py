"""Try a level with some of its tuning knobs changed (issue 15's experiment runner).

Plays `python -m game tournament A B --deals N --seed S` in this process, once per seed, with
class attributes of the players set first (`HardPlayer.defense_weight=1.5`,
`HandModel.forward_steps=4`, `ExpertPlayer.confidence=2.0`: the knobs the players' docstrings
name), and prints B's wins against A per deal set with B's decision p95. Every knob change
of the README's "Tried and did not help" was measured this way; a deal set's figure is
paired with the same command without the change (the tournament is deterministic for a
seed), and only a gain over many sets counts (see the README).

    python -m tools.knob_trial medium hard --deals 150 --seeds 2042,2043 \\
        HardPlayer.defense_weight=1.5
"""

from __future__ import annotations

import argparse
import ast
import time
from collections.abc import Sequence

from game.players.expert import ExpertPlayer
from game.players.hand_model import HandModel
from game.players.hard import HardPlayer
from game.tournament import percentile, run_tournament

#: the classes whose knobs may be set, by name
CLASSES = {cls.__name__: cls for cls in (HardPlayer, HandModel, ExpertPlayer)}
_MISSING = object()   # a knob the class only inherits: deleted again after the trial


def parse_knob(text: str) -> tuple[type, str, object]:
    """`Class.attr=value` -> (class, attribute, value); the value is a Python literal and the
    attribute must exist already (a typo would otherwise change nothing, silently)."""
    target, sep, raw = text.partition("=")
    cls_name, dot, attr = target.strip().partition(".")
    if not sep or not dot or cls_name not in CLASSES:
        raise ValueError(f"{text!r}: write Class.attr=value, Class one of {sorted(CLASSES)}")
    cls = CLASSES[cls_name]
    if not hasattr(cls, attr):
        raise ValueError(f"{cls_name} has no knob {attr!r}")
    try:
        value = ast.literal_eval(raw.strip())
    except (ValueError, SyntaxError) as exc:
        raise ValueError(f"{text!r}: the value must be a Python literal") from exc
    return cls, attr, value


def trial(a: str, b: str, deals: int, seeds: Sequence[int], knobs: Sequence[str] = (),
          jobs: int = 1) -> list[tuple[int, float, int, float]]:
    """Per seed: (seed, B's wins against A, matches, B's decision p95 in ms). The knobs are
    set for the trial and restored after it."""
    changes = [parse_knob(k) for k in knobs]
    saved = [(cls, attr, cls.__dict__.get(attr, _MISSING)) for cls, attr, _ in changes]
    for cls, attr, value in changes:
        setattr(cls, attr, value)
    try:
        rows = []
        for seed in seeds:
            table = run_tournament([a, b], deals=deals, seed=seed, jobs=jobs)
            pair = table.pairs[(a, b)]
            p95 = percentile(table.times[b], 0.95) * 1000
            rows.append((seed, pair.games - pair.score, pair.games, p95))
        return rows
    finally:
        for cls, attr, old in reversed(saved):
            if old is _MISSING:
                delattr(cls, attr)
            else:
                setattr(cls, attr, old)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tools.knob_trial", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("a", help="the reference player (e.g. medium)")
    p.add_argument("b", help="the player whose wins are counted (e.g. hard)")
    p.add_argument("knobs", nargs="*", help="Class.attr=value, e.g. HardPlayer.samples=40")
    p.add_argument("--deals", type=int, default=150)
    p.add_argument("--seeds", default="2042", help="comma-separated deal-set seeds")
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_intermixed_args(argv)
    try:
        seeds = [int(s) for s in args.seeds.split(",") if s.strip()]
        for k in args.knobs:
            parse_knob(k)
    except ValueError as exc:
        p.error(str(exc))
    total = games = 0.0
    for seed in seeds:
        started = time.time()
        (_, wins, n, p95), = trial(args.a, args.b, args.deals, [seed], args.knobs, args.jobs)
        total, games = total + wins, games + n
        print(f"seed {seed}: {args.b} {wins:g} of {n} against {args.a}, p95 {p95:.1f} ms "
              f"({time.time() - started:.0f} s)", flush=True)
    if len(seeds) > 1:
        print(f"all: {total:g} of {games:g} ({100 * total / games:.1f} %)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
