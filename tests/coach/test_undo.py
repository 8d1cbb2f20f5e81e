"""Undo takes back only the player's own actions that showed nothing new."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.coach.undo import undo_available, undo_entries, undo_plan
from game.core.actions import Draw, Knock
from game.core.events import Discarded, Drew, LaidOff, Melded, Passed
from game.core.families import new_game
from game.match import Match
from game.persist.saves import match_from_dict, match_to_dict
from game.players import make_player
from game.variants.presets import rules_for

QUIET = (Drew, Discarded, Passed, LaidOff, Melded)


def _actors_and_events(match):
    """Per logged action: the seat that played it and its events (an independent replay)."""
    engine = new_game(match.rules, match.engine.seats, match.engine.seed)
    out = []
    for action in match.engine.log:
        seat = engine.to_act
        out.append((seat, engine.apply(action)))
    return out


def _vs_computer(variant: str, seed: int, level: str = "hard") -> Match:
    rules = rules_for(variant)
    seats = rules.min_players
    players = [None] + [make_player(level, seed=seed + i) for i in range(1, seats)]
    return Match(rules, players, seed=seed)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), variant=st.sampled_from(["classic", "oklahoma",
                                                              "gin-rami", "rami"]),
       undo_rate=st.floats(0.05, 0.6))
def test_undo_never_restores_a_state_after_a_stock_draw_or_a_reveal(seed, variant,
                                                                   undo_rate):
    match = _vs_computer(variant, seed, "medium")  # undo does not depend on the level
    rng = random.Random(seed)
    human = make_player("medium", seed=seed)
    undos = 0
    for _ in range(150):
        if match.is_over:
            break
        if rng.random() < undo_rate:
            before_log = list(match.engine.log)
            history = _actors_and_events(match)
            steps = rng.choice([1, 2, None])
            undone = match.undo(0, steps)
            keep = len(match.engine.log)
            assert match.engine.log == before_log[:keep]
            assert len(undone) == len(before_log) - keep
            for (seat, events), action in zip(history[keep:], before_log[keep:], strict=True):
                assert seat == 0, "an opponent's move was undone"
                assert action != Draw("stock") and not isinstance(action, Knock)
                assert all(isinstance(e, QUIET) for e in events), events
                assert not any(isinstance(e, Drew) and e.source == "stock" for e in events)
            if before_log and not undone:
                seat, events = history[-1]
                last = before_log[-1]
                assert (seat != 0 or last == Draw("stock") or not all(
                    isinstance(e, QUIET) for e in events) or isinstance(last, Knock)
                    or type(last).__name__ not in ("Draw", "Discard", "Pass", "Meld",
                                                   "LayOff"))
            if undone:
                undos += 1
                fresh = new_game(match.rules, match.engine.seats, match.engine.seed)
                for a in match.engine.log:
                    fresh.apply(a)
                assert fresh.view(0) == match.engine.view(0)
        if match.seat_to_act() is None:
            match.next_hand()
        elif match.human_to_act():
            view = match.engine.view(0)
            match.apply_human(human.choose(view, match.engine.legal_actions()))
        else:
            match.step()
    assert len(undo_entries(match.meta.get("undos"))) == undos


def test_a_stock_draw_cannot_be_undone():
    match = _vs_computer("classic", 4)
    for _ in range(200):
        if match.human_to_act() and Draw("stock") in match.engine.legal_actions() \
                and match.engine.phase == "draw":
            match.apply_human(Draw("stock"))
            assert undo_plan(match.engine, 0) is None
            assert match.undo(0) == ()
            return
        if match.seat_to_act() is None:
            match.next_hand()
        elif match.human_to_act():
            view = match.engine.view(0)
            match.apply_human(make_player("medium", seed=1).choose(
                view, match.engine.legal_actions()))
        else:
            match.step()
    raise AssertionError("the human never drew from the stock")


def _to_human_discard(match):
    """Play until the human took the top discard; returns that discard's card."""
    human = make_player("medium", seed=2)
    for _ in range(400):
        if match.seat_to_act() is None:
            match.next_hand()
        elif match.human_to_act():
            legal = match.engine.legal_actions()
            if Draw("discard") in legal and match.engine.phase == "draw":
                top = match.engine.view(0).discard_top
                match.apply_human(Draw("discard"))
                return top
            match.apply_human(human.choose(match.engine.view(0), legal))
        else:
            match.step()
    raise AssertionError("no chance to take the discard")


def test_taking_the_discard_and_discarding_are_undone_until_the_computer_moves():
    match = _vs_computer("classic", 8)
    top = _to_human_discard(match)
    discard = next(a for a in match.engine.legal_actions() if type(a).__name__ == "Discard"
                   and a.card != top)
    match.apply_human(discard)
    assert [str(a) for a in undo_plan(match.engine, 0).undone] == ["draw discard",
                                                                    str(discard)]
    assert match.undo(0) == (discard,)
    assert match.undo(0) == (Draw("discard"),)
    assert match.engine.view(0).discard_top == top
    # after the computer moved, the human's discard is final
    match.apply_human(Draw("discard"))
    match.apply_human(discard)
    match.step()
    assert match.undo(0) == ()


def test_the_save_keeps_the_shorter_log_and_the_undo_record():
    match = _vs_computer("classic", 8)
    _to_human_discard(match)
    match.undo(0)
    data = match_to_dict(match)
    assert data["log"] == [str(a) for a in match.engine.log]
    assert data["undos"] == [{"at": len(match.engine.log), "seat": 0,
                              "undone": ["draw discard"]}]
    again, _ = match_from_dict(data)
    assert again.engine.log == match.engine.log
    assert again.meta["undos"] == data["undos"]


def test_hot_seat_has_no_undo_and_a_counted_match_needs_the_setup_switch():
    rules = rules_for("classic")
    hot = Match(rules, [None, None], seed=1)
    assert not undo_available(hot, 0) and not undo_available(hot, 1)
    assert not undo_available(hot, 0, counted=True, allow_counted=True)
    hot.next_hand()
    seat = hot.seat_to_act()
    hot.apply_human(next(a for a in hot.engine.legal_actions() if str(a) == "pass"))
    assert undo_plan(hot.engine, seat) is not None  # a quiet action, but hot-seat:
    assert hot.undo(seat) == () and len(hot.engine.log) == 2
    vs = Match(rules, [None, make_player("hard", seed=1)], seed=1)
    assert undo_available(vs, 0)
    assert not undo_available(vs, 1)
    assert not undo_available(vs, 0, counted=True)
    assert undo_available(vs, 0, counted=True, allow_counted=True)


def test_replay_of_a_save_shows_the_undo_where_it_happened(capsys, tmp_path):
    from game.__main__ import main
    from game.persist.saves import save_match

    match = _vs_computer("classic", 8)
    _to_human_discard(match)
    at = len(match.engine.log)
    match.undo(0)
    match.apply_human(Draw("stock"))
    path = save_match(match, tmp_path / "undo.json")
    assert main(["replay", str(path), "--ascii"]) == 0
    lines = capsys.readouterr().out.splitlines()
    undo_line = next(i for i, line in enumerate(lines) if "took back: Take the top discard" in line)
    assert at - 1 == match.meta["undos"][0]["at"]
    # the undo comes right before the move that replaced it (the stock draw)
    assert "stock" in lines[undo_line + 1]


def test_no_undo_against_a_third_party_bot_but_against_the_lessons_computer():
    """A third-party bot runs as a `RemoteBot` of `game.players.sandbox`: the module check
    took it for a built-in player and offered undo, though such a bot may remember what an
    undo takes away (the table's own words: "No undo against a bot from outside the
    game"). The lessons' scripted computer says it is `undo_safe`: its move follows from
    the log."""
    from game.players.sandbox import RemoteBot
    from game.ui.guided import ScriptedPlayer

    rules = rules_for("classic")
    bot = object.__new__(RemoteBot)          # its class is what counts (no process here)
    assert not undo_available(Match(rules, [None, bot], seed=1), 0)
    scripted = object.__new__(ScriptedPlayer)
    assert undo_available(Match(rules, [None, scripted], seed=1), 0)
