"""Hot-seat Rami: the "Rami!" window asks every person at the screen who may call the discard
at once, each with their own button, live from the first frame, for one countdown (a French
play-tester's four people were asked one after another, 8 s each, up to 24 s when nobody
called; each Rami! button started greyed and a click about a second in was lost)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401
from game.core.actions import CallRami, DeclineCall, Discard
from game.players import make_player
from game.ui.session import Session
from game.ui.table import rami_call
from tests.ui_variants.helpers import play_until, show

FRAME = 0.016


def _window_for_player_1(app):
    """Three people; Player 3's discard opens the window for Players 1 and 2."""
    sess = Session.create("rami", {"rami_call": True}, "hotseat", None, seats=3, seed=1)
    e = sess.engine

    def before_discard(e):
        return e.phase == "discard" and e.to_act == 2 and e.may_lay_off(2) and len(e.hands[2]) > 1 \
            and any(isinstance(a, Discard) and any(e.can_lay_off(a.card, m) for m in e._table_cards())
                    for a in e.legal_actions())

    assert play_until(sess, before_discard, make_player("random", seed=1))
    card = next(a.card for a in e.legal_actions() if isinstance(a, Discard)
                and any(e.can_lay_off(a.card, m) for m in e._table_cards()))
    answers = []
    real = e.apply

    def recording(action):
        if e.phase == "call":
            answers.append((e.to_act, type(action)))
        return real(action)

    e.apply = recording
    table = show(app, sess)
    for _ in range(50):
        app.step()
    app.scenes.top.confirm()                    # "I'm Player 3, show my cards"
    for _ in range(20):
        app.step()
    table.submit(Discard(card))
    for _ in range(200):
        app.step()
        if table.call_open():
            break
    assert table.call_open() and table.state.to_act == 0    # Player 1 is asked first
    return sess, table, answers


def _click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def test_one_window_asks_both_people_each_with_their_own_live_button(app):
    sess, table, answers = _window_for_player_1(app)
    assert table.call_callers == (0, 1)
    buttons = table.call_buttons()
    assert [b.text for b in buttons] == [table.names[0], table.names[1]]
    assert all(b.enabled for b in buttons) and table.b_decline.enabled   # live at once
    assert table.names[0] not in table.call_question()     # the question is for both
    _click(app, buttons[1].rect.center)                      # Player 2 calls, first frame
    assert answers == [(0, DeclineCall), (1, CallRami)], answers
    assert sess.engine.phase == "call-layoff" and sess.engine.to_act == 1


def test_a_click_in_the_windows_first_second_counts(app):
    sess, table, answers = _window_for_player_1(app)
    for _ in range(int(0.5 / FRAME)):
        app.step()
    _click(app, table.b_rami.rect.center)
    assert answers == [(0, CallRami)], answers


def test_unanswered_the_window_closes_after_one_countdown_for_everyone(app):
    sess, table, answers = _window_for_player_1(app)
    assert abs(table.call_left - rami_call.HOTSEAT_CALL_SECONDS) < 0.1
    frames = 0
    while table.call_open() and frames < 60 / FRAME:
        app.step()
        frames += 1
    assert frames * FRAME <= rami_call.HOTSEAT_CALL_SECONDS + 0.3, frames * FRAME   # not 16 s
    assert answers == [(0, DeclineCall), (1, DeclineCall)], answers


def test_a_double_click_on_nobody_calls_lets_the_discard_go_once(app):
    sess, table, answers = _window_for_player_1(app)
    pos = table.b_decline.rect.center
    assert table.b_decline.text == "Nobody calls"
    _click(app, pos)
    for _ in range(5):                          # ~0.1 s: the second click of a double-click
        app.step()
    _click(app, pos)
    assert answers == [(0, DeclineCall), (1, DeclineCall)], answers
    assert sess.engine.phase != "call" and not table.call_open()


def test_the_window_keeps_its_box_while_it_counts_down(app):
    sess, table, answers = _window_for_player_1(app)
    box = table.call_box()[0]
    rects = [tuple(b.rect) for b in table.call_buttons() + [table.b_decline]]
    for _ in range(int(3 / FRAME)):
        app.step()
    assert table.call_open() and table.call_box()[0] == box
    assert [tuple(b.rect) for b in table.call_buttons() + [table.b_decline]] == rects
    assert all(box.contains(pygame.Rect(r)) for r in rects)


def test_no_hand_shows_from_a_rami_call_to_the_callers_hand_over(app):
    """Player 1 calls "Rami!" on Player 3's discard: from the call until the hand-over to
    Player 1 (who lays the card off), Player 3's hand stays face down; it was face up under
    the call's banner, with Player 1 at the screen (a play-tester, 3 people at 1280x720)."""
    from game.core.phase import Phase

    sess, table, answers = _window_for_player_1(app)
    app.settings.speed = "normal"               # the called card flies to the caller
    for _ in range(60):                         # Player 1 reads the question for 1 s
        app.step()
    _click(app, table.b_rami.rect.center)
    assert answers == [(0, CallRami)] and sess.engine.phase == Phase.CALL_LAYOFF
    shown = []
    for _ in range(400):
        app.step()
        if app.scenes.top is not table:          # the hand-over to Player 1
            break
        if table.viewer == 2 and table.hand:    # Player 3's hand, Player 1 at the screen
            shown.append((table.phase, table._cover_hand()))
    assert app.scenes.top.name == "handover", app.scenes.top.name
    assert shown and not [s for s in shown if not s[1]], shown
