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
import warnings
from collections.abc import Callable
from typing import Any

import pygame

from game.ui.i18n import _, set_language
from game.ui.layout import MIN_SIZE, Layout
from game.ui.resources import Resources
from game.ui.scene import Scene, SceneManager, make_scene
from game.ui.settings_model import Settings, localized_names

log = logging.getLogger(__name__)

FPS = 60
IDLE_WAIT_MS = 250
#: posted (from any thread) to wake the loop, e.g. when a computer decision is ready
WAKE_EVENT = pygame.event.custom_type()


def parse_size(text: str | None, default: tuple[int, int] = (1280, 720)) -> tuple[int, int]:
    if not text:
        return default
    """`WIDTHxHEIGHT` as a pair; a size under the smallest window the layout supports is
    refused (one line on stderr, exit status 2), a size over the screen is shrunk later."""
    try:
        w, h = (int(part) for part in text.lower().replace("×", "x").split("x"))
    except ValueError:
        print(f"error: --size takes WIDTHxHEIGHT, e.g. 1280x720, not {text[:40]!r}",
              file=sys.stderr)
        raise SystemExit(2) from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        print(f"error: --size {w}x{h} is smaller than the smallest window, "
              f"{MIN_SIZE[0]}x{MIN_SIZE[1]}", file=sys.stderr)
        raise SystemExit(2)
    return w, h


def fit_to_display(size: tuple[int, int]) -> tuple[int, int]:
    """`size` shrunk to the largest desktop (pygame's display must be initialised), so that
    `--size 99999x99999` opens a window the screen can show instead of a 16384-pixel one."""
    try:
        desktops = pygame.display.get_desktop_sizes()
    except pygame.error:
        desktops = []
    if not desktops:
        return size
    width = max(w for w, _h in desktops)
    height = max(h for _w, h in desktops)
    return min(size[0], max(MIN_SIZE[0], width)), min(size[1], max(MIN_SIZE[1], height))


def window_position(old_pos: tuple[int, int], old_size: tuple[int, int],
                    size: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """Where a window of `old_size` at `old_pos` goes when it becomes `size`: about the same
    centre, moved onto `desktop` (the first screen) if its centre lies there."""
    cx, cy = old_pos[0] + old_size[0] // 2, old_pos[1] + old_size[1] // 2
    x, y = cx - size[0] // 2, cy - size[1] // 2
    if 0 <= cx < desktop[0] and 0 <= cy < desktop[1]:   # elsewhere: another screen's place
        x = max(0, min(x, desktop[0] - size[0]))
        y = max(0, min(y, desktop[1] - size[1]))
    return x, y


def place_window(old_pos: tuple[int, int], old_size: tuple[int, int],
                 size: tuple[int, int]) -> None:
    """Move the resized window to `window_position` (nothing where the driver cannot)."""
    try:
        desktops = pygame.display.get_desktop_sizes()
        if desktops and tuple(old_size) != tuple(size):
            pygame.display.set_window_position(window_position(old_pos, old_size, size,
                                                               desktops[0]))
    except (pygame.error, AttributeError):
        pass


def display_window() -> Any:
    """The display module's window as a `pygame.Window` (pygame-ce 2.5), or None."""
    try:
        with warnings.catch_warnings():   # it warns of surface rendering, not used here
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


def set_minimum_size() -> None:
    """Tell the window manager the window's smallest size, `MIN_SIZE` (a play-tester dragged
    it to 700x450 and lost the bottom of the hand). `set_mode` forgets it: call after each."""
    window = display_window()
    if window is not None:
        try:
            window.minimum_size = MIN_SIZE
        except (pygame.error, ValueError):
            pass


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


#: keys that press the focused button: their key repeat is dropped (`App.handle`)
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


#: a key let go and pressed again within this many seconds is held, its repeat: X servers
#: without detectable auto-repeat (Xvfb) send a release and a press for every repeat
RELEASE_GAP = 0.03


class KeyRepeats:
    """Tells a held `PRESS_KEYS` key's repeats from new presses (`App.handle` drops them)."""

    def __init__(self) -> None:
        self.down: set[int] = set()              # pressed and not yet released
        self.released: dict[int, float] = {}     # ... or when last released

    def is_repeat(self, e: pygame.event.Event, now: float) -> bool:
        """Whether `e` repeats a held key: a key still held that went down before, or one
        pressed again at once after its release. A key the keyboard no longer holds
        (released while the window was away) counts as up, and a synthetic event, with
        nothing held, is a new press."""
        if e.type == pygame.KEYUP:
            if e.key in PRESS_KEYS:
                self.down.discard(e.key)
                self.released[e.key] = now
            return False
        if e.type != pygame.KEYDOWN or e.key not in PRESS_KEYS:
            return False
        try:
            held = bool(pygame.key.get_pressed()[e.key])
        except (IndexError, pygame.error):
            held = False
        if not held:
            self.down.discard(e.key)
            return False
        repeat = e.key in self.down or \
            now - self.released.get(e.key, float("-inf")) < RELEASE_GAP
        self.down.add(e.key)
        return repeat


class App:
    """The running game: window, layout, resources, settings, scenes and the match in play."""

    def __init__(self, size: tuple[int, int] = (1280, 720), fullscreen: bool = False,
                 settings: Settings | None = None, title: str | None = None) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        pygame.display.init()  # not pygame.init(): the mixer opens quietly (game.ui.audio)
        pygame.font.init()
        size = fit_to_display((max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])))
        self.settings = settings or Settings()
        set_language(self.settings.language)
        self.settings.player_names = localized_names(self.settings.player_names)
        self.windowed_size = size
        self.fullscreen = False
        pygame.display.set_caption(title or _("Gin Table"))
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        set_minimum_size()
        self.res = Resources()
        try:
            pygame.display.set_icon(self.res.icon())
        except (pygame.error, FileNotFoundError):
            pass
        self.layout = Layout(self.screen.get_size(), self.ui_scale)
        self.scenes = SceneManager(self)
        self.clock = pygame.time.Clock()
        self.running = False
        self.exit_code = 0
        self.session = None          # the match in play (game.ui.session.Session), for Continue
        # the hot-seat players who last agreed to hints (the setup's `table_players`): the
        # same players keep their answer at the next table while the game runs
        self.hint_players: tuple[str | None, ...] | None = None
        self.frame_hooks: list[Callable[[App], None]] = []   # called once per loop iteration
        self.frames_drawn = 0
        self.key_repeats = KeyRepeats()   # a held Enter/Space's repeats are dropped
        self.apply_sound_settings()
        pygame.key.set_repeat(350, 45)
        if fullscreen:
            self.toggle_fullscreen()

    # ----- navigation (scenes by registered name; see game.ui.scenes) --------------------
    def push_scene(self, name: str, **kw: Any) -> Scene:
        """Open the scene registered as `name` over the current one."""
        return self.scenes.push_named(name, **kw)

    def replace_scene(self, name: str, **kw: Any) -> Scene:
        """Swap the current scene for the one registered as `name`."""
        return self.scenes.replace_named(name, **kw)

    def clear_to_scene(self, name: str, **kw: Any) -> Scene:
        """Close every scene and open the one registered as `name`."""
        return self.scenes.clear_to_named(name, **kw)

    def make_scene(self, name: str, **kw: Any) -> Scene:
        """A new scene registered as `name`, not yet shown."""
        return make_scene(self, name, **kw)

    # ----- settings ---------------------------------------------------------------------
    def apply_sound_settings(self) -> None:
        self.res.sounds.set_volume(self.settings.volume, self.settings.muted)

    @property
    def ui_scale(self) -> float:
        """The text and card size the player chose, as a factor (1.0-2.0)."""
        try:
            return max(1.0, min(2.0, int(self.settings.ui_scale) / 100))
        except (AttributeError, TypeError, ValueError):
            return 1.0

    def apply_ui_scale(self) -> None:
        """Lay every scene out again when the UI scale changed (applied live)."""
        if getattr(self, "scenes", None) is None or self.layout.ui_scale == self.ui_scale:
            return
        self.layout = Layout(self.layout.size, self.ui_scale)
        self.scenes.resize(self.layout.size)
        self.scenes.mark_dirty()

    def settings_changed(self) -> None:
        """Call after changing `self.settings`: applies them (and saves, when wired)."""
        set_language(self.settings.language)
        self.apply_ui_scale()
        # untouched default names ("You", "Player 2") follow the language
        self.settings.player_names = localized_names(self.settings.player_names)
        if getattr(self, "session", None) is not None:
            self.session.follow_language()   # ... at the table in play too
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
            set_minimum_size()
            self.fullscreen = False
        else:
            self.windowed_size = self.screen.get_size()
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = True
        self.settings.fullscreen = self.fullscreen
        self._resized(self.screen.get_size())

    def set_window_size(self, size: tuple[int, int]) -> None:
        """Resize the window (kept for when full screen is left, if it is on), grown or
        shrunk about its centre and kept on the screen (it kept its top-left corner and ran
        off the screen's edge). The settings offer only sizes the screen can show."""
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        self.windowed_size = size
        self.settings.window_size = size
        if self.fullscreen:
            return
        try:
            old_pos, old_size = pygame.display.get_window_position(), self.screen.get_size()
        except pygame.error:
            old_pos = None
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        set_minimum_size()
        if old_pos is not None:
            place_window(old_pos, old_size, size)
        self._resized(self.screen.get_size())

    def _resized(self, size: tuple[int, int]) -> None:
        if not self.fullscreen:
            self.hold_minimum()
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
            size = surface.get_size()
        if size == self.layout.size and self.layout.ui_scale == self.ui_scale:
            self.scenes.mark_dirty()
            return
        self.layout = Layout(size, self.ui_scale)
        if not self.fullscreen:
            self.windowed_size = size
            self.settings.window_size = tuple(size)
        self.scenes.resize(size)
        self.scenes.mark_dirty()

    def hold_minimum(self) -> None:
        """A window made smaller than `MIN_SIZE` all the same (a window manager that ignores
        the minimum, none at all, `xdotool windowsize`) is grown back to it: every screen is
        laid out for at least that size, and its bottom and right were cut off."""
        surface = pygame.display.get_surface()
        if surface is None:
            return
        w, h = surface.get_size()
        if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
            return
        size = (max(MIN_SIZE[0], w), max(MIN_SIZE[1], h))
        window = display_window()
        try:
            if window is not None:
                window.minimum_size = MIN_SIZE
                window.size = size
            if pygame.display.get_surface().get_size() != size:
                pygame.display.set_mode(size, pygame.RESIZABLE)
                set_minimum_size()
        except pygame.error as exc:
            log.warning("could not hold the window at %dx%d: %s", *size, exc)

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ----- the loop ---------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        if self.key_repeats.is_repeat(e, time.monotonic()):
            return   # a held Enter or Space repeats: it pressed through screen after screen
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
