"""`tools/draw_fit.py` sets the expert's play-outs beside hard's take-or-draw weighing; its
watcher leaves hard's play alone and reads hard's own costs."""

from __future__ import annotations

from game.players.hard import HardPlayer
from game.tournament import run_tournament
from tools.draw_fit import DrawWatcher, collect, report


def test_the_watched_draws_are_the_tournaments_and_read_hards_weighing(monkeypatch):
    monkeypatch.setattr(DrawWatcher, "deals", 8)   # a small search: the verdicts still come
    draws, wins = collect(2028, 2)
    table = run_tournament(["medium", "hard"], deals=2, seed=2028)
    assert wins == table.pairs[("hard", "medium")].score   # hard's play is the tournament's
    assert len(draws) > 20
    kinds = {d.kind for d in draws}
    assert kinds <= {"goes out", "melds", "swap"} and {"melds", "swap"} <= kinds
    weighed = 0
    for d in draws:
        if d.kind == "goes out":
            assert d.took and d.margin is None   # always taken, never weighed
        elif d.margin is None:
            assert d.kind == "swap" and not d.took  # a high card that melds with nothing
        elif abs(d.margin) >= HardPlayer.draw_margin:  # beyond the close-call search's reach
            assert d.took == (d.margin > HardPlayer.take_margin)
            weighed += 1
    assert weighed > 0
    text = report(draws)
    assert "goes out" in text and "by hard's margin" in text
