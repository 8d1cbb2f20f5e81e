"""Rami (002) pay-outs worked by hand from RULES.md: going out, Rami (double the laid-down
value; the seed's 47 -> 94), the own-hand option, Arrêt card counts and tied winners, Rami
only, draws, and the match of several hands."""

import random

from rami_helpers import assert_cards_in_one_place, cards, play, position, refuse, rig

from game.core.actions import Draw, Restock, Stop
from game.core.events import HandScored, HandVoid, MatchOver, Restocked
from game.core.seeds import derive_seed
from game.ui.score_tables import score_table


def scored(events) -> HandScored:
    found = [e for e in events if isinstance(e, HandScored)]
    assert len(found) == 1
    return found[0]


def test_going_out_each_other_player_pays_the_value_of_their_hand():
    # seat 0 melded on an earlier turn, so going out now is not a Rami
    e = position(3, ["5H 6H 7H KC", "AS AD KD", "9S 9D 2C 3S"], pile="4C", stock="8H",
                 dealer=2, laid_before=[True, False, False])
    events = play(e, "draw stock", "meld 5H 6H 7H 8H", "discard KC")
    hs = scored(events)
    # the seed's example: two aces and a king pay 12; 9+9+2+3 = 23
    assert hs.kind == "out" and hs.winner == 0
    assert hs.points == (35, -12, -23)
    assert hs.deadwood == (0, 12, 23)
    assert sum(hs.points) == 0
    assert hs.totals == (35, -12, -23)
    assert e.phase == "hand-over" and e.to_act is None
    assert_cards_in_one_place(e)


def test_rami_is_paid_twice_the_laid_down_value_the_seeds_47_to_94():
    # four players, seven cards each: a set of 9s and 6-5-4-3-2 of diamonds after the draw
    hands = ["AH 2H 4H 6H 8D TD 5C", "9S 9H 9D 6D 5D 4D 3D", "KS QH 2C 3C 7S 8H AC",
             "2S 3H 4S 5S 6C 7C 8C"]
    e = position(4, hands, pile="JC", stock="2D", dealer=0, completed=[0, 0, 0, 0])
    assert e.to_act == 1
    events = play(e, "draw stock", "goout [9S 9H 9D] [2D 3D 4D 5D 6D]")
    hs = scored(events)
    assert hs.kind == "rami" and hs.winner == 1
    assert hs.points == (-94, 282, -94, -94)
    assert_cards_in_one_place(e)


def test_rami_option_each_pays_twice_their_own_hand():
    hands = ["AH 2H 4H 6H 8D TD 5C", "9S 9H 9D 6D 5D 4D 3D", "KS QH 2C 3C 7S 8H AC",
             "2S 3H 4S 5S 6C 7C 8C"]
    e = position(4, hands, pile="JC", stock="2D", dealer=0, rami_pay_own_hand=True)
    hs = scored(play(e, "draw stock", "goout [9S 9H 9D] [2D 3D 4D 5D 6D]"))
    # own hands: 1+2+4+6+8+10+5 = 36, 10+10+2+3+7+8+1 = 41, 2+3+4+5+6+7+8 = 35
    assert hs.kind == "rami"
    assert hs.points == (-72, 224, -82, -70)


def test_rami_with_a_final_discard_counts_only_the_cards_laid_down():
    e = position(2, ["AS 2S 3S 4S 7H 7D 7C KH KD KC", "5C 6C 9C 2H 3H 8D 9D JH QD 4C"],
                 pile="TC", stock="QS", dealer=1)
    hs = scored(play(e, "draw stock", "meld AS 2S 3S 4S", "meld 7H 7D 7C", "meld KH KD KC",
                     "discard QS"))
    # laid down 1+2+3+4 + 21 + 30 = 61, paid twice
    assert hs.kind == "rami"
    assert hs.points == (122, -122)


def test_going_out_after_melding_on_an_earlier_turn_is_not_a_rami():
    e = position(2, ["5H 6H 7H 9C 9D KS", "JS JD QC 2D"], pile="AC", stock="2C 3C 9S",
                 dealer=1)
    play(e, "draw stock", "meld 5H 6H 7H", "discard KS")  # seat 0 lays a meld, keeps 9C 9D 2C
    play(e, "draw stock", "discard 3C")                    # seat 1
    hs = scored(play(e, "draw stock", "meld 9C 9D 9S", "discard 2C"))
    assert hs.kind == "out" and hs.winner == 0
    # seat 1 holds JS JD QC 2D = 32
    assert hs.points == (32, -32)


def test_a_player_who_only_laid_off_before_does_not_go_rami():
    e = position(2, ["4H KS 9C 9D", "JS JD QC 2D"], pile="AC", stock="2C 3C 9S",
                 table=[(1, "5H 6H 7H")], dealer=1)
    play(e, "draw stock", "layoff 4H 0", "discard KS")
    play(e, "draw stock", "discard 3C")
    hs = scored(play(e, "draw stock", "meld 9C 9D 9S", "discard 2C"))
    assert hs.kind == "out"
    assert hs.points == (32, -32)


def test_going_out_by_laying_off_the_last_card_ends_the_hand():
    e = position(2, ["8H 9C 9D", "JS 2D"], pile="AC", stock="9S", table=[(1, "5H 6H 7H")],
                 dealer=1, laid_before=[True, False])
    hs = scored(play(e, "draw stock", "meld 9C 9D 9S", "layoff 8H 0"))
    assert hs.kind == "out" and hs.points == (12, -12)


# ----- Rami Arrêt ----------------------------------------------------------------------------
def arret_position(counts: list[int], dealer: int = 3, to_act: int = 2):
    pool = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AH 2H 3H 4H 5H 6H".split()
    hands = []
    for n in counts:
        hands.append(" ".join(pool[:n]))
        pool = pool[n:]
    return position(len(counts), hands, pile="KD", stock="", dealer=dealer, to_act=to_act,
                    fill_stock=False, rami_arret=True)


def test_arret_the_seeds_example_jean_pierre_jacques_paul():
    # Jean 1 card, Pierre 3, Jacques 4, Paul 7: Jean receives 2, 3 and 6
    e = arret_position([1, 3, 4, 7])
    assert set(e.legal_actions()) == {Draw("discard"), Stop()}
    refuse(e, "restock", "restock-arret")
    hs = scored(play(e, "stop"))
    assert hs.kind == "arret" and hs.winner == 0
    assert hs.points == (11, -2, -3, -6)
    assert hs.deadwood == (1, 3, 4, 7)  # card counts


def test_arret_tied_winners_share_the_total():
    e = arret_position([1, 3, 1, 7])
    hs = scored(play(e, "stop"))
    # 2 + 6 = 8 shared by seats 0 and 2
    assert hs.points == (4, -2, 4, -6)


def test_arret_an_odd_total_gives_the_spare_point_to_the_winner_nearest_the_dealers_left():
    hs = scored(play(arret_position([1, 4, 1, 7], dealer=3), "stop"))
    assert hs.points == (5, -3, 4, -6)      # 9 shared; seat 0 sits at the dealer's left
    hs = scored(play(arret_position([1, 4, 1, 7], dealer=1), "stop"))
    assert hs.points == (4, -3, 5, -6)      # now seat 2 is nearer the dealer's left


def test_arret_everyone_tied_nobody_pays():
    hs = scored(play(arret_position([2, 2, 2], dealer=2, to_act=1), "stop"))
    assert hs.winner is None and hs.points == (0, 0, 0)


def test_arret_stop_only_with_the_stock_exhausted_and_only_in_arret():
    e = position(2, ["AS 2S", "3S 4S"], pile="KD", stock="5D", rami_arret=True)
    assert Stop() not in e.legal_actions()
    refuse(e, "stop", "stop-stock-left")
    e = position(2, ["AS 2S", "3S 4S"], pile="KD", stock="", fill_stock=False)
    refuse(e, "stop", "stop-arret-only")


def test_arret_taking_the_discard_keeps_the_hand_going():
    e = arret_position([1, 3, 4, 7])
    play(e, "draw discard", "discard 5S")
    assert e.phase == "draw" and e.to_act == 3


# ----- Rami only -----------------------------------------------------------------------------
def test_rami_only_pays_the_laid_down_value_not_doubled():
    e = position(2, ["AS 2S 3S 7H 8H 9H KC KD KS 4D", "5C 6C 9C 2H 3H 8D 9D JH QD 4C"],
                 pile="TC", stock="4S", dealer=1, rami_only=True)
    play(e, "draw stock")
    play(e, "meld AS 2S 3S 4S")
    refuse(e, "discard 4D", "rami-only-all-at-once")  # started: the whole hand goes down now
    hs = scored(play(e, "meld 7H 8H 9H", "meld KC KD KS", "discard 4D"))
    assert hs.kind == "rami"
    assert hs.points == (64, -64)  # 10 + 24 + 30, not doubled


def test_rami_only_no_partial_melds():
    e = position(2, ["AS 2S 3S 7H 8H 9H KC KD KS 4D", "5C 6C 9C 2H 3H 8D 9D JH QD 4C"],
                 pile="TC", stock="QH", dealer=1, rami_only=True)
    play(e, "draw stock")
    refuse(e, "meld AS 2S 3S", "rami-only-all-at-once")
    refuse(e, "meld KC KD KS", "rami-only-all-at-once")
    assert not [a for a in e.legal_actions() if str(a).startswith(("meld", "goout"))]
    play(e, "discard QH")
    assert e.phase == "draw" and e.table == []


def test_rami_only_going_out_with_the_whole_hand_and_the_own_hand_option():
    hands = ["AS 2S 3S 4S 7H 8H 9H TH KC KD", "5C 6C 9C 2H 3H 8D 9D JH QD 4C"]
    e = position(2, hands, pile="TC", stock="KS", dealer=1, rami_only=True)
    hs = scored(play(e, "draw stock", "goout [AS 2S 3S 4S] [7H 8H 9H TH] [KC KD KS]"))
    assert hs.kind == "rami" and hs.points == (74, -74)  # 10 + 34 + 30, not doubled
    e = position(2, hands, pile="TC", stock="KS", dealer=1, rami_only=True,
                 rami_pay_own_hand=True)
    hs = scored(play(e, "draw stock", "goout [AS 2S 3S 4S] [7H 8H 9H TH] [KC KD KS]"))
    assert hs.points == (66, -66)  # the face value of the other hand: 5+6+9+2+3+8+9+10+10+4


def test_rami_only_reshuffles_the_pile_but_its_top_card_into_a_new_stock():
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C 4C 5C 6C", stock="2C",
                 fill_stock=False, rami_only=True, restock_cap=1)
    events = play(e, "draw stock", "discard 9C")
    # the event says the pile was shuffled (the feed said "turned over": a play-tester)
    assert [(x.size, x.seat, x.shuffled) for x in events if isinstance(x, Restocked)] == \
        [(4, None, True)]
    assert e.pile == cards("9C")
    expected = cards("3C 4C 5C 6C")
    random.Random(derive_seed(e.hand_seed(), "restock1")).shuffle(expected)
    assert e.stock == expected
    assert Restock() not in e.legal_actions() and e.phase == "draw" and e.to_act == 1
    refuse(e, "restock", "restock-rami-only")
    # the cap: the next time the stock runs out the hand is a draw
    events = play(e, "draw stock", "discard KC", "draw stock", "discard AS",
                  "draw stock", "discard QD", "draw stock", "discard 5H")
    hs = scored(events)
    assert hs.kind == "draw" and hs.points == (0, 0)


def test_rami_only_with_arret_chosen_still_reshuffles_and_never_stops():
    """Rami only keeps every hand whole until someone goes out, so with Rami Arrêt also on,
    every stop was a tie: "everyone has 10 cards: nobody pays" (a play-tester). RULES.md's
    Rami only reshuffles the discards into a new stock; Arrêt does not apply there."""
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C 4C 5C 6C", stock="2C",
                 fill_stock=False, rami_only=True, rami_arret=True)
    events = play(e, "draw stock", "discard 9C")
    assert [x.size for x in events if isinstance(x, Restocked)] == [4]
    assert Stop() not in e.legal_actions() and e.phase == "draw"
    refuse(e, "stop", "stop-arret-only")
    assert not e.rules.arret_in_play and not e.rules.with_options(rami_call=True).call_in_play


def test_draw_when_the_restock_cap_is_passed_nobody_pays():
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C 4C", stock="2C", fill_stock=False,
                 restock_cap=1)
    play(e, "draw stock", "discard 9C")     # stock exhausted
    play(e, "restock")                      # restock 1 of 1: seat 1 draws 3C
    assert e.restocks == 1
    events = play(e, "discard KC", "draw stock", "discard AS", "draw stock", "discard QD")
    assert any(isinstance(ev, HandVoid) for ev in events)
    hs = scored(events)
    assert hs.kind == "draw" and hs.winner is None and hs.points == (0, 0)
    assert e.phase == "hand-over"


# ----- the match -----------------------------------------------------------------------------
def test_match_of_a_number_of_hands():
    e = position(3, ["5H 6H 7H KC", "AS AD KD", "9S 9D 2C 3S"], pile="4C", stock="8H",
                 dealer=2, match_hands=2)
    play(e, "draw stock", "meld 5H 6H 7H 8H", "discard KC")
    assert e.phase == "hand-over" and not e.is_over
    play(e, "next")
    assert e.dealer == 0  # three players: the deal passes clockwise
    rig(e, ["AS AD KD", "5H 6H 7H KC", "9S 9D 2C 3S"], pile="4C", stock="8H")
    assert e.to_act == 1
    events = play(e, "draw stock", "meld 5H 6H 7H 8H", "discard KC")
    over = [x for x in events if isinstance(x, MatchOver)]
    # both hands are Ramis (nothing laid before): 2 x (5+6+7+8) = 52 from each other player
    first, second = e.scorer.history
    assert first.kind == second.kind == "rami"
    assert e.scorer.totals == [104 - 52, -52 + 104, -104]
    assert over and over[0].winner is None  # seats 0 and 1 tie on +52
    assert e.is_over and e.legal_actions() == []


def test_match_to_a_received_target():
    hands = ["AH 2H 4H 6H 8D TD 5C", "9S 9H 9D 6D 5D 4D 3D", "KS QH 2C 3C 7S 8H AC",
             "2S 3H 4S 5S 6C 7C 8C"]
    e = position(4, hands, pile="JC", stock="2D", dealer=0, match_hands=0, target=250)
    events = play(e, "draw stock", "goout [9S 9H 9D] [2D 3D 4D 5D 6D]")
    over = [x for x in events if isinstance(x, MatchOver)]
    assert over and over[0].winner == 1 and over[0].totals == (-94, 282, -94, -94)
    assert e.is_over and e.scorer.received == [0, 282, 0, 0]
    e = position(4, hands, pile="JC", stock="2D", dealer=0, match_hands=0, target=300)
    events = play(e, "draw stock", "goout [9S 9H 9D] [2D 3D 4D 5D 6D]")
    assert not any(isinstance(x, MatchOver) for x in events) and e.phase == "hand-over"
    sheet = score_table(e.view(0).score, ["A", "B", "C", "D"], e.rules)
    m = "\u2212"   # the sheets print a true minus
    assert sheet.rows[0] == ("1", f"{m}94 ({m}94)", "+282 (+282)", f"{m}94 ({m}94)", f"{m}94 ({m}94)",
                             "Rami: B")   # the Result names who went out
