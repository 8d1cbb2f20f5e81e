"""UI test helpers: an App on the dummy video driver, and real mouse/key event posting."""

from __future__ import annotations

import os
from concurrent.futures import Future

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import i18n  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.audio import quit_pygame
from game.ui.layout import Layout  # noqa: E402
from game.ui.settings_model import Settings  # noqa: E402
from game.ui.table import base as table_base  # noqa: E402


class FrameClock:
    """A clock whose frames each take 1/60 s of game time without waiting for it: tests run
    as fast as frames draw, and the same frames come whatever the machine's load."""

    def tick(self, _fps: int = 0) -> int:
        return 16


class InlineExecutor:
    """Runs the computer's move at once in the caller's thread, so a test's frames never
    depend on how fast a background thread is scheduled (the table's AI pool, in tests)."""

    def __init__(self, *_args, **_kwargs) -> None:
        pass

    def submit(self, fn, *args, **kwargs) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:  # noqa: BLE001 - the table reads it from the future
            future.set_exception(exc)
        return future

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(table_base, "ThreadPoolExecutor", InlineExecutor)
    settings = Settings(speed="instant")
    application = App((1280, 720), settings=settings)
    application.clock = FrameClock()
    application.running = True
    yield application
    quit_pygame()


def set_window(app, size: tuple[int, int]) -> None:
    """Open the app's window at `size` (the fixture's may be cut to the dummy desktop) and
    lay its scenes out for it, as a player resizing the window would."""
    app.screen = pygame.display.set_mode(size)
    app._resized(size)


def open_screen(monkeypatch, tmp_path, size: tuple[int, int], name: str, **settings):
    """(app, scene): an app with its own home folder and `settings`, its screen the whole
    `size`, showing the scene pushed by `name`, drawn once."""
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    application = App(size, settings=Settings(speed="instant", **settings))
    application.running = True
    application.screen = pygame.Surface(size)
    application.layout = Layout(size, application.ui_scale)
    scene = application.make_scene(name)
    application.scenes.clear_to(scene)
    application.step()
    return application, scene


def pump(app, frames: int = 1) -> None:
    for _ in range(frames):
        app.step()


def click(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step()


def key(app, k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    app.step()


def press_and_move(app, start, end, steps: int = 5) -> None:
    """Mouse down at `start` and move in steps to `end` without releasing (a drag in
    progress): real pygame events, one frame each."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step()
    for i in range(1, steps + 1):
        x = start[0] + (end[0] - start[0]) * i / steps
        y = start[1] + (end[1] - start[1]) * i / steps
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)),
                                             rel=(0, 0), buttons=(1, 0, 0)))
        app.step()


def release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def drag(app, start, end, steps: int = 5) -> None:
    """Press at `start`, move in steps to `end`, release: real pygame events, one frame each."""
    press_and_move(app, start, end, steps)
    release(app, end)


def card_point(table, sprite):
    """A point on the visible (left) part of a hand card (the next card covers its right side)."""
    r = sprite.draw_rect
    return (int(r.x + table.layout.card_w * 0.2), int(r.y + r.h * 0.6))


def face_spy(monkeypatch, res) -> list:
    """The cards whose faces `res` renders from now on (clear the list between frames)."""
    faces: list = []
    original = res.card_face

    def spy(card, size, four_colour=False):
        faces.append(card)
        return original(card, size, four_colour)

    monkeypatch.setattr(res, "card_face", spy)
    return faces


@pytest.fixture
def big_app(request, monkeypatch, tmp_path):
    """An app whose screen is the real window size (the dummy display caps windows at
    1024x768) at the case's text size and language: parametrize it indirectly with
    (size, scale, language)."""
    size, scale, lang = request.param
    monkeypatch.setenv("GIN_TABLE_HOME", str(tmp_path))
    app = App(size, settings=Settings(speed="instant", ui_scale=scale, language=lang))
    app.running = True
    app.screen = pygame.Surface(size)
    app.layout = Layout(size, app.ui_scale)
    yield app, size, scale
    quit_pygame()
    i18n.set_language("en")
