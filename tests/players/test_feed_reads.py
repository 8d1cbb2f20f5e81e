"""`tools/feed_reads.py` scores the opponent models beside hard without changing hard's play,
and its orderings mean what they say."""

from __future__ import annotations

from game.core.cards import parse_cards
from game.core.melds import rules_solver
from game.players.heuristics import mask_of
from game.tournament import run_tournament
from game.variants import rules_for
from tools.feed_reads import GreedyPolicy, Ordering, study


def test_an_ordering_counts_pairs_and_ties_half():
    o = Ordering()
    o.add([3.0, 1.0, 1.0, 0.0], [True, False, True, False])
    # pairs (labelled, not): (3,1) right, (3,0) right, (1,1) tie, (1,0) right
    assert (o.pairs, o.right) == (4, 3.5)
    assert o.share == 3.5 / 4


def test_the_greedy_policy_takes_what_lowers_the_deadwood_melded_or_not():
    solver = rules_solver(rules_for("classic"))
    policy = GreedyPolicy(solver, False, 10)
    hand = mask_of(parse_cards("2S 3S 4S 7H 8H 9H KD QC JD TC"))
    ace = mask_of(parse_cards("AD"))      # melds with nothing, replaces the king: taken
    five = mask_of(parse_cards("5S"))     # extends the spades: taken
    king = mask_of(parse_cards("KC"))     # pairs the king, lowers nothing: left
    assert policy.take_chance(hand, ace) == policy.take_yes
    assert policy.take_chance(hand, five) == policy.take_yes
    assert policy.take_chance(hand, king) == policy.take_no


def test_it_keeps_the_tournaments_wins_and_the_real_hand_reads_outs_best():
    table = run_tournament(["medium", "hard"], deals=2, seed=2042, jobs=1)
    pair = table.pairs[("medium", "hard")]
    reads, wins = study(2042, 2, particles=48)
    assert wins == pair.games - pair.score   # hard's play is untouched by the study
    assert reads.decisions > 50
    for name in ("model", "generic", "greedy", "real"):
        assert reads.takes[name].pairs == reads.takes["model"].pairs > 0
        assert 0.5 < reads.outs[name].share <= 1.0
    assert reads.outs["real"].share > max(reads.outs[m].share
                                          for m in ("model", "generic", "greedy"))
