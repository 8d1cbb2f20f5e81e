"""The start-up probe hook of the app (GIN_TABLE_STARTUP_PROBE), from source."""

from __future__ import annotations

import os
import subprocess
import sys
import time


def test_probe_writes_the_time_of_the_first_frame_and_exits(tmp_path):
    probe = tmp_path / "first-frame.txt"
    env = dict(os.environ, GIN_TABLE_STARTUP_PROBE=str(probe), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    launched = time.time()
    done = subprocess.run([sys.executable, "-m", "game"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    finished = time.time()
    assert done.returncode == 0, done.stderr
    stamp = float(probe.read_text(encoding="utf-8"))
    assert launched < stamp < finished


def test_probe_failure_is_reported(tmp_path):
    env = dict(os.environ, GIN_TABLE_STARTUP_PROBE=str(tmp_path / "missing" / "probe.txt"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "game"], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "start-up probe" in done.stderr
