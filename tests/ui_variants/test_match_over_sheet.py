"""The match's last screen keeps its score sheet readable: Hollywood's three games at 1280x720
drew the sheet at 12 px of the small size's 20 to fit under the reckoning; the panel now
scrolls the sheet at full size where it would shrink under 80 % of the small size."""

from __future__ import annotations

import pygame

from game.ui.scenes.match_over import SQUEEZED, MatchOverScene
from tests.ui.conftest import pump
from tests.ui_variants.helpers import TextSpy
from tests.ui_variants.test_score_sheets import finished, table_at_the_end


def _over(app, monkeypatch, variant: str, options: dict):
    size = (1280, 720)   # the whole window (the fixture's may be cut to the dummy desktop)
    app.screen = pygame.display.set_mode(size)
    app._resized(size)
    sess = finished(variant, 2, options)
    table = table_at_the_end(app, sess)
    spy = TextSpy(monkeypatch, app.res)
    scene = MatchOverScene(app, table)
    app.scenes.push(scene)
    pump(app, 2)
    return scene, spy


def test_hollywood_sheet_scrolls_at_a_readable_size(app, monkeypatch):
    scene, spy = _over(app, monkeypatch, "classic", {"scoring": "hollywood"})
    small = app.layout.font_small
    games = [px for text, px in spy.drawn if text.startswith("Game ") and len(text) == 6]
    assert games and min(games) >= small * SQUEEZED, (games, small)
    assert scene.scrolls and scene.text.overflows and scene.text_active()
    before = scene.text.scroll
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="",
                                         scancode=0))
    pump(app, 2)
    assert scene.text.scroll > before        # the keys reach the sheet's lower rows


def test_a_sheet_that_fits_is_drawn_in_place(app, monkeypatch):
    scene, spy = _over(app, monkeypatch, "classic", {})
    assert not scene.scrolls and not scene.text.overflows
    assert not scene.text.up.visible and not scene.text.down.visible
    assert spy.any("Score sheet")
