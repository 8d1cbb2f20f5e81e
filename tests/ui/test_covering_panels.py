"""A panel the layout probe counts as covering (`COVERING_ALPHA` or more) hides what lies
under it: the probe lets a text lie under such a panel, so none may show through. At 246-250
the table's cards and tags still showed through the pause menu and the score panel, a few
levels over the dark green (seen under Xvfb at 1920x1080); a lighter panel stays see-through
(the probe counts a text under it as overlapping it)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import COVERING_ALPHA, draw_panel

RECT = pygame.Rect(10, 10, 120, 80)


def _inside(alpha: int, under: tuple[int, int, int]) -> set[tuple[int, int, int]]:
    """The colours inside a panel of `alpha` drawn over a surface of colour `under`."""
    surface = pygame.Surface((140, 100))
    surface.fill(under)
    draw_panel(surface, RECT, theme.PANEL, alpha, radius=12, border=theme.GOLD_DARK)
    inside = RECT.inflate(-30, -30)
    return {tuple(surface.get_at((x, y)))[:3] for x in range(inside.left, inside.right, 3)
            for y in range(inside.top, inside.bottom, 3)}


@pytest.mark.parametrize("alpha", [COVERING_ALPHA, 225, 246, theme.READING_ALPHA])
def test_a_covering_panel_shows_nothing_of_what_lies_under_it(alpha):
    assert _inside(alpha, (255, 255, 255)) == _inside(alpha, (0, 0, 0)) == {theme.PANEL}


def test_a_lighter_panel_lets_the_felt_show():
    assert _inside(COVERING_ALPHA - 1, (255, 255, 255)) != _inside(COVERING_ALPHA - 1,
                                                                     (0, 0, 0))
