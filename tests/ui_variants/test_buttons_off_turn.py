"""Knock and Gin belong to the player's own turn: greyed while the computer laid off on the
player's knock, or while the player waited for its move, they meant nothing there (a
play-tester, two-player Gin); the keys K and G still say why at such a time."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import play_until, session, settle, show


def _said(app, table) -> list[str]:
    size = app.screen.get_size()
    return [m.label for m in probe_draw(app.res, size, table.draw).marks if m.kind == "text"]


def _at(app, variant: str, cond):
    for seed in range(1, 120):
        sess = session(variant, seed=seed)
        e = sess.engine
        if play_until(sess, lambda e=e: cond(e)):
            break
    else:
        raise AssertionError("no seed reaches the position")
    table = show(app, sess)
    settle(app, table, until=lambda: table.settled and not table.intents)
    return table


def test_no_knock_or_gin_while_the_computer_lays_off(app):
    table = _at(app, "classic", lambda e: e.phase == "layoff" and e.to_act == 1)
    assert table.phase == "layoff" and not table.my_turn
    assert not table.b_knock.visible and not table.b_gin.visible
    assert not table.b_done.visible
    said = _said(app, table)
    assert "Knock" not in said and "Gin" not in said


def test_no_knock_or_gin_while_waiting_for_the_computers_move(app):
    table = _at(app, "gin-rami", lambda e: e.phase == "draw" and e.to_act == 1)
    assert table.phase == "draw" and not table.my_turn
    assert not table.b_knock.visible and not table.b_gin.visible and not table.b_big.visible
    said = _said(app, table)
    assert "Descente" not in said and "Gin" not in said
    table.clear_toast()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=0, unicode="k",
                                         scancode=0))
    table.handle_event(pygame.event.poll())
    assert table.toast is not None     # K off turn still says why not


def test_knock_and_gin_back_on_the_players_turn(app):
    table = _at(app, "classic", lambda e: e.phase == "draw" and e.to_act == 0)
    assert table.my_turn
    assert table.b_knock.visible and table.b_gin.visible



def _turn_passes(app, table, action) -> None:
    assert table.submit(action)
    seen = 0
    for _ in range(3000):
        app.step()
        if table.state.to_act == 1:
            seen += 1
            assert not table.b_knock.visible and not table.b_gin.visible, table.state.phase
            assert not table.b_pass.visible, table.state.phase
        elif seen:
            break
    assert seen


def test_hidden_as_soon_as_the_turn_passes(app):
    """Not only once the computer's move has landed: from the player's move on (they stood
    greyed through the computer's whole answer to a pass, a real window showed it)."""
    from game.core.actions import Discard, Pass
    app.settings.speed = "slow"     # the computer's answer plays while the pass still shows
    for seed in range(1, 40):
        sess = session("classic", seed=seed)
        table = show(app, sess)
        settle(app, table)
        if table.state.phase == "offer" and table.my_turn:
            break
    assert table.b_pass.visible and table.b_knock.visible
    _turn_passes(app, table, Pass())
    table = _at(app, "classic", lambda e: e.phase == "discard" and e.to_act == 0)
    assert table.my_turn and table.b_knock.visible
    _turn_passes(app, table, Discard(table.hand[-1].card))
