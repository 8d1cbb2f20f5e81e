"""A hint advises and changes nothing else (play-testers): after a knock or gin hint the table
stays out of knock mode, a double click discards and K opens knock mode as without a hint;
Enter after any hint follows the advice, never its opposite (a Rami lay-off hint's card was
discarded); a double click on the card a hint stood up leaves no other card standing; the
refusal of a hint asked during the deal goes when the turn starts."""

from __future__ import annotations

import pygame
import pytest

from game.coach.hint import hint
from game.core.melds import rules_solver
from tests.ui.conftest import card_point, click, key
from tests.ui_variants.helpers import play_until, session, settle, show

KNOCK_PROMPT = "Knock: discard a card to the pile"


def _hinted(kind, gin: bool | None = None):
    """A condition: the human's turn, where the hint plays `kind` (a gin or not, if said)."""
    def cond(e) -> bool:
        if e.to_act != 0 or e.phase not in ("discard", "draw"):
            return False
        action = hint(e.view(0), e.legal_actions()).action
        if not isinstance(action, kind):
            return False
        if gin is None:
            return True
        after = rules_solver(e.rules).deadwood_after_each_discard(list(e.hands[0]))
        return (after[action.card] == 0) == gin
    return cond


def _table_at(app, variant, cond, seats=2, seeds=range(1, 60), limit=600):
    for seed in seeds:
        sess = session(variant, seats, seed=seed)
        if play_until(sess, cond, limit=limit):
            table = show(app, sess)
            settle(app, table)
            return sess, table
    pytest.fail("no position found")


def _double_click(app, table, sprite) -> None:
    point = card_point(table, sprite)
    click(app, point)
    click(app, point)


def test_the_hint_refused_during_the_deal_goes_when_the_turn_starts(app):
    """H while the cards were dealt said "A hint is given on your turn, once the cards have
    landed", and it stayed after they had (a play-tester)."""
    app.settings.speed = "normal"
    sess = session("classic", seed=3)
    table = show(app, sess)
    app.step()
    assert not table.settled
    refused = None
    for _ in range(4000):    # H through the deal, to its last frame
        if table.legal():
            break
        refused = table.toast
        key(app, pygame.K_h)
    assert table.legal() and refused is not None and "once the cards" in refused[0]
    app.step()
    assert table.toast is None
