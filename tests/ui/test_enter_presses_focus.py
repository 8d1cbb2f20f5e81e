"""Enter and Space press the button Tab has focused; Enter presses the gold default button only
where no button has the focus (a value row, the name field), and never steps a value; one
button looks chosen at a time (a Polish play-tester, keyboard only: Enter on the lesson's
focused Skip went on to the next step, Enter on the setup's knock-limit row turned 10 into
"Gin only" instead of starting, and the pause menu showed the gold Resume beside the focused
Rules)."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes  # noqa: F401 - the scenes register themselves
from game.ui import theme
from game.ui.layout import Layout
from game.ui.scenes.setup import SetupScene
from tests.ui_variants.test_guide_scene import play_guide


def _key(scene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def _lesson(app, name: str):
    app.clear_to_scene("tutorial")
    tutorial = app.scenes.top
    tutorial.start(name)
    return tutorial, app.scenes.top


def _until_continue_lights(app, table) -> None:
    """Step the lesson until its first step to read lights Continue."""
    for _ in range(2000):
        app.step()
        if table.guide.b_next.active:
            return


@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_on_the_lessons_focused_skip_leaves_the_lesson(app, k):
    tutorial, table = _lesson(app, "gin")
    _until_continue_lights(app, table)
    first = table.guide.step.key
    table.widgets.set_focus(table.guide.b_skip)
    _key(table, k)
    assert app.scenes.top is tutorial, "Skip was focused: the lesson is left"
    assert table.guide.step.key == first


def test_enter_on_the_finished_lessons_focused_done_does_not_play_it_again(app):
    tutorial, table = _lesson(app, "rami")
    play_guide(app, table)
    for _ in range(600):
        app.step()
    assert table.guide.b_next.active     # "Play again", the gold one
    table.widgets.set_focus(table.guide.b_skip)        # Tab to "Done"
    _key(table, pygame.K_RETURN)
    assert app.scenes.top is tutorial


def test_enter_without_a_focused_button_still_continues_the_lesson(app):
    _tutorial, table = _lesson(app, "gin")
    _until_continue_lights(app, table)
    first = table.guide.step.key
    table.widgets.set_focus(None)
    _key(table, pygame.K_RETURN)
    assert table.guide.step.key != first


def _setup(app) -> SetupScene:
    app.settings.default_variant = "classic"
    app.layout = Layout((800, 600), 1.0)
    scene = SetupScene(app)
    scene.place()
    scene.key_age = SetupScene.KEY_SECONDS     # past the keys' grace after it was first shown
    return scene


def test_enter_on_a_value_row_starts_the_game_and_keeps_the_value(app, monkeypatch):
    scene = _setup(app)
    started = []
    monkeypatch.setattr(scene, "start", lambda confirmed=False: started.append(True))
    scene.rebuild()        # the Start button calls the patched start
    scene.place()
    row = next(w for w in scene.widgets.widgets if getattr(w, "name", "") == "opt:knock_limit")
    value = row.value
    scene.widgets.set_focus(row)
    _key(scene, pygame.K_RETURN)
    assert started == [True] and row.value == value
    _key(scene, pygame.K_KP_ENTER)
    assert len(started) == 2 and row.value == value
    _key(scene, pygame.K_SPACE)        # Space steps the value, as a click does
    assert len(started) == 2 and row.value != value


def test_the_arrows_stop_at_a_value_lists_ends(app):
    scene = _setup(app)
    row = next(w for w in scene.widgets.widgets if getattr(w, "name", "") == "opt:knock_limit")
    scene.widgets.set_focus(row)
    for _ in range(len(row.choices) + 2):
        _key(scene, pygame.K_RIGHT)
    assert row.value == row.choices[-1]
    for _ in range(len(row.choices) + 2):
        _key(scene, pygame.K_LEFT)
    assert row.value == row.choices[0]
    row.activate()                     # Space or a click goes on round
    assert row.value == row.choices[1]


def test_one_button_looks_chosen_in_the_pause_menu(app):
    _tutorial, table = _lesson(app, "gin")
    app.step()
    table.open_pause()
    app.step()
    pause = app.scenes.top
    resume = next(w for w in pause.widgets.widgets if w.name == "resume")
    rules = next(w for w in pause.widgets.widgets if w.name == "rules")

    def face(button) -> tuple[int, int, int]:
        pause.draw(app.screen)
        body = button.body_rect()
        return tuple(app.screen.get_at((body.left + 8, body.bottom - 6)))[:3]

    assert face(resume) == theme.BUTTON_PRIMARY     # focused and gold: one thing chosen
    pause.widgets.set_focus(rules)        # as the pause menu is back from the Rules
    assert face(resume) == theme.BUTTON
    assert pause.widgets.default_button() is resume
    pause.widgets.set_focus(resume)
    assert face(resume) == theme.BUTTON_PRIMARY



def test_the_card_backs_stop_at_their_ends_too(app):
    from game.ui.scenes.settings_widgets import BackPicker

    picker = BackPicker("Back", "", lambda _v: None)
    picker.value = picker.choices[-1]
    picker.focused = True
    picker.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0,
                                           unicode=""))
    assert picker.value == picker.choices[-1]
