"""A hypothesis state machine over the gin engine (issue 7): random legal and illegal actions,
declared knock arrangements, clones and replays, with the invariants checked after each step."""

import random

from core_helpers import ScoreTally, check_invariants, snapshot
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from test_playouts import probe_actions

from game.core.actions import Knock, parse_action
from game.core.errors import IllegalActionError
from game.core.families import new_game, replay
from game.players.easy import EasyPlayer
from game.variants import rules_for

VARIANTS = ["classic", "polish", "gin-only", "oklahoma"]


class GinMachine(RuleBasedStateMachine):
    @initialize(variant=st.sampled_from(VARIANTS), seed=st.integers(0, 2 ** 32),
                big_gin=st.booleans())
    def start(self, variant, seed, big_gin):
        self.rules = rules_for(variant, big_gin=big_gin)
        self.engine = new_game(self.rules, 2, seed)
        self.tally = ScoreTally(self.engine)

    def not_over(self):
        return not self.engine.is_over

    @precondition(not_over)
    @rule(pick=st.integers(0, 10 ** 6))
    def legal(self, pick):
        legal = self.engine.legal_actions()
        action = legal[pick % len(legal)]
        assert self.engine.is_legal(action)
        self.tally.add(self.engine.apply(action))

    @precondition(not_over)
    @rule(pick=st.integers(0, 10 ** 6))
    def go_out_when_possible(self, pick):
        """Knock (or finish the lay-offs) when the rules allow it, so hands reach showdowns."""
        legal = self.engine.legal_actions()
        outs = [a for a in legal if isinstance(a, Knock)] or legal
        self.tally.add(self.engine.apply(outs[pick % len(outs)]))

    @precondition(not_over)
    @rule(steps=st.integers(1, 40), seed=st.integers(0, 1000))
    def easy_moves(self, steps, seed):
        """Let the easy player make a run of moves (it knocks when it can, so hands end)."""
        engine, player = self.engine, EasyPlayer(seed=seed)
        for _ in range(steps):
            if engine.is_over:
                break
            legal = engine.legal_actions()
            if engine.to_act is None:
                action = legal[0]
            else:
                action = player.choose(engine.view(engine.to_act), legal)
            self.tally.add(engine.apply(action))
            check_invariants(engine)

    @precondition(lambda self: self.not_over() and self.engine.phase == "discard")
    @rule(pick=st.integers(0, 10 ** 6))
    def knock_declaring_melds(self, pick):
        """Knock declaring one of the optimal arrangements explicitly (as the UI would)."""
        engine = self.engine
        knocks = [a for a in engine.legal_actions() if isinstance(a, Knock)]
        if not knocks:
            return
        card = knocks[pick % len(knocks)].card
        rest = list(engine.hands[engine.to_act])
        rest.remove(card)
        options = engine.solver.all_arrangements(rest)
        chosen = options[pick % len(options)]
        action = Knock(card, chosen.melds)
        assert parse_action(str(action)) == action
        events = engine.apply(action)
        self.tally.add(events)
        knocked = [e for e in events if type(e).__name__ == "Knocked"][0]
        assert knocked.deadwood == chosen.deadwood
        assert sorted(map(sorted, knocked.melds)) == sorted(map(sorted, chosen.melds))

    @rule(seed=st.integers(0, 2 ** 32))
    def illegal(self, seed):
        engine = self.engine
        rng = random.Random(seed)
        legal = set(engine.legal_actions())
        candidates = [a for a in probe_actions(engine, rng) if a not in legal]
        action = rng.choice(candidates)
        before = snapshot(engine)
        try:
            engine.apply(action)
        except IllegalActionError as exc:
            assert exc.rule
        else:
            raise AssertionError(f"{action} was accepted in phase {engine.phase}")
        assert snapshot(engine) == before

    @rule()
    def clone_and_replay_agree(self):
        engine = self.engine
        twin = engine.clone()
        assert snapshot(twin) == snapshot(engine)
        again = replay(self.rules, 2, engine.seed, [parse_action(str(a)) for a in engine.log])
        assert again.events == engine.events
        assert snapshot(again) == snapshot(engine)

    @invariant()
    def consistent(self):
        if hasattr(self, "engine"):
            check_invariants(self.engine)


TestGinMachine = GinMachine.TestCase
TestGinMachine.settings = settings(max_examples=40, stateful_step_count=80, deadline=None,
                                   suppress_health_check=[HealthCheck.too_slow])
