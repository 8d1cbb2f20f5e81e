"""Window benchmarks for `python -m game bench` (dummy video driver, no window shown).

- `table-frame-time`: the table with a full 11-card hand, redrawn every frame at 1280x720:
  median time to draw and flip one frame (target 4 ms).
- `table-idle-cpu`: the table waiting for the player, run through the app's own loop for a
  couple of seconds: process CPU time as a share of one core (target under 5 %).
"""

from __future__ import annotations

import os
import statistics
import time
from contextlib import contextmanager


@contextmanager
def _dummy_display():
    saved = {k: os.environ.get(k) for k in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    try:
        yield
    finally:
        from game.ui.audio import quit_pygame

        quit_pygame()
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def _table_waiting_for_discard(size=(1280, 720)):
    """An app showing the table, the human holding 11 cards and about to discard."""
    from game.core.actions import STOCK, Draw, Pass
    from game.ui.app import App
    from game.ui.session import Session
    from game.ui.settings_model import Settings
    from game.ui.table import make_table

    app = App(size, settings=Settings(speed="instant", volume=0.0, muted=True))
    app.running = True
    session = Session.create("classic", {}, "ai", ["Player", "Computer"], "medium", seed=12)
    table = make_table(app, session)
    app.scenes.push(table)

    def settle():
        for _ in range(5000):
            app.step()
            if table.settled and session.match.human_to_act():
                return
            time.sleep(0.0005)
        raise RuntimeError("the table did not settle")

    settle()
    for _ in range(3):
        if session.view(None).phase == "offer":
            table.submit(Pass())
            settle()
    if session.view(None).phase == "draw":
        table.submit(Draw(STOCK))
        settle()
    return app, table


def bench_table_frame(quick: bool = False) -> dict:
    import pygame

    with _dummy_display():
        app, table = _table_waiting_for_discard()
        # hover a card so the lift and the tooltip logic run too
        hand = table.hand
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(
            int(hand[3].rect.x + 10), int(hand[3].rect.centery)), rel=(0, 0),
            buttons=(0, 0, 0)))
        for _ in range(30):
            app.step()
        frames = 150 if quick else 600
        times = []
        screen = app.screen
        for _ in range(20):
            app.scenes.draw(screen)
        for _ in range(frames):
            app.scenes.mark_dirty()
            t = time.perf_counter()
            app.scenes.draw(screen)
            pygame.display.flip()
            times.append(time.perf_counter() - t)
        times.sort()
        cards = len(table.hand) + sum(len(v) for v in table.others.values()) + len(table.pile)
    median = statistics.median(times) * 1000
    return {"label": "table with a full hand, one redraw at 1280x720 (median, dummy driver)",
            "value": median, "unit": "ms", "target": 4.0, "better": "lower",
            "p95_ms": times[int(len(times) * 0.95)] * 1000, "frames": frames,
            "cards_on_table": cards}


def bench_idle_cpu(quick: bool = False) -> dict:
    with _dummy_display():
        app, table = _table_waiting_for_discard()
        for _ in range(60):          # let the hover/tooltip timers run out
            app.step(block=app._idle if hasattr(app, "_idle") else False)
        seconds = 1.0 if quick else 2.0
        drawn = app.frames_drawn
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall0 < seconds:
            app.step(block=getattr(app, "_idle", False))
        cpu = time.process_time() - cpu0
        wall = time.perf_counter() - wall0
    share = 100.0 * cpu / wall
    return {"label": "idle table through the app loop: CPU share of one core",
            "value": share, "unit": "%", "target": 5.0, "better": "lower",
            "seconds": round(wall, 2), "frames_drawn": app.frames_drawn - drawn}


BENCHMARKS = [
    ("table-frame-time", bench_table_frame),
    ("table-idle-cpu", bench_idle_cpu),
]
