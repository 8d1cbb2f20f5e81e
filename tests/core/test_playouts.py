"""Random playouts: thousands of hands of classic, Polish, Gin Only and Oklahoma between the
random and the easy players, with the invariants checked after every action, illegal actions
probed along the way (refused, state unchanged), and whole matches replayed from their logs."""

import random

import pytest
from core_helpers import ScoreTally, check_invariants, snapshot

from game.core.actions import (
    BigGin,
    Discard,
    Draw,
    FinishLayoffs,
    Knock,
    LayOff,
    NextHand,
    Pass,
    parse_action,
)
from game.core.cards import ALL_CARDS
from game.core.errors import IllegalActionError
from game.core.events import HandScored, MatchOver
from game.core.families import new_game, replay
from game.players.easy import EasyPlayer
from game.players.random_player import RandomPlayer
from game.variants import rules_for

VARIANTS = {
    "classic": rules_for("classic"),
    "polish": rules_for("polish"),
    "gin-only": rules_for("gin-only"),
    "oklahoma": rules_for("oklahoma", spade_double=True),
    "classic-big-gin": rules_for("classic", big_gin=True, next_dealer="winner"),
}


def probe_actions(engine, rng: random.Random, k: int = 6) -> list:
    """A few actions of every shape, most of them illegal right now."""
    some = rng.sample(ALL_CARDS[:52], k)
    out = [Draw("stock"), Draw("discard"), Pass(), BigGin(), FinishLayoffs(), NextHand()]
    out += [Discard(c) for c in some] + [Knock(c) for c in some]
    out += [LayOff(c, rng.randrange(4)) for c in some]
    if engine.to_act is not None:
        hand = engine.hands[engine.to_act]
        out += [Discard(c) for c in hand] + [Knock(c) for c in hand]
        if engine.phase == "layoff":
            out += [LayOff(c, i) for c in hand for i in range(len(engine.showdown["melds"]))]
    return out


def probe(engine, rng: random.Random) -> None:
    """`legal_actions()` and `check` agree; one illegal action is refused with no change."""
    legal = set(engine.legal_actions())
    illegal = []
    for action in probe_actions(engine, rng):
        assert (action in legal) == engine.is_legal(action), (engine.phase, action)
        if action not in legal:
            illegal.append(action)
    if illegal:
        action = rng.choice(illegal)
        before = snapshot(engine)
        with pytest.raises(IllegalActionError) as info:
            engine.apply(action)
        assert info.value.rule
        assert snapshot(engine) == before


def drive(rules, players, seed: int, max_hands: int, probe_rate: float, rng: random.Random):
    """Play until the match ends or `max_hands` hands were dealt; check after every action."""
    engine = new_game(rules, 2, seed)
    tally = ScoreTally(engine)
    dealt = 0
    while not engine.is_over:
        if engine.to_act is None:
            if dealt == max_hands:
                break
            action, dealt = NextHand(), dealt + 1
        else:
            seat = engine.to_act
            legal = engine.legal_actions()
            action = players[seat].choose(engine.view(seat), legal)
            assert action in legal
        if rng.random() < probe_rate:
            probe(engine, rng)
        tally.add(engine.apply(action))
        check_invariants(engine)
    if engine.is_over:
        assert engine.legal_actions() == []
        assert isinstance(engine.events[-1], MatchOver)
        over = engine.events[-1]
        assert over.winner == engine.scorer.winner
        assert engine.scorer.totals[over.winner] >= engine.rules.target
    return engine, dealt


def pairing(kind: str, seed: int):
    make = {"easy": EasyPlayer, "random": RandomPlayer}
    a, b = kind.split("-")
    return [make[a](seed=seed), make[b](seed=seed + 1)]


# (players, matches per variant, hand cap per match)
PLAN = [("easy-easy", 34, 60), ("random-easy", 10, 40), ("random-random", 1, 30)]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_random_playouts_keep_every_invariant(variant):
    rules = VARIANTS[variant]
    rng = random.Random(f"probe-{variant}")
    hands = finished = 0
    kinds = set()
    for kind, matches, cap in PLAN:
        for m in range(matches):
            seed = 1000 * len(kind) + m
            engine, dealt = drive(rules, pairing(kind, seed), seed, cap, 0.08, rng)
            hands += dealt
            finished += engine.is_over
            kinds.update(e.kind for e in engine.events if isinstance(e, HandScored))
    assert hands >= 200
    assert finished >= 6
    expected = {"void", "gin"} | ({"knock", "undercut"} if variant != "gin-only" else set())
    assert expected <= kinds, kinds


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_replay_from_log_gives_the_same_match(variant):
    rules = VARIANTS[variant]
    rng = random.Random(variant)
    for seed in (11, 12):
        kind = "easy-easy" if seed == 11 else "random-easy"
        engine, _ = drive(rules, pairing(kind, seed), seed, 80, 0.0, rng)
        text = [str(a) for a in engine.log]
        again = replay(rules, 2, seed, [parse_action(t) for t in text])
        assert again.log == engine.log
        assert again.events == engine.events
        assert snapshot(again) == snapshot(engine)
        # a log cut in the middle of a hand rebuilds that moment too
        cut = rng.randrange(len(text))
        partial = replay(rules, 2, seed, [parse_action(t) for t in text[:cut]])
        for action in engine.log[cut:]:
            partial.apply(action)
        assert partial.events == engine.events


def test_clone_is_independent():
    engine, _ = drive(VARIANTS["classic"], pairing("easy-easy", 5), 5, 1, 0.0, random.Random(5))
    engine.apply(NextHand())
    twin = engine.clone()
    before = snapshot(engine)
    player = EasyPlayer(seed=1)
    while twin.phase not in ("hand-over", "match-over"):
        twin.apply(player.choose(twin.view(twin.to_act), twin.legal_actions()))
    assert snapshot(engine) == before
    for action in twin.log[len(engine.log):]:
        engine.apply(action)
    assert engine.events == twin.events


def test_clone_shares_only_immutable_values():
    """A clone shares the frozen events, actions and rules (copying them was most of a
    clone's time, and the coach's review clones twice per rollout) and nothing mutable."""
    engine, _ = drive(VARIANTS["classic"], pairing("easy-easy", 5), 5, 1, 0.0, random.Random(5))
    engine.apply(NextHand())
    twin = engine.clone()
    assert twin.rules is engine.rules
    assert all(a is b for a, b in zip(twin.events, engine.events, strict=True))
    assert all(a is b for a, b in zip(twin.log, engine.log, strict=True))
    for name, value in vars(engine).items():
        if isinstance(value, (list, dict, set)):
            assert getattr(twin, name) is not value, name
