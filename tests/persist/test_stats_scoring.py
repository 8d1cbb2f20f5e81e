"""A Hollywood match was counted with the classic races ("Gin Rummy (classic) / Versus medium
computer", nothing saying Hollywood), its net of several hundred set beside the races' margins
(a play-tester). A match scored otherwise than its variant's own way has records of its own;
statistics files written before (no such records) load as they were."""

from __future__ import annotations

import json

from persist_helpers import Driver, mid_hand, new_match

from game.persist import stats as stats_store
from game.persist.saves import autosave_path, save_match, try_load_match


def _finished(**options):
    match = new_match("classic", seed=5, **options)
    Driver(match).until(lambda e: e.is_over, limit=200_000)
    return match


def test_a_finished_hollywood_match_has_its_own_record():
    stats = stats_store.record_finished_match(_finished(scoring="hollywood"), human_seat=0)
    assert "classic" not in stats.records
    record = stats.records["classic+hollywood"]["ai-easy"]
    assert record.matches_played == 1 and record.hands_played > 0


def test_a_classic_match_stays_where_it_was():
    stats = stats_store.record_finished_match(_finished(), human_seat=0)
    assert list(stats.records) == ["classic"]


def test_the_keys():
    assert stats_store.record_key("classic", "classic") == "classic"
    assert stats_store.record_key("classic", None) == "classic"
    assert stats_store.record_key("oklahoma", "hollywood") == "oklahoma+hollywood"
    assert stats_store.record_key("gin-rami", "columns") == "gin-rami"   # 003's own scoring
    assert stats_store.record_key("no-such-variant", "hollywood") == "no-such-variant"
    assert stats_store.split_key("classic+hollywood") == ("classic", "hollywood")
    assert stats_store.split_key("classic") == ("classic", None)


def test_a_cut_hollywood_save_is_abandoned_under_hollywood():
    match = new_match("classic", seed=7, scoring="hollywood")
    Driver(match).until(mid_hand(1, 6))
    content = save_match(match).read_bytes()
    # cut as a play-tester did (truncate -s 1500): the rules, the moves, the summary lost
    cut = content[:1500]
    assert b'"summary"' not in cut and b'"log"' not in cut
    autosave_path().write_bytes(cut)
    assert not try_load_match().ok
    stats = stats_store.load_stats()
    assert {(v, m): r.matches_abandoned for v, m, r in stats.rows()} == {
        ("classic+hollywood", "ai-easy"): 1}


def test_an_older_save_names_its_scoring_in_its_rules():
    document = {"variant": "classic", "seats": [{"player": "human"}, {"player": "easy"}],
                "created": "x", "journal": "y", "rules": {"scoring": "hollywood"}}
    assert stats_store.record_abandoned(document)
    assert "classic+hollywood" in stats_store.load_stats().records


def test_an_older_statistics_file_loads_as_before(tmp_path):
    old = {"format": 1, "seen": [], "records": {"classic": {"ai-medium": {
        "matches_played": 2, "matches_won": 1, "best_match": 540, "matches_abandoned": 1}}}}
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(old))
    stats = stats_store.load_stats(path)
    assert list(stats.records) == ["classic"]
    record = stats.records["classic"]["ai-medium"]
    assert (record.matches_played, record.best_match, record.matches_abandoned) == (2, 540, 1)


def test_a_cut_ending_on_an_inner_brace_reads_as_truncated(tmp_path):
    """A save cut right after a seat's "}" was called damaged, not cut short (the parser
    wanted more at the very end: it was cut short)."""
    from game.persist.jsonfile import BadFile, read_json_object

    path = tmp_path / "autosave.json"
    path.write_text('{\n "seats": [\n  {\n   "player": "easy"\n  }')
    try:
        read_json_object(path)
    except BadFile as exc:
        assert exc.problem.id == "truncated"
    else:
        raise AssertionError("read a cut file")
    path.write_text('{"a": 1}}')   # a whole object and more: not a cut
    try:
        read_json_object(path)
    except BadFile as exc:
        assert exc.problem.id == "not-json"
