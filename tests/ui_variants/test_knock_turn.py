"""A knock at the table, as a new player met it (play-tester, classic Gin against Easy at
1280x720): the Knock button clicked kept its white focus ring, greyed, into the next hand;
Undo after the knock refused with a stock draw's reason."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.coach import usage
from game.core.actions import Knock
from game.ui.scenes.score import ScoreScene
from tests.ui.conftest import click, key
from tests.ui_variants.helpers import play_until, session, settle, show


def _can_knock(e) -> bool:
    return e.to_act == 0 and e.phase == "discard" and \
        any(isinstance(a, Knock) for a in e.legal_actions())


def knock_table(app, undo: bool = False):
    """(session, table): the player's turn with a knock open to them, shown and settled."""
    for seed in range(1, 60):
        sess = session("classic", seed=seed)
        if undo:
            usage.enable_undo(sess.match)
        if play_until(sess, _can_knock, limit=400):
            break
    table = show(app, sess)
    settle(app, table)
    return sess, table


def knock_by_clicking(app, table) -> None:
    """Knock clicked with the mouse (its focus follows the pointer), then the card."""
    table._refresh_buttons()
    click(app, table.b_knock.rect.center)
    assert table.widgets.focus is table.b_knock
    if table.knock_mode:           # the card to knock with: the one the table chose, Enter
        if table.selected is None:
            knocks = [a for a in table.legal() if isinstance(a, Knock)]
            table.selected = table.sprite_of(knocks[0].card)
        key(app, pygame.K_RETURN)
    assert any(isinstance(a, Knock) for a in table.session.engine.log)


def test_no_focus_ring_stays_on_knock_into_the_next_hand(app):
    sess, table = knock_by_clicking_and_score(app)
    score = app.scenes.top
    deal = sess.engine.deal_no
    score.on_next()
    settle(app, table)                  # the next deal, the player to act
    assert sess.engine.deal_no == deal + 1
    table._refresh_buttons()
    assert table.widgets.focus is None or table.widgets.focus.active, \
        "a greyed button keeps no focus ring at the new hand"
    assert not table.b_knock.focused


def knock_by_clicking_and_score(app):
    sess, table = knock_table(app)
    knock_by_clicking(app, table)
    settle(app, table, until=lambda: isinstance(app.scenes.top, ScoreScene))
    return sess, table


def test_a_greyed_knock_draws_no_focus_ring(app):
    """Right after the knock Knock is greyed: its focus ring went with it (s44: a white ring
    round a greyed Knock)."""
    sess, table = knock_table(app)
    knock_by_clicking(app, table)
    app.step()
    table._refresh_buttons()
    assert not table.b_knock.enabled
    surface = pygame.Surface(app.screen.get_size())
    surface.fill((0, 0, 0))
    b = table.b_knock
    b.draw(surface, app.res, app.layout)
    ring = b.body_rect().inflate(6, 6)
    edge = [tuple(surface.get_at((x, ring.top)))[:3] for x in range(ring.left + ring.h,
                                                                       ring.right - ring.h)]
    assert all(c == (0, 0, 0) for c in edge), "no ring above the greyed button"


def test_undo_after_a_knock_is_greyed_and_says_a_knock_cannot_be_taken_back(app):
    """s44, s78: after Knock and its discard Undo was pressed, and refused with "a card from
    the stock or another player's move cannot be undone"."""
    sess, table = knock_table(app, undo=True)
    knock_by_clicking(app, table)
    for _ in range(3):              # while the knock is shown, and as the hand goes on
        app.step()
        table._refresh_buttons()
        if app.scenes.top is not table:
            break
        assert table.b_undo.visible and not table.b_undo.enabled
        table.clear_toast()
        # (the event itself: at the tests' instant speed the next frame's move ends the toast)
        table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                              pos=table.b_undo.rect.center, button=1))
        assert table.toast is not None
        said = table.toast[0]
        assert ("a knock ends your turn" in said or "going gin" in said) and \
            "stock" not in said, said
