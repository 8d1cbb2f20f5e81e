"""French calls one Rami deal a *coup* (seed 002) where Gin says *main* (seed 000): the
score screen, the table's panel and feed, the log, the refusals and the menu's Continue say
the word of the table's family (a play-tester read "Main 1 sur 5" at a Rami table)."""

from __future__ import annotations

import pytest

from game.core import events as ev
from game.core.events import HandScored
from game.ui import i18n
from game.ui.feed_words import MoveFeed
from game.ui.guards import _rami
from game.ui.refusal_words import REFUSALS
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.score import ScoreScene
from game.ui.table import make_table
from game.variants.terms import CLASSIC_TERMS, RAMI_TERMS
from tests.ui_variants.helpers import TextSpy, play_until, session


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language("en")


def _after_first_hand(variant: str, seats: int):
    sess = session(variant, seats=seats, seed=3, humans=())
    assert play_until(sess, lambda e: any(isinstance(x, HandScored) for x in e.events))
    assert not sess.engine.is_over
    return sess


def _score_screen_texts(app, monkeypatch, sess) -> TextSpy:
    table = make_table(app, sess)
    app.scenes.push(table)
    table.last_scored = next(e for e in reversed(sess.engine.events)
                             if isinstance(e, HandScored))
    table.scored_shown = sess.engine.deal_no
    spy = TextSpy(monkeypatch, app.res)
    app.scenes.push(ScoreScene(app, table))
    app.step()
    return spy


def test_the_rami_score_screen_counts_coups(app, monkeypatch, french):
    spy = _score_screen_texts(app, monkeypatch, _after_first_hand("rami", 3))
    for text in ("Coup 1\u00a0:", "Coup suivant", "Coups gagnés", "dans le coup"):
        assert spy.any(text), f"{text!r} not drawn"
    assert not spy.any("Main 1") and not spy.any("Main suivante"), spy.seen


def test_the_gin_score_screen_keeps_main(app, monkeypatch, french):
    spy = _score_screen_texts(app, monkeypatch, _after_first_hand("classic", 2))
    assert spy.any("Main 1\u00a0:") and spy.any("Main suivante")
    assert not spy.any("Coup ")


def test_the_rami_tables_panel_and_feed_say_coup(app, monkeypatch, french):
    sess = session("rami", seats=3, seed=3)
    spy = TextSpy(monkeypatch, app.res)
    table = make_table(app, sess)
    app.scenes.push(table)
    app.step()
    assert spy.any("Coup 1"), spy.seen
    assert not spy.any("Main 1")
    feed = MoveFeed(["Ann", "Bob"], reader=0, terms=RAMI_TERMS)
    feed.note(ev.HandStarted(2, 1, (0, 1), ""))
    assert feed.lines()[-1].text.startswith("Coup 2\u00a0: Bob a donné")
    gin = MoveFeed(["Ann", "Bob"], reader=0, terms=CLASSIC_TERMS)
    gin.note(ev.HandStarted(2, 1, (0, 1), ""))
    assert gin.lines()[-1].text.startswith("Main 2\u00a0: Bob a donné")


def test_refusals_and_questions_follow_the_family(french):
    assert REFUSALS["hand-over"](RAMI_TERMS, {}).startswith("Le coup est terminé")
    assert REFUSALS["hand-over"](CLASSIC_TERMS, {}).startswith("La main est terminée")
    assert _rami("rami") and not _rami("classic") and not _rami("no-such-variant")


def test_continue_names_the_rami_coup(app, french):
    sess = session("rami", seats=3, seed=3)
    app.session = sess
    menu = MenuScene(app)
    assert "coup 1" in menu.continue_help()
    app.session = session("classic", seats=2, seed=3)
    assert "main 1" in menu.continue_help()


def test_english_reads_the_same_at_both_tables():
    i18n.set_language("en")
    assert i18n.R_("Next hand", True) == i18n.R_("Next hand", False) == "Next hand"
    assert i18n.Rn_("{hands} hand played", "{hands} hands played", 2, True) == \
        "{hands} hands played"

