"""While the guide explains (a step read with Continue), the prompt's line says so: it said
"Draw (S) or take the discard (T)" under the guide's "press Continue", and pressing S was
refused with "Read the guide, then press Continue" (issue 16, seen at 1280x720 / 200 %)."""

from __future__ import annotations

import pygame

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui.layout import Layout


def test_the_prompt_agrees_with_the_guide(app):
    size = (1280, 720)
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, 2.0)
    app.clear_to_scene("menu")
    tutorial = app.make_scene("tutorial")
    app.scenes.push(tutorial)
    tutorial.start("gin")
    table = tutorial.table
    guide = table.guide
    for _ in range(600):
        app.step()
        if guide.caught_up(table):
            break
    assert guide.step is not None and guide.step.expect is None   # the welcome: read it
    # (while Continue waits for the table the prompt says what the table shows instead)
    assert guide.b_next.enabled
    assert table.prompt() == "Read the guide, then press Continue"
    for _ in range(40):                      # Continue until a step asks for a move
        if guide.step is None or guide.step.expect is not None:
            break
        guide.on_next(table)
        for _ in range(60):
            app.step()
    assert guide.step is not None and guide.step.expect is not None
    assert table.prompt() != "Read the guide, then press Continue"
