"""A hint's meld stays on one line: "Take the nine of clubs — it completes 9♠" over "9♥ 9♣;
deadwood 75 → 47" split one meld across the coach's two lines (a play-tester)."""

from __future__ import annotations

import pygame

from game.coach.hint import TAKE_COMPLETES_MELD, Hint, HintReason
from game.core.actions import DISCARD_PILE, Draw
from game.core.cards import Card
from game.ui.coach_words import hint_text
from game.ui.resources import Resources


def test_the_wrap_never_splits_the_meld_a_take_completes():
    pygame.font.init()
    res = Resources()
    nines = tuple(Card.parse(c) for c in ("9S", "9H", "9C"))
    text = hint_text(Hint(Draw(DISCARD_PILE), HintReason(
        TAKE_COMPLETES_MELD, cards=nines[2:], meld=nines, deadwood_before=75,
        deadwood_after=47)))
    px = 16
    full = res.font(px).size(text)[0]
    wrapped = 0
    for width in range(full // 3, full, 4):
        lines = res.wrap(text, px, width)
        wrapped += len(lines) > 1
        whole = [line for line in lines if "9♠" in line]
        assert len(whole) == 1 and "9♣" in whole[0], lines
    assert wrapped > 10
