"""Every illegal action is refused with the name of the rule that forbids it, and the state
(hands, stock, pile, logs, scores and both views) is exactly as before.

The hand: seat 0 deals; seat 1 (non-dealer) holds AS 2S 3S 4H 5H 6H 7C 8C 9C KD, seat 0
holds 7H 8H TC 4S 5S KS KH KC QD JD, the upcard is 2D and the stock starts 4D 7S.
"""

import pytest
from core_helpers import play, snapshot, start_hand

from game.core.actions import (
    BigGin,
    CallRami,
    Discard,
    Draw,
    FinishLayoffs,
    LayOff,
    Meld,
    NextHand,
    Pass,
    Restock,
    parse_action,
)
from game.core.cards import Card
from game.core.errors import IllegalActionError
from game.core.families import new_game
from game.ui import refusal_words
from game.variants import rules_for

C = Card.parse


def hand(*moves):
    engine = start_hand("classic", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD",
                        "7H 8H TC 4S 5S KS KH KC QD JD", "2D", stock="4D 7S")
    play(engine, *moves)
    return engine


CASES = [
    # (moves before, illegal action, rule)
    ((), "discard KD", "first-turn-upcard"),
    ((), "draw stock", "first-turn-upcard"),
    ((), "knock KD", "first-turn-upcard"),
    ((), "next", "hand-in-progress"),
    ((), "done", "first-turn-upcard"),
    (("pass", "pass"), "draw discard", "first-turn-both-passed"),
    (("pass", "pass"), "discard KD", "draw-first"),
    (("pass", "pass"), "pass", "draw-first"),
    (("pass", "pass"), Draw("deck"), "draw-source"),
    (("draw discard",), "draw stock", "one-draw-per-turn"),
    (("draw discard",), "pass", "pass-only-first-turn"),
    (("draw discard",), "discard 2D", "discard-not-just-taken"),
    (("draw discard",), "knock 2D", "discard-not-just-taken"),
    (("draw discard",), "discard KS", "card-in-hand"),
    (("draw discard",), "knock 9C", "knock-limit"),
    (("draw discard",), "knock KD [AS 2S 3S] [4H 5H 7H]", "meld-shape"),
    (("draw discard",), "knock KD [AS 2S 3S 4S]", "meld-cards-in-hand"),
    (("draw discard",), "big-gin", "big-gin-disabled"),
    (("draw discard",), "layoff 2D 0", "discard-now"),
    (("draw discard",), "done", "discard-now"),
    (("draw discard",), Meld((C("AS"), C("2S"), C("3S"))), "discard-now"),
    (("draw discard",), Restock(), "discard-now"),
    (("draw discard",), CallRami(), "discard-now"),
    (("draw discard", "knock KD"), "discard 7H", "layoff-phase"),
    (("draw discard", "knock KD"), "draw stock", "layoff-phase"),
    (("draw discard", "knock KD"), "layoff 8H 1", "layoff-fits"),
    (("draw discard", "knock KD"), "layoff 7H 0", "layoff-fits"),
    (("draw discard", "knock KD"), "layoff 7H 3", "layoff-target"),
    (("draw discard", "knock KD"), "layoff AS 0", "card-in-hand"),
    (("draw discard", "knock KD", "layoff 7H 1"), "layoff 7H 1", "card-in-hand"),
    (("draw discard", "knock KD", "done"), "draw stock", "hand-over"),
    (("draw discard", "knock KD", "done"), "done", "hand-over"),
    (("draw discard", "discard KD"), "draw discard", None),   # legal: a control case
]


@pytest.mark.parametrize("moves, action, rule", CASES,
                         ids=[f"{'+'.join(m) or 'deal'}: {a}" for m, a, _ in CASES])
def test_illegal_action_refused_state_unchanged(moves, action, rule):
    engine = hand(*moves)
    action = parse_action(action) if isinstance(action, str) else action
    if rule is None:
        assert engine.is_legal(action) and action in engine.legal_actions()
        return
    before = snapshot(engine)
    with pytest.raises(IllegalActionError) as info:
        engine.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert f"[rule: {rule}" in str(info.value) and info.value.refusal.rule == rule
    assert refusal_words.refusal(info.value.refusal)  # the player is told why, in words
    assert snapshot(engine) == before
    assert not engine.is_legal(action)
    assert action not in engine.legal_actions()
    # the engine still plays on normally afterwards
    engine.apply(engine.legal_actions()[0])


def test_before_the_deal_only_next():
    engine = new_game(rules_for("classic"), 2, 1)
    before = snapshot(engine)
    for action in (Draw("stock"), Pass(), Discard(C("AS")), BigGin(), FinishLayoffs(),
                   LayOff(C("AS"), 0)):
        with pytest.raises(IllegalActionError) as info:
            engine.apply(action)
        assert info.value.rule == "hand-over"
    assert snapshot(engine) == before
    assert engine.legal_actions() == [NextHand()]


def test_wrong_player_count():
    with pytest.raises(IllegalActionError) as info:
        new_game(rules_for("classic"), 3, 1)
    assert info.value.rule == "player-count"
