"""Timers as scheduled tasks (the Tuxemon habit): one `Scheduler` per scene, run from
`update(dt)`, instead of countdown fields decremented by hand.

`schedule(delay, fn)` runs `fn` once, `delay` seconds of scene time from now; `every(interval,
fn)` runs it again and again. Both return a `Task` whose `cancel()` stops it. Tasks run in the
order they fall due; a task scheduled by another task's function first runs on a later tick.
"""

from __future__ import annotations

from collections.abc import Callable


class Task:
    """One scheduled call; `cancel()` it to stop it before (or between) its runs."""

    __slots__ = ("fn", "due", "interval", "cancelled")

    def __init__(self, fn: Callable[[], object], due: float, interval: float | None) -> None:
        self.fn = fn
        self.due = due
        self.interval = interval
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    @property
    def active(self) -> bool:
        return not self.cancelled


class Scheduler:
    """Delays and repeats counted in the scene's own time (the `dt` handed to `update`)."""

    def __init__(self) -> None:
        self.clock = 0.0
        self._tasks: list[Task] = []

    def schedule(self, delay: float, fn: Callable[[], object]) -> Task:
        """Run `fn` once, `delay` seconds from now."""
        task = Task(fn, self.clock + max(0.0, delay), None)
        self._tasks.append(task)
        return task

    def every(self, interval: float, fn: Callable[[], object]) -> Task:
        """Run `fn` every `interval` seconds (the first time one interval from now)."""
        if interval <= 0:
            raise ValueError("a repeating task needs an interval above zero")
        task = Task(fn, self.clock + interval, interval)
        self._tasks.append(task)
        return task

    def update(self, dt: float) -> bool:
        """Advance the clock by `dt`; run what fell due. True if anything ran."""
        self.clock += dt
        due = sorted((t for t in self._tasks if not t.cancelled and t.due <= self.clock),
                     key=lambda t: t.due)
        for task in due:
            if task.cancelled:
                continue
            task.fn()
            if task.interval is not None and not task.cancelled:
                while task.due <= self.clock:
                    task.due += task.interval
            else:
                task.cancelled = True
        self._tasks = [t for t in self._tasks if not t.cancelled]
        return bool(due)

    def cancel_all(self) -> None:
        for task in self._tasks:
            task.cancel()
        self._tasks = []

    @property
    def pending(self) -> int:
        """How many tasks are still waiting to run."""
        return sum(1 for t in self._tasks if not t.cancelled)
