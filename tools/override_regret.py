"""Are the expert's overrides of hard's choice right? (issue 15's measuring tool)

Plays the matches `python -m game tournament hard expert --deals N --seed S` plays (the same
deals, seats and player seeds, classic rules). At each of the expert's decisions the choice its
search starts from (hard's heuristics with the expert's own weights, worked out on a copy of
the player so the match plays as in the tournament) is compared with what the expert played;
where they differ, the match is copied and the starting choice is played instead, to the
hand's end, by the same players (`hard_leaks.replay_other`: the rest of the stock is the same).
Each row shows, by kind of override, how many there were and the mean hand points the
override gained over the starting choice (± its standard error).

A win rate over 240 matches moves about ±13 wins with luck alone; these paired hand points,
a few hundred overrides per run, tell which kinds of overrides pay with much less noise.

    python -m tools.override_regret --seed 3001 --deals 40     # about 17 minutes

It looks at the engine's state only to score what happened; the player sees only its view.
"""

from __future__ import annotations

import argparse
import copy
import math
import statistics
from collections import defaultdict
from dataclasses import dataclass, field

from game.core.actions import DISCARD_PILE, Action, Draw, Knock
from game.core.events import Event, HandStarted
from game.match import Match
from game.players.hard import HardPlayer
from tools.hard_leaks import hand_points, replay_other
from tools.watched_games import watched_games


def kind_of(view, played: Action, start: Action) -> str:
    """The override's kind: the decision, which way it went and the hand's stage."""
    stage = "early" if view.stock_size >= 24 else "mid" if view.stock_size >= 14 else "late"
    if view.phase in ("offer", "draw"):
        took = isinstance(played, Draw) and played.source == DISCARD_PILE
        return f"{view.phase}: {'take' if took else 'leave'} instead ({stage})"
    if isinstance(played, Knock) or isinstance(start, Knock):
        went = "knock" if isinstance(played, Knock) else "wait"
        was = "knock" if isinstance(start, Knock) else "wait"
        return f"knock or wait: {went} instead of {was} ({stage})"
    return f"discard: another card ({stage})"


class Watched:
    """Wraps the expert: files each override and what the starting choice would have given."""

    def __init__(self, player) -> None:
        self.player = player
        self.name = player.name
        self.replaying = False
        self.match: Match | None = None
        self.pending: list[tuple[int, str, int | None]] = []  # hand, kind, start's points

    def observe(self, events) -> None:
        self.player.observe(events)

    def choose(self, view, legal):
        if self.replaying or self.match is None or len(view.players) != 2 or \
                view.phase not in ("offer", "draw", "discard"):
            return self.player.choose(view, legal)
        start = HardPlayer._choose_gin(copy.deepcopy(self.player), view, list(legal))
        played = self.player.choose(view, legal)
        if played != start:
            got = replay_other(self.match, view.seat, lambda _m: start)
            self.pending.append((view.hand_no, kind_of(view, played, start), got))
        return played


@dataclass
class OverrideStudy:
    """What `study` found: matches won and, per kind of override, its gains in hand points."""

    spec: str
    seed: int
    deals: int
    games: int = 0
    wins: int = 0
    gains: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))


def study(seed: int, deals: int, spec: str = "expert", opponent: str = "hard") -> OverrideStudy:
    """Play the tournament's `opponent spec` games and weigh the overrides of `spec`."""
    out = OverrideStudy(spec, seed, deals)
    for match, seat, watched in watched_games(opponent, spec, deals, seed,
                                              lambda player, _seed: Watched(player)):
        watched.match = match
        hands: dict[int, int] = {}
        match.listeners.append(_HandPoints(seat, hands))
        match.run()
        out.games += 1
        out.wins += match.engine.scorer.winner == seat
        for hand_no, kind, start in watched.pending:
            if start is not None and hand_no in hands:
                out.gains[kind].append(hands[hand_no] - start)
    return out


class _HandPoints:
    """A match listener noting each hand's points for `seat`."""

    def __init__(self, seat: int, hands: dict[int, int]) -> None:
        self.seat, self.hands, self.hand = seat, hands, 0

    def __call__(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, HandStarted):
                self.hand = e.hand_no
        got = hand_points(events, self.seat)
        if got is not None:
            self.hands[self.hand] = got


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean and its standard error (0 for fewer than two values)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, statistics.stdev(values, mean) / math.sqrt(len(values))


def report(found: OverrideStudy) -> str:
    """The table `study` gathered, as text."""
    lines = [f"{found.spec} won {found.wins} of {found.games} matches (seed {found.seed}, "
             f"{found.deals} deals)", "",
             "overrides: count, mean hand points gained over the starting choice, its SE"]
    every: list[float] = []
    for kind in sorted(found.gains):
        values = found.gains[kind]
        every += values
        mean, error = mean_and_error(values)
        lines.append(f"  {kind:50s} {len(values):5d} {mean:+7.2f} {error:6.2f}")
    if every:
        mean, error = mean_and_error(every)
        lines.append(f"  {'every override':50s} {len(every):5d} {mean:+7.2f} {error:6.2f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=3001)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--player", default="expert", help="the level studied")
    args = parser.parse_args()
    print(report(study(args.seed, args.deals, args.player)))


if __name__ == "__main__":
    main()
