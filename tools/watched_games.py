"""The tournament's classic games with one seat's player wrapped: the loop the study tools share.

`hard_leaks`, `override_regret`, `discard_fit` and `draw_fit` each replay the games of
`python -m game tournament OPPONENT SPEC --deals N --seed S` (the same deals, seats and player
seeds) with SPEC's seat watched. This yields each game's match before it is run, so a tool can
add its listeners, run it and read what its watcher gathered.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from typing import Any

from game.match import Match
from game.players import make_player
from game.tournament import rules_of, schedule

#: builds the watched seat's player from the player made for it and that player's seed
Wrap = Callable[[Any, int], Any]


def watched_games(opponent: str, spec: str, deals: int, seed: int,
                  wrap: Wrap) -> Iterator[tuple[Match, int, Any]]:
    """(match not yet run, SPEC's seat, its watched player) for each of the tournament's games
    of `opponent` against `spec` in classic Gin, in the tournament's order."""
    rules = rules_of("classic", ())
    for _, g in schedule([opponent, spec], deals, 2, "classic", (), seed):
        seat = g.specs.index(spec)
        players = [make_player(s, seed=ps) for s, ps in zip(g.specs, g.player_seeds,
                                                             strict=True)]
        watched = players[seat] = wrap(players[seat], g.player_seeds[seat])
        yield Match(rules, players, seed=g.seed, trusted=[True, True]), seat, watched


def watch_hard(deals: int, seed: int, watcher: Callable[[int], Any],
               gathered: Callable[[Any], list]) -> tuple[list, int]:
    """Run the tournament's games of `medium` against `hard` with hard's seat played by
    `watcher(player seed)`: what `gathered(watcher)` lists after each game, all games', and
    the matches hard won (the tournament's count when the watcher plays hard's choices)."""
    found: list = []
    wins = 0
    for match, seat, watched in watched_games("medium", "hard", deals, seed,
                                              lambda _player, ps: watcher(ps)):
        match.run()
        wins += match.engine.scorer.winner == seat
        found += gathered(watched)
    return found, wins


def hard_study_arguments(doc: str) -> argparse.Namespace:
    """The command line of a study of hard against medium: `--seed` and `--deals` (the
    tournament's), described by the first line of the tool's docstring."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2031)
    parser.add_argument("--deals", type=int, default=20)
    return parser.parse_args()


def hard_won_line(wins: int, args: argparse.Namespace) -> str:
    return f"hard won {wins} of {2 * args.deals} matches against medium (seed {args.seed})"


def study_main(doc: str, collect: Callable[[int, int], tuple[Any, int]],
               report: Callable[[Any], str]) -> None:
    """A hard-against-medium study's command: parse `--seed` and `--deals`, collect what the
    study gathers over the tournament's games, print hard's wins and the report."""
    args = hard_study_arguments(doc)
    found, wins = collect(args.seed, args.deals)
    print(hard_won_line(wins, args))
    print(report(found))
