"""A table opened on a match under way knows the hand's results from its view, not from play."""

from __future__ import annotations

from game.core.events import HandScored, HandStarted, SeedRevealed
from game.ui.table import make_table
from tests.ui_variants.helpers import play_until, session


def test_a_table_opened_after_the_hand_ended_heads_the_score_with_that_hand(app):
    sess = session("gin-rami", seed=1)
    assert play_until(sess, lambda e: e.phase == "hand-over")
    events = sess.view(0).events
    scored = next(e for e in events if isinstance(e, HandScored))
    table = make_table(app, sess)
    assert table.last_scored == scored
    assert table.commitment == next(e for e in events if isinstance(e, HandStarted)).commitment
    assert table.seed_revealed == next(e for e in events if isinstance(e, SeedRevealed))
    assert table.match_over is None


def test_a_table_opened_mid_hand_has_the_deal_commitment_and_no_result(app):
    sess = session("classic", seed=2)
    assert play_until(sess, lambda e: e.phase == "draw" and e.deal_no == 1)
    table = make_table(app, sess)
    assert table.commitment and table.last_scored is None and table.seed_revealed is None
