"""The "Rami!" call box leaves the melds the called card would go onto in sight: at 200 %
text it covered the whole meld area, the melds a player needs to judge the call with (a
play-tester). Its buttons stay whole inside it and its question on its lines."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes
from game.ui.layout import Layout
from tests.ui_variants.helpers import find, settle, show


@pytest.mark.parametrize("seats", [4, 2])
def test_the_call_box_keeps_the_target_melds_in_sight(app, seats):
    sess = find("rami", lambda e: e.phase == "call" and e.to_act == 0, seats=seats,
                level="random", rami_call=True)
    for size in ((800, 600), (1280, 720), (1920, 1080)):
        for scale in (1.0, 2.0):
            app.screen = pygame.Surface(size)
            app.layout = Layout(size, scale)
            table = show(app, sess)
            settle(app, table, until=table.call_open)
            table.draw(app.screen)
            box, lines, _px = table.call_box()
            spots, _labels, _w = table.meld_layout()
            targets = [spots[i].box for i in table.call_targets()]
            assert targets, "the seed's call has a meld to go onto"
            where = (seats, size, scale)
            assert not any(box.colliderect(t) for t in targets), (where, box, targets)
            for b in table.call_buttons() + [table.b_decline]:
                assert box.contains(b.rect), (where, b.text, b.rect, box)
            assert table._call_bar().top >= max(b.rect.bottom for b in table.call_buttons()
                                                + [table.b_decline]), where
            app.scenes.pop()
