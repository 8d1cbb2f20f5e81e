"""Standard streams for a process started without a console (a Windows GUI script or a windowed
PyInstaller build): `sys.stdout`/`sys.stderr` are None there and the first print would crash."""

from __future__ import annotations

import os
import sys
from typing import TextIO


class LazyLog:
    """Stand-in for stderr: `stderr.log` in the user's data folder, created only if something is
    written (most runs write nothing)."""

    def __init__(self) -> None:
        self._file: TextIO | None = None

    def write(self, text: str) -> int:
        if self._file is None:
            try:
                from game.paths import user_data_dir

                self._file = open(user_data_dir() / "stderr.log", "w", encoding="utf-8")
            except Exception:
                self._file = open(os.devnull, "w", encoding="utf-8")
        return self._file.write(text)

    def flush(self) -> None:
        if self._file is not None:
            self._file.flush()

    def isatty(self) -> bool:
        return False


def give_streams_a_home() -> None:
    """Replace a missing stdout by the null device and a missing stderr by a `LazyLog`."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = LazyLog()  # type: ignore[assignment]
