"""The tournament's classic games with one seat's player wrapped: the loop the study tools share.

`hard_leaks`, `override_regret` and `discard_fit` each replay the games of
`python -m game tournament OPPONENT SPEC --deals N --seed S` (the same deals, seats and player
seeds) with SPEC's seat watched. This yields each game's match before it is run, so a tool can
add its listeners, run it and read what its watcher gathered.
"""

from __future__ import annotations

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
