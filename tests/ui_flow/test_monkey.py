"""UI monkey test: thousands of random mouse and key events across every scene (menu, new-game
setup, the table against the computer, pause, scoring, settings, rules, statistics), stepping
the real app loop under the dummy video driver. No exception may escape, nothing may be logged
as an error, the app keeps drawing, and after each random phase Escape / "Main menu" presses
bring the menu back (no scene is stuck). Seeded, so a failure can be replayed."""

from __future__ import annotations

import logging
import random
import time

import pygame

from tests.ui.conftest import FrameClock
from tests.ui_flow.conftest import click_widget, key, post_click, post_key

SEED = 20240601
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_F11, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_F5,
        *range(pygame.K_a, pygame.K_z + 1), *range(pygame.K_0, pygame.K_9 + 1)]


def random_events(rng: random.Random, app) -> int:
    """Post one random input gesture; returns how many events were posted."""
    w, h = app.screen.get_size()
    top = app.scenes.top
    r = rng.random()
    widgets = [x for x in getattr(getattr(top, "widgets", None), "widgets", [])
               if x.visible and x.enabled and x.rect.width > 0]
    if r < 0.22 and widgets:
        post_click(rng.choice(widgets).rect.center)           # something a player would hit
        return 3
    pos = (rng.randrange(w), rng.randrange(h))
    if r < 0.55:
        kind = rng.choice((pygame.MOUSEMOTION, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                           pygame.MOUSEBUTTONUP))
        if kind == pygame.MOUSEMOTION:
            held = rng.random() < 0.4
            pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(0, 0),
                                                 buttons=(1 if held else 0, 0, 0)))
        else:
            pygame.event.post(pygame.event.Event(kind, pos=pos,
                                                 button=rng.choice((1, 1, 1, 2, 3))))
        return 1
    if r < 0.62:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)),
                                             flipped=False))
        return 1
    k = rng.choice(KEYS)
    if k == pygame.K_F11 and rng.random() < 0.7:
        k = pygame.K_ESCAPE           # fewer full-screen toggles, more back presses
    mod = pygame.KMOD_SHIFT if rng.random() < 0.08 else 0
    char = chr(k) if pygame.K_a <= k <= pygame.K_z or pygame.K_0 <= k <= pygame.K_9 else ""
    post_key(k, mod, char)
    if char:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    return 2


def play_to_score(app, limit: int = 20000) -> None:
    """Let an easy AI play the human seat(s) through the table until the scoring screen (the
    wander may have chosen hot-seat or three players: a hand-over screen or the roles'
    introduction over the table is confirmed with Enter). The table skips its animations, as
    for a player who sits out: a slow speed and a six-seat Rami hand must not run out the
    frames."""
    from game.players import make_player

    # the table, under a hand-over screen or the roles' introduction it may have pushed
    table = next(sc for sc in reversed(app.scenes.stack) if sc.name == "table")
    table.autoplayer = make_player("easy", seed=9)
    table.fast_forward = True
    try:
        for i in range(limit):
            app.step()
            if app.scenes.top.name in ("handover", "roles-intro"):
                key(app, pygame.K_RETURN, frames=2)
            if app.scenes.top.name == "score":
                return
            if i % 5 == 0:
                time.sleep(0.001)
    finally:
        table.autoplayer = None
        table.fast_forward = False
    view = table.state
    raise AssertionError(
        f"the hand did not reach the scoring screen: on top {app.scenes.top.name!r} "
        f"(stack {[sc.name for sc in app.scenes.stack]}), {type(table).__name__} in phase "
        f"{view.phase}, to act {view.to_act}, queue {len(table.queue)}, settings "
        f"{app.settings.speed} {app.settings.default_variant} {app.settings.game_mode}")


def back_to_menu(app, limit: int = 60) -> None:
    """Escape (and "Main menu" where Escape only resumes) until the menu is on top."""
    for _ in range(limit):
        top = app.scenes.top
        assert top is not None, "the scene stack emptied"
        if top.name == "menu":
            return
        if top.name in ("pause", "score"):
            key(app, pygame.K_m, frames=2)
        else:
            key(app, pygame.K_ESCAPE, frames=2)
        time.sleep(0.001)
    raise AssertionError(f"stuck: Escape never led back to the menu from {top.name!r} "
                         f"(stack {[s.name for s in app.scenes.stack]})")


def assert_responding(app) -> None:
    """The loop still draws when something changes."""
    before = app.frames_drawn
    app.scenes.mark_dirty()
    app.step()
    assert app.frames_drawn == before + 1
    assert app.running


def wander(app, rng: random.Random, gestures: int, visited: set[str]) -> int:
    posted = 0
    for i in range(gestures):
        posted += random_events(rng, app)
        app.step()
        top = app.scenes.top
        assert top is not None and app.running
        visited.add(top.name)
        if i % 7 == 0:
            time.sleep(0.001)       # let a computer player's thread answer now and then
    return posted


def test_random_input_across_all_scenes(launched, monkeypatch, caplog):
    caplog.set_level(logging.ERROR)
    app = launched(size=(1024, 700))
    quits: list[int] = []
    monkeypatch.setattr(app, "quit", lambda code=0: quits.append(code))
    monkeypatch.setattr(app, "clock", FrameClock())   # no 60 FPS cap: frames as fast as drawn
    rng = random.Random(SEED)
    visited: set[str] = set()
    entries = [("new", "start"), ("settings",), ("rules",), ("stats",), ("new",),
               ("new", "start", "autoplay"), ()]
    posted = 0
    for entry in entries * 2:
        back_to_menu(app)
        for name in entry:
            if name == "autoplay":
                play_to_score(app)
            else:
                click_widget(app, name, frames=2)
                if app.scenes.top.name == "ask":  # Start with an unfinished match: abandon it
                    visited.add("ask")
                    click_widget(app, "abandon-old", frames=2)
        visited.add(app.scenes.top.name)
        posted += wander(app, rng, 350, visited)
        back_to_menu(app)
        assert_responding(app)
    # a last look: the menu's screens still open and close normally
    for name in ("settings", "rules", "stats", "new"):
        click_widget(app, name, frames=2)
        assert app.scenes.top.name == {"new": "setup"}.get(name, name)
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.scenes.top.name == "menu"
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert not errors, "errors were logged: " + "; ".join(r.getMessage() for r in errors[:5])
    assert {"menu", "setup", "table", "score", "settings", "rules", "stats"} <= visited
    assert quits, "the random input never reached Quit/Escape on the menu"
    assert posted >= 5000
