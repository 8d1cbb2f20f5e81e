"""The computer's Rami play: sensible choices in set positions, and whole matches of every
sub-variant for 2 to 6 players without a single illegal action."""

import random

import pytest
from rami_helpers import cards, play, position

from game.core.actions import (
    CallRami,
    Discard,
    Draw,
    GoOut,
    LayOff,
    Meld,
    Restock,
    Stop,
)
from game.core.events import HandScored
from game.match import Match
from game.players import make_player
from game.players.rami_ai import rami_choose
from game.variants import rules_for


def choose(engine, careful=False, seed=0):
    seat = engine.to_act
    return rami_choose(engine.view(seat), engine.legal_actions(), random.Random(seed), careful)


def test_takes_the_discard_that_completes_a_meld_and_the_stock_otherwise():
    e = position(2, ["5H 6H KC 2D 9S", "AS AD"], pile="7H", dealer=1)
    assert choose(e) == Draw("discard")
    e = position(2, ["5H 6H KC 2D 9S", "AS AD"], pile="QD", dealer=1)
    assert choose(e) == Draw("stock")


def test_takes_a_discard_it_can_lay_off_at_once_from_its_second_turn():
    kw = dict(hands=["KC 2D 9S", "AS AD"], pile="8H", table=[(1, "5H 6H 7H")], dealer=1)
    assert choose(position(2, **kw)) == Draw("discard")
    assert choose(position(2, completed=[0, 0], **kw)) == Draw("stock")


def test_goes_out_when_it_can():
    e = position(2, ["5H 6H 7H 9C 9D", "AS AD"], pile="2C", stock="9S", dealer=1)
    play(e, "draw stock")
    action = choose(e)
    assert isinstance(action, GoOut)
    e = position(2, ["5H 6H 7H 9C 9D KS", "AS AD"], pile="2C", stock="9S", dealer=1)
    play(e, "draw stock")
    steps = []
    while e.phase == "discard":
        action = choose(e)
        steps.append(action)
        play(e, str(action))
    assert isinstance(steps[-1], Discard) and steps[-1].card == cards("KS")[0]
    assert e.phase == "hand-over" and e.last_result.winner == 0


def test_goes_out_with_lay_offs_on_the_table():
    e = position(2, ["8H 4C 9D 9S", "AS AD"], pile="2C", stock="9C",
                 table=[(1, "5H 6H 7H"), (1, "5C 6C 7C")], dealer=1)
    play(e, "draw stock")
    while e.phase == "discard":
        play(e, str(choose(e)))
    assert e.last_result.winner == 0 and e.hands[0] == []


def test_lays_off_and_melds_when_it_cannot_go_out():
    e = position(2, ["8H KC QD 2S 9D 9S", "AS AD"], pile="2C", stock="9C",
                 table=[(1, "5H 6H 7H")], dealer=1)
    play(e, "draw stock")
    first = choose(e)
    assert first == Meld(tuple(cards("9S 9D 9C")))
    play(e, str(first))
    assert choose(e) == LayOff(cards("8H")[0], 0)


def test_discards_the_costliest_useless_card_not_one_that_fits_the_table():
    e = position(2, ["KC 2D 3S 9S", "AS AD"], pile="2C", stock="4H",
                 table=[(1, "TC JC QC")], dealer=1,
                 completed=[0, 0])
    play(e, "draw stock")
    # KC would extend TC-JC-QC for the next player: the 9S goes instead
    assert choose(e) == Discard(cards("9S")[0])


def test_careful_player_holds_its_melds_back_for_a_rami_when_close():
    hands = ["5H 6H 7H 9C 9D 9S 2D 4C", "AS AD KD QS JH TH 8C 8D"]
    e = position(2, hands, pile="KC", stock="QC", dealer=1)
    play(e, "draw stock")
    careless = choose(e, careful=False)
    careful = choose(e, careful=True)
    assert isinstance(careless, Meld)
    assert isinstance(careful, Discard) and careful.card in cards("QC 4C")


def test_careful_player_keeps_holding_when_an_opponent_is_close_to_going_out():
    """Laying down to cut what it would pay measured worse than racing on for the Rami (the
    README's Rami tables): the careful player still holds, and keeps its outs (QC, not a
    card of its melds)."""
    hands = ["5H 6H 7H 9C 9D 9S 2D 4C", "AS AD"]
    e = position(2, hands, pile="KC", stock="QC", dealer=1)
    play(e, "draw stock")
    held = choose(e, careful=True)
    assert isinstance(held, Discard) and held.card in cards("QC 4C 2D")


def test_careful_player_goes_out_all_at_once_for_a_rami():
    hands = ["5H 6H 7H 9C 9D 9S 2D", "AS AD KD QS JH TH 8C"]
    e = position(2, hands, pile="KC", stock="3D", dealer=1)
    play(e, "draw stock")
    assert isinstance(choose(e, careful=True), Discard)  # 2D-3D is no meld yet: hold
    e = position(2, ["5H 6H 7H 9C 9D 9S 2D 3D", "AS AD KD QS JH TH 8C"], pile="KC",
                 stock="4D", dealer=1)
    play(e, "draw stock")
    steps = []
    while e.to_act == 0 and e.phase == "discard":
        action = choose(e, careful=True)
        steps.append(action)
        play(e, str(action))
    assert e.phase in ("hand-over", "match-over")
    assert all(isinstance(a, (Meld, GoOut)) for a in steps), steps
    scored = [ev for ev in e.events if isinstance(ev, HandScored)]
    assert scored[-1].kind == "rami" and scored[-1].winner == 0


def test_calls_rami_whenever_it_may():
    e = position(3, ["8H KC 2D", "AS 3C", "4H 9C JC"], pile="TD", stock="QS",
                 table=[(1, "5H 6H 7H")], dealer=2, rami_call=True)
    play(e, "draw stock", "discard 8H")
    assert e.phase == "call"
    assert choose(e) == CallRami()
    play(e, "rami")
    assert choose(e) == LayOff(cards("8H")[0], 0)
    play(e, "layoff 8H 0")
    assert isinstance(choose(e), Discard)


def test_arret_stops_with_the_fewest_cards_and_takes_the_discard_otherwise():
    e = position(3, ["AS 2S", "3S 4S 5S", "6S 7S 8S 9S"], pile="KD", fill_stock=False,
                 dealer=2, rami_arret=True)
    assert e.to_act == 0 and choose(e) == Stop()
    e = position(3, ["AS 2S", "3S 4S 5S", "6S 7S 8S 9S"], pile="KD", fill_stock=False,
                 dealer=0, rami_arret=True)
    assert e.to_act == 1 and choose(e) == Draw("discard")


def test_arret_takes_the_discard_that_takes_it_out_rather_than_stop():
    """Holding the fewest cards it stops, unless the top discard takes it out at once: going
    out is paid in points, a Stop only in cards."""
    kw = dict(fill_stock=False, dealer=2, rami_arret=True, table=[(1, "5H 6H 7H")])
    e = position(3, ["9C 9D KS", "3S 4S 5S QD", "6S 7S 8S TD"], pile="KD 9S", **kw)
    assert e.to_act == 0 and choose(e) == Draw("discard")
    assert choose(e, careful=True) == Draw("discard")
    e = position(3, ["9C 9D KS", "3S 4S 5S QD", "6S 7S 8S TD"], pile="9S KD", **kw)
    assert choose(e) == Stop()


def test_arret_careful_player_lays_its_melds_down_once_the_stock_is_out():
    """A Stop is paid by card count: with the stock's last card drawn the careful player lays
    7-7-7 down instead of holding it for a Rami (a play-tester's hint held it one turn before
    the hand stopped); with cards left in the stock it still holds."""
    hands = ["7H 7D 5C 6H 6S 8C 2C", "AC 2D 3C QH JH KS", "4H 5H 6D", "AS KD QD JD TD"]
    kw = dict(pile="9D", fill_stock=False, dealer=3, rami_arret=True)
    e = position(4, hands, stock="7S", **kw)
    play(e, "draw stock")
    assert choose(e, careful=True) == Meld(tuple(cards("7S 7H 7D")))
    e = position(4, hands, stock="7S 9S TS", **kw)
    play(e, "draw stock")
    assert isinstance(choose(e, careful=True), Discard)
    e = position(4, hands, stock="7S", pile="9D", dealer=3)   # no Arrêt: it holds
    play(e, "draw stock")
    assert isinstance(choose(e, careful=True), Discard)


def test_restocks_when_the_discard_is_no_use():
    e = position(2, ["AS 5H 9C", "KC QD 2D"], pile="3C 4C 7D", stock="", fill_stock=False,
                 dealer=1)
    assert choose(e) == Restock()


def test_rami_only_goes_out_all_at_once():
    e = position(2, ["AS 2S 3S 4S 7H 8H 9H TH KC KD", "5C 6C 9C 2H 3H 8D 9D JH QD 4C"],
                 pile="TC", stock="KS", dealer=1, rami_only=True)
    assert choose(e) == Draw("stock")
    play(e, "draw stock")
    assert isinstance(choose(e), GoOut)


@pytest.mark.parametrize("options", [{}, {"rami_arret": True}, {"go_out_on_discard": True},
                                     {"rami_call": True}, {"rami_only": True},
                                     {"rami_call": True, "go_out_on_discard": True}])
@pytest.mark.parametrize("specs", [("easy", "hard"), ("hard", "medium", "easy"),
                                   ("easy", "hard", "medium", "hard"),
                                   ("hard", "easy", "hard", "medium", "easy"),
                                   ("hard",) * 3 + ("easy",) * 3])
def test_computer_matches_never_play_an_illegal_action(options, specs):
    rules = rules_for("rami", match_hands=3, **options)
    for seed in range(2):
        players = [make_player(s, seed=seed * 10 + i) for i, s in enumerate(specs)]
        match = Match(rules, players, seed=seed)
        for _ in range(20_000):
            if match.is_over:
                break
            seat = match.engine.to_act
            if seat is not None:
                view = match.engine.view(seat)
                legal = match.engine.legal_actions()
                action = players[seat].choose(view, legal)
                assert action in legal, (str(action), [str(a) for a in legal])
            match.step()
        assert match.is_over and not match.incidents
        assert len(match.engine.scorer.history) == 3


def test_careful_player_counts_cards_it_can_no_longer_get():
    """The fours' partners are on the table (4S, 4C): that pair is dead, the kings' is alive.
    The careless discard throws a king (the costliest); the careful one a dead four."""
    hands = ["KH KD 4H 4D 7S 7D", "AS AD 8H 8D TH JH QS"]
    e = position(2, hands, pile="9C", stock="2D", table=[(1, "3S 4S 5S"), (1, "4C 5C 6C")],
                 dealer=1)
    play(e, "draw stock")
    assert choose(e, careful=False).card.rank == 13
    assert choose(e, careful=True) == Discard(cards("4H")[0])


def test_live_outs_leave_out_dead_cards():
    from game.players.rami_ai import dead_cards, live_outs

    hand = cards("KH KD 4H 4D 2D 7S")
    dead = set(cards("4S 4C 3D"))
    kh, kd, four_h, four_d, two_d, seven = hand
    assert live_outs(kh, hand, dead) == 2          # KS, KC
    assert live_outs(four_h, hand, dead) == 0      # 4S, 4C gone; no heart neighbour
    assert live_outs(four_d, hand, dead) == 0      # and 3D (between 2D and 4D) gone too
    assert live_outs(two_d, hand, dead) == 0
    assert live_outs(seven, hand, set()) == 0
    e = position(2, ["KH KD 4H 4D 7S 7D", "AS AD 8H 8D TH JH QS"], pile="9C", stock="2D",
                 table=[(1, "3S 4S 5S")], dealer=1)
    view = e.view(e.to_act)
    seen = dead_cards(view)
    assert set(cards("3S 4S 5S")) <= seen and not seen & set(view.hand)
    assert view.discard_top not in seen  # the top of the pile can still be taken
