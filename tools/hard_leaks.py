"""Where does a Gin player lose points against `medium`? (issue 15's measuring tool)

Plays the matches `python -m game tournament medium SPEC --deals N --seed S` plays (the same
deals, seats and player seeds, classic rules) and sorts every hand's points by how the hand
ended: who went out, gin, knock or undercut, and how many cards the stock still held then.

With `--counterfactual` it also asks, at SPEC's choices, what the other choice would have
given: the match is copied (engine, players and their random generators, so the rest of the
stock is the same) and the other choice is played to the hand's end by the same players. Two
kinds of choices are replayed: knock or wait (the other: the player's own best discard
instead of its knock, or its best knock instead of waiting), and taking or leaving the
discard (in the draw and the first-upcard offer). Each row shows the average hand points (for
SPEC) of what was played and of the other choice, and their difference ("regret": positive
when the other choice would have scored more). One replay per choice is noisy; the averages
over many are what to read. The tool looks at the engine's state only to score what
happened; the player still sees only its own view.

    python -m tools.hard_leaks --seed 2026 --deals 150            # the points table
    python -m tools.hard_leaks --seed 2028 --deals 50 --counterfactual

It takes about a minute per 300 matches without counterfactuals, several with them.
"""

from __future__ import annotations

import argparse
import copy
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core.actions import DISCARD_PILE, Action, Draw, Knock
from game.core.events import Event, HandScored, HandStarted, HandVoid, Knocked
from game.core.melds import rules_solver
from game.match import Match
from game.players.heuristics import can_meld, mask_of
from tools.watched_games import watched_games

Row = list[float]  # n, points of what was played, points of the other choice


def hand_points(events: list[Event], seat: int) -> int | None:
    """The hand's points for `seat` (negative when the other seat scored), if it ended."""
    for e in events:
        if isinstance(e, HandVoid):
            return 0
        if isinstance(e, HandScored):
            return sum(e.points) if e.winner == seat else -sum(e.points)
    return None


def replay_other(match: Match, seat: int, choose: Callable[[Match], Action]) -> int | None:
    """Copy the match, apply `choose(copy)` for `seat` and play on to the hand's end."""
    other = copy.deepcopy(match)
    other.listeners = []
    other.players[seat].replaying = True
    events = other._apply(choose(other))
    for _ in range(1000):
        got = hand_points(events, seat)
        if got is not None:
            return got
        events = other.step()
    return None


class Watched:
    """Wraps the studied player: records its knock-or-wait and take-or-leave choices and,
    asked to, what the other choice would have given (`replay_other`)."""

    def __init__(self, player, counterfactual: bool) -> None:
        self.player = player
        self.name = player.name
        self.counterfactual = counterfactual
        self.replaying = False
        self.match: Match | None = None
        self.pending: list[tuple[int, tuple, int | None]] = []  # hand, row key, other's points

    def choose(self, view, legal):
        action = self.player.choose(view, legal)
        if self.replaying or not self.counterfactual or self.match is None:
            return action
        if view.phase in ("offer", "draw") and view.discard_top is not None and any(
                isinstance(a, Draw) and a.source == DISCARD_PILE for a in legal):
            self._draw_choice(view, legal, action)
        elif any(isinstance(a, Knock) for a in legal):
            self._knock_choice(view, legal, action)
        return action

    def _draw_choice(self, view, legal, action) -> None:
        took = isinstance(action, Draw) and action.source == DISCARD_PILE
        others = [a for a in legal if (isinstance(a, Draw) and a.source == DISCARD_PILE)
                  != took]
        if not others:
            return
        top = view.discard_top
        value = view.rules.card_values()[top.rank - 1]
        key = ("take" if took else "leave", str(view.phase),
               "melds" if can_meld(top, mask_of(view.hand), view.rules.turning_ace)
               else "no meld", "low" if value <= 3 else "mid" if value <= 7 else "high")
        other = others[0]
        got = replay_other(self.match, view.seat, lambda m: next(
            a for a in m.engine.legal_actions() if a == other))
        self.pending.append((view.hand_no, key, got))

    def _knock_choice(self, view, legal, action) -> None:
        after = rules_solver(view.rules).after_each_by_index(list(view.hand))
        knocks = [a for a in legal if isinstance(a, Knock)]
        least = min(after[a.card.index] for a in knocks)
        if least == 0:
            return  # gin always goes
        knocked = isinstance(action, Knock)
        seat = view.seat

        def other_choice(m: Match) -> Action:
            v = m.engine.view(seat)
            options = m.engine.legal_actions()
            inner = m.players[seat].player
            if knocked:  # its own best discard, the knocks taken away
                return inner._choose_gin(v, [a for a in options if not isinstance(a, Knock)])
            return min((a for a in options if isinstance(a, Knock)),
                       key=lambda a: after[a.card.index])

        stock = min(view.stock_size // 8, 3) * 8
        key = ("knock" if knocked else "wait", f"stock {stock}+", f"deadwood {least // 3 * 3}+")
        self.pending.append((view.hand_no, key, replay_other(self.match, seat, other_choice)))


@dataclass
class Study:
    """What `study` found: matches won, hand endings (count, points) and, with the
    counterfactual, per kind of choice (count, points as played, points of the other)."""

    spec: str
    seed: int
    deals: int
    games: int = 0
    wins: int = 0
    ends: dict[str, Row] = field(default_factory=lambda: defaultdict(lambda: [0, 0.0]))
    choices: dict[tuple, Row] = field(
        default_factory=lambda: defaultdict(lambda: [0, 0.0, 0.0]))


def study(seed: int, deals: int, spec: str = "hard", counterfactual: bool = False) -> Study:
    """Play the tournament's `medium SPEC` games and gather where the points went."""
    out = Study(spec, seed, deals)
    for match, seat, watched in watched_games(
            "medium", spec, deals, seed, lambda player, _seed: Watched(player, counterfactual)):
        watched.match = match
        hands: dict[int, int] = {}
        match.listeners.append(_Endings(match, seat, spec, hands, out.ends))
        match.run()
        out.games += 1
        out.wins += match.engine.scorer.winner == seat
        for hand_no, key, other in watched.pending:
            if other is not None and hand_no in hands:
                row = out.choices[key]
                row[0] += 1
                row[1] += hands[hand_no]
                row[2] += other
    return out


class _Endings:
    """A match listener filing each hand's points by how it ended (see `Study.ends`)."""

    def __init__(self, match: Match, seat: int, spec: str, hands: dict[int, int],
                 ends: dict[str, Row]) -> None:
        self.match, self.seat, self.spec, self.hands, self.ends = match, seat, spec, hands, ends
        self.hand = 0
        self.out: tuple[int, int] | None = None

    def __call__(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, HandStarted):
                self.hand, self.out = e.hand_no, None
            elif isinstance(e, Knocked):
                self.out = (e.seat, self.match.engine.view(self.seat).stock_size)
        got = hand_points(events, self.seat)
        if got is None:
            return
        self.hands[self.hand] = got
        if self.out is None:
            self.ends["void hand"][0] += 1
            return
        who, stock = self.out
        kind = next(e.kind for e in events if isinstance(e, HandScored))
        name = f"{self.spec if who == self.seat else 'medium'} out, stock " \
               f"{min(stock // 6, 4) * 6:2d}+: {kind}, " \
               f"{self.spec if got > 0 else 'medium'} scores"
        row = self.ends[name]
        row[0] += 1
        row[1] += abs(got)


def report(found: Study) -> str:
    """The tables `study` gathered, as text."""
    lines = [f"{found.spec} won {found.wins} of {found.games} matches against medium "
             f"(seed {found.seed}, {found.deals} deals)",
             "", "hand endings: count, points, points per hand"]
    for name in sorted(found.ends):
        n, pts = found.ends[name]
        lines.append(f"  {name:55s} {n:6.0f} {pts:8.0f} {pts / max(1, n):6.1f}")
    if found.choices:
        lines += ["", "choices replayed: count, hand points as played, with the other choice, "
                  "regret"]
        for key in sorted(found.choices):
            n, played, other = found.choices[key]
            lines.append(f"  {' / '.join(key):45s} {n:6.0f} {played / n:7.2f} "
                         f"{other / n:7.2f} {(other - played) / n:+7.2f}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--player", default="hard", help="the level studied (default hard)")
    parser.add_argument("--counterfactual", action="store_true",
                        help="replay the other choice at knock-or-wait and take-or-leave")
    args = parser.parse_args()
    print(report(study(args.seed, args.deals, args.player, args.counterfactual)))


if __name__ == "__main__":
    main()
