"""Panels read over the table (the hand's log, the players' roles, the hand's score, the pause
menu, a question) hide it: at 238-240 the table's words showed through their lines ("The
hand is over" behind the score sheet's rows), and at 246-250 its cards and tags still did,
a few levels over the dark green (seen under Xvfb at 1920x1080). Drawn over a white table
and over a black one, a panel's inside is the same."""

from __future__ import annotations

import pygame
import pytest

from game.ui.scenes.ask import AskScene
from game.ui.scenes.score import ScoreScene
from game.ui.scenes.stats import ConfirmScene
from tests.ui.conftest import key, pump, set_window
from tests.ui_variants.helpers import session, settle, show
from tests.ui_variants.test_score_sheets import finished, table_at_the_end


def _inside_difference(app, table, scene, box: pygame.Rect) -> int:
    """The largest channel difference inside `box` with the table drawn white, then black."""
    shots = []
    for colour in ((255, 255, 255), (0, 0, 0)):
        table.draw = lambda surface, colour=colour: surface.fill(colour)
        app.scenes.mark_dirty()
        pump(app, 2)
        shots.append(app.screen.copy())
    inside = box.inflate(-box.width // 5, -box.height // 5)
    worst = 0
    for x in range(inside.left, inside.right, 7):
        for y in range(inside.top, inside.bottom, 7):
            a, b = shots[0].get_at((x, y)), shots[1].get_at((x, y))
            worst = max(worst, *(abs(a[i] - b[i]) for i in range(3)))
    return worst


@pytest.mark.parametrize("name", ["hand-log", "roles-intro"])
def test_a_panel_read_over_the_table_hides_it(app, name):
    table = show(app, session("classic", seed=2))
    settle(app, table)
    scene = app.make_scene(name, **({"lines": ["Ann drew from the stock"]}
                                     if name == "hand-log" else {"names": ["Ann", "Bob", "Cyd"]}))
    app.scenes.push(scene)
    pump(app, 2)
    assert _inside_difference(app, table, scene, scene.box()) == 0


def test_the_score_panel_hides_the_table(app):
    table = table_at_the_end(app, finished("classic", 2, {}))
    scene = ScoreScene(app, table)
    app.scenes.push(scene)
    pump(app, 2)
    assert _inside_difference(app, table, scene, scene.box()) == 0


def test_the_pause_menu_hides_the_table(app):
    """At 228 a seat's tag ("Joueur 2 · donneur") read through the pause menu's title."""
    table = show(app, session("classic", seed=2))
    settle(app, table)
    scene = app.make_scene("pause", table=table)
    app.scenes.push(scene)
    pump(app, 2)
    assert _inside_difference(app, table, scene, scene.box()) == 0


def test_the_score_panel_at_a_large_text_size_hides_the_table(app):
    """The compact score panel (tabs, at 200 % text) fills the window: nothing under it."""
    app.settings.ui_scale = 200
    set_window(app, app.screen.get_size())
    table = table_at_the_end(app, finished("classic", 2, {}))
    scene = ScoreScene(app, table)
    app.scenes.push(scene)
    pump(app, 2)
    assert scene.compact
    assert _inside_difference(app, table, scene, scene.box()) == 0


def test_a_question_over_the_table_hides_it(app):
    table = show(app, session("classic", seed=2))
    settle(app, table)
    ask = AskScene(app, "Leave this match?", [("leave", "Leave", lambda: None)])
    app.scenes.push(ask)
    pump(app, 2)
    assert _inside_difference(app, table, ask, ask._box()[0]) == 0
    app.scenes.pop()
    confirm = ConfirmScene(app, "Clear your statistics?", lambda: None)
    app.scenes.push(confirm)
    pump(app, 2)
    assert _inside_difference(app, table, confirm, confirm.box()) == 0


def test_a_questions_gold_answer_is_the_focused_one(app):
    """Tabbed to "Abandon it", "Continue it" kept its gold fill beside the focus ring: two
    answers looked chosen (a play-tester). The gold goes with the focus, Enter's answer."""
    table = show(app, session("classic", seed=2))
    settle(app, table)
    ask = AskScene(app, "The match is not finished.", [
        ("continue-old", "Continue it", lambda: None), ("abandon-old", "Abandon it",
                                                        lambda: None)], focus=0)
    app.scenes.push(ask)
    pump(app, 2)
    keep, drop = ask.choice_buttons
    assert keep.primary and not drop.primary
    key(app, pygame.K_RIGHT)
    assert ask.widgets.focus is drop
    assert drop.primary and not keep.primary
    app.scenes.pop()
