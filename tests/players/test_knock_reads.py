"""`tools/knock_reads.py` reads medium's discards in the tournament's own games, and a knock's
own discard is not taken for a discard that preceded it."""

from __future__ import annotations

from game.core.cards import parse_cards
from game.core.events import Discarded, Drew, HandStarted, Knocked
from game.core.melds import rules_solver
from game.tournament import rules_of, run_tournament
from tools.knock_reads import MediumWatcher, Reads, collect, report

COUNT = rules_solver(rules_of("classic", ())).value   # a card's count in classic Gin


def test_a_knock_counts_for_the_discard_before_it_not_for_its_own():
    ten, four, king = parse_cards("TS 4C KD")
    reads = Reads()
    watch = MediumWatcher(1, reads, COUNT)
    watch([HandStarted(1, 0, (0, 1), "")])
    watch([Drew(1, "stock", None), Discarded(1, ten)])
    watch([Drew(0, "stock", None), Discarded(0, king)])
    watch([Drew(1, "stock", None), Discarded(1, four), Knocked(1, (), (four,), 4, "knock")])
    assert reads.discards == {10: 1}          # the four went out with the knock
    assert reads.out_next == {10: 1} and reads.out_two == {10: 1}
    assert reads.knocks == {4: 1}


def test_a_discard_two_turns_before_the_knock_counts_within_two_only():
    ten, nine, four = parse_cards("TS 9H 4C")
    reads = Reads()
    watch = MediumWatcher(0, reads, COUNT)
    watch([Discarded(0, ten)])
    watch([Discarded(0, nine)])
    watch([Discarded(0, four), Knocked(0, (), (), 0, "gin")])
    assert reads.discards == {10: 1, 9: 1}
    assert reads.out_next == {9: 1} and reads.out_two == {10: 1, 9: 1}
    assert reads.knocks == {0: 1}


def test_it_plays_the_tournaments_games():
    reads, wins = collect(2028, 2)
    table = run_tournament(["medium", "hard"], deals=2, seed=2028)
    assert wins == table.pairs[("hard", "medium")].score
    assert sum(reads.discards.values()) > 50
    for count, n in reads.discards.items():
        assert reads.out_next[count] <= reads.out_two[count] <= n
    assert sum(reads.knocks.values()) > 0 and max(reads.knocks) <= 10
    assert "out within two turns" in report(reads)
