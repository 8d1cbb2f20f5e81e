"""`python -m game simulate`: the report's keys and numbers, seeds, player counts, bots."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.__main__ import main
from game.cli.simulate import wilson

ROOT = Path(__file__).resolve().parents[2]


def simulate_json(capsys, *args):
    code = main(["simulate", *args, "--json"])
    out = capsys.readouterr().out
    assert code == 0
    return json.loads(out)


def test_json_report_keys_and_consistent_numbers(capsys):
    report = simulate_json(capsys, "--players", "medium,easy", "--games", "5", "--seed", "3")
    for key in ("games", "hands", "seats", "seat0_win_rate", "seat0_win_rate_ci95",
                "incidents", "seed", "variant"):
        assert key in report
    assert report["games"] == 5 and report["seed"] == 3 and report["variant"] == "classic"
    seats = report["seats"]
    assert [s["player"] for s in seats] == ["medium", "easy"]
    for s in seats:
        for key in ("player", "wins", "points", "decision_ms_mean", "decision_ms_p95"):
            assert key in s
        assert s["decisions"] > 0
        assert 0 <= s["decision_ms_mean"] and s["decision_ms_mean"] <= s["decision_ms_max"]
        assert s["decision_ms_p95"] <= s["decision_ms_max"]
    assert sum(s["wins"] for s in seats) + report["no_winner"] == 5
    assert report["hands"] >= 5
    assert report["seat0_win_rate"] == seats[0]["wins"] / 5
    low, high = report["seat0_win_rate_ci95"]
    assert low <= report["seat0_win_rate"] <= high
    assert report["incidents"] == []
    # the winner of a classic match reached the target: its total is at least 100
    assert max(s["points"] for s in seats) >= 100


def test_same_seed_same_results(capsys):
    runs = [simulate_json(capsys, "--players", "easy,hard", "--games", "2", "--seed", "9")
            for _ in range(2)]
    strip = [[{k: s[k] for k in ("wins", "points", "hands_won", "decisions")}
              for s in r["seats"]] + [r["hands"]] for r in runs]
    assert strip[0] == strip[1]


def test_three_player_default_count_and_match_winner(capsys):
    report = simulate_json(capsys, "--variant", "three-player", "--games", "2", "--seed", "1")
    assert [s["player"] for s in report["seats"]] == ["easy", "easy", "easy"]
    assert sum(s["wins"] for s in report["seats"]) == 2


def test_wrong_player_count_is_a_clear_error(capsys):
    code = main(["simulate", "--variant", "three-player", "--players", "easy,hard"])
    err = capsys.readouterr().err
    assert code == 2
    assert "three-player is played by 3 players" in err and "names 2" in err


def test_bad_spec_fails_before_playing(capsys):
    code = main(["simulate", "--players", "easy,nobody.here:Bot", "--games", "50"])
    err = capsys.readouterr().err
    assert code == 2 and "cannot import bot module 'nobody.here'" in err


def test_readable_table(capsys):
    assert main(["simulate", "--players", "easy,easy", "--games", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "seat 0 win rate" in out and "95% CI" in out and "incidents: none" in out
    assert out.count("easy") >= 2


def test_options_reach_the_rules(capsys):
    report = simulate_json(capsys, "--players", "easy,easy", "--games", "1", "--seed", "2",
                           "--option", "target=150")
    assert max(s["points"] for s in report["seats"]) >= 150


def test_progress_bar_on_request(capsys):
    assert main(["simulate", "--games", "2", "--seed", "1", "--progress", "--json"]) == 0
    captured = capsys.readouterr()
    assert "2/2 matches" in captured.err
    json.loads(captured.out)


def test_third_party_bot_by_module_path():
    out = subprocess.run(
        [sys.executable, "-m", "game", "simulate", "--players",
         "examples.example_bot:ExampleBot,easy", "--games", "2", "--seed", "4", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["seats"][0]["player"] == "examples.example_bot:ExampleBot"
    assert report["incidents"] == []
    assert sum(s["wins"] for s in report["seats"]) == 2


@pytest.mark.parametrize("wins,n", [(0, 10), (5, 10), (10, 10), (130, 200)])
def test_wilson_interval(wins, n):
    low, high = wilson(wins, n)
    assert 0 <= low <= wins / n <= high <= 1
    assert high - low < 0.65


def test_wilson_known_value():
    low, high = wilson(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
