"""`tools/knob_trial.py`: knobs parsed strictly, set for a trial only, and the tournament's
own figures reported."""

from __future__ import annotations

import pytest

from game.players.expert import ExpertPlayer
from game.players.hard import HardPlayer
from game.tournament import run_tournament
from tools.knob_trial import main, parse_knob, trial


def test_a_knob_is_a_known_attribute_and_a_literal():
    assert parse_knob("HardPlayer.defense_weight=1.5") == (HardPlayer, "defense_weight", 1.5)
    assert parse_knob("HandModel.consistent=True")[1:] == ("consistent", True)
    for bad in ("HardPlayer.defence_weight=1.5",      # a typo changes nothing: refused
                "Nobody.samples=3", "HardPlayer.samples", "HardPlayer.samples=__import__('os')",
                "samples=3"):
        with pytest.raises(ValueError):
            parse_knob(bad)


def test_a_trial_reports_the_tournaments_wins_and_restores_the_knobs():
    before = HardPlayer.samples
    (seed, wins, games, p95), = trial("easy", "hard", 1, [5], ["HardPlayer.samples=8",
                                                              "ExpertPlayer.samples=4"])
    assert HardPlayer.__dict__["samples"] == before
    assert "samples" not in ExpertPlayer.__dict__      # inherited again, not pinned
    HardPlayer.samples = 8
    try:
        table = run_tournament(["easy", "hard"], deals=1, seed=5)
    finally:
        HardPlayer.samples = before
    pair = table.pairs[("easy", "hard")]
    assert (seed, wins, games) == (5, pair.games - pair.score, pair.games) and p95 > 0


def test_the_command_refuses_a_bad_knob_in_one_line(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["medium", "hard", "HardPlayer.nope=1"])
    assert exit_info.value.code == 2
    assert "HardPlayer has no knob 'nope'" in capsys.readouterr().err
