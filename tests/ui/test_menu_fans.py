"""The main menu's cards frame the buttons: a run on the left, a set on the right, each clear of
the buttons and as far from the middle as the other (one fan of four unrelated cards stood on
the left alone); the right one gives way to a notice, which stands there."""

from __future__ import annotations

import pygame
import pytest

from game.core.cards import Card
from game.ui.layout import Layout
from game.ui.scenes.menu import MenuScene


def _rect(app, angle: float, centre) -> pygame.Rect:
    """Where a card of the menu's size, turned by `angle`, lands around `centre`."""
    turned = pygame.transform.rotozoom(pygame.Surface(app.layout.small_size), angle, 1.0)
    return turned.get_rect(center=(round(centre[0]), round(centre[1])))


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_a_run_and_a_set_frame_the_buttons(app, size):
    app.layout = Layout(size)
    app.screen = pygame.Surface(size)
    scene = MenuScene(app)
    scene.place()
    fans = scene.fan_cards()
    assert [c for c, _a, _p in fans] == [Card.of(r, 1) for r in (10, 11, 12, 13)] + \
        [Card.of(7, s) for s in range(4)]
    scene.draw_content(app.screen)
    rects = [_rect(app, angle, centre) for _c, angle, centre in fans]
    buttons = scene.widgets.widgets[0].rect.unionall([w.rect for w in scene.widgets.widgets])
    left = [r for r in rects if r.centerx < size[0] / 2]
    right = [r for r in rects if r.centerx > size[0] / 2]
    assert len(left) == len(right) == 4
    for r in left + right:
        assert not r.colliderect(buttons) and pygame.Rect(0, 0, *size).contains(r)
    gap_left = buttons.left - max(r.right for r in left)
    gap_right = min(r.left for r in right) - buttons.right
    assert abs(gap_left - gap_right) <= size[0] * 0.03, (gap_left, gap_right)


def test_a_notice_takes_the_right_hand_side(app):
    app.notices = ["The settings file could not be read: the defaults are used."]
    scene = MenuScene(app)
    scene.place()
    fans = scene.fan_cards()
    assert len(fans) == 4 and all(x < app.layout.w / 2 for _c, _a, (x, _y) in fans)
