"""The post-hand review: at most five decisions, each with a cost ≥ 0, from the player's view."""

from __future__ import annotations

import dataclasses
import random
import threading

import pytest

from game.coach.review import (
    MAX_DECISIONS,
    Cancelled,
    HandRecord,
    determinize,
    review,
    review_in_thread,
)
from game.match import Match
from game.players import make_player
from game.variants.presets import rules_for


def _played_hand(variant: str, seed: int, level: str = "easy") -> HandRecord:
    """One hand where seat 0 is played by `level` and recorded, against `hard`."""
    match = Match(rules_for(variant), [None, make_player("hard", seed=seed)], seed=seed)
    me = make_player(level, seed=seed + 1)
    record = HandRecord(0)
    match.next_hand()
    while match.engine.phase not in ("hand-over", "match-over"):
        if match.human_to_act():
            action = me.choose(match.engine.view(0), match.engine.legal_actions())
            record.note(match.engine, 0, action)
            match.apply_human(action)
        else:
            match.step()
    return record


@pytest.mark.parametrize("variant", ["classic", "gin-rami", "rami"])
def test_review_lists_at_most_five_decisions_with_a_cost_of_at_least_zero(variant):
    seen = []
    for seed in range(3):
        record = _played_hand(variant, seed)
        assert record.decisions
        steps = []
        result = review(record, seed=seed, rollouts=4, progress=steps.append)
        assert len(result) <= MAX_DECISIONS
        assert all(d.cost >= 0 for d in result)
        assert [d.cost for d in result] == sorted((d.cost for d in result), reverse=True)
        for d in result:
            assert d.played != d.preferred
            made = record.decisions[d.index]
            assert d.hand == made.view.hand
            # when it was made: the player's turn (their discards before it, plus one), the
            # stock then, or the lay-offs
            ends = sum(type(e.played).__name__ in ("Discard", "Knock", "BigGin", "GoOut")
                       for e in record.decisions[:d.index])
            assert (d.turn, d.stock) == (ends + 1, made.view.stock_size)
            assert d.laying_off == (made.view.phase == "layoff")
        assert steps and steps[-1] == pytest.approx(1.0)
        seen += result
    assert seen, "an easy player never made a costly decision in nine hands"


@pytest.mark.parametrize("variant", ["classic", "gin-only", "gin-rami", "rami"])
def test_a_hand_played_as_the_hint_says_costs_nothing(variant):
    # every decision played as the Hint button tells it (a knock as the table plays it, the
    # engine laying the melds): the review never lists a hinted move, whatever its seed
    from game.coach.hint import hint
    from game.core.actions import Knock

    record = _played_hand(variant, 5, level="hard")
    played = []
    for d in record.decisions:
        a = hint(d.view, d.legal).action
        played.append(Knock(a.card) if isinstance(a, Knock) else a)
    record.decisions = [dataclasses.replace(d, played=a)
                        for d, a in zip(record.decisions, played, strict=True)]
    for seed in (0, 1, 7):
        assert review(record, seed=seed, rollouts=2) == []


def test_determinizing_keeps_the_players_view_and_redeals_the_rest():
    record = _played_hand("classic", 2)
    decision = record.decisions[len(record.decisions) // 2]
    snap = decision.snapshot
    changed = False
    for k in range(5):
        deal = determinize(snap, 0, random.Random(k))
        assert deal.view(0) == snap.view(0)
        assert sorted(deal.hands[1] + deal.stock) == sorted(snap.hands[1] + snap.stock)
        assert all(c in deal.hands[1] for c in snap.known[1])
        changed = changed or deal.hands[1] != snap.hands[1]
    assert changed


def test_review_can_be_cancelled_and_runs_off_the_calling_thread():
    record = _played_hand("classic", 1)
    flag = threading.Event()
    flag.set()
    with pytest.raises(Cancelled):
        review(record, cancel=flag)
    thread, _cancel, box = review_in_thread(record, seed=1)
    thread.join(30)
    assert not thread.is_alive()
    assert "result" in box and box["progress"] == pytest.approx(1.0)


def test_the_review_is_worded_for_the_score_screen():
    from game.ui.coach_words import action_text, review_lines

    assert review_lines([]) == ["No costly decisions"]
    record = _played_hand("classic", 0)
    result = review(record, seed=0, rollouts=4) or review(_played_hand("classic", 1), seed=1)
    lines = review_lines(result)
    assert len(lines) == len(result)
    for line, d in zip(lines, result, strict=True):
        assert action_text(d.played) in line and action_text(d.preferred) in line


def test_an_undo_drops_the_decisions_it_took_back():
    record = _played_hand("classic", 3)
    n = len(record.decisions)
    last = record.decisions[-1]
    record.rewind(last.at)
    assert len(record.decisions) == n - 1 and last not in record.decisions
