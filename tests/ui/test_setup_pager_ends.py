"""The compact new-game screen's pager: › is greyed on the last page and ‹ on the first (a
Polish play-tester at 1920x1080 / 200 % saw an active › on "Strona 5 z 5", which turned
back to page 1)."""

from __future__ import annotations

import pygame

from game.ui.layout import Layout
from game.ui.scenes.setup import SetupScene


def _click(scene, button) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle_event(pygame.event.Event(kind, pos=button.rect.center, button=1))


def test_the_pager_stops_at_its_ends(app):
    app.layout = Layout((1920, 1080), 2.0)
    scene = SetupScene(app)
    scene.set_variant("gin-rami")
    scene.place()
    assert scene.compact and scene.pages > 2
    assert scene.page == 0
    assert not scene.b_prev.enabled and scene.b_more.enabled
    scene.widgets.set_focus(scene.b_more)
    for _ in range(scene.pages - 1):
        _click(scene, scene.b_more)
    assert scene.page == scene.pages - 1
    assert not scene.b_more.enabled and scene.b_prev.enabled
    assert scene.widgets.focus is not scene.b_more
    _click(scene, scene.b_more)            # greyed: the last page stays
    assert scene.page == scene.pages - 1
    _click(scene, scene.b_prev)
    assert scene.page == scene.pages - 2 and scene.b_more.enabled
