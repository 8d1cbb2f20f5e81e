"""A third-party bot that fails during the match is replaced by the built-in AI, and the table
says so once, in a notice over the table (it used to be replaced without a word)."""

from __future__ import annotations

from game.match import FALLBACK_LEVEL
from game.players import make_player
from game.players.medium import MediumPlayer
from game.ui.scenes.ask import NoticeScene
from game.ui.session import Session
from game.ui.table import make_table
from tests.players.fakebots import Raises


def test_a_failing_bot_is_told_once_and_the_match_goes_on(app):
    session = Session.create("classic", {}, "ai", ["Ann", "Bob"], "medium", seed=4)
    session.match.players[1] = Raises()   # raises at its fourth choice
    session.match.trusted[1] = False
    table = make_table(app, session)
    app.scenes.push(table)
    me = make_player("medium", seed=5)
    notices = []
    for _ in range(6000):
        app.step()
        top = app.scenes.top
        if isinstance(top, NoticeScene):
            notices.append(top.question)
            app.scenes.pop()              # the player presses OK
            continue
        e = session.engine
        if e.is_over or e.deal_no > 0:
            break
        if table.settled and not table.intents and e.to_act == 0 and \
                e.phase in ("offer", "draw", "discard"):
            session.match.apply_human(me.choose(e.view(0), e.legal_actions()))
    assert len(session.match.incidents) == 1
    assert isinstance(session.match.players[1], MediumPlayer)
    assert len(notices) == 1
    assert notices[0].startswith("Bob: the bot stopped working")
    assert f"built-in {FALLBACK_LEVEL.capitalize()} computer plays instead" in notices[0]
    assert session.replacement_notices() == []      # told once only
