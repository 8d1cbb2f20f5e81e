"""Round-robin tournaments between computer players, with mirrored deals.

Every pairing (A, B) plays the same deals from every seat: with two seats, deal `d` is played
once as A-B and once as B-A (same seed, so the same cards reach the same seat and A gets, in
one match, exactly the cards B got in the other). With more seats, A plays alone against
`seats - 1` copies of B, rotated through every seat, and then B alone against copies of A. A
player's random generator follows the player through the rotations, so the only thing that
changes between the mirrored matches is who sits where.

Results: per pairing the row player's score (wins plus half the drawn matches, or with more
than two seats its share of matches won alone), a 95 % interval computed over the mirrored
groups (the matches of one group share their cards, so they are not independent), and for two
seats an Elo-style rating fitted to every pairing at once (Bradley-Terry, mean 1500). Each
player's decision times (p50, p95) are kept too: a level's strength is only half the story.

`run_tournament` is headless and deterministic for a given seed; the `tournament` command
prints its table.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from game.match import FALLBACK_LEVEL, Match
from game.players import builtin_level, make_player
from game.variants import Rules, find_variant

MAX_JOBS = 2  # the machines we run on are shared: never more worker processes than this


@dataclass(frozen=True)
class Game:
    """One match to play: the specs seat by seat, the deal seed and each seat's player seed."""

    variant: str
    options: tuple[tuple[str, object], ...]
    specs: tuple[str, ...]
    seed: int
    player_seeds: tuple[int, ...]


@dataclass(frozen=True)
class GameResult:
    game: Game
    winner: int | None                      # seat, None for a drawn match
    hands: int
    times: tuple[tuple[float, ...], ...]    # per seat: seconds of each real decision
    # (seat, what went wrong) for each bot the match replaced by the built-in AI
    incidents: tuple[tuple[int, str], ...] = ()


@dataclass
class PairResult:
    """The row player's results against the column player."""

    row: str
    col: str
    games: int = 0
    score: float = 0.0                      # wins (+ half draws with two seats)
    groups: list[float] = field(default_factory=list)  # per mirrored group: mean score

    @property
    def rate(self) -> float:
        return self.score / self.games if self.games else 0.0

    def interval(self) -> tuple[float, float]:
        """95 % interval of the rate over the mirrored groups (normal approximation)."""
        n = len(self.groups)
        if n < 2:
            return 0.0, 1.0
        mean = sum(self.groups) / n
        var = sum((g - mean) ** 2 for g in self.groups) / (n - 1)
        half = 1.96 * math.sqrt(var / n)
        return max(0.0, mean - half), min(1.0, mean + half)


@dataclass
class TournamentResult:
    players: list[str]
    seats: int
    deals: int
    pairs: dict[tuple[str, str], PairResult]
    times: dict[str, list[float]]
    elo: dict[str, float]
    variant: str
    options: tuple[tuple[str, object], ...]
    # (spec, what went wrong) for each bot replaced by the built-in AI during its match
    incidents: list[tuple[str, str]] = field(default_factory=list)


class _Timed:
    """A player wrapper recording the time of each decision that is a real choice."""

    def __init__(self, player) -> None:
        self.player = player
        self.name = getattr(player, "name", "Player")
        self.times: list[float] = []

    def choose(self, view, legal):
        started = time.process_time()
        action = self.player.choose(view, legal)
        if len(legal) > 1:
            self.times.append(time.process_time() - started)
        return action

    def observe(self, events) -> None:
        observe = getattr(self.player, "observe", None)
        if observe is not None:
            observe(events)


def rules_of(variant: str, options: Sequence[tuple[str, object]]) -> Rules:
    return find_variant(variant).rules.with_options(**dict(options))


def play_game(game: Game) -> GameResult:
    """Play one match of the tournament (in this process)."""
    rules = rules_of(game.variant, game.options)
    inner = [make_player(spec, seed=s) for spec, s in zip(game.specs, game.player_seeds,
                                                           strict=True)]
    # only the built-in levels (by exact class: a bot's process handle lives in game.players
    # too) are called without checks; a bot that fails or loops is replaced, as in play
    trusted = [builtin_level(p) is not None for p in inner]
    timed = [_Timed(p) for p in inner]
    match = Match(rules, timed, seed=game.seed, trusted=trusted,
                  budget=None if all(trusted) else 5.0)
    match.run()
    winner = match.engine.scorer.winner if match.engine.scorer else None
    return GameResult(game, winner, match.engine.deal_no + 1,
                      tuple(tuple(t.times) for t in timed),
                      tuple((i.seat, i.problem) for i in match.incidents))


def lineups(solo: str, other: str, seats: int) -> list[tuple[tuple[str, ...], int]]:
    """The seatings of one mirrored group: (specs per seat, the seat of `solo`). With two
    seats: solo-other and other-solo."""
    base = [solo] + [other] * (seats - 1)
    return [(tuple(base[(i - k) % seats] for i in range(seats)), k) for k in range(seats)]


def schedule(players: Sequence[str], deals: int, seats: int, variant: str,
             options: Sequence[tuple[str, object]], seed: int) -> list[tuple[tuple, Game]]:
    """Every game of the round robin, each tagged (row, col, group, solo seat)."""
    out = []
    opts = tuple(options)
    for i, a in enumerate(players):
        for j, b in enumerate(players):
            if j == i or (seats == 2 and j < i):
                continue  # with two seats one direction covers the pairing
            for d in range(deals):
                deal_seed = seed + 1000 * d + 17
                for seating, solo_seat in lineups(a, b, seats):
                    # the solo player's generator seed follows it through the rotation
                    pseeds = tuple(deal_seed * 31 + ((s - solo_seat) % seats)
                                   for s in range(seats))
                    game = Game(variant, opts, seating, deal_seed, pseeds)
                    out.append(((a, b, d, solo_seat), game))
    return out


def run_tournament(players: Sequence[str], deals: int = 20, seats: int | None = None,
                   variant: str = "classic", options: Sequence[tuple[str, object]] = (),
                   seed: int = 1, jobs: int = 1, progress=None) -> TournamentResult:
    """Play the round robin and gather its table."""
    rules = rules_of(variant, options)
    seats = seats or rules.min_players
    if not rules.min_players <= seats <= rules.max_players:
        raise ValueError(f"{variant} is played by {rules.min_players}-{rules.max_players}")
    if len(set(players)) != len(players) or len(players) < 2:
        raise ValueError("name at least two different players")
    for spec in players:  # fail early (and in this process) on a bad spec
        make_player(spec)
    plan = schedule(players, deals, seats, variant, options, seed)
    games = [g for _, g in plan]
    jobs = max(1, min(jobs, MAX_JOBS))
    if jobs == 1:
        results = []
        for n, g in enumerate(games):
            results.append(play_game(g))
            if progress:
                progress(n + 1, len(games))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = []
            for n, r in enumerate(pool.map(play_game, games, chunksize=2)):
                results.append(r)
                if progress:
                    progress(n + 1, len(games))
    return tabulate(players, seats, deals, plan, results, variant, tuple(options))


def tabulate(players, seats, deals, plan, results, variant, options) -> TournamentResult:
    pairs: dict[tuple[str, str], PairResult] = {}
    groups: dict[tuple[str, str, int], list[float]] = {}
    times: dict[str, list[float]] = {p: [] for p in players}
    incidents: list[tuple[str, str]] = []
    for ((a, b, d, solo_seat), _game), res in zip(plan, results, strict=True):
        if res.winner is None:
            s = 0.5 if seats == 2 else 0.0
        else:
            s = 1.0 if res.winner == solo_seat else 0.0
        for key, val in (((a, b), s), ((b, a), 1.0 - s)) if seats == 2 else (((a, b), s),):
            pr = pairs.setdefault(key, PairResult(*key))
            pr.games += 1
            pr.score += val
            groups.setdefault((*key, d), []).append(val)
        for seat, spec in enumerate(res.game.specs):
            times[spec].extend(res.times[seat])
        incidents += [(res.game.specs[seat], problem) for seat, problem in res.incidents]
    for (a, b, _d), vals in groups.items():
        pairs[(a, b)].groups.append(sum(vals) / len(vals))
    elo = fit_elo(players, pairs) if seats == 2 else {}
    return TournamentResult(list(players), seats, deals, pairs, times, elo, variant, options,
                            incidents)


def fit_elo(players: Sequence[str], pairs: dict[tuple[str, str], PairResult],
            rounds: int = 200) -> dict[str, float]:
    """Bradley-Terry strengths fitted to every pairing (minorization-maximization), as Elo
    points with mean 1500. Each pairing gets half a win each way as a prior, so a clean
    sweep still gives a finite rating."""
    strength = {p: 1.0 for p in players}
    for _ in range(rounds):
        new = {}
        for p in players:
            wins, denom = 0.0, 0.0
            for q in players:
                if q == p or (p, q) not in pairs:
                    continue
                pr = pairs[(p, q)]
                n = pr.games + 1.0
                wins += pr.score + 0.5
                denom += n / (strength[p] + strength[q])
            new[p] = wins / denom if denom else strength[p]
        mean_log = sum(math.log(v) for v in new.values()) / len(new)
        strength = {p: v / math.exp(mean_log) for p, v in new.items()}
    return {p: 1500 + 400 * math.log10(v) for p, v in strength.items()}


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def format_table(result: TournamentResult) -> str:
    """The tournament as plain-text tables (the README shows this output)."""
    seats = result.seats
    opts = ", ".join(f"{k}={v}" for k, v in result.options)
    head = (f"{result.variant}{' (' + opts + ')' if opts else ''}, {seats} seats, "
            f"{result.deals} deals per pairing, each played from every seat")
    lines = [head, ""]
    what = "score (wins + half draws)" if seats == 2 else \
        f"matches won alone against {seats - 1} of the column player (chance {1 / seats:.0%})"
    lines.append(f"Row player's {what}, with its 95 % interval:")
    width = max(12, *(len(p) + 2 for p in result.players))
    cell = 24  # room for "99.5% [99%-100%] n=1000" and a space before it
    lines.append(" " * width + "".join(f"{p:>{cell}}" for p in result.players))
    for a in result.players:
        row = f"{a:<{width}}"
        for b in result.players:
            pr = result.pairs.get((a, b))
            if pr is None:
                row += f"{'-':>{cell}}"
                continue
            lo, hi = pr.interval()
            row += f"{f'{pr.rate:.1%} [{lo:.0%}-{hi:.0%}] n={pr.games}':>{cell}}"
        lines.append(row)
    lines.append("")
    lines.append(f"{'player':<{width}}{'Elo':>8}{'decision p50':>15}{'p95':>10}{'decisions':>11}")
    order = sorted(result.players, key=lambda p: -result.elo.get(p, 0.0))
    for p in order:
        elo = f"{result.elo[p]:.0f}" if p in result.elo else "-"
        t = result.times[p]
        lines.append(f"{p:<{width}}{elo:>8}{percentile(t, 0.5) * 1000:>12.2f} ms"
                     f"{percentile(t, 0.95) * 1000:>7.2f} ms{len(t):>11}")
    if result.incidents:
        lines += ["", f"{len(result.incidents)} bot(s) replaced by the built-in "
                      f"{FALLBACK_LEVEL} AI for the rest of their match (its results count "
                      "for the bot):"]
        lines += [f"  {spec}: {problem}" for spec, problem in result.incidents[:10]]
        if len(result.incidents) > 10:
            lines.append(f"  ... and {len(result.incidents) - 10} more")
    return "\n".join(lines)


def as_json(result: TournamentResult) -> dict:
    return {
        "variant": result.variant, "options": dict(result.options), "seats": result.seats,
        "deals": result.deals, "players": result.players,
        "pairs": [{"row": pr.row, "col": pr.col, "games": pr.games, "score": pr.score,
                   "rate": pr.rate, "interval95": list(pr.interval())}
                  for pr in result.pairs.values()],
        "elo": result.elo,
        "incidents": [{"player": spec, "problem": problem}
                      for spec, problem in result.incidents],
        "decision_ms": {p: {"p50": percentile(t, 0.5) * 1000, "p95": percentile(t, 0.95) * 1000,
                            "n": len(t)} for p, t in result.times.items()},
    }
