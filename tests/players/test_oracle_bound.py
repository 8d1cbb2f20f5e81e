"""`tools/oracle_bound.py` shows hard's model the real hand only where asked, only to the
study's own player, and counts medium's outs right after a take."""

from __future__ import annotations

import random

from game.core.cards import parse_cards
from game.core.events import Discarded, Drew, HandStarted, Knocked
from game.players.hand_model import HandModel
from game.players.hard import HardPlayer
from game.players.heuristics import mask_of
from game.tournament import run_tournament
from tools.oracle_bound import Feeds, FeedWatcher, give_sight, study
from tools.watched_games import watched_games


def _first_hard_discard(sight: str):
    """The first game of the study at hard's first discard: (player, view, medium's hand)."""
    match, seat, player = next(watched_games("medium", "hard", 1, 2042, lambda p, _s: p))
    give_sight(player, sight, match, seat)
    while not (match.engine.to_act == seat and match.engine.phase == "discard"):
        match.step()
    return player, match.engine.view(seat), mask_of(match.engine.hands[1 - seat])


def test_sight_all_samples_the_real_hand_and_none_samples_as_hard_does():
    player, view, real = _first_hard_discard("all")
    model = player.model_class(view, random.Random(1), 8)
    assert model.opponent_hands() == [real] * 8
    player, view, real = _first_hard_discard("none")
    hands = player.model_class(view, random.Random(1), 8).opponent_hands()
    assert hands == HandModel(view, random.Random(1), 8).opponent_hands()
    assert hands != [real] * 8


def test_the_sight_stays_with_the_studys_player():
    player, _view, _real = _first_hard_discard("all")
    assert player.model_class is not HandModel
    assert HardPlayer.model_class is HandModel
    assert HardPlayer(seed=1).model_class is HandModel


def test_an_out_right_after_a_take_is_counted_and_one_after_a_stock_draw_is_not():
    king, four, three = parse_cards("KD 4C 3C")
    feeds = Feeds()
    watch = FeedWatcher(1, feeds)
    watch([HandStarted(1, 0, (0, 1), "")])
    watch([Drew(0, "stock", None), Discarded(0, king)])
    watch([Drew(1, "discard", king), Discarded(1, four), Knocked(1, (), (four,), 4, "knock")])
    watch([HandStarted(2, 1, (0, 1), "")])
    watch([Drew(0, "stock", None), Discarded(0, king)])
    watch([Drew(1, "stock", None), Discarded(1, three), Knocked(1, (), (three,), 3, "knock")])
    assert (feeds.outs, feeds.after_take) == (2, 1)


def test_without_sight_it_counts_the_tournaments_wins():
    table = run_tournament(["medium", "hard"], deals=2, seed=2042, jobs=1)
    pair = table.pairs[("medium", "hard")]
    wins, feeds = study(2042, 2, "none")
    assert wins == pair.games - pair.score
    assert feeds.outs >= feeds.after_take > 0


def test_the_early_and_late_danger_sights_see_only_their_half_of_the_hand():
    """At hard's first discard (the hand's first turns) the early sight's danger is the real
    hand's and the late sight's is the sampled hands', as hard plays."""
    player, view, real = _first_hard_discard("danger-early")
    assert view.stock_size >= HardPlayer.early_stock
    bits = [c.bit for c in view.hand]
    seeing = player.model_class(view, random.Random(1), 8)
    real_model = HandModel(view, random.Random(1), 8)
    real_model._opp = [real] * 8
    assert [seeing.danger(b) for b in bits] == [real_model.danger(b) for b in bits]
    player, view, _real = _first_hard_discard("danger-late")
    blind = player.model_class(view, random.Random(1), 8)
    plain = HandModel(view, random.Random(1), 8)
    assert [blind.danger(b) for b in bits] == [plain.danger(b) for b in bits]
    assert [blind.danger(b) for b in bits] != [real_model.danger(b) for b in bits]
