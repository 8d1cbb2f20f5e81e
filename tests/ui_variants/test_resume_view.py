"""A match resumed from the menu shows what the seat at the screen may see."""

from __future__ import annotations

from game.ui.session import Session
from tests.ui_variants.helpers import play_until, show


def test_a_hot_seat_match_resumed_between_hands_keeps_a_seats_view(app):
    """Resumed mid-hand the table hides every hand until the hand-over screen is confirmed;
    resumed between two hands every card is shown anyway, and the spectator's view drew a
    spread twice (at the top and in the hand's row) until the score came back."""
    from game.ui.persistence import prepare_resume

    sess = Session.create("classic", {}, "hotseat", ["Ann", "Bob"], seed=3)
    play_until(sess, lambda e: e.phase == "discard")
    mid = show(app, sess)
    prepare_resume(mid)
    assert mid.viewer is None
    app.scenes.pop()
    play_until(sess, lambda e: e.phase == "hand-over")
    between = show(app, sess)
    prepare_resume(between)
    assert between.viewer is not None
