"""Random legal playouts of every gin-family variant: the card count never changes, scores
agree with the events, the dealer and roles follow the rules, matches end as RULES.md says."""

import random

import pytest
from variant_helpers import assert_cards_complete

from game.core.actions import BigGin, Discard, Knock, NextHand
from game.core.events import GameClosed, HandScored, HandStarted, MatchOver
from game.core.families import new_game
from game.core.families.gin import knock_limit_of
from game.variants import rules_for

HANDS = 150

CASES = [
    ("gin-only", 2, {}),
    ("gin-only", 2, {"scoring": "hollywood"}),
    ("oklahoma", 2, {"spade_double": "on"}),
    ("oklahoma", 2, {"scoring": "hollywood", "spade_double": "on"}),
    ("classic", 2, {"scoring": "hollywood", "target": "150"}),
    ("three-player", 3, {}),
    ("three-player", 3, {"box_classic_bonuses": "on", "advisor_sees_captain": "on",
                         "gin_bonus": "20"}),
    ("gin-rami", 2, {}),
    ("gin-rami", 2, {"gin_cocottes": "on", "column_target": "150", "retourne_reshuffle": "on"}),
]


def choose(engine, rng):
    legal = engine.legal_actions()
    outs = [a for a in legal if isinstance(a, (Knock, BigGin))]
    if outs and rng.random() < 0.6:
        return rng.choice(outs)
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and rng.random() < 0.7:
        hand = engine.hands[engine.to_act]
        _, best = engine.solver.best_discards(hand)
        good = [a for a in discards if a.card in best]
        if good:
            return rng.choice(good)
    return rng.choice(legal)


class Checker:
    """Follows one match and checks it after every action."""

    def __init__(self, engine):
        self.engine = engine
        self.scored: list[HandScored] = []
        self.match_points = [0] * engine.seats
        self.last_start: HandStarted | None = None

    def after(self, events):
        e = self.engine
        if e.phase not in ("start",):
            assert_cards_complete(e)
        for ev in events:
            if isinstance(ev, HandStarted):
                self.check_next_deal(ev)
                self.last_start = ev
            elif isinstance(ev, HandScored):
                self.scored.append(ev)
                for s, p in enumerate(ev.points):
                    self.match_points[s] += p
                assert ev.totals == tuple(e.scorer.totals)
                if ev.winner is None:
                    assert ev.kind == "void" and not any(ev.points)
                else:
                    assert ev.winner in e.players
                    assert sum(ev.points) == ev.points[ev.winner] > 0
            elif isinstance(ev, MatchOver):
                self.check_match_over(ev)
        self.check_state()

    def check_state(self):
        e = self.engine
        r = e.rules
        if e.phase == "start":
            return
        assert e.dealer in e.players and len(e.players) == 2
        if r.variant == "three-player":
            roles = e.scorer.roles(e.dealer, e.players)
            assert sorted(roles) == ["advisor", "box", "captain"]
            advisor = roles.index("advisor")
            assert roles[e.dealer] == "box"
            assert e.hands[advisor] == []
            view = e.view(advisor)
            captain = e.hands[roles.index("captain")]
            assert view.advised_hand == (tuple(captain) if r.advisor_sees_captain else ())
        if r.variant == "gin-rami":
            assert e.retourne.deck == 1
            assert e.knock_limit == knock_limit_of(e.retourne)
            assert e.upcard is None
        scorer = e.scorer
        if r.scoring in ("classic", "box"):
            assert list(scorer.totals) == self.match_points
        else:
            self.check_columns()

    def check_columns(self):
        """Hollywood and 003: every column entry is a scored hand, sums agree."""
        s = self.engine.scorer
        scored_hands = [ev for ev in self.scored]
        written = set()
        for c, entries in enumerate(s.entries):
            sums = [0] * 2
            for hand_no, seat, pts, *_ in entries:
                ev = scored_hands[hand_no - 1]
                assert (ev.winner, ev.points[seat]) == (seat, pts)
                sums[seat] += pts
                written.add(hand_no)
            assert sums == s.points[c]
            target = s.rules.column_target if s.rules.scoring == "columns" else s.rules.target
            if s.closed[c] is not None:
                assert s.points[c][s.closed[c]] >= target
                assert max(n for n, *_ in entries) == max(
                    n for n, seat, *_ in entries if seat == s.closed[c])
            else:
                assert max(s.points[c]) < target
        assert written == {n for n, ev in enumerate(scored_hands, 1) if ev.winner is not None}

    def check_next_deal(self, start: HandStarted):
        prev = self.last_start
        if prev is None or not self.scored:
            return
        last = self.scored[-1]
        e = self.engine
        if last.winner is None:
            assert (start.dealer, set(start.players)) == (prev.dealer, set(prev.players))
            return
        if e.rules.variant == "three-player":
            box = prev.dealer
            captain = next(s for s in prev.players if s != box)
            advisor = ({0, 1, 2} - set(prev.players)).pop()
            if last.winner == box:
                assert (start.dealer, set(start.players)) == (box, {box, advisor})
            else:
                assert (start.dealer, set(start.players)) == (captain, {captain, advisor})
        elif e.rules.scoring in ("hollywood", "columns"):
            assert start.dealer == last.winner
        else:
            assert start.dealer != prev.dealer     # classic default: alternate

    def check_match_over(self, over: MatchOver):
        s = self.engine.scorer
        assert s.over and over.totals == tuple(s.final)
        if s.rules.scoring in ("classic", "box"):
            w = over.winner
            assert s.totals[w] >= s.rules.target
            assert over.net == over.totals[w] - max(t for i, t in enumerate(over.totals)
                                                    if i != w)
            if not (s.rules.scoring == "classic" or s.rules.box_classic_bonuses):
                assert list(over.totals) == list(s.totals)
        else:
            assert all(c is not None for c in s.closed)
            assert over.net == abs(over.totals[0] - over.totals[1])
            if over.winner is not None:
                assert over.totals[over.winner] > over.totals[1 - over.winner]
            assert sum(1 for e in self.engine.events if isinstance(e, GameClosed)) == 3
        if s.rules.scoring == "hollywood":
            signed = sum(n if w == 0 else -n for n, w in zip(s.nets, s.closed, strict=True))
            assert abs(signed) == over.net


@pytest.mark.parametrize("variant, seats, options", CASES,
                         ids=[f"{v}-{i}" for i, (v, _, _) in enumerate(CASES)])
def test_random_playouts(variant, seats, options):
    rules = rules_for(variant, **options)
    rng = random.Random(f"{variant}{sorted(options.items())}")
    hands = matches = finished = 0
    seed = 100
    while hands < HANDS:
        engine = new_game(rules, seats, seed)
        seed += 1
        matches += 1
        checker = Checker(engine)
        while not engine.is_over and hands < HANDS:
            if engine.phase in ("start", "hand-over"):
                action = NextHand()
            else:
                action = choose(engine, rng)
            events = engine.apply(action)
            checker.after(events)
            hands += sum(1 for ev in events if isinstance(ev, HandScored))
        finished += engine.is_over
    assert finished >= 1 or variant == "gin-only" and options == {}
