"""Between two hands the match is said to be "after hand N": the "not finished" question said
"the Gin-Rami match (hand 3) is not finished" of a match whose hand 3 was already scored (a
play-tester); naming the next hand instead ("hand 4") read wrong too, since Continue opens
hand 3's score screen (another play-tester)."""

from __future__ import annotations

from game.core.phase import OVER_PHASES
from game.ui import i18n
from game.ui.guards import ask_before_abandoning
from game.ui.persist_words import scored_last
from game.ui.session import Session
from tests.ui_variants.helpers import play_until


def test_between_hands_the_scored_hand_is_named(launched):
    app = launched()
    session = Session.create("classic", {}, "ai", ["Ann", "Bot"], "easy", seed=11,
                             human_seats=[])
    app.on_new_session(session)
    app.session = session
    assert play_until(session, lambda e: e.phase in OVER_PHASES and e.deal_no == 0)
    view = session.view(None)
    assert view.phase == "hand-over" and view.hand_no == 1
    assert scored_last(view.hand_no, view.phase)
    assert not scored_last(1, "draw") and not scored_last("?", "hand-over")
    menu = app.scenes.top
    assert menu.name == "menu"
    assert i18n._("Return to {game}, after hand {n}. {scores}").split("{")[0] in \
        menu.continue_help() and ", after hand 1. " in menu.continue_help()
    assert ask_before_abandoning(app, lambda: None)
    asked = app.scenes.top.question
    assert "match stopped after hand 1 and is not finished" in asked, asked
    assert ") (" not in asked      # the variant's title has brackets of its own
