"""A held Left/Right on the settings screen: at 800x600 a held Left stepped the Text size
twenty times a second, round and round past 100 % to 200 %, laying the window out at each
step (a play-tester saw it keep stepping). The Text size steps once per press; another row
steps at most every `ARROW_REPEAT` seconds and stops at its first or last value."""

from __future__ import annotations

import time

import pygame

from game.ui.scenes.settings import ARROW_REPEAT, SettingsScene
from tests.ui.conftest import set_window


def _event(kind: int, k: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=0, unicode="", scancode=0)


def _hold(app, k: int, repeats: int) -> None:
    """`k` pressed and held through `repeats` auto-repeats, all in one frame's events."""
    for _ in range(1 + repeats):
        pygame.event.post(_event(pygame.KEYDOWN, k))
    app.step()


def _settings(app, focus: str):
    set_window(app, (800, 600))
    scene = SettingsScene(app)
    app.scenes.clear_to(scene)
    app.step()
    scene.widgets.set_focus(next(w for w in scene.rows if w.name == focus))


def test_a_held_left_steps_the_text_size_once(app, monkeypatch):
    app.settings.ui_scale = 150
    app.apply_ui_scale()
    _settings(app, "ui_scale")
    _hold(app, pygame.K_LEFT, 12)
    assert app.settings.ui_scale == 125
    pygame.event.post(_event(pygame.KEYUP, pygame.K_LEFT))
    app.step()
    _hold(app, pygame.K_LEFT, 0)                  # a new press steps again
    assert app.settings.ui_scale == 100


def test_a_held_key_steps_a_row_slowly_and_stops_at_its_end(app, monkeypatch):
    app.settings.speed = "normal"
    _settings(app, "speed")
    choices = next(w for w in app.scenes.top.rows if w.name == "speed").choices
    clock = [100.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    _hold(app, pygame.K_RIGHT, 5)                 # a burst of repeats: one step
    first = app.settings.speed
    assert choices.index(first) == choices.index("normal") + 1
    for _ in range(len(choices) + 2):             # held on: a step per ARROW_REPEAT...
        clock[0] += ARROW_REPEAT
        pygame.event.post(_event(pygame.KEYDOWN, pygame.K_RIGHT))
        app.step()
    assert app.settings.speed == choices[-1]      # ... up to the last value, not round
