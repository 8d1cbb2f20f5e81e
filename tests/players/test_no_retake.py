"""Hard and expert never take back from the pile a card they threw away since the stock was
last drawn from: two waiting players could otherwise pass the same cards back and forth for
ever (a tournament match of hard against expert once passed three aces round without end).
Easy and medium take only to lower their deadwood, so they need no such rule."""

import dataclasses

import pytest

from game.core.actions import DISCARD_PILE, STOCK, Draw
from game.core.events import Drew
from game.players import make_player
from game.players.heuristics import own_discard_on_top
from tests.core.core_helpers import play, start_hand

# the non-dealer holds a set of eights, a run of hearts and two aces; the dealer a run of
# spades and four queens. Aces go round: the non-dealer takes AH and throws AC, the dealer
# takes AC and throws AD, and so on, until AC, the non-dealer's own discard, is on top again.
NON_DEALER = "AS AC 8S 8H 8D 3H 4H 5H 2D 2C"
DEALER = "2S 3S 4S 5S QS QH QD QC 2H AD"
ROUND = ["take", "discard AC", "take", "discard AD", "take", "discard AH", "take",
         "discard AC"]


def _loop_position(moves=ROUND):
    engine = start_hand("classic", NON_DEALER, DEALER, "AH", stock="9C TC JC KD 6C 7D")
    play(engine, *moves)
    return engine


def test_the_top_card_counts_as_an_own_discard_once_the_seat_threw_it():
    engine = _loop_position(ROUND[:4])  # AD on top, thrown by the dealer
    me = engine.to_act
    assert str(engine.view(me).discard_top) == "AD"
    assert not own_discard_on_top(engine.view(me))
    assert own_discard_on_top(engine.view(1 - me))
    engine = _loop_position()  # AC on top: the non-dealer threw it at its first turn
    view = engine.view(me)
    assert str(view.discard_top) == "AC"
    assert own_discard_on_top(view)
    # a draw from the stock since then (the hand moved on): taking it back is fair again
    drawn = Drew(seat=1 - me, source=STOCK, card=None)
    assert not own_discard_on_top(dataclasses.replace(view, events=(*view.events[:-2], drawn,
                                                                    *view.events[-2:])))


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_no_level_takes_back_its_own_discard(level):
    engine = _loop_position()
    view = engine.view(engine.to_act)
    legal = engine.legal_actions()
    assert Draw(DISCARD_PILE) in legal  # the rules allow it: the choice is the player's
    assert make_player(level, seed=3).choose(view, legal) == Draw(STOCK)


def test_hard_would_take_the_ace_back_without_the_rule():
    """The position is a real temptation: asked directly, hard's draw choice takes AC (it
    makes a set of aces), so the test above holds the rule, not hard's taste."""
    engine = _loop_position()
    view = engine.view(engine.to_act)
    hard = make_player("hard", seed=3)
    assert hard._choose_gin(view, engine.legal_actions()) == Draw(DISCARD_PILE)
