"""The hint bubble hides no text: not the move feed, not the piles' labels ("Talon: 7"), not
the score panel, not the player's tags (a Polish play-tester at 1920x1080 / 200 %: the bubble
sat over the end of «W tym rozdaniu wyłożenie przy 8 lub mniej», the second line of the
computer's move and the stock's count)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw
from tests.ui_variants.helpers import session, settle, show
from tests.ui_variants.test_hint_whole import LONGEST


@pytest.mark.parametrize("variant", ["gin-rami", "oklahoma"])
@pytest.mark.parametrize("size,scale", [((800, 600), 1.0), ((800, 600), 1.5),
                                        ((1920, 1080), 1.0), ((1920, 1080), 2.0)])
@pytest.mark.parametrize("language", ["pl", "fr", "en"])
def test_the_hint_hides_no_text(app, language, size, scale, variant):
    i18n.set_language(language)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        table = show(app, session(variant, 2, 3), autoplayer=None)
        settle(app, table)
        for hinted in LONGEST:
            text = table.hint_words(hinted)
            table.coach_note = (table.state_no, text, hinted)
            table.banner = None
            marks = probe_draw(app.res, size, table.draw).marks
            panel = table.note_panel
            covered = [m for m in marks if m.kind == "text" and m.label.strip()
                       and not panel.contains(m.rect) and panel.colliderect(m.rect)]
            assert not covered, (size, scale, [(m.label, m.rect) for m in covered], panel)
    finally:
        i18n.set_language("en")
