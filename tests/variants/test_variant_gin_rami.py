"""Two-deck Gin-Rami with columns (003): deal, retourne, descente limit, going out, scores."""

import pytest
from variant_helpers import assert_cards_complete, dealt, meld_index, one, play, seed_where, stack

from game.core.actions import BigGin, Discard, Draw, Knock, NextHand
from game.core.cards import Card, new_deck, shuffled_deck
from game.core.errors import IllegalActionError
from game.core.events import CardDealt, HandScored, KnockLimitSet, RetourneTurned
from game.core.families.gin import knock_limit_of
from game.core.seeds import derive_seed
from game.ui import wording
from game.variants.terms import terms_for

# nine melded cards (2-4♠, three kings, 8-10♦), the Q♣ to discard, and one loose card
MELDS9 = "2S 3S 4S KH KD KC 8D 9D TD"
DEALER_ANY = "5C 6C 9C JS QS 4D 5D 6D 7S 9S"
# 52 deadwood: A-2-3♥ melded; 5+6+8+9+10+10+4 loose
DEALER_52 = "AH 2H 3H 5C 6C 8H 9H JS QS 4D"
# 58 deadwood, and a Q♦ that would fit the 8-J♦ run (no lay-offs on a gin)
DEALER_58 = "AH 2H 3H 5C 6C 8H 9H JS QS QD"


def loose_card(value: int) -> str:
    return {10: "JH", 15: "AH"}.get(value, f"{value}H")


def limit_engine(rank: int):
    return seed_where("gin-rami", lambda e: e.retourne.rank == rank)


def test_deal_eleven_and_ten_no_upcard_retourne_from_deck_two():
    engine = dealt("gin-rami", seed=4)
    nd, d = engine.non_dealer, engine.dealer
    assert len(engine.hands[nd]) == 11 and len(engine.hands[d]) == 10
    assert engine.pile == [] and engine.upcard is None
    assert len(engine.stock) == 52 - 21
    seats = [e.seat for e in engine.events if isinstance(e, CardDealt)]
    assert seats == [nd, d] * 10 + [nd]
    assert engine.retourne.deck == 1
    assert all(c.deck == 0 for h in engine.hands for c in h)
    assert one(engine.events, RetourneTurned).card == engine.retourne
    assert one(engine.events, KnockLimitSet).limit == knock_limit_of(engine.retourne)
    assert_cards_complete(engine)
    # the non-dealer opens by discarding without drawing
    assert engine.phase == "opening" and engine.to_act == nd
    assert not any(isinstance(a, Draw) for a in engine.legal_actions())
    with pytest.raises(IllegalActionError) as err:
        engine.apply(Draw("stock"))
    assert err.value.rule == "opening-discard"
    card = engine.hands[nd][0]
    engine.apply(Discard(card))
    # then: the opponent's last discard or the top of the stock
    assert engine.to_act == d and engine.phase == "draw"
    assert set(engine.legal_actions()) == {Draw("stock"), Draw("discard")}
    engine.apply(Draw("discard"))
    assert card in engine.hands[d]


def test_knock_limit_of_each_rank():
    assert [knock_limit_of(Card.of(r, 0, 1)) for r in range(1, 14)] == \
        [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]


@pytest.mark.parametrize("rank", range(1, 14))
def test_descente_limit_from_the_retourne(rank):
    engine = limit_engine(rank)
    limit = engine.knock_limit
    assert limit == (0 if rank == 1 else min(rank, 10))
    if limit == 0:
        stack(engine, {engine.non_dealer: f"{MELDS9} QC 2H", engine.dealer: DEALER_ANY},
              phase="opening")
        assert Knock(Card.parse("QC")) not in engine.legal_actions()
        with pytest.raises(IllegalActionError) as err:
            engine.apply(Knock(Card.parse("QC")))
        assert err.value.rule == "gin-only"
        # gin is still allowed: 9 melded + the J♦ on the 8-10♦ run, the Q♣ discarded
        stack(engine, {engine.non_dealer: f"{MELDS9} QC JD", engine.dealer: DEALER_ANY},
              phase="opening")
        assert Knock(Card.parse("QC")) in engine.legal_actions()
        return
    ok = loose_card(limit)
    stack(engine, {engine.non_dealer: f"{MELDS9} QC {ok}", engine.dealer: DEALER_ANY},
          phase="opening")
    assert Knock(Card.parse("QC")) in engine.legal_actions()
    too_much = loose_card(limit + 1 if limit < 10 else 15)
    stack(engine, {engine.non_dealer: f"{MELDS9} QC {too_much}", engine.dealer: DEALER_ANY},
          phase="opening")
    assert Knock(Card.parse("QC")) not in engine.legal_actions()
    with pytest.raises(IllegalActionError) as err:
        engine.apply(Knock(Card.parse("QC")))
    assert err.value.rule == "knock-limit"


@pytest.fixture
def ten():
    """A first deal whose retourne allows a descente of 10."""
    return seed_where("gin-rami", lambda e: e.retourne.rank >= 10)


def test_grand_gin_at_once_with_the_eleven_dealt_cards(ten):
    nd, d = ten.non_dealer, ten.dealer
    stack(ten, {nd: "2S 3S 4S KH KD KC 8D 9D TD JD QD", d: DEALER_52}, phase="opening")
    assert BigGin() in ten.legal_actions()
    events = ten.apply(BigGin())
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner, scored.points[nd]) == ("big-gin", nd, 50 + 52)
    assert scored.lines[0].kind == "big-gin" and scored.lines[0].values["bonus"] == 50
    said = wording.score_line(scored.lines[0], ["Ann", "Bob"], terms=terms_for(ten.rules))
    assert said.startswith("Grand gin by ") and ": bonus 50 + " in said
    assert ten.scorer.points[0][nd] == 102 and ten.scorer.cocottes[0][nd] == 1
    # the winner deals the next hand: the loser gets 11 cards and opens
    ten.apply(NextHand())
    assert ten.dealer == nd and ten.to_act == d and len(ten.hands[d]) == 11
    assert ten.phase == "opening"


def test_gin_at_once_no_layoffs(ten):
    nd, d = ten.non_dealer, ten.dealer
    stack(ten, {nd: "2S 3S 4S KH KD KC 8D 9D TD JD 5H", d: DEALER_58}, phase="opening")
    events = play(ten, "knock 5H")
    scored = one(events, HandScored)
    assert (scored.kind, scored.points[nd]) == ("gin", 25 + 58)
    assert ten.phase == "hand-over"


def test_gin_after_taking_the_opening_discard(ten):
    nd, d = ten.non_dealer, ten.dealer
    stack(ten, {nd: "AH 2H 3H 5C 6C 8H 9H JS QS QD 7D", d: "2S 3S 4S KH KD KC 8D 9D TD 5D"},
          phase="opening")
    play(ten, "discard 7D", "draw discard")
    events = play(ten, "knock 5D")
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner, scored.points[d]) == ("gin", d, 25 + 58)


def test_descente_won_after_layoffs(ten):
    nd, d = ten.non_dealer, ten.dealer
    stack(ten, {nd: "2S 3S 4S KH KD KC 8D 9D TD 5H 4C", d: "AH 2H 3H JD QD 6C 7H 8H 9S 2C"},
          phase="opening")
    play(ten, "knock 5H")                     # descente with the 4♣: K = 4
    assert ten.phase == "layoff" and ten.to_act == d
    run = meld_index(ten, "8D")
    play(ten, f"layoff JD {run}", f"layoff QD {run}")
    events = play(ten, "done")
    scored = one(events, HandScored)
    # D = 6 + 7 + 8 + 9 + 2 = 32 after laying off J♦ and Q♦: 32 - 4 = 28
    assert (scored.kind, scored.winner, scored.points[nd]) == ("knock", nd, 28)
    assert scored.deadwood[d] == 32 and scored.deadwood[nd] == 4
    names = ["Ann", "Bob"]
    said = wording.score_lines(scored.lines, names, terms=terms_for(ten.rules))
    assert said[0] == f"Descente by {names[nd]} with 4 deadwood"


@pytest.mark.parametrize("loose, expected", [("3D", 25 + 1), ("4D", 25 + 0)])
def test_descente_undercut(ten, loose, expected):
    nd, d = ten.non_dealer, ten.dealer
    stack(ten, {nd: "2S 3S 4S KH KD KC 8D 9D TD 5H 4C", d: f"AH 2H 3H 6C 7C 8C JS QS KS {loose}"},
          phase="opening")
    events = play(ten, "knock 5H", "done")
    scored = one(events, HandScored)
    assert (scored.kind, scored.winner, scored.points[d]) == ("undercut", d, expected)


def test_turning_ace_worth_15_in_a_descente(ten):
    nd, d = ten.non_dealer, ten.dealer
    # Q-K-A♥ and K-A-2♣ are runs; the loose 9♦ is knocked with
    stack(ten, {nd: "QH KH AH KC AC 2C 5S 6S 7S 9D JD", d: "AD 2D 3D 4C 5C 6H 8H TS JS 3H"},
          phase="opening")
    events = play(ten, "knock JD", "done")
    scored = one(events, HandScored)
    # defender: A-2-3♦ melded; 4+5+6+8+10+10+3 = 46; 46 - 9 = 37
    assert scored.deadwood[nd] == 9 and scored.deadwood[d] == 46
    assert scored.points[nd] == 37


def test_void_at_two_stock_cards_same_dealer_retourne_advances():
    engine = dealt("gin-rami", seed=8)
    nd, d = engine.non_dealer, engine.dealer
    pack = [Card.of(c.rank, c.suit, 1) for c in shuffled_deck(derive_seed(8, "retourne0"))]
    assert engine.retourne == pack[0]
    stack(engine, {nd: "AH 2H 5C 6C 8H 9H JS QS QD 3D", d: "2S 4S KH KD 8D 9D TD 5D 7C 2D"},
          stock="TC TH TS", pile="7D", fill=False)
    events = play(engine, "draw stock", "discard TC")
    assert one(events, HandScored).kind == "void"
    assert engine.scorer.history[-1].void and engine.scorer.totals == [0, 0]
    engine.apply(NextHand())
    assert engine.dealer == d and engine.deal_no == 1
    assert engine.retourne == pack[1]
    assert_cards_complete(engine)


def test_retourne_pack_turned_over_in_the_same_order():
    engine = dealt("gin-rami", seed=9)
    first = [engine._retourne_card() for engine.deal_no in range(52)]
    assert sorted(first) == sorted(Card.of(c.rank, c.suit, 1) for c in new_deck())
    second = [engine._retourne_card() for engine.deal_no in range(52, 104)]
    assert second == first
    engine = dealt("gin-rami", seed=9, retourne_reshuffle="on")
    again = [engine._retourne_card() for engine.deal_no in range(52)]
    assert again == first
    shuffled = [engine._retourne_card() for engine.deal_no in range(52, 104)]
    assert sorted(shuffled) == sorted(first) and shuffled != first
