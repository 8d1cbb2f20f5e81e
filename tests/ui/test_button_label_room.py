"""A button's label keeps clear of its rounded ends: at 200 % "Par couleur" filled its button
to 6 px of each end (a fixed margin, whatever the button's height) and read as touching."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.resources import Resources
from game.ui.widgets import Button, Choice, label_pad


def _ink_columns(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """The leftmost and rightmost columns in the button's middle band that hold any of the
    label's ink (a pixel well apart from the greyed button's flat fill)."""
    fill = pygame.Color(*theme.BUTTON_DISABLED)
    band = range(rect.centery - rect.height // 7, rect.centery + rect.height // 7)  # (the
    # ends are straight there: no shadow beside a rounded corner)
    inked = [x for x in range(rect.left, rect.right)
             if any(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], fill[:3],
                                                    strict=True)) > 40 for y in band)]
    return min(inked), max(inked)


@pytest.mark.parametrize("label", ["Par couleur", "Według układów", "Par combinaisons",
                                   "By suit"])
@pytest.mark.parametrize(("width", "height"), [(160, 72), (120, 40), (300, 96)])
def test_a_label_keeps_an_eighth_of_the_height_from_each_end(label, width, height):
    pygame.font.init()
    res = Resources()
    surface = pygame.Surface((width + 40, height + 40))
    surface.fill(theme.BUTTON_DISABLED)
    button = Button(label)
    button.enabled = False            # a flat fill: no highlight to tell from the ink
    button.rect = pygame.Rect(20, 20, width, height)
    button.draw(surface, res, None)
    left, right = _ink_columns(surface, button.rect)
    pad = label_pad(button.rect.height)
    assert pad >= max(6, height // 8)
    assert left - button.rect.left >= pad - 1, (left, button.rect)
    assert button.rect.right - 1 - right >= pad - 1, (right, button.rect)


@pytest.mark.parametrize("height", [40, 72, 105])
def test_a_choice_keeps_its_arrows_clear_of_its_value_box_ends(height):
    """The settings' "< Français >" boxes: the arrows stood 6 px from the rounded ends at
    200 %, on the border's curve."""
    pygame.font.init()
    res = Resources()
    surface = pygame.Surface((700, height + 40))
    surface.fill(theme.PANEL)
    choice = Choice("Langue", ["Français", "Polski"], "Français")
    choice.rect = pygame.Rect(20, 20, 660, height)
    choice.draw(surface, res, None)
    box = choice._value_rect()
    fill = pygame.Color(*theme.PANEL)
    band = range(box.centery - height // 7, box.centery + height // 7)
    inked = [x for x in range(box.left + 2, box.right - 2)
             if any(sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], fill[:3],
                                                    strict=True)) > 40 for y in band)]
    pad = label_pad(box.height)
    assert min(inked) - box.left >= pad - 1, (min(inked), box)
    assert box.right - 1 - max(inked) >= pad - 1, (max(inked), box)


def _face_rows(surface: pygame.Surface, x: int, colour) -> tuple[int, int]:
    """The first and last rows of column `x` painted in the button face's own colour."""
    rows = [y for y in range(surface.get_height())
            if tuple(surface.get_at((x, y))[:3]) == tuple(colour)[:3]]
    return min(rows), max(rows)


@pytest.mark.parametrize("height", [32, 48, 72])
def test_a_disabled_button_lines_up_with_its_enabled_neighbours(height):
    """A greyed button sat 2-4 px lower than the live ones beside it (it was drawn as if
    pressed), so a row of buttons looked ragged; only a held button moves down."""
    pygame.font.init()
    res = Resources()

    def face(enabled: bool, pressed: bool = False) -> tuple[int, int]:
        surface = pygame.Surface((200, height + 40))
        surface.fill((10, 60, 30))
        button = Button("", enabled=enabled)
        button.pressed = pressed
        button.rect = pygame.Rect(20, 20, 160, height)
        button.draw(surface, res, None)
        colour = (theme.BUTTON_DISABLED if not enabled else
                  theme.BUTTON_PRESS if pressed else theme.BUTTON)
        return _face_rows(surface, 100, colour)

    live, greyed, held = face(True), face(False), face(True, pressed=True)
    assert greyed[1] == live[1]          # the same bottom edge: the row lines up
    assert held[1] > live[1]             # a held button still sinks onto its shadow
