"""Start the game window: load the settings, open the `App`, attach persistence, show the menu.

This is the one module that wires the rooms together (app, scenes, persistence, smoke test), so
none of them needs to import another at call time to start: `game.ui.app` knows no scene, and
the scenes reach each other by name (`app.push_scene("settings")`).
"""

from __future__ import annotations

import sys

import pygame

from game.ui import scenes  # noqa: F401 - registers every scene by name
from game.ui.app import App, parse_size
from game.ui.audio import quit_pygame
from game.ui.exit_watch import watch_exit
from game.ui.persistence import attach, load_ui_settings
from game.ui.smoke import run_smoke


def run_app(args) -> int:
    """Open the game window (or, with `--smoke-test`, play one hand automatically)."""
    if getattr(args, "smoke_test", False):
        return run_smoke(args)
    settings = load_ui_settings()
    size = parse_size(getattr(args, "size", None), tuple(settings.window_size))
    try:
        app = App(size, fullscreen=bool(getattr(args, "fullscreen", False)
                                         or settings.fullscreen), settings=settings)
    except pygame.error as exc:
        print(f"error: cannot open the game window: {exc}", file=sys.stderr)
        return 1
    attach(app)
    code = 1
    try:
        code = app.run(app.make_scene("menu"))
        return code
    finally:
        persistence = getattr(app, "persistence", None)
        if persistence is not None:
            persistence.flush()
        quit_pygame()
        watch_exit(code)   # the window is gone and the save written: nothing may hold on


__all__ = ["run_app"]
