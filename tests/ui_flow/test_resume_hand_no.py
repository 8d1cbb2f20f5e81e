"""Between two hands the match resumes at the next one: the "not finished" question said
"the Gin-Rami match (hand 3) is not finished" of a match whose hand 3 was already scored,
and Continue's line named the scored hand too (a play-tester)."""

from __future__ import annotations

from game.core.phase import OVER_PHASES
from game.ui import i18n
from game.ui.guards import _unfinished_summary
from game.ui.persist_words import resumed_hand_no
from game.ui.session import Session
from tests.ui_variants.helpers import play_until


def test_between_hands_the_next_hand_is_named(launched):
    app = launched()
    session = Session.create("classic", {}, "ai", ["Ann", "Bot"], "easy", seed=11,
                             human_seats=[])
    app.on_new_session(session)
    app.session = session
    assert play_until(session, lambda e: e.phase in OVER_PHASES and e.deal_no == 0)
    assert session.view(None).phase == "hand-over" and session.view(None).hand_no == 1
    summary = _unfinished_summary(app)
    assert resumed_hand_no(summary["hand_no"], summary["phase"]) == 2
    menu = app.scenes.top
    assert menu.name == "menu"
    assert i18n._("Return to {game}, hand {n}: {scores}").split("{")[0] in \
        menu.continue_help() and ", hand 2:" in menu.continue_help()
