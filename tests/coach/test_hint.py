"""The hint is `hard`'s own choice for the player's view, and its reason names the cards."""

from __future__ import annotations

import pytest

from game.coach.hint import (
    KINDS,
    CoachSettings,
    Hint,
    explain,
    hint,
    hint_seed,
    hints_available,
)
from game.core.actions import Discard, Draw, Knock, LayOff, Meld
from game.players import make_player
from game.ui.coach_words import card_name, hint_text
from tests.coach.coach_helpers import GIN_VARIANTS, sample_positions


def _card_of(action):
    if isinstance(action, (Discard, Knock, LayOff)):
        return (action.card,)
    if isinstance(action, Meld):
        return tuple(action.cards)
    return ()


@pytest.mark.parametrize("family", [*GIN_VARIANTS, "rami"])
def test_hint_is_hards_choice_for_500_positions(family):
    positions = sample_positions(family, 500, seed=3)
    for n, (view, legal) in enumerate(positions):
        seed = 1000 + n
        got = hint(view, legal, seed=seed)
        expected = make_player("hard", seed=seed).choose(view, list(legal))
        assert got.action == expected, (str(view.hand), str(expected))
        assert got.reason.kind in KINDS
        cards = _card_of(got.action)
        if isinstance(got.action, Draw) and got.action.source == "discard":
            cards = (view.discard_top,)
        for card in cards:    # named in words, or a meld's cards as on their faces
            assert card in got.reason.cards
            text = hint_text(got)
            assert card_name(card) in text or card.pretty in text.replace("\u00a0", " ").split(" "), text


def test_hint_is_deterministic_for_a_view():
    view, legal = sample_positions("gin", 1, seed=11)[0]
    assert hint(view, legal) == hint(view, legal)
    assert hint_seed(view) == hint_seed(view)


def test_taking_a_card_that_completes_a_meld_says_so():
    positions = sample_positions("gin", 400, seed=5)
    found = 0
    for view, legal in positions:
        h = hint(view, legal, seed=1)
        if h.reason.kind == "take-completes-meld":
            top = view.discard_top
            assert h.reason.cards == (top,)
            assert top in h.reason.meld and len(h.reason.meld) >= 3
            assert h.reason.deadwood_after < h.reason.deadwood_before
            text = hint_text(h)
            assert text.startswith("Take the " + card_name(top))
            found += 1
    assert found, "no position where taking completes a meld"


def test_discard_safe_names_the_rank_the_opponent_let_go():
    for view, legal in sample_positions("gin", 300, seed=9):
        for a in legal:
            if isinstance(a, Discard):
                r = explain(view, legal, a)
                if r.kind == "discard-safe":
                    assert r.passed and all(c.rank == a.card.rank for c in r.passed)
                    # "passed on" only where the opponent declined one (it had thrown a king
                    # away and the hint said it "passed on kings": a play-tester)
                    said = "passed on" if r.declined else "threw away"
                    assert said in hint_text(Hint(a, r))
                    return
    pytest.fail("no safe discard found")


def test_a_safe_discard_says_whether_the_opponent_declined_or_threw_away():
    from game.coach.hint import DISCARD_SAFE, HintReason
    from game.core.cards import Card

    king, others = Card.parse("KD"), (Card.parse("KH"), Card.parse("KC"))
    thrown = HintReason(DISCARD_SAFE, cards=(king,), passed=others, declined=False)
    passed = HintReason(DISCARD_SAFE, cards=(king,), passed=others, declined=True)
    assert "threw away kings" in hint_text(Hint(Discard(king), thrown))
    assert "passed on kings" in hint_text(Hint(Discard(king), passed))
    one = HintReason(DISCARD_SAFE, cards=(king,), passed=others[:1], declined=True)
    assert "did not take the king of hearts" in hint_text(Hint(Discard(king), one))


def test_a_close_wait_is_told_as_a_close_call_naming_both_moves():
    """Told to wait at +18 against +17 for knocking, a play-tester would have given up a
    57-point knock: a wait worth less than CLOSE_CALL more than a winning knock is told as
    a close call, with both moves; a clear one, or a knock that loses, as before."""
    from game.coach.hint import CLOSE_CALL, WAIT_BETTER, HintReason
    from game.core.cards import Card

    card = Card.parse("9H")
    close = HintReason(WAIT_BETTER, cards=(card,), expected_now=17, expected_wait=18)
    assert close.close_call
    text = hint_text(Hint(Discard(card), close))
    assert "close call" in text and "knock now" in text
    assert "on average waiting is worth only 1 point more" in text
    clear = HintReason(WAIT_BETTER, cards=(card,), expected_now=10,
                       expected_wait=10 + CLOSE_CALL)
    assert not clear.close_call and "close call" not in hint_text(Hint(Discard(card), clear))
    losing = HintReason(WAIT_BETTER, cards=(card,), expected_now=-1, expected_wait=0)
    assert not losing.close_call
    even = HintReason(WAIT_BETTER, cards=(card,), expected_now=0, expected_wait=0)
    assert even.close_call and "worth more" not in hint_text(Hint(Discard(card), even))
    assert "on average the two are worth the same" in hint_text(Hint(Discard(card), even))


def test_a_knock_hint_says_no_figures_that_read_the_same():
    """"Knock now with the ace of hearts — expected +20 against +20 for waiting one turn" read
    as nonsense (a play-tester, Oklahoma): equal figures are left out, the deadwood said."""
    from game.coach.hint import KNOCK_NOW, WAIT_UNDERCUT_RISK, HintReason
    from game.core.cards import Card

    ace = Card.parse("AH")
    same = HintReason(KNOCK_NOW, cards=(ace,), deadwood_after=3, expected_now=20,
                      expected_wait=20)
    text = hint_text(Hint(Knock(ace), same))
    assert "average" not in text and "20" not in text and "3 points of deadwood" in text
    risk = HintReason(WAIT_UNDERCUT_RISK, cards=(ace,), expected_now=-5, expected_wait=-5)
    assert "knocking" not in hint_text(Hint(Discard(ace), risk))


def test_knock_or_wait_hints_say_by_how_much_not_two_expected_figures():
    """"Frappez maintenant avec le deux de trèfle : gain espéré -1 contre -5 en attendant un
    tour" read as statistics, and a knock that loses a point as advice against itself (a
    play-tester, Oklahoma): the hint says how much more the advice is worth on average."""
    from game.coach.hint import KNOCK_NOW, WAIT_BETTER, WAIT_UNDERCUT_RISK, HintReason
    from game.core.cards import Card

    two = Card.parse("2C")
    knock = hint_text(Hint(Knock(two), HintReason(KNOCK_NOW, cards=(two,), deadwood_after=3,
                                                  expected_now=-1, expected_wait=-5)))
    assert knock == ("Knock now with the two of clubs — on average that is worth 4 points "
                     "more than waiting one turn")
    wait = hint_text(Hint(Discard(two), HintReason(WAIT_BETTER, cards=(two,), expected_now=2,
                                                   expected_wait=9)))
    assert "on average one more turn is worth 7 points more than knocking now" in wait
    risk = hint_text(Hint(Discard(two), HintReason(WAIT_UNDERCUT_RISK, cards=(two,),
                                                   expected_now=-7, expected_wait=-6)))
    assert "(on average knocking now is worth 1 point less)" in risk
    close = hint_text(Hint(Discard(two), HintReason(WAIT_BETTER, cards=(two,), expected_now=1,
                                                    expected_wait=2)))
    assert "on average waiting is worth only 1 point more" in close
    for text in (knock, wait, risk, close):
        assert "expected" not in text and "-" not in text.replace("—", "")


def test_hints_against_the_computer_always_and_in_hot_seat_only_when_all_agree():
    assert hints_available(1)
    assert not hints_available(2)
    assert not hints_available(2, CoachSettings(hints_agreed=(True, False)))
    assert hints_available(2, CoachSettings(hints_agreed=(True, True)))
    assert not hints_available(0)


def _same_hint_with_the_hidden_cards_dealt_again(variant: str, seed: int, count: int,
                                                 seat: int | None = None) -> None:
    """At `count` decisions (of `seat`, else any) with a choice, the same view with the
    other hands and the stock dealt again gets the same hint."""
    import random

    from game.coach.review import determinize
    from tests.coach.coach_helpers import decision_points

    checked = 0
    for engine, view, legal in decision_points(variant, seed):
        if len(legal) < 2 or checked >= count or seat not in (None, view.seat):
            continue
        other = determinize(engine, view.seat, random.Random(checked))
        assert other.view(view.seat) == view
        assert other.hands != engine.hands or not engine.stock
        assert hint(other.view(view.seat), other.legal_actions()) == hint(view, legal)
        checked += 1
    assert checked == count


def test_the_hint_depends_on_the_view_only_not_on_the_hidden_cards():
    _same_hint_with_the_hidden_cards_dealt_again("classic", 21, 30)


def test_the_marked_cards_never_include_a_pile_card_the_action_leaves():
    """The reason of "pass" and "draw from the stock" names the pile's card; the table
    outlines only what to play, so that card is named in the words but not outlined."""
    from game.coach.hint import HintReason
    from game.core.actions import DISCARD_PILE, STOCK, Pass
    from game.core.cards import parse_cards

    king = parse_cards("KH")[0]
    reason = HintReason("draw-stock", cards=(king,))
    assert Hint(Draw(STOCK), reason).marked == ()
    assert Hint(Pass(), reason).marked == ()
    assert Hint(Draw(DISCARD_PILE), reason).marked == (king,)
    assert Hint(Discard(king), reason).marked == (king,)


def test_an_undo_says_what_it_gave_back():
    """"Taken back: Take the top discard" named no card and read as an order."""
    from game.core.actions import DISCARD_PILE, Pass
    from game.core.cards import parse_cards
    from game.ui.coach_words import undo_text

    king, five, six, seven = parse_cards("KS 5H 6H 7H")
    assert undo_text(Draw(DISCARD_PILE), king) == \
        "Taken back: the king of spades is on the discard pile again"
    assert undo_text(Discard(king)) == "Taken back: the king of spades is in your hand again"
    assert undo_text(LayOff(king, 0)) == "Taken back: the king of spades is in your hand again"
    assert undo_text(Meld((five, six, seven))) == (
        "Taken back: five of hearts, six of hearts, seven of hearts are in your hand again")
    assert undo_text(Pass()) == "Taken back: your pass — the upcard is on offer again"


def test_a_meld_hint_shows_the_cards_faces():
    """"Wyłóż siódemka pik, siódemka kier, siódemka trefl" put the cards in the nominative
    where Polish wants the accusative (a play-tester); a meld now reads as on the cards'
    faces ("Lay down 7♠ 7♥ 7♣"), short on the prompt's line and free of case."""
    from game.core.actions import Meld
    from game.ui import i18n

    for view, legal in sample_positions("rami", 400, seed=5):
        got = hint(view, legal, seed=1)
        if isinstance(got.action, Meld):
            break
    else:
        raise AssertionError("no meld hint in the sample")
    faces = "\u00a0".join(c.pretty for c in got.action.cards)   # one piece for the wrap
    assert faces in hint_text(got)
    i18n.set_language("pl")
    try:
        text = hint_text(got)
        assert faces in text and "siódemka" not in text and "dwójka" not in text
    finally:
        i18n.set_language("en")


def test_a_rami_discard_that_holds_a_meld_back_says_it_plays_for_a_rami():
    """hard holds its melds for a Rami; its hint said only "it keeps the cards that can still
    make melds" while a play-tester held 7-7-7 and 10-10-10 and paid 60. Where a meld could
    go down and the hint discards, it says why it holds."""
    held = 0
    for n, (view, legal) in enumerate(sample_positions("rami", 300, seed=5)):
        got = hint(view, legal, seed=2000 + n)
        if not isinstance(got.action, Discard):
            continue
        if any(isinstance(a, Meld) for a in legal):
            held += 1
            assert got.reason.kind == "discard-holds-melds", (str(view.hand), got.reason)
            text = hint_text(got)
            assert "Rami" in text and card_name(got.action.card) in text, text
        else:
            assert got.reason.kind != "discard-holds-melds"
    assert held, "no sampled position held a meld back"


@pytest.mark.parametrize("declined", [False, True])
def test_a_safe_discard_after_one_card_of_its_rank_names_that_card(declined):
    """"the opponent threw away kings" after one king had been thrown (a play-tester): one
    card is named; two or more keep the rank's plural."""
    from game.coach.hint import DISCARD_SAFE, HintReason
    from game.core.cards import Card

    mine, theirs, more = Card.parse("KS"), Card.parse("KC"), Card.parse("KD")
    one = Hint(Discard(mine), HintReason(DISCARD_SAFE, cards=(mine,), passed=(theirs,),
                                         declined=declined))
    text = hint_text(one)
    assert "king of clubs" in text and "kings" not in text, text
    two = Hint(Discard(mine), HintReason(DISCARD_SAFE, cards=(mine,),
                                         passed=(theirs, more), declined=declined))
    assert "kings" in hint_text(two)


def test_a_pass_says_does_not_help_only_where_the_upcard_would_not_lower_the_deadwood():
    """A pass of an upcard that would lower the deadwood says what it would leave (it read
    "does not help your hand" where taking it and throwing a king saved 6: a play-tester);
    one that would not still says it does not help."""
    from game.coach.hint import explain
    from game.core.actions import Pass

    said = {"lowers": 0, "no help": 0}
    for view, legal in sample_positions("gin", 600, seed=11):
        if Pass() not in legal or view.discard_top is None:
            continue
        reason = explain(view, legal, Pass())
        text = hint_text(Hint(Pass(), reason))
        if reason.deadwood_after < reason.deadwood_before:
            # (not "the stock is worth more": nobody may draw at the first upcard's offer)
            assert text == (f"Pass — the {card_name(view.discard_top)} would still leave "
                            f"deadwood {reason.deadwood_after}: too little gain to take it")
            said["lowers"] += 1
        else:
            assert text.endswith("does not help your hand")
            said["no help"] += 1
    assert all(said.values()), said


def _rami_hint(opponent: str, mine: str = "9H 9D 9C 7D KS QH 2C 5S", stock: str = "JC"):
    from tests.rami.rami_helpers import play, position

    e = position(2, [mine, opponent], pile="KC", stock=stock,
                 table=[(1, "4D 5D 6D")], dealer=1, laid_before=[False, True])
    play(e, "draw stock")
    return hint(e.view(0), e.legal_actions(), seed=1)


def test_an_ace_alone_of_its_kind_is_not_called_the_highest_card():
    """"Discard the ace of clubs: it is the highest card that makes no meld with anything in
    your hand" (a play-tester): in Rami an ace is worth 1; it was the only such card."""
    from game.core.cards import parse_cards
    from tests.rami.rami_helpers import play, position

    e = position(2, ["9H 9D 5H 6H KS KC AC 3D", "AS 2S 3H 8C 8H"], pile="TC", stock="4D",
                 table=[(1, "4S 5S 6S")], dealer=1)
    play(e, "draw stock")
    ace = parse_cards("AC")[0]
    reason = explain(e.view(0), e.legal_actions(), Discard(ace))
    assert reason.kind == "discard-only-unmeldable"
    text = hint_text(Hint(Discard(ace), reason))
    assert "the only card that nothing in your hand can meld with" in text
    assert "highest" not in text


def test_a_rami_held_back_says_when_an_opponent_is_near_going_out():
    """"Discard the jack of spades and keep your melds back for a Rami" while an opponent held
    one card: a play-tester with 9-9-9 to meld and the 7♦ to lay off paid 62, melds included.
    Holding measures best (hard, whose choice the hint is, wins 87 % of 4-player matches
    against easy holding, 76 % laying down when an opponent holds one or two cards), so the
    hint still holds, and says the risk where an opponent is that near."""
    near = _rami_hint("AS")
    assert near.reason.kind == "discard-holds-melds" and near.reason.fewest == 1
    assert "though an opponent holds only 1 card: if they go out first, your melds count " \
           "against you" in hint_text(near)
    far = _rami_hint("AS 2S 3H 8C 8H")
    assert far.reason.kind == "discard-holds-melds" and far.reason.fewest == 5
    assert "only" not in hint_text(far)


def test_the_rami_hint_depends_on_the_view_only_not_on_the_hidden_cards():
    """Rami's hint (the Rami table's H) as the classic one above: the same view with the
    other hands and the stock dealt again gets the same hint (a play-tester asked that Rami's
    hint, like Gin's, only see what the player may see)."""
    _same_hint_with_the_hidden_cards_dealt_again("rami", 4, 25, seat=0)
