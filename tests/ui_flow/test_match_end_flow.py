"""A match played to its end in the real app (persistence attached, as the setup starts one)
reaches the match-over screen. The match's last batch of events turned the autosave off from
inside the broadcast, which shifted the listeners under the loop: the table never heard the
match end, kept showing the last turn and asked a computer to play on after the end (100
failures a second, no result, Continue greyed out). Every match in the real game froze so."""

from __future__ import annotations

import logging
import time

import pytest

from game.match import Match
from game.players import make_player
from game.ui.session import Session
from game.ui.table import make_table


def _play_to_the_end(app, session, limit: int = 40000) -> list[str]:
    app.on_new_session(session)          # as the setup's Start does: autosave, statistics
    app.session = session
    table = make_table(app, session, autoplayer=make_player("medium", seed=2))
    app.scenes.push(table)
    seen = []
    for _ in range(limit):
        app.step()
        top = app.scenes.top
        if not seen or seen[-1] != top.name:
            seen.append(top.name)
        if top.name == "score":
            top.on_next()
        if top.name == "match-over":
            return seen
        time.sleep(0.0002)
    raise AssertionError(f"no match-over screen: scenes {seen[-6:]}, "
                         f"engine {session.engine.phase}")


@pytest.mark.parametrize("variant, seats, options", [
    ("rami", 2, {"match_hands": 1}), ("rami", 4, {"match_hands": 1, "rami_arret": True}),
    ("classic", 2, {"target": 50}), ("oklahoma", 2, {"target": 50})])
def test_the_match_end_reaches_the_match_over_screen(launched, caplog, variant, seats,
                                                      options):
    app = launched()
    session = Session.create(variant, options, "ai", None, "hard", seats=seats, seed=4)
    with caplog.at_level(logging.ERROR):
        seen = _play_to_the_end(app, session)
    assert session.engine.is_over and seen[-1] == "match-over"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


def test_every_listener_hears_a_batch_when_one_removes_another():
    heard: list[str] = []
    match = Match.__new__(Match)
    match.players, match.listeners = [], []

    def first(events):
        heard.append("first")

    def remover(events):   # the autosave is turned off at the match's end
        heard.append("remover")
        match.listeners[:] = [f for f in match.listeners if f is not first]

    def last(events):
        heard.append("last")

    match.listeners[:] = [first, remover, last]
    match._broadcast([])
    assert heard == ["first", "remover", "last"]
    assert match.listeners == [remover, last]


def test_a_computer_is_not_asked_to_play_after_the_end():
    """Asked anyway, the match says the match is over (a player's own code crashed on an
    empty list of legal actions)."""
    from game.core.errors import IllegalActionError

    session = Session.create("classic", {"target": 50}, "ai", None, "hard", seed=4,
                             human_seats=[])
    session.match.run()
    with pytest.raises(IllegalActionError) as err:
        session.ask(1)
    assert err.value.rule == "match-over"
