"""The game window: one main loop over a scene stack.

`run_app(args)` opens a resizable window (default 1280x720, `--size WxH`, F11 toggles full
screen), caps the loop at 60 frames a second, and redraws only when a scene is dirty: an idle
window blocks on the event queue instead of drawing, so it costs next to no CPU.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections.abc import Callable

import pygame

from game.ui.i18n import _, set_language
from game.ui.layout import MIN_SIZE, Layout
from game.ui.resources import Resources
from game.ui.scene import Scene, SceneManager
from game.ui.settings_model import Settings, localized_names

log = logging.getLogger(__name__)

FPS = 60
IDLE_WAIT_MS = 250
#: posted (from any thread) to wake the loop, e.g. when a computer decision is ready
WAKE_EVENT = pygame.event.custom_type()


def parse_size(text: str | None, default: tuple[int, int] = (1280, 720)) -> tuple[int, int]:
    if not text:
        return default
    try:
        w, h = text.lower().replace("×", "x").split("x")
        return max(MIN_SIZE[0], int(w)), max(MIN_SIZE[1], int(h))
    except ValueError:
        raise SystemExit(f"error: --size takes WIDTHxHEIGHT, e.g. 1280x720, not {text!r}") \
            from None


#: start-up measurement (build_spec/startup.py): when set to a file path, the app writes
#: `time.time()` there right after presenting its first frame (the menu), then quits with 0
STARTUP_PROBE_ENV = "GIN_TABLE_STARTUP_PROBE"


def startup_probe(app: App) -> None:
    path = os.environ.get(STARTUP_PROBE_ENV, "")
    try:
        with open(path, "w", encoding="utf-8") as probe:
            probe.write(f"{time.time():.6f}\n")
    except OSError as exc:
        print(f"error: cannot write the start-up probe {path!r}: {exc}", file=sys.stderr)
        app.quit(1)
        return
    app.quit(0)


def wake() -> None:
    """Wake the main loop from another thread."""
    try:
        pygame.event.post(pygame.event.Event(WAKE_EVENT))
    except pygame.error:
        pass


class App:
    """The running game: window, layout, resources, settings, scenes and the match in play."""

    def __init__(self, size: tuple[int, int] = (1280, 720), fullscreen: bool = False,
                 settings: Settings | None = None, title: str | None = None) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.init()
        self.settings = settings or Settings()
        set_language(self.settings.language)
        self.settings.player_names = localized_names(self.settings.player_names)
        self.windowed_size = size
        self.fullscreen = False
        pygame.display.set_caption(title or _("Gin Table"))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.res = Resources()
        try:
            pygame.display.set_icon(self.res.icon())
        except (pygame.error, FileNotFoundError):
            pass
        self.layout = Layout(self.screen.get_size())
        self.scenes = SceneManager(self)
        self.clock = pygame.time.Clock()
        self.running = False
        self.exit_code = 0
        self.session = None          # the match in play (game.ui.session.Session), for Continue
        self.frame_hooks: list[Callable[[App], None]] = []   # called once per loop iteration
        self.frames_drawn = 0
        self.apply_sound_settings()
        pygame.key.set_repeat(350, 45)
        if fullscreen:
            self.toggle_fullscreen()

    # ----- settings ---------------------------------------------------------------------
    def apply_sound_settings(self) -> None:
        self.res.sounds.set_volume(self.settings.volume, self.settings.muted)

    def settings_changed(self) -> None:
        """Call after changing `self.settings`: applies them (and saves, when wired)."""
        set_language(self.settings.language)
        # untouched default names ("You", "Player 2") follow the language
        self.settings.player_names = localized_names(self.settings.player_names)
        self.apply_sound_settings()
        saver = getattr(self, "save_settings", None)
        if callable(saver):
            try:
                saver(self.settings)
            except Exception as exc:  # noqa: BLE001 - saving must never break the game
                log.warning("could not save settings: %s", exc)
        self.scenes.mark_dirty()

    def play(self, sound: str, volume: float = 1.0) -> None:
        self.res.sounds.play(sound, volume)

    # ----- window -----------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        if self.fullscreen:
            self.screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self.fullscreen = False
        else:
            self.windowed_size = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = True
        self.settings.fullscreen = self.fullscreen
        self._resized(self.screen.get_size())

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (kept for when full screen is left, if it is on)."""
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.windowed_size = size
        self.settings.window_size = size
        if self.fullscreen:
            return
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
            size = surface.get_size()
        if size == self.layout.size:
            self.scenes.mark_dirty()
            return
        self.layout = Layout(size)
        if not self.fullscreen:
            self.windowed_size = size
            self.settings.window_size = tuple(size)
        self.scenes.resize(size)
        self.scenes.mark_dirty()

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ----- the loop ---------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.QUIT:
            self.quit(self.exit_code)
            return
        if e.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized(getattr(e, "size", self.screen.get_size()))
            return
        if e.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.scenes.mark_dirty()
            return
        if e.type == WAKE_EVENT:
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.scenes.handle_event(e)

    def step(self, block: bool = False) -> bool:
        """One loop iteration: events, update, and a draw if anything changed.

        `block` lets an idle loop sleep on the event queue. Returns True if a frame was drawn.
        """
        if block:
            first = pygame.event.wait(IDLE_WAIT_MS)
            events = ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()
        else:
            events = pygame.event.get()
        for e in events:
            self.handle(e)
            if not self.running:
                return False
        dt = min(0.1, self.clock.tick(FPS) / 1000.0)
        self.scenes.update(dt)
        for hook in list(self.frame_hooks):
            hook(self)
        if not self.scenes.stack:
            self.running = False
            return False
        drew = False
        if self.scenes.dirty:
            self.scenes.draw(self.screen)
            pygame.display.flip()
            self.frames_drawn += 1
            drew = True
            if self.frames_drawn == 1 and os.environ.get(STARTUP_PROBE_ENV):
                startup_probe(self)
        self._idle = not drew and not events and not self.scenes.busy
        return drew

    def run(self, first: Scene | None = None) -> int:
        if first is not None:
            self.scenes.push(first)
        self.running = True
        self._idle = False
        while self.running:
            self.step(block=self._idle)
        return self.exit_code


def run_app(args) -> int:
    """Open the game window (or, with `--smoke-test`, play one hand automatically)."""
    from game.ui.scenes.menu import MenuScene

    if getattr(args, "smoke_test", False):
        from game.ui.smoke import run_smoke

        return run_smoke(args)
    settings = load_settings()
    size = parse_size(getattr(args, "size", None), tuple(settings.window_size))
    try:
        app = App(size, fullscreen=bool(getattr(args, "fullscreen", False)
                                         or settings.fullscreen), settings=settings)
    except pygame.error as exc:
        print(f"error: cannot open the game window: {exc}", file=sys.stderr)
        return 1
    attach_persistence(app)
    try:
        return app.run(MenuScene(app))
    finally:
        persistence = getattr(app, "persistence", None)
        if persistence is not None:
            persistence.flush()
        pygame.quit()


def load_settings() -> Settings:
    """The saved settings (the defaults if there are none; a bad file is moved aside and the
    menu says so: see `game.ui.persistence`)."""
    from game.ui.persistence import load_ui_settings

    return load_ui_settings()


def attach_persistence(app: App) -> None:
    """Save settings on change, autosave matches, Continue, statistics (`game.ui.persistence`)."""
    from game.ui.persistence import attach

    attach(app)

