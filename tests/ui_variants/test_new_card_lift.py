"""The card the player just drew stands a little above the hand until they play: the stock's
card flew into the sorted fan and nothing said where it went but the log. It sits lower than
a chosen card, goes down with the discard, and a new deal or another hot-seat player starts
with no card raised."""

from __future__ import annotations

import pytest

from game.core.actions import DRAW_STOCK, TAKE_DISCARD, Discard
from game.ui.layout import NEW_CARD_LIFT, SELECT_LIFT
from tests.ui_variants.helpers import play_until, session, settle, show


def _frames(app, n: int = 40) -> None:
    for _ in range(n):
        app.step()


def _lifts(table) -> dict:
    return {s.card: s.lift for s in table.hand}


@pytest.mark.parametrize("draw", [DRAW_STOCK, TAKE_DISCARD], ids=["stock", "pile"])
def test_the_card_just_drawn_stands_until_the_discard(app, draw):
    sess = session("classic", seed=3)
    engine = sess.match.engine
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    table.hovered = None
    _frames(app)
    assert set(_lifts(table).values()) == {0.0}
    before = list(engine.hands[0])
    assert table.perform(draw)
    settle(app, table)
    table.hovered = None
    _frames(app)
    (drawn,) = [c for c in engine.hands[0] if c not in before]
    lifts = _lifts(table)
    lift = app.layout.px(NEW_CARD_LIFT)
    assert lifts[drawn] == pytest.approx(lift, abs=0.6)
    assert 0 < lift < app.layout.px(SELECT_LIFT)
    assert all(v == 0.0 for c, v in lifts.items() if c != drawn)
    throw = next(a for a in engine.legal_actions()
                 if isinstance(a, Discard) and a.card != drawn)
    assert table.perform(throw)
    settle(app, table, until=lambda: engine.to_act != 0 and table.settled)
    _frames(app)
    assert set(_lifts(table).values()) == {0.0}


def test_a_new_viewer_has_no_card_raised(app):
    sess = session("classic", seed=3)
    table = show(app, sess)
    settle(app, table)
    table.new_card = table.hand[0].card
    table.reset_hand()
    assert table.new_card is None


def test_the_next_hot_seat_player_sees_no_card_of_the_last_raised(app):
    """Mid-hand the hand-over rebuilds the table for the next player: the card the last
    player drew is forgotten with their hand (two decks hold twins of every card)."""
    from game.core.cards import Card
    from game.ui.session import Session

    sess = Session.create("gin-rami", {}, "hotseat", ["Ann", "Bob"], "easy", seed=3)
    table = show(app, sess)
    table.new_card = Card.parse("5H")
    table.set_viewer(1)
    assert table.new_card is None


def test_a_resumed_table_raises_the_card_drawn_before_it_was_left(app):
    """Continue rebuilds the table from the view: the card drawn before leaving stood flat in
    the fan while the log still said it was drawn; it stands up again, and only while it is
    the player's turn to discard it."""
    sess = session("classic", seed=3)
    engine = sess.match.engine
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    assert table.new_card is None            # a turn not yet drawn: nothing raised
    before = list(engine.hands[0])
    assert table.perform(DRAW_STOCK)
    settle(app, table)
    (drawn,) = [c for c in engine.hands[0] if c not in before]
    resumed = show(app, sess)                 # the table built afresh, as Continue does
    settle(app, resumed)
    resumed.hovered = None
    _frames(app)
    assert resumed.new_card == drawn
    lifts = _lifts(resumed)
    assert lifts[drawn] == pytest.approx(app.layout.px(NEW_CARD_LIFT), abs=0.6)
    assert all(v == 0.0 for c, v in lifts.items() if c != drawn)
