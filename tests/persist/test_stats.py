"""Statistics accumulate correctly from real matches and survive bad files."""

from __future__ import annotations

import json

import pytest

from game.core.events import HandScored
from game.match import Match
from game.persist.stats import (
    Record,
    Stats,
    load_stats,
    mode_for,
    mode_for_match,
    read_stats,
    record_finished_match,
    record_hand,
    record_match,
    reset_stats,
    save_stats,
    stats_path,
)
from game.players import make_player
from game.ui.persist_words import problems_text
from game.variants import rules_for


def play_recording(variant: str, seed: int, stats: Stats, seat: int = 0) -> Match:
    """Play an easy-vs-easy match, recording each hand as it ends (as the UI would) and the
    match at the end."""
    rules = rules_for(variant)
    match = Match(rules, [make_player("easy", seed=seed * 7 + i)
                          for i in range(rules.min_players)], seed=seed)
    mode = mode_for_match(match, seat)

    def on_events(events):
        if any(isinstance(e, HandScored) for e in events):
            record_hand(stats, match.engine.hand_events, seat, variant, mode,
                        match_id=match.engine.seed)

    match.listeners.append(on_events)
    match.run()
    record_match(stats, match.engine.events, seat, variant, mode, match_id=match.engine.seed)
    return match


def expected_from_scorers(matches, seat: int = 0) -> Record:
    """The same numbers computed from the scorers' own bookkeeping, not from the events."""
    exp = Record()
    for m in matches:
        sc = m.engine.scorer
        real = [r for r in sc.history if not r.void and seat in r.players]
        exp.matches_played += 1
        exp.hands_played += len(real)
        exp.hands_won += sum(r.winner == seat for r in real)
        exp.gins += sum(r.winner == seat and r.kind in ("gin", "big-gin") for r in real)
        exp.undercuts += sum(r.winner == seat and r.kind == "undercut" for r in real)
        # (two players: the one an undercut does not pay knocked)
        exp.undercuts_suffered += sum(r.winner != seat and r.kind == "undercut" for r in real)
        exp.hand_points += sum(r.points for r in real if r.winner == seat)
        if sc.winner == seat:
            exp.matches_won += 1
            exp.best_match = max(exp.best_match or 0, sc.net)
    return exp


def test_classic_stats_match_the_scorers():
    stats = Stats()
    matches = [play_recording("classic", seed, stats) for seed in range(1, 7)]
    got = stats.get("classic", "ai-easy")
    exp = expected_from_scorers(matches)
    assert got == exp
    assert got.matches_played == 6 and 0 < got.matches_won < 6  # both outcomes occurred
    assert got.gins > 0 or got.undercuts > 0
    assert got.hand_points == sum(m.engine.scorer.totals[0] for m in matches)
    assert got.average_hand_score == pytest.approx(got.hand_points / got.hands_played)
    assert stats.total() == got


def test_undercuts_are_counted_both_ways():
    """An undercut the player made and one made against the player's knock are told apart
    ("Undercuts 1" did not say whose: a play-tester had made one and suffered one)."""
    stats = Stats()
    matches = [play_recording("classic", seed, stats) for seed in (11, 13)]
    got = stats.get("classic", "ai-easy")
    made = sum(r.winner == 0 and r.kind == "undercut"
               for m in matches for r in m.engine.scorer.history)
    suffered = sum(r.winner == 1 and r.kind == "undercut"
                   for m in matches for r in m.engine.scorer.history)
    assert made and suffered         # both happened in these matches
    assert (got.undercuts, got.undercuts_suffered) == (made, suffered)
    # and the other seat's record sees the same hands the other way round
    other = Stats()
    for m in matches:
        record_match(other, m.engine.events, 1, "classic", "ai-easy", hands=True)
    mirror = other.get("classic", "ai-easy")
    assert (mirror.undercuts, mirror.undercuts_suffered) == (suffered, made)
    # the statistics screen says both, under a heading that says which is which
    from game.ui.scenes.stats import COLUMNS, record_cells
    cells = dict(zip(COLUMNS, record_cells(got), strict=True))
    assert cells["Undercuts won / lost"] == f"{made} / {suffered}"


def test_three_player_counts_only_hands_played():
    stats = Stats()
    matches = [play_recording("three-player", seed, stats) for seed in (2, 3)]
    got = stats.get("three-player", "ai-easy")
    assert got.hands_played == expected_from_scorers(matches).hands_played
    all_hands = sum(1 for m in matches for r in m.engine.scorer.history if not r.void)
    assert got.hands_played < all_hands  # seat 0 sat some hands out as advisor


def test_recording_twice_counts_once_and_whole_match_helper_agrees():
    incremental = Stats()
    match = play_recording("polish", 5, incremental)
    # the UI recorded each hand; recording the whole match again must not add anything
    before = json.dumps(incremental.to_dict(), sort_keys=True)
    record_match(incremental, match.engine.events, 0, "polish", "ai-easy",
                 match_id=match.engine.seed, hands=True)
    assert json.dumps(incremental.to_dict(), sort_keys=True) == before
    # the one-call helper (fresh file) gives the same record
    stats = record_finished_match(match, human_seat=0)
    assert stats.get("polish", "ai-easy") == incremental.get("polish", "ai-easy")
    stats = record_finished_match(match, human_seat=0)  # again: idempotent
    assert stats.get("polish", "ai-easy") == incremental.get("polish", "ai-easy")
    assert load_stats().get("polish", "ai-easy") == incremental.get("polish", "ai-easy")


def test_without_match_id_every_call_counts():
    stats = Stats()
    match = play_recording("classic", 3, Stats())
    for _ in range(2):
        record_match(stats, match.engine.events, 1, "classic", "hotseat", hands=True)
    once = expected_from_scorers([match], seat=1)
    got = stats.get("classic", "hotseat")
    assert got.matches_played == 2 and got.hands_played == 2 * once.hands_played


def test_modes():
    assert mode_for(["human", "easy"], 0) == "ai-easy"
    assert mode_for(["hard", "human"], 1) == "ai-hard"
    assert mode_for(["human", "easy", "medium"], 0) == "ai-medium"
    assert mode_for(["human", "expert", "hard"], 0) == "ai-expert"
    assert mode_for_match(Match(rules_for("classic"), [None, make_player("expert")]),
                          0) == "ai-expert"
    assert mode_for(["human", "human"], 0) == "hotseat"
    assert mode_for(["human", "mybots.smart:Bot"], 0) == "ai-bot"
    match = Match(rules_for("classic"), [None, make_player("medium")])
    assert mode_for_match(match, 0) == "ai-medium"
    assert mode_for_match(match, 1) == "hotseat"  # seen from the AI's seat: only a human


def test_unfinished_or_void_hands_are_not_counted():
    stats = Stats()
    match = Match(rules_for("classic"), [make_player("easy", seed=1), make_player("easy", seed=2)],
                  seed=9)
    match.step()  # dealt, nothing scored
    assert not record_hand(stats, match.engine.hand_events, 0, "classic", "ai-easy")
    assert not record_match(stats, match.engine.events, 0, "classic", "ai-easy")
    assert stats.records == {}


def test_save_load_reset_and_separate_variants():
    stats = Stats()
    play_recording("classic", 1, stats)
    play_recording("gin-only", 2, stats)
    save_stats(stats)
    loaded = load_stats()
    assert loaded.rows() == stats.rows()
    assert {v for v, _, _ in loaded.rows()} == {"classic", "gin-only"}
    left = reset_stats("classic")
    assert {v for v, _, _ in left.rows()} == {"gin-only"}
    assert load_stats().rows() == left.rows()
    assert reset_stats().rows() == [] and load_stats().rows() == []


@pytest.mark.parametrize("content", [b"{\"format\": 1, \"records\": {\"classic\": ",
                                     b"\x00\x01\x02", b"{\"format\": 1, \"records\": "
                                     b"{\"classic\": {\"ai-easy\": {\"hands_won\": -3}}}}",
                                     b"{\"format\": 99, \"records\": {}}"])
def test_bad_stats_file_is_moved_aside(content):
    stats_path().write_bytes(content)
    result = read_stats()
    assert not result.ok and result.value.rows() == []
    assert "stats.json" in problems_text(result.problems) and "start afresh" in problems_text(result.problems)
    assert result.backup.read_bytes() == content
    stats = Stats()
    play_recording("classic", 4, stats)
    save_stats(stats)
    assert load_stats().rows() == stats.rows()


def test_rami_hands_the_player_paid_for_survive_a_save_and_a_load():
    """A Rami hand the player loses counts negative points; the file written with them must
    read back whole (it was declared damaged and moved aside: every statistic lost)."""
    stats = Stats()
    for seed in range(1, 30):
        play_recording("rami", seed, stats)
        if any(r.hand_points < 0 for _v, _m, r in stats.rows()):
            break
    assert any(r.hand_points < 0 for _v, _m, r in stats.rows())
    save_stats(stats)
    result = read_stats()
    assert result.ok and not result.problems
    assert result.value.rows() == stats.rows()
