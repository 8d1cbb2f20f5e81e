"""A greyed Knock or Gin did nothing at all when pressed or when its key (K, G) was hit:
the player could not tell why (a play-tester, Gin-Rami). Pressed while greyed, they now say
why on the prompt's line: draw first, the knock limit against the deadwood the best discard
would leave, or that gin needs every card but the discard in a meld."""

from __future__ import annotations

import pygame

from game.core.actions import STOCK, Draw
from tests.ui_variants.helpers import session, settle, show


def _key(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    app.step()


def test_greyed_knock_and_gin_say_why(app):
    for seed in range(1, 30):
        sess = session("gin-rami", seed=seed)
        table = show(app, sess)
        settle(app, table, until=lambda t=table: t.settled and t.my_turn)
        if table.state.phase == "draw":
            break
    assert table.state.phase == "draw" and not table.b_knock.enabled
    _key(app, pygame.K_k)
    assert table.toast is not None and table.toast[0] == \
        "Draw a card (from the stock or the discard pile) first."
    table.submit(Draw(STOCK))
    settle(app, table, until=lambda: table.settled and table.state.phase == "discard")
    assert not table.b_knock.enabled     # this deal's hand is far from a knock
    hand = [s.card for s in table.hand]
    best = min(table.solver.deadwood_after_each_discard(hand).values())
    table.clear_toast()
    _key(app, pygame.K_k)
    assert table.toast is not None and table.toast[0].endswith(f"yours would be {best}")
    table.clear_toast()
    click = table.b_gin.rect.center       # the greyed button itself, with the mouse
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click, button=1))
    app.step()
    assert table.toast is not None and table.toast[0] == \
        "No gin yet: every card but the discard must be in a meld"
