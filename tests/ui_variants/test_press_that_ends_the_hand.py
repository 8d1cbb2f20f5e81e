"""The press that ends the table's hand never reaches the score screen it opens: clicking
"Skip to the hand's end" (three players, sitting out) opened the score screen at once, and
the same click pressed its "Next hand" lying right over the Skip button; an Enter pressed as
the table said "Hand over" skipped the score screen (play-testers)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from tests.ui_variants.helpers import advisor_session, show


def _post(*events) -> None:
    for e in events:
        pygame.event.post(e)


def _skip_shown(app, table) -> None:
    for _ in range(6000):
        app.step()
        if app.scenes.top is not table and app.scenes.top.name == "roles-intro":
            app.scenes.pop()
        if table.b_skip.visible and table.settled:
            return
    raise AssertionError("no Skip button")


def test_the_click_on_skip_does_not_press_the_score_screens_next_hand(app):
    sess = advisor_session()
    table = show(app, sess)
    _skip_shown(app, table)
    hand = sess.engine.deal_no
    pos = table.b_skip.rect.center
    _post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    _post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(400):
        app.step()
        if app.scenes.top.name == "score":
            break
    score = app.scenes.top
    assert score.name == "score", "the skip did not reach the score screen"
    # the score screen's Next hand under the pointer: the same click's down / up again
    # (a click spans frames) and a second click within the grace press nothing
    pos = score.b_next.rect.center
    _post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()
    _post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    _post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()
    assert app.scenes.top is score and sess.engine.deal_no == hand
    for _ in range(300):     # past the grace, a click presses it
        if not score.in_grace():
            break
        app.step()
    _post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    _post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()
    assert app.scenes.top is not score


def _key(app, k: int) -> None:
    _post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
          pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    app.step()


def _frames(app, seconds: float) -> None:
    for _ in range(int(seconds * 60)):
        app.step()


def test_a_key_meant_for_the_hand_over_table_does_not_skip_the_score_screen(app):
    """Enter (the table's "Hand over" still being read) or N (the table's Skip key, held)
    a little more than half a second after the score screen opened press nothing there;
    after the grace they do."""
    from tests.ui_variants.helpers import score_after_first_hand

    _sess, score = score_after_first_hand(app, "classic", 2, 1)
    assert app.scenes.top is score
    _key(app, pygame.K_n)
    assert app.scenes.top is score, "N went on to the score screen's Next hand"
    _frames(app, 0.65)
    _key(app, pygame.K_RETURN)
    assert app.scenes.top is score, "an Enter 0.65 s in skipped the score screen"
    for _ in range(300):
        if not score.in_grace():
            break
        app.step()
    _key(app, pygame.K_RETURN)
    assert app.scenes.top is not score
