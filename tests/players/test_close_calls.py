"""`hard`'s close-call search (`game.players.close_calls`): the paired comparison, its sampled
deals, and seeded positions where the search overturns the heuristic's close call."""

from __future__ import annotations

import random

from game.core.actions import Discard, Draw, Knock, parse_action
from game.core.cards import Card
from game.core.families import new_game
from game.players import make_player
from game.players.close_calls import CloseCalls
from game.players.hand_model import HandModel
from game.players.hard import HardPlayer
from game.players.heuristics import mask_of
from game.variants import rules_for


class Searching(HardPlayer):
    """Hard with its close calls searched (128 deals, one standard error, the play-outs'
    opponent knocking as soon as it can)."""

    close_deals = 128
    close_confidence = 1.0
    close_opp_at_once = True
    close_waits_only = False
    knock_margin = 3.0
    draw_margin = 1.5


class Plain(Searching):
    close_deals = 0


def replay(seed: int, moves: list[str]):
    engine = new_game(rules_for("classic"), 2, seed)
    for move in moves:
        engine.apply(parse_action(move))
    return engine


# seed 7, hard (seat 0) against medium: hard may knock with 7S out (5S 5D 5C, 9H TH JH and 7
# deadwood), stock 24
KNOCK_CALL = ["next", "draw discard", "discard JS", "draw stock", "discard KS", "draw stock",
              "discard KC", "draw stock", "discard QD", "draw stock", "discard 8S",
              "draw discard", "discard QC", "draw stock", "discard QS", "draw stock",
              "discard 7H", "draw stock"]
# seed 10: hard (seat 1) may take 7S from the pile or draw, stock 27
DRAW_CALL = ["next", "pass", "draw discard", "discard QD", "draw stock", "discard QS",
             "draw stock", "discard JD", "draw discard", "discard 9H", "draw stock",
             "discard 9C", "draw stock", "discard 4H", "draw discard", "discard 7S"]


# seed 58: hard (seat 1) may knock with 6S out (7H 7D 7C, QH QD QC, KS KH KD; 7 deadwood),
# stock 27
KNOCK_TO_WAIT = ["next", "pass", "draw discard", "discard QH", "draw discard", "discard 5C",
                 "draw discard", "discard TC", "draw stock", "discard TD", "draw stock",
                 "discard 9C", "draw stock", "discard 4S", "draw discard", "discard 9D",
                 "draw stock", "discard 6D", "draw discard", "discard 7D", "draw discard"]


class WaitsOnly(Searching):
    """The search may turn a close knock into a wait, never a wait into a knock."""

    close_waits_only = True
    knock_margin = 6.0


def search_of(engine, deals: int = 16) -> CloseCalls:
    view = engine.view(engine.to_act)
    model = HandModel(view, random.Random(3), 24)
    return CloseCalls(view, model, random.Random(4), deals, 24, 4)


def test_the_search_overturns_hards_close_knock_or_wait():
    """The heuristic waits (throws 7S) by a hair; on the same 128 sampled deals knocking
    scores better by more than a standard error, so the searching hard knocks."""
    engine = replay(7, KNOCK_CALL)
    view, legal = engine.view(engine.to_act), engine.legal_actions()
    plain = Plain(None, seed=5).choose(view, legal)
    searched = Searching(None, seed=5).choose(view, legal)
    assert isinstance(plain, Discard) and str(plain.card) == "7S", plain
    assert isinstance(searched, Knock) and str(searched.card) == "7S", searched
    assert searched == Searching(None, seed=5).choose(view, legal)  # seeded: replays


def test_a_search_that_may_only_wait_overturns_a_close_knock_but_never_a_wait():
    """Knocking with three sets and 7 deadwood early: the heuristic knocks, the search finds
    waiting (throwing AD) better; where the heuristic waits (the seed-7 position) a
    waits-only search leaves it waiting."""
    engine = replay(58, KNOCK_TO_WAIT)
    view, legal = engine.view(engine.to_act), engine.legal_actions()
    plain = Plain(None, seed=5).choose(view, legal)
    assert isinstance(plain, Knock) and str(plain.card) == "6S", plain
    assert WaitsOnly(None, seed=5).choose(view, legal) == Discard(Card.parse("AD"))
    engine = replay(7, KNOCK_CALL)
    view, legal = engine.view(engine.to_act), engine.legal_actions()
    assert isinstance(WaitsOnly(None, seed=5).choose(view, legal), Discard)


def test_hard_as_built_searches_its_close_knocks():
    """The built-in hard is the waits-only search (its seed-58 close knock becomes a wait)
    and the expert, which searches every decision itself, has it off."""
    engine = replay(58, KNOCK_TO_WAIT)
    view, legal = engine.view(engine.to_act), engine.legal_actions()
    assert make_player("hard", seed=5).choose(view, legal) == Discard(Card.parse("AD"))
    assert make_player("expert").close_deals == 0


def test_the_search_overturns_hards_close_draw():
    """The heuristic draws from the stock; the search takes the 7S from the pile."""
    engine = replay(10, DRAW_CALL)
    view, legal = engine.view(engine.to_act), engine.legal_actions()
    assert Plain(None, seed=5).choose(view, legal) == Draw("stock")
    assert Searching(None, seed=5).choose(view, legal) == Draw("discard")


def test_sampled_deals_hold_exactly_the_unseen_cards():
    """Each deal is an opponent hand of its size plus a stock of the view's size, together
    the unseen pool: nothing from our hand or the pile."""
    engine = replay(7, KNOCK_CALL)
    search = search_of(engine)
    view = search.view
    assert search.usable()
    know = search.sampler.know
    unseen = search.sampler.pool_mask | mask_of(know.opp_known)  # its picks are known
    seen = mask_of(view.hand) | mask_of(know.pile)
    for hand, stock in search.deals():
        rest = mask_of_bits(stock)
        assert hand.bit_count() == 10 and len(stock) == view.stock_size
        assert not hand & rest and not (hand | rest) & seen
        assert hand | rest == unseen


def mask_of_bits(bits: list[int]) -> int:
    out = 0
    for b in bits:
        out |= b
    return out


def test_every_candidate_meets_the_same_deals():
    """Common random numbers: each candidate plays the same opponent hands and stock orders
    (each on its own copy of the stock)."""
    search = search_of(replay(7, KNOCK_CALL))
    seen: list[list[tuple[int, tuple[int, ...]]]] = [[], []]

    def recorder(k: int):
        def play(opp: int, stock: list[int]) -> int:
            seen[k].append((opp, tuple(stock)))
            stock.pop()  # a play-out consumes its copy
            return 0
        return play

    search.results([recorder(0), recorder(1)])
    assert len(seen[0]) == 16 and seen[0] == seen[1]


def test_pick_keeps_the_heuristics_choice_unless_another_is_clearly_better():
    """The first candidate stays on a tie or a gain within the confidence; a steady gain wins
    it over."""
    search = search_of(replay(7, KNOCK_CALL))
    flat = lambda opp, stock: 0  # noqa: E731
    better = lambda opp, stock: 2  # noqa: E731
    noisy = lambda opp, stock: 30 if opp & 1 else -29  # noqa: E731
    assert search.pick([flat, flat]) == 0
    assert search.pick([flat, better]) == 1
    assert search.pick([better, flat, flat]) == 0
    assert search.pick([flat, noisy], confidence=2.0) == 0


def test_passing_the_upcard_lets_the_opponent_take_it_when_it_wants_it():
    """Offered the first upcard second, passing means the opponent draws from the stock;
    offered first, an opponent whose greedy policy wants it takes it."""
    engine = replay(10, DRAW_CALL)
    search = search_of(engine)
    ro = search.rollout
    hand = mask_of(engine.view(engine.to_act).hand)
    up = engine.view(engine.to_act).discard_top.bit
    for opp, stock in search.deals():
        first = search.passing(hand, up, second=False)(opp, list(stock))
        if ro.wants(opp, up):
            expect = ro.play(hand, opp | up, list(stock), 0, 1, drawn=True, taken=up)
        else:
            expect = ro.play(hand, opp, list(stock), 0, 0)
        assert first == expect
        assert search.passing(hand, up, second=True)(opp, list(stock)) == \
            ro.play(hand, opp, list(stock), 0, 1)
