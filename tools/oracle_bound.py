"""What would knowing medium's hand be worth to `hard`? (issue 15's measuring tool)

A study, never a player: it plays the tournament's `medium hard` matches (the same deals,
seats and player seeds, classic rules) with hard's opponent model shown medium's real hand
in some of its parts (`--sight`), and prints hard's wins beside how often medium went out
right after taking hard's discard. It bounds what a better opponent model could gain, and
says in which decision the gain lies:

- `none`: hard as it plays (the harness gives the tournament's own count);
- `all`: every sampled opponent hand is the real one (threat, danger, knock and wait values;
  the close-call search still samples its deals);
- `danger`: only the danger of a discard (how much medium gains by taking it) sees it;
  `danger-early` and `danger-late` only in the hand's first turns (hard's `early_stock`
  cards or more in the stock) or only after them;
- `threat`: only the threat (the share of hands near going out) sees it;
- `feeds`: hard's own danger, plus its going-out penalty when the real hand could take the
  card and go out: the worth of knowing which discards let medium go out, and nothing else.

    python -m tools.oracle_bound --seed 2042 --deals 150 --sight feeds

The sighted player reads the engine's hidden state on purpose; it is built here only, from
the study's own match, and no level or bot can be made from it (`game.players.make_player`
knows nothing of it).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from game.core.events import Discarded, Drew, Event, HandStarted, Knocked
from game.match import Match
from game.players.hand_model import HandModel
from game.players.hard import HardPlayer
from game.players.heuristics import mask_of
from tools.watched_games import hard_won_line, watched_games

SIGHTS = ("none", "all", "danger", "danger-early", "danger-late", "threat", "feeds")


class SightedModel(HandModel):
    """Hard's model with medium's real hand (`reveal()`, a mask) in the parts `sight` names."""

    sight = "none"
    reveal: Callable[[], int]

    def _real(self) -> list[int]:
        return [self.reveal()] * max(1, self.n_samples)

    @contextmanager
    def _seeing(self) -> Iterator[None]:
        """Within it, the model's opponent hands are the real one (its samples kept aside)."""
        saved, self._opp = self.opponent_hands(), self._real()
        try:
            yield
        finally:
            self._opp = saved

    def _sample_opponents(self) -> list[int]:
        if self.sight == "all":
            return self._real()
        return super()._sample_opponents()

    def _sees_danger(self) -> bool:
        """Whether this decision's danger sees the real hand (`danger`, or its early or
        late half of the hand)."""
        if self.sight == "danger":
            return True
        if self.sight not in ("danger-early", "danger-late"):
            return False
        early = self.view.stock_size >= HardPlayer.early_stock
        return early == (self.sight == "danger-early")

    def threat(self) -> float:
        if self.sight != "threat":
            return super().threat()
        with self._seeing():
            return super().threat()

    def danger(self, bit: int) -> float:
        if self._sees_danger():
            with self._seeing():
                return super().danger(bit)
        found = super().danger(bit)
        if self.sight == "feeds":
            with self._seeing():
                found += self.takes(bit, None)[1]   # danger's going-out penalty, real hand
        return found


def give_sight(player: HardPlayer, sight: str, match: Match, seat: int) -> None:
    """Let hard's model (the player at `seat` of `match`, not yet run) see the real hand of its
    opponent where `sight` says."""
    def reveal() -> int:
        engine = match.engine
        return mask_of(engine.hands[1 - seat])

    player.model_class = type("Sighted", (SightedModel,),   # type: ignore[assignment]
                              {"sight": sight, "reveal": staticmethod(reveal)})


@dataclass
class Feeds:
    """Medium's outs, and those right after it took hard's discard."""

    outs: int = 0
    after_take: int = 0


class FeedWatcher:
    """A match listener counting medium's outs right after it took the pile's card."""

    def __init__(self, medium: int, feeds: Feeds) -> None:
        self.medium = medium
        self.feeds = feeds
        self.took = False

    def __call__(self, events: list[Event]) -> None:
        for e in events:
            if isinstance(e, HandStarted):
                self.took = False
            elif isinstance(e, Drew) and e.seat == self.medium:
                self.took = e.source != "stock"
            elif isinstance(e, Discarded) and e.seat != self.medium:
                self.took = False
            elif isinstance(e, Knocked) and e.seat == self.medium:
                self.feeds.outs += 1
                self.feeds.after_take += self.took


def study(seed: int, deals: int, sight: str) -> tuple[int, Feeds]:
    """Hard's wins over the tournament's matches with this sight, and medium's outs."""
    if sight not in SIGHTS:
        raise ValueError(f"sight must be one of {', '.join(SIGHTS)}")
    feeds = Feeds()
    wins = 0
    for match, seat, player in watched_games("medium", "hard", deals, seed,
                                             lambda p, _ps: p):
        give_sight(player, sight, match, seat)
        match.listeners.append(FeedWatcher(1 - seat, feeds))
        match.run()
        wins += match.engine.scorer.winner == seat
    return wins, feeds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2042)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--sight", choices=SIGHTS, default="feeds")
    args = parser.parse_args()
    wins, feeds = study(args.seed, args.deals, args.sight)
    print(hard_won_line(wins, args) + f", sight {args.sight}")
    print(f"medium went out {feeds.outs} times, {feeds.after_take} of them right after "
          "taking hard's discard")


if __name__ == "__main__":
    main()
