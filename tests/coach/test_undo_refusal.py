"""Why Undo takes nothing back: the true reason, from the player's own last move (after a
knock it said "a card from the stock or another player's move cannot be undone": a
play-tester, classic Gin against Easy)."""

from __future__ import annotations

from game.coach import undo as u
from game.core.actions import STOCK, Draw, Knock, NextHand
from game.core.events import Knocked
from game.core.phase import OVER_PHASES
from game.match import Match
from game.players import make_player
from game.ui.coach_words import undo_refusal_text
from game.variants.presets import rules_for
from game.variants.terms import CLASSIC_TERMS, RETOURNE_TERMS

ME = 0


def _match(seed: int) -> Match:
    rules = rules_for("classic")
    return Match(rules, [None, make_player("easy", seed=seed)], seed=seed)


def _play(match: Match, until, me=None, limit: int = 600) -> bool:
    """Play (the player's moves by `me`, a medium computer by default) until `until()`."""
    me = me or make_player("medium", seed=9)
    e = match.engine
    for _ in range(limit):
        if until():
            return True
        if e.is_over:
            return False
        if e.to_act == ME:
            match.apply_human(me.choose(e.view(ME), e.legal_actions()))
        else:
            match.step()
    return False


def _knock_first(view, legal):
    knocks = [a for a in legal if isinstance(a, Knock)]
    return knocks[0] if knocks else _MEDIUM.choose(view, legal)


_MEDIUM = make_player("medium", seed=9)


def test_a_knock_is_named_as_the_reason_even_once_the_hand_is_over():
    chooser = type("K", (), {"choose": staticmethod(_knock_first)})()
    for seed in range(1, 40):
        m = _match(seed)
        if _play(m, lambda m=m: any(isinstance(x, Knocked) and x.seat == ME
                                    for x in m.engine.events), chooser):
            break
    e = m.engine
    assert any(isinstance(x, Knocked) and x.seat == ME for x in e.events)
    assert u.undo_refusal(e, ME) in (u.REFUSE_KNOCK, u.REFUSE_GIN)
    # the computer lays off and the hand ends: still the knock, not "the hand is over"
    _play(m, lambda: e.phase in OVER_PHASES)
    assert e.phase in OVER_PHASES
    reason = u.undo_refusal(e, ME)
    assert reason in (u.REFUSE_KNOCK, u.REFUSE_GIN)
    text = undo_refusal_text(reason, CLASSIC_TERMS)
    assert "stock" not in text and ("knock" in text or "gin" in text)
    if reason == u.REFUSE_KNOCK:
        assert text == "Nothing to take back: a knock ends your turn and cannot be undone"
        assert "descente" in undo_refusal_text(reason, RETOURNE_TERMS)


def test_a_stock_draw_an_others_move_and_a_new_hand_each_say_their_own_reason():
    m = _match(3)
    e = m.engine
    assert _play(m, lambda: e.to_act == ME and e.phase == "draw")
    m.apply_human(Draw(STOCK))
    assert u.undo_refusal(e, ME) == u.REFUSE_STOCK
    assert "drawn from the stock" in undo_refusal_text(u.REFUSE_STOCK)
    # the player discards (undoable), then the computer moves: another player's move
    _play(m, lambda: e.to_act != ME)
    assert u.undo_refusal(e, ME) is None          # the discard can be taken back
    m.step()
    assert u.undo_refusal(e, ME) in (u.REFUSE_OTHER_MOVED, u.REFUSE_THEIR_KNOCK,
                                     u.REFUSE_HAND_OVER)
    if u.undo_refusal(e, ME) == u.REFUSE_OTHER_MOVED:
        assert "another player has moved" in undo_refusal_text(u.REFUSE_OTHER_MOVED)
    # the next hand, before the player's first move
    _play(m, lambda: bool(e.log) and isinstance(e.log[-1], NextHand))
    if e.to_act == ME:
        assert u.undo_refusal(e, ME) == u.REFUSE_NOTHING_YET
        assert undo_refusal_text(u.REFUSE_NOTHING_YET) == "Nothing to take back yet in " \
            "this hand"


def test_laying_off_after_the_computer_knocks_says_so():
    for seed in range(1, 80):
        m = _match(seed)
        e = m.engine
        if _play(m, lambda e=e: e.phase == "layoff" and e.to_act == ME):
            break
    assert e.phase == "layoff" and e.to_act == ME
    assert u.undo_refusal(e, ME) == u.REFUSE_THEIR_KNOCK
    assert "drag it back to your hand" in undo_refusal_text(u.REFUSE_THEIR_KNOCK)
