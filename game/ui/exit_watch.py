"""The process ends once the game's window has closed, even if something hangs on the way out.

A play-tester's game stayed alive without a window for minutes after Quit (not reproduced:
a worker thread or a library's shutdown that never returned). After the window closes and the
save is flushed, `watch_exit` gives the interpreter `grace` seconds to finish on its own; past
that it writes every thread's stack to the log (so the hang can be found) and ends the process
with the game's exit code. A normal exit never waits for it (the timer is a daemon thread).
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import traceback

log = logging.getLogger(__name__)

GRACE_SECONDS = 5.0


def thread_stacks() -> str:
    """Every thread's name and where it stands, for the log."""
    names = {t.ident: t.name for t in threading.enumerate()}
    parts = []
    for ident, frame in sys._current_frames().items():
        stack = "".join(traceback.format_stack(frame))
        parts.append(f"thread {names.get(ident, ident)}:\n{stack}")
    return "\n".join(parts)


def watch_exit(code: int, grace: float = GRACE_SECONDS) -> threading.Timer:
    """End the process with `code` if it is still running `grace` seconds from now."""

    def give_up() -> None:
        log.error("the game had not exited %.0f s after its window closed; ending it. "
                  "Threads:\n%s", grace, thread_stacks())
        logging.shutdown()
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (AttributeError, OSError, ValueError):
                pass
        os._exit(code)

    timer = threading.Timer(grace, give_up)
    timer.daemon = True
    timer.start()
    return timer
