"""Hints and undos used in a match are counted in the statistics; undo marks the match."""

from __future__ import annotations

from game.coach.usage import enable_undo, note_hint, usage_of
from game.match import play_headless
from game.persist.saves import match_from_dict, match_to_dict
from game.persist.stats import Stats, load_stats, record_finished_match
from game.variants.presets import rules_for


def _finished_match(seed: int = 3):
    return play_headless(rules_for("classic"), ["medium", "medium"], seed=seed, budget=None)


def test_a_finished_match_records_its_hints_and_undos_and_is_marked_with_undo():
    match = _finished_match()
    note_hint(match)
    note_hint(match)
    enable_undo(match)
    match.meta["undo_count"] = 3
    stats = record_finished_match(match, human_seat=0)
    record = stats.total("classic")
    assert (record.hints_used, record.undos, record.matches_with_undo) == (2, 3, 1)
    # recorded once only, and kept in stats.json
    record_finished_match(match, human_seat=0)
    again = load_stats().total("classic")
    assert (again.hints_used, again.undos, again.matches_with_undo) == (2, 3, 1)


def test_a_match_without_coaching_is_not_marked():
    stats = record_finished_match(_finished_match(4), human_seat=0)
    record = stats.total("classic")
    assert record.matches_played == 1
    assert (record.hints_used, record.undos, record.matches_with_undo) == (0, 0, 0)


def test_older_stats_files_without_the_coach_counts_still_load():
    data = {"format": 1, "records": {"classic": {"ai-hard": {"matches_played": 2}}},
            "seen": []}
    record = Stats.from_dict(data).get("classic", "ai-hard")
    assert record.matches_played == 2 and record.hints_used == 0


def test_the_usage_survives_a_save():
    match = _finished_match(5)
    note_hint(match)
    enable_undo(match)
    again, _ = match_from_dict(match_to_dict(match))
    assert usage_of(again.meta) == usage_of(match.meta)
    assert usage_of(again.meta).with_undo and usage_of(again.meta).hints == 1
