"""Long score lines (a Rami payment naming every card held) wrap inside the score panel."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import score_after_first_hand


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)])
def test_six_player_payments_stay_inside_the_panel(app, size):
    i18n.set_language("pl")          # the longest card names of the three languages
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size)
        _sess, score = score_after_first_hand(app, "rami", 6, 3)
        surf = probe_draw(app.res, size, score.draw)
        box = score.box()
        texts = [m for m in surf.marks if m.kind == "text" and m.label.strip()]
        widest = max(m.rect.width for m in texts)
        assert widest > box.width // 2          # the payment lines are there
        outside = [(m.label, tuple(m.rect)) for m in texts if not box.contains(m.rect)]
        assert outside == []
    finally:
        i18n.set_language("en")
