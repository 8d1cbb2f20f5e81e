"""Once a lesson is over, H and Z say what the guide's closing words say and where the keys
work: after the Rami lesson (which stops between two turns, "Well done! The lesson stops
here, between two turns…") they answered "The guided hand is over" and pointed nowhere (a
play-tester); the Gin lesson, played to its score, had the same dead end."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.core.actions import Knock
from tests.ui.conftest import key
from tests.ui_variants.test_lesson_keys import _waits


def _finish(app, name):
    app.clear_to_scene("tutorial")
    app.scenes.top.start(name)
    table = app.scenes.top
    for _ in range(20000):
        app.step()
        if table.guide.finished:
            return table
        if _waits(table):
            step = table.guide.step
            key(app, pygame.K_RETURN)
            if isinstance(step.expect, Knock):
                key(app, pygame.K_RETURN)
    raise AssertionError("the lesson did not end")


@pytest.mark.parametrize(("name", "closing"), [("rami", "The lesson stops here"),
                                               ("gin", "The lesson ends here")])
def test_h_and_z_after_the_lesson_say_it_ended_and_where_they_work(app, name, closing):
    table = _finish(app, name)
    assert closing in table.guide.text()       # the guide's own last words
    said = {}
    for k in (pygame.K_h, pygame.K_z):
        table.clear_toast()
        key(app, k)
        assert table.toast is not None
        said[k] = table.toast[0]
    assert "guided hand is over" not in said[pygame.K_h] + said[pygame.K_z]
    assert said[pygame.K_h].startswith(closing) and said[pygame.K_z].startswith(closing)
    assert "H gives hints in your own games" in said[pygame.K_h]
    assert "Z takes moves back in your own games" in said[pygame.K_z]
    # the way to a real game, named as the main menu names its button
    assert all("New game, in the main menu" in s for s in said.values())
