"""A discarded card lies flat in the pile whichever way it was discarded (issue 16, item 1):
a card left raised would show part of the card under the top one."""

from __future__ import annotations

import pygame
import pytest

from game.core.actions import Discard
from game.core.events import Discarded
from tests.ui.conftest import card_point, click, drag, key
from tests.ui.test_table import settle, start, to_discard_phase


def _discard(app, table, path: str) -> None:
    engine = table.session.engine
    legal = {a.card for a in engine.legal_actions() if isinstance(a, Discard)}
    if path == "keyboard":
        key(app, pygame.K_LEFT)
        while table.selected.card not in legal:
            key(app, pygame.K_LEFT)
        key(app, pygame.K_RETURN)
        return
    sprite = next(s for s in table.hand if s.card in legal)
    if path == "drag":
        drag(app, card_point(table, sprite), table.pile_rect().center)
    else:                                   # a click selects (raises) it, a second plays it
        click(app, card_point(table, sprite))
        for _ in range(10):
            app.step()                      # the card rises
        click(app, card_point(table, sprite))


@pytest.mark.parametrize("path", ["drag", "click-click", "keyboard"])
def test_every_pile_card_but_the_top_is_covered_after_a_discard(app, path):
    app.settings.show_discard_history = False
    checked = 0
    for seed in range(3, 12):
        session, table = start(app, seed=seed)
        to_discard_phase(app, table)
        mine = len([e for e in session.engine.events if isinstance(e, Discarded)])
        _discard(app, table, path)
        settle(app, table)                  # the computer has played on top of it
        if app.scenes.top is not table:
            app.scenes.pop()
            continue
        assert len([e for e in session.engine.events if isinstance(e, Discarded)]) > mine
        top = pygame.Rect(table.pile[-1].draw_rect)
        for s in table.pile[:-1]:
            assert top.contains(pygame.Rect(s.draw_rect)), (path, seed, s.card, s.lift)
        checked += len(table.pile) - 1
        app.scenes.pop()
        if checked >= 2:
            break
    assert checked >= 2
