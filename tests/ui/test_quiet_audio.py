"""Without sound hardware the game opens no audio device and runs silently: nothing on stderr
(the one log line is at INFO level), instead of the screen of `ALSA lib …` errors SDL's drivers
print straight to the process's stderr, and no exception."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import pygame
from game.ui.audio import open_audio
pygame.display.init()
print("audio", open_audio())
"""


def test_no_audio_device_is_one_quiet_line(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SDL_AUDIODRIVER"}  # SDL picks a driver
    # AUDIODEV names a sound card no machine has, so ALSA fails (and complains) even where a
    # card exists; the PulseAudio/PipeWire drivers are kept off with an empty runtime folder
    env.update(PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy", AUDIODEV="hw:97,0",
               XDG_RUNTIME_DIR=str(tmp_path), PULSE_SERVER="unix:/nonexistent",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "ALSA lib" not in done.stderr
    assert done.stderr == ""


GAME = """
import logging
logging.basicConfig(level=logging.INFO)   # the log line is there for whoever asks for it
import pygame
from game.ui.resources import Resources
pygame.display.init()
pygame.display.set_mode((320, 240))
res = Resources()
res.sounds.play("draw")
print("sound", res.sounds.available)
"""


def test_a_driver_that_does_not_exist_gives_a_silent_game(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="no-such-driver", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run([sys.executable, "-c", PROGRAM], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "audio False" and done.stderr == ""
    # the same, asked for the log: one INFO line, the sounds simply off, no traceback
    done = subprocess.run([sys.executable, "-c", GAME], capture_output=True, text=True,
                          env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "sound False" in done.stdout
    assert "Traceback" not in done.stderr and "ALSA" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no audio device" in lines[0], done.stderr
