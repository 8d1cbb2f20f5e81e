"""`tools/discard_fit.py` fits what the expert's play-outs pay for hard's discard features;
its solver finds known coefficients and its watcher leaves hard's play alone."""

from __future__ import annotations

import random

from game.players.expert import ExpertPlayer
from game.players.hard import HardPlayer
from game.tournament import run_tournament
from tools.discard_fit import Watcher, collect, fit, least_squares


def test_least_squares_finds_the_coefficients_of_noiseless_data():
    rng = random.Random(7)
    truth = (-1.0, 2.5, -0.3, 0.8)
    xs = [tuple(rng.uniform(-5, 5) for _ in truth) for _ in range(40)]
    ys = [sum(c * x for c, x in zip(truth, row, strict=True)) for row in xs]
    got = least_squares(xs, ys)
    assert got is not None
    assert all(abs(g - t) < 1e-9 for g, t in zip(got, truth, strict=True))
    assert least_squares([(1.0, 2.0), (2.0, 4.0)], [1.0, 2.0]) is None   # singular


def test_the_watched_matches_are_the_tournaments(monkeypatch):
    monkeypatch.setattr(Watcher, "deals", 8)     # a small search: the features still come
    # (seed 2028: a search drawing from hard's own generator changes a match there)
    decisions, wins = collect(2028, 2)
    table = run_tournament(["medium", "hard"], deals=2, seed=2028)
    assert wins == table.pairs[("hard", "medium")].score
    assert len(decisions) > 10
    for d in decisions:
        assert len(d.candidates) >= 2
        assert d.candidates[0].features[0] <= 100
    rows = fit(decisions).rows
    assert set(rows) == {24, 16, 0}
    assert sum(n for n, _over, _coef in rows.values()) == len(decisions)


def test_the_watcher_plays_with_every_knob_of_hards_that_the_expert_changes():
    """The expert retunes some of hard's knobs (its search starts from other weights); the
    watcher must play hard itself, so every such knob is hard's again there."""
    changed = [name for name, value in vars(ExpertPlayer).items()
               if not name.startswith("_") and not callable(value)
               and hasattr(HardPlayer, name) and getattr(HardPlayer, name) != value]
    assert changed   # the expert does retune some (early weights, defence, close calls)
    for name in changed:
        if name == "name":
            continue
        assert getattr(Watcher, name) == getattr(HardPlayer, name), name
