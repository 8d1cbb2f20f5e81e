"""A seat's "Discards" stayed under its label while the next seat's tag was already lit and
the prompt said "Computer 2 is playing…" (Rami, six players, a play-tester). What a seat is
doing is over when the next computer's turn begins."""

from __future__ import annotations

from tests.ui_variants.helpers import session, settle, show


def test_the_last_seats_bubble_goes_when_the_next_computer_begins(app):
    table = show(app, session("rami", seats=4, seed=6, humans=()))
    settle(app, table, until=lambda: table.settled and table.state.to_act is not None
           and not table.session.is_human(table.state.to_act))
    seat = table.state.to_act
    before = (seat - 1) % 4
    table.say(before, "Discards", 30.0)
    assert before in table.bubbles
    table.advance(0.0)            # the next computer's turn begins (its pause, its ask)
    assert before not in table.bubbles
