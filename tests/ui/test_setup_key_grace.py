"""The setup screen takes no key press in its first moment: the Enter that chose "New game"
on the menu, pressed again at once or repeated, went on to the setup's focused Start and a
play-tester's match began without the setup being seen. Clicks are free at once."""

from __future__ import annotations

import pygame

from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import click, key, pump


def _menu(app) -> None:
    app.scenes.clear_to(MenuScene(app))
    app.step()
    assert app.scenes.top.widgets.focus.name == "new"


def test_a_second_enter_from_the_menu_does_not_start_the_match(app):
    _menu(app)
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name == "setup"
    assert app.scenes.top.widgets.focus.name == "start"
    key(app, pygame.K_RETURN)            # the second of two quick presses
    key(app, pygame.K_KP_ENTER)
    key(app, pygame.K_F5)                # Start's own key
    assert app.scenes.top.name == "setup"
    pump(app, 40)                        # the setup read for two thirds of a second
    key(app, pygame.K_RETURN)
    assert app.scenes.top.name != "setup"


def test_a_click_on_start_is_taken_at_once(app):
    _menu(app)
    key(app, pygame.K_RETURN)
    setup = app.scenes.top
    click(app, setup.b_start.rect.center)
    assert app.scenes.top.name != "setup"
