"""Six players' Rami score panel at 1920x1080 covers the table cleanly (a play-tester: the
table's Menu button and score panel showed a corner past the enlarged panel's edges, over a
band of the table): where the panel takes the window's width (grown to it at 100 %, or a
large text size's panel), the table is hidden, the felt alone showing round the panel."""

from __future__ import annotations

import pygame
import pytest

from tests.ui_variants.helpers import score_after_first_hand

NAMES = ["Ann", *(f"Hard computer {n}" for n in range(1, 6))]
CASES = [((1920, 1080), scale, "en") for scale in (100, 150, 200)]


@pytest.mark.parametrize("big_app", CASES, indirect=True,
                         ids=[f"1920x1080-{scale}" for _s, scale, _l in CASES])
def test_nothing_of_the_table_shows_round_the_six_players_panel(big_app):
    app, size, _scale = big_app
    # seed 3: Hard computer 3 goes Rami in the first hand (test_rami_six_score_panel)
    _sess, score = score_after_first_hand(app, "rami", 6, 3, names=NAMES, level="hard")
    box = score.box()
    assert box.width >= size[0] - 2 * app.layout.margin     # the window's width
    frame = pygame.Surface(size)
    app.scenes.draw(frame)
    felt = app.res.felt(size)
    panel = box.inflate(8, 8)     # (its border and shadow)
    stray = [(x, y) for y in range(0, size[1], 3) for x in range(0, size[0], 3)
             if not panel.collidepoint(x, y) and frame.get_at((x, y)) != felt.get_at((x, y))]
    assert not stray, (tuple(box), stray[:5], len(stray))
