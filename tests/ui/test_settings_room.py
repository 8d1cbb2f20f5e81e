"""Settings at 200 % use the room: at 1280x720 the pages showed 2-3 rows over a band of empty
panel and the Cards page 2 of its 4 rows without its card preview (a play-tester). A page shows
as many rows as fit, the rows fill the panel, and the Cards page keeps its preview."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card
from game.ui.scenes.settings import SettingsScene
from tests.ui.conftest import face_spy

SIZES = [((800, 600), 200), ((1280, 720), 200), ((1920, 1080), 200)]


def _page(app, page: str) -> SettingsScene:
    scene = SettingsScene(app, page)
    app.scenes.clear_to(scene)
    scene.place()
    return scene


@pytest.mark.parametrize("big_app", [(size, scale, "en") for size, scale in SIZES],
                         indirect=True)
def test_the_pages_show_the_rows_that_fit_without_an_empty_band(big_app):
    app, size, _scale = big_app
    general = _page(app, "general")
    shown = [w for w in general.rows if w.visible]
    assert len(shown) >= (5 if size == (800, 600) else 4)     # was 3 at 1280x720
    for page in ("general", "players", "variant"):
        scene = _page(app, page)
        shown = [w for w in scene.rows if w.visible]
        area, rh, _gap = scene._metrics()
        if len(shown) < len(scene.rows):           # more below: the panel is filled
            assert scene.content_rect.bottom - shown[-1].rect.bottom < rh // 2, page


@pytest.mark.parametrize("big_app", [(size, scale, "en") for size, scale in SIZES],
                         indirect=True)
def test_the_cards_page_shows_its_rows_and_its_preview(big_app, monkeypatch):
    app, size, _scale = big_app
    scene = _page(app, "cards")
    assert all(w.visible for w in scene.rows)                  # all four (was 2 of 4)
    faces = face_spy(monkeypatch, app.res)
    surface = pygame.Surface(size)
    scene.draw(surface)
    assert Card.of(12, 2) in faces                             # the preview's queen
    panel_right = scene.content_rect.right
    assert all(w.rect.right <= panel_right for w in scene.rows)
