"""004: the advisor's empty chair, aside on the left, stays clear of the score panel (at 125 %
the taller panel reached over the chair's top edge, seen in a real window)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - registers the scenes by name
from game.ui import i18n
from game.ui.layout import Layout
from tests.ui_variants.helpers import find, settle, show


def _computer_advises(e) -> bool:
    roles = e.view(0).roles
    return "advisor" in roles and roles[0] != "advisor"


@pytest.mark.parametrize(("size", "scale"), [((800, 600), 1.0), ((1280, 720), 1.25),
                                             ((1920, 1080), 1.25)])
def test_the_empty_chair_keeps_below_the_score_panel(app, size, scale):
    i18n.set_language("fr")
    try:
        app.screen = pygame.Surface(size)
        app.layout = lay = Layout(size, scale)
        sess = find("three-player", _computer_advises, seats=3, seeds=range(3, 40))
        table = show(app, sess)
        settle(app, table)
        place = table._aside_place()
        chair = pygame.Rect(0, 0, *lay.small_size)
        chair.center = (int(place.center[0]), int(place.center[1]))
        assert not chair.colliderect(table.info_rect()), (chair, table.info_rect())
        assert chair.bottom < lay.hand_area.top
    finally:
        i18n.set_language("en")
