"""`simulate`: play whole matches headless and report wins, points and decision times.

    python -m game simulate --variant classic --players hard,medium --games 200 --seed 1 --json

A player SPEC is `easy`, `medium`, `hard`, `expert`, `random` or `package.module:ClassName` (a
third-party bot, imported and created with no arguments; each of its decisions is limited to
`--budget` seconds, and a bot that raises, answers illegally or runs late is replaced by the
built-in AI and listed under `incidents`). A third-party bot runs in its own process and sees
only what its seat may see. Every match seed and every player seed derive from
`--seed`, so a run repeats exactly.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import dataclass, field

from game.cli.common import add_variant_args, rules_from_args
from game.core.errors import GameError
from game.core.events import MatchOver
from game.core.seeds import derive_seed, fresh_seed
from game.match import Match
from game.players import make_player
from game.players.sandbox import BotFailure, RemoteBot
from game.variants.rules import Rules

NAME = "simulate"
DEFAULT_LEVEL = "easy"


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(NAME, help="play whole matches without a window and report the results",
                       description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_variant_args(p)
    p.add_argument("--players", default=None, metavar="SPEC,SPEC[,...]",
                   help="one spec per seat: easy, medium, hard, expert, random or "
                   "package.module:Class "
                   f"(default: {DEFAULT_LEVEL} for the variant's fewest players)")
    p.add_argument("--games", type=int, default=10, help="matches to play (default 10)")
    p.add_argument("--seed", type=int, default=None,
                   help="master seed (default: drawn at random and printed)")
    p.add_argument("--budget", type=float, default=5.0, metavar="SECONDS",
                   help="time limit of one decision of a third-party bot (default 5)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--progress", action="store_true",
                   help="show a progress bar on stderr even when it is not a terminal")
    p.set_defaults(run=run)


def parse_players(text: str | None, rules: Rules) -> list[str]:
    """The seat specs, checked against the variant's player count."""
    lo, hi = rules.min_players, rules.max_players
    if text is None:
        return [DEFAULT_LEVEL] * lo
    specs = [s.strip() for s in text.split(",")]
    if any(not s for s in specs):
        raise GameError(f"--players {text!r} has an empty entry; write SPEC,SPEC like "
                        "hard,medium")
    if not lo <= len(specs) <= hi:
        count = f"{lo}" if lo == hi else f"{lo} to {hi}"
        raise GameError(f"{rules.variant} is played by {count} players, but --players names "
                        f"{len(specs)} ({', '.join(specs)})")
    return specs


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95 % by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = (len(sorted_values) - 1) * q
    lo = math.floor(k)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (k - lo)


@dataclass
class SeatTally:
    player: str
    wins: int = 0
    points: int = 0
    hands_won: int = 0
    decisions: list[float] = field(default_factory=list)


class Progress:
    """A one-line progress bar on stderr."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total, self.enabled = total, enabled
        self.started = time.perf_counter()
        self.last = 0.0

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if done < self.total and now - self.last < 0.1:
            return
        self.last = now
        width = 30
        filled = width * done // max(1, self.total)
        elapsed = now - self.started
        eta = elapsed / done * (self.total - done) if done else 0.0
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                         f"matches  {elapsed:5.1f} s  eta {eta:5.1f} s")
        if done >= self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def _player(spec: str, seat: int, seed: int, pool: dict[int, RemoteBot]):
    """The player of `seat` for the next match: a built-in level made afresh, or a fresh bot
    object in the seat's bot process (started on first use, or again after a failure)."""
    bot = pool.get(seat)
    if bot is not None and bot.alive:
        try:
            bot.renew()
            return bot
        except BotFailure:
            pass
    player = make_player(spec, seed=seed)
    if isinstance(player, RemoteBot):
        player.pooled = True
        pool[seat] = player
    return player


def _winner(match: Match) -> int | None:
    over = next((e for e in reversed(match.engine.events) if isinstance(e, MatchOver)), None)
    return over.winner if over else match.engine.scorer.winner


def _tally(match: Match, g: int, specs: list[str], tallies: list[SeatTally],
           incidents: list[dict]) -> None:
    """Add one finished match to the tallies and the incident list."""
    engine = match.engine
    over = next((e for e in reversed(engine.events) if isinstance(e, MatchOver)), None)
    totals = list(over.totals) if over else list(engine.scorer.totals)
    winner = _winner(match)
    if winner is not None:
        tallies[winner].wins += 1
    for s, tally in enumerate(tallies):
        tally.points += int(totals[s])
        tally.hands_won += int(engine.scorer.hands_won[s])
        tally.decisions += match.stats[s].decisions
    for inc in match.incidents:
        incidents.append({"game": g, "seat": inc.seat, "player": specs[inc.seat],
                          "problem": inc.problem})


def simulate(rules: Rules, specs: list[str], games: int, seed: int, budget: float | None = 5.0,
             progress: Progress | None = None) -> dict:
    """Play `games` matches and return the report (the same dict `--json` prints)."""
    if games < 1:
        raise GameError("--games must be at least 1")
    tallies = [SeatTally(spec) for spec in specs]
    incidents: list[dict] = []
    hands = 0
    no_winner = 0
    started = time.perf_counter()
    pool: dict[int, RemoteBot] = {}  # per seat: a third-party bot's process, kept between matches
    try:
        for g in range(games):
            players = [_player(spec, i, derive_seed(seed, f"player{g}:{i}"), pool)
                       for i, spec in enumerate(specs)]
            match = Match(rules, players, seed=derive_seed(seed, f"match{g}"), budget=budget)
            match.run()
            _tally(match, g, specs, tallies, incidents)
            hands += match.engine.deal_no + 1
            no_winner += _winner(match) is None
            if progress:
                progress.update(g + 1)
    finally:
        for bot in pool.values():
            bot.close()
    elapsed = time.perf_counter() - started
    seats = []
    for s, t in enumerate(tallies):
        ds = sorted(t.decisions)
        seats.append({
            "seat": s, "player": t.player, "wins": t.wins, "win_rate": t.wins / games,
            "points": t.points, "points_per_match": t.points / games, "hands_won": t.hands_won,
            "decisions": len(ds),
            "decision_ms_mean": round(1000 * sum(ds) / len(ds), 3) if ds else 0.0,
            "decision_ms_p95": round(1000 * percentile(ds, 0.95), 3),
            "decision_ms_max": round(1000 * ds[-1], 3) if ds else 0.0,
        })
    low, high = wilson(tallies[0].wins, games)
    return {
        "variant": rules.variant, "players": list(specs), "seed": seed, "games": games,
        "hands": hands, "no_winner": no_winner, "seats": seats,
        "seat0_win_rate": tallies[0].wins / games,
        "seat0_win_rate_ci95": [round(low, 4), round(high, 4)],
        "incidents": incidents, "elapsed_s": round(elapsed, 3),
    }


def format_report(report: dict) -> str:
    lines = [f"{report['variant']}: {report['games']} matches, {report['hands']} hands, "
             f"seed {report['seed']} ({report['elapsed_s']:.1f} s)", ""]
    header = f"{'seat':<5}{'player':<28}{'wins':>6}{'win %':>8}{'points':>9}{'hands won':>11}" \
             f"{'ms mean':>9}{'ms p95':>9}"
    lines.append(header)
    lines.append("-" * len(header))
    for s in report["seats"]:
        player = s["player"] if len(s["player"]) <= 27 else s["player"][:24] + "..."
        lines.append(f"{s['seat']:<5}{player:<28}{s['wins']:>6}{100 * s['win_rate']:>7.1f}%"
                     f"{s['points']:>9}{s['hands_won']:>11}{s['decision_ms_mean']:>9.2f}"
                     f"{s['decision_ms_p95']:>9.2f}")
    low, high = report["seat0_win_rate_ci95"]
    lines.append("")
    lines.append(f"seat 0 win rate {100 * report['seat0_win_rate']:.1f}% "
                 f"(95% CI {100 * low:.1f}% to {100 * high:.1f}%)")
    if report["no_winner"]:
        lines.append(f"matches without a winner: {report['no_winner']}")
    if report["incidents"]:
        lines.append(f"incidents ({len(report['incidents'])}):")
        for inc in report["incidents"][:20]:
            lines.append(f"  match {inc['game']}, seat {inc['seat']} ({inc['player']}): "
                         f"{inc['problem']}")
        if len(report["incidents"]) > 20:
            lines.append(f"  ... and {len(report['incidents']) - 20} more")
    else:
        lines.append("incidents: none")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    rules = rules_from_args(args)
    specs = parse_players(args.players, rules)
    for spec in specs:  # fail before playing if a spec cannot be loaded
        player = make_player(spec)
        close = getattr(player, "close", None)
        if callable(close):  # a third-party bot's process
            close()
    seed = fresh_seed() if args.seed is None else args.seed
    if not args.budget > 0:
        raise GameError(f"--budget must be a positive number of seconds, not {args.budget:g}")
    budget = args.budget
    progress = Progress(args.games, args.progress or sys.stderr.isatty())
    report = simulate(rules, specs, args.games, seed, budget, progress)
    if args.json:
        print(json.dumps(report))
    else:
        print(format_report(report))
    return 0
