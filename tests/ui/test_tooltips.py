"""Tooltips: only after the pointer really moved onto a widget (not under a pointer resting
where the window opened), gone once the widget is clicked, disabled or hidden, wrapped and
placed inside the window without covering the neighbouring buttons, and worded in the language
of the moment."""

from __future__ import annotations

import pygame
import pytest

from game.ui import i18n
from game.ui.i18n import _
from game.ui.layout import Layout
from game.ui.resources import Resources
from game.ui.widgets import TOOLTIP_DELAY, Button, WidgetGroup

LONG = ("A tooltip long enough to run past the edge of a small window when it is written on "
        "one single line, which no player should have to read off screen")


def motion(group: WidgetGroup, pos) -> None:
    group.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                          buttons=(0, 0, 0)))


def column(n: int = 4, size=(800, 600)) -> tuple[WidgetGroup, list[Button]]:
    """A menu-like column of buttons in the middle of the window."""
    group = WidgetGroup()
    buttons = []
    for i in range(n):
        b = group.add(Button(f"Button {i}", lambda: None, None, LONG, name=f"b{i}"))
        b.rect = pygame.Rect(size[0] // 2 - 110, 200 + i * 60, 220, 48)
        buttons.append(b)
    return group, buttons


@pytest.fixture
def res():
    pygame.font.init()
    return Resources()


def test_no_tooltip_under_a_pointer_that_has_not_moved():
    group, buttons = column()
    motion(group, buttons[1].rect.center)      # the window opened under the pointer
    group.update(TOOLTIP_DELAY * 3)
    assert not group.tooltip_shown
    motion(group, buttons[1].rect.move(3, 0).center)   # the player moves it
    group.update(TOOLTIP_DELAY * 1.1)
    assert group.tooltip_shown


def test_the_tooltip_goes_when_its_button_is_clicked_or_disabled():
    group, buttons = column()
    motion(group, (0, 0))
    motion(group, buttons[0].rect.center)
    group.update(TOOLTIP_DELAY * 1.1)
    assert group.tooltip_shown
    buttons[0].enabled = False          # the action was taken: the button greys out
    assert group.update(0.01)           # a redraw is asked for
    assert not group.tooltip_shown
    group.update(TOOLTIP_DELAY * 3)
    assert not group.tooltip_shown      # and it does not come back over a disabled button
    buttons[0].enabled = True
    group.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=buttons[0].rect.center,
                                          button=1))
    group.update(TOOLTIP_DELAY * 3)
    assert not group.tooltip_shown      # clicked: away until the pointer leaves
    motion(group, buttons[0].rect.move(2, 0).center)
    group.update(TOOLTIP_DELAY * 3)
    assert not group.tooltip_shown


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_tooltip_stays_in_the_window_and_off_its_neighbours(res, size):
    layout = Layout(size)
    window = pygame.Rect((0, 0), size)
    group, buttons = column(size=size)
    edge = group.add(Button("Menu", lambda: None, None, LONG, name="edge"))
    edge.rect = pygame.Rect(size[0] - 120, 8, 110, 30)        # a corner button (the table's)
    for hovered in [*buttons, edge]:
        group.hover = hovered
        rect, lines = group.tooltip_rect(res, layout, window)
        assert window.contains(rect), (hovered.name, rect)
        assert len(lines) > 1                                     # wrapped, not cut
        others = [b.rect for b in group.widgets if b is not hovered]
        assert rect.collidelist(others) < 0, (hovered.name, rect)


def test_the_tooltip_follows_a_language_switched_live():
    b = Button(_("Menu"), None, None, _("Pause: settings, rules, main menu"), key_name="Esc")
    assert b.tooltip_text() == "Pause: settings, rules, main menu — Key:\u00a0Esc"
    try:
        i18n.set_language("fr")
        text = b.tooltip_text()
        assert text.startswith(i18n.gettext_in("fr", "Pause: settings, rules, main menu"))
        assert i18n.gettext_in("fr", "Key: {key}").format(key="Esc").replace(" ", "\u00a0") \
            in text
    finally:
        i18n.set_language("en")
