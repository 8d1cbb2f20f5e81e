"""Three-player Gin: after a hand the player sat out (advisor), the Gin button comes back with
the player's cards. It stayed hidden for the rest of the match (the sit-out hid every action
button, and the refresh brought all back but Gin): G did nothing, the gin hint focused an
unseen button and Enter after it asked for a card (a play-tester)."""

from __future__ import annotations

import time

import pygame

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.core.actions import Knock
from game.players import make_player
from game.ui.table import make_table
from tests.ui_variants.helpers import play_until, roles_of, session


def _gin_cards(table, engine) -> list:
    hand = engine.view(0).hand
    after = table.solver.deadwood_after_each_discard(hand)
    return [a.card for a in engine.legal_actions()
            if isinstance(a, Knock) and after.get(a.card, 99) == 0]


def _table_at_gin_after_sitting_out(app):
    """The table (played through the UI from the first hand, sat out) at the player's first
    turn after that hand where gin is legal, settled and waiting for the player."""
    sess = session("three-player", seats=3, seed=270)
    play_until(sess, lambda e: e.phase not in ("start",))
    assert roles_of(sess.engine)[0] == "advisor"
    table = make_table(app, sess, autoplayer=make_player("medium", seed=5))
    app.scenes.push(table)
    sat_out = False
    for _ in range(60000):
        e = sess.engine
        sat_out = sat_out or table.sitting_out()
        if e.deal_no >= 2 and e.to_act == 0 and e.phase == "discard" and _gin_cards(table, e):
            table.autoplayer = None        # the player takes over here
            if table.settled and not table.intents and not table.queue:
                app.step()
                return table, sat_out
        elif table.autoplayer is None:
            raise AssertionError("the position went by")
        app.step()
        if app.scenes.top is not table and app.scenes.top.name == "score":
            app.scenes.top.on_next()
        time.sleep(0.0002)
    raise AssertionError("no gin for the player after the sat-out hand")


def _key(app, key) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                         scancode=0))


def test_gin_button_and_key_after_a_sat_out_hand(app):
    table, sat_out = _table_at_gin_after_sitting_out(app)
    assert sat_out, "the player never sat a hand out"
    assert not table.sitting_out()
    assert table.b_gin.visible and table.b_gin.enabled, "no Gin button where gin is legal"
    assert not table.b_skip.visible
    hands = table.session.engine.deal_no
    _key(app, pygame.K_g)
    for _ in range(50):
        app.step()
    e = table.session.engine
    assert e.deal_no > hands or e.phase != "discard", "G did not go gin"


def test_a_gin_hint_focuses_the_shown_gin_button_and_enter_goes_gin(app):
    table, _sat = _table_at_gin_after_sitting_out(app)
    legal = table.session.legal_actions(0)
    card = _gin_cards(table, table.session.engine)[0]
    table.select_hinted(Knock(card))       # as a shown gin hint does
    focus = table.widgets.focus
    assert focus is table.b_gin and focus.visible and focus.enabled, \
        "the hinted Gin button is not the shown focus (no focus ring)"
    assert Knock(card) in legal
    _key(app, pygame.K_RETURN)
    for _ in range(50):
        app.step()
    e = table.session.engine
    assert e.phase != "discard" or e.to_act != 0, "Enter on the hinted Gin did not go gin"
