"""The tournament: mirrored deals really mirror, the table adds up, the command prints it."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.core.actions import NextHand
from game.match import Match
from game.players import make_player
from game.tournament import lineups, play_game, rules_of, run_tournament, schedule


def first_hands(game) -> list[tuple]:
    """The cards each seat holds once the first hand of `game` is dealt."""
    rules = rules_of(game.variant, game.options)
    players = [make_player(s, seed=p) for s, p in zip(game.specs, game.player_seeds,
                                                       strict=True)]
    match = Match(rules, players, seed=game.seed)
    match.apply_human(NextHand())
    return [tuple(h) for h in match.engine.hands]


@pytest.mark.parametrize("variant, seats", [("classic", 2), ("oklahoma", 2), ("rami", 4)])
def test_each_group_deals_the_same_cards_and_only_moves_the_players(variant, seats):
    plan = schedule(["easy", "hard"], 2, seats, variant, (), seed=5)
    groups: dict[tuple, list] = {}
    for (a, b, d, solo_seat), game in plan:
        groups.setdefault((a, b, d), []).append((solo_seat, game))
    for group in groups.values():
        assert sorted(s for s, _ in group) == list(range(seats))  # the solo player sits everywhere
        seeds = {g.seed for _, g in group}
        assert len(seeds) == 1
        deals = {tuple(first_hands(g)) for _, g in group}
        assert len(deals) == 1, "every seating of a group gets the same cards seat by seat"
        solo_seeds = {g.player_seeds[s] for s, g in group}
        assert len(solo_seeds) == 1, "the solo player's generator follows it to its seat"
        for solo_seat, g in group:
            assert g.specs[solo_seat] == group[0][1].specs[group[0][0]]
    # the solo player gets, in one match, exactly the cards the other player had in another
    (s0, g0), (s1, g1) = sorted(next(iter(groups.values())), key=lambda x: x[0])[:2]
    h0, h1 = first_hands(g0), first_hands(g1)
    assert h0[s1] == h1[s1] and g0.specs[s1] != g1.specs[s1]


def test_lineups_rotate_the_solo_player():
    assert lineups("a", "b", 2) == [(("a", "b"), 0), (("b", "a"), 1)]
    assert lineups("a", "b", 3) == [(("a", "b", "b"), 0), (("b", "a", "b"), 1),
                                    (("b", "b", "a"), 2)]


def test_a_small_round_robin_adds_up():
    result = run_tournament(["easy", "random"], deals=3, seed=7)
    ab, ba = result.pairs[("easy", "random")], result.pairs[("random", "easy")]
    assert ab.games == ba.games == 6
    assert ab.score + ba.score == pytest.approx(6)
    assert len(ab.groups) == 3
    lo, hi = ab.interval()
    assert 0.0 <= lo <= ab.rate <= hi <= 1.0
    assert result.elo["easy"] > result.elo["random"], "easy never loses to random play"
    assert sum(result.elo.values()) / 2 == pytest.approx(1500)
    assert all(result.times[p] for p in ("easy", "random"))


def test_a_game_is_reproducible():
    _, game = schedule(["easy", "medium"], 1, 2, "classic", (), seed=3)[0]
    a, b = play_game(game), play_game(game)
    assert (a.winner, a.hands) == (b.winner, b.hands)


def test_the_command_prints_the_table_and_json(capsys):
    assert main(["tournament", "easy", "random", "--deals", "1", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "easy" in out and "random" in out and "Elo" in out and "95 %" in out
    assert main(["tournament", "easy", "random", "--variant", "rami", "--seats", "3",
                 "--deals", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["seats"] == 3 and {p["row"] for p in data["pairs"]} == {"easy", "random"}
    assert all(p["games"] == 3 for p in data["pairs"])


def test_the_command_refuses_bad_players(capsys):
    assert main(["tournament", "easy", "nosuch.module:Bot", "--deals", "1"]) == 2
    assert "nosuch" in capsys.readouterr().err
    assert main(["tournament", "easy", "easy"]) == 2
