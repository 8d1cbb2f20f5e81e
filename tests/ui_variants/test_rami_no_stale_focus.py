"""Hot-seat Rami: a button the player clicked keeps no focus ring once it is greyed, nor on
the next person's screen (a French play-tester: the white ring on «Étaler» stayed after
Bruno melded, and was still there on Chloe's screen after the hand-over)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes
from game.core.actions import STOCK, Draw
from game.ui.session import Session
from tests.ui_variants.helpers import show


def _click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def _steps(app, table, until, limit=600):
    for _ in range(limit):
        app.step()
        if app.scenes.top is not table:
            app.scenes.top.confirm()       # the hand-over: the next person sits down
            continue
        if until():
            return
    raise AssertionError("never reached")


def test_the_discard_buttons_focus_goes_with_the_turn(app):
    sess = Session.create("rami", {}, "hotseat", None, seats=2, seed=1)
    table = show(app, sess)
    _steps(app, table, lambda: table.settled and table.state.to_act == table.viewer
           and table.phase == "draw")
    first = table.viewer
    table.submit(Draw(STOCK))
    _steps(app, table, lambda: table.settled and table.phase == "discard")
    table._choose(table.hand[0], True)
    table._refresh_buttons()
    assert table.b_discard.enabled
    _click(app, table.b_discard.rect.center)             # discarded with the button
    assert table.state.to_act != first
    assert table.widgets.focus is not table.b_discard or table.b_discard.active
    for _ in range(5):
        app.step()
    assert not table.b_discard.focused or table.b_discard.active, "a ring on a greyed button"
    _steps(app, table, lambda: table.viewer not in (None, first) and table.settled)
    assert table.widgets.focus is None, table.widgets.focus   # the next person: no focus
    assert not any(getattr(w, "focused", False) for w in table.widgets.widgets)


def test_a_sort_buttons_focus_is_not_the_next_persons(app):
    from game.core.actions import Discard

    sess = Session.create("rami", {}, "hotseat", None, seats=2, seed=1)
    table = show(app, sess)
    _steps(app, table, lambda: table.settled and table.state.to_act == table.viewer
           and table.phase == "draw")
    first = table.viewer
    _click(app, table.b_rank.rect.center)               # sorted by rank: focus on the button
    assert table.widgets.focus is table.b_rank
    table.submit(Draw(STOCK))
    _steps(app, table, lambda: table.settled and table.phase == "discard")
    table.submit(Discard(table.hand[0].card))
    _steps(app, table, lambda: table.viewer not in (None, first) and table.settled)
    assert table.widgets.focus is None and not table.b_rank.focused
