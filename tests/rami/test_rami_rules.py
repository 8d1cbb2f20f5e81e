"""Rami (002) play rules: the deal, the dealer, lay-off timing, going out on a discard, the
"Rami!" call window, restocking, what the engine refuses and what each seat may see."""

import pytest
from rami_helpers import assert_cards_in_one_place, cards, play, position, rami, refuse, rig

from game.core.actions import (
    CallRami,
    DeclineCall,
    Discard,
    Draw,
    GoOut,
    LayOff,
    Meld,
    Restock,
    parse_action,
)
from game.core.cards import shuffled_deck
from game.core.events import (
    CardDealt,
    CardsCut,
    Drew,
    HandScored,
    HandStarted,
    HandVoid,
    RamiCalled,
    Restocked,
    UpcardTurned,
)
from game.core.families.rami import deal_size
from game.core.seeds import commitment


# ----- the deal --------------------------------------------------------------------------
@pytest.mark.parametrize("seats,size", [(2, 10), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_deal_sizes_one_card_at_a_time_clockwise_from_the_dealers_left(seats, size):
    e = rami(seats, seed=11)
    events = play(e, "next")
    d = e.dealer
    dealt = [x for x in events if isinstance(x, CardDealt)]
    assert len(dealt) == seats * size
    assert [x.seat for x in dealt] == [(d + 1 + k) % seats for k in range(seats)] * size
    deck = shuffled_deck(e.hand_seed())
    assert [x.card for x in dealt] == deck[::-1][:seats * size]
    assert all(len(h) == size for h in e.hands)
    up = [x for x in events if isinstance(x, UpcardTurned)]
    assert up and e.pile == [up[0].card] == [deck[::-1][seats * size]]
    assert len(e.stock) == 52 - seats * size - 1
    assert e.phase == "draw" and e.to_act == (d + 1) % seats
    started = next(x for x in events if isinstance(x, HandStarted))
    assert started.commitment == commitment(e.hand_seed())
    assert_cards_in_one_place(e)


@pytest.mark.parametrize("seats,size", [(2, 10), (3, 10), (4, 10), (5, 6), (6, 6)])
def test_rami_only_deals_ten_when_the_deck_allows(seats, size):
    e = rami(seats, seed=3, rami_only=True)
    play(e, "next")
    assert [len(h) for h in e.hands] == [size] * seats
    assert deal_size(e.rules, seats) == size


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_the_lowest_cut_card_deals_first(seats):
    for seed in range(5):
        e = rami(seats, seed=seed)
        events = play(e, "next")
        cut = next(x for x in events if isinstance(x, CardsCut))
        ranks = [c.rank for c in cut.cards]
        assert len(set(ranks)) == seats
        assert e.dealer == cut.dealer == ranks.index(min(ranks))


def test_two_players_the_winner_deals_next_and_a_draw_is_dealt_again():
    e = position(2, ["5H 6H 7H KC", "AS AD KD"], pile="4C", stock="8H", dealer=1,
                 laid_before=[True, False])
    play(e, "draw stock", "meld 5H 6H 7H 8H", "discard KC")
    play(e, "next")
    assert e.dealer == 0 and e.to_act == 1
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C", stock="2C", fill_stock=False,
                 dealer=1, restock_cap=0)
    events = play(e, "draw stock", "discard 9C")
    assert any(isinstance(x, HandVoid) for x in events)
    play(e, "next")
    assert e.dealer == 1


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_more_players_the_deal_passes_clockwise(seats):
    hands = ["AS AD KD", "9S 9D 2C 3S", "5H 6H 7H KC", "4D 5D", "JH", "QH"][:seats]
    e = position(seats, hands, pile="4C", stock="8H", dealer=0, to_act=2,
                 laid_before=[True] * seats)
    hs = next(x for x in play(e, "draw stock", "meld 5H 6H 7H 8H", "discard KC")
              if isinstance(x, HandScored))
    assert hs.winner == 2
    play(e, "next")
    assert e.dealer == 1 and e.to_act == 2  # the deal moves one seat left, whoever won
    e = position(seats, hands, pile="3C", stock="2H", fill_stock=False, dealer=seats - 1,
                 to_act=2, restock_cap=0)
    play(e, "draw stock", "discard KC")  # a draw
    play(e, "next")
    assert e.dealer == 0


# ----- turns -----------------------------------------------------------------------------
def test_layoffs_only_from_the_second_turn():
    e = position(2, ["8H 2C 3D JS", "KC QD 9S 4S"], pile="AC", stock="TD 5S 7D",
                 table=[(1, "5H 6H 7H")], dealer=1, completed=[0, 0])
    play(e, "draw stock")
    assert not [a for a in e.legal_actions() if isinstance(a, LayOff)]
    refuse(e, "layoff 8H 0", "layoff-second-turn")
    play(e, "discard TD")
    play(e, "draw stock", "discard 5S")
    play(e, "draw stock")
    assert LayOff(cards("8H")[0], 0) in e.legal_actions()
    play(e, "layoff 8H 0")
    assert e.table[0][1] == cards("5H 6H 7H 8H")


def test_layoff_on_anyones_meld_at_either_end_and_a_fourth_card_on_a_set():
    e = position(3, ["4H 9H 9C QS", "AD", "KD"], pile="AC", stock="2S",
                 table=[(1, "5H 6H 7H 8H"), (2, "QH QD QC")], dealer=2)
    play(e, "draw stock")
    legal = e.legal_actions()
    assert LayOff(cards("4H")[0], 0) in legal and LayOff(cards("9H")[0], 0) in legal
    assert LayOff(cards("QS")[0], 1) in legal
    refuse(e, "layoff 9C 0", "layoff-fits")
    refuse(e, "layoff 4H 1", "layoff-fits")
    refuse(e, "layoff 4H 7", "layoff-target")
    play(e, "layoff 4H 0", "layoff 9H 0", "layoff QS 1")
    assert e.table == [[1, cards("4H 5H 6H 7H 8H 9H")], [2, cards("QS QH QD QC")]]
    refuse(e, "layoff 9C 1", "layoff-fits")


def test_the_card_taken_from_the_pile_may_not_be_discarded_nor_kept_alone():
    e = position(2, ["5H 6H 7H", "KC QD 9S"], pile="8C", stock="2D", dealer=1)
    play(e, "draw discard")
    refuse(e, "discard 8C", "discard-not-just-taken")
    # melding 5-6-7 would leave only 8C, which could not be discarded
    refuse(e, "meld 5H 6H 7H", "discard-not-just-taken")
    assert Discard(cards("8C")[0]) not in e.legal_actions()
    play(e, "discard 5H")
    assert e.pile[-1] == cards("5H")[0]


def test_melds_as_the_ui_sends_them_and_bad_melds():
    e = position(2, ["5H 6H 7H 9C 9D 9S 2D", "KC QD"], pile="AC", stock="4D", dealer=1)
    play(e, "draw stock")
    refuse(e, "meld 5H 6H 9C", "meld-shape")
    refuse(e, "meld 5H 6H", "meld-shape")
    refuse(e, "meld 2D 3D 4D", "meld-cards-in-hand")
    refuse(e, "meld 5H 5H 6H", "meld-shape")
    play(e, "meld 7H 5H 6H")  # any order: the table keeps it in order
    assert e.table == [[0, cards("5H 6H 7H")]]
    offered = {frozenset(a.cards) for a in e.legal_actions() if isinstance(a, Meld)}
    assert offered == {frozenset(cards("9C 9D 9S"))}


def test_goout_accepts_any_valid_arrangement():
    e = position(2, ["9S 9H 9D 9C 6D 7D 8D", "KC QD"], pile="AC", stock="TD", dealer=1,
                 laid_before=[True, False])
    play(e, "draw stock")
    gos = [a for a in e.legal_actions() if isinstance(a, GoOut)]
    assert len(gos) == 1
    refuse(e, "goout [9S 9H 9D 9C]", "go-out-all-cards")
    refuse(e, "goout [9S 9H 9D 9C] [6D 7D 8D TD]", "meld-shape")
    events = play(e, "goout [9S 9H 9C] [6D 7D 8D 9D TD]")  # not the offered arrangement
    hs = next(x for x in events if isinstance(x, HandScored))
    assert hs.kind == "out" and hs.points == (20, -20)
    assert e.table[0][1] == cards("9S 9H 9C") and e.table[1][1] == cards("6D 7D 8D 9D TD")


def test_going_out_on_a_discard_variant():
    e = position(2, ["5H 6H 7H", "KC QD"], pile="AC", stock="8H", dealer=1,
                 go_out_on_discard=True)
    play(e, "draw stock")
    assert not [a for a in e.legal_actions() if isinstance(a, GoOut)]
    refuse(e, "goout [5H 6H 7H 8H]", "go-out-on-discard")
    refuse(e, "meld 5H 6H 7H 8H", "go-out-on-discard")  # would leave nothing to discard
    hs = next(x for x in play(e, "meld 5H 6H 7H", "discard 8H") if isinstance(x, HandScored))
    assert hs.kind == "rami" and hs.points == (36, -36)  # laid down 5+6+7 = 18, paid twice


def test_going_out_on_a_discard_no_layoff_of_the_last_card():
    e = position(2, ["8H", "KC QD"], pile="AC", stock="9H", table=[(1, "5H 6H 7H")],
                 dealer=1, laid_before=[True, False], go_out_on_discard=True)
    play(e, "draw stock", "layoff 8H 0")
    refuse(e, "layoff 9H 0", "go-out-on-discard")
    hs = next(x for x in play(e, "discard 9H") if isinstance(x, HandScored))
    assert hs.kind == "out" and hs.points == (20, -20)


# ----- the stock runs out ------------------------------------------------------------------
def test_restock_turns_the_pile_over_without_shuffling():
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C 4C 5C", stock="2C", fill_stock=False)
    play(e, "draw stock", "discard 9C")
    assert e.stock == [] and e.phase == "draw" and e.to_act == 1
    assert set(e.legal_actions()) == {Draw("discard"), Restock()}
    refuse(e, "draw stock", "stock-exhausted")
    events = play(e, "restock")
    assert [(x.size, x.seat, x.shuffled) for x in events if isinstance(x, Restocked)] == \
        [(4, 1, False)]   # turned over, not shuffled: the feed says so
    drew = [x for x in events if isinstance(x, Drew)]
    assert drew[0].source == "stock" and drew[0].card == cards("3C")[0]  # the pile's bottom
    assert e.stock[::-1] == cards("4C 5C 9C") and e.pile == []
    assert e.restocks == 1
    refuse(e, "restock", "one-draw-per-turn")


def test_restock_refused_while_the_stock_lasts():
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C", stock="2C")
    refuse(e, "restock", "restock-stock-left")


def test_the_stock_may_also_be_skipped_by_taking_the_discard():
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C 4C 5C", stock="2C", fill_stock=False)
    play(e, "draw stock", "discard 9C", "draw discard", "discard KC")
    assert e.stock == [] and e.pile == cards("3C 4C 5C KC") and e.restocks == 0


# ----- the "Rami!" call ----------------------------------------------------------------------
def call_position(**kw):
    base = dict(hands=["8H KC 2D", "AS 3C", "4H 9C JC"], pile="TD", stock="QS 7S 6S",
                table=[(1, "5H 6H 7H")], dealer=2, rami_call=True)
    base.update(kw)
    return position(3, **base)


def test_call_window_opens_only_on_a_discard_that_could_be_laid_off():
    e = call_position()
    play(e, "draw stock", "discard KC")  # KC fits no meld: no window
    assert e.phase == "draw" and e.to_act == 1
    refuse(e, "rami", "draw-first")
    e = call_position()
    play(e, "draw stock", "discard 8H")
    assert e.phase == "call" and e.to_act == 1
    assert e.legal_actions() == [CallRami(), DeclineCall()]
    assert e.view(1).call_card == cards("8H")[0]


def test_no_call_window_in_the_first_round_nor_without_the_option():
    e = call_position(completed=[0, 0, 0])
    play(e, "draw stock", "discard 8H")
    assert e.phase == "draw" and e.to_act == 1
    e = call_position(rami_call=False)
    play(e, "draw stock", "discard 8H")
    assert e.phase == "draw" and e.to_act == 1


def test_call_seats_polled_from_the_discarders_left_the_first_caller_wins():
    e = call_position()
    play(e, "draw stock", "discard 8H")
    play(e, "nocall")
    assert e.phase == "call" and e.to_act == 2
    events = play(e, "rami")
    assert events == [RamiCalled(2, cards("8H")[0], 0)]
    assert e.phase == "call-layoff" and e.to_act == 2
    assert e.legal_actions() == [LayOff(cards("8H")[0], 0)]
    refuse(e, "discard 4H", "rami-call-layoff")
    play(e, "layoff 8H 0")
    assert e.phase == "call-discard" and e.table[0][1] == cards("5H 6H 7H 8H")
    refuse(e, "draw stock", "rami-call-discard")
    play(e, "discard JC")  # does not fit: no new window
    # play resumes to the left of the original discarder (seat 0)
    assert e.phase == "draw" and e.to_act == 1
    assert e.hands[2] == cards("4H 9C") and e.pile[-1] == cards("JC")[0]


def test_call_nearest_the_discarders_left_is_asked_first():
    e = call_position()
    play(e, "draw stock", "discard 8H", "rami")
    assert e.caller == 1 and e.to_act == 1
    play(e, "layoff 8H 0", "discard 3C")
    assert e.phase == "draw" and e.to_act == 1  # seat 1 also plays its own turn next


def test_all_decline_then_the_next_player_draws():
    e = call_position()
    play(e, "draw stock", "discard 8H", "nocall", "nocall")
    assert e.phase == "draw" and e.to_act == 1 and e.pile[-1] == cards("8H")[0]
    refuse(e, "rami", "draw-first")


def test_the_callers_discard_opens_a_new_window_and_play_still_resumes_left_of_the_first():
    e = call_position()
    play(e, "draw stock", "discard 8H", "nocall", "rami", "layoff 8H 0", "discard 4H")
    # 4H fits 5H-8H: a new window, polled from seat 2's left: seat 0, then seat 1
    assert e.phase == "call" and e.to_act == 0
    play(e, "nocall")
    assert e.to_act == 1
    play(e, "nocall")
    assert e.phase == "draw" and e.to_act == 1


def test_the_callers_discard_may_win_the_hand():
    e = call_position(hands=["8H KC 2D", "AS 3C", "9C"], laid_before=[True, True, True])
    play(e, "draw stock", "discard 8H", "nocall", "rami", "layoff 8H 0")
    events = play(e, "discard 9C")
    hs = next(x for x in events if isinstance(x, HandScored))
    assert hs.winner == 2 and hs.kind == "out"
    assert hs.points == (-22, -4, 26)  # KC 2D QS = 22, AS 3C = 4


def test_no_window_on_the_discard_that_ends_the_hand():
    e = call_position(hands=["8H 9S 9D", "AS 3C", "4H 9C JC"], stock="9H",
                      laid_before=[True, True, True])
    play(e, "draw stock", "meld 9S 9D 9H")
    assert e.phase == "discard"
    events = play(e, "discard 8H")
    assert any(isinstance(x, HandScored) for x in events) and e.phase == "hand-over"


# ----- refusals leave the state alone; views hide what they must ----------------------------
def test_refusals_name_the_rule_and_change_nothing():
    e = rami(2, seed=4)
    refuse(e, "draw stock", "hand-over")
    play(e, "next")
    refuse(e, "next", "hand-in-progress")
    refuse(e, "discard AS", "draw-first")
    refuse(e, "meld AS 2S 3S", "draw-first")
    play(e, "draw stock")
    refuse(e, "draw stock", "one-draw-per-turn")
    refuse(e, "rami", "discard-now")
    card = next(c for c in cards("AS 2S 3S 4S 5S") if c not in e.hands[e.to_act])
    refuse(e, Discard(card), "card-in-hand")


def test_views_show_only_the_seats_own_cards():
    e = rami(4, seed=9)
    play(e, "next", "draw stock")
    seat = e.to_act
    for viewer in range(4):
        v = e.view(viewer)
        assert v.hand == tuple(e.hands[viewer])
        assert v.hand_sizes == tuple(len(h) for h in e.hands)
        for ev in v.events:
            if isinstance(ev, CardDealt):
                assert (ev.card is None) == (ev.seat != viewer)
            if isinstance(ev, Drew):
                assert (ev.card is None) == (ev.seat != viewer)
        assert v.shown_hands == ()
        others = {c for s in range(4) if s != viewer for c in e.hands[s]}
        assert not others & set(v.hand)
        assert v.taken_card is None
    assert e.view(seat).my_turn


def test_hands_are_shown_once_the_hand_is_over():
    e = position(2, ["5H 6H 7H KC", "AS AD KD"], pile="4C", stock="8H", dealer=1)
    shown = e.view(1).shown_hands
    assert shown == ()
    play(e, "draw stock", "meld 5H 6H 7H 8H", "discard KC")
    shown = e.view(1).shown_hands
    assert shown == ((), tuple(cards("AS AD KD")))


def test_table_melds_in_the_view():
    e = position(2, ["5H 6H 7H KC 2D", "AS AD KD"], pile="4C", stock="8H", dealer=1)
    play(e, "draw stock", "meld 8H 6H 7H 5H")
    v = e.view(1)
    assert [(m.owner, m.cards) for m in v.table_melds] == [(0, tuple(cards("5H 6H 7H 8H")))]


def test_action_notation_round_trips_for_every_legal_action():
    e = position(2, ["9S 9H 9D 9C 6D 7D 8D", "KC QD"], pile="AC", stock="TD", dealer=1,
                 table=[(1, "2S 3S 4S")])
    play(e, "draw stock")
    for a in e.legal_actions():
        assert parse_action(str(a)) == a


def test_rig_helper_keeps_the_deck_whole():
    e = rami(3, seed=2)
    play(e, "next")
    rig(e, ["AS", "2S", "3S"], pile="4S", stock="5S")
    assert_cards_in_one_place(e)


def _fits_reference(card, meld) -> bool:
    """The lay-off test as first written (before `fits` kept its answers per meld)."""
    if len(meld) < 3:
        return False
    first = meld[0]
    if all(c.rank == first.rank for c in meld):
        return len(meld) < 4 and card.rank == first.rank and all(c.suit != card.suit
                                                                 for c in meld)
    if card.suit != first.suit or any(c.suit != first.suit for c in meld):
        return False
    ranks = [c.rank for c in meld]
    return card.rank == min(ranks) - 1 or card.rank == max(ranks) + 1


def test_fits_answers_as_the_plain_lay_off_test():
    """Every card of both decks against sets, runs and odd card groups (lists or tuples)."""
    from game.core.cards import Card
    from game.core.families.rami_legal import fits

    deck = [Card.of(r, s, d) for d in (0, 1) for s in range(4) for r in range(1, 14)]
    melds = [
        [Card.of(7, 0), Card.of(7, 1), Card.of(7, 2)],
        (Card.of(7, 0), Card.of(7, 1), Card.of(7, 2), Card.of(7, 3)),
        (Card.of(1, 1), Card.of(2, 1), Card.of(3, 1)),
        [Card.of(11, 3), Card.of(12, 3), Card.of(13, 3)],
        (Card.of(4, 2), Card.of(5, 2), Card.of(6, 2), Card.of(7, 2, 1)),
        (Card.of(9, 0), Card.of(9, 0, 1), Card.of(9, 2)),
        (Card.of(3, 0), Card.of(4, 1), Card.of(5, 0)),
        (Card.of(3, 0), Card.of(4, 0)),
    ]
    checked = 0
    for meld in melds:
        for card in deck:
            assert fits(card, meld) == _fits_reference(card, meld), (card, meld)
            checked += fits(card, meld)
    assert checked > 10
