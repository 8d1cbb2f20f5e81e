"""`tools/hard_leaks.py` studies the tournament's own games, and its replays of the other
choice never disturb the match being played."""

from __future__ import annotations

from game.tournament import run_tournament
from tools.hard_leaks import study


def test_it_plays_the_tournaments_games():
    found = study(2026, 2)
    table = run_tournament(["medium", "hard"], deals=2, seed=2026)
    assert found.games == 4
    assert found.wins == table.pairs[("hard", "medium")].score
    # four matches to 100 points: several hands each, every one filed by how it ended
    assert sum(n for n, _ in found.ends.values()) >= 4 * 3
    scored = sum(pts for name, (_, pts) in found.ends.items() if "hard scores" in name)
    assert scored >= 100 * found.wins


def test_replaying_the_other_choice_leaves_the_match_as_it_was():
    plain = study(2031, 1)
    replayed = study(2031, 1, counterfactual=True)
    assert replayed.wins == plain.wins
    assert replayed.ends == plain.ends
    kinds = {key[0] for key in replayed.choices}
    assert {"take", "leave"} <= kinds and kinds & {"knock", "wait"}
    assert sum(row[0] for row in replayed.choices.values()) > 20
