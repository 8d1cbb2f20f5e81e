"""UI flow helpers: a real App on the dummy video driver wired to game.persist (the user folder
is a per-test temporary GIN_TABLE_HOME, see tests/conftest.py), and real event posting."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.audio import quit_pygame
from game.ui.session import Session  # noqa: E402


def launch(size=(1024, 700), speed: str | None = "instant") -> App:
    """Start the app the way `run_app` does: load the settings, open the window, attach
    persistence (which loads a saved match), show the menu."""
    from game.ui.persistence import attach, load_ui_settings
    from game.ui.scenes.menu import MenuScene

    settings = load_ui_settings()
    if speed is not None:
        settings.speed = speed
    app = App(size, settings=settings)
    attach(app)
    app.running = True
    app.scenes.push(MenuScene(app))
    app.step()
    return app


def shutdown(app: App) -> None:
    """Close the window the way `run_app` does (unsaved settings are flushed)."""
    persistence = getattr(app, "persistence", None)
    if persistence is not None:
        persistence.flush()
    for scene in list(app.scenes.stack):
        scene.exit()
    quit_pygame()


@pytest.fixture
def launched(monkeypatch):
    """Start apps; every match they create without a seed takes the next of a fixed sequence,
    so a flow test deals (and its computers play) the same hands on every run, not a random
    match whose first hand may end before the test's mid-hand moment."""
    apps: list[App] = []
    seeds = itertools.count(20261125)
    create = Session.create.__func__

    def seeded(cls, *args, seed: int | None = None, **kw) -> Session:
        return create(cls, *args, seed=next(seeds) if seed is None else seed, **kw)

    monkeypatch.setattr(Session, "create", classmethod(seeded))

    def start(**kw) -> App:
        app = launch(**kw)
        apps.append(app)
        return app

    yield start
    if pygame.get_init():
        quit_pygame()


def widget(scene, name: str):
    return next(w for w in scene.widgets.widgets if getattr(w, "name", "") == name)


def post_click(pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click(app: App, pos, frames: int = 1) -> None:
    post_click(pos)
    for _ in range(frames):
        app.step()


def click_widget(app: App, name: str, frames: int = 1) -> None:
    click(app, widget(app.scenes.top, name).rect.center, frames)


def post_key(k: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode,
                                         scancode=0))


def key(app: App, k: int, mod: int = 0, unicode: str = "", frames: int = 1) -> None:
    post_key(k, mod, unicode)
    for _ in range(frames):
        app.step()


def type_text(app: App, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0,
                                             unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step()
