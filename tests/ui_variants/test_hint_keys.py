"""The keys after a hint or a draw play what the player means: a hint to pass focuses Pass,
Enter after a draw chooses the card drawn, and K after a hint to wait does not knock with
the card the hint stood up to be discarded (play-testers)."""

from __future__ import annotations

import pygame
import pytest

from game.core.actions import Discard
from tests.ui.conftest import key
from tests.ui_variants.helpers import play_until, session, settle, show
from tests.ui_variants.test_coaching_table import at_table


def test_enter_after_a_pass_hint_passes(app):
    """A hint to pass on the first upcard focuses Pass, so Enter passes (it tried the hand's
    card: "choose the card with the arrows first"; a play-tester)."""
    from game.core.actions import Pass

    sess = session("classic", seed=4)
    table = show(app, sess)
    settle(app, table)
    assert sess.engine.phase == "offer" and sess.engine.to_act == 0
    table.on_hint()
    assert isinstance(table.shown_hint().action, Pass)
    assert table.widgets.focus is table.b_pass
    log = len(sess.engine.log)
    key(app, pygame.K_RETURN)
    settle(app, table, until=lambda: len(sess.engine.log) > log)
    assert sess.engine.log[log] == Pass()


def test_enter_after_a_draw_chooses_the_drawn_card_and_enter_again_discards_it(app):
    """After S the card drawn stands a little above the hand; Enter was refused with "choose
    the card with the arrow keys first" (a play-tester): it now chooses that card, and a
    second Enter discards it."""
    sess = session("classic", seed=3)
    table = show(app, sess)
    settle(app, table)
    if sess.engine.phase == "offer":
        table.submit(next(a for a in sess.engine.legal_actions() if type(a).__name__ == "Pass"))
        settle(app, table)
    assert sess.engine.phase == "draw" and sess.engine.to_act == 0
    key(app, pygame.K_s)
    settle(app, table, until=lambda: table.settled and sess.engine.phase == "discard")
    drawn = table.new_card
    assert drawn is not None and table.selected is None
    key(app, pygame.K_RETURN)
    assert table.selected is not None and table.selected.card == drawn
    assert table.toast is None
    log = len(sess.engine.log)
    key(app, pygame.K_RETURN)
    settle(app, table, until=lambda: len(sess.engine.log) > log)
    assert sess.engine.log[log] == Discard(drawn)


@pytest.mark.parametrize("variant,seats", [("classic", 2), ("rami", 3)])
def test_the_first_arrow_after_a_draw_lands_on_the_card_drawn(app, variant, seats):
    """After S, Right chose the hand's first card and a second Right the next one, so a
    keyboard player thought an unseen choice sat on the card drawn and threw the wrong card
    (a play-tester, French Rami): the first arrow lands on the card just drawn."""
    sess = session(variant, seats, seed=3)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    key(app, pygame.K_s)
    settle(app, table, until=lambda: table.settled and sess.engine.phase != "draw")
    drawn = table.new_card
    assert drawn is not None and table.selected is None
    key(app, pygame.K_RIGHT)
    assert table.selected is not None and table.selected.card == drawn
    table.selected = None
    key(app, pygame.K_LEFT)
    assert table.selected.card == drawn


def test_k_after_a_hint_to_wait_chooses_the_best_knock_instead_of_the_hinted_card(app):
    """A hint to wait stands its discard up; K then knocked at once with that card, keeping a
    higher one (a play-tester lost a point): K now opens knock mode with the best knock's
    card chosen, and Enter knocks with it."""
    from game.coach.hint import hint
    from game.core.actions import Knock

    def waiting(e):
        if e.to_act != 0 or e.phase != "discard":
            return False
        legal = e.legal_actions()
        return any(isinstance(a, Knock) for a in legal) and \
            isinstance(hint(e.view(0), legal).action, Discard)

    sess = session("classic", seed=1)
    assert play_until(sess, waiting, limit=3000)
    table = at_table(app, sess)
    table.on_hint()
    hinted = table.shown_hint().action
    assert isinstance(hinted, Discard) and table.selected.card == hinted.card
    log = len(sess.engine.log)
    key(app, pygame.K_k)
    assert len(sess.engine.log) == log and table.knock_mode   # nothing knocked yet
    best = table.solver.best_discards([s.card for s in table.hand])
    assert table.selected.card in best[1]
    key(app, pygame.K_RETURN)
    settle(app, table, until=lambda: len(sess.engine.log) > log)
    played = sess.engine.log[log]
    assert isinstance(played, Knock) and played.card in best[1]


def test_the_card_a_hint_stands_up_stops_short_of_the_hints_line(app):
    """At 150-200 % text the hint's line fills the room over the hand, and the card it stood
    up slid under it (a play-tester): a raised card now stops short of the line."""
    from game.ui.layout import Layout

    for scale in (1.5, 2.0):
        app.screen = pygame.Surface((1280, 720))
        app.layout = Layout((1280, 720), scale)
        sess = session("classic", seed=7)
        table = show(app, sess)
        settle(app, table)
        if sess.engine.phase == "offer":
            table.submit(next(a for a in sess.engine.legal_actions()
                              if type(a).__name__ == "Pass"))
            settle(app, table)
        key(app, pygame.K_s)
        settle(app, table, until=lambda t=table, s=sess: t.settled and
               s.engine.phase == "discard")
        table.on_hint()
        for _ in range(120):
            app.step()
        table.draw(app.screen)
        assert table.note_shown() and table.note_panel is not None
        hinted = table.selected
        assert hinted is not None and hinted.lift > 0
        for sprite in table.hand:
            assert not sprite.draw_rect.colliderect(table.note_panel), (scale, sprite.card)
        app.scenes.pop()


def test_a_hint_shown_reads_in_the_language_switched_to(app):
    """An English hint stayed on screen after a switch to Polish mid-game (a play-tester)."""
    from game.ui import i18n
    from game.ui.probe import probe_draw

    sess = session("classic", seed=3)
    table = show(app, sess)
    settle(app, table)
    table.on_hint()
    settle(app, table)
    english = table.hint_words(table.coach_note[2])
    i18n.set_language("pl")
    try:
        polish = table.hint_words(table.coach_note[2])
        assert polish != english
        marks = probe_draw(app.res, app.screen.get_size(), table.draw).marks
        shown = " ".join(m.label for m in marks if m.kind == "text")
        assert polish.split()[0] in shown and english.split()[0] not in shown
    finally:
        i18n.set_language("en")
