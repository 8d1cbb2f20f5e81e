"""The wide score panel is as tall as what it holds: after an early hand (a short sheet) or
a void one (no hands to show) it stood at the window's full height with up to 120 px of
empty panel between the sheet and its buttons (800x600). It now shrinks to its content,
centred where it stood; a long sheet still gets the whole height."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.probe import probe_draw, problems
from tests.ui.conftest import set_window
from tests.ui_variants.helpers import score_after_first_hand

SIZES = [(800, 600), (1024, 768), (1280, 720), (1920, 1080)]


def _blank_above_buttons(app, score, size) -> tuple[int, list]:
    """The height of empty panel between the lowest text above the Fair deal button and
    that button, and the drawing's problems."""
    surf = probe_draw(app.res, size, score.draw)
    box = score.box()
    fair = score.b_fair.rect
    above = [m.rect.bottom for m in surf.marks
             if m.kind in ("text", "card") and box.contains(m.rect) and m.rect.bottom <= fair.top]
    outside = [m.label for m in surf.marks if m.kind == "text" and m.label.strip()
               and not box.contains(m.rect)]
    assert outside == []
    return fair.top - max(above), problems(surf.marks, size)


@pytest.mark.parametrize("variant, seats, seed", [("classic", 2, 2), ("classic", 2, 4),
                                                  ("oklahoma", 2, 2), ("rami", 4, 3)])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_score_panel_leaves_no_empty_band_under_the_sheet(app, size, variant, seats,
                                                              seed):
    set_window(app, size)
    _sess, score = score_after_first_hand(app, variant, seats, seed)
    if score.compact:
        pytest.skip("the tabbed panel fills the window by design")
    lay = app.layout
    blank, found = _blank_above_buttons(app, score, size)
    assert found == []
    assert blank <= lay.px(48), blank
    box = score.box()
    full = app.layout.h - 2 * lay.px(40)
    assert box.height <= full
    # centred where the full panel stood
    assert abs((box.top - lay.px(40)) - (lay.px(40) + full - box.bottom)) <= 1


def test_a_long_sheet_keeps_the_whole_height(app):
    """After many hands the sheet shows its latest rows in all the room there is."""
    set_window(app, (800, 600))
    _sess, score = score_after_first_hand(app, "classic", 2, 4, hands=9)
    lay = app.layout
    assert score.spare == 0
    assert score.box().height == lay.h - 2 * lay.px(40)
    blank, found = _blank_above_buttons(app, score, (800, 600))
    assert found == [] and blank <= lay.px(48)


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_the_fitted_panel_reads_in_every_language(app, language):
    i18n.set_language(language)
    try:
        set_window(app, (800, 600))
        _sess, score = score_after_first_hand(app, "classic", 2, 4)
        blank, found = _blank_above_buttons(app, score, (800, 600))
        assert found == [] and blank <= app.layout.px(48)
        assert score.spare > 0
        assert pygame.Rect(score.box()).contains(score.b_next.rect)
    finally:
        i18n.set_language("en")
