"""The window's smallest size is 800x600, the smallest layout the README supports: the window
manager is told so, and a window made smaller all the same is grown back to it (a play-tester
resized it to 700x450 mid-hand and lost the bottom of the hand and the *By melds* button)."""

from __future__ import annotations

import warnings

import pygame
import pytest

from game.ui.app import parse_size
from game.ui.layout import MIN_SIZE
from tests.ui.conftest import pump
from tests.ui.test_table import settle, start


def display_window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_smallest_window_is_800x600():
    assert MIN_SIZE == (800, 600)


def test_the_window_manager_is_told_the_minimum_after_every_set_mode(app):
    assert display_window().minimum_size == MIN_SIZE
    app.set_window_size((1024, 768))
    assert display_window().minimum_size == MIN_SIZE
    app.toggle_fullscreen()
    app.toggle_fullscreen()
    assert display_window().minimum_size == MIN_SIZE


def test_a_window_shrunk_under_the_minimum_is_grown_back_and_laid_out_whole(app):
    _session, table = start(app, seed=11)
    settle(app, table)
    window = display_window()
    window.minimum_size = (1, 1)     # a window manager that ignores the hint (or none)
    window.size = (700, 450)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(700, 450), w=700, h=450))
    pump(app, 3)
    assert app.screen.get_size() == MIN_SIZE == pygame.display.get_surface().get_size()
    assert app.layout.size == MIN_SIZE and display_window().minimum_size == MIN_SIZE
    screen = app.screen.get_rect()
    for widget in table.widgets.widgets:
        if widget.visible:
            assert screen.contains(widget.rect), widget
    for sprite in table.hand:
        assert screen.contains(sprite.target), sprite.card


@pytest.mark.parametrize("text", ["700x500", "799x600", "800x599"])
def test_a_size_under_the_minimum_is_refused_on_the_command_line(text, capsys):
    with pytest.raises(SystemExit):
        parse_size(text)
    assert "800x600" in capsys.readouterr().err
