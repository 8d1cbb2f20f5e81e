"""`tools/override_regret.py` plays the tournament's own expert-against-hard games, and its
replays of hard's choice never disturb the match being played."""

from __future__ import annotations

from game.players.expert import ExpertPlayer
from game.tournament import run_tournament
from tools.override_regret import mean_and_error, study


def test_it_plays_the_tournaments_games_and_weighs_the_overrides(monkeypatch):
    monkeypatch.setattr(ExpertPlayer, "deals", 24)      # a lighter search: the same code
    found = study(2026, 1)
    table = run_tournament(["hard", "expert"], deals=1, seed=2026)
    assert found.games == 2
    assert found.wins == table.pairs[("expert", "hard")].score
    kinds = set(found.gains)
    assert kinds and all(k.split(":")[0] in ("draw", "offer", "discard", "knock or wait")
                         for k in kinds), kinds
    assert sum(len(v) for v in found.gains.values()) >= 5


def test_mean_and_error():
    assert mean_and_error([2.0]) == (2.0, 0.0)
    mean, error = mean_and_error([1.0, 3.0, 5.0])
    assert mean == 3.0 and abs(error - 2.0 / 3 ** 0.5) < 1e-9
