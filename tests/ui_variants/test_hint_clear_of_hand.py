"""The hint's bubble never hides the player's own cards nor any text (a play-tester at 200 %:
a long hint took the lines it needed in the prompt's span and covered the top of the hand).
Held on several seeded positions at the player's discard, 1280x720 and 1920x1080, 150 and
200 %, with the longest hints the Gin family says, in each language."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.layout import Layout
from game.ui.probe import probe_draw, problems
from tests.ui_variants.helpers import play_until, session, settle, show
from tests.ui_variants.test_hint_whole import LONGEST

SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("seed", [3, 5, 8])
@pytest.mark.parametrize("lang", ["en", "fr", "pl"])
@pytest.mark.parametrize("scale", [1.5, 2.0], ids=["150", "200"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("variant", ["classic", "gin-rami"])
def test_a_long_hint_stays_clear_of_the_players_cards(app, variant, size, scale, lang,
                                                      seed):
    i18n.set_language(lang)
    try:
        app.screen = pygame.Surface(size)
        app.layout = Layout(size, scale)
        sess = session(variant, 2, seed)
        assert play_until(sess, lambda e: e.phase == "discard" and e.to_act == 0)
        table = show(app, sess, autoplayer=None)
        settle(app, table)
        assert len(table.hand) == 11
        for hinted in LONGEST:
            text = table.hint_words(hinted)
            table.coach_note = (table.state_no, text, hinted)
            table.banner = None        # as the hint key does: the hint takes the band
            table.dirty = True
            marks = probe_draw(app.res, size, table.draw).marks
            bubble = table.note_panel
            cards = [pygame.Rect(s.rect) for s in table.hand]
            assert not any(bubble.colliderect(c) for c in cards), (tuple(bubble), text)
            rows = [m for m in marks if m.kind == "text" and bubble.contains(m.rect)
                    and m.label.strip()]
            said = " ".join(m.label for m in sorted(rows, key=lambda m: m.rect.top))
            assert said.split() == text.split(), (said, text)     # whole, never cut
            assert problems(marks, size) == []
            # over no other text: every text outside the bubble lies clear of it
            others = [m for m in marks if m.kind == "text" and m.label.strip()
                      and not bubble.contains(m.rect)]
            assert not [m.label for m in others if bubble.colliderect(m.rect)]
    finally:
        i18n.set_language("en")
