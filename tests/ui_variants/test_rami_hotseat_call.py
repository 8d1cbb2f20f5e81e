"""Hot-seat Rami, three people: Player 3's discard opens the "Rami!" window for Player 1,
then for Player 2, in the same place. Player 1's input never answers Player 2's window (a
play-tester's "Let it go" went to Player 2, who was never asked, and the hand-over followed)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401
from game.core.actions import Discard
from game.players import make_player
from game.ui.session import Session
from tests.ui_variants.helpers import play_until, show


def _window_for_player_1(app):
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
            answers.append(e.to_act)
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


def test_a_double_click_on_let_it_go_answers_only_player_1(app):
    from game.ui.table import rami_call

    sess, table, answers = _window_for_player_1(app)
    pos = table.b_decline.rect.center
    for _ in range(60):                         # Player 1 reads the question for 1 s
        app.step()
    _click(app, pos)
    for _ in range(5):                          # ~0.1 s: the second click of a double-click
        app.step()
    _click(app, pos)
    assert answers == [0], answers              # was [0, 1]: Player 2 let go by Player 1's click
    assert sess.engine.phase == "call" and sess.engine.to_act == 1
    # Player 2 has the hot-seat's longer window to notice their name in it and answer
    for _ in range(int((rami_call.CALL_ARM_SECONDS + rami_call.CALL_SECONDS + 0.5) * 60)):
        app.step()
    assert answers == [0] and table.call_open() and table.call_left > 2.5


def test_player_1s_late_click_after_the_countdown_does_not_answer_player_2(app):
    sess, table, answers = _window_for_player_1(app)
    pos = table.b_decline.rect.center
    from game.ui.table import rami_call
    arm = getattr(rami_call, "CALL_ARM_SECONDS", 0.0)
    # Player 1 reads the question until just after their countdown ran out (4 s, silently)
    for _ in range(int((arm + rami_call.HOTSEAT_CALL_SECONDS + 0.3) / 0.016)):
        app.step()
    assert answers == [0]
    _click(app, pos)                            # ... and their "Let it go" lands on Player 2's
    assert answers == [0], answers
    assert type(app.scenes.top).__name__ != "HandoverScene"   # not "Pass the screen to Player 1"


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
    assert answers == [0] and sess.engine.phase == Phase.CALL_LAYOFF
    shown = []
    for _ in range(400):
        app.step()
        if app.scenes.top is not table:          # the hand-over to Player 1
            break
        if table.viewer == 2 and table.hand:    # Player 3's hand, Player 1 at the screen
            shown.append((table.phase, table._cover_hand()))
    assert app.scenes.top.name == "handover", app.scenes.top.name
    assert shown and not [s for s in shown if not s[1]], shown
