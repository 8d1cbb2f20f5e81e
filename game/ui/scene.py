"""The scene stack (after Tuxemon's state manager): push, pop, replace.

A `Scene` receives `enter()` when it is pushed, `exit()` when removed, `reveal()` when a scene
above it is popped, `handle_event(e) -> bool` (True = consumed), `update(dt)` every frame,
`draw(surface)` when something changed, and `resize(size)` when the window changes. A scene sets
`self.dirty = True` when it must be redrawn and reports `busy` while it animates or waits on a
timer, so an idle window sleeps instead of redrawing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """Base class of every scene."""

    #: False for overlays (pause menu, dialogs): the scenes below are drawn first
    opaque = True
    name = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True

    @property
    def layout(self):
        return self.app.layout

    @property
    def res(self):
        return self.app.res

    @property
    def busy(self) -> bool:
        """True while the scene needs frames without input (animation, timers)."""
        return False

    def enter(self) -> None:
        self.dirty = True

    def exit(self) -> None:
        pass

    def reveal(self) -> None:
        """The scene above was popped: this one is on top again."""
        self.dirty = True

    def cover(self) -> None:
        """Another scene was pushed over this one: it hears no input until `reveal` (a
        press or drag it was following is over)."""

    def handle_event(self, e: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def resize(self, size: tuple[int, int]) -> None:
        self.dirty = True


#: every scene by name, filled by `game.ui.scenes` (explicit imports, which PyInstaller sees);
#: scenes navigate with `app.push_scene("settings")` and never import one another
SCENES: dict[str, Callable[..., Scene]] = {}


def register_scene(name: str, factory: Callable[..., Scene]) -> None:
    """Make `factory(app, **kw)` reachable as `name`."""
    SCENES[name] = factory


def make_scene(app: App, name: str, **kw: Any) -> Scene:
    """A new scene of the registered kind `name`."""
    try:
        factory = SCENES[name]
    except KeyError:
        raise KeyError(f"no scene named {name!r}; registered: {', '.join(sorted(SCENES))}") \
            from None
    return factory(app, **kw)


class SceneManager:
    """The stack of scenes; only the top one receives input. Scenes are pushed as objects
    (`push(scene)`) or by registered name (`push_named("settings", page="cards")`)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        if self.stack:
            self.stack[-1].cover()
        self.stack.append(scene)
        scene.resize(self.app.layout.size)
        scene.enter()
        self.mark_dirty()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.exit()
        if self.stack:
            self.stack[-1].reveal()
        self.mark_dirty()
        return scene

    def replace(self, scene: Scene) -> Scene:
        if self.stack:
            old = self.stack.pop()
            old.exit()
        return self.push(scene)

    def clear_to(self, scene: Scene) -> Scene:
        """Remove every scene and show `scene` alone."""
        while self.stack:
            self.stack.pop().exit()
        return self.push(scene)

    def push_named(self, name: str, **kw: Any) -> Scene:
        return self.push(make_scene(self.app, name, **kw))

    def replace_named(self, name: str, **kw: Any) -> Scene:
        return self.replace(make_scene(self.app, name, **kw))

    def clear_to_named(self, name: str, **kw: Any) -> Scene:
        return self.clear_to(make_scene(self.app, name, **kw))

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first (from the topmost opaque one)."""
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        return self.stack[start:]

    def mark_dirty(self) -> None:
        for scene in self.stack:
            scene.dirty = True

    @property
    def dirty(self) -> bool:
        return any(s.dirty for s in self.visible())

    @property
    def busy(self) -> bool:
        top = self.top
        return top is not None and top.busy

    def handle_event(self, e: pygame.event.Event) -> bool:
        top = self.top
        if top is None:
            return False
        used = top.handle_event(e)
        if used:
            top.dirty = True
        return used

    def update(self, dt: float) -> None:
        top = self.top  # the scenes below are paused
        if top is not None:
            top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)
            scene.dirty = False

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resize(size)
