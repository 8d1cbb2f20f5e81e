"""A hint advises and changes nothing else (play-testers): after a knock or gin hint the table
stays out of knock mode, a double click discards and K opens knock mode as without a hint;
Enter after any hint follows the advice, never its opposite (a Rami lay-off hint's card was
discarded); a double click on the card a hint stood up leaves no other card standing; the
refusal of a hint asked during the deal goes when the turn starts."""

from __future__ import annotations

import pygame
import pytest

from game.coach.hint import hint
from game.core.actions import DISCARD_PILE, Discard, Draw, Knock, LayOff
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


@pytest.mark.parametrize("gin", [False, True], ids=["knock", "gin"])
def test_a_knock_or_gin_hint_changes_no_mode_and_a_double_click_discards(app, gin):
    """After "Knock now with…" or "Go gin…" most of the hand greyed, Knock still read Knock,
    and the next double click meant as a discard knocked (a gin thrown away: a
    play-tester)."""
    sess, table = _table_at(app, "classic", _hinted(Knock, gin))
    key(app, pygame.K_h)
    hinted = table.shown_hint().action
    assert isinstance(hinted, Knock)
    assert not table.knock_mode and table.b_knock.text == "Knock"
    assert not any(table.card_tint(s) for s in table.hand)      # nothing greyed
    assert table.selected is None                                # the card only outlined
    assert hinted.card in table.shown_hint().marked
    assert table.widgets.focus is (table.b_gin if gin else table.b_knock)
    other = next(s for s in table.hand if s.card != hinted.card
                 and Discard(s.card) in sess.engine.legal_actions())
    log = len(sess.engine.log)
    _double_click(app, table, other)
    assert sess.engine.log[log] == Discard(other.card)
    assert table.widgets.focus is None   # not ringed through the next turns, nor for Enter


def test_k_after_a_knock_hint_opens_knock_mode_and_enter_then_knocks(app):
    """One K after a knock hint knocked at once with the hinted card, no chance to choose or
    cancel (a play-tester): K opens knock mode ("Cancel knock", the knock prompt) with the
    hinted card chosen; Esc leaves it; Enter on the focused Knock does as K, then knocks."""
    sess, table = _table_at(app, "classic", _hinted(Knock, False))
    key(app, pygame.K_h)
    hinted = table.shown_hint().action
    log = len(sess.engine.log)
    key(app, pygame.K_k)
    assert len(sess.engine.log) == log and table.knock_mode
    assert table.b_knock.text == "Cancel knock" and KNOCK_PROMPT in table.prompt()
    assert table.selected.card == hinted.card and table.widgets.focus is None
    key(app, pygame.K_ESCAPE)
    assert not table.knock_mode and len(sess.engine.log) == log
    key(app, pygame.K_h)
    key(app, pygame.K_RETURN)            # presses the focused Knock, as K
    assert len(sess.engine.log) == log and table.knock_mode
    key(app, pygame.K_RETURN)
    played = sess.engine.log[log]
    assert isinstance(played, Knock) and played.card == hinted.card


def test_enter_after_a_gin_hint_goes_gin_with_the_hinted_card(app):
    sess, table = _table_at(app, "classic", _hinted(Knock, True))
    key(app, pygame.K_h)
    hinted = table.shown_hint().action
    log = len(sess.engine.log)
    key(app, pygame.K_RETURN)
    played = sess.engine.log[log]
    assert isinstance(played, Knock) and played.card == hinted.card


def test_enter_after_a_rami_lay_off_hint_lays_the_card_off(app):
    """"Lay off the ace of spades on A♥ A♦ A♣", then Enter discarded the ace and the
    computer called Rami! on it (a play-tester)."""
    def cond(e):
        return _hinted(LayOff)(e) and e.phase == "discard"
    sess, table = _table_at(app, "rami", cond, seats=3, seeds=range(1, 40), limit=1500)
    key(app, pygame.K_h)
    hinted = table.shown_hint().action
    assert isinstance(hinted, LayOff) and table.selected.card == hinted.card
    log = len(sess.engine.log)
    key(app, pygame.K_RETURN)
    assert sess.engine.log[log] == hinted


def test_enter_after_a_rami_hint_to_take_the_discard_takes_it(app):
    """Rami: Enter after "take the discard" drew from the stock."""
    def cond(e):
        return _hinted(Draw)(e) and \
            hint(e.view(0), e.legal_actions()).action == Draw(DISCARD_PILE)
    sess, table = _table_at(app, "rami", cond, seats=3, seeds=range(1, 40), limit=1500)
    key(app, pygame.K_h)
    log = len(sess.engine.log)
    key(app, pygame.K_RETURN)
    assert sess.engine.log[log] == Draw(DISCARD_PILE)
    assert table.focus_area == "hand"   # the next Enter is for the hand, not the pile


def test_a_double_click_on_the_hinted_discard_leaves_no_card_standing(app):
    """S, H (the hint stood the ten of hearts up), a double click on it: the first click
    discarded it and the second stood up the card that slid under the pointer, which stayed
    up through the computer's turn, two cards up after the next draw (a play-tester)."""
    sess = session("classic", seed=3)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "draw")
    table = show(app, sess)
    settle(app, table)
    key(app, pygame.K_s)
    settle(app, table, until=lambda: table.settled and sess.engine.phase == "discard")
    key(app, pygame.K_h)
    hinted = table.shown_hint().action
    assert isinstance(hinted, Discard) and table.selected.card == hinted.card
    log = len(sess.engine.log)
    point = card_point(table, table.selected)
    click(app, point)
    assert len(sess.engine.log) == log     # one click: the player's choice, as on any card
    click(app, point)
    assert sess.engine.log[log] == Discard(hinted.card)
    assert table.selected is None
    settle(app, table)
    key(app, pygame.K_s)
    settle(app, table, until=lambda: table.settled and sess.engine.phase == "discard")
    for _ in range(60):
        app.step()
    up = [s.card for s in table.hand if s.lift > 1]
    assert up == [table.new_card]


def test_a_card_chosen_then_double_clicked_leaves_no_card_standing(app):
    """The same with a card the player chose before: the double click's second click is not
    a new choice of the card that slid under the pointer."""
    sess = session("classic", seed=3)
    assert play_until(sess, lambda e: e.to_act == 0 and e.phase == "discard")
    table = show(app, sess)
    settle(app, table)
    sprite = table.hand[2]
    point = card_point(table, sprite)
    click(app, point)
    log = len(sess.engine.log)
    click(app, point)
    click(app, point)
    assert sess.engine.log[log] == Discard(sprite.card)
    assert table.selected is None


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
