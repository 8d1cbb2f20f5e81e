"""The hint weighs what the opponent took from the pile (a Polish play-tester, classic Gin
against medium): after the computer took the 9♠ the hint said "discard the 9♣" and the
computer took it at once; the same again with the 6♦ and the 6♣. And a discard that is not
the lowest never names a card of a meld as one kept "open for a meld"."""

from __future__ import annotations

import random

from game.coach.discards import picked_near
from game.coach.hint import DISCARD_GIVES_UP, Hint, explain, hint
from game.core.actions import Discard
from game.core.cards import Card
from game.core.melds import rules_solver
from game.players.hand_model import HandModel
from game.ui.coach_words import hint_text
from tests.coach.coach_helpers import sample_positions
from tests.core.core_helpers import play, start_hand

# the play-tester's deal: the computer (non-dealer) takes the 3♥ upcard and later the 9♠ we
# throw (it holds 8♠ 9♦), then the 6♦ (it holds 6♠); we are the dealer
COMPUTER = "AD TC 8D JH QS 6S 4D 8S 9D 3S"
PLAYER = "4S 7C 7S 7D 9S 5H 6D KS JS JD"
STOCK = "2D QH 9C KC KD 5D 6C 6H 8H 5C"
MOVES = ("draw discard", "discard TC", "draw stock", "discard KS", "draw stock", "discard JH",
         "draw discard", "discard 9S", "draw discard", "discard QS", "draw stock", "discard 6D",
         "draw discard", "discard QH", "draw stock", "discard KC", "draw stock", "discard KD",
         "draw stock")
AFTER_NINE = ("discard 9C", "draw discard", "discard 8S", "draw stock")


def _position(*more: str):
    engine = start_hand("classic", COMPUTER, PLAYER, "3H", STOCK, dealer_seat=0)
    play(engine, *MOVES, *more)
    assert engine.to_act == 0 and engine.phase == "discard"
    return engine.view(0), engine.legal_actions()


def test_the_hint_says_the_opponent_took_the_nine_of_spades():
    """As hard plays (`HandModel.guard_picks` off), the hint still throws the 9♣, and says
    what the play-tester could not see: the opponent took the nine of spades."""
    view, legal = _position()
    text = hint_text(hint(view, legal))
    assert text.startswith("Discard the nine of clubs"), text
    assert text.endswith(", although the opponent took the nine of spades"), text


def test_with_the_guard_the_hint_does_not_throw_the_nine_of_clubs(monkeypatch):
    """With `HandModel.guard_picks` on (a knob, off: it played worse against medium). We
    hold 4♠ 7♣ 7♠ 7♦ 5♥ J♠ J♦ 2♦ J♥ 9♣ 5♦; the computer took the 9♠ from the pile and holds
    it. The hint said "Discard the nine of clubs — it keeps the cards that can still make
    melds" (it took the 9♣ for 9♠ 9♦ 9♣); with the guard the 4♠ (5 points more, and no
    card the computer took is near it) is advised, and the reason names the 9♠."""
    monkeypatch.setattr(HandModel, "guard_picks", True)
    view, legal = _position()
    assert picked_near(view, Card.parse("9C"), False) == Card.parse("9S")
    assert picked_near(view, Card.parse("4S"), False) is None
    got = hint(view, legal)
    assert got.action == Discard(Card.parse("4S")), hint_text(got)
    text = hint_text(got)
    assert "nine of spades" in text and "nine of clubs" in text, text
    assert text.startswith("Discard the four of spades — it leaves 5 points more than "
                           "throwing the nine of clubs, but the opponent took the nine of "
                           "spades and is more likely to take the nine of clubs"), text


def test_with_the_guard_the_hint_does_not_throw_the_six_of_clubs(monkeypatch):
    """Next turn (the computer took the 9♣ and the 6♦ sits in its hand): "Discard the six of
    clubs" and the computer took it. The 4♠ costs 2 points more and feeds nothing seen."""
    monkeypatch.setattr(HandModel, "guard_picks", True)
    view, legal = _position(*AFTER_NINE)
    got = hint(view, legal)
    assert got.action == Discard(Card.parse("4S")), hint_text(got)
    assert "six of diamonds" in hint_text(got)


def test_the_samples_keep_the_cards_that_explain_a_pick():
    """Why `hard` (whose choice the hint is) threw the 9♣: its sampled opponent hands were
    played forward by greedy draws that threw the 9♦ of a 9♠ 9♦ pair, so only a quarter of
    them could use the 9♣ where nearly 60 % were dealt another nine. The hands a discard's
    danger reads keep them; the others (knock or wait, the threat) are the same as before."""
    view, _legal = _position()
    nines = Card.parse("9H").bit | Card.parse("9D").bit
    model = HandModel(view, random.Random(1), 400)
    model.guard_picks = True
    with_nine = sum(1 for h in model.danger_hands() if h & nines) / 400
    dealt = HandModel(view, random.Random(1), 400)
    dealt.forward_steps = 0
    with_nine_dealt = sum(1 for h in dealt.opponent_hands() if h & nines) / 400
    assert with_nine >= with_nine_dealt - 0.05, (with_nine, with_nine_dealt)
    plain = HandModel(view, random.Random(1), 400)
    plain.guard_picks = False
    assert plain.opponent_hands() == model.opponent_hands()


def test_a_discard_next_to_a_card_the_opponent_took_says_so():
    """Where the hint still advises a card of a rank (or a run) the opponent took from the
    pile, every other being worse, the reason says "although the opponent took …"."""
    said = 0
    for view, legal in sample_positions("classic", 400, seed=8):
        for a in legal:
            if not isinstance(a, Discard):
                continue
            took = picked_near(view, a.card, False)
            reason = explain(view, legal, a)
            text = hint_text(Hint(a, reason))
            if took is None or reason.kind == "discard-safe" or not reason.kind.startswith(
                    "discard"):
                continue
            said += 1
            assert reason.took == took, (view.hand, a.card, reason)
            assert ", although the opponent took the " in text, text
            # not also "the opponent took the 8♠ and would rather take the 8♦" of a 7♠
            assert reason.gives_up is None or reason.gives_up.took is None, text
    assert said >= 10, said


def test_no_card_of_a_meld_is_named_as_kept_open_for_a_meld():
    """"Discard the six of diamonds — … but keeps 7♣ 9♣ open for a meld" while the 7♣ sat
    in the player's set of sevens: the cards named are cards outside the hand's melds."""
    named = 0
    for view, legal in sample_positions("gin", 400, seed=12):
        solver = rules_solver(view.rules)
        for a in legal:
            if not isinstance(a, Discard):
                continue
            reason = explain(view, legal, a)
            g = reason.gives_up
            if reason.kind != DISCARD_GIVES_UP or g is None or not g.kept:
                continue
            named += 1
            rest = [c for c in view.hand if c != a.card]
            melded = {c for m in solver.best_arrangement(rest).melds for c in m}
            assert not melded & (set(g.kept) - {g.instead}), (view.hand, a.card, g)
    assert named, "no kept cards named in the sample"
