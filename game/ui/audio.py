"""Open the audio device once, quietly.

Without sound hardware SDL walks its audio drivers (PulseAudio, PipeWire, ALSA, …) and the C
libraries behind them print a screen of errors straight to the process's stderr (`ALSA lib
confmisc.c:855:(parse_card) cannot find card '0'` and so on), which Python cannot catch. The
mixer is therefore opened with file descriptor 2 pointed at a scratch file; if no device opens,
the game plays silently and says so in one log line at INFO level: nothing is printed to
stderr unless logging is set up to show it (a missing sound card is not an error). Nothing else in the game initialises the
mixer (`pygame.init()` would, so the app initialises the modules it needs one by one).

`quit_pygame` closes everything, the mixer's channels first: pygame-ce's `mixer.quit` clears
its end-of-sound callback while holding the interpreter lock, and a sound ending at that moment
makes SDL's audio thread wait for that lock inside the callback, so the process hangs (seen
once in the test suite, py-spy showing both threads; `mixer.stop` lets the lock go).
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

log = logging.getLogger(__name__)


@contextmanager
def _native_stderr_swallowed() -> Iterator[None]:
    """Send what C code writes to file descriptor 2 to a scratch file for the duration."""
    try:
        sys.stderr.flush()
    except (AttributeError, OSError, ValueError):
        pass
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all (a windowed build): nothing to protect
        yield
        return
    try:
        with tempfile.TemporaryFile() as sink:
            os.dup2(sink.fileno(), 2)
            try:
                yield
            finally:
                os.dup2(saved, 2)
    finally:
        os.close(saved)


def open_audio() -> bool:
    """Initialise `pygame.mixer` if it is not; True when a device is open."""
    if pygame.mixer.get_init():
        return True
    reason = "no device opened"
    with _native_stderr_swallowed():
        try:
            pygame.mixer.init()
        except pygame.error as exc:
            reason = str(exc) or reason
    if pygame.mixer.get_init():
        return True
    log.info("no audio device (%s): the game plays without sound", reason)
    return False


def quit_pygame() -> None:
    """`pygame.quit()`, after halting every sound so that none ends while the mixer closes."""
    if pygame.mixer.get_init():
        pygame.mixer.stop()   # releases the interpreter lock while the channels halt
        pygame.mixer.quit()
    pygame.quit()
