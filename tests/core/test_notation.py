"""Cards and actions in notation: `AS 10h TD kc`, `discard 7H`, `knock 3C [4H 5H 6H]`."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core.actions import (
    BigGin,
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    FinishLayoffs,
    GoOut,
    Knock,
    LayOff,
    Meld,
    NextHand,
    Pass,
    Restock,
    Stop,
    parse_action,
)
from game.core.cards import ALL_CARDS, Card, format_cards, parse_cards
from game.core.errors import CardParseError


def test_every_card_round_trips():
    for card in ALL_CARDS:
        assert Card.parse(card.code) is card
        assert Card.parse(card.code.lower()) is card
    assert len({c.code for c in ALL_CARDS}) == 104


def test_ten_and_case_insensitive_input():
    assert parse_cards("AS 10h TD kc") == [Card.of(1, 0), Card.of(10, 1), Card.of(10, 2),
                                          Card.of(13, 3)]
    assert Card.parse("10H") is Card.parse("th") is Card.parse("Th")
    assert Card.parse(" qS ") is Card.of(12, 0)
    assert parse_cards("2c,3c, 4c") == [Card.of(r, 3) for r in (2, 3, 4)]


def test_printing():
    hand = parse_cards("as 10h td kc")
    assert format_cards(hand) == "AS TH TD KC"
    assert [c.pretty for c in hand] == ["A♠", "10♥", "10♦", "K♣"]
    assert str(Card.of(7, 1)) == "7H" and Card.of(7, 1, 1).code == "7H'"


@pytest.mark.parametrize("text, bad", [
    ("AS XH 3C", "XH"), ("AS 1H", "1H"), ("AS 11D", "11D"), ("AS 5Z", "5Z"),
    ("7", "7"), ("AS H", "H"), ("KC 10", "10"), ("AS QQ", "QQ")])
def test_malformed_tokens_name_the_bad_token(text, bad):
    with pytest.raises(CardParseError) as info:
        parse_cards(text)
    assert repr(bad) in str(info.value)
    assert isinstance(info.value, ValueError)


def test_cards_are_interned_and_ordered():
    assert Card.of(5, 2) is Card.parse("5D")
    assert sorted(parse_cards("KS 2H AD 2C")) == parse_cards("AD 2H 2C KS")
    assert len({Card.of(5, 2).bit, Card.of(5, 2, 1).bit}) == 1   # same face, same mask bit
    assert Card.of(5, 2) != Card.of(5, 2, 1)


cards_st = st.sampled_from(ALL_CARDS[:52])
melds_st = st.lists(st.lists(cards_st, min_size=1, max_size=5).map(tuple), max_size=4).map(tuple)

actions_st = st.one_of(
    st.sampled_from([Draw("stock"), Draw("discard"), Pass(), BigGin(), FinishLayoffs(),
                     NextHand(), Restock(), CallRami(), DeclineCall(), Stop()]),
    st.builds(Discard, cards_st),
    st.builds(Knock, cards_st),
    st.builds(Knock, cards_st, melds_st),
    st.builds(LayOff, cards_st, st.integers(0, 30)),
    st.builds(Meld, st.lists(cards_st, min_size=1, max_size=6).map(tuple)),
    st.builds(GoOut, melds_st),
)


@given(actions_st)
def test_every_action_round_trips(action):
    text = str(action)
    assert parse_action(text) == action
    assert parse_action(text.upper()) == action
    assert parse_action(text.lower()) == action
    assert parse_action("  " + text + " ") == action


def test_action_spellings():
    assert parse_action("take") == Draw("discard")
    assert parse_action("gin 3C") == Knock(Card.parse("3C"))
    assert parse_action("knock 3c [4h 5h 6h] [9S 9D 9C]") == Knock(
        Card.parse("3C"), (tuple(parse_cards("4H 5H 6H")), tuple(parse_cards("9S 9D 9C"))))
    assert parse_action("layoff 10h 2") == LayOff(Card.parse("TH"), 2)
    # declaring no meld at all is not the same as asking for the optimal arrangement
    assert str(Knock(Card.parse("3C"), ())) == "knock 3C []"
    assert parse_action("knock 3C []") == Knock(Card.parse("3C"), ())
    assert parse_action("knock 3C") == Knock(Card.parse("3C"), None)


@pytest.mark.parametrize("text", ["", "fly", "draw", "draw deck", "discard", "discard 1X",
                                  "layoff 5H", "layoff 5H x", "knock", "pass now",
                                  "goout 5H 6H 7H"])
def test_unreadable_actions(text):
    with pytest.raises(CardParseError):
        parse_action(text)
