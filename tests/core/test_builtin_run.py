"""`Match.run` between built-in levels takes one tight loop (no broadcasting, no circle
watch); it must play exactly the match that stepping plays, and check an answer that is not
one of the listed actions as `step` does."""

from __future__ import annotations

import pytest

from game.core.actions import Discard
from game.core.cards import ALL_CARDS
from game.match import Match
from game.players import make_player
from game.players.easy import EasyPlayer
from game.variants import rules_for


def players(levels: list[str]) -> list:
    return [make_player(level, seed=7 + i) for i, level in enumerate(levels)]


def stepped(variant: str, levels: list[str], seed: int) -> Match:
    match = Match(rules_for(variant), players(levels), seed=seed)
    while not match.is_over:
        match.step()
    return match


@pytest.mark.parametrize("variant, levels", [
    ("classic", ["easy", "medium"]),
    ("oklahoma", ["easy", "easy"]),
    ("three-player", ["easy", "medium", "easy"]),
    ("gin-rami", ["medium", "easy"]),
    ("rami", ["easy", "medium", "easy"]),
])
def test_run_plays_the_match_that_stepping_plays(variant, levels):
    match = Match(rules_for(variant), players(levels), seed=11)
    assert match._quiet_builtins()
    match.run()
    reference = stepped(variant, levels, 11)
    assert match.is_over
    assert match.engine.log == reference.engine.log
    assert match.engine.events == reference.engine.events
    assert [len(s.decisions) for s in match.stats] == \
        [len(s.decisions) for s in reference.stats]
    assert not match.incidents


def test_a_listener_or_a_human_seat_takes_the_stepping_way():
    match = Match(rules_for("classic"), players(["easy", "easy"]), seed=3)
    heard: list = []
    match.listeners.append(heard.extend)
    assert not match._quiet_builtins()
    match.run()
    assert heard == match.engine.events  # every event reached the listener
    assert not Match(rules_for("classic"), [None, make_player("easy")], seed=3)._quiet_builtins()


def test_an_equal_action_that_is_not_the_listed_object_is_accepted(monkeypatch):
    original = EasyPlayer._choose_gin

    def copied(self, view, legal):
        action = original(self, view, legal)
        return Discard(action.card) if type(action) is Discard else action

    monkeypatch.setattr(EasyPlayer, "_choose_gin", copied)
    match = Match(rules_for("classic"), players(["easy", "easy"]), seed=5)
    match.run()
    monkeypatch.setattr(EasyPlayer, "_choose_gin", original)
    assert not match.incidents
    assert match.engine.log == stepped("classic", ["easy", "easy"], 5).engine.log


def test_an_illegal_answer_in_the_loop_replaces_the_seat(monkeypatch):
    original = EasyPlayer._choose_gin
    seats = players(["easy", "medium"])

    def wrong(self, view, legal):
        action = original(self, view, legal)
        if self is seats[0] and type(action) is Discard:  # a card it does not hold
            return Discard(next(c for c in ALL_CARDS if c not in view.hand))
        return action

    monkeypatch.setattr(EasyPlayer, "_choose_gin", wrong)
    match = Match(rules_for("classic"), seats, seed=5)
    match.run()
    assert match.is_over
    assert [i.seat for i in match.incidents] == [0]
    assert "illegal action" in match.incidents[0].problem
    assert type(match.players[0]).__name__ == "MediumPlayer"
