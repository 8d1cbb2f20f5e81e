"""A save that cannot be resumed counts as an abandoned match, as one given up for a new game
does (a play-tester: a truncated save vanished from the statistics, where discarding a valid
unfinished one is counted); the player is told, and nothing else is lost."""

from __future__ import annotations

import json

import pytest
from persist_helpers import Driver, mid_hand, new_match

from game.persist import stats as stats_store
from game.persist.saves import (
    abandon_saved_match,
    autosave_path,
    has_saved_match,
    save_match,
    try_load_match,
)
from game.ui.persist_words import problems_text


def _saved(variant: str = "classic", humans=(0,)) -> bytes:
    match = new_match(variant, seed=7, humans=humans)
    Driver(match).until(mid_hand(1, 6))
    return save_match(match).read_bytes()


def _abandoned() -> dict[tuple[str, str], int]:
    stats = stats_store.load_stats()
    return {(v, m): r.matches_abandoned for v, m, r in stats.rows() if r.matches_abandoned}


def _given_up_for_a_new_game(content: bytes) -> dict[tuple[str, str], int]:
    """What discarding a readable save of the same match counts (the reference)."""
    autosave_path().write_bytes(content)
    assert abandon_saved_match()
    counted = _abandoned()
    stats_store.reset_stats()
    return counted


CUTS = {
    "truncated in the moves": lambda b: b[:len(b) * 2 // 3],
    "cut in the rules": lambda b: b[:b.index(b'"rules"') + 200],
    "a move refused": lambda b: json.dumps({**json.loads(b), "log": ["discard AS"]}).encode(),
    "newer format": lambda b: json.dumps({**json.loads(b), "format": 99}).encode(),
}


@pytest.mark.parametrize("case", sorted(CUTS))
def test_a_save_that_cannot_be_resumed_counts_as_abandoned(case):
    content = _saved()
    expected = _given_up_for_a_new_game(content)
    assert expected == {("classic", "ai-easy"): 1}
    autosave_path().write_bytes(CUTS[case](content))
    result = try_load_match()
    assert not result.ok and not has_saved_match()
    assert _abandoned() == expected
    text = problems_text(result.problems)
    assert "counts as abandoned in your statistics" in text and "nothing else is lost" in text
    assert result.backup is not None and result.backup.name in text   # kept, never deleted


def test_it_is_counted_once_and_other_records_are_kept():
    content = _saved()
    stats = stats_store.load_stats()
    stats.get("classic", "ai-easy").matches_won = 3
    stats_store.save_stats(stats)
    autosave_path().write_bytes(content[:len(content) // 2])
    try_load_match()
    record = stats_store.load_stats().get("classic", "ai-easy")
    assert (record.matches_abandoned, record.matches_won) == (1, 3)
    # the same damaged file again (copied back by hand): not counted twice
    autosave_path().write_bytes(content[:len(content) // 2])
    try_load_match()
    assert stats_store.load_stats().get("classic", "ai-easy").matches_abandoned == 1


def test_giving_up_a_damaged_save_for_a_new_game_counts_it_and_keeps_the_file():
    content = _saved()
    autosave_path().write_bytes(content[:len(content) // 2])
    assert abandon_saved_match()
    assert _abandoned() == {("classic", "ai-easy"): 1}
    assert not has_saved_match()          # the new game's save starts afresh ...
    kept = [p for p in autosave_path().parent.iterdir()
            if p.name.startswith("autosave.json.corrupt-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content[:len(content) // 2]   # ... kept


@pytest.mark.parametrize("content", [b"", b"\x00\xff" * 40, b"{this is not json",
                                     b'{"format": 2, "variant": "snap", "seats": ['
                                     b'{"player": "human", "name": "A"}]}'],
                         ids=["empty", "garbage", "not-json", "unknown-variant"])
def test_a_file_that_says_nothing_of_a_known_match_is_not_counted(content):
    autosave_path().write_bytes(content)
    result = try_load_match()
    assert not result.ok and not has_saved_match()
    assert _abandoned() == {}
    text = problems_text(result.problems)
    assert "abandoned" not in text and "New game" in text


def test_no_person_at_the_table_or_a_finished_match_counts_nothing():
    computers = _saved(humans=())
    autosave_path().write_bytes(computers[:len(computers) // 2])
    try_load_match()
    finished = json.loads(_saved())
    finished["summary"]["over"] = True
    finished["log"].append("fly away")
    autosave_path().write_text(json.dumps(finished))
    try_load_match()
    assert _abandoned() == {}
