"""A hypothesis state machine drives the engine with random legal and illegal actions and
random save/load round trips; invariants are checked after every step."""

from __future__ import annotations

from collections import Counter

import hypothesis.strategies as st
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule
from persist_helpers import GIN_VARIANTS

from game.core import actions as A
from game.core.cards import ALL_CARDS, new_deck
from game.core.errors import IllegalActionError
from game.core.events import CardDealt, Drew, HandScored
from game.core.families import new_game
from game.match import Match
from game.persist.saves import match_from_dict, match_to_dict
from game.players import make_player
from game.variants import rules_for

cards = st.sampled_from(ALL_CARDS)
any_action = st.one_of(
    st.sampled_from([A.Draw("stock"), A.Draw("discard"), A.Pass(), A.BigGin(),
                     A.FinishLayoffs(), A.NextHand(), A.Restock(), A.CallRami(),
                     A.DeclineCall(), A.Stop()]),
    cards.map(A.Discard),
    cards.map(A.Knock),
    st.builds(A.LayOff, cards, st.integers(-1, 4)),
    st.lists(cards, min_size=1, max_size=4).map(lambda cs: A.Meld(tuple(cs))),
)


def snapshot(engine) -> tuple:
    """Everything an action could change, as plain values."""
    sd = engine.showdown
    return (tuple(engine.log), len(engine.events), tuple(engine.hand_events), engine.phase,
            engine.to_act, engine.deal_no, tuple(tuple(h) for h in engine.hands),
            tuple(engine.stock), tuple(engine.pile), repr(sd),
            tuple(engine.scorer.totals) if engine.scorer else None, engine.dealer)


class EngineMachine(RuleBasedStateMachine):
    engine = None

    @initialize(variant=st.sampled_from(GIN_VARIANTS), seed=st.integers(0, 2**62))
    def start(self, variant, seed):
        rules = rules_for(variant)
        self.engine = new_game(rules, rules.min_players, seed)
        self.engine.apply(A.NextHand())

    @precondition(lambda self: not self.engine.is_over)
    @rule(data=st.data())
    def play_legal(self, data):
        legal = self.engine.legal_actions()
        assert legal, "no legal action while the match is not over"
        action = data.draw(st.sampled_from(legal))
        assert self.engine.is_legal(action)
        self.engine.apply(action)

    @precondition(lambda self: not self.engine.is_over)
    @rule(seed=st.integers(0, 2**32))
    def play_like_a_player(self, seed):
        """A move an easy AI would choose (so hands reach knocks, lay-offs and scoring)."""
        engine = self.engine
        legal = engine.legal_actions()
        seat = engine.to_act
        if seat is None:
            action = A.NextHand()
        else:
            action = make_player("easy", seed=seed).choose(engine.view(seat), legal)
        assert engine.is_legal(action)
        engine.apply(action)

    @precondition(lambda self: not self.engine.is_over)
    @rule(seed=st.integers(0, 2**32))
    def play_like_a_player_again(self, seed):  # more weight: hands finish within a run
        self.play_like_a_player(seed)

    @rule(action=any_action)
    def try_any(self, action):
        engine = self.engine
        if not engine.is_over and action in engine.legal_actions():
            return
        if not engine.is_over and engine.is_legal(action):
            return  # e.g. a knock declaring the engine's own melds: legal, not listed
        before = snapshot(engine)
        try:
            engine.apply(action)
        except IllegalActionError as exc:
            assert exc.rule and exc.refusal.rule == exc.rule
        else:
            raise AssertionError(f"{action} was applied although not legal")
        assert snapshot(engine) == before, "a refused action changed the state"

    @rule()
    def save_and_load(self):
        engine = self.engine
        match = Match(engine.rules, [None] * engine.seats, seed=engine.seed, engine=engine)
        loaded, warnings = match_from_dict(match_to_dict(match))
        assert not warnings
        assert snapshot(loaded.engine) == snapshot(engine)
        for seat in range(engine.seats):
            assert loaded.engine.view(seat) == engine.view(seat)
        self.engine = loaded.engine  # carry on with the reloaded engine

    @invariant()
    def every_card_in_one_place(self):
        engine = self.engine
        places = Counter()
        for hand in engine.hands:
            places.update(hand)
        places.update(engine.stock)
        places.update(engine.pile)
        if engine.showdown is not None:
            places.update(card for card, _ in engine.showdown["layoffs"])
        assert places == Counter(new_deck(1)), "a card is lost or doubled"

    @invariant()
    def turn_and_scores_consistent(self):
        engine = self.engine
        assert (engine.to_act is None) == (engine.phase in ("hand-over", "match-over"))
        assert engine.is_over == (engine.phase == "match-over")
        scored = [e for e in engine.events if isinstance(e, HandScored)]
        if scored:
            assert tuple(engine.scorer.totals) == scored[-1].totals

    @invariant()
    def views_hide_what_they_must(self):
        engine = self.engine
        for seat in range(engine.seats):
            view = engine.view(seat)
            assert view.hand == tuple(engine.hands[seat])
            assert view.stock_size == len(engine.stock)
            for event in view.events:
                if isinstance(event, CardDealt) and event.seat != seat:
                    assert event.card is None
                if isinstance(event, Drew) and event.seat != seat and event.source == "stock":
                    assert event.card is None


EngineMachine.TestCase.settings = settings(
    max_examples=30, stateful_step_count=150, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
TestEngineMachine = EngineMachine.TestCase
