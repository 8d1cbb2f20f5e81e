"""`python -m game --smoke-test`: start the real app, play one hand against the AI, exit 0.

A scripted player clicks through the menu and the setup screen with real mouse events, then an
easy AI plays the human seat through the table's own input paths (the same `submit` a drop or a
click uses) until the scoring screen appears. Any failure prints a message and exits non-zero.
Works under SDL_VIDEODRIVER=dummy.
"""

from __future__ import annotations

import sys
import time
import traceback

import pygame

from game.core.phase import OVER_PHASES
from game.ui import scenes  # noqa: F401 - registers every scene by name
from game.ui.app import App, parse_size
from game.ui.audio import quit_pygame
from game.ui.settings_model import Settings

TIMEOUT = 180.0


def _click(pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


class SmokeScript:
    """Drives the app from a frame hook: menu -> setup -> table -> score screen."""

    def __init__(self, speed: str) -> None:
        self.stage = "menu"
        self.frames = 0
        self.speed = speed
        self.started = time.monotonic()
        self.error: str | None = None
        self.done = False

    def __call__(self, app) -> None:
        from game.players import make_player

        self.frames += 1
        top = app.scenes.top
        if time.monotonic() - self.started > TIMEOUT:
            self.fail(app, f"timed out in stage {self.stage!r} (top scene {top.name!r})")
            return
        name = getattr(top, "name", "")
        if self.stage == "menu" and name == "menu" and self.frames > 3:
            button = next(w for w in top.widgets.widgets if getattr(w, "name", "") == "new")
            _click(button.rect.center)
            self.stage = "setup"
        elif self.stage == "setup" and name == "setup":
            _click(top.b_start.rect.center)
            self.stage = "table"
        elif self.stage == "table" and name == "table":
            app.settings.speed = self.speed
            top.autoplayer = make_player("easy", seed=7)
            self.stage = "playing"
        elif self.stage == "playing" and name == "score":
            scene = top
            if scene.table.state.phase not in OVER_PHASES:
                self.fail(app, "the scoring screen opened before the hand was over")
                return
            print(f"smoke test: hand played to the scoring screen in {self.frames} frames "
                  f"({time.monotonic() - self.started:.1f} s): {scene.headline()}")
            self.done = True
            app.quit(0)

    def fail(self, app, message: str) -> None:
        self.error = message
        app.quit(1)


def run_smoke(args) -> int:
    try:
        size = parse_size(getattr(args, "size", None))
        app = App(size, settings=Settings(speed="fast", volume=0.0))
    except Exception as exc:  # noqa: BLE001
        print(f"smoke test failed: cannot open the window: {exc}", file=sys.stderr)
        return 1
    script = SmokeScript("fast")
    app.frame_hooks.append(script)
    try:
        code = app.run(app.make_scene("menu"))
    except Exception:  # noqa: BLE001
        print("smoke test failed with an exception:\n" + traceback.format_exc(),
              file=sys.stderr)
        return 1
    finally:
        quit_pygame()
    if script.error:
        print(f"smoke test failed: {script.error}", file=sys.stderr)
        return 1
    if not script.done:
        print("smoke test failed: the window closed before the scoring screen", file=sys.stderr)
        return 1
    return code
