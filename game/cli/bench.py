"""`bench`: measure the performance targets on this machine and say PASS or MISS.

    python -m game bench [--json] [--quick] [--frozen PATH]

Adding a benchmark: append `(name, function)` to `BENCHMARKS` (or, for the window, to
`BENCHMARKS` in `game.ui.bench`, which is picked up when it imports). The function takes
`quick: bool` (fewer samples) and returns a dict of figures:

- `value` (number) and `unit` (text): the headline figure;
- `target` (number, optional) and `better` (`"lower"` or `"higher"`, default lower): the
  target the value is held to, giving PASS or MISS;
- `label` (text, optional): what is measured, for the table;
- anything else (numbers or text): extra figures, shown after the value and kept in the JSON.

Times of the engine and the players are CPU times of this process (`time.process_time`), so
other programs running on the machine do not count against them.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable

from game.core.cards import new_deck
from game.core.melds import rules_solver
from game.variants import rules_for

NAME = "bench"

Benchmark = tuple[str, Callable[..., dict]]


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="measure the performance targets on this machine",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quick", action="store_true", help="fewer samples (a few seconds)")
    p.add_argument("--frozen", metavar="PATH", default=None,
                   help="also measure the start-up of the built executable at PATH")
    p.set_defaults(run=run)


def _hands(n: int, size: int, seed: int) -> list[list]:
    rng = random.Random(seed)
    deck = new_deck()
    return [rng.sample(deck, size) for _ in range(n)]


def _timed_median_us(fn, items) -> tuple[float, float]:
    clock = time.process_time_ns
    times = []
    for item in items:
        t = clock()
        fn(item)
        times.append(clock() - t)
    times.sort()
    return times[len(times) // 2] / 1000, times[int(len(times) * 0.95)] / 1000


def _solver_bench(method: str, count: int, size: int, seed: int, label: str,
                  target: float) -> dict:
    """Time the classic solver's `method` on `count` random `size`-card hands (in µs)."""
    solver = rules_solver(rules_for("classic"))
    hands = _hands(count, size, seed)
    median, p95 = _timed_median_us(getattr(solver, method), hands)
    return {"label": label, "value": median, "unit": "µs", "target": target,
            "better": "lower", "p95_us": p95, "hands": len(hands)}


def bench_deadwood(quick: bool) -> dict:
    return _solver_bench("deadwood", 4000 if quick else 40000, 10, 1,
                         "optimal deadwood of a random 10-card hand (median)", 5)


def bench_best_discard(quick: bool) -> dict:
    return _solver_bench("best_discards", 2000 if quick else 20000, 11, 2,
                         "best discard of a random 11-card hand (median)", 30)


def bench_deadwood_sets(quick: bool) -> dict:
    """The solver's slow path: random 11-card hands holding a rank three or four times (the
    set choices come from a precomputed table), each hand's memo entry cleared first."""
    solver = rules_solver(rules_for("classic"))
    rng = random.Random(3)
    deck = new_deck()
    hands: list[int] = []
    while len(hands) < (2000 if quick else 20000):
        mask = 0
        for c in rng.sample(deck, 11):
            mask |= c.bit
        suits = [(mask >> (13 * s)) & 0x1FFF for s in range(4)]
        if (suits[0] & suits[1] & (suits[2] | suits[3])) | ((suits[0] | suits[1]) & suits[2]
                                                            & suits[3]):
            hands.append(mask)

    def fresh(mask: int) -> int:
        solver._set_memo.pop(mask, None)
        return solver.deadwood_mask(mask)

    median, p95 = _timed_median_us(fresh, hands)
    return {"label": "optimal deadwood of an 11-card hand holding a set (slow path, median)",
            "value": median, "unit": "µs", "target": 10, "better": "lower", "p95_us": p95,
            "hands": len(hands)}


def bench_easy_hands(quick: bool) -> dict:
    """Easy vs easy classic matches through the match runner, in rounds of fresh seeds; the
    best round counts (as `timeit` does: other load only ever slows a round down)."""
    from game.match import Match
    from game.players import make_player

    rules = rules_for("classic")
    Match(rules, [make_player("easy", seed=1), make_player("easy", seed=2)], seed=0).run()
    rates, total_hands = [], 0
    per_round = 8 if quick else 40
    for r in range(3):
        hands = 0
        started = time.process_time()
        for g in range(per_round):
            k = r * per_round + g
            match = Match(rules, [make_player("easy", seed=2 * k),
                                  make_player("easy", seed=2 * k + 1)], seed=1000 + k)
            match.run()
            hands += match.engine.deal_no + 1
        rates.append(hands / (time.process_time() - started))
        total_hands += hands
    return {"label": "easy vs easy classic hands per second (one core, match runner, best of "
                     "3 rounds)",
            "value": max(rates), "unit": "hands/s", "target": 1000, "better": "higher",
            "rounds": ", ".join(f"{x:.0f}" for x in rates),
            "spread": f"{min(rates):.0f}-{max(rates):.0f}", "hands": total_hands}


class _Timed:
    """Wraps a player and records the CPU time of each decision that is a real choice."""

    def __init__(self, player) -> None:
        self.player = player
        self.name = player.name
        self.times: list[float] = []

    def choose(self, view, legal):
        t = time.process_time()
        action = self.player.choose(view, legal)
        if len(legal) > 1:
            self.times.append(time.process_time() - t)
        return action


def _decision_times(level: str, opponent: str, matches: int, **options) -> list[float]:
    """Seconds of each decision `level` makes in `matches` seeded classic matches (with these
    rule options) against `opponent` (seats swapped every other match), sorted."""
    from game.match import Match
    from game.players import make_player

    rules = rules_for("classic", **options)
    times: list[float] = []
    for g in range(matches):
        timed = _Timed(make_player(level, seed=g))
        seats = [timed, make_player(opponent, seed=100 + g)]
        if g % 2:
            seats.reverse()
        Match(rules, seats, seed=2000 + g, trusted=[True, True]).run()
        times += timed.times
    return sorted(times)


def bench_hard_decision(quick: bool) -> dict:
    times = _decision_times("hard", "medium", 3 if quick else 16)
    p95 = times[int(len(times) * 0.95)] * 1000
    return {"label": "hard decision time (p95, classic vs medium)", "value": p95, "unit": "ms",
            "target": 10, "better": "lower", "mean_ms": statistics.mean(times) * 1000,
            "max_ms": times[-1] * 1000, "decisions": len(times)}


def bench_hard_hollywood(quick: bool) -> dict:
    """Hard in Hollywood matches, where each hand's outcomes are weighed by the columns'
    match-winning chance (`game.players.column_value`, cached per match state)."""
    times = _decision_times("hard", "medium", 1 if quick else 4, scoring="hollywood")
    p95 = times[int(len(times) * 0.95)] * 1000
    return {"label": "hard decision time (p95, Hollywood vs medium)", "value": p95,
            "unit": "ms", "target": 10, "better": "lower", "mean_ms": statistics.mean(times) * 1000,
            "max_ms": times[-1] * 1000, "decisions": len(times)}


def bench_expert_decision(quick: bool) -> dict:
    """The expert's decision times in whole classic matches against hard (its p95 target is
    500 ms on one idle core; its search has a fixed budget, so only the machine changes it)."""
    times = _decision_times("expert", "hard", 1 if quick else 4)
    p95 = times[int(len(times) * 0.95)] * 1000
    return {"label": "expert decision time (p95, classic vs hard)", "value": p95, "unit": "ms",
            "target": 500, "better": "lower", "p50_ms": times[len(times) // 2] * 1000,
            "max_ms": times[-1] * 1000, "decisions": len(times)}


def _coach_positions(count: int) -> list:
    """(view, legal) decision points of seeded medium-vs-medium matches, every variant."""
    from game.core.families import new_game
    from game.players import make_player
    from game.variants.presets import VARIANTS

    out = []
    seed = 0
    while len(out) < count:
        variant = VARIANTS[seed % len(VARIANTS)].name
        engine = new_game(rules_for(variant), None, 5000 + seed)
        players = [make_player("medium", seed=seed * 7 + i) for i in range(engine.seats)]
        for _ in range(200):
            if engine.is_over or len(out) >= count:
                break
            seat = engine.to_act
            legal = engine.legal_actions()
            if seat is None:
                engine.apply(legal[0])
                continue
            view = engine.view(seat)
            if len(legal) > 1:
                out.append((view, legal))
            engine.apply(players[seat].choose(view, legal))
        seed += 1
    return out


def bench_hint(quick: bool) -> dict:
    from game.coach.hint import hint

    positions = _coach_positions(150 if quick else 1200)
    times = []
    for view, legal in positions:
        t = time.process_time()
        hint(view, legal)
        times.append(time.process_time() - t)
    times.sort()
    p95 = times[int(len(times) * 0.95)] * 1000
    return {"label": "coach hint with its reason (p95, every variant)", "value": p95,
            "unit": "ms", "target": 200, "better": "lower",
            "mean_ms": statistics.mean(times) * 1000, "max_ms": times[-1] * 1000,
            "positions": len(times)}


def bench_review(quick: bool) -> dict:
    from game.coach.review import HandRecord, review
    from game.match import Match
    from game.players import make_player

    times = []
    variants = ("classic", "oklahoma", "gin-rami", "rami")
    for g in range(4 if quick else 12):
        rules = rules_for(variants[g % len(variants)])
        match = Match(rules, [None, make_player("hard", seed=g)], seed=7000 + g)
        me = make_player("easy", seed=g)
        record = HandRecord(0)
        match.next_hand()
        while match.engine.phase not in ("hand-over", "match-over"):
            if match.human_to_act():
                action = me.choose(match.engine.view(0), match.engine.legal_actions())
                record.note(match.engine, 0, action)
                match.apply_human(action)
            else:
                match.step()
        t = time.process_time()
        review(record, seed=g)
        times.append(time.process_time() - t)
    times.sort()
    return {"label": "post-hand review of a whole hand (worst, easy player vs hard)",
            "value": times[-1], "unit": "s", "target": 3, "better": "lower",
            "mean_s": statistics.mean(times), "hands": len(times)}


BENCHMARKS: list[Benchmark] = [
    ("deadwood-10", bench_deadwood),
    ("best-discard-11", bench_best_discard),
    ("deadwood-set-11", bench_deadwood_sets),
    ("easy-hands-per-second", bench_easy_hands),
    ("hard-decision-time", bench_hard_decision),
    ("hard-hollywood-time", bench_hard_hollywood),
    ("expert-decision-time", bench_expert_decision),
    ("coach-hint", bench_hint),
    ("coach-review-hand", bench_review),
]


def all_benchmarks() -> tuple[list[Benchmark], list[str]]:
    """Ours plus the UI's (`game.ui.bench.BENCHMARKS`) when that module imports."""
    found = list(BENCHMARKS)
    notes: list[str] = []
    try:
        import game.ui.bench as ui_bench
    except ModuleNotFoundError as exc:
        if exc.name not in ("game.ui.bench", "game.ui"):
            notes.append(f"UI benchmarks unavailable: {exc}")
    except Exception as exc:  # the UI module failed to import: say so, keep measuring
        notes.append(f"UI benchmarks unavailable: {type(exc).__name__}: {exc}")
    else:
        found += list(getattr(ui_bench, "BENCHMARKS", []))
    return found, notes


def run_one(name: str, fn: Callable[..., dict], quick: bool) -> dict:
    """Run one benchmark and judge it against its target."""
    try:
        takes_quick = bool(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        takes_quick = True
    try:
        figures = dict(fn(quick) if takes_quick else fn())
    except Exception as exc:  # one broken benchmark must not hide the others
        return {"name": name, "error": f"{type(exc).__name__}: {exc}", "pass": False}
    figures["name"] = name
    value, target = figures.get("value"), figures.get("target")
    if isinstance(value, (int, float)) and isinstance(target, (int, float)):
        higher = figures.get("better", "lower") == "higher"
        figures["pass"] = value >= target if higher else value <= target
    else:
        figures["pass"] = None
    return figures


FROZEN_SIZE_MB = 60  # issue 6: the one-folder build stays under this


def measure_frozen(path: str) -> dict:
    """Start-up of the built executable (via `build_spec.startup.measure`), if available."""
    try:
        from build_spec import startup
    except ModuleNotFoundError:
        return {"name": "frozen-startup", "pass": None,
                "error": "unavailable: build_spec.startup is not importable here (run from "
                         "the source folder)"}
    measure = getattr(startup, "measure", None)
    if measure is None:
        return {"name": "frozen-startup", "pass": None,
                "error": "unavailable: build_spec.startup has no measure()"}
    try:
        got = dict(measure(path))
    except Exception as exc:
        return {"name": "frozen-startup", "pass": False, "error": f"{type(exc).__name__}: {exc}"}
    out = {"name": "frozen-startup", "label": "built executable: first frame (median)",
           "value": got.get("first_frame_s"), "unit": "s", "target": got.get("target_s"),
           "better": "lower"}
    out.update({k: v for k, v in got.items() if k not in out})
    if isinstance(out["value"], (int, float)) and isinstance(out["target"], (int, float)):
        out["pass"] = out["value"] <= out["target"]
    else:
        out["pass"] = False if got.get("error") else None
    return out


def _fmt(value) -> str:
    if isinstance(value, float):
        return f"{value:,.3f}" if abs(value) < 100 else f"{value:,.0f}"
    return str(value)


def format_results(results: list[dict], notes: list[str]) -> str:
    lines = [f"{'benchmark':<24}{'value':>14}  {'unit':<8}{'target':>12}  result"]
    lines.append("-" * len(lines[0]))
    extras_skip = {"name", "label", "value", "unit", "target", "better", "pass", "error"}
    for r in results:
        if "error" in r and "value" not in r:
            lines.append(f"{r['name']:<24}{'-':>14}  {'':<8}{'':>12}  "
                         f"{'ERROR' if r['pass'] is False else 'n/a'}: {r['error']}")
            continue
        target = r.get("target")
        sign = "≥" if r.get("better") == "higher" else "≤"
        target_text = f"{sign} {_fmt(target)}" if target is not None else ""
        verdict = {True: "PASS", False: "MISS", None: "-"}[r.get("pass")]
        lines.append(f"{r['name']:<24}{_fmt(r.get('value')):>14}  {r.get('unit', ''):<8}"
                     f"{target_text:>12}  {verdict}")
        extras = [f"{k}={_fmt(v)}" for k, v in r.items() if k not in extras_skip]
        if r.get("label"):
            lines.append(f"    {r['label']}")
        if extras:
            lines.append("    " + ", ".join(extras))
    lines += notes
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    if args.frozen and not os.path.exists(args.frozen):
        print(f"error: no built executable at {args.frozen} (build it with "
              f"`pyinstaller build_spec/gin_table.spec`)", file=sys.stderr)
        return 2
    benchmarks, notes = all_benchmarks()
    results = []
    for name, fn in benchmarks:
        if not args.json:
            print(f"measuring {name} ...", file=sys.stderr, flush=True)
        results.append(run_one(name, fn, args.quick))
    if args.frozen:
        startup = measure_frozen(args.frozen)
        results.append(startup)
        size = startup.get("size_mb")
        if isinstance(size, (int, float)):
            results.append({"name": "frozen-size", "label": "built executable: folder size",
                            "value": size, "unit": "MB", "target": FROZEN_SIZE_MB,
                            "better": "lower", "pass": size <= FROZEN_SIZE_MB})
    machine = {"python": platform.python_version(), "platform": platform.platform(),
               "cpus": os.cpu_count(), "quick": bool(args.quick)}
    if args.json:
        print(json.dumps({"machine": machine, "benchmarks": results, "notes": notes,
                          "ok": all(r.get("pass") is not False for r in results)}))
    else:
        print(f"Python {machine['python']} on {machine['platform']}, {machine['cpus']} CPUs"
              + (" (quick)" if args.quick else ""))
        print(format_results(results, notes))
    return 0
