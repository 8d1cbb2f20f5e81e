"""A wait beside a legal knock says the real reason: "an undercut is likely" only when most of
`hard`'s sampled opponent hands would undercut the knock; a knock expected to lose although
fewer do is told with their share and that an undercut costs more than the knock would win.
(An Oklahoma play-tester with 2 points of deadwood, knock limit 7, was told "an undercut is
likely, the opponent's deadwood is probably low" while the opponent held 33.)"""

from __future__ import annotations

import random

import pytest

from game.coach import hint as h
from game.core.actions import Discard, Knock
from game.core.cards import Card
from game.players.hand_model import HandModel
from game.players.heuristics import mask_of
from game.ui.coach_words import hint_text
from tests.coach.coach_helpers import decision_points

LIKELY = "an undercut is likely"


def _model_share(view, legal) -> tuple[float, float]:
    """The best knock's expected value and the share of the model's opponent hands that
    undercut it, computed here from `hard`'s model as the hint builds it (same seed)."""
    model = HandModel(view, random.Random(h.hint_seed(view)), 24)
    hands = model.opponent_hands()
    hand = mask_of(view.hand)
    best = None
    for k in (a for a in legal if isinstance(a, Knock)):
        mine = model.dw(hand & ~k.card.bit)
        ev, melds = model.knock_value([c for c in view.hand if c != k.card], mine)
        if best is None or ev > best[0]:
            under = 0.0 if melds is None else sum(
                1 for t in model.knock_outcomes(melds, hands)
                if model.score(mine, t) < 0) / len(hands)
            best = (ev, under)
    return best


@pytest.mark.parametrize("variant, seeds", [("oklahoma", (37, 39)), ("classic", (58,))])
def test_an_undercut_is_likely_only_when_most_sampled_hands_undercut(variant, seeds):
    """In seeded matches (the knock limits 3, 4 and 6 of Oklahoma among them, and classic's
    10): every hint that waits where a knock is legal says "an undercut is likely" only when
    at least half the model's hands undercut the best knock, and a knock expected to lose with
    fewer undercuts is told with their share."""
    unlikely = 0
    for seed in seeds:
        for _engine, view, legal in decision_points(variant, seed):
            if not any(isinstance(a, Knock) for a in legal):
                continue
            got = h.hint(view, legal)
            if not isinstance(got.action, Discard):
                continue
            text = hint_text(got)
            now, share = _model_share(view, legal)
            if LIKELY in text:
                assert share >= 0.5, (seed, view.knock_limit, share, text)
            elif round(now) < 0:
                unlikely += 1
                percent = f"about {max(5, 5 * round(share * 20))}% of the hands the opponent"
                assert percent in text, (seed, share, text)
                assert "an undercut costs more than the knock would win" in text, text
    assert unlikely, "no knock expected to lose with few undercuts was met: the test is void"


def test_the_undercut_share_is_worded_in_each_language():
    """The share as each language writes a percentage, the knock and the descente in their
    own words, and never "likely"."""
    from game.ui import i18n

    two = Card.parse("2D")
    reason = h.HintReason(h.WAIT_UNDERCUT_COST, cards=(two,), deadwood_before=4,
                          deadwood_after=2, expected_now=-2, expected_wait=6, undercut=0.29)
    wait = h.Hint(Discard(two), reason)
    assert hint_text(wait) == (
        "Wait — discard the two of diamonds: about 30% of the hands the opponent may hold "
        "would undercut a knock now, and an undercut costs more than the knock would win (on "
        "average knocking now is worth 8 points less)")
    assert "descente" in hint_text(wait, descente=True)
    try:
        for language, share in (("fr", "30\u00a0%"), ("pl", "30%")):
            i18n.set_language(language)
            for text in (hint_text(wait), hint_text(wait, descente=True)):
                assert share in text and "{" not in text and "undercut costs" not in text, text
    finally:
        i18n.set_language("en")
