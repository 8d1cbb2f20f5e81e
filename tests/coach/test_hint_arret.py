"""Rami's hint at the end of a hand: Rami Arrêt's Stop, paid in cards, and the last cards.

A Polish play-tester was told "take the six of diamonds, it lowers the points outside your
melds" where the choice was between the discard and a Stop (paid by card count), and one turn
before the hand stopped to discard and keep 7-7-7 in hand for a Rami; with one card left, to
discard "the only card nothing can meld with" (no word of going out), and with two, that it
"keeps the cards that can still make melds" of the one card left."""

from __future__ import annotations

from game.coach.hint import explain, hint
from game.core.actions import Discard, Draw, Meld, Stop
from game.core.cards import parse_cards
from game.ui.coach_words import hint_text
from tests.rami.rami_helpers import play, position

# the play-tester's table: 5 seats, the stock empty, the player's 5 cards against 2, 6, 2, 3
HANDS = ["4D 4C 6S JH KH", "2C 3C", "8C 9C TC QC KC 5D", "9S TS", "QD KD AD"]
TABLE = [(3, "JS JC JD"), (4, "AH 2H 3H 4H 5H 6H"), (1, "7S 7H 7D")]


def _arret(hands=HANDS, pile="3D 6D", table=TABLE, stock="", **kw):
    return position(len(hands), hands, pile=pile, table=table, stock=stock, fill_stock=False,
                    dealer=len(hands) - 1, to_act=0, rami_arret=True, **kw)


def test_a_take_rather_than_a_stop_says_why_in_cards_not_points():
    e = _arret()
    assert Stop() in e.legal_actions()
    advice = hint(e.view(0), e.legal_actions())
    assert advice.action == Draw("discard")
    assert advice.reason.kind == "take-not-stop"
    assert (advice.reason.count, advice.reason.fewest) == (5, 2)
    text = hint_text(advice, rami=True)
    assert text == ("Take the six of diamonds rather than stop the hand — another player holds "
                    "fewer cards (2 against your 5), and a Stop would cost you the difference")
    assert "unmelded" not in text


def test_a_stop_says_the_cards_held_and_what_the_others_pay():
    e = _arret(["4D 4C", "2C 3C 5C", "8C 9C TC QC KC 5D", "9S TS 8S", "QD KD AD"])
    advice = hint(e.view(0), e.legal_actions())
    assert advice.action == Stop()
    assert (advice.reason.count, advice.reason.points, advice.reason.tied) == (2, 1 + 4 + 1 + 1,
                                                                               False)
    assert hint_text(advice, rami=True) == ("Stop the hand — you hold the fewest cards (2): the "
                                            "others pay you 7 points")
    tied = _arret(["4D 4C", "2C 3C", "8C 9C TC QC KC 5D", "9S TS 8S", "QD KD AD"])
    reason = explain(tied.view(0), tied.legal_actions(), Stop())
    assert (reason.points, reason.tied) == (3, True)   # 4 + 1 + 1, shared by two
    assert hint_text(hint(tied.view(0), tied.legal_actions()), rami=True) == (
        "Stop the hand — no one holds fewer cards than you (2): you share the payments and get "
        "3 points")


def test_the_fewest_cards_take_the_discard_that_goes_out_rather_than_stop():
    """Going out is paid in points, a Stop in cards: with 9♣ 9♦ and the 9♠ on the pile the
    player holding the fewest cards goes out rather than stop for a card or two."""
    e = _arret(["9C 9D KS", "2C 3C 5C", "8C TC QC KC 5D 6D", "9H TS 8S", "QD KD AD"],
               pile="3D 9S")
    advice = hint(e.view(0), e.legal_actions())
    assert advice.action == Draw("discard")
    assert advice.reason.kind == "take-not-stop" and advice.reason.out
    assert hint_text(advice, rami=True).startswith("Take the nine of spades and go out this "
                                                   "turn")


def test_melds_go_down_when_the_stock_is_out_with_the_stop_said():
    """The play-tester's 7♠ 7♥ 7♦, the stock's last card just drawn: laid down, since a Stop
    counts the cards in hand; with cards left in the stock the hint still holds for a Rami."""
    hands = ["7H 7D 5C 6H 6S 8C 2C", "AC 2D 3C QH JH KS", "4H 5H 6D", "AS KD QD JD TD",
             "9C TC JC KC QC 2S"]
    e = _arret(hands, pile="9D", table=[(2, "3D 4D 5D")], stock="7S")
    play(e, "draw stock")
    advice = hint(e.view(0), e.legal_actions())
    assert advice.action == Meld(tuple(parse_cards("7S 7H 7D")))
    assert advice.reason.stop_near
    assert hint_text(advice, rami=True) == ("Lay down 7♠\u00a07♥\u00a07♦ — 3 cards fewer in your "
                                            "hand: the hand can soon stop, and a Stop counts the "
                                            "cards in hand")
    e = _arret(hands, pile="9D", table=[(2, "3D 4D 5D")], stock="7S QS JS TS 9S 8D")
    play(e, "draw stock")
    held = hint(e.view(0), e.legal_actions())
    assert isinstance(held.action, Discard) and held.reason.kind == "discard-holds-melds"


def test_the_last_card_goes_out_and_the_one_left_is_named():
    e = position(3, ["3S 7S", "2C 3C 4C 5C 6C 9D", "9H TH JH KD"], pile="7C", stock="QS",
                 table=[(1, "8S 9S TS JS"), (0, "9C TC JC")], dealer=2, to_act=0)
    play(e, "draw stock", "layoff 7S 0", "layoff QS 0")
    advice = hint(e.view(0), e.legal_actions())
    assert advice.action == Discard(parse_cards("3S")[0])
    assert hint_text(advice, rami=True) == ("Discard the three of spades and go out — it is "
                                            "your last card; unmelded 3 → 0")
    e = position(3, ["3S", "2C 3C 4C 5C 6C 9D", "9H TH JH KD"], pile="7C", stock="3D",
                 dealer=2, to_act=0)
    play(e, "draw stock")
    two = hint(e.view(0), e.legal_actions())
    left = "3♠" if two.action == Discard(parse_cards("3D")[0]) else "3♦"
    text = hint_text(two, rami=True)
    assert f"only {left} stays in your hand" in text and "cards that can" not in text
