"""The computer players play whole matches of every gin-family variant, legally."""

import pytest

from game.core.actions import Knock
from game.core.families import replay
from game.match import Match
from game.players import make_player
from game.players.heuristics import solver
from game.variants import VARIANTS, rules_for

GIN_VARIANTS = [v.name for v in VARIANTS if v.rules.family == "gin"]


class Recorder:
    """Wraps a player and keeps every (view, action) it chose."""

    def __init__(self, player):
        self.player = player
        self.name = player.name
        self.choices = []

    def choose(self, view, legal):
        action = self.player.choose(view, legal)
        self.choices.append((view, action))
        return action


def play(variant, specs, seed):
    rules = rules_for(variant)
    players = [make_player(spec, seed=seed * 10 + i) for i, spec in enumerate(specs)]
    match = Match(rules, players, seed=seed)
    match.run()
    return match


@pytest.mark.parametrize("variant", GIN_VARIANTS)
@pytest.mark.parametrize("level", ["easy", "medium"])
def test_level_plays_whole_matches(variant, level):
    n = rules_for(variant).min_players
    for seed in (1, 2):
        match = play(variant, [level] * n, seed)
        assert match.is_over
        assert match.incidents == []  # a built-in player's illegal action would be one
        again = replay(match.rules, n, match.engine.seed, match.engine.log)
        assert again.is_over and again.scorer.totals == match.engine.scorer.totals


@pytest.mark.parametrize("variant", GIN_VARIANTS)
def test_hard_plays_whole_matches(variant):
    n = rules_for(variant).min_players
    specs = ["hard", "easy", "medium"][:n]
    match = play(variant, specs, 3)
    assert match.is_over
    assert match.incidents == []
    assert len(match.stats[0].decisions) > 20


def test_hard_is_reproducible_with_a_seed():
    logs = [play("classic", ["hard", "medium"], 4).engine.log for _ in range(2)]
    assert logs[0] == logs[1]


@pytest.mark.parametrize("variant,options", [("gin-only", {}), ("oklahoma", {}),
                                             ("gin-rami", {}),
                                             ("classic", {"knock_limit": "3"})])
def test_hard_respects_the_knock_limit(variant, options):
    rules = rules_for(variant, **options)
    hard = Recorder(make_player("hard", seed=5))
    # one match can be won by the other side without hard ever going out: play on (fixed
    # seeds) until hard has gone out, so the limit is really exercised
    for seed in range(11, 16):
        match = Match(rules, [hard, make_player("medium", seed=6)], seed=seed)
        match.run()
        assert match.incidents == []
        if any(isinstance(action, Knock) for _, action in hard.choices):
            break
    knocks = 0
    for view, action in hard.choices:
        if isinstance(action, Knock):
            knocks += 1
            rest = list(view.hand)
            rest.remove(action.card)
            dw = solver(view).deadwood(rest)
            assert dw <= view.knock_limit, (view.knock_limit, action)
            if view.knock_limit == 0 or rules.knock_limit == 0:
                assert dw == 0
    assert knocks > 0  # it did go out in those hands


def test_hard_beats_easy_on_fixed_seeds():
    # ten matches, seats alternating: four were too few to tell a level from luck
    wins = 0
    for g in range(10):
        seats = ["hard", "easy"] if g % 2 == 0 else ["easy", "hard"]
        match = play("classic", seats, 100 + g)
        wins += match.engine.scorer.winner == seats.index("hard")
    assert wins >= 7


def test_hard_can_hand_its_close_calls_to_the_expert(monkeypatch):
    """`HardPlayer.deep_close` (a tuning knob, off): the take-or-draw and knock-or-wait
    calls hard would search are answered by an expert of the same seat, legally and
    reproducibly, and the expert never hands its own decisions on."""
    from game.players.expert import ExpertPlayer
    from game.players.hard import HardPlayer

    monkeypatch.setattr(HardPlayer, "deep_close", True)
    assert ExpertPlayer.deep_close is False
    asked = []
    original = ExpertPlayer._choose_gin

    def counted(self, view, legal):
        action = original(self, view, legal)
        asked.append(action)
        return action

    monkeypatch.setattr(ExpertPlayer, "_choose_gin", counted)
    first = play("classic", ["hard", "medium"], 3)
    assert first.is_over and first.incidents == []   # an illegal answer would be one
    assert asked
    n = len(asked)
    assert n < len(first.stats[0].decisions) // 10   # a few close calls, not every decision
    again = play("classic", ["hard", "medium"], 3)
    assert again.engine.log == first.engine.log and len(asked) == 2 * n
