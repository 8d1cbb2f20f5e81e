"""A reviewed hand reads as it did at the table: its cards in the player's sort (melds first by
default), where the review always sorted by suit and a set's cards lay apart."""

from __future__ import annotations

import dataclasses
import threading
from types import SimpleNamespace

import pytest

from game.coach.review import CostlyDecision
from game.core.actions import parse_action
from game.core.cards import Card
from game.ui.scenes import review as review_module
from game.variants import rules_for

HAND = tuple(Card.parse(c) for c in "KH 2C KD 5H KC 9S 3D 4D 5D QS JH".split())
KINGS = {Card.parse(c) for c in ("KH", "KD", "KC")}
RUN = [Card.parse(c) for c in ("3D", "4D", "5D")]


def shown_hand(app, monkeypatch, sort_order: str) -> list[Card]:
    """The first reviewed hand's cards in the order the review draws them."""
    app.settings = dataclasses.replace(app.settings, sort_order=sort_order)
    found = [CostlyDecision(0, HAND, Card.parse("6C"), parse_action("discard QS"),
                            parse_action("discard JH"), 2.0, turn=3, stock=24)]
    done = {"progress": 1.0, "result": found}
    monkeypatch.setattr(review_module, "review_in_thread",
                        lambda record, seed: (threading.Thread(), threading.Event(), done))
    record = SimpleNamespace(decisions=[SimpleNamespace(view=SimpleNamespace(
        rules=rules_for("classic")))])
    review = review_module.ReviewScene(app, record=record)
    app.scenes.push(review)
    app.step()
    drawn: list[Card] = []
    original = app.res.card_face
    monkeypatch.setattr(app.res, "card_face", lambda card, size, four=False:
                        drawn.append(card) or original(card, size, four))
    review.draw(app.screen)
    app.scenes.pop()
    return drawn[:len(HAND)]


def test_melds_first_as_at_the_table(app, monkeypatch):
    cards = shown_hand(app, monkeypatch, "melds")
    assert sorted(cards) == sorted(HAND)
    at = {c: i for i, c in enumerate(cards)}
    kings = sorted(at[c] for c in KINGS)
    assert kings[-1] - kings[0] == 2, cards           # the set's cards side by side
    assert [at[c] for c in RUN] == list(range(at[RUN[0]], at[RUN[0]] + 3)), cards
    assert max(kings[-1], at[RUN[-1]]) == 5           # both melds before the deadwood


@pytest.mark.parametrize("mode,key", [("suit", lambda c: (c.suit, c.rank)),
                                      ("rank", lambda c: (c.rank, c.suit)),
                                      ("none", lambda c: (c.suit, c.rank))])
def test_other_sorts(app, monkeypatch, mode, key):
    assert shown_hand(app, monkeypatch, mode) == sorted(HAND, key=key)
