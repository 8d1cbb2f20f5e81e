"""Once the window has closed the process ends, even when a thread would hold it open (a
play-tester's game stayed alive without a window after Quit): the stacks go to the log."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HANGS = """
import threading, time
from game.ui.exit_watch import watch_exit
def forever():
    while True:
        time.sleep(0.05)
threading.Thread(target=forever, name="stuck-worker").start()   # not a daemon: holds exit
watch_exit(3, grace=0.5)
"""

EXITS = """
from game.ui.exit_watch import watch_exit
watch_exit(3, grace=30.0)
print("done")
"""


def test_a_thread_that_holds_the_exit_is_cut_short_and_logged():
    done = subprocess.run([sys.executable, "-c", HANGS], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 3
    assert "had not exited" in done.stderr and "stuck-worker" in done.stderr
    assert "def forever" in done.stderr or "forever" in done.stderr


def test_a_normal_exit_does_not_wait_for_the_watch():
    done = subprocess.run([sys.executable, "-c", EXITS], cwd=ROOT, capture_output=True,
                          text=True, timeout=20)
    assert done.returncode == 0 and done.stdout.strip() == "done" and done.stderr == ""
